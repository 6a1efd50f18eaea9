//! Operators' decisions on corrections: the list waiting for one, accept, reject with a
//! reason. `youzhe moderate` drives these today; the operator console will call the same.
//!
//! A correction is decided once: the decision is one `UPDATE … WHERE status = 'received'`
//! in its own transaction, so of two operators deciding at once exactly one wins and the
//! other hears [`Decision::AlreadyDecided`]. The points for an accepted correction are
//! credited right after, under the key `correction-<id>`, which the ledger credits once
//! however often it is asked; asking to accept an already accepted correction asks again,
//! so a credit lost to a failure between the two is made good by repeating the command.

use serde_json::json;
use youzhe_core::{Db, time::now_ms, with_db};
use youzhe_operators::audit::{self, Actor, Target};

use crate::{POINTS_EVENT, store::split_ids};

/// A correction waiting for a decision, oldest first.
#[derive(Debug, Clone, PartialEq)]
pub struct PendingCorrection {
    pub id: i64,
    pub target_kind: String,
    pub target_id: String,
    pub reporter: String,
    pub kind: String,
    pub text: String,
    pub at_ms: i64,
    /// Where it is now (`moved`): (lat, lng), GCJ-02.
    pub location: Option<(f64, f64)>,
    /// The right number (`phone`).
    pub phone: Option<String>,
    pub media_ids: Vec<String>,
}

/// What a decision did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Done,
    /// No correction has this id.
    NotFound,
    /// It was decided before: its status (`accepted` or `rejected`).
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
    Option<f64>,
    Option<f64>,
    Option<String>,
    String,
);

/// Up to `limit` corrections waiting for a decision, oldest first.
pub async fn pending(db: &Db, limit: i64) -> sqlx::Result<Vec<PendingCorrection>> {
    let rows: Vec<PendingRow> = with_db!(db, pool => sqlx::query_as(
        "SELECT id, target_kind, target_id, reporter, kind, body, created_ms, lat, lng, phone,
                media_ids
         FROM corrections WHERE status = 'received' ORDER BY id LIMIT $1")
        .bind(limit).fetch_all(pool).await)?;
    Ok(rows
        .into_iter()
        .map(
            |(id, target_kind, target_id, reporter, kind, text, at_ms, lat, lng, phone, media)| {
                PendingCorrection {
                    id,
                    target_kind,
                    target_id,
                    reporter,
                    kind,
                    text,
                    at_ms,
                    location: lat.zip(lng),
                    phone,
                    media_ids: split_ids(&media),
                }
            },
        )
        .collect())
}

/// Moves `id` from received to `status` with its reason or note, in one transaction with
/// its audit row (`correction.accept` / `correction.reject` by `actor`); the reporter when
/// it moved, else why it did not.
async fn decide(
    db: &Db,
    actor: &Actor,
    id: i64,
    status: &str,
    reason: Option<&str>,
    note: Option<&str>,
) -> sqlx::Result<Result<String, Decision>> {
    let at = now_ms();
    let action = if status == "accepted" {
        "correction.accept"
    } else {
        "correction.reject"
    };
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let moved: Option<String> = sqlx::query_scalar(
            "UPDATE corrections SET status = $2, reason = $3, note = $4, decided_ms = $5
             WHERE id = $1 AND status = 'received' RETURNING reporter")
            .bind(id).bind(status).bind(reason).bind(note).bind(at)
            .fetch_optional(&mut *tx).await?;
        let out = match moved {
            Some(reporter) => {
                audit::record(&mut *tx, actor, action, Target::new("correction", id),
                    Some(json!({"status": "received"})),
                    Some(json!({"status": status, "reason": reason, "note": note}))).await?;
                Ok(reporter)
            }
            None => {
                let now: Option<String> = sqlx::query_scalar(
                    "SELECT status FROM corrections WHERE id = $1")
                    .bind(id).fetch_optional(&mut *tx).await?;
                Err(now.map_or(Decision::NotFound, Decision::AlreadyDecided))
            }
        };
        tx.commit().await?;
        Ok(out)
    })
}

/// Accepts a received correction and credits its reporter (once, by `correction-<id>`),
/// audited as `correction.accept` by `actor`.
pub async fn accept(db: &Db, actor: &Actor, id: i64, note: Option<&str>) -> sqlx::Result<Decision> {
    let note = note.map(str::trim).filter(|n| !n.is_empty());
    match decide(db, actor, id, "accepted", None, note).await? {
        Ok(reporter) => {
            credit(db, id, &reporter).await?;
            Ok(Decision::Done)
        }
        Err(Decision::AlreadyDecided(s)) if s == "accepted" => {
            // Repeating an acceptance makes good a credit a failure may have lost.
            let reporter: Option<String> = with_db!(db, pool => sqlx::query_scalar(
                "SELECT reporter FROM corrections WHERE id = $1")
                .bind(id).fetch_optional(pool).await)?;
            if let Some(r) = reporter {
                credit(db, id, &r).await?;
            }
            Ok(Decision::AlreadyDecided(s))
        }
        Err(other) => Ok(other),
    }
}

/// Credits the reporter and records on the correction what it earned (0 past the day's cap).
async fn credit(db: &Db, id: i64, reporter: &str) -> sqlx::Result<()> {
    let earned = youzhe_points::credit(db, reporter, POINTS_EVENT, &format!("correction-{id}"))
        .await?
        .map_or(0, |c| c.points);
    with_db!(db, pool => sqlx::query("UPDATE corrections SET points = $2 WHERE id = $1")
        .bind(id).bind(earned).execute(pool).await.map(|_| ()))?;
    Ok(())
}

/// Said to the reporter when a rejection came without a reason (the command refuses a blank
/// one; another caller may not), so they never read 未采纳： followed by nothing.
pub const DEFAULT_REASON: &str = "核实后未采纳";

/// Rejects a received correction, audited as `correction.reject` by `actor`; the reporter
/// sees `reason`.
pub async fn reject(db: &Db, actor: &Actor, id: i64, reason: &str) -> sqlx::Result<Decision> {
    let reason = Some(reason.trim())
        .filter(|r| !r.is_empty())
        .unwrap_or(DEFAULT_REASON);
    match decide(db, actor, id, "rejected", Some(reason), None).await? {
        Ok(_) => Ok(Decision::Done),
        Err(d) => Ok(d),
    }
}
