//! Small shared state in the database, so replicas agree: cached partner tokens, leases.

use crate::{Db, time::now_ms, with_db};

/// The live value under `key`, if any.
pub async fn get(db: &Db, key: &str) -> sqlx::Result<Option<String>> {
    let now = now_ms();
    with_db!(db, p => sqlx::query_scalar(
        "SELECT value FROM kv WHERE key = $1 AND (expires_ms IS NULL OR expires_ms > $2)")
        .bind(key).bind(now).fetch_optional(p).await)
}

/// Sets `key`, replacing any value; `ttl_ms` of `None` never expires.
pub async fn put(db: &Db, key: &str, value: &str, ttl_ms: Option<i64>) -> sqlx::Result<()> {
    let now = now_ms();
    let expires = ttl_ms.map(|t| now + t);
    with_db!(db, p => sqlx::query(
        "INSERT INTO kv (key, value, expires_ms, updated_ms) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_ms = excluded.expires_ms,
         updated_ms = excluded.updated_ms")
        .bind(key).bind(value).bind(expires).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
    Ok(())
}

/// Takes `key` for `ttl_ms` if nobody holds it (or the holder's time ran out). Returns true
/// for exactly one caller among many racing ones, on either database: the conditional
/// upsert is a single atomic statement.
pub async fn try_lease(db: &Db, key: &str, holder: &str, ttl_ms: i64) -> sqlx::Result<bool> {
    let now = now_ms();
    let r = with_db!(db, p => sqlx::query(
        "INSERT INTO kv (key, value, expires_ms, updated_ms) VALUES ($1, $2, $3, $4)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, expires_ms = excluded.expires_ms,
         updated_ms = excluded.updated_ms
         WHERE kv.expires_ms IS NOT NULL AND kv.expires_ms <= $4")
        .bind(key).bind(holder).bind(now + ttl_ms).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
    Ok(r == 1)
}

pub async fn delete(db: &Db, key: &str) -> sqlx::Result<()> {
    with_db!(db, p => sqlx::query("DELETE FROM kv WHERE key = $1").bind(key).execute(p).await.map(|r| r.rows_affected()))?;
    Ok(())
}
