//! Risk rules a real organiser needs (docs/CAMPAIGNS.md, "Risk rules"), decided on the
//! server and explained to the visitor in plain words:
//!
//! - **Blocked visitors** (`campaign_blocks`, kept by province admins in the console) take
//!   part in no campaign: the engine reads the block inside every earn, draw and redemption
//!   (`Refusal::Blocked`), so a block holds from the moment it commits, on every replica.
//! - **New accounts per network**: the first time a visitor takes part in a campaign (an
//!   earn or a draw through the API) their address is kept (`campaign_joins`); an account
//!   made within the last 7 days joins a campaign only while fewer than
//!   `YOUZHE_CAMPAIGN_NEW_PER_ADDRESS` (default 20, `off`) new accounts joined it from the
//!   same address that Shanghai day (`Refusal::AddressLimit`). A household or a café shares
//!   an address, so the cap is generous; a script making accounts by the hundred meets it.
//!   The count and the insert are one statement-pair in a transaction: on PostgreSQL two
//!   joins racing from one address may both pass, which a cap of this kind tolerates.
//! - **Suspicious patterns**: addresses from which several visitors won in one campaign,
//!   for the organiser to look at (`suspicious`), never decided by the machine alone.

use youzhe_core::{Config, Db, time::shanghai_day, with_db};
use youzhe_operators::audit::{self, Actor, Target};

use crate::refusal::{Decided, Refusal};

/// The cap's setting: new accounts joining one campaign from one address a day.
pub const NEW_PER_ADDRESS_KEY: &str = "YOUZHE_CAMPAIGN_NEW_PER_ADDRESS";
pub const DEFAULT_NEW_PER_ADDRESS: i64 = 20;
/// An account this young is new.
pub const NEW_ACCOUNT_MS: i64 = 7 * 86_400_000;

/// The cap from the configuration: a number of accounts, or `None` for `off`.
pub fn new_per_address(config: &Config) -> anyhow::Result<Option<i64>> {
    match config.get(NEW_PER_ADDRESS_KEY) {
        None => Ok(Some(DEFAULT_NEW_PER_ADDRESS)),
        Some(v) if v.eq_ignore_ascii_case("off") => Ok(None),
        Some(v) => match v.parse::<i64>() {
            Ok(n) if n >= 1 => Ok(Some(n)),
            _ => anyhow::bail!("{NEW_PER_ADDRESS_KEY} must be a whole number ≥ 1 or off"),
        },
    }
}

/// Keeps where the visitor first took part in `campaign` from, unless they are a new
/// account and `cap` new accounts joined it from `address` today already. A visitor who
/// joined before passes at once.
pub async fn join(
    db: &Db,
    campaign: &str,
    user: &str,
    address: &str,
    now: i64,
    cap: Option<i64>,
) -> sqlx::Result<Decided<()>> {
    let day = shanghai_day(now);
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let joined: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM campaign_joins WHERE campaign_id = $1 AND user_id = $2")
            .bind(campaign).bind(user).fetch_one(&mut *tx).await?;
        if joined > 0 {
            tx.rollback().await?;
            return Ok(Ok(()));
        }
        let created: Option<i64> = sqlx::query_scalar("SELECT created_ms FROM visitors WHERE uid = $1")
            .bind(user).fetch_optional(&mut *tx).await?;
        let new_account = created.is_some_and(|c| now - c < NEW_ACCOUNT_MS);
        if new_account && let Some(cap) = cap {
            let today: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM campaign_joins
                 WHERE campaign_id = $1 AND address = $2 AND day = $3 AND new_account")
                .bind(campaign).bind(address).bind(&day).fetch_one(&mut *tx).await?;
            if today >= cap {
                tx.rollback().await?;
                return Ok(Err(Refusal::AddressLimit));
            }
        }
        sqlx::query(
            "INSERT INTO campaign_joins (campaign_id, user_id, address, new_account, day, at_ms)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (campaign_id, user_id) DO NOTHING")
            .bind(campaign).bind(user).bind(address).bind(new_account).bind(&day).bind(now)
            .execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(Ok(()))
    })
}

/// Blocks visitor `uid` (or changes the reason) with its audit row (`campaign.block`) in
/// one transaction; false when there is no such visitor (nothing written).
pub async fn block(
    db: &Db,
    actor: &Actor,
    uid: &str,
    reason: &str,
    operator_id: i64,
    now: i64,
) -> sqlx::Result<bool> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let n: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM visitors WHERE uid = $1")
            .bind(uid).fetch_one(&mut *tx).await?;
        if n == 0 {
            tx.rollback().await?;
            return Ok(false);
        }
        sqlx::query(
            "INSERT INTO campaign_blocks (user_id, reason, operator_id, at_ms) VALUES ($1, $2, $3, $4)
             ON CONFLICT (user_id) DO UPDATE SET reason = excluded.reason,
                 operator_id = excluded.operator_id, at_ms = excluded.at_ms")
            .bind(uid).bind(reason).bind(operator_id).bind(now).execute(&mut *tx).await?;
        audit::record(&mut *tx, actor, "campaign.block", Target::new("visitor", uid),
            None, Some(serde_json::json!({"reason": reason}))).await?;
        tx.commit().await?;
        Ok(true)
    })
}

/// Lifts the block on `uid` with its audit row (`campaign.unblock`); false when there was
/// none.
pub async fn unblock(db: &Db, actor: &Actor, uid: &str) -> sqlx::Result<bool> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let n = sqlx::query("DELETE FROM campaign_blocks WHERE user_id = $1")
            .bind(uid).execute(&mut *tx).await?.rows_affected();
        if n == 0 {
            tx.rollback().await?;
            return Ok(false);
        }
        audit::record(&mut *tx, actor, "campaign.unblock", Target::new("visitor", uid), None, None)
            .await?;
        tx.commit().await?;
        Ok(true)
    })
}

/// A blocked visitor as the console lists them.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Block {
    pub user_id: String,
    pub nickname: Option<String>,
    pub reason: String,
    pub operator: Option<String>,
    pub at_ms: i64,
}

/// Every blocked visitor, latest first.
pub async fn blocks(db: &Db) -> sqlx::Result<Vec<Block>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT b.user_id, v.nickname, b.reason, o.username AS operator, b.at_ms
         FROM campaign_blocks b
         LEFT JOIN visitors v ON v.uid = b.user_id
         LEFT JOIN operators o ON o.id = b.operator_id
         ORDER BY b.at_ms DESC, b.user_id").fetch_all(pool).await)
}

/// An address from which several visitors won in one campaign.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Pattern {
    pub address: String,
    /// Visitors who joined from it.
    pub visitors: i64,
    /// Of them, accounts new when they joined.
    pub new_accounts: i64,
    /// Visitors from it who won at least once.
    pub winners: i64,
    /// Prizes those visitors won.
    pub wins: i64,
}

/// Addresses with at least `min_winners` winning visitors in `campaign`, most wins first.
pub async fn suspicious(db: &Db, campaign: &str, min_winners: i64) -> sqlx::Result<Vec<Pattern>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT j.address,
                COUNT(*) AS visitors,
                CAST(COALESCE(SUM(CASE WHEN j.new_account THEN 1 ELSE 0 END), 0) AS BIGINT) AS new_accounts,
                CAST(COALESCE(SUM(CASE WHEN w.n > 0 THEN 1 ELSE 0 END), 0) AS BIGINT) AS winners,
                CAST(COALESCE(SUM(w.n), 0) AS BIGINT) AS wins
         FROM campaign_joins j
         LEFT JOIN (SELECT user_id, COUNT(*) AS n FROM campaign_wins WHERE campaign_id = $1
                    GROUP BY user_id) w ON w.user_id = j.user_id
         WHERE j.campaign_id = $1
         GROUP BY j.address
         HAVING CAST(COALESCE(SUM(CASE WHEN w.n > 0 THEN 1 ELSE 0 END), 0) AS BIGINT) >= $2
         ORDER BY wins DESC, j.address").bind(campaign).bind(min_winners).fetch_all(pool).await)
}
