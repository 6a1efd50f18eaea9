//! Reads of `content_versions` and `content_records` for the console. The workflow's
//! writes are in `workflow.rs`, each in its own transaction.

use youzhe_core::{Db, with_db};

use crate::version::VersionRow;

/// `content_versions` with the author's and the decider's display names.
macro_rules! version_select {
    ($where:literal) => {
        concat!(
            "SELECT v.entity, v.record_id, v.version, v.state, v.body, v.author_id,
                    a.display_name AS author_name, v.created_ms, v.decided_by,
                    d.display_name AS decided_by_name, v.decided_ms, v.reason
             FROM content_versions v
             LEFT JOIN operators a ON a.id = v.author_id
             LEFT JOIN operators d ON d.id = v.decided_by ",
            $where
        )
    };
}

/// The published record as stored: its line in the file order, its body, when it changed.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Stored {
    pub id: String,
    pub seq: i64,
    pub body: String,
    pub updated_ms: i64,
}

pub async fn stored(db: &Db, entity: &str, id: &str) -> sqlx::Result<Option<Stored>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, seq, body, updated_ms FROM content_records WHERE entity = $1 AND id = $2")
        .bind(entity).bind(id).fetch_optional(pool).await)
}

pub async fn stored_all(db: &Db, entity: &str) -> sqlx::Result<Vec<Stored>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, seq, body, updated_ms FROM content_records WHERE entity = $1 ORDER BY seq, id")
        .bind(entity).fetch_all(pool).await)
}

/// The line a record takes in its file: its own, or after the last for a new record.
pub async fn line_for(db: &Db, entity: &str, id: &str) -> sqlx::Result<i64> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT COALESCE((SELECT seq FROM content_records WHERE entity = $1 AND id = $2),
                         (SELECT COALESCE(MAX(seq), 0) + 1 FROM content_records WHERE entity = $1))")
        .bind(entity).bind(id).fetch_one(pool).await)
}

/// Every version of a record, newest first.
pub async fn versions(db: &Db, entity: &str, id: &str) -> sqlx::Result<Vec<VersionRow>> {
    with_db!(db, pool => sqlx::query_as(version_select!(
        "WHERE v.entity = $1 AND v.record_id = $2 ORDER BY v.version DESC"))
        .bind(entity).bind(id).fetch_all(pool).await)
}

pub async fn version(
    db: &Db,
    entity: &str,
    id: &str,
    version: i64,
) -> sqlx::Result<Option<VersionRow>> {
    with_db!(db, pool => sqlx::query_as(version_select!(
        "WHERE v.entity = $1 AND v.record_id = $2 AND v.version = $3"))
        .bind(entity).bind(id).bind(version).fetch_optional(pool).await)
}

/// The newest version of every record of `entity` that has any.
pub async fn newest_of(db: &Db, entity: &str) -> sqlx::Result<Vec<VersionRow>> {
    with_db!(db, pool => sqlx::query_as(version_select!(
        "WHERE v.entity = $1 AND v.version = (SELECT MAX(w.version) FROM content_versions w
             WHERE w.entity = v.entity AND w.record_id = v.record_id)"))
        .bind(entity).fetch_all(pool).await)
}

/// Every submitted version, oldest first.
pub async fn submitted(db: &Db) -> sqlx::Result<Vec<VersionRow>> {
    with_db!(db, pool => sqlx::query_as(version_select!(
        "WHERE v.state = 'submitted' ORDER BY v.created_ms, v.entity, v.record_id"))
        .fetch_all(pool).await)
}
