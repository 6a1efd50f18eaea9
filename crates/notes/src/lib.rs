//! Travel notes (docs/NOTES.md): a visitor's title, text, up to 9 photos and up to 10
//! places mentioned, in one county (the Suichang sub-site, SPEC §2). Every note waits for
//! moderation and only its author sees it until a moderator decides (the console's queue,
//! kind `note`); a published note is liked at most once per visitor.

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

/// At most this many characters of title (after trimming spaces).
pub const MAX_TITLE_CHARS: usize = 40;
/// At most this many characters of text (after trimming spaces).
pub const MAX_TEXT_CHARS: usize = 2000;
/// At most this many photos.
pub const MAX_PHOTOS: usize = 9;
/// At most this many places mentioned.
pub const MAX_PLACES: usize = 10;

/// How often one visitor may write, delete or report notes (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_NOTES";
pub const DEFAULT_RATE: Rate = Rate::per_minute(10);
/// How often one visitor may like or unlike.
pub const LIKE_RATE_KEY: &str = "YOUZHE_RATE_NOTE_LIKES";
pub const DEFAULT_LIKE_RATE: Rate = Rate::per_minute(60);

/// The notes area: reading for everyone, writing and liking for signed-in visitors.
pub fn area(core: &Core, content: Content, auth: Auth) -> anyhow::Result<Area> {
    Ok(Area::new(
        "notes",
        routes::router(routes::NotesState {
            db: core.db.clone(),
            content,
            auth,
            limiter: RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?),
            likes: RateLimiter::local(Rate::from_config(
                &core.config,
                LIKE_RATE_KEY,
                DEFAULT_LIKE_RATE,
            )?),
            words: youzhe_core::sensitive::Words::from_config(&core.config)?,
        }),
    ))
}
