//! A province admin's edit of a stored campaign from the console: its title, window, rules,
//! page layout, a generic campaign's festival programme and its photos; each prize's stock, weight and daily cap; prizes added to the pool and
//! prizes taken out of it. One transaction with its audit row.
//!
//! A prize can be taken out only while none has been given: a given one is promised to its
//! winner, whose win row names it. To stop giving such a prize, set its weight to 0 and its
//! stock to what is given.
//!
//! The console edits a prize's **total** stock: what is left plus what has been given (one
//! `campaign_wins` row per unit taken, won or bought). The total may never go below what
//! is given — those prizes are promised to their winners — so the row keeps
//! `stock = total - given ≥ 0`. The prize row is written first (a row lock on PostgreSQL,
//! the write lock on SQLite), so a draw running at the same moment either committed before
//! (its win is counted) or waits until the edit commits (it draws from the new stock).

use serde_json::json;
use youzhe_core::{Db, time::now_ms, with_db};
use youzhe_operators::audit::{self, Actor, Target};

use crate::store::{self, Campaign};

/// One prize's new numbers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrizeEdit {
    pub id: String,
    /// Left plus given.
    pub total: i64,
    pub weight: i64,
    pub daily_cap: i64,
    /// The picture's entry as JSON text (`None` inside: none); `None`: leaves it.
    pub picture: Option<Option<String>>,
}

/// A prize new to the pool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPrize {
    pub id: String,
    pub name: String,
    pub kind: String,
    pub stock: i64,
    pub weight: i64,
    pub daily_cap: i64,
    /// Points it costs: a shop's goods only.
    pub price: i64,
    /// The picture's entry as JSON text; `None`: none.
    pub picture: Option<String>,
}

/// The campaign's new values, checked by the route.
#[derive(Debug, Clone)]
pub struct CampaignEdit {
    pub title: String,
    pub rules: String,
    pub starts_ms: i64,
    pub ends_ms: i64,
    /// The generic page's layout; `None` leaves it.
    pub layout: Option<i64>,
    /// A generic campaign's festival programme, checked; `None` leaves it.
    pub festival: Option<crate::config::Festival>,
    /// The photos as the column keeps them (`None` inside: none); `None`: leaves them.
    pub media: Option<Option<String>>,
    pub prizes: Vec<PrizeEdit>,
    pub add: Vec<NewPrize>,
    pub remove: Vec<String>,
}

/// Why an edit was not made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditRefused {
    NoCampaign,
    /// `prizes[i]` names no prize of the campaign.
    UnknownPrize(usize),
    /// `prizes[i].stock` is below what is given (the number given).
    BelowGiven(usize, i64),
    /// `addPrizes[i].id` is a prize the campaign has.
    PrizeExists(usize),
    /// `addPrizes[i].price` does not suit the campaign (goods cost points; prizes don't).
    BadPrice(usize, &'static str),
    /// `removePrizes[i]` names no prize of the campaign.
    RemoveUnknown(usize),
    /// `removePrizes[i]` has been given (the number given).
    RemoveGiven(usize, i64),
    /// The edit would leave the pool empty.
    NoPrizeLeft,
    /// A festival programme for a campaign that is not `generic`.
    FestivalNotGeneric,
}

/// How many of each of the campaign's prizes have been given (won or bought).
pub async fn given(db: &Db, campaign: &str) -> sqlx::Result<Vec<(String, i64)>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT prize_id, COUNT(*) FROM campaign_wins WHERE campaign_id = $1 GROUP BY prize_id")
        .bind(campaign).fetch_all(pool).await)
}

/// How many of each of the campaign's prizes are won but neither redeemed nor shipped, and
/// not expired at `now`.
pub async fn unclaimed(db: &Db, campaign: &str, now: i64) -> sqlx::Result<Vec<(String, i64)>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT prize_id, COUNT(*) FROM campaign_wins
         WHERE campaign_id = $1 AND state IN ('won', 'address_given') AND expires_ms > $2
         GROUP BY prize_id")
        .bind(campaign).bind(now).fetch_all(pool).await)
}

/// A prize as the audit log keeps it: id, total, weight, daily cap, picture.
type PrizeAudit = (String, i64, i64, i64, Option<String>);

fn audit_view(
    c: &Campaign,
    page: &(i64, Option<serde_json::Value>, Option<serde_json::Value>),
    prizes: &[PrizeAudit],
) -> serde_json::Value {
    json!({
        "title": c.title, "rules": c.rules, "startsMs": c.starts_ms, "endsMs": c.ends_ms,
        "layout": page.0, "festival": page.1, "media": page.2,
        "prizes": prizes.iter().map(|(id, total, weight, cap, picture)|
            json!({"id": id, "stock": total, "weight": weight, "dailyCap": cap,
                   "picture": picture.as_deref().and_then(|t| serde_json::from_str::<serde_json::Value>(t).ok())}))
            .collect::<Vec<_>>(),
    })
}

/// Why a new prize's price does not suit the campaign, if it does not.
fn price_refusal(shop: bool, p: &NewPrize) -> Option<&'static str> {
    if shop && (p.price < 1 || p.kind == "points") {
        Some("商城的商品须标积分价（至少 1），且不能是积分")
    } else if !shop && p.price != 0 {
        Some("只有积分商城的商品有积分价，抽奖奖品填 0")
    } else {
        None
    }
}

/// Applies the edit in one transaction with its audit row (`campaign.edit`, before and
/// after); nothing is written when any part is refused.
pub async fn apply(
    db: &Db,
    actor: &Actor,
    id: &str,
    e: &CampaignEdit,
) -> anyhow::Result<Result<(), EditRefused>> {
    let now = now_ms();
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        // Lock the prize rows first: draws change them, and must see the edit whole.
        sqlx::query("UPDATE campaign_prizes SET stock = stock WHERE campaign_id = $1")
            .bind(id).execute(&mut *tx).await?;
        let row: Option<store::CampaignRow> = sqlx::query_as(store::CAMPAIGN_SQL)
            .bind(id).fetch_optional(&mut *tx).await?;
        let Some(c) = row.map(store::campaign_of) else {
            tx.rollback().await?;
            return Ok(Err(EditRefused::NoCampaign));
        };
        let rows: Vec<(String, i64, i64, i64, i64, Option<String>)> = sqlx::query_as(
            "SELECT p.id, p.stock, p.weight, p.daily_cap,
                    (SELECT COUNT(*) FROM campaign_wins w WHERE w.campaign_id = p.campaign_id AND w.prize_id = p.id),
                    p.picture
             FROM campaign_prizes p WHERE p.campaign_id = $1 ORDER BY p.position")
            .bind(id).fetch_all(&mut *tx).await?;
        let before_prizes: Vec<PrizeAudit> = rows.iter()
            .map(|(pid, stock, w, cap, given, picture)| (pid.clone(), stock + given, *w, *cap, picture.clone())).collect();
        let mut after_prizes = before_prizes.clone();
        for (i, p) in e.prizes.iter().enumerate() {
            let Some(j) = rows.iter().position(|r| r.0 == p.id) else {
                tx.rollback().await?;
                return Ok(Err(EditRefused::UnknownPrize(i)));
            };
            let given = rows[j].4;
            if p.total < given {
                tx.rollback().await?;
                return Ok(Err(EditRefused::BelowGiven(i, given)));
            }
            let picture = p.picture.clone().unwrap_or_else(|| rows[j].5.clone());
            sqlx::query(
                "UPDATE campaign_prizes SET stock = $3, weight = $4, daily_cap = $5, picture = $6
                 WHERE campaign_id = $1 AND id = $2")
                .bind(id).bind(&p.id).bind(p.total - given).bind(p.weight).bind(p.daily_cap)
                .bind(&picture)
                .execute(&mut *tx).await?;
            after_prizes[j] = (p.id.clone(), p.total, p.weight, p.daily_cap, picture);
        }
        for (i, pid) in e.remove.iter().enumerate() {
            let Some(j) = rows.iter().position(|r| &r.0 == pid) else {
                tx.rollback().await?;
                return Ok(Err(EditRefused::RemoveUnknown(i)));
            };
            if rows[j].4 > 0 {
                tx.rollback().await?;
                return Ok(Err(EditRefused::RemoveGiven(i, rows[j].4)));
            }
            // A prize never given has no day counter but an empty one left by a rolled-back
            // draw would do no harm; it goes with the prize all the same.
            sqlx::query("DELETE FROM campaign_prize_days WHERE campaign_id = $1 AND prize_id = $2")
                .bind(id).bind(pid).execute(&mut *tx).await?;
            sqlx::query("DELETE FROM campaign_prizes WHERE campaign_id = $1 AND id = $2")
                .bind(id).bind(pid).execute(&mut *tx).await?;
            after_prizes.retain(|a| &a.0 != pid);
        }
        let next: i64 = sqlx::query_scalar(
            "SELECT COALESCE(MAX(position), -1) + 1 FROM campaign_prizes WHERE campaign_id = $1")
            .bind(id).fetch_one(&mut *tx).await?;
        for (i, p) in e.add.iter().enumerate() {
            if rows.iter().any(|r| r.0 == p.id) {
                tx.rollback().await?;
                return Ok(Err(EditRefused::PrizeExists(i)));
            }
            if let Some(why) = price_refusal(c.kind == "shop", p) {
                tx.rollback().await?;
                return Ok(Err(EditRefused::BadPrice(i, why)));
            }
            sqlx::query(
                "INSERT INTO campaign_prizes (campaign_id, id, name, kind, stock, weight, daily_cap, price, position, picture)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)")
                .bind(id).bind(&p.id).bind(&p.name).bind(&p.kind).bind(p.stock)
                .bind(p.weight).bind(p.daily_cap).bind(p.price).bind(next + i as i64)
                .bind(&p.picture)
                .execute(&mut *tx).await?;
            after_prizes.push((p.id.clone(), p.stock, p.weight, p.daily_cap, p.picture.clone()));
        }
        if after_prizes.is_empty() {
            tx.rollback().await?;
            return Ok(Err(EditRefused::NoPrizeLeft));
        }
        if e.festival.is_some() && c.kind != "generic" {
            tx.rollback().await?;
            return Ok(Err(EditRefused::FestivalNotGeneric));
        }
        let (layout_before, festival_before, media_before): (i64, Option<String>, Option<String>) =
            sqlx::query_as("SELECT layout, festival, media FROM campaigns WHERE id = $1")
            .bind(id).fetch_one(&mut *tx).await?;
        let media_after = e.media.clone().unwrap_or_else(|| media_before.clone());
        let festival_after = match &e.festival {
            Some(f) => Some(serde_json::to_string(f)?),
            None => festival_before.clone(),
        };
        let parsed = |f: &Option<String>| f.as_deref().and_then(|t| serde_json::from_str(t).ok());
        let page_before = (layout_before, parsed(&festival_before), parsed(&media_before));
        let page_after =
            (e.layout.unwrap_or(layout_before), parsed(&festival_after), parsed(&media_after));
        sqlx::query(
            "UPDATE campaigns SET title = $2, rules = $3, starts_ms = $4, ends_ms = $5, updated_ms = $6,
                    layout = $7, festival = $8, media = $9
             WHERE id = $1")
            .bind(id).bind(&e.title).bind(&e.rules).bind(e.starts_ms).bind(e.ends_ms).bind(now)
            .bind(page_after.0).bind(&festival_after).bind(&media_after)
            .execute(&mut *tx).await?;
        let before = audit_view(&c, &page_before, &before_prizes);
        let after_c = Campaign {
            title: e.title.clone(),
            rules: e.rules.clone(),
            starts_ms: e.starts_ms,
            ends_ms: e.ends_ms,
            ..c
        };
        let after = audit_view(&after_c, &page_after, &after_prizes);
        audit::record(&mut *tx, actor, "campaign.edit", Target::new("campaign", id), Some(before), Some(after)).await?;
        tx.commit().await?;
        Ok(Ok(()))
    })
}
