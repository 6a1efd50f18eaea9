//! The three things a visitor does in a campaign, each decided by the server in one
//! transaction and idempotent by the visitor's key: earn a chance, draw, redeem goods.
//!
//! Every transaction starts the same way (`begin!`): it writes the visitor's row in
//! `campaign_locks`, which holds the visitor's other actions in this campaign until it
//! ends (a row lock on PostgreSQL; on SQLite the first write takes the database's write
//! lock, so nothing read after it can go stale); then it answers a key it has seen with
//! the first answer, and refuses a campaign outside its window or a visitor it does not
//! admit. A refusal rolls back: nothing is written.

use rand::Rng;
use youzhe_core::{Db, time::shanghai_day, with_db};
use youzhe_points::Debit;
pub use youzhe_points::TxConn;

use crate::{
    code, lifecycle,
    refusal::{Decided, Refusal},
    store::{CAMPAIGN_SQL, Campaign, CampaignRow, campaign_of},
};

/// What an earn did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EarnOutcome {
    /// Chances were added.
    Earned,
    /// This key, or this deed (the day's check-in, the place, the friend, the review),
    /// earned before: nothing added.
    Already,
    /// The task's completions for today are used: nothing added.
    Capped,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Earned {
    pub outcome: EarnOutcome,
    /// Chances this call added (0 unless earned).
    pub chances: i64,
    pub chances_left: i64,
}

/// A prize won or bought, as the transaction recorded it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Won {
    pub win_id: i64,
    pub prize_id: String,
}

/// What a draw or a redemption did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drawn {
    pub draw_id: i64,
    /// `None`: a lose.
    pub won: Option<Won>,
    /// True when the key had been used: this is the first answer again.
    pub replayed: bool,
    pub chances_left: i64,
}

/// Writes the visitor's row in `campaign_locks` on `$c` (a transaction's connection): it
/// holds the visitor's other earns, draws and redemptions in this campaign until the
/// transaction ends. Writing it again in the same transaction changes nothing.
macro_rules! lock_row {
    ($c:expr, $campaign:expr, $user:expr, $now:expr) => {
        sqlx::query(
            "INSERT INTO campaign_locks (campaign_id, user_id, at_ms) VALUES ($1, $2, $3)
             ON CONFLICT (campaign_id, user_id) DO UPDATE SET at_ms = excluded.at_ms",
        )
        .bind($campaign)
        .bind($user)
        .bind($now)
        .execute(&mut *$c)
        .await?
    };
}

/// Reads the campaign on `$c` and refuses it outside its window or for a visitor it does
/// not admit: a `Decided<Campaign>`; nothing is written.
macro_rules! admit {
    ($c:expr, $campaign:expr, $user:expr, $now:expr) => {{
        let row: Option<CampaignRow> = sqlx::query_as(CAMPAIGN_SQL)
            .bind($campaign)
            .fetch_optional(&mut *$c)
            .await?;
        match row.map(campaign_of) {
            None => Err(Refusal::NoCampaign),
            Some(c) => match open_at(&c, $now) {
                Err(r) => Err(r),
                Ok(()) => {
                    let mut refused = None;
                    let blocked: i64 = sqlx::query_scalar(
                        "SELECT COUNT(*) FROM campaign_blocks WHERE user_id = $1",
                    )
                    .bind($user)
                    .fetch_one(&mut *$c)
                    .await?;
                    if blocked > 0 {
                        refused = Some(Refusal::Blocked);
                    }
                    if refused.is_none() && c.eligibility.phone_required {
                        let phone: Option<Option<String>> =
                            sqlx::query_scalar("SELECT phone FROM visitors WHERE uid = $1")
                                .bind($user)
                                .fetch_optional(&mut *$c)
                                .await?;
                        if phone.flatten().is_none() {
                            refused = Some(Refusal::NeedsPhone);
                        }
                    }
                    if refused.is_none() && c.eligibility.min_points > 0 {
                        let balance: i64 = sqlx::query_scalar(
                            "SELECT CAST(COALESCE(SUM(points), 0) AS BIGINT) FROM point_ledger WHERE user_id = $1",
                        )
                        .bind($user)
                        .fetch_one(&mut *$c)
                        .await?;
                        if balance < c.eligibility.min_points {
                            refused = Some(Refusal::NeedsPoints {
                                min: c.eligibility.min_points,
                                balance,
                            });
                        }
                    }
                    match refused {
                        Some(r) => Err(r),
                        None => Ok(c),
                    }
                }
            },
        }
    }};
}

/// Opens the transaction on `$pool`, takes the visitor's lock, reads the campaign and
/// refuses it outside its window or for a visitor it does not admit. Yields `(tx, campaign)`.
macro_rules! begin {
    ($pool:expr, $campaign:expr, $user:expr, $now:expr, |$tx:ident| $replay:block) => {{
        let mut $tx = $pool.begin().await?;
        lock_row!($tx, $campaign, $user, $now);
        $replay
        match admit!($tx, $campaign, $user, $now) {
            Ok(c) => ($tx, c),
            Err(r) => {
                $tx.rollback().await?;
                return Ok(Err(r));
            }
        }
    }};
}

/// Chances earned minus draws made (the tasks' chances are only spent by draws).
macro_rules! chances_left {
    ($tx:expr, $campaign:expr, $user:expr) => {{
        let earned: i64 = sqlx::query_scalar(
            "SELECT CAST(COALESCE(SUM(chances), 0) AS BIGINT) FROM campaign_chances
             WHERE campaign_id = $1 AND user_id = $2",
        )
        .bind($campaign)
        .bind($user)
        .fetch_one(&mut *$tx)
        .await?;
        let spent: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM campaign_draws WHERE campaign_id = $1 AND user_id = $2 AND action = 'draw'",
        )
        .bind($campaign)
        .bind($user)
        .fetch_one(&mut *$tx)
        .await?;
        earned - spent
    }};
}

/// Refuses a campaign outside its window at `now`, or one not running by an operator's
/// hand: a draft or one waiting for approval is not there for visitors, a paused or closed
/// one says so.
pub fn open_at(c: &Campaign, now: i64) -> Decided<()> {
    match c.state.as_str() {
        lifecycle::PUBLISHED => {}
        lifecycle::PAUSED => return Err(Refusal::Paused),
        lifecycle::CLOSED => return Err(Refusal::Closed),
        _ => return Err(Refusal::NoCampaign),
    }
    let (starts_ms, ends_ms) = (c.starts_ms, c.ends_ms);
    if now < starts_ms {
        Err(Refusal::NotStarted { starts_ms, ends_ms })
    } else if now >= ends_ms {
        Err(Refusal::Ended { starts_ms, ends_ms })
    } else {
        Ok(())
    }
}

/// Adds the chances `task` earns for `deed` (a day, a place id, a friend's uid, a review
/// id: what the server checked), once per deed and per key, within the task's daily count,
/// in a transaction of its own: [`earn_in`], committed when it earned (or had earned), rolled
/// back when refused. The task's proof is checked by the caller before.
pub async fn earn(
    db: &Db,
    user: &str,
    campaign: &str,
    task: &str,
    deed: &str,
    key: &str,
    now: i64,
) -> sqlx::Result<Decided<Earned>> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let answer = earn_in(&mut *tx, user, campaign, task, deed, key, now).await?;
        if answer.is_ok() {
            tx.commit().await?;
        } else {
            tx.rollback().await?;
        }
        Ok(answer)
    })
}

/// [`earn`] inside a transaction the caller owns, so the caller's own record of the deed
/// (the quiz's attempt, the Qixi pair) and its chances commit or roll back together; the
/// caller commits. The same checks and the same idempotency as `earn`: the visitor's
/// `campaign_locks` row first, then a key or deed seen before answers `already`, then the
/// campaign's window and eligibility, the task and its daily count. A refusal writes
/// nothing but the lock row (which carries no meaning), so the caller may still commit its
/// own record with the refusal noted.
///
/// Lock order, to stay clear of deadlocks on PostgreSQL: take every `campaign_locks` row
/// the transaction will need first, in ascending user id ([`lock_visitors`]), then the
/// caller's own rows, then earn (writing a lock row taken before changes nothing). On
/// SQLite the whole transaction should run within its turn ([`crate::locks::Turns::begin`]).
pub async fn earn_in(
    conn: impl Into<TxConn<'_>>,
    user: &str,
    campaign: &str,
    task: &str,
    deed: &str,
    key: &str,
    now: i64,
) -> sqlx::Result<Decided<Earned>> {
    let day = shanghai_day(now);
    macro_rules! on {
        ($c:expr) => {{
            let c = $c;
            lock_row!(c, campaign, user, now);
            let before: Option<i64> = sqlx::query_scalar(
                "SELECT id FROM campaign_chances WHERE campaign_id = $1 AND user_id = $2
                 AND (idempotency_key = $3 OR (task = $4 AND deed = $5))")
                .bind(campaign).bind(user).bind(key).bind(task).bind(deed)
                .fetch_optional(&mut *c).await?;
            if before.is_some() {
                let chances_left = chances_left!(c, campaign, user);
                return Ok(Ok(Earned { outcome: EarnOutcome::Already, chances: 0, chances_left }));
            }
            let c_ = match admit!(c, campaign, user, now) {
                Ok(c_) => c_,
                Err(r) => return Ok(Err(r)),
            };
            let Some(t) = c_.tasks.iter().find(|t| t.task == task) else {
                return Ok(Err(Refusal::NoSuchTask));
            };
            let today: i64 = sqlx::query_scalar(
                "SELECT COUNT(*) FROM campaign_chances WHERE campaign_id = $1 AND user_id = $2
                 AND task = $3 AND day = $4")
                .bind(campaign).bind(user).bind(task).bind(&day).fetch_one(&mut *c).await?;
            let (outcome, chances) = if today >= t.per_day {
                (EarnOutcome::Capped, 0)
            } else {
                sqlx::query(
                    "INSERT INTO campaign_chances (campaign_id, user_id, task, deed, chances, idempotency_key, day, at_ms)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)")
                    .bind(campaign).bind(user).bind(task).bind(deed).bind(t.chances).bind(key)
                    .bind(&day).bind(now).execute(&mut *c).await?;
                (EarnOutcome::Earned, t.chances)
            };
            let chances_left = chances_left!(c, campaign, user);
            Ok(Ok(Earned { outcome, chances, chances_left }))
        }};
    }
    match conn.into() {
        TxConn::Sqlite(c) => on!(c),
        TxConn::Postgres(c) => on!(c),
    }
}

/// Writes the `campaign_locks` rows of `users` in `campaign` inside the caller's
/// transaction, in ascending user id (whatever order they are given in, once each): two
/// transactions locking the same two visitors then wait for each other in one order and
/// never deadlock. Call it before writing anything else.
pub async fn lock_visitors(
    conn: impl Into<TxConn<'_>>,
    campaign: &str,
    users: &[&str],
    now: i64,
) -> sqlx::Result<()> {
    let mut users = users.to_vec();
    users.sort_unstable();
    users.dedup();
    match conn.into() {
        TxConn::Sqlite(c) => {
            for u in users {
                lock_row!(c, campaign, u, now);
            }
        }
        TxConn::Postgres(c) => {
            for u in users {
                lock_row!(c, campaign, u, now);
            }
        }
    }
    Ok(())
}

/// Records a win with a fresh redemption code; yields its id.
macro_rules! insert_win {
    ($tx:expr, $campaign:expr, $prize:expr, $user:expr, $spent:expr, $now:expr, $claim_days:expr) => {{
        let id: i64 = sqlx::query_scalar(
            "INSERT INTO campaign_wins (campaign_id, prize_id, user_id, code, points_spent, state, won_ms, expires_ms)
             VALUES ($1, $2, $3, $4, $5, 'won', $6, $7) RETURNING id",
        )
        .bind($campaign)
        .bind($prize)
        .bind($user)
        .bind(code::new_code())
        .bind($spent)
        .bind($now)
        .bind($now + $claim_days * 86_400_000)
        .fetch_one(&mut *$tx)
        .await?;
        // A coupon with a code pool gives the next free code with the win. This draw holds
        // the prize's row (its stock was just taken), so no other takes the same code.
        sqlx::query(
            "UPDATE campaign_prize_codes SET win_id = $1
             WHERE id = (SELECT MIN(id) FROM campaign_prize_codes
                         WHERE campaign_id = $2 AND prize_id = $3 AND win_id IS NULL)",
        )
        .bind(id)
        .bind($campaign)
        .bind($prize)
        .execute(&mut *$tx)
        .await?;
        id
    }};
}

/// A prize that can still be drawn today: (id, weight, daily cap).
type Candidate = (String, i64, i64);

/// Picks by weight among `candidates` and the lose's weight; `None` is a lose.
fn pick(candidates: &[Candidate], lose_weight: i64) -> Option<usize> {
    let total: i64 = candidates.iter().map(|c| c.1).sum::<i64>() + lose_weight;
    if total <= 0 {
        return None;
    }
    let mut r = rand::rng().random_range(0..total);
    for (i, c) in candidates.iter().enumerate() {
        if r < c.1 {
            return Some(i);
        }
        r -= c.1;
    }
    None
}

/// Spends a chance and draws: by weight among the prizes with stock and today's cap left
/// (and the lose's weight). Stock falls only by `UPDATE … WHERE stock > 0`, and today's
/// count rises only by an upsert `WHERE given < daily_cap`, so concurrent draws never give
/// more than there is; a prize taken by another draw meanwhile is left out and the pick
/// made again among the rest. The draw is recorded, won or lost, with its key.
pub async fn draw(
    db: &Db,
    user: &str,
    campaign: &str,
    key: &str,
    now: i64,
) -> sqlx::Result<Decided<Drawn>> {
    let day = shanghai_day(now);
    with_db!(db, pool => {
        let (mut tx, c) = begin!(pool, campaign, user, now, |tx| {
            let before: Option<(i64, String, Option<String>, Option<i64>)> = sqlx::query_as(
                "SELECT id, action, prize_id, win_id FROM campaign_draws
                 WHERE campaign_id = $1 AND user_id = $2 AND idempotency_key = $3")
                .bind(campaign).bind(user).bind(key).fetch_optional(&mut *tx).await?;
            if let Some((draw_id, action, prize_id, win_id)) = before {
                let chances_left = chances_left!(tx, campaign, user);
                tx.commit().await?;
                if action != "draw" {
                    return Ok(Err(Refusal::WrongAction));
                }
                let won = prize_id.zip(win_id).map(|(prize_id, win_id)| Won { win_id, prize_id });
                return Ok(Ok(Drawn { draw_id, won, replayed: true, chances_left }));
            }
        });
        if c.kind == "shop" {
            tx.rollback().await?;
            return Ok(Err(Refusal::WrongAction));
        }
        // The visitor's counts in one statement: draws today and in all, chances earned.
        let (today, total, earned): (i64, i64, i64) = sqlx::query_as(
            "SELECT
               (SELECT COUNT(*) FROM campaign_draws WHERE campaign_id = $1 AND user_id = $2 AND day = $3),
               (SELECT COUNT(*) FROM campaign_draws WHERE campaign_id = $1 AND user_id = $2),
               (SELECT CAST(COALESCE(SUM(chances), 0) AS BIGINT) FROM campaign_chances
                 WHERE campaign_id = $1 AND user_id = $2)")
            .bind(campaign).bind(user).bind(&day).fetch_one(&mut *tx).await?;
        if total >= c.in_all {
            tx.rollback().await?;
            return Ok(Err(Refusal::TotalLimit { in_all: c.in_all }));
        }
        if today >= c.per_day {
            tx.rollback().await?;
            return Ok(Err(Refusal::DailyLimit { per_day: c.per_day }));
        }
        // Outside a shop every row of campaign_draws is a draw: each spent one chance.
        let left = earned - total;
        if left <= 0 {
            tx.rollback().await?;
            return Ok(Err(Refusal::NoChance));
        }
        let mut candidates: Vec<Candidate> = sqlx::query_as(
            "SELECT p.id, p.weight, p.daily_cap FROM campaign_prizes p
             LEFT JOIN campaign_prize_days d
               ON d.campaign_id = p.campaign_id AND d.prize_id = p.id AND d.day = $2
             WHERE p.campaign_id = $1 AND p.stock > 0 AND p.weight > 0
               AND (p.daily_cap = 0 OR COALESCE(d.given, 0) < p.daily_cap)
             ORDER BY p.position")
            .bind(campaign).bind(&day).fetch_all(&mut *tx).await?;
        let mut won: Option<String> = None;
        while let Some(i) = pick(&candidates, c.lose_weight) {
            let (id, _, cap) = candidates.remove(i);
            let taken = sqlx::query(
                "UPDATE campaign_prizes SET stock = stock - 1
                 WHERE campaign_id = $1 AND id = $2 AND stock > 0")
                .bind(campaign).bind(&id).execute(&mut *tx).await?.rows_affected();
            if taken == 0 {
                // Another draw took the last one since the pick was read: pick again.
                continue;
            }
            let counted = sqlx::query(
                "INSERT INTO campaign_prize_days (campaign_id, prize_id, day, given) VALUES ($1, $2, $3, 1)
                 ON CONFLICT (campaign_id, prize_id, day)
                 DO UPDATE SET given = campaign_prize_days.given + 1
                 WHERE $4 = 0 OR campaign_prize_days.given < $4")
                .bind(campaign).bind(&id).bind(&day).bind(cap).execute(&mut *tx).await?.rows_affected();
            if counted == 0 {
                // Today's cap was reached meanwhile: the stock goes back and this draw
                // loses (trying another prize while holding this one's row could deadlock
                // with a draw doing the opposite).
                sqlx::query("UPDATE campaign_prizes SET stock = stock + 1 WHERE campaign_id = $1 AND id = $2")
                    .bind(campaign).bind(&id).execute(&mut *tx).await?;
                break;
            }
            won = Some(id);
            break;
        }
        let win_id = match &won {
            Some(prize) => Some(insert_win!(tx, campaign, prize, user, 0_i64, now, c.claim_days)),
            None => None,
        };
        let draw_id: i64 = sqlx::query_scalar(
            "INSERT INTO campaign_draws (campaign_id, user_id, action, idempotency_key, day, at_ms, prize_id, win_id)
             VALUES ($1, $2, 'draw', $3, $4, $5, $6, $7) RETURNING id")
            .bind(campaign).bind(user).bind(key).bind(&day).bind(now).bind(&won).bind(win_id)
            .fetch_one(&mut *tx).await?;
        tx.commit().await?;
        let chances_left = left - 1;
        let won = won.zip(win_id).map(|(prize_id, win_id)| Won { win_id, prize_id });
        Ok(Ok(Drawn { draw_id, won, replayed: false, chances_left }))
    })
}

/// Redeems goods of a shop for points: the stock falls by one (only if some remains), one
/// debit row of the price goes into the points ledger (never below zero: the ledger's own
/// lock holds the visitor's other credits and debits until this commits), and the prize
/// row is written with its code, all in one transaction. Idempotent by key: the ledger row
/// carries `shop:<campaign>:<key>`.
pub async fn redeem(
    db: &Db,
    user: &str,
    campaign: &str,
    goods: &str,
    key: &str,
    now: i64,
) -> sqlx::Result<Decided<Drawn>> {
    let day = shanghai_day(now);
    with_db!(db, pool => {
        let (mut tx, c) = begin!(pool, campaign, user, now, |tx| {
            let before: Option<(i64, String, Option<String>, Option<i64>)> = sqlx::query_as(
                "SELECT id, action, prize_id, win_id FROM campaign_draws
                 WHERE campaign_id = $1 AND user_id = $2 AND idempotency_key = $3")
                .bind(campaign).bind(user).bind(key).fetch_optional(&mut *tx).await?;
            if let Some((draw_id, action, prize_id, win_id)) = before {
                tx.commit().await?;
                if action != "redeem" {
                    return Ok(Err(Refusal::WrongAction));
                }
                let won = prize_id.zip(win_id).map(|(prize_id, win_id)| Won { win_id, prize_id });
                return Ok(Ok(Drawn { draw_id, won, replayed: true, chances_left: 0 }));
            }
        });
        if c.kind != "shop" {
            tx.rollback().await?;
            return Ok(Err(Refusal::WrongAction));
        }
        let (today, total): (i64, i64) = sqlx::query_as(
            "SELECT CAST(COALESCE(SUM(CASE WHEN day = $3 THEN 1 ELSE 0 END), 0) AS BIGINT), COUNT(*)
             FROM campaign_draws WHERE campaign_id = $1 AND user_id = $2")
            .bind(campaign).bind(user).bind(&day).fetch_one(&mut *tx).await?;
        if total >= c.in_all {
            tx.rollback().await?;
            return Ok(Err(Refusal::TotalLimit { in_all: c.in_all }));
        }
        if today >= c.per_day {
            tx.rollback().await?;
            return Ok(Err(Refusal::DailyLimit { per_day: c.per_day }));
        }
        let item: Option<(i64, i64)> = sqlx::query_as(
            "SELECT price, daily_cap FROM campaign_prizes WHERE campaign_id = $1 AND id = $2")
            .bind(campaign).bind(goods).fetch_optional(&mut *tx).await?;
        let Some((price, cap)) = item else {
            tx.rollback().await?;
            return Ok(Err(Refusal::NoGoods));
        };
        let taken = sqlx::query(
            "UPDATE campaign_prizes SET stock = stock - 1 WHERE campaign_id = $1 AND id = $2 AND stock > 0")
            .bind(campaign).bind(goods).execute(&mut *tx).await?.rows_affected();
        let counted = if taken == 1 {
            sqlx::query(
                "INSERT INTO campaign_prize_days (campaign_id, prize_id, day, given) VALUES ($1, $2, $3, 1)
                 ON CONFLICT (campaign_id, prize_id, day)
                 DO UPDATE SET given = campaign_prize_days.given + 1
                 WHERE $4 = 0 OR campaign_prize_days.given < $4")
                .bind(campaign).bind(goods).bind(&day).bind(cap).execute(&mut *tx).await?.rows_affected()
        } else {
            0
        };
        if counted == 0 {
            tx.rollback().await?;
            return Ok(Err(Refusal::SoldOut));
        }
        let ledger_key = format!("shop:{campaign}:{key}");
        match youzhe_points::debit_in(&mut *tx, user, "shop_redeem", price, &ledger_key).await? {
            Debit::Debited { .. } => {}
            Debit::Short { balance } => {
                tx.rollback().await?;
                return Ok(Err(Refusal::NotEnoughPoints { price, balance }));
            }
            // The ledger has this key although no redemption row does: only possible if
            // a row was removed by hand. Refuse rather than take the points twice.
            Debit::Already { .. } => {
                tx.rollback().await?;
                return Ok(Err(Refusal::WrongAction));
            }
        }
        let win_id = insert_win!(tx, campaign, goods, user, price, now, c.claim_days);
        let draw_id: i64 = sqlx::query_scalar(
            "INSERT INTO campaign_draws (campaign_id, user_id, action, idempotency_key, day, at_ms, prize_id, win_id)
             VALUES ($1, $2, 'redeem', $3, $4, $5, $6, $7) RETURNING id")
            .bind(campaign).bind(user).bind(key).bind(&day).bind(now).bind(goods).bind(win_id)
            .fetch_one(&mut *tx).await?;
        tx.commit().await?;
        Ok(Ok(Drawn {
            draw_id,
            won: Some(Won { win_id, prize_id: goods.to_string() }),
            replayed: false,
            chances_left: 0,
        }))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picks_follow_the_weights() {
        let c = vec![("a".to_string(), 1, 0), ("b".to_string(), 0, 0)];
        assert_eq!(pick(&c, 0), Some(0));
        assert_eq!(pick(&[], 0), None);
        assert_eq!(pick(&[], 5), None);
        let mut a = 0;
        for _ in 0..2000 {
            if pick(&c, 3) == Some(0) {
                a += 1;
            }
        }
        // 1 in 4 expected: 500 of 2000, far from 0 and 2000.
        assert!((300..700).contains(&a), "{a}");
    }
}
