//! A visitor's photos in their export. Their bytes live in the media store, which cannot
//! join the account's transaction: `mydata` removes them with [`crate::erase_owner`] once
//! the transaction is done, except the photos that rows kept after the deletion still
//! show (each area names those, `PersonalData::photos_kept`).

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    personal_data::{Exported, PersonalData, Section, Table, Tx, async_trait, section},
    with_db,
};

/// A photo they uploaded (`media`): the stored, re-encoded image is at `/ver3/api/v3/media/<id>`.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct MyPhotoRow {
    pub id: String,
    pub content_type: String,
    pub width: i64,
    pub height: i64,
    pub bytes: i64,
    pub created_ms: i64,
}

pub struct MediaData;

#[async_trait]
impl PersonalData for MediaData {
    fn tables(&self) -> &'static [Table] {
        // Removed after the transaction, photos of kept rows aside.
        const TABLES: &[Table] = &[Table::deleted("media", "owner")];
        TABLES
    }

    fn sections(&self) -> Vec<Section> {
        vec![Section::rows::<MyPhotoRow>(
            "photos",
            "Every photo they uploaded (the image itself at `/ver3/api/v3/media/<id>`).",
        )]
    }

    async fn export(&self, db: &Db, uid: &str) -> anyhow::Result<Vec<Exported>> {
        let rows: Vec<MyPhotoRow> = with_db!(db, pool => sqlx::query_as(
            "SELECT id, content_type, width, height, bytes, created_ms FROM media
             WHERE owner = $1 ORDER BY created_ms, id")
            .bind(uid).fetch_all(pool).await)?;
        Ok(vec![section("photos", &rows)?])
    }

    async fn erase(&self, _tx: &mut Tx, _uid: &str, _now_ms: i64) -> sqlx::Result<()> {
        Ok(())
    }
}
