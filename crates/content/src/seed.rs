//! A bank the console owns (the quiz's, the Qixi game's…) is seeded from its shipped file
//! once. A new install imports it with the rest of the content; an install that ran before
//! the bank was content has content but no record of it, so the game imports the shipped
//! file at start. After that the file is never read again, so an operator's deletion or
//! edit is not undone by a restart.

use youzhe_core::with_db;

use crate::{Content, Dataset, store};

/// Whether the store has ever held a record (or a draft) of `entity`.
pub async fn ever_held(content: &Content, entity: &str) -> anyhow::Result<bool> {
    let db = content.db();
    let known: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT (SELECT COUNT(*) FROM content_records WHERE entity = $1)
              + (SELECT COUNT(*) FROM content_versions WHERE entity = $1)")
        .bind(entity).fetch_one(pool).await)?;
    Ok(known > 0)
}

/// Imports what `shipped` reads when the store has never held a record of `entity`, then
/// reloads the content. True when it did; `shipped` answering `None` (no file) does nothing.
pub async fn seed_once(
    content: &Content,
    entity: &str,
    shipped: impl FnOnce() -> anyhow::Result<Option<Dataset>>,
) -> anyhow::Result<bool> {
    if ever_held(content, entity).await? {
        return Ok(false);
    }
    let Some(ds) = shipped()? else {
        return Ok(false);
    };
    let report = store::import(content.db(), ds).await?;
    content.reload().await?;
    tracing::info!(%report, entity, "bank seeded from the shipped file");
    Ok(true)
}
