//! One way to decide an item visitors wrote that waits for a moderator (a review, a travel
//! note, a photo contest entry): the list of what waits, and the decision. Each area
//! describes its table once with [`moderated!`] (its table, owner column, listed columns,
//! status words, audit action names and target kind); the decision is the same everywhere:
//!
//! - one transaction: a conditional `UPDATE … WHERE id = $1 AND status = <waiting>`, so
//!   two moderators deciding at once decide once;
//! - the audit row ([`crate::audit::record`]) in that same transaction, before and after
//!   holding the status and the reason (why it waited, then the decision's reason);
//! - the answer: decided (with the item's owner, for areas that credit them), not found,
//!   or already decided (with the status it has).
//!
//! The queries are built by `concat!` from the table's literals, so each is one literal:
//! no SQL is assembled from runtime strings.

use serde_json::json;
use sqlx::{postgres::PgRow, sqlite::SqliteRow};
use youzhe_core::{Db, time::now_ms, with_db};

use crate::audit::{self, Actor, Target};

/// What a decision did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    Done,
    NotFound,
    /// It was decided before; its current status (e.g. `published` or `rejected`).
    AlreadyDecided(String),
}

/// What [`accept`] and [`reject`] answer: the item's owner when this call decided it,
/// else why it did not.
pub type Decided = Result<String, Decision>;

impl Decision {
    /// The decision, the owner set aside.
    pub fn of(d: Decided) -> Self {
        d.err().unwrap_or(Decision::Done)
    }
}

/// One moderated table's queries; made by [`moderated!`].
#[derive(Debug)]
pub struct Queries {
    /// The waiting items' listed columns, oldest first: `$1` waiting status, `$2` limit.
    pub pending: &'static str,
    /// Why it waits: `$1` id, `$2` waiting status.
    pub reason: &'static str,
    /// The conditional move: `$1` id, `$2` new status, `$3` reason, `$4` when, `$5` waiting status.
    pub moved: &'static str,
    /// Its owner and status now: `$1` id.
    pub now: &'static str,
}

/// A decision's outcome: the status it gives and the audit action that records it.
#[derive(Debug, Clone, Copy)]
pub struct Step {
    pub status: &'static str,
    pub action: &'static str,
}

/// An area's moderated table; made by [`moderated!`].
#[derive(Debug)]
pub struct Moderated {
    pub sql: Queries,
    /// The status of an item that waits.
    pub waiting: &'static str,
    pub accept: Step,
    pub reject: Step,
    /// The audit target kind (`note`, `photo_entry`, `review`).
    pub target: &'static str,
}

/// Describes a moderated table. The table, owner column and listed columns are literals
/// (the queries are built from them by `concat!`); the status words, actions and target
/// kind are `&'static str` expressions (the area's own constants). The table has `id`,
/// `status`, `reason`, `created_ms` and `decided_ms` columns.
///
/// ```text
/// pub const NOTES: Moderated = youzhe_operators::moderated! {
///     table: "travel_notes", owner: "author",
///     columns: "id, county_code, author, title, body, reason, created_ms",
///     waiting: PENDING,
///     accept: PUBLISHED => "note.publish",
///     reject: REJECTED => "note.reject",
///     target: "note",
/// };
/// ```
#[macro_export]
macro_rules! moderated {
    (
        table: $table:literal, owner: $owner:literal, columns: $columns:literal,
        waiting: $waiting:expr,
        accept: $accepted:expr => $accept_action:expr,
        reject: $rejected:expr => $reject_action:expr,
        target: $target:expr $(,)?
    ) => {
        $crate::moderation::Moderated {
            sql: $crate::moderation::Queries {
                pending: concat!(
                    "SELECT ",
                    $columns,
                    " FROM ",
                    $table,
                    " WHERE status = $1 ORDER BY created_ms, id LIMIT $2"
                ),
                reason: concat!(
                    "SELECT reason FROM ",
                    $table,
                    " WHERE id = $1 AND status = $2"
                ),
                moved: concat!(
                    "UPDATE ",
                    $table,
                    " SET status = $2, reason = $3, decided_ms = $4",
                    " WHERE id = $1 AND status = $5"
                ),
                now: concat!(
                    "SELECT ",
                    $owner,
                    ", status FROM ",
                    $table,
                    " WHERE id = $1"
                ),
            },
            waiting: $waiting,
            accept: $crate::moderation::Step {
                status: $accepted,
                action: $accept_action,
            },
            reject: $crate::moderation::Step {
                status: $rejected,
                action: $reject_action,
            },
            target: $target,
        }
    };
}

/// The oldest `limit` items waiting for a decision, oldest first, as rows of the listed
/// columns.
pub async fn pending<R>(db: &Db, m: &Moderated, limit: i64) -> sqlx::Result<Vec<R>>
where
    R: for<'r> sqlx::FromRow<'r, SqliteRow> + for<'r> sqlx::FromRow<'r, PgRow> + Send + Unpin,
{
    with_db!(db, pool => sqlx::query_as(m.sql.pending)
        .bind(m.waiting).bind(limit.max(0)).fetch_all(pool).await)
}

/// Moves a waiting item to `to` with `reason` in one transaction, audited in it.
async fn decide(
    db: &Db,
    m: &Moderated,
    actor: &Actor,
    id: i64,
    to: Step,
    reason: &str,
) -> sqlx::Result<Decided> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let was: Option<String> = sqlx::query_scalar(m.sql.reason)
            .bind(id).bind(m.waiting).fetch_optional(&mut *tx).await?;
        let moved = sqlx::query(m.sql.moved)
            .bind(id).bind(to.status).bind(reason).bind(now_ms()).bind(m.waiting)
            .execute(&mut *tx).await?.rows_affected() > 0;
        let row: Option<(String, String)> = sqlx::query_as(m.sql.now)
            .bind(id).fetch_optional(&mut *tx).await?;
        if moved {
            audit::record(&mut *tx, actor, to.action, Target::new(m.target, id),
                Some(json!({"status": m.waiting, "reason": was.unwrap_or_default()})),
                Some(json!({"status": to.status, "reason": reason}))).await?;
        }
        tx.commit().await?;
        Ok(match row {
            None => Err(Decision::NotFound),
            Some((owner, _)) if moved => Ok(owner),
            Some((_, status)) => Err(Decision::AlreadyDecided(status)),
        })
    })
}

/// Accepts (publishes) a waiting item, audited as the table's accept action.
pub async fn accept(db: &Db, m: &Moderated, actor: &Actor, id: i64) -> sqlx::Result<Decided> {
    decide(db, m, actor, id, m.accept, "").await
}

/// Rejects a waiting item with the reason its owner reads; a blank one becomes `rejected`.
pub async fn reject(
    db: &Db,
    m: &Moderated,
    actor: &Actor,
    id: i64,
    reason: &str,
) -> sqlx::Result<Decided> {
    let reason = match reason.trim() {
        "" => "rejected",
        r => r,
    };
    decide(db, m, actor, id, m.reject, reason).await
}
