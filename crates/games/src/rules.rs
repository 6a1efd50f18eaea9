//! The Monkey King game's rules as the server holds them: what a round can score at most
//! in a given time. The page plays by the same numbers (`web/src/pages/custom/wukong/game.ts`).
//!
//! A peach appears every [`SPAWN_MS`] of play; an ordinary one is worth [`PEACH_POINTS`], a
//! golden one [`GOLDEN_POINTS`]. Nothing else scores. So however well a round is played,
//! it cannot earn more than one golden peach per spawn interval: at most
//! [`MAX_POINTS_PER_SECOND`] points per second of play, and a round lasts [`ROUND_SECONDS`].

/// Seconds of play in a round.
pub const ROUND_SECONDS: i64 = 45;
/// A peach appears every this many milliseconds of play.
pub const SPAWN_MS: i64 = 600;
/// An ordinary peach.
pub const PEACH_POINTS: i64 = 10;
/// A golden peach (one in eight, drawn from the session's seed).
pub const GOLDEN_POINTS: i64 = 30;
/// The most a second of play can score: a golden peach every spawn interval, rounded up.
pub const MAX_POINTS_PER_SECOND: i64 = (GOLDEN_POINTS * 1000 + SPAWN_MS - 1) / SPAWN_MS;
/// The most a whole round can score.
pub const MAX_ROUND_SCORE: i64 = MAX_POINTS_PER_SECOND * ROUND_SECONDS;
/// A session may be submitted until this long after it was opened (a paused round, a slow
/// network); later it is expired.
pub const SESSION_TTL_MS: i64 = 30 * 60 * 1000;
/// Scores reaching these earn a chance each (in the game's campaign): a round of 200
/// earns one, 500 a second.
pub const CHANCE_TIERS: [i64; 2] = [200, 500];

/// The most a round can have scored when submitted `elapsed_ms` after its session opened:
/// the points of every second that has passed, never more than a whole round's.
pub fn max_score(elapsed_ms: i64) -> i64 {
    let ms = elapsed_ms.clamp(0, ROUND_SECONDS * 1000);
    (ms * MAX_POINTS_PER_SECOND)
        .div_euclid(1000)
        .min(MAX_ROUND_SCORE)
}

/// The chance tiers a score reaches (0, 1 or 2).
pub fn tiers_reached(score: i64) -> usize {
    CHANCE_TIERS.iter().filter(|t| score >= **t).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_limit_grows_with_time_and_stops_at_a_round() {
        assert_eq!(MAX_POINTS_PER_SECOND, 50);
        assert_eq!(max_score(0), 0);
        assert_eq!(max_score(999), 49);
        assert_eq!(max_score(1_000), 50);
        assert_eq!(max_score(10_000), 500);
        assert_eq!(max_score(45_000), MAX_ROUND_SCORE);
        assert_eq!(max_score(600_000), MAX_ROUND_SCORE);
        assert_eq!(max_score(-5), 0);
    }

    #[test]
    fn tiers() {
        assert_eq!(tiers_reached(0), 0);
        assert_eq!(tiers_reached(199), 0);
        assert_eq!(tiers_reached(200), 1);
        assert_eq!(tiers_reached(500), 2);
    }
}
