//! The events points are credited for. The rules themselves (points, daily cap, who may
//! post) are rows of `point_rules`, seeded by the migration; these names are the ones
//! the API accepts and describes.

/// Every event a rule exists for.
pub const EVENTS: [&str; 5] = [
    "checkin",
    "review_published",
    "correction_accepted",
    "share_visit",
    "campaign",
];

/// The one event a visitor posts themselves.
pub const CHECKIN: &str = "checkin";

youzhe_core::words_schema!(
    /// An event with a rule: `checkin` (the only one a visitor may post), `review_published`,
    /// `correction_accepted`, `share_visit`, `campaign`.
    EventWord,
    EVENTS
);

/// An idempotency key: 1–64 letters, digits, `.`, `_`, `:` or `-`.
pub const KEY_PATTERN: &str = "^[A-Za-z0-9._:-]{1,64}$";

/// True if `key` matches [`KEY_PATTERN`].
pub fn key_ok(key: &str) -> bool {
    (1..=64).contains(&key.len())
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'_' | b':' | b'-'))
}

youzhe_core::text_schema!(
    /// An idempotency key: the same key credits once.
    KeyText,
    ::utoipa::openapi::ObjectBuilder::new()
        .schema_type(::utoipa::openapi::Type::String)
        .pattern(Some(KEY_PATTERN))
        .min_length(Some(1))
        .max_length(Some(64))
        .into()
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_as_the_pattern_says() {
        assert!(key_ok("checkin-2026-11-25"));
        assert!(key_ok("review:42_a.b"));
        assert!(!key_ok(""));
        assert!(!key_ok("has space"));
        assert!(!key_ok("签到"));
        assert!(!key_ok(&"k".repeat(65)));
        assert!(key_ok(&"k".repeat(64)));
        assert_eq!(KEY_PATTERN, "^[A-Za-z0-9._:-]{1,64}$");
    }
}
