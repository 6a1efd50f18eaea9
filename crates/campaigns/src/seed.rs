//! Loading configured campaigns into the database at start. A campaign id already stored
//! is left as it is (its stock has been drawn from and the console may have edited it):
//! only new ids are added. A sample's relative window is fixed by the first start.

use std::path::Path;

use anyhow::{Context, bail};
use youzhe_core::{Db, with_db};

use crate::config::{CampaignConfig, check, window};

/// The file read from the content folder.
pub const FILE: &str = "campaigns.jsonl";

/// Reads every line of `text` (JSON Lines; blank lines skipped) and checks it.
pub fn parse(text: &str) -> anyhow::Result<Vec<CampaignConfig>> {
    let mut out = Vec::new();
    let mut ids = std::collections::HashSet::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let c: CampaignConfig =
            serde_json::from_str(line).with_context(|| format!("{FILE} line {}", i + 1))?;
        if let Err(e) = check(&c) {
            bail!("{FILE} line {}: {e}", i + 1);
        }
        if !ids.insert(c.id.clone()) {
            bail!("{FILE} line {}: id {} used twice", i + 1, c.id);
        }
        out.push(c);
    }
    Ok(out)
}

/// Loads `dir/campaigns.jsonl` when it exists; how many campaigns were new.
pub async fn load_dir(db: &Db, dir: &Path, now_ms: i64) -> anyhow::Result<usize> {
    let path = dir.join(FILE);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(0),
        Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
    };
    install(db, &parse(&text)?, now_ms).await
}

/// A checked campaign ready to store: its window fixed, its JSON columns written, and where
/// it starts its life (loaded from the content folder: published; from the console: a draft).
pub struct Stored<'a> {
    pub c: &'a CampaignConfig,
    pub starts_ms: i64,
    pub ends_ms: i64,
    pub eligibility: String,
    pub tasks: String,
    pub festival: Option<String>,
    /// The studio's photos (JSON, checked); `None`: none (the content folder's campaigns).
    pub media: Option<String>,
    pub state: &'static str,
    pub created_by: Option<i64>,
}

impl<'a> Stored<'a> {
    pub fn new(
        c: &'a CampaignConfig,
        (starts_ms, ends_ms): (i64, i64),
        state: &'static str,
        created_by: Option<i64>,
    ) -> anyhow::Result<Self> {
        Ok(Self {
            c,
            starts_ms,
            ends_ms,
            eligibility: serde_json::to_string(&c.eligibility)?,
            tasks: serde_json::to_string(&c.tasks)?,
            festival: c.festival.as_ref().map(serde_json::to_string).transpose()?,
            media: None,
            state,
            created_by,
        })
    }
}

/// Inserts a [`Stored`] campaign and its prizes on `$tx` (a transaction's connection) at
/// `$now`, unless its id is taken: whether it was new.
macro_rules! insert_campaign {
    ($tx:expr, $s:expr, $now:expr) => {{
        let s: &$crate::seed::Stored = $s;
        let c = s.c;
        let n = sqlx::query(
            "INSERT INTO campaigns (id, title, kind, sample, starts_ms, ends_ms, rules, eligibility,
                 per_day, in_all, lose_weight, claim_days, tasks, created_ms, updated_ms, layout, festival,
                 state, created_by, media)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16, $17, $18, $19)
             ON CONFLICT (id) DO NOTHING")
            .bind(&c.id).bind(&c.title).bind(&c.kind).bind(c.sample).bind(s.starts_ms).bind(s.ends_ms)
            .bind(&c.rules).bind(&s.eligibility).bind(c.limits.per_day).bind(c.limits.in_all)
            .bind(c.lose_weight).bind(c.claim_days).bind(&s.tasks).bind($now)
            .bind(c.layout).bind(&s.festival).bind(s.state).bind(s.created_by).bind(&s.media)
            .execute(&mut *$tx).await?.rows_affected();
        if n == 1 {
            for (i, p) in c.prizes.iter().enumerate() {
                sqlx::query(
                    "INSERT INTO campaign_prizes (campaign_id, id, name, kind, stock, weight, daily_cap, price, position, picture)
                     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)")
                    .bind(&c.id).bind(&p.id).bind(&p.name).bind(&p.kind).bind(p.stock)
                    .bind(p.weight).bind(p.daily_cap).bind(p.price).bind(i as i64)
                    .bind(p.picture.as_ref().map(|v| v.to_string()))
                    .execute(&mut *$tx).await?;
            }
        }
        n == 1
    }};
}
pub(crate) use insert_campaign;

/// Stores each campaign whose id is not stored yet, with its prizes, in one transaction
/// per campaign; how many were new.
pub async fn install(db: &Db, campaigns: &[CampaignConfig], now_ms: i64) -> anyhow::Result<usize> {
    let mut added = 0;
    for c in campaigns {
        check(c).map_err(anyhow::Error::msg)?;
        let stored = Stored::new(
            c,
            window(c, now_ms).map_err(anyhow::Error::msg)?,
            crate::lifecycle::PUBLISHED,
            None,
        )?;
        let new: bool = with_db!(db, pool => {
            let mut tx = pool.begin().await?;
            let new = insert_campaign!(tx, &stored, now_ms);
            tx.commit().await?;
            Ok::<_, sqlx::Error>(new)
        })?;
        added += usize::from(new);
    }
    Ok(added)
}
