//! A visitor's favourites (docs/FAVOURITES.md): places, dishes, lines, people and topics
//! saved from their pages. Stored as (visitor, kind, id, when); each list item carries the
//! thing's card from the content snapshot, and a saved id the content no longer has is
//! listed as withdrawn so it can still be removed.

pub mod card;
pub mod kind;
pub mod personal_data;
mod routes;
pub mod store;

use youzhe_content::Content;
use youzhe_core::{
    Area, Core,
    auth::Auth,
    ratelimit::{Rate, RateLimiter},
};

/// At most this many favourites per visitor.
pub const MAX_PER_VISITOR: i64 = 1000;

/// How often one visitor may save or remove (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_FAVOURITES";
pub const DEFAULT_RATE: Rate = Rate::per_minute(120);

/// The favourites area: the visitor's own list, scoped by their token.
pub fn area(core: &Core, content: Content, auth: Auth) -> anyhow::Result<Area> {
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    Ok(Area::new(
        "favourites",
        routes::router(routes::FavouritesState {
            db: core.db.clone(),
            content,
            auth,
            limiter,
        }),
    ))
}
