//! Spot the difference (找不同, docs/FOUND.md).
//!
//! A signed-in visitor starts a round on a scene drawn at random from the shipped pairs of
//! Zhejiang pictures (`data/zhejiang/found.json`, drawn as SVG by this project). The two
//! pictures are drawn on the server and served as PNG (`render`), so neither carries the
//! differences' shapes; where the differences are stays on the server. A tap is
//! judged on the server: a hit reveals that one difference, a miss is counted. Hints reveal
//! one unfound difference each, a few per round, at a cost to the score. Finishing (or the
//! time running out) ends the round and reveals every difference.

pub mod personal_data;
pub mod render;
mod routes;
pub mod scenes;
pub mod store;

use std::sync::Arc;

use anyhow::Context;
use youzhe_core::{
    Area, Config, Core,
    auth::Auth,
    ratelimit::{Rate, RateLimiter},
};

/// Seconds a round lasts from its start (`YOUZHE_FOUND_SECONDS`, 1–3600).
pub const SECONDS_KEY: &str = "YOUZHE_FOUND_SECONDS";
pub const DEFAULT_SECONDS: i64 = 120;
/// Hints per round (`YOUZHE_FOUND_HINTS`, 0–5).
pub const HINTS_KEY: &str = "YOUZHE_FOUND_HINTS";
pub const DEFAULT_HINTS: usize = 2;
/// Taps arriving this long after the deadline still count (a slow mobile network).
pub const GRACE_MS: i64 = 2_000;
/// Points: per difference found, per hint used, per miss; each second left when every
/// difference was found adds `SECOND_POINTS`. Never below zero.
pub const FIND_POINTS: i64 = 100;
pub const HINT_COST: i64 = 40;
pub const MISS_COST: i64 = 10;
pub const SECOND_POINTS: i64 = 2;
/// How often one visitor may start, tap, hint or finish (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_FOUND";
pub const DEFAULT_RATE: Rate = Rate::per_minute(240);

#[derive(Debug, Clone)]
pub struct FoundRules {
    pub seconds: i64,
    pub hints: usize,
}

impl FoundRules {
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        fn num<T: std::str::FromStr>(config: &Config, key: &str, default: T) -> anyhow::Result<T> {
            match config.get(key) {
                None => Ok(default),
                Some(v) => v
                    .trim()
                    .parse()
                    .ok()
                    .with_context(|| format!("{key} must be a number")),
            }
        }
        let seconds = num(config, SECONDS_KEY, DEFAULT_SECONDS)?;
        let hints = num(config, HINTS_KEY, DEFAULT_HINTS)?;
        anyhow::ensure!(
            (1..=3600).contains(&seconds),
            "{SECONDS_KEY} must be 1–3600"
        );
        anyhow::ensure!(hints <= 5, "{HINTS_KEY} must be 0–5");
        Ok(Self { seconds, hints })
    }
}

/// The round's score from what it holds (`finished_at` is when it ended).
pub fn score(found: usize, total: usize, hints: usize, misses: i64, seconds_left: i64) -> i64 {
    let mut s = found as i64 * FIND_POINTS - hints as i64 * HINT_COST - misses * MISS_COST;
    if found == total {
        s += seconds_left.max(0) * SECOND_POINTS;
    }
    s.max(0)
}

pub fn area(core: &Core, auth: Auth) -> anyhow::Result<Area> {
    let rules = FoundRules::from_config(&core.config)?;
    let scenes = Arc::new(scenes::Scenes::shipped().context("loading found.json")?);
    let pictures = Arc::new(render::Pictures::new(scenes.clone()).context("drawing found.json")?);
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    Ok(Area::new(
        "found",
        routes::router(routes::FoundState {
            db: core.db.clone(),
            auth,
            limiter,
            rules: Arc::new(rules),
            scenes,
            pictures,
        }),
    ))
}

#[cfg(test)]
mod tests {
    use super::score;

    #[test]
    fn the_score_counts_finds_and_charges_hints_and_misses() {
        assert_eq!(score(3, 5, 0, 0, 50), 300);
        assert_eq!(score(5, 5, 1, 2, 10), 500 - 40 - 20 + 20);
        assert_eq!(score(0, 5, 2, 9, 0), 0);
    }
}
