//! The one daily check-in (docs/POINTS.md, "The daily check-in"): a press credits the
//! check-in's points and today's chance in every running campaign with a `checkin` task
//! that admits the visitor, in one transaction, once per Shanghai day. Every page with a
//! 签到 button asks the same two questions here: what does today's check-in give, and has
//! it been given.

use youzhe_core::{Db, time::shanghai_day, with_db};
use youzhe_points::{Outcome, rules::CHECKIN as POINTS_CHECKIN};

use crate::{
    engine::{self, EarnOutcome, open_at},
    store::{self, Campaign},
    words::CHECKIN,
};

/// The key both the points ledger and the campaigns record a day's check-in under: the
/// key the points page has always posted, so a check-in through the older path counts.
pub fn day_key(now: i64) -> String {
    format!("checkin-{}", shanghai_day(now))
}

/// A campaign whose daily check-in earns chances, for this visitor today.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Offer {
    pub campaign_id: String,
    pub title: String,
    /// Chances today's check-in earns there.
    pub chances: i64,
    /// Whether today's were earned.
    pub earned: bool,
}

/// Today's check-in for one visitor.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Today {
    pub day: String,
    /// Points the check-in gives.
    pub points: i64,
    /// Whether today's points were credited.
    pub points_done: bool,
    pub offers: Vec<Offer>,
}

impl Today {
    /// Nothing left to give today: the points credited and every chance earned.
    pub fn done(&self) -> bool {
        self.points_done && self.offers.iter().all(|o| o.earned)
    }
}

/// Campaigns running now with a `checkin` task, by id (the order their locks are taken in).
pub async fn running(db: &Db, now: i64) -> sqlx::Result<Vec<Campaign>> {
    let mut cs: Vec<Campaign> = store::campaigns(db)
        .await?
        .into_iter()
        .filter(|c| open_at(c, now).is_ok() && c.tasks.iter().any(|t| t.task == CHECKIN))
        .collect();
    cs.sort_by(|a, b| a.id.cmp(&b.id));
    Ok(cs)
}

/// Whether the campaign admits the visitor (the engine's own checks, read without a lock):
/// not blocked, a phone when asked, the points when asked.
async fn admits(db: &Db, c: &Campaign, user: &str) -> sqlx::Result<bool> {
    let (blocked, phone, balance): (i64, Option<String>, i64) = with_db!(db, pool => sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM campaign_blocks WHERE user_id = $1),
                (SELECT phone FROM visitors WHERE uid = $1),
                (SELECT CAST(COALESCE(SUM(points), 0) AS BIGINT) FROM point_ledger WHERE user_id = $1)")
        .bind(user).fetch_one(pool).await)?;
    Ok(blocked == 0
        && (!c.eligibility.phone_required || phone.is_some())
        && balance >= c.eligibility.min_points)
}

/// Today's check-in for `user`: what it gives and what was given.
pub async fn today(db: &Db, user: &str, now: i64) -> sqlx::Result<Today> {
    let day = shanghai_day(now);
    let points: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT points FROM point_rules WHERE event = $1")
        .bind(POINTS_CHECKIN).fetch_optional(pool).await)?
    .unwrap_or(0);
    let credited: i64 = with_db!(db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM point_ledger WHERE user_id = $1 AND event = $2 AND day = $3")
        .bind(user).bind(POINTS_CHECKIN).bind(&day).fetch_one(pool).await)?;
    let mut offers = Vec::new();
    for c in running(db, now).await? {
        let earned: i64 = with_db!(db, pool => sqlx::query_scalar(
            "SELECT COUNT(*) FROM campaign_chances
             WHERE campaign_id = $1 AND user_id = $2 AND task = $3 AND day = $4")
            .bind(&c.id).bind(user).bind(CHECKIN).bind(&day).fetch_one(pool).await)?;
        // A campaign that does not admit the visitor offers them nothing; one already
        // earned stays listed whatever changed since.
        if earned == 0 && !admits(db, &c, user).await? {
            continue;
        }
        let chances = c
            .tasks
            .iter()
            .find(|t| t.task == CHECKIN)
            .map_or(0, |t| t.chances);
        offers.push(Offer {
            campaign_id: c.id,
            title: c.title,
            chances,
            earned: earned > 0,
        });
    }
    Ok(Today {
        day,
        points,
        points_done: credited > 0,
        offers,
    })
}

/// A chance the press earned.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Given {
    pub campaign_id: String,
    pub title: String,
    pub chances: i64,
}

/// What one press gave (0 and nothing when it had all been given).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pressed {
    pub points: i64,
    pub balance: i64,
    pub chances: Vec<Given>,
}

/// Checks `user` in for today in one transaction: the visitor's `campaign_locks` rows of
/// every running campaign with a check-in first (ascending id), then the points (its
/// `point_locks` row; the points shop takes its campaign's row before that one too, so
/// the two never wait for each other crosswise), then each campaign's chance. A campaign
/// that refuses the visitor (blocked, no phone, too few points) gives nothing and the
/// rest still do. Pressed again the same day, or a hundred times at once, it gives once.
pub async fn press(db: &Db, campaigns: &[Campaign], user: &str, now: i64) -> sqlx::Result<Pressed> {
    let key = day_key(now);
    let day = shanghai_day(now);
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        for c in campaigns {
            engine::lock_visitors(&mut *tx, &c.id, &[user], now).await?;
        }
        let credit = youzhe_points::credit_in(&mut *tx, user, POINTS_CHECKIN, &key).await?;
        let (points, balance) = match credit {
            Some(c) if c.outcome == Outcome::Credited => (c.points, c.balance),
            Some(c) => (0, c.balance),
            None => (0, 0),
        };
        let mut chances = Vec::new();
        for c in campaigns {
            let earned = engine::earn_in(&mut *tx, user, &c.id, CHECKIN, &day, &key, now).await?;
            if let Ok(e) = earned
                && e.outcome == EarnOutcome::Earned
            {
                chances.push(Given { campaign_id: c.id.clone(), title: c.title.clone(), chances: e.chances });
            }
        }
        tx.commit().await?;
        Ok(Pressed { points, balance, chances })
    })
}
