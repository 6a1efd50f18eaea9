//! Games played in the browser (docs/GAMES.md). The Monkey King game (`wukong`): a
//! signed-in visitor opens a play session (the server's id, start and seed, signed with
//! the server's secret), plays a round in the page, and submits what happened in it (the
//! world, each aim) with its score once, with an idempotency key. The server replays the
//! round from the session's seed (`replay`) and takes the replay's score: a claim the
//! replay does not reach, a round submitted before its time could have passed, or a score
//! no round could reach in that time (`rules::max_score`) is refused and logged; accepted scores make the
//! leaderboards (today in Asia/Shanghai, all time; the best per visitor, names masked) and
//! earn chances in the game's campaign by score through the campaign engine.

pub mod personal_data;
pub mod replay;
mod routes;
pub mod rules;
pub mod store;
pub mod token;

use rand::RngCore;
use youzhe_campaigns::locks::Turns;
use youzhe_core::{
    Area, Core, Secret,
    auth::Auth,
    ratelimit::{Rate, RateLimiter},
};

/// The key sessions are signed with (`YOUZHE_GAMES_SECRET`); unset: drawn at start.
pub const SECRET_KEY: &str = "YOUZHE_GAMES_SECRET";
/// The campaign the Monkey King game's scores earn chances in (`YOUZHE_WUKONG_CAMPAIGN`).
pub const CAMPAIGN_KEY: &str = "YOUZHE_WUKONG_CAMPAIGN";
pub const DEFAULT_CAMPAIGN: &str = "sample-wukong";
/// How often one visitor may open a session or submit (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_GAMES";
pub const DEFAULT_RATE: Rate = Rate::per_minute(30);

/// The games area.
pub fn area(core: &Core, auth: Auth, turns: Turns) -> anyhow::Result<Area> {
    let secret = core.config.secret(SECRET_KEY).unwrap_or_else(|| {
        let mut bytes = [0u8; 32];
        rand::rng().fill_bytes(&mut bytes);
        Secret::new(hex::encode(bytes))
    });
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    let campaign = core
        .config
        .get(CAMPAIGN_KEY)
        .unwrap_or(DEFAULT_CAMPAIGN)
        .to_string();
    Ok(Area::new(
        "games",
        routes::router(routes::GamesState {
            db: core.db.clone(),
            auth,
            limiter,
            secret,
            campaign: campaign.into(),
            turns,
        }),
    ))
}
