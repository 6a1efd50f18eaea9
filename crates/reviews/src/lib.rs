//! Reviews (docs/REVIEWS.md): a visitor's stars (1–5), text (up to 1000 characters) and up
//! to 9 photos on a place or a dish. Published at once, or held for moderation when the
//! text holds a sensitive word, the author writes many in an hour, or visitors report it;
//! only the author sees a held review. Authors delete their own; anyone may report one.

pub mod moderation;
pub mod status;

/// More reviews than this from one author within an hour are held for moderation.
pub const HELD_AFTER_PER_HOUR: i64 = 5;
/// This many distinct reporters since the last decision send a published review back.
pub const REPORTS_TO_HOLD: i64 = 3;
