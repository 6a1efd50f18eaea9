//! The moderation service for notes: what waits, and the two decisions on it. The
//! console's queue (kind `note`) calls these; the visitor API never does.

use serde_json::json;
use youzhe_core::{Db, time::now_ms, with_db};
use youzhe_operators::audit::{self, Actor, Target};

use crate::store::{PENDING, PUBLISHED, REJECTED, split};

/// A note waiting for a decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingNote {
    pub id: i64,
    pub county_code: String,
    pub author: String,
    pub title: String,
    pub text: String,
    /// Why it waits: `new` or `sensitive_word`.
    pub reason: String,
    pub at_ms: i64,
    pub media_ids: Vec<String>,
    pub place_ids: Vec<String>,
}

/// What a decision did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Done,
    NotFound,
    /// It was decided before; its current status (`published` or `rejected`).
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

/// The oldest `limit` notes waiting for a decision, oldest first.
pub async fn pending(db: &Db, limit: i64) -> sqlx::Result<Vec<PendingNote>> {
    let rows: Vec<PendingRow> = with_db!(db, pool => sqlx::query_as(
        "SELECT id, county_code, author, title, body, reason, created_ms, media_ids, place_ids
         FROM travel_notes WHERE status = $1 ORDER BY created_ms, id LIMIT $2")
        .bind(PENDING).bind(limit.max(0)).fetch_all(pool).await)?;
    Ok(rows
        .into_iter()
        .map(
            |(id, county_code, author, title, text, reason, at_ms, media, places)| PendingNote {
                id,
                county_code,
                author,
                title,
                text,
                reason,
                at_ms,
                media_ids: split(&media),
                place_ids: split(&places),
            },
        )
        .collect())
}

/// Moves a pending note to `to` in one transaction (a conditional update, so two
/// moderators deciding at once decide once), with its audit row (`note.publish` /
/// `note.reject`) in the same transaction.
async fn decide(db: &Db, actor: &Actor, id: i64, to: &str, reason: &str) -> sqlx::Result<Decision> {
    let action = if to == PUBLISHED {
        "note.publish"
    } else {
        "note.reject"
    };
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let was: Option<String> = sqlx::query_scalar(
            "SELECT reason FROM travel_notes WHERE id = $1 AND status = $2")
            .bind(id).bind(PENDING).fetch_optional(&mut *tx).await?;
        let moved = sqlx::query(
            "UPDATE travel_notes SET status = $2, reason = $3, decided_ms = $4
             WHERE id = $1 AND status = $5")
            .bind(id).bind(to).bind(reason).bind(now_ms()).bind(PENDING)
            .execute(&mut *tx).await?.rows_affected() > 0;
        let status: Option<String> = sqlx::query_scalar(
            "SELECT status FROM travel_notes WHERE id = $1")
            .bind(id).fetch_optional(&mut *tx).await?;
        if moved {
            audit::record(&mut *tx, actor, action, Target::new("note", id),
                Some(json!({"status": PENDING, "reason": was.unwrap_or_default()})),
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

/// Publishes a pending note: everyone sees it in its county's list.
pub async fn publish(db: &Db, actor: &Actor, id: i64) -> sqlx::Result<Decision> {
    decide(db, actor, id, PUBLISHED, "").await
}

/// Rejects a pending note with the reason its author reads in their notes.
pub async fn reject(db: &Db, actor: &Actor, id: i64, reason: &str) -> sqlx::Result<Decision> {
    let reason = if reason.trim().is_empty() {
        "rejected"
    } else {
        reason.trim()
    };
    decide(db, actor, id, REJECTED, reason).await
}
