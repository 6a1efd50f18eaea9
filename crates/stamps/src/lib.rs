//! County stamp campaigns (docs/STAMPS.md): 宁海, 云和 and the 百县千碗 food trail. A stamp
//! card is an ordered list of places (`stamps.jsonl` in the content folder) tied to a
//! campaign of the campaign engine. A signed-in visitor checks in at a place of the card
//! with their position; the server stamps it once per place when the position is within
//! 500 m of the place's stored location, and when the last stamp lands it credits the
//! campaign's `card_full` chance in the same transaction (`engine::earn_in`), which the
//! visitor then spends in the campaign's draw.

pub mod cards;
pub mod personal_data;
mod routes;
pub mod store;

use std::path::PathBuf;

use anyhow::Context;
use youzhe_campaigns::locks::Turns;
use youzhe_content::{CONTENT_DIR_KEY, Content, DEFAULT_CONTENT_DIR};
use youzhe_core::{
    Area, Core,
    auth::Auth,
    ratelimit::{Rate, RateLimiter},
};

/// How often one visitor may check in (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_STAMPS";
pub const DEFAULT_RATE: Rate = Rate::per_minute(60);

/// The stamps area. `turns` are the campaign engine's, shared with every area that earns
/// chances, so a visitor's stamp and their draws take turns. Each card's campaign is told
/// the card's page (`page` in stamps.jsonl), which the campaign hub opens for it; the
/// campaigns area has stored the campaigns before this runs.
pub async fn area(core: &Core, content: Content, auth: Auth, turns: Turns) -> anyhow::Result<Area> {
    let dir = core
        .config
        .get(CONTENT_DIR_KEY)
        .unwrap_or(DEFAULT_CONTENT_DIR);
    let cards = if dir.eq_ignore_ascii_case("none") || dir.eq_ignore_ascii_case("off") {
        cards::Cards::default()
    } else {
        cards::Cards::load(&PathBuf::from(dir), &content.snapshot())
            .context("loading stamps.jsonl")?
    };
    for (campaign, page) in cards.pages() {
        if !youzhe_campaigns::page::set(&core.db, campaign, *page)
            .await
            .context("naming the stamp cards' pages")?
        {
            tracing::warn!(campaign, "a stamp card names a campaign that is not stored");
        }
    }
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    Ok(Area::new(
        "stamps",
        routes::router(routes::StampsState {
            db: core.db.clone(),
            content,
            auth,
            cards,
            limiter,
            turns,
        }),
    ))
}
