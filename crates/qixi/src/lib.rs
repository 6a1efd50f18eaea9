//! Qixi matchmaking (docs/QIXI.md).
//!
//! A signed-in visitor answers a few light questions about travelling in Zhejiang (the
//! published `qixi_questions` of the content, 七夕题库 in the console; the shipped
//! `qixi.json` seeds it) and gets an invitation: a code and a share link.
//! Another visitor opening the link answers the same questions (the invitation keeps them); the first to do so becomes
//! the partner (one pair per invitation, never the inviter themself). The server scores
//! how alike the two sets of answers are, shows the same result to both and to no one
//! else, and credits each of the two a chance in the Qixi campaign through the campaign
//! engine (task `qixi_paired`, once per pair).

pub mod personal_data;
pub mod questions;
mod routes;
pub mod seed;
pub mod share;
pub mod store;

use std::{path::PathBuf, sync::Arc};

use anyhow::Context;
use youzhe_campaigns::locks::Turns;
use youzhe_content::{CONTENT_DIR_KEY, Content, DEFAULT_CONTENT_DIR};
use youzhe_core::{
    Area, Config, Core,
    auth::Auth,
    ratelimit::{Rate, RateLimiter},
};

/// The campaign a pair earns chances in (`YOUZHE_QIXI_CAMPAIGN`).
pub const CAMPAIGN_KEY: &str = "YOUZHE_QIXI_CAMPAIGN";
pub const DEFAULT_CAMPAIGN: &str = "sample-qixi";
/// Days an invitation stays open (`YOUZHE_QIXI_DAYS`, 1–60).
pub const DAYS_KEY: &str = "YOUZHE_QIXI_DAYS";
pub const DEFAULT_DAYS: i64 = 7;
/// How often one visitor may invite or pair (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_QIXI";
pub const DEFAULT_RATE: Rate = Rate::per_minute(30);

/// The game's settings, read once at start.
#[derive(Debug, Clone)]
pub struct QixiRules {
    pub campaign: String,
    pub days: i64,
}

impl QixiRules {
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        let days = match config.get(DAYS_KEY) {
            None => DEFAULT_DAYS,
            Some(v) => v
                .trim()
                .parse()
                .ok()
                .with_context(|| format!("{DAYS_KEY} must be a number"))?,
        };
        anyhow::ensure!((1..=60).contains(&days), "{DAYS_KEY} must be 1–60");
        let campaign = config
            .get(CAMPAIGN_KEY)
            .unwrap_or(DEFAULT_CAMPAIGN)
            .to_string();
        Ok(Self { campaign, days })
    }
}

/// The content folder, or `None` when the server runs without one.
fn content_dir(config: &Config) -> Option<PathBuf> {
    let dir = config.get(CONTENT_DIR_KEY).unwrap_or(DEFAULT_CONTENT_DIR);
    (!(dir.eq_ignore_ascii_case("none") || dir.eq_ignore_ascii_case("off")))
        .then(|| PathBuf::from(dir))
}

/// The Qixi area. Without published questions inviting answers 50300; a content folder
/// with `qixi.json` seeds the bank once. `turns` are the campaigns area's
/// (`youzhe_campaigns::area`).
pub async fn area(core: &Core, content: Content, auth: Auth, turns: Turns) -> anyhow::Result<Area> {
    let rules = QixiRules::from_config(&core.config)?;
    if let Some(d) = content_dir(&core.config) {
        seed::seed_once(&content, &d)
            .await
            .context("seeding the Qixi questions")?;
    }
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    Ok(Area::new(
        "qixi",
        routes::router(routes::QixiState {
            db: core.db.clone(),
            content,
            auth,
            limiter,
            public_url: core.config.public_url.as_str().into(),
            rules: Arc::new(rules),
            turns,
        }),
    ))
}
