//! Corrections (docs/CORRECTIONS.md): "something is wrong here" about a place or a dish —
//! closed, moved (with a pin), another phone number, other opening hours, or anything else —
//! with text and photos. The reporter follows its status (received → accepted | rejected
//! with a reason); an accepted correction credits points once. Operators decide through
//! [`moderation`] (today the `youzhe moderate` command; the console will call the same).

pub mod input;
pub mod kind;
pub mod moderation;
pub mod personal_data;
mod routes;
pub mod store;

use youzhe_content::Content;
use youzhe_core::{
    Area, Core,
    auth::Auth,
    ratelimit::{Rate, RateLimiter},
};

/// How often one visitor may send a correction (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_CORRECTIONS";
pub const DEFAULT_RATE: Rate = Rate::per_minute(5);

/// At most this many corrections of one visitor about one thing wait for a decision at once.
pub const MAX_OPEN_PER_TARGET: i64 = 3;

/// The points event an accepted correction credits (a rule seeded by the points area).
pub const POINTS_EVENT: &str = "correction_accepted";

/// The corrections area: the visitor's reports, scoped by their token.
pub fn area(core: &Core, content: Content, auth: Auth) -> anyhow::Result<Area> {
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    Ok(Area::new(
        "corrections",
        routes::router(routes::CorrectionsState {
            db: core.db.clone(),
            content,
            auth,
            limiter,
        }),
    ))
}
