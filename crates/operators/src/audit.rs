//! The audit log: one row per operator write — who, when, what, the record before and
//! after — appended in the same transaction as the write, never changed (the table's
//! triggers refuse updates and deletes). Admins read it (`GET …/admin/v1/audit`).
//!
//! Every area that lets operators write calls [`record`] inside its write's transaction:
//!
//! ```text
//! with_db!(db, pool => {
//!     let mut tx = pool.begin().await?;
//!     let before = read(&mut *tx, id).await?;
//!     write(&mut *tx, id, …).await?;
//!     let after = read(&mut *tx, id).await?;
//!     audit::record(&mut *tx, &op.actor(), "place.update", Target::new("place", id),
//!                   Some(json!(before)), Some(json!(after))).await?;
//!     tx.commit().await
//! })
//! ```

use serde::Serialize;
use serde_json::Value;
use sqlx::{PgConnection, SqliteConnection};
use utoipa::ToSchema;
use youzhe_core::{Db, time::now_ms, with_db};

/// Who wrote: an operator (by id and username) or the command line (`cli`, no id).
#[derive(Clone, Debug)]
pub struct Actor {
    pub operator_id: Option<i64>,
    pub name: String,
    pub client_ip: Option<String>,
}

impl Actor {
    /// The `youzhe operator …` commands.
    pub fn cli() -> Self {
        Self {
            operator_id: None,
            name: "cli".into(),
            client_ip: None,
        }
    }
}

/// What was written: a kind of record and its id (`operator` / `12`, `place` / `scenic-hz-xihu`).
#[derive(Clone, Debug)]
pub struct Target<'a> {
    pub kind: &'a str,
    pub id: String,
}

impl<'a> Target<'a> {
    pub fn new(kind: &'a str, id: impl ToString) -> Self {
        Self {
            kind,
            id: id.to_string(),
        }
    }
}

/// Where to append: the pool, or the connection of an open transaction (`&mut *tx`).
pub enum Conn<'a> {
    Pool(&'a Db),
    Sqlite(&'a mut SqliteConnection),
    Postgres(&'a mut PgConnection),
}

impl<'a> From<&'a Db> for Conn<'a> {
    fn from(db: &'a Db) -> Self {
        Conn::Pool(db)
    }
}
impl<'a> From<&'a mut SqliteConnection> for Conn<'a> {
    fn from(c: &'a mut SqliteConnection) -> Self {
        Conn::Sqlite(c)
    }
}
impl<'a> From<&'a mut PgConnection> for Conn<'a> {
    fn from(c: &'a mut PgConnection) -> Self {
        Conn::Postgres(c)
    }
}

const INSERT: &str = "INSERT INTO audit_log
    (operator_id, actor, at_ms, action, target_kind, target_id, before_json, after_json, client_ip)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)";

macro_rules! insert {
    ($exec:expr, $actor:expr, $action:expr, $target:expr, $before:expr, $after:expr, $at:expr) => {
        sqlx::query(INSERT)
            .bind($actor.operator_id)
            .bind(&$actor.name)
            .bind($at)
            .bind($action)
            .bind($target.kind)
            .bind(&$target.id)
            .bind($before)
            .bind($after)
            .bind(&$actor.client_ip)
            .execute($exec)
            .await
            .map(|_| ())
    };
}

/// Appends one row. `action` is `<kind>.<verb>` (`operator.create`, `operator.update`,
/// `operator.password_reset`, `operator.disable`, `operator.enable`, `operator.totp_enable`). Call it in the
/// write's own transaction, so a write is never without its row or a row without its write.
pub async fn record(
    conn: impl Into<Conn<'_>>,
    actor: &Actor,
    action: &str,
    target: Target<'_>,
    before: Option<Value>,
    after: Option<Value>,
) -> sqlx::Result<()> {
    let before = before.map(|v| v.to_string());
    let after = after.map(|v| v.to_string());
    let at = now_ms();
    match conn.into() {
        Conn::Pool(db) => {
            with_db!(db, pool => insert!(pool, actor, action, target, before, after, at))
        }
        Conn::Sqlite(c) => insert!(c, actor, action, target, before, after, at),
        Conn::Postgres(c) => insert!(c, actor, action, target, before, after, at),
    }
}

/// One row as admins read it.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct AuditRow {
    pub id: i64,
    /// The operator's id; null for the command line.
    pub operator_id: Option<i64>,
    /// The operator's username at the time, or `cli`.
    pub actor: String,
    pub at_ms: i64,
    pub action: String,
    pub target_kind: String,
    pub target_id: String,
    #[sqlx(rename = "before_json")]
    #[schema(value_type = Option<Object>)]
    #[sqlx(try_from = "Option<String>")]
    pub before: Json,
    #[sqlx(rename = "after_json")]
    #[schema(value_type = Option<Object>)]
    #[sqlx(try_from = "Option<String>")]
    pub after: Json,
    pub client_ip: Option<String>,
}

/// JSON text from the table, sent as JSON (null when absent or unreadable).
#[derive(Debug, Serialize)]
#[serde(transparent)]
pub struct Json(pub Value);

// sqlx's `FromRow` converts columns through `try_from` only.
#[allow(clippy::infallible_try_from)]
impl TryFrom<Option<String>> for Json {
    type Error = std::convert::Infallible;
    fn try_from(s: Option<String>) -> Result<Self, Self::Error> {
        Ok(Json(
            s.and_then(|s| serde_json::from_str(&s).ok())
                .unwrap_or(Value::Null),
        ))
    }
}

/// Newest first: up to `size` rows with ids below `before` (all when `None`).
pub async fn page(db: &Db, before: Option<i64>, size: i64) -> sqlx::Result<Vec<AuditRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, operator_id, actor, at_ms, action, target_kind, target_id,
                before_json, after_json, client_ip
         FROM audit_log WHERE id < $1 ORDER BY id DESC LIMIT $2")
        .bind(before.unwrap_or(i64::MAX)).bind(size).fetch_all(pool).await)
}
