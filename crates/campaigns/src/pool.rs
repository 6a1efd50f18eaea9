//! A coupon prize's code pool: codes a partner issued (a ticket platform's, a shop's),
//! uploaded by an organiser; each win of the prize takes the next free one in the draw's
//! own transaction (`engine`'s `insert_win!`). While a prize has a pool its stock follows
//! it: every upload sets what is left to the free codes, so no win goes without a code.

use serde_json::json;
use youzhe_core::{Db, with_db};
use youzhe_operators::audit::{self, Actor, Target};

/// Most codes one upload carries.
pub const MAX_UPLOAD: usize = 5000;

/// What the pool holds after an upload.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PoolCount {
    pub added: i64,
    /// Codes not given yet: the prize's stock left.
    pub free: i64,
    /// Codes given with wins.
    pub given: i64,
}

/// Why an upload was not taken (nothing written).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PoolRefused {
    NoPrize,
    /// Only a coupon has codes.
    NotCoupon,
    /// `codes[i]` is in the pool already.
    InPool(usize),
}

/// Adds `codes` (checked by the caller: well formed, each once) to the pool of `prize`,
/// sets the prize's stock to the free codes, and audits it (`campaign.codes`), in one
/// transaction that first takes the prize's row (draws of it wait).
pub async fn add(
    db: &Db,
    actor: &Actor,
    campaign: &str,
    prize: &str,
    codes: &[String],
    now: i64,
) -> sqlx::Result<Result<PoolCount, PoolRefused>> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let kind: Option<String> = sqlx::query_scalar(
            "UPDATE campaign_prizes SET stock = stock WHERE campaign_id = $1 AND id = $2 RETURNING kind")
            .bind(campaign).bind(prize).fetch_optional(&mut *tx).await?;
        match kind.as_deref() {
            None => {
                tx.rollback().await?;
                return Ok(Err(PoolRefused::NoPrize));
            }
            Some("coupon") => {}
            Some(_) => {
                tx.rollback().await?;
                return Ok(Err(PoolRefused::NotCoupon));
            }
        }
        for (i, code) in codes.iter().enumerate() {
            let n = sqlx::query(
                "INSERT INTO campaign_prize_codes (campaign_id, prize_id, code, at_ms) VALUES ($1, $2, $3, $4)
                 ON CONFLICT (campaign_id, prize_id, code) DO NOTHING")
                .bind(campaign).bind(prize).bind(code).bind(now)
                .execute(&mut *tx).await?.rows_affected();
            if n == 0 {
                tx.rollback().await?;
                return Ok(Err(PoolRefused::InPool(i)));
            }
        }
        let (free, given): (i64, i64) = sqlx::query_as(
            "SELECT CAST(COALESCE(SUM(CASE WHEN win_id IS NULL THEN 1 ELSE 0 END), 0) AS BIGINT),
                    CAST(COALESCE(SUM(CASE WHEN win_id IS NULL THEN 0 ELSE 1 END), 0) AS BIGINT)
             FROM campaign_prize_codes WHERE campaign_id = $1 AND prize_id = $2")
            .bind(campaign).bind(prize).fetch_one(&mut *tx).await?;
        sqlx::query("UPDATE campaign_prizes SET stock = $3 WHERE campaign_id = $1 AND id = $2")
            .bind(campaign).bind(prize).bind(free).execute(&mut *tx).await?;
        audit::record(&mut *tx, actor, "campaign.codes", Target::new("campaign", campaign), None,
            Some(json!({"prize": prize, "added": codes.len(), "free": free}))).await?;
        tx.commit().await?;
        Ok(Ok(PoolCount { added: codes.len() as i64, free, given }))
    })
}
