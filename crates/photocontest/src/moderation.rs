//! The moderation service for contest entries: what waits, and the two decisions on it.
//! The console's queue (kind `contest`) calls these; the visitor API never does. The
//! decision itself is the operators' one way to decide a moderated item
//! (`youzhe_operators::moderation`).

use youzhe_core::Db;
use youzhe_operators::{
    audit::Actor,
    moderated,
    moderation::{self, Moderated},
};

pub use youzhe_operators::moderation::Decision;

use crate::store::{ACCEPTED, REJECTED, SUBMITTED};

/// The entries table as moderation sees it: audited as `photo_entry.accept` /
/// `photo_entry.reject` on target `photo_entry`.
const ENTRIES: Moderated = moderated! {
    table: "photo_entries", owner: "author",
    columns: "id, campaign_id, author, title, caption, reason, created_ms AS at_ms, media_id, place_id",
    waiting: SUBMITTED,
    accept: ACCEPTED => "photo_entry.accept",
    reject: REJECTED => "photo_entry.reject",
    target: "photo_entry",
};

/// An entry waiting for a decision, read as the listed columns name it.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct PendingEntry {
    pub id: i64,
    pub campaign_id: String,
    pub author: String,
    pub title: String,
    pub caption: String,
    /// Why it waits: `new`, `sensitive_word` or `reports` (three visitors reported it).
    pub reason: String,
    pub at_ms: i64,
    pub media_id: String,
    /// '' when none.
    pub place_id: String,
}

/// The oldest `limit` entries waiting for a decision, oldest first.
pub async fn pending(db: &Db, limit: i64) -> sqlx::Result<Vec<PendingEntry>> {
    moderation::pending(db, &ENTRIES, limit).await
}

/// Accepts a waiting entry: it joins its contest's gallery and may be voted for.
pub async fn accept(db: &Db, actor: &Actor, id: i64) -> sqlx::Result<Decision> {
    moderation::accept(db, &ENTRIES, actor, id)
        .await
        .map(Decision::of)
}

/// Rejects a waiting entry with the reason its author reads in their entries; it no
/// longer counts against their cap.
pub async fn reject(db: &Db, actor: &Actor, id: i64, reason: &str) -> sqlx::Result<Decision> {
    moderation::reject(db, &ENTRIES, actor, id, reason)
        .await
        .map(Decision::of)
}

/// Every report of an entry, oldest first, as (reason, at_ms): what the moderator reads
/// beside an entry that reports sent back.
pub async fn reports(db: &Db, id: i64) -> sqlx::Result<Vec<(String, i64)>> {
    youzhe_core::report::reports(db, &crate::store::REPORTS, id).await
}
