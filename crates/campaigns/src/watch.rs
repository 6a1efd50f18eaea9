//! What an operator watches while a campaign runs, read from the database each time (never
//! a counter kept in memory, so every replica answers the same): participants, chances
//! given, draws and wins in all and per Shanghai day; and the winners with their delivery
//! details.

use youzhe_core::{Db, with_db};

/// The campaign's figures in all.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Totals {
    /// Visitors who earned a chance or drew (or redeemed) at least once.
    pub participants: i64,
    pub chances_given: i64,
    pub draws: i64,
    pub redemptions: i64,
    pub wins: i64,
}

/// One Shanghai day's draws (and redemptions) and the prizes they gave.
#[derive(Debug, Clone, PartialEq, Eq, sqlx::FromRow)]
pub struct Day {
    pub day: String,
    pub draws: i64,
    pub wins: i64,
}

pub async fn totals(db: &Db, campaign: &str) -> sqlx::Result<Totals> {
    let row: (i64, i64, i64, i64, i64) = with_db!(db, pool => sqlx::query_as(
        "SELECT
            (SELECT COUNT(*) FROM (
                SELECT user_id FROM campaign_chances WHERE campaign_id = $1
                UNION SELECT user_id FROM campaign_draws WHERE campaign_id = $1) AS people),
            (SELECT CAST(COALESCE(SUM(chances), 0) AS BIGINT) FROM campaign_chances WHERE campaign_id = $1),
            (SELECT COUNT(*) FROM campaign_draws WHERE campaign_id = $1 AND action = 'draw'),
            (SELECT COUNT(*) FROM campaign_draws WHERE campaign_id = $1 AND action = 'redeem'),
            (SELECT COUNT(*) FROM campaign_wins WHERE campaign_id = $1)")
        .bind(campaign).fetch_one(pool).await)?;
    Ok(Totals {
        participants: row.0,
        chances_given: row.1,
        draws: row.2,
        redemptions: row.3,
        wins: row.4,
    })
}

/// The last `days` days that had a draw or redemption, newest first.
pub async fn per_day(db: &Db, campaign: &str, days: i64) -> sqlx::Result<Vec<Day>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT day, COUNT(*) AS draws, COUNT(win_id) AS wins FROM campaign_draws
         WHERE campaign_id = $1 GROUP BY day ORDER BY day DESC LIMIT $2")
        .bind(campaign).bind(days).fetch_all(pool).await)
}

/// A win as the winners list shows it, with the delivery details given for it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct WinnerLine {
    pub id: i64,
    pub code: String,
    pub prize_id: String,
    pub prize_name: String,
    pub prize_kind: String,
    pub nickname: Option<String>,
    pub points_spent: i64,
    pub state: String,
    pub won_ms: i64,
    pub expires_ms: i64,
    pub shipped_ms: Option<i64>,
    pub tracking: Option<String>,
    pub redeemed_ms: Option<i64>,
    pub name: Option<String>,
    pub mobile: Option<String>,
    pub address: Option<String>,
}

macro_rules! winners_sql {
    ($rest:literal) => {
        concat!(
            "SELECT w.id, w.code, w.prize_id, p.name AS prize_name, p.kind AS prize_kind,
                v.nickname, w.points_spent, w.state, w.won_ms, w.expires_ms, w.shipped_ms,
                w.tracking, w.redeemed_ms, a.name, a.mobile, a.address
             FROM campaign_wins w
             JOIN campaign_prizes p ON p.campaign_id = w.campaign_id AND p.id = w.prize_id
             LEFT JOIN visitors v ON v.uid = w.user_id
             LEFT JOIN campaign_addresses a ON a.win_id = w.id
             WHERE w.campaign_id = $1 ",
            $rest
        )
    };
}

/// One page of the campaign's wins (shop goods bought too), newest first, and how many.
pub async fn winners(
    db: &Db,
    campaign: &str,
    offset: i64,
    limit: i64,
) -> sqlx::Result<(Vec<WinnerLine>, i64)> {
    with_db!(db, pool => {
        let rows = sqlx::query_as(winners_sql!("ORDER BY w.id DESC LIMIT $2 OFFSET $3"))
            .bind(campaign).bind(limit).bind(offset).fetch_all(pool).await?;
        let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM campaign_wins WHERE campaign_id = $1")
            .bind(campaign).fetch_one(pool).await?;
        Ok((rows, total))
    })
}

/// Every win of the campaign, oldest first (the export), at most `cap`.
pub async fn all_winners(db: &Db, campaign: &str, cap: i64) -> sqlx::Result<Vec<WinnerLine>> {
    with_db!(db, pool => sqlx::query_as(winners_sql!("ORDER BY w.id LIMIT $2"))
        .bind(campaign).bind(cap).fetch_all(pool).await)
}
