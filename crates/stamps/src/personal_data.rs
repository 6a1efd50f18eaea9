//! A visitor's stamps in their export, with where they stood; they say where the visitor
//! was and when, so they go with the account.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// A stamp they collected (`stamps`, docs/STAMPS.md), with where they stood when they
/// checked in.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyStampRow {
    pub campaign_id: String,
    pub place_id: String,
    pub lat: f64,
    pub lng: f64,
    /// How far that was from the place, metres.
    pub distance_m: i64,
    pub at_ms: i64,
}

pub struct StampData;

#[async_trait]
impl PersonalData for StampData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[Table::deleted("stamps", "user_id")];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![Section::rows::<MyStampRow>(
            "stamps",
            "Every stamp they collected, with where they checked in.",
        )]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let rows: Vec<MyStampRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT campaign_id, place_id, lat, lng, distance_m, at_ms FROM stamps
             WHERE user_id = $1 ORDER BY at_ms, id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![section("stamps", &rows)?])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => sqlx::query("DELETE FROM stamps WHERE user_id = $1")
            .bind(uid).execute(&mut *c).await.map(drop))
    }
}
