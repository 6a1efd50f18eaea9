//! The vocabularies of campaigns: kinds, tasks, prize kinds and prize states. Each is a
//! word list the API accepts and the document describes with the same words.

/// What a campaign is; the pages choose their look by it, the engine treats all alike
/// (a `shop` redeems for points instead of drawing).
pub const KINDS: [&str; 6] = ["quiz", "persona", "blindbox", "qixi", "shop", "generic"];

youzhe_core::words_schema!(
    /// A campaign's kind: `quiz`, `persona`, `blindbox`, `qixi`, `shop` or `generic`.
    CampaignKindWord,
    KINDS
);

/// The daily check-in in a campaign (once a Shanghai day).
pub const CHECKIN: &str = "checkin";
/// A friend who first came through the visitor's share link (once per friend).
pub const SHARE_VISIT: &str = "share_visit";
/// A quiz passed: credited by the server (the quiz), never posted by the visitor.
pub const QUIZ_PASSED: &str = "quiz_passed";
/// A Qixi pair completed: credited by the server (the Qixi game) to both of the pair,
/// never posted by the visitor.
pub const QIXI_PAIRED: &str = "qixi_paired";
/// A game round scoring enough: credited by the server (the games area, one per score
/// tier reached in a round), never posted by the visitor.
pub const GAME_SCORE: &str = "game_score";
/// A stamp card filled (the stamps area, once per card): credited by the server in the
/// last stamp's transaction, never posted by the visitor.
pub const CARD_FULL: &str = "card_full";
/// A check-in within 500 m of a place (once per place).
pub const PLACE_CHECKIN: &str = "place_checkin";
/// A review the visitor published during the campaign (once per review).
pub const REVIEW_PUBLISHED: &str = "review_published";

/// Every task that earns chances.
pub const TASKS: [&str; 8] = [
    CHECKIN,
    SHARE_VISIT,
    QUIZ_PASSED,
    PLACE_CHECKIN,
    REVIEW_PUBLISHED,
    QIXI_PAIRED,
    GAME_SCORE,
    CARD_FULL,
];

youzhe_core::words_schema!(
    /// A task that earns chances: `checkin`, `share_visit` (with `friendUid`),
    /// `quiz_passed` (credited by the server only), `place_checkin` (with `placeId`, `lat`,
    /// `lng`), `review_published` (with `reviewId`), `qixi_paired`, `game_score` or `card_full`
    /// (all three credited by the server only).
    TaskWord,
    TASKS
);

/// How far a place check-in may be from the place's stored location, in metres.
pub const CHECKIN_RADIUS_M: f64 = 500.0;

/// A prize's kind: something posted (needs an address), a coupon (redeemed by code), or
/// points (credited to the ledger at once).
pub const PRIZE_KINDS: [&str; 3] = ["physical", "coupon", "points"];

youzhe_core::words_schema!(
    /// A prize's kind: `physical` (posted to an address), `coupon` (shown by its code) or
    /// `points` (credited to the points ledger).
    PrizeKindWord,
    PRIZE_KINDS
);

/// A won prize's state as stored; `expired` is read from its claim deadline.
pub const STATES: [&str; 5] = ["won", "address_given", "shipped", "redeemed", "expired"];

youzhe_core::words_schema!(
    /// A prize's state: `won` → `address_given` (physical) → `shipped`, or `won` →
    /// `redeemed` (coupons at the counter, points at once); `expired` when not claimed in time.
    PrizeStateWord,
    STATES
);

/// Where a campaign stands now.
pub const STATUSES: [&str; 4] = ["not_started", "running", "paused", "ended"];

youzhe_core::words_schema!(
    /// `not_started`, `running` or `ended`, by the campaign's window and the server's clock;
    /// `paused` while an operator has paused it, `ended` too once closed.
    CampaignStatusWord,
    STATUSES
);

/// The stored word in `list` equal to `s`.
pub fn word(list: &[&'static str], s: &str) -> Option<&'static str> {
    list.iter().copied().find(|w| *w == s)
}
