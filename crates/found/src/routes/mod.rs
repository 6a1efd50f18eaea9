//! The spot-the-difference API (docs/FOUND.md), one file per action.

mod finish;
mod hint;
mod mine;
mod picture;
mod round;
mod start;
mod tap;
mod view;

use std::sync::Arc;

use axum::extract::{FromRef, Path, rejection::PathRejection};
use rand::Rng;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{ApiError, Db, auth::Auth, ratelimit::RateLimiter};

use crate::{FoundRules, render::Pictures, scenes::Scenes};

#[derive(Clone)]
pub struct FoundState {
    pub db: Db,
    pub auth: Auth,
    /// Starts, taps, hints and finishes per visitor (`YOUZHE_RATE_FOUND`).
    pub limiter: RateLimiter,
    pub rules: Arc<FoundRules>,
    pub scenes: Arc<Scenes>,
    /// The scenes' pictures as PNG, each drawn once.
    pub pictures: Arc<Pictures>,
}

impl FromRef<FoundState> for Auth {
    fn from_ref(s: &FoundState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: FoundState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(start::start_found_round, mine::found_rounds))
        .routes(routes!(mine::found_best))
        .routes(routes!(round::found_round))
        .routes(routes!(picture::found_picture))
        .routes(routes!(tap::found_tap))
        .routes(routes!(hint::found_hint))
        .routes(routes!(finish::found_finish))
        .with_state(state)
}

/// Round ids: 20 letters and digits, unguessable.
pub const ID_LEN: usize = 20;
const LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

pub fn new_id() -> String {
    let mut rng = rand::rng();
    (0..ID_LEN)
        .map(|_| LETTERS[rng.random_range(0..LETTERS.len())] as char)
        .collect()
}

pub fn id_ok(id: &str) -> bool {
    id.len() == ID_LEN && id.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// The round id in the path.
pub fn path_id(p: Result<Path<String>, PathRejection>) -> Result<String, ApiError> {
    match p {
        Ok(Path(id)) if id_ok(&id) => Ok(id),
        _ => Err(ApiError::invalid("id", "参数 id 须为 20 个字母或数字")),
    }
}

pub fn not_found() -> ApiError {
    ApiError::NotFound("没有这一局".into())
}

/// The idempotency key, as the points ledger takes it.
pub fn check_key(k: &str) -> Result<(), ApiError> {
    if youzhe_points::rules::key_ok(k) {
        Ok(())
    } else {
        Err(ApiError::invalid(
            "key",
            "参数 key 须为 1 到 64 个字母、数字或 . _ : -",
        ))
    }
}
