//! Visitors reporting what other visitors wrote: a review, a travel note, a photo contest
//! entry (docs/REVIEWS.md, "Reports"). Every such report takes the same body (`{reason}`
//! with the same five reasons) and follows the same rule: one report per visitor per item,
//! and when [`REPORTS_TO_HOLD`] different visitors have reported a published item since its
//! last decision it waits for a moderator again, with the reason [`WHY_REPORTS`].
//!
//! Each area describes its item table and its report table once with [`reportable!`]; the
//! report itself ([`report`]) is the same everywhere. The queries are built by `concat!`
//! from the tables' literals, so each is one literal: no SQL is assembled from runtime
//! strings.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::{ApiError, ApiResult, Db, with_db};

/// The reasons a visitor may give, in the order the report sheet lists them.
pub const REASON_WORDS: [&str; 5] = ["spam", "abuse", "false", "privacy", "other"];

/// This many distinct reporters since the last decision send a published item back.
pub const REPORTS_TO_HOLD: i64 = 3;

/// Why an item waits when reports sent it back.
pub const WHY_REPORTS: &str = "reports";

crate::words_schema!(
    /// `spam` (advertising), `abuse`, `false` (untrue or unrelated), `privacy` (someone's
    /// personal details) or `other`.
    ReportReason,
    REASON_WORDS
);

/// What a visitor sends to report an item.
#[derive(Debug, Deserialize, ToSchema)]
pub struct ReportBody {
    #[schema(value_type = ReportReason)]
    pub reason: String,
}

impl ReportBody {
    /// The reason, when it is one of [`REASON_WORDS`]; else 40000 naming `reason`.
    pub fn reason(&self) -> ApiResult<&str> {
        if REASON_WORDS.contains(&self.reason.as_str()) {
            Ok(&self.reason)
        } else {
            Err(ApiError::invalid(
                "reason",
                "参数 reason 须为 spam、abuse、false、privacy 或 other",
            ))
        }
    }
}

/// The answer to a report of a note or a contest entry.
#[derive(Debug, Serialize, ToSchema)]
pub struct ItemReported {
    /// The reported item's id.
    pub id: i64,
    pub reported: bool,
}

/// What a report did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reported {
    /// Recorded (or recorded before); the item stays published.
    Kept,
    /// This report made [`REPORTS_TO_HOLD`] since the last decision: the item waits again.
    Held,
    /// No published item with that id.
    NotFound,
}

/// One reportable table's queries; made by [`reportable!`].
#[derive(Debug)]
pub struct Reportable {
    /// Touches a published item's row (the lock reports queue behind): `$1` id, `$2` published.
    pub touch: &'static str,
    /// Records a report once: `$1` id, `$2` reporter, `$3` reason, `$4` when.
    pub insert: &'static str,
    /// Reports since the item's last decision: `$1` id.
    pub since_decided: &'static str,
    /// Sends the item back: `$1` id, `$2` waiting status, `$3` reason, `$4` when.
    pub hold: &'static str,
    /// Every report of an item, oldest first, as (reason, at_ms): `$1` id.
    pub reports: &'static str,
    /// The item's published status.
    pub published: &'static str,
    /// The status of an item that waits for a moderator.
    pub waiting: &'static str,
}

/// Describes an item table and its reports. The item table has `id`, `status`, `reason`
/// and `decided_ms` columns; the report table holds the item's id in `$key` and
/// `reporter`, `reason`, `at_ms`, with `($key, reporter)` unique.
///
/// ```text
/// const NOTES: Reportable = youzhe_core::reportable! {
///     table: "travel_notes", reports: "travel_note_reports", key: "note_id",
///     published: PUBLISHED, waiting: PENDING,
/// };
/// ```
#[macro_export]
macro_rules! reportable {
    (
        table: $table:literal, reports: $reports:literal, key: $key:literal,
        published: $published:expr, waiting: $waiting:expr $(,)?
    ) => {
        $crate::report::Reportable {
            touch: concat!(
                "UPDATE ",
                $table,
                " SET decided_ms = decided_ms WHERE id = $1 AND status = $2"
            ),
            insert: concat!(
                "INSERT INTO ",
                $reports,
                " (",
                $key,
                ", reporter, reason, at_ms) VALUES ($1, $2, $3, $4) ON CONFLICT (",
                $key,
                ", reporter) DO NOTHING"
            ),
            since_decided: concat!(
                "SELECT COUNT(*) FROM ",
                $reports,
                " p JOIN ",
                $table,
                " t ON t.id = p.",
                $key,
                " WHERE p.",
                $key,
                " = $1 AND p.at_ms >= t.decided_ms"
            ),
            hold: concat!(
                "UPDATE ",
                $table,
                " SET status = $2, reason = $3, decided_ms = $4 WHERE id = $1"
            ),
            reports: concat!(
                "SELECT reason, at_ms FROM ",
                $reports,
                " WHERE ",
                $key,
                " = $1 ORDER BY at_ms, reporter"
            ),
            published: $published,
            waiting: $waiting,
        }
    };
}

/// Records `reporter`'s report of a published item once, and sends the item back to
/// moderation when [`REPORTS_TO_HOLD`] distinct visitors reported it since its last
/// decision. One transaction that first touches the item's row, so concurrent reports of
/// the same item queue behind each other (a row lock on PostgreSQL, the write lock on
/// SQLite) and the count they see is settled. Whether the reporter may report it (not
/// their own) is the caller's to check.
pub async fn report(
    db: &Db,
    t: &Reportable,
    id: i64,
    reporter: &str,
    reason: &str,
    at_ms: i64,
) -> sqlx::Result<Reported> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let live = sqlx::query(t.touch)
            .bind(id).bind(t.published).execute(&mut *tx).await?.rows_affected() > 0;
        if !live {
            tx.rollback().await?;
            return Ok(Reported::NotFound);
        }
        sqlx::query(t.insert)
            .bind(id).bind(reporter).bind(reason).bind(at_ms).execute(&mut *tx).await?;
        let n: i64 = sqlx::query_scalar(t.since_decided).bind(id).fetch_one(&mut *tx).await?;
        let held = n >= REPORTS_TO_HOLD;
        if held {
            sqlx::query(t.hold)
                .bind(id).bind(t.waiting).bind(WHY_REPORTS).bind(at_ms).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(if held { Reported::Held } else { Reported::Kept })
    })
}

/// Every report of an item, oldest first, as (reason, at_ms): what a moderator reads.
pub async fn reports(db: &Db, t: &Reportable, id: i64) -> sqlx::Result<Vec<(String, i64)>> {
    with_db!(db, pool => sqlx::query_as(t.reports).bind(id).fetch_all(pool).await)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOTES: Reportable = crate::reportable! {
        table: "travel_notes", reports: "travel_note_reports", key: "note_id",
        published: "published", waiting: "pending",
    };

    #[test]
    fn the_queries_name_the_tables() {
        assert_eq!(
            NOTES.insert,
            "INSERT INTO travel_note_reports (note_id, reporter, reason, at_ms) VALUES ($1, $2, $3, $4) ON CONFLICT (note_id, reporter) DO NOTHING"
        );
        assert_eq!(
            NOTES.since_decided,
            "SELECT COUNT(*) FROM travel_note_reports p JOIN travel_notes t ON t.id = p.note_id WHERE p.note_id = $1 AND p.at_ms >= t.decided_ms"
        );
    }

    #[test]
    fn a_reason_is_one_of_the_five_words() {
        for r in REASON_WORDS {
            let b = ReportBody { reason: r.into() };
            assert_eq!(b.reason().ok(), Some(r));
        }
        for r in ["", "SPAM", "spam ", "rude"] {
            let b = ReportBody { reason: r.into() };
            match b.reason() {
                Err(ApiError::Invalid { field, .. }) => assert_eq!(field, "reason"),
                other => panic!("{r:?}: {other:?}"),
            }
        }
    }
}
