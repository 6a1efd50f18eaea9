//! Prizes won or bought: the winner's list and one prize with its address, the address
//! itself, staff marking a prize redeemed or shipped (audited), and the public winners.

use serde::Serialize;
use serde_json::json;
use utoipa::ToSchema;
use youzhe_core::{Db, time::now_ms, with_db};
use youzhe_operators::audit::{self, Actor, Target};

use crate::code;

/// A won prize as stored, joined with its prize and campaign.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct WinRow {
    pub id: i64,
    pub campaign_id: String,
    pub campaign_title: String,
    pub prize_id: String,
    pub prize_name: String,
    pub prize_kind: String,
    pub user_id: String,
    pub code: String,
    pub points_spent: i64,
    pub state: String,
    pub won_ms: i64,
    pub expires_ms: i64,
    pub shipped_ms: Option<i64>,
    pub tracking: Option<String>,
    pub redeemed_ms: Option<i64>,
    /// A coupon's code from its partner's pool, when the prize has one.
    pub coupon_code: Option<String>,
}

/// `SELECT <a win with its campaign and prize> ` followed by the rest, as one literal (the
/// same way as `corrections/src/store.rs`), so every query stays a plain bound literal.
macro_rules! win_sql {
    ($rest:literal) => {
        concat!(
            "SELECT w.id, w.campaign_id, c.title AS campaign_title, w.prize_id,
        p.name AS prize_name, p.kind AS prize_kind, w.user_id, w.code, w.points_spent, w.state,
        w.won_ms, w.expires_ms, w.shipped_ms, w.tracking, w.redeemed_ms, pc.code AS coupon_code
    FROM campaign_wins w
    JOIN campaigns c ON c.id = w.campaign_id
    JOIN campaign_prizes p ON p.campaign_id = w.campaign_id AND p.id = w.prize_id
    LEFT JOIN campaign_prize_codes pc ON pc.win_id = w.id ",
            $rest
        )
    };
}

/// The state a visitor sees: the stored one, or `expired` past the claim deadline for a
/// prize not yet shipped or redeemed.
pub fn state_at(w: &WinRow, now: i64) -> &'static str {
    state_of(&w.state, w.expires_ms, now)
}

/// [`state_at`] from the stored state and the claim deadline.
pub fn state_of(stored: &str, expires_ms: i64, now: i64) -> &'static str {
    match stored {
        "shipped" => "shipped",
        "redeemed" => "redeemed",
        _ if now >= expires_ms => "expired",
        "address_given" => "address_given",
        _ => "won",
    }
}

/// Where a physical prize goes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema, sqlx::FromRow)]
pub struct Address {
    pub name: String,
    /// A mainland mobile number.
    pub mobile: String,
    pub address: String,
}

/// The visitor's prizes, newest first, one page; and how many they have.
pub async fn mine(
    db: &Db,
    user: &str,
    limit: i64,
    offset: i64,
) -> sqlx::Result<(Vec<WinRow>, i64)> {
    with_db!(db, pool => {
        let rows: Vec<WinRow> = sqlx::query_as(win_sql!("WHERE w.user_id = $1 ORDER BY w.id DESC LIMIT $2 OFFSET $3"))
            .bind(user).bind(limit).bind(offset).fetch_all(pool).await?;
        let total: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM campaign_wins WHERE user_id = $1")
            .bind(user).fetch_one(pool).await?;
        Ok((rows, total))
    })
}

/// One win by id.
pub async fn by_id(db: &Db, id: i64) -> sqlx::Result<Option<WinRow>> {
    with_db!(db, pool => sqlx::query_as(win_sql!("WHERE w.id = $1"))
        .bind(id).fetch_optional(pool).await)
}

/// One win by its (stored-form) code.
pub async fn by_code(db: &Db, code: &str) -> sqlx::Result<Option<WinRow>> {
    with_db!(db, pool => sqlx::query_as(win_sql!("WHERE w.code = $1"))
        .bind(code).fetch_optional(pool).await)
}

/// The address given for a win, if any.
pub async fn address(db: &Db, win: i64) -> sqlx::Result<Option<Address>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT name, mobile, address FROM campaign_addresses WHERE win_id = $1")
        .bind(win).fetch_optional(pool).await)
}

/// Why a state change was not made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Change {
    Done,
    /// Not (or no longer) in a state that allows it: another request changed it first,
    /// it expired, or its kind does not take it.
    NotNow,
}

/// Stores the address of the visitor's physical prize and moves it to `address_given`,
/// in one transaction: only while it is `won` or `address_given` and not expired, and
/// only for its winner (`user`).
pub async fn give_address(db: &Db, user: &str, win: i64, a: &Address) -> sqlx::Result<Change> {
    let now = now_ms();
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let moved = sqlx::query(
            "UPDATE campaign_wins SET state = 'address_given'
             WHERE id = $1 AND user_id = $2 AND state IN ('won', 'address_given') AND expires_ms > $3
               AND prize_id IN (SELECT id FROM campaign_prizes p
                                WHERE p.campaign_id = campaign_wins.campaign_id AND p.kind = 'physical')")
            .bind(win).bind(user).bind(now).execute(&mut *tx).await?.rows_affected();
        if moved == 0 {
            tx.rollback().await?;
            return Ok(Change::NotNow);
        }
        sqlx::query(
            "INSERT INTO campaign_addresses (win_id, name, mobile, address, at_ms) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (win_id) DO UPDATE SET name = excluded.name, mobile = excluded.mobile,
                 address = excluded.address, at_ms = excluded.at_ms")
            .bind(win).bind(&a.name).bind(&a.mobile).bind(&a.address).bind(now)
            .execute(&mut *tx).await?;
        tx.commit().await?;
        Ok(Change::Done)
    })
}

/// What staff change: a prize handed over (`redeem`) or posted (`ship`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StaffChange {
    /// A coupon or a physical prize handed over at a counter: from `won` or
    /// `address_given` (not expired) to `redeemed`.
    Redeem,
    /// A physical prize posted to its address: from `address_given` (not expired) to `shipped`.
    Ship,
}

/// Makes the change by code with one conditional UPDATE, and appends the audit row in the
/// same transaction (before and after, the address left out).
pub async fn staff_change(
    db: &Db,
    actor: &Actor,
    win: &WinRow,
    change: StaffChange,
    tracking: Option<&str>,
) -> anyhow::Result<Change> {
    let now = now_ms();
    let before = audit_view(win, now);
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        let n = match change {
            StaffChange::Redeem => sqlx::query(
                "UPDATE campaign_wins SET state = 'redeemed', redeemed_ms = $2
                 WHERE id = $1 AND state IN ('won', 'address_given') AND expires_ms > $2")
                .bind(win.id).bind(now).execute(&mut *tx).await?.rows_affected(),
            StaffChange::Ship => sqlx::query(
                "UPDATE campaign_wins SET state = 'shipped', shipped_ms = $2, tracking = $3
                 WHERE id = $1 AND state = 'address_given' AND expires_ms > $2")
                .bind(win.id).bind(now).bind(tracking).execute(&mut *tx).await?.rows_affected(),
        };
        if n == 0 {
            tx.rollback().await?;
            return Ok(Change::NotNow);
        }
        let mut after = before.clone();
        after["state"] = json!(match change { StaffChange::Redeem => "redeemed", StaffChange::Ship => "shipped" });
        if let Some(t) = tracking {
            after["tracking"] = json!(t);
        }
        let action = match change { StaffChange::Redeem => "prize.redeem", StaffChange::Ship => "prize.ship" };
        audit::record(&mut *tx, actor, action, Target::new("campaign_win", win.id), Some(before), Some(after)).await?;
        tx.commit().await?;
        Ok(Change::Done)
    })
}

fn audit_view(w: &WinRow, now: i64) -> serde_json::Value {
    json!({
        "id": w.id, "campaign": w.campaign_id, "prize": w.prize_id, "code": code::shown(&w.code),
        "state": state_at(w, now), "tracking": w.tracking,
    })
}

/// Credits a points prize to the ledger (rule `campaign`, key `campaign-win-<id>`, so a
/// retry credits once) and marks it redeemed. Runs after the draw commits: the ledger
/// takes its own transaction. Left `won` when today's cap of the rule is reached; the
/// draw's replay tries again.
pub async fn settle_points(db: &Db, user: &str, win: i64) -> anyhow::Result<()> {
    let credit =
        youzhe_points::credit(db, user, "campaign", &format!("campaign-win-{win}")).await?;
    if credit.is_some_and(|c| c.outcome != youzhe_points::Outcome::Capped) {
        with_db!(db, pool => sqlx::query(
            "UPDATE campaign_wins SET state = 'redeemed', redeemed_ms = $2 WHERE id = $1 AND state = 'won'")
            .bind(win).bind(now_ms()).execute(pool).await.map(|_| ()))?;
    }
    Ok(())
}

/// A winner as the public list shows it.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct WinnerRow {
    pub nickname: Option<String>,
    pub prize_name: String,
    pub won_ms: i64,
}

/// The campaign's latest draw wins (shop redemptions are not wins), newest first.
pub async fn winners(db: &Db, campaign: &str, limit: i64) -> sqlx::Result<Vec<WinnerRow>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT v.nickname, p.name AS prize_name, w.won_ms
         FROM campaign_wins w
         JOIN campaign_prizes p ON p.campaign_id = w.campaign_id AND p.id = w.prize_id
         LEFT JOIN visitors v ON v.uid = w.user_id
         WHERE w.campaign_id = $1 AND w.points_spent = 0
         ORDER BY w.id DESC LIMIT $2")
        .bind(campaign).bind(limit).fetch_all(pool).await)
}

/// A name as the winners list shows it: the first character and two stars (`张**`);
/// `游客**` without a nickname.
pub fn masked(nickname: Option<&str>) -> String {
    match nickname.map(str::trim).and_then(|n| n.chars().next()) {
        Some(first) => format!("{first}**"),
        None => "游客**".into(),
    }
}

/// A mainland mobile number: 11 digits starting 13–19.
pub fn mobile_ok(m: &str) -> bool {
    m.len() == 11
        && m.starts_with('1')
        && matches!(m.as_bytes()[1], b'3'..=b'9')
        && m.bytes().all(|b| b.is_ascii_digit())
}

/// The pattern [`mobile_ok`] checks, for the document.
pub const MOBILE_PATTERN: &str = "^1[3-9][0-9]{9}$";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks_and_mobiles() {
        assert_eq!(masked(Some("张三丰")), "张**");
        assert_eq!(masked(Some("  ")), "游客**");
        assert_eq!(masked(None), "游客**");
        assert!(mobile_ok("13812345678"));
        assert!(!mobile_ok("12812345678"));
        assert!(!mobile_ok("1381234567"));
        assert!(!mobile_ok("1381234567a"));
    }
}
