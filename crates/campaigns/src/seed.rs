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

/// Stores each campaign whose id is not stored yet, with its prizes, in one transaction
/// per campaign; how many were new.
pub async fn install(db: &Db, campaigns: &[CampaignConfig], now_ms: i64) -> anyhow::Result<usize> {
    let mut added = 0;
    for c in campaigns {
        check(c).map_err(anyhow::Error::msg)?;
        let (starts, ends) = window(c, now_ms).map_err(anyhow::Error::msg)?;
        let eligibility = serde_json::to_string(&c.eligibility)?;
        let tasks = serde_json::to_string(&c.tasks)?;
        let festival = c.festival.as_ref().map(serde_json::to_string).transpose()?;
        let new: bool = with_db!(db, pool => {
            let mut tx = pool.begin().await?;
            let n = sqlx::query(
                "INSERT INTO campaigns (id, title, kind, sample, starts_ms, ends_ms, rules, eligibility,
                     per_day, in_all, lose_weight, claim_days, tasks, created_ms, updated_ms, layout, festival)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15, $16)
                 ON CONFLICT (id) DO NOTHING")
                .bind(&c.id).bind(&c.title).bind(&c.kind).bind(c.sample).bind(starts).bind(ends)
                .bind(&c.rules).bind(&eligibility).bind(c.limits.per_day).bind(c.limits.in_all)
                .bind(c.lose_weight).bind(c.claim_days).bind(&tasks).bind(now_ms)
                .bind(c.layout).bind(&festival)
                .execute(&mut *tx).await?.rows_affected();
            if n == 1 {
                for (i, p) in c.prizes.iter().enumerate() {
                    sqlx::query(
                        "INSERT INTO campaign_prizes (campaign_id, id, name, kind, stock, weight, daily_cap, price, position)
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)")
                        .bind(&c.id).bind(&p.id).bind(&p.name).bind(&p.kind).bind(p.stock)
                        .bind(p.weight).bind(p.daily_cap).bind(p.price).bind(i as i64)
                        .execute(&mut *tx).await?;
                }
            }
            tx.commit().await?;
            Ok::<_, sqlx::Error>(n == 1)
        })?;
        added += usize::from(new);
    }
    Ok(added)
}
