//! A visitor's reviews and reports in their export. Deleting the account keeps their
//! published reviews, which read 已注销用户 (`view::author_name`), with their photos; the
//! reviews still waiting or rejected, which nobody else ever saw, go with their reports,
//! and so do the reports they made.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, photo_ids, section},
    with_db, with_tx,
};

/// A review they wrote (`reviews`), whatever its status.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyReviewRow {
    pub id: i64,
    pub target_kind: String,
    pub target_id: String,
    pub rating: i64,
    pub text: String,
    /// Its photos' ids (see `photos`), comma-separated in their order.
    pub media_ids: String,
    /// `published`, `pending` or `rejected`.
    pub status: String,
    /// Why it waits or was rejected, if it does or was.
    pub reason: String,
    pub created_ms: i64,
}

/// A review they reported (`review_reports`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyReportRow {
    pub review_id: i64,
    pub reason: String,
    pub at_ms: i64,
}

pub struct ReviewData;

#[async_trait]
impl PersonalData for ReviewData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::kept(
                "reviews",
                "author",
                "published reviews stay, by 已注销用户; the others are deleted",
            ),
            Table::deleted("review_reports", "reporter"),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![
            Section::rows::<MyReviewRow>(
                "reviews",
                "Every review they wrote, oldest first, whatever its status.",
            ),
            Section::rows::<MyReportRow>("review_reports", "Every review they reported."),
        ]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let reviews: Vec<MyReviewRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT id, target_kind, target_id, rating, body AS text, media_ids, status, reason, created_ms
             FROM reviews WHERE author = $1 ORDER BY id")
            .bind(uid).fetch_all(pool).await)?;
        let reports: Vec<MyReportRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT review_id, reason, at_ms FROM review_reports WHERE reporter = $1
             ORDER BY at_ms, review_id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![
            section("reviews", &reviews)?,
            section("review_reports", &reports)?,
        ])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => {
            for sql in [
                "DELETE FROM review_reports WHERE reporter = $1",
                "DELETE FROM review_reports WHERE review_id IN
                    (SELECT id FROM reviews WHERE author = $1 AND status <> 'published')",
                "DELETE FROM reviews WHERE author = $1 AND status <> 'published'",
            ] {
                sqlx::query(sql).bind(uid).execute(&mut *c).await?;
            }
            Ok(())
        })
    }

    async fn photos_kept(&self, db: &Db, uid: &str) -> sqlx::Result<Vec<String>> {
        let lists: Vec<String> = with_db!(db, pool => sqlx::query_scalar(
            "SELECT media_ids FROM reviews WHERE author = $1 AND status = 'published'")
            .bind(uid).fetch_all(pool).await)?;
        Ok(photo_ids(&lists))
    }
}
