//! A visitor's favourites in their export; deleted with the account.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db, with_tx,
};

/// One saved thing (`favourites`).
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MySavedRow {
    pub kind: String,
    pub id: String,
    pub at_ms: i64,
}

pub struct FavouriteData;

#[async_trait]
impl PersonalData for FavouriteData {
    fn tables(&self) -> &'static [Table] {
        const TABLES: &[Table] = &[Table::deleted("favourites", "user_id")];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![Section::rows::<MySavedRow>(
            "favourites",
            "Every favourite, newest first.",
        )]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let rows: Vec<MySavedRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT kind, item_id AS id, at_ms FROM favourites WHERE user_id = $1
             ORDER BY at_ms DESC, kind, item_id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![section("favourites", &rows)?])
    }

    async fn erase(&self, tx: &mut Tx, uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        with_tx!(tx, c => sqlx::query("DELETE FROM favourites WHERE user_id = $1")
            .bind(uid).execute(&mut *c).await.map(drop))
    }
}
