//! The ledger: credits decided in one transaction, the balance as a sum, the records.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    Db,
    time::{now_ms, shanghai_day},
    with_db,
};

/// What a credit did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = CreditOutcome)]
pub enum Outcome {
    /// A row was written.
    Credited,
    /// This key was credited before: nothing written.
    Already,
    /// The event's daily cap is reached for today (Asia/Shanghai): nothing written.
    Capped,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Credit {
    pub outcome: Outcome,
    /// Points this key earned (now or before); 0 when capped.
    pub points: i64,
    pub balance: i64,
}

/// Credits `user` for `event` once per `key`, within the event's daily cap. `None` when
/// no rule has this event.
///
/// One transaction: first the visitor's row in `point_locks` is written, which holds every
/// other credit of the same visitor until this one ends (a row lock on PostgreSQL, the
/// write lock on SQLite), so the key check, the cap count and the insert see a settled
/// ledger and concurrent credits cannot pass the cap. `UNIQUE (user_id, idempotency_key)`
/// backs the key check.
pub async fn credit(db: &Db, user: &str, event: &str, key: &str) -> sqlx::Result<Option<Credit>> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let credit = credit_in(&mut *tx, user, event, key).await?;
        if credit.is_some() {
            tx.commit().await?;
        } else {
            tx.rollback().await?;
        }
        Ok(credit)
    })
}

/// [`credit`] inside a transaction the caller owns, so the credit commits or rolls back
/// with the caller's other writes (the daily check-in credits points and campaign chances
/// together, `crates/campaigns/src/checkin.rs`); the caller commits. It takes the
/// visitor's `point_locks` row first: a caller that also takes `campaign_locks` rows takes
/// those before it (the order the points shop uses), never after.
pub async fn credit_in(
    conn: impl Into<TxConn<'_>>,
    user: &str,
    event: &str,
    key: &str,
) -> sqlx::Result<Option<Credit>> {
    let at = now_ms();
    let day = shanghai_day(at);
    macro_rules! on {
        ($c:expr) => {{
            let c = $c;
            sqlx::query(
                "INSERT INTO point_locks (user_id, at_ms) VALUES ($1, $2)
                 ON CONFLICT (user_id) DO UPDATE SET at_ms = excluded.at_ms")
                .bind(user).bind(at).execute(&mut *c).await?;
            let rule: Option<(i64, i64)> = sqlx::query_as(
                "SELECT points, daily_cap FROM point_rules WHERE event = $1")
                .bind(event).fetch_optional(&mut *c).await?;
            let Some((points, cap)) = rule else {
                return Ok(None);
            };
            let before: Option<i64> = sqlx::query_scalar(
                "SELECT points FROM point_ledger WHERE user_id = $1 AND idempotency_key = $2")
                .bind(user).bind(key).fetch_optional(&mut *c).await?;
            let (outcome, earned) = if let Some(p) = before {
                (Outcome::Already, p)
            } else {
                let today: i64 = sqlx::query_scalar(
                    "SELECT COUNT(*) FROM point_ledger WHERE user_id = $1 AND event = $2 AND day = $3")
                    .bind(user).bind(event).bind(&day).fetch_one(&mut *c).await?;
                if today >= cap {
                    (Outcome::Capped, 0)
                } else {
                    sqlx::query(
                        "INSERT INTO point_ledger (user_id, event, points, idempotency_key, day, at_ms)
                         VALUES ($1, $2, $3, $4, $5, $6)
                         ON CONFLICT (user_id, idempotency_key) DO NOTHING")
                        .bind(user).bind(event).bind(points).bind(key).bind(&day).bind(at)
                        .execute(&mut *c).await?;
                    (Outcome::Credited, points)
                }
            };
            let balance: i64 = sqlx::query_scalar(
                "SELECT CAST(COALESCE(SUM(points), 0) AS BIGINT) FROM point_ledger WHERE user_id = $1")
                .bind(user).fetch_one(&mut *c).await?;
            Ok(Some(Credit { outcome, points: earned, balance }))
        }};
    }
    match conn.into() {
        TxConn::Sqlite(c) => on!(c),
        TxConn::Postgres(c) => on!(c),
    }
}

/// The visitor's balance: the sum of their rows.
pub async fn balance(db: &Db, user: &str) -> sqlx::Result<i64> {
    with_db!(db, pool => sqlx::query_scalar(
        "SELECT CAST(COALESCE(SUM(points), 0) AS BIGINT) FROM point_ledger WHERE user_id = $1")
        .bind(user).fetch_one(pool).await)
}

/// A rule as stored.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Rule {
    pub event: String,
    pub points: i64,
    pub daily_cap: i64,
    pub visitor_may_post: bool,
    pub description: String,
}

/// Every rule that earns (a debit's rule, `shop_redeem`, earns nothing), in the order the
/// page lists the ways to earn.
pub async fn rules(db: &Db) -> sqlx::Result<Vec<Rule>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT event, points, daily_cap, visitor_may_post, description FROM point_rules
         WHERE points > 0 ORDER BY visitor_may_post DESC, points, event")
        .fetch_all(pool).await)
}

/// How many credits of each event the visitor had today (Asia/Shanghai).
pub async fn today_counts(db: &Db, user: &str) -> sqlx::Result<Vec<(String, i64)>> {
    let day = shanghai_day(now_ms());
    with_db!(db, pool => sqlx::query_as(
        "SELECT event, COUNT(*) FROM point_ledger WHERE user_id = $1 AND day = $2 GROUP BY event")
        .bind(user).bind(&day).fetch_all(pool).await)
}

/// A ledger row: id, event, points, at_ms, description of its rule.
pub type Row = (i64, String, i64, i64, String);

/// One page of the visitor's rows, newest first, and how many they have.
pub async fn records(
    db: &Db,
    user: &str,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(Vec<Row>, i64)> {
    with_db!(db, pool => {
        let rows: Vec<Row> = sqlx::query_as(
            "SELECT l.id, l.event, l.points, l.at_ms, r.description
             FROM point_ledger l JOIN point_rules r ON r.event = l.event
             WHERE l.user_id = $1 ORDER BY l.id DESC LIMIT $2 OFFSET $3")
            .bind(user).bind(limit).bind(offset).fetch_all(pool).await?;
        let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM point_ledger WHERE user_id = $1")
            .bind(user).fetch_one(pool).await?;
        Ok((rows, total))
    })
}

/// The connection of a transaction another area holds open (`&mut *tx`), on either database.
pub enum TxConn<'a> {
    Sqlite(&'a mut sqlx::SqliteConnection),
    Postgres(&'a mut sqlx::PgConnection),
}

impl<'a> From<&'a mut sqlx::SqliteConnection> for TxConn<'a> {
    fn from(c: &'a mut sqlx::SqliteConnection) -> Self {
        TxConn::Sqlite(c)
    }
}
impl<'a> From<&'a mut sqlx::PgConnection> for TxConn<'a> {
    fn from(c: &'a mut sqlx::PgConnection) -> Self {
        TxConn::Postgres(c)
    }
}

/// What a debit did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Debit {
    /// One row of `-points` was written; the balance after it.
    Debited { balance: i64 },
    /// This key was debited before: nothing written; the points it took then.
    Already { points: i64, balance: i64 },
    /// The balance is below `points`: nothing written.
    Short { balance: i64 },
}

/// Debits `points` (> 0) from `user` for `event` once per `key`, never below zero, inside
/// the caller's transaction, so a purchase and its debit commit or roll back together
/// (the points shop in `crates/campaigns`). Like [`credit`], it first writes the visitor's
/// `point_locks` row, which holds every other credit and debit of theirs until the
/// caller's transaction ends, so the balance it checks stays true until then.
pub async fn debit_in(
    conn: impl Into<TxConn<'_>>,
    user: &str,
    event: &str,
    points: i64,
    key: &str,
) -> sqlx::Result<Debit> {
    let at = now_ms();
    let day = shanghai_day(at);
    macro_rules! on {
        ($c:expr) => {{
            let c = $c;
            sqlx::query(
                "INSERT INTO point_locks (user_id, at_ms) VALUES ($1, $2)
                 ON CONFLICT (user_id) DO UPDATE SET at_ms = excluded.at_ms")
                .bind(user).bind(at).execute(&mut *c).await?;
            let balance: i64 = sqlx::query_scalar(
                "SELECT CAST(COALESCE(SUM(points), 0) AS BIGINT) FROM point_ledger WHERE user_id = $1")
                .bind(user).fetch_one(&mut *c).await?;
            let before: Option<i64> = sqlx::query_scalar(
                "SELECT points FROM point_ledger WHERE user_id = $1 AND idempotency_key = $2")
                .bind(user).bind(key).fetch_optional(&mut *c).await?;
            if let Some(p) = before {
                Ok(Debit::Already { points: -p, balance })
            } else if balance < points {
                Ok(Debit::Short { balance })
            } else {
                sqlx::query(
                    "INSERT INTO point_ledger (user_id, event, points, idempotency_key, day, at_ms)
                     VALUES ($1, $2, $3, $4, $5, $6)")
                    .bind(user).bind(event).bind(-points).bind(key).bind(&day).bind(at)
                    .execute(&mut *c).await?;
                Ok(Debit::Debited { balance: balance - points })
            }
        }};
    }
    match conn.into() {
        TxConn::Sqlite(c) => on!(c),
        TxConn::Postgres(c) => on!(c),
    }
}
