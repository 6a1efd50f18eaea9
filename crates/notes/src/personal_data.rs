//! A visitor's travel notes, the likes they gave and the notes they reported, in their
//! export. Deleting the account deletes their notes whatever their status (their photos go
//! with the account, so a note kept would show none), with the likes and reports on them,
//! and every report they made; the likes they gave stay counted, by the emptied account's id.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// A travel note they wrote (`travel_notes`, docs/NOTES.md), whatever its status.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyNoteRow {
    pub id: i64,
    pub county_code: String,
    pub title: String,
    pub text: String,
    /// Its photos' ids (see `photos`), comma-separated in their order.
    pub media_ids: String,
    /// The places it mentions, comma-separated.
    pub place_ids: String,
    /// `published`, `pending` or `rejected`.
    pub status: String,
    /// Why it waits or was rejected, if it does or was.
    pub reason: String,
    pub created_ms: i64,
}

/// A travel note they liked (`travel_note_likes`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyNoteLikeRow {
    pub note_id: i64,
    pub at_ms: i64,
}

/// A travel note they reported (`travel_note_reports`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyNoteReportRow {
    pub note_id: i64,
    /// `spam`, `abuse`, `false`, `privacy` or `other`.
    pub reason: String,
    pub at_ms: i64,
}

pub struct NoteData;

#[async_trait]
impl PersonalData for NoteData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::deleted("travel_notes", "author"),
            Table::kept(
                "travel_note_likes",
                "visitor",
                "the likes they gave stay counted",
            ),
            Table::deleted("travel_note_reports", "reporter"),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![
            Section::rows::<MyNoteRow>(
                "travel_notes",
                "Every travel note they wrote, oldest first, whatever its status.",
            ),
            Section::rows::<MyNoteLikeRow>("note_likes", "Every travel note they liked."),
            Section::rows::<MyNoteReportRow>(
                "travel_note_reports",
                "Every travel note they reported.",
            ),
        ]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let notes: Vec<MyNoteRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT id, county_code, title, body AS text, media_ids, place_ids, status, reason,
                    created_ms
             FROM travel_notes WHERE author = $1 ORDER BY id")
            .bind(uid).fetch_all(pool).await)?;
        let likes: Vec<MyNoteLikeRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT note_id, at_ms FROM travel_note_likes WHERE visitor = $1 ORDER BY at_ms, note_id")
            .bind(uid).fetch_all(pool).await)?;
        let reports: Vec<MyNoteReportRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT note_id, reason, at_ms FROM travel_note_reports WHERE reporter = $1
             ORDER BY at_ms, note_id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![
            section("travel_notes", &notes)?,
            section("note_likes", &likes)?,
            section("travel_note_reports", &reports)?,
        ])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => {
            for sql in [
                "DELETE FROM travel_note_reports WHERE reporter = $1",
                "DELETE FROM travel_note_reports WHERE note_id IN
                    (SELECT id FROM travel_notes WHERE author = $1)",
                "DELETE FROM travel_note_likes WHERE note_id IN
                    (SELECT id FROM travel_notes WHERE author = $1)",
                "DELETE FROM travel_notes WHERE author = $1",
            ] {
                sqlx::query(sql).bind(uid).execute(&mut *c).await?;
            }
            Ok(())
        })
    }
}
