//! Campaigns (docs/CAMPAIGNS.md): one engine for prize draws, the games built on them and
//! the points shop. A campaign is configuration (window, rules, eligibility, limits, the
//! tasks that earn chances, a prize pool); visitors earn chances by tasks whose proof the
//! server checks, draw, and redeem goods for points, each decided in one transaction and
//! idempotent by the visitor's key (`engine`). Prizes carry a redemption code; physical
//! ones an address only their winner and prize staff read (`wins`).

pub mod checkin;
pub mod code;
pub mod config;
pub mod credited;
pub mod destination;
pub mod edit;
pub mod engine;
pub mod lifecycle;
pub mod locks;
pub mod page;
pub mod personal_data;
pub mod photos;
pub mod pool;
pub mod refusal;
pub mod review_credit;
pub mod risk;
mod routes;
pub mod seed;
pub mod store;
pub mod studio_check;
pub mod watch;
pub mod wins;
pub mod words;

use std::path::PathBuf;

use anyhow::Context;
use youzhe_content::{CONTENT_DIR_KEY, Content, DEFAULT_CONTENT_DIR};
use youzhe_core::{
    Area, Core,
    auth::Auth,
    client_ip::TrustedProxies,
    ratelimit::{Rate, RateLimiter},
    time::now_ms,
};
use youzhe_operators::Sessions;

/// How often one visitor may earn, draw, redeem or give an address (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_CAMPAIGNS";
pub const DEFAULT_RATE: Rate = Rate::per_minute(60);

/// The campaigns area. At start, the campaigns of `campaigns.jsonl` in the content folder
/// that are not stored yet are added (a sample's relative window starts now). `turns`
/// ([`locks::Turns::new`]) are shared with the areas that earn chances themselves (the
/// quiz, Qixi), so one visitor's actions and SQLite's writers take turns across all of them.
pub async fn area(
    core: &Core,
    content: Content,
    auth: Auth,
    turns: locks::Turns,
) -> anyhow::Result<Area> {
    let dir = core
        .config
        .get(CONTENT_DIR_KEY)
        .unwrap_or(DEFAULT_CONTENT_DIR);
    if !(dir.eq_ignore_ascii_case("none") || dir.eq_ignore_ascii_case("off")) {
        let added = seed::load_dir(&core.db, &PathBuf::from(dir), now_ms())
            .await
            .context("loading campaigns.jsonl")?;
        if added > 0 {
            tracing::info!(added, "campaigns added from campaigns.jsonl");
        }
    }
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    Ok(Area::new(
        "campaigns",
        routes::router(routes::CampaignsState {
            db: core.db.clone(),
            content,
            auth,
            sessions: Sessions::from_core(core)?,
            trusted: TrustedProxies::from_config(&core.config)?,
            limiter,
            turns,
            new_per_address: risk::new_per_address(&core.config)?,
        }),
    ))
}
