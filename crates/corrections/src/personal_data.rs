//! A visitor's corrections in their export. Deleting the account keeps them: they are
//! about the place, and the operator's answer still applies; the contact number they gave
//! is cleared, since nobody can be called back about an account that is gone.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, photo_ids, section},
    with_db, with_tx,
};

/// A correction they sent (`corrections`), with its answer.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyCorrectionRow {
    pub id: i64,
    pub target_kind: String,
    pub target_id: String,
    pub kind: String,
    pub text: String,
    pub lat: Option<f64>,
    pub lng: Option<f64>,
    pub phone: Option<String>,
    pub media_ids: String,
    pub status: String,
    pub reason: Option<String>,
    pub note: Option<String>,
    pub points: i64,
    pub created_ms: i64,
    pub decided_ms: Option<i64>,
}

pub struct CorrectionData;

#[async_trait]
impl PersonalData for CorrectionData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[
            Table::kept(
                "corrections",
                "reporter",
                "about the place, with the operator's answer",
            ),
            Table::deleted("corrections", "phone"),
        ];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![Section::rows::<MyCorrectionRow>(
            "corrections",
            "Every correction they sent, with its answer.",
        )]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let rows: Vec<MyCorrectionRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT id, target_kind, target_id, kind, body AS text, lat, lng, phone, media_ids, status,
                    reason, note, points, created_ms, decided_ms
             FROM corrections WHERE reporter = $1 ORDER BY id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![section("corrections", &rows)?])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => sqlx::query("UPDATE corrections SET phone = NULL WHERE reporter = $1")
            .bind(uid).execute(&mut *c).await.map(drop))
    }

    async fn photos_kept(&self, db: &Db, uid: &str) -> sqlx::Result<Vec<String>> {
        let lists: Vec<String> = with_db!(db, pool => sqlx::query_scalar(
            "SELECT media_ids FROM corrections WHERE reporter = $1")
            .bind(uid).fetch_all(pool).await)?;
        Ok(photo_ids(&lists))
    }
}
