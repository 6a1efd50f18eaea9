//! The games API (docs/GAMES.md), one file per action.

mod board;
mod mine;
mod open;
mod submit;

use std::sync::Arc;

use axum::extract::FromRef;
use rand::Rng;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_campaigns::locks::Turns;
use youzhe_core::{Db, Secret, auth::Auth, ratelimit::RateLimiter};

/// The Monkey King game's name in the tables.
pub const WUKONG: &str = "wukong";

#[derive(Clone)]
pub struct GamesState {
    pub db: Db,
    pub auth: Auth,
    /// Sessions opened and scores submitted per visitor (`YOUZHE_RATE_GAMES`).
    pub limiter: RateLimiter,
    /// Signs the session tokens (`YOUZHE_GAMES_SECRET`).
    pub secret: Secret<String>,
    /// The campaign scores earn chances in.
    pub campaign: Arc<str>,
    /// One visitor's chance-earning actions take turns across the areas that earn them.
    pub turns: Turns,
}

impl FromRef<GamesState> for Auth {
    fn from_ref(s: &GamesState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: GamesState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(open::wukong_rules))
        .routes(routes!(open::open_session))
        .routes(routes!(submit::submit_score))
        .routes(routes!(board::leaderboard))
        .routes(routes!(mine::my_best))
        .with_state(state)
}

/// Session ids: 20 letters and digits, unguessable.
pub const ID_LEN: usize = 20;
const LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

pub fn new_id() -> String {
    let mut rng = rand::rng();
    (0..ID_LEN)
        .map(|_| LETTERS[rng.random_range(0..LETTERS.len())] as char)
        .collect()
}
