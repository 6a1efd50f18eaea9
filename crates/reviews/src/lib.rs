//! Reviews (docs/REVIEWS.md): a visitor's stars (1–5), text (up to 1000 characters) and up
//! to 9 photos on a place or a dish. Published at once, or held for moderation when the
//! text holds a sensitive word, the author writes many in an hour, or visitors report it;
//! only the author sees a held review. Authors delete their own; anyone may report one.

pub mod moderation;
pub mod personal_data;
pub mod public_pages;
mod routes;
pub mod status;
pub mod store;
pub mod target;
pub mod view;

use youzhe_content::Content;
use youzhe_core::{
    Area, Core,
    auth::Auth,
    ratelimit::{Rate, RateLimiter},
};

/// More reviews than this from one author within an hour are held for moderation.
pub const HELD_AFTER_PER_HOUR: i64 = 5;
/// This many distinct reporters since the last decision send a published review back (the
/// rule every reported item follows, `youzhe_core::report`).
pub use youzhe_core::report::REPORTS_TO_HOLD;

/// At most this many characters of text (Unicode characters, after trimming spaces).
pub const MAX_TEXT_CHARS: usize = 1000;
/// At most this many photos.
pub const MAX_PHOTOS: usize = 9;

/// How often one visitor may write, delete or report (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_REVIEWS";
pub const DEFAULT_RATE: Rate = Rate::per_minute(20);

/// The reviews area: reading for everyone, writing for signed-in visitors.
pub fn area(core: &Core, content: Content, auth: Auth) -> anyhow::Result<Area> {
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    let words = youzhe_core::sensitive::Words::from_config(&core.config)?;
    Ok(Area::new(
        "reviews",
        routes::router(routes::ReviewsState {
            db: core.db.clone(),
            content,
            auth,
            limiter,
            words,
            public: Default::default(),
        }),
    ))
}
