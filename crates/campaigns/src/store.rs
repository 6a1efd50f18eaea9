//! Reading campaigns and prizes as stored.

use youzhe_core::{Db, time::rfc3339_shanghai, with_db};

use crate::config::{Eligibility, Festival, Task};

/// A campaign row.
#[derive(Debug, Clone)]
pub struct Campaign {
    pub id: String,
    pub title: String,
    pub kind: String,
    pub sample: bool,
    pub starts_ms: i64,
    pub ends_ms: i64,
    pub rules: String,
    pub eligibility: Eligibility,
    pub per_day: i64,
    pub in_all: i64,
    pub lose_weight: i64,
    pub claim_days: i64,
    pub tasks: Vec<Task>,
    /// Where it is in its life (`lifecycle`): `draft`, `pending`, `published`, `paused`, `closed`.
    pub state: String,
    /// The operator who created it in the console; `None`: loaded from the content folder.
    pub created_by: Option<i64>,
}

impl Campaign {
    /// Whether visitors may see it: published, paused or closed (a draft, or one waiting
    /// for approval, is the console's only).
    pub fn visible(&self) -> bool {
        crate::lifecycle::visible(&self.state)
    }
}

pub type CampaignRow = (
    String,
    String,
    String,
    bool,
    i64,
    i64,
    String,
    String,
    i64,
    i64,
    i64,
    i64,
    String,
    String,
    Option<i64>,
);

/// Reads one campaign by id (`$1`) as a [`CampaignRow`].
pub const CAMPAIGN_SQL: &str = "SELECT id, title, kind, sample, starts_ms, ends_ms, rules, \
    eligibility, per_day, in_all, lose_weight, claim_days, tasks, state, created_by FROM campaigns \
    WHERE id = $1";

pub fn campaign_of(r: CampaignRow) -> Campaign {
    Campaign {
        id: r.0,
        title: r.1,
        kind: r.2,
        sample: r.3,
        starts_ms: r.4,
        ends_ms: r.5,
        rules: r.6,
        // Written by `seed::install` from checked values; a row edited by hand into
        // nonsense reads as "everyone may", "no tasks" rather than failing every page.
        eligibility: serde_json::from_str(&r.7).unwrap_or_default(),
        per_day: r.8,
        in_all: r.9,
        lose_weight: r.10,
        claim_days: r.11,
        tasks: serde_json::from_str(&r.12).unwrap_or_default(),
        state: r.13,
        created_by: r.14,
    }
}

pub async fn campaign(db: &Db, id: &str) -> sqlx::Result<Option<Campaign>> {
    let row: Option<CampaignRow> = with_db!(db, pool =>
        sqlx::query_as(CAMPAIGN_SQL).bind(id).fetch_optional(pool).await)?;
    Ok(row.map(campaign_of))
}

/// Every campaign, soonest ending first.
pub async fn campaigns(db: &Db) -> sqlx::Result<Vec<Campaign>> {
    let rows: Vec<CampaignRow> = with_db!(db, pool => sqlx::query_as(
        "SELECT id, title, kind, sample, starts_ms, ends_ms, rules, eligibility, per_day, in_all,
             lose_weight, claim_days, tasks, state, created_by FROM campaigns ORDER BY ends_ms, id").fetch_all(pool).await)?;
    Ok(rows.into_iter().map(campaign_of).collect())
}

/// Each campaign's page layout (1 poster, 2 task list), whether it is a festival (has a
/// programme) and the page an area named for it, by id.
pub async fn layouts(
    db: &Db,
) -> sqlx::Result<std::collections::HashMap<String, (i64, bool, Option<String>)>> {
    let rows: Vec<(String, i64, bool, Option<String>)> = with_db!(db, pool =>
        sqlx::query_as("SELECT id, layout, festival IS NOT NULL, page FROM campaigns").fetch_all(pool).await)?;
    Ok(rows
        .into_iter()
        .map(|(id, l, f, p)| (id, (l, f, p)))
        .collect())
}

/// The page an area named for one campaign (`page::set`), if any.
pub async fn named_page(db: &Db, id: &str) -> sqlx::Result<Option<String>> {
    let row: Option<Option<String>> = with_db!(db, pool =>
        sqlx::query_scalar("SELECT page FROM campaigns WHERE id = $1")
            .bind(id).fetch_optional(pool).await)?;
    Ok(row.flatten())
}

/// One campaign's page layout and festival programme (stored from checked values; an
/// unreadable programme reads as none).
pub async fn page(db: &Db, id: &str) -> sqlx::Result<(i64, Option<Festival>)> {
    let row: Option<(i64, Option<String>)> = with_db!(db, pool =>
        sqlx::query_as("SELECT layout, festival FROM campaigns WHERE id = $1")
            .bind(id).fetch_optional(pool).await)?;
    let (layout, festival) = row.unwrap_or((1, None));
    Ok((layout, festival.and_then(|f| serde_json::from_str(&f).ok())))
}

/// Reads a stored `media` column: the studio wrote it from checked values; an unreadable
/// one reads as no photo rather than failing the page.
fn media_of(text: Option<String>) -> Vec<serde_json::Value> {
    text.and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// One campaign's photos, as a content record's `media` (the first is the cover); empty
/// without any.
pub async fn media(db: &Db, id: &str) -> sqlx::Result<Vec<serde_json::Value>> {
    let row: Option<Option<String>> = with_db!(db, pool =>
        sqlx::query_scalar("SELECT media FROM campaigns WHERE id = $1")
            .bind(id).fetch_optional(pool).await)?;
    Ok(media_of(row.flatten()))
}

/// Every campaign's photos that has some, by id (the list's covers).
pub async fn all_media(
    db: &Db,
) -> sqlx::Result<std::collections::HashMap<String, Vec<serde_json::Value>>> {
    let rows: Vec<(String, Option<String>)> = with_db!(db, pool =>
        sqlx::query_as("SELECT id, media FROM campaigns WHERE media IS NOT NULL").fetch_all(pool).await)?;
    Ok(rows
        .into_iter()
        .map(|(id, m)| (id, media_of(m)))
        .filter(|(_, m)| !m.is_empty())
        .collect())
}

/// An operator's user name, as the console shows who created a campaign.
pub async fn operator_name(db: &Db, id: i64) -> sqlx::Result<Option<String>> {
    with_db!(db, pool => sqlx::query_scalar("SELECT username FROM operators WHERE id = $1")
        .bind(id).fetch_optional(pool).await)
}

/// A prize (or goods) row.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct Prize {
    pub id: String,
    pub name: String,
    pub kind: String,
    pub stock: i64,
    pub weight: i64,
    pub daily_cap: i64,
    pub price: i64,
    /// The picture's entry as JSON text; `None`: no picture.
    pub picture: Option<String>,
}

/// A campaign's prizes in their configured order.
pub async fn prizes(db: &Db, campaign: &str) -> sqlx::Result<Vec<Prize>> {
    with_db!(db, pool => sqlx::query_as(
        "SELECT id, name, kind, stock, weight, daily_cap, price, picture FROM campaign_prizes
         WHERE campaign_id = $1 ORDER BY position")
        .bind(campaign).fetch_all(pool).await)
}

/// `not_started`, `running`, `paused` or `ended` at `now` (closed by an operator: ended).
pub fn status(c: &Campaign, now: i64) -> &'static str {
    if c.state == crate::lifecycle::CLOSED {
        "ended"
    } else if now < c.starts_ms {
        "not_started"
    } else if now >= c.ends_ms {
        "ended"
    } else if c.state == crate::lifecycle::PAUSED {
        "paused"
    } else {
        "running"
    }
}

/// `2026-12-01 10:00` (Asia/Shanghai), as messages show a time.
pub fn minute(ms: i64) -> String {
    rfc3339_shanghai(ms)
        .chars()
        .take(16)
        .collect::<String>()
        .replace('T', " ")
}
