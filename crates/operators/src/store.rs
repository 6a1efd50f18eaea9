//! The `operators` and `operator_sessions` tables. Writes that an operator makes go
//! through `accounts.rs`, which audits them; this file only reads and keeps sign-in state.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{Db, time::now_ms, with_db};

use crate::{role::Role, scope::OperatorCtx};

/// The `operators` columns an [`OperatorRow`] reads, for `concat!` into static SQL.
#[macro_export]
macro_rules! operator_columns {
    () => {
        "id, username, display_name, password_hash, role, city_id, county_code, disabled, \
         failed_attempts, locked_until_ms, totp_secret, totp_last_step, created_ms, updated_ms"
    };
}

/// A whole `operators` row. It holds the password hash and the TOTP secret: never sent.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct OperatorRow {
    pub id: i64,
    pub username: String,
    pub display_name: String,
    pub password_hash: String,
    pub role: String,
    pub city_id: Option<i64>,
    pub county_code: Option<String>,
    pub disabled: bool,
    pub failed_attempts: i64,
    pub locked_until_ms: Option<i64>,
    pub totp_secret: Option<String>,
    pub totp_last_step: Option<i64>,
    pub created_ms: i64,
    pub updated_ms: i64,
}

/// An operator as the API shows them (and as the audit log keeps them): no secrets.
#[derive(Clone, Debug, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OperatorView {
    pub id: i64,
    pub username: String,
    pub display_name: String,
    pub role: Role,
    /// A city editor's city, or a county editor's county's city (1201 …).
    pub city_id: Option<u32>,
    /// A county editor's county (official code, '330102').
    pub county_code: Option<String>,
    pub disabled: bool,
    /// Whether sign-in asks for a one-time code.
    pub totp: bool,
    /// Until when sign-in is refused after repeated failures (ms since the epoch), if locked.
    pub locked_until_ms: Option<i64>,
    pub created_ms: i64,
    pub updated_ms: i64,
}

impl OperatorRow {
    /// A row whose role is unknown (written by hand) reads as an analyst: the role that
    /// writes nothing.
    pub fn role(&self) -> Role {
        Role::parse(&self.role).unwrap_or(Role::Analyst)
    }

    pub fn view(&self) -> OperatorView {
        OperatorView {
            id: self.id,
            username: self.username.clone(),
            display_name: self.display_name.clone(),
            role: self.role(),
            city_id: self.city_id.and_then(|c| u32::try_from(c).ok()),
            county_code: self.county_code.clone(),
            disabled: self.disabled,
            totp: self.totp_secret.is_some(),
            // A lock that has run out is not shown; the column is cleared at the next sign-in.
            locked_until_ms: self.locked_until_ms.filter(|u| *u > now_ms()),
            created_ms: self.created_ms,
            updated_ms: self.updated_ms,
        }
    }

    pub fn ctx(&self) -> OperatorCtx {
        OperatorCtx {
            id: self.id,
            username: self.username.clone(),
            display_name: self.display_name.clone(),
            role: self.role(),
            city_id: self.city_id.and_then(|c| u32::try_from(c).ok()),
            county_code: self.county_code.clone(),
        }
    }
}

pub async fn by_username(db: &Db, username: &str) -> sqlx::Result<Option<OperatorRow>> {
    let sql = concat!(
        "SELECT ",
        operator_columns!(),
        " FROM operators WHERE username = $1"
    );
    with_db!(db, pool => sqlx::query_as(sql).bind(username).fetch_optional(pool).await)
}

pub async fn by_id(db: &Db, id: i64) -> sqlx::Result<Option<OperatorRow>> {
    let sql = concat!(
        "SELECT ",
        operator_columns!(),
        " FROM operators WHERE id = $1"
    );
    with_db!(db, pool => sqlx::query_as(sql).bind(id).fetch_optional(pool).await)
}

pub async fn all(db: &Db) -> sqlx::Result<Vec<OperatorRow>> {
    let sql = concat!(
        "SELECT ",
        operator_columns!(),
        " FROM operators ORDER BY id"
    );
    with_db!(db, pool => sqlx::query_as(sql).fetch_all(pool).await)
}

/// Counts one failed sign-in; the `limit`th in a row locks the account until
/// `now + lock_ms` and starts the count again. One statement, so replicas counting at
/// once cannot lose a failure.
pub async fn count_failure(
    db: &Db,
    id: i64,
    limit: i64,
    now: i64,
    lock_ms: i64,
) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query(
        "UPDATE operators SET
            locked_until_ms = CASE WHEN failed_attempts + 1 >= $2 THEN $3 ELSE locked_until_ms END,
            failed_attempts = CASE WHEN failed_attempts + 1 >= $2 THEN 0 ELSE failed_attempts + 1 END
         WHERE id = $1")
        .bind(id).bind(limit).bind(now + lock_ms).execute(pool).await.map(|_| ()))?;
    Ok(())
}

/// When a username no account has is locked until, if it is (see
/// [`count_unknown_failure`]).
pub async fn unknown_locked_until(db: &Db, username: &str) -> sqlx::Result<Option<i64>> {
    let until: Option<Option<i64>> = with_db!(db, pool => sqlx::query_scalar(
        "SELECT locked_until_ms FROM operator_unknown_sign_ins WHERE username = $1")
        .bind(username).fetch_optional(pool).await)?;
    Ok(until.flatten())
}

/// [`count_failure`] for a username no account has, so that it locks after the same
/// number of tries and the answers tell nobody which names exist. Rows whose lock has
/// ended with no failure since are dropped on the way, so guessed names don't pile up.
pub async fn count_unknown_failure(
    db: &Db,
    username: &str,
    limit: i64,
    now: i64,
    lock_ms: i64,
) -> sqlx::Result<()> {
    with_db!(db, pool => {
        sqlx::query(
            "INSERT INTO operator_unknown_sign_ins (username, failed_attempts, locked_until_ms)
             VALUES ($1, CASE WHEN 1 >= $2 THEN 0 ELSE 1 END, CASE WHEN 1 >= $2 THEN $3 END)
             ON CONFLICT (username) DO UPDATE SET
                locked_until_ms = CASE WHEN operator_unknown_sign_ins.failed_attempts + 1 >= $2
                    THEN $3 ELSE operator_unknown_sign_ins.locked_until_ms END,
                failed_attempts = CASE WHEN operator_unknown_sign_ins.failed_attempts + 1 >= $2
                    THEN 0 ELSE operator_unknown_sign_ins.failed_attempts + 1 END")
            .bind(username).bind(limit).bind(now + lock_ms).execute(pool).await?;
        sqlx::query(
            "DELETE FROM operator_unknown_sign_ins
             WHERE failed_attempts = 0 AND locked_until_ms IS NOT NULL AND locked_until_ms < $1")
            .bind(now).execute(pool).await.map(|_| ())
    })
}

/// A sign-in succeeded: the failure count starts again.
pub async fn clear_failures(db: &Db, id: i64) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query(
        "UPDATE operators SET failed_attempts = 0, locked_until_ms = NULL WHERE id = $1")
        .bind(id).execute(pool).await.map(|_| ()))?;
    Ok(())
}

/// Takes one-time-code step `step` for the operator: false when that step or a later one
/// was already used (a replayed code), in one conditional update.
pub async fn take_totp_step(db: &Db, id: i64, step: i64) -> sqlx::Result<bool> {
    let n: u64 = with_db!(db, pool => sqlx::query(
        "UPDATE operators SET totp_last_step = $2
         WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2)")
        .bind(id).bind(step).execute(pool).await.map(|r| r.rows_affected()))?;
    Ok(n > 0)
}

/// Sessions this long past their end are deleted (they answer 40003 either way; kept a
/// while for whoever investigates a sign-in).
const SESSION_KEPT_MS: i64 = 30 * 24 * 3_600_000;

/// A new session row (the id only as its SHA-256); old dead sessions are swept on the way.
pub async fn insert_session(
    db: &Db,
    id_hash: &str,
    operator_id: i64,
    csrf: &str,
    now: i64,
    expires: i64,
) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO operator_sessions (id_hash, operator_id, csrf, created_ms, last_seen_ms, expires_ms, revoked)
         VALUES ($1, $2, $3, $4, $4, $5, FALSE)")
        .bind(id_hash).bind(operator_id).bind(csrf).bind(now).bind(expires).execute(pool).await.map(|_| ()))?;
    with_db!(db, pool => sqlx::query("DELETE FROM operator_sessions WHERE expires_ms < $1")
        .bind(now - SESSION_KEPT_MS).execute(pool).await.map(|_| ()))?;
    Ok(())
}

/// A live session's operator row and CSRF token; `None` when the session is unknown,
/// revoked or expired, or its operator disabled.
pub async fn live_session(
    db: &Db,
    id_hash: &str,
    now: i64,
) -> sqlx::Result<Option<(OperatorRow, String, i64)>> {
    // The session table's own columns would clash with the operator's `id`: name them apart.
    let sql = "SELECT o.id, o.username, o.display_name, o.password_hash, o.role, o.city_id,
            o.county_code, o.disabled, o.failed_attempts, o.locked_until_ms, o.totp_secret,
            o.totp_last_step, o.created_ms, o.updated_ms, s.csrf AS csrf, s.last_seen_ms AS last_seen_ms
         FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
         WHERE s.id_hash = $1 AND NOT s.revoked AND s.expires_ms > $2 AND NOT o.disabled";
    let row: Option<SessionJoin> = with_db!(db, pool => sqlx::query_as(sql)
        .bind(id_hash).bind(now).fetch_optional(pool).await)?;
    Ok(row.map(|r| (r.op, r.csrf, r.last_seen_ms)))
}

#[derive(sqlx::FromRow)]
struct SessionJoin {
    #[sqlx(flatten)]
    op: OperatorRow,
    csrf: String,
    last_seen_ms: i64,
}

pub async fn touch_session(db: &Db, id_hash: &str, now: i64) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query("UPDATE operator_sessions SET last_seen_ms = $2 WHERE id_hash = $1")
        .bind(id_hash).bind(now).execute(pool).await.map(|_| ()))?;
    Ok(())
}

pub async fn revoke_session(db: &Db, id_hash: &str) -> sqlx::Result<()> {
    with_db!(db, pool => sqlx::query("UPDATE operator_sessions SET revoked = TRUE WHERE id_hash = $1")
        .bind(id_hash).execute(pool).await.map(|_| ()))?;
    Ok(())
}
