//! A visitor's photo contest entries, the votes they cast and the entries they reported, in
//! their export. Deleting the account deletes their entries (their photos go with the
//! account) with the votes and reports they received, and every report they made; the
//! votes they cast stay counted, by the emptied account's id.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// A photo contest entry they made (`photo_entries`, docs/PHOTO_CONTEST.md), whatever
/// its status.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyEntryRow {
    pub id: i64,
    pub campaign_id: String,
    pub title: String,
    pub caption: String,
    /// The place it was taken at; '' when none.
    pub place_id: String,
    /// Its photo's id (see `photos`).
    pub media_id: String,
    /// `submitted`, `accepted` or `rejected`.
    pub status: String,
    /// Why it waits or was rejected, if it does or was.
    pub reason: String,
    /// Votes it received.
    pub votes: i64,
    pub created_ms: i64,
}

/// A vote they cast for a contest entry (`photo_votes`): one per entry per day.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyVoteRow {
    pub entry_id: i64,
    /// The Asia/Shanghai day it counted on (`2026-11-25`).
    pub day: String,
}

/// A contest entry they reported (`photo_entry_reports`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyEntryReportRow {
    pub entry_id: i64,
    /// `spam`, `abuse`, `false`, `privacy` or `other`.
    pub reason: String,
    pub at_ms: i64,
}

pub struct PhotoContestData;

#[async_trait]
impl PersonalData for PhotoContestData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::deleted("photo_entries", "author"),
            Table::kept("photo_votes", "voter", "the votes they cast stay counted"),
            Table::deleted("photo_entry_reports", "reporter"),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![
            Section::rows::<MyEntryRow>(
                "photo_entries",
                "Every photo contest entry they made, oldest first, whatever its status.",
            ),
            Section::rows::<MyVoteRow>("photo_votes", "Every vote they cast for a contest entry."),
            Section::rows::<MyEntryReportRow>(
                "photo_entry_reports",
                "Every contest entry they reported.",
            ),
        ]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let entries: Vec<MyEntryRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT id, campaign_id, title, caption, place_id, media_id, status, reason, votes,
                    created_ms
             FROM photo_entries WHERE author = $1 ORDER BY id")
            .bind(uid).fetch_all(pool).await)?;
        let votes: Vec<MyVoteRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT entry_id, day FROM photo_votes WHERE voter = $1 ORDER BY at_ms, entry_id")
            .bind(uid).fetch_all(pool).await)?;
        let reports: Vec<MyEntryReportRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT entry_id, reason, at_ms FROM photo_entry_reports WHERE reporter = $1
             ORDER BY at_ms, entry_id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![
            section("photo_entries", &entries)?,
            section("photo_votes", &votes)?,
            section("photo_entry_reports", &reports)?,
        ])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => {
            for sql in [
                "DELETE FROM photo_entry_reports WHERE reporter = $1",
                "DELETE FROM photo_entry_reports WHERE entry_id IN
                    (SELECT id FROM photo_entries WHERE author = $1)",
                "DELETE FROM photo_votes WHERE entry_id IN
                    (SELECT id FROM photo_entries WHERE author = $1)",
                "DELETE FROM photo_entries WHERE author = $1",
            ] {
                sqlx::query(sql).bind(uid).execute(&mut *c).await?;
            }
            Ok(())
        })
    }
}
