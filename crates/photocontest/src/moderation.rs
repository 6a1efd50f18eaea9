//! The moderation service for contest entries: what waits, and the two decisions on it.
//! The console's queue (kind `contest`) calls these; the visitor API never does.

use serde_json::json;
use youzhe_core::{Db, time::now_ms, with_db};
use youzhe_operators::audit::{self, Actor, Target};

use crate::store::{ACCEPTED, REJECTED, SUBMITTED};

/// An entry waiting for a decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingEntry {
    pub id: i64,
    pub campaign_id: String,
    pub author: String,
    pub title: String,
    pub caption: String,
    /// Why it waits: `new` or `sensitive_word`.
    pub reason: String,
    pub at_ms: i64,
    pub media_id: String,
    /// '' when none.
    pub place_id: String,
}

/// What a decision did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Done,
    NotFound,
    /// It was decided before; its current status (`accepted` or `rejected`).
    AlreadyDecided(String),
}

type PendingRow = (
    i64,
    String,
    String,
    String,
    String,
    String,
    i64,
    String,
    String,
);

/// The oldest `limit` entries waiting for a decision, oldest first.
pub async fn pending(db: &Db, limit: i64) -> sqlx::Result<Vec<PendingEntry>> {
    let rows: Vec<PendingRow> = with_db!(db, pool => sqlx::query_as(
        "SELECT id, campaign_id, author, title, caption, reason, created_ms, media_id, place_id
         FROM photo_entries WHERE status = $1 ORDER BY created_ms, id LIMIT $2")
        .bind(SUBMITTED).bind(limit.max(0)).fetch_all(pool).await)?;
    Ok(rows
        .into_iter()
        .map(
            |(id, campaign_id, author, title, caption, reason, at_ms, media_id, place_id)| {
                PendingEntry {
                    id,
                    campaign_id,
                    author,
                    title,
                    caption,
                    reason,
                    at_ms,
                    media_id,
                    place_id,
                }
            },
        )
        .collect())
}

/// Moves a waiting entry to `to` in one transaction (a conditional update, so two
/// moderators deciding at once decide once), with its audit row (`photo_entry.accept` /
/// `photo_entry.reject`) in the same transaction.
async fn decide(db: &Db, actor: &Actor, id: i64, to: &str, reason: &str) -> sqlx::Result<Decision> {
    let action = if to == ACCEPTED {
        "photo_entry.accept"
    } else {
        "photo_entry.reject"
    };
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let was: Option<String> = sqlx::query_scalar(
            "SELECT reason FROM photo_entries WHERE id = $1 AND status = $2")
            .bind(id).bind(SUBMITTED).fetch_optional(&mut *tx).await?;
        let moved = sqlx::query(
            "UPDATE photo_entries SET status = $2, reason = $3, decided_ms = $4
             WHERE id = $1 AND status = $5")
            .bind(id).bind(to).bind(reason).bind(now_ms()).bind(SUBMITTED)
            .execute(&mut *tx).await?.rows_affected() > 0;
        let status: Option<String> = sqlx::query_scalar(
            "SELECT status FROM photo_entries WHERE id = $1")
            .bind(id).fetch_optional(&mut *tx).await?;
        if moved {
            audit::record(&mut *tx, actor, action, Target::new("photo_entry", id),
                Some(json!({"status": SUBMITTED, "reason": was.unwrap_or_default()})),
                Some(json!({"status": to, "reason": reason}))).await?;
        }
        tx.commit().await?;
        Ok(match status {
            None => Decision::NotFound,
            Some(_) if moved => Decision::Done,
            Some(s) => Decision::AlreadyDecided(s),
        })
    })
}

/// Accepts a waiting entry: it joins its contest's gallery and may be voted for.
pub async fn accept(db: &Db, actor: &Actor, id: i64) -> sqlx::Result<Decision> {
    decide(db, actor, id, ACCEPTED, "").await
}

/// Rejects a waiting entry with the reason its author reads in their entries; it no
/// longer counts against their cap.
pub async fn reject(db: &Db, actor: &Actor, id: i64, reason: &str) -> sqlx::Result<Decision> {
    let reason = if reason.trim().is_empty() {
        "rejected"
    } else {
        reason.trim()
    };
    decide(db, actor, id, REJECTED, reason).await
}
