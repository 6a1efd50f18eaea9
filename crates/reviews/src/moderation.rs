//! The moderation service: what waits, and the two decisions on it. The `youzhe moderate`
//! command and the operator console call these; the API never does.
//!
//! A review waits (`pending`) when its text holds a sensitive word, its author wrote many
//! reviews in the last hour, or three visitors reported it after it was published
//! (docs/REVIEWS.md). Publishing credits the author's points once (the key is
//! `review-<id>`, so a second publication after reports credits nothing). A decided
//! review cannot be decided again, except a published one that reports sent back.

use youzhe_core::{Db, time::now_ms, with_db};
use youzhe_operators::{
    audit::Actor,
    moderated,
    moderation::{self, Moderated},
};

pub use youzhe_operators::moderation::Decision;

use crate::status::{PENDING, PUBLISHED, REJECTED};

/// The reviews table as moderation sees it (the operators' one way to decide a moderated
/// item): audited as `review.publish` / `review.reject` on target `review`.
const REVIEWS: Moderated = moderated! {
    table: "reviews", owner: "author",
    columns: "id, target_kind, target_id, author, rating, body, reason, created_ms, media_ids",
    waiting: PENDING,
    accept: PUBLISHED => "review.publish",
    reject: REJECTED => "review.reject",
    target: "review",
};

/// A review waiting for a decision.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PendingReview {
    pub id: i64,
    pub target_kind: String,
    pub target_id: String,
    /// The author's uid.
    pub author: String,
    pub rating: i64,
    pub text: String,
    /// Why it waits: `sensitive_word`, `author_rate` or `reports`.
    pub reason: String,
    /// When it was written.
    pub at_ms: i64,
    /// Its photos' media ids, in the author's order.
    pub media_ids: Vec<String>,
}

#[derive(sqlx::FromRow)]
struct PendingRow {
    id: i64,
    target_kind: String,
    target_id: String,
    author: String,
    rating: i64,
    body: String,
    reason: String,
    created_ms: i64,
    media_ids: String,
}

/// The points event a published review earns.
pub const POINTS_EVENT: &str = "review_published";

/// The idempotency key of a review's points: one credit per review, ever.
pub fn points_key(id: i64) -> String {
    format!("review-{id}")
}

/// Credits the author for a published review: its points, and the chances of every running
/// campaign with a `review_published` task (docs/CAMPAIGNS.md); a second call credits
/// nothing.
pub(crate) async fn credit_author(db: &Db, author: &str, id: i64) -> sqlx::Result<()> {
    youzhe_points::credit(db, author, POINTS_EVENT, &points_key(id)).await?;
    let written: Option<i64> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT created_ms FROM reviews WHERE id = $1").bind(id).fetch_optional(pool).await)?;
    if let Some(written) = written {
        youzhe_campaigns::review_credit::review_published(db, author, id, written, now_ms())
            .await?;
    }
    Ok(())
}

/// The oldest `limit` reviews waiting for a decision, oldest first.
pub async fn pending(db: &Db, limit: i64) -> sqlx::Result<Vec<PendingReview>> {
    let rows: Vec<PendingRow> = moderation::pending(db, &REVIEWS, limit).await?;
    Ok(rows
        .into_iter()
        .map(|r| PendingReview {
            id: r.id,
            target_kind: r.target_kind,
            target_id: r.target_id,
            author: r.author,
            rating: r.rating,
            text: r.body,
            reason: r.reason,
            at_ms: r.created_ms,
            media_ids: r
                .media_ids
                .split(',')
                .filter(|m| !m.is_empty())
                .map(String::from)
                .collect(),
        })
        .collect())
}

/// Publishes a pending review and credits its author's points (once per review), audited
/// as `review.publish` by `actor`. Publishing one that is already published answers
/// `AlreadyDecided("published")` and makes sure its credit is there (so a credit that
/// failed after the decision heals); nothing else changes and nothing is audited.
pub async fn publish(db: &Db, actor: &Actor, id: i64) -> sqlx::Result<Decision> {
    match moderation::accept(db, &REVIEWS, actor, id).await? {
        Ok(author) => {
            credit_author(db, &author, id).await?;
            Ok(Decision::Done)
        }
        Err(Decision::AlreadyDecided(status)) if status == PUBLISHED => {
            let author: Option<String> = with_db!(db, pool => sqlx::query_scalar(
                "SELECT author FROM reviews WHERE id = $1").bind(id).fetch_optional(pool).await)?;
            if let Some(author) = author {
                credit_author(db, &author, id).await?;
            }
            Ok(Decision::AlreadyDecided(status))
        }
        Err(d) => Ok(d),
    }
}

/// Rejects a pending review with a reason (kept; the author no longer sees it, nobody
/// else ever did), audited as `review.reject` by `actor`.
pub async fn reject(db: &Db, actor: &Actor, id: i64, reason: &str) -> sqlx::Result<Decision> {
    moderation::reject(db, &REVIEWS, actor, id, reason)
        .await
        .map(Decision::of)
}

/// Every report of a review, oldest first, as (reason, at_ms): what the moderator reads
/// beside a review that reports sent back.
pub async fn reports(db: &Db, id: i64) -> sqlx::Result<Vec<(String, i64)>> {
    youzhe_core::report::reports(db, &crate::store::REPORTS, id).await
}
