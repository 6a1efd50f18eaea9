//! A review's statuses and the reasons it waits, as stored.

/// Everyone sees it.
pub const PUBLISHED: &str = "published";
/// Waits for moderation: only its author sees it (审核中).
pub const PENDING: &str = "pending";
/// Moderation refused it: nobody sees it.
pub const REJECTED: &str = "rejected";

/// Its text holds a word of the sensitive-word list.
pub const WHY_SENSITIVE: &str = "sensitive_word";
/// Its author wrote more than [`crate::HELD_AFTER_PER_HOUR`] reviews in the last hour.
pub const WHY_RATE: &str = "author_rate";
/// [`crate::REPORTS_TO_HOLD`] visitors reported it since its last decision.
pub use youzhe_core::report::WHY_REPORTS;
