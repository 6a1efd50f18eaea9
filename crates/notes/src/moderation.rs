//! The moderation service for notes: what waits, and the two decisions on it. The
//! console's queue (kind `note`) calls these; the visitor API never does. The decision
//! itself is the operators' one way to decide a moderated item (`youzhe_operators::moderation`).

use youzhe_core::Db;
use youzhe_operators::{
    audit::Actor,
    moderated,
    moderation::{self, Moderated},
};

pub use youzhe_operators::moderation::Decision;

use crate::store::{PENDING, PUBLISHED, REJECTED, split};

/// The notes table as moderation sees it: audited as `note.publish` / `note.reject` on
/// target `note`.
const NOTES: Moderated = moderated! {
    table: "travel_notes", owner: "author",
    columns: "id, county_code, author, title, body, reason, created_ms, media_ids, place_ids",
    waiting: PENDING,
    accept: PUBLISHED => "note.publish",
    reject: REJECTED => "note.reject",
    target: "note",
};

/// A note waiting for a decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingNote {
    pub id: i64,
    pub county_code: String,
    pub author: String,
    pub title: String,
    pub text: String,
    /// Why it waits: `new`, `sensitive_word` or `reports` (three visitors reported it).
    pub reason: String,
    pub at_ms: i64,
    pub media_ids: Vec<String>,
    pub place_ids: Vec<String>,
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
    let rows: Vec<PendingRow> = moderation::pending(db, &NOTES, limit).await?;
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

/// Publishes a pending note: everyone sees it in its county's list.
pub async fn publish(db: &Db, actor: &Actor, id: i64) -> sqlx::Result<Decision> {
    moderation::accept(db, &NOTES, actor, id)
        .await
        .map(Decision::of)
}

/// Rejects a pending note with the reason its author reads in their notes.
pub async fn reject(db: &Db, actor: &Actor, id: i64, reason: &str) -> sqlx::Result<Decision> {
    moderation::reject(db, &NOTES, actor, id, reason)
        .await
        .map(Decision::of)
}

/// Every report of a note, oldest first, as (reason, at_ms): what the moderator reads
/// beside a note that reports sent back.
pub async fn reports(db: &Db, id: i64) -> sqlx::Result<Vec<(String, i64)>> {
    youzhe_core::report::reports(db, &crate::store::REPORTS, id).await
}
