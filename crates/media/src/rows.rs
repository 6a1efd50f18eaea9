//! The `media` table: whose each photo is and where its bytes are.

use serde_json::json;
use youzhe_core::{Db, with_db};
use youzhe_operators::audit::{self, Actor, Target};

use crate::url_of;

/// One stored photo.
#[derive(Clone, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Row {
    pub id: String,
    pub owner: String,
    pub content_type: String,
    pub width: i64,
    pub height: i64,
    pub bytes: i64,
    pub object_key: String,
    pub thumb_key: String,
    pub created_ms: i64,
}

impl Row {
    /// Every object the photo has: the image, its thumbnail and its responsive sizes.
    pub fn object_keys(&self) -> Vec<String> {
        let mut keys = vec![self.object_key.clone(), self.thumb_key.clone()];
        let width = u32::try_from(self.width).unwrap_or(0);
        keys.extend(
            crate::process::widths_for(width)
                .into_iter()
                .map(|w| crate::MediaStore::sized_key(&self.object_key, w)),
        );
        keys
    }
}

/// The columns, in [`Row`]'s order (a macro so the queries stay literal strings).
macro_rules! columns {
    () => {
        "id, owner, content_type, width, height, bytes, object_key, thumb_key, created_ms"
    };
}

/// Inserts every row in one statement: all of an upload's photos are kept, or none. With
/// an `actor` (an operator's upload), one `media.upload` audit row per photo is written in
/// the same transaction.
pub async fn insert_all(db: &Db, rows: &[Row], actor: Option<&Actor>) -> sqlx::Result<()> {
    if rows.is_empty() {
        return Ok(());
    }
    let values: Vec<String> = (0..rows.len())
        .map(|i| {
            let n = i * 9;
            format!(
                "(${}, ${}, ${}, ${}, ${}, ${}, ${}, ${}, ${})",
                n + 1,
                n + 2,
                n + 3,
                n + 4,
                n + 5,
                n + 6,
                n + 7,
                n + 8,
                n + 9
            )
        })
        .collect();
    // Only numbered placeholders are added to the text; every value is bound.
    let sql = format!(
        "INSERT INTO media ({}) VALUES {}",
        columns!(),
        values.join(", ")
    );
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let mut q = sqlx::query(sqlx::AssertSqlSafe(sql.clone()));
        for r in rows {
            q = q
                .bind(&r.id)
                .bind(&r.owner)
                .bind(&r.content_type)
                .bind(r.width)
                .bind(r.height)
                .bind(r.bytes)
                .bind(&r.object_key)
                .bind(&r.thumb_key)
                .bind(r.created_ms);
        }
        q.execute(&mut *tx).await?;
        if let Some(actor) = actor {
            for r in rows {
                audit::record(&mut *tx, actor, "media.upload", Target::new("media", &r.id), None,
                    Some(json!({
                        "id": r.id, "url": url_of(&r.id), "contentType": r.content_type,
                        "width": r.width, "height": r.height, "bytes": r.bytes,
                    }))).await?;
            }
        }
        tx.commit().await
    })
}

pub async fn get(db: &Db, id: &str) -> sqlx::Result<Option<Row>> {
    with_db!(db, pool => sqlx::query_as::<_, Row>(concat!("SELECT ", columns!(), " FROM media WHERE id = $1")).bind(id).fetch_optional(pool).await)
}

/// The owner's photos, newest first.
pub async fn of_owner(db: &Db, owner: &str) -> sqlx::Result<Vec<Row>> {
    with_db!(db, pool => sqlx::query_as::<_, Row>(
        concat!("SELECT ", columns!(), " FROM media WHERE owner = $1 ORDER BY created_ms DESC, id")).bind(owner).fetch_all(pool).await)
}

pub async fn delete(db: &Db, id: &str) -> sqlx::Result<u64> {
    with_db!(db, pool => sqlx::query("DELETE FROM media WHERE id = $1").bind(id).execute(pool).await
        .map(|r| r.rows_affected()))
}

/// How many photos there are (the API suites check that a refusal wrote none).
pub async fn count(db: &Db) -> sqlx::Result<i64> {
    with_db!(db, pool => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM media").fetch_one(pool).await)
}
