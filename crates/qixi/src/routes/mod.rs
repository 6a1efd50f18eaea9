//! The Qixi API (docs/QIXI.md), one file per action; the views they share in `view.rs`.

mod invitation;
mod invite;
mod mine;
mod pair;
mod questions;
mod result;
mod view;

use std::sync::Arc;

use axum::extract::{FromRef, Path, rejection::PathRejection};
use rand::Rng;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_campaigns::locks::Turns;
use youzhe_content::Content;
use youzhe_core::{ApiError, Db, auth::Auth, ratelimit::RateLimiter};

use crate::QixiRules;

#[derive(Clone)]
pub struct QixiState {
    pub db: Db,
    /// The questions are its published `qixi_questions` (`questions::live`).
    pub content: Content,
    pub auth: Auth,
    /// Invitations and pairings per visitor (`YOUZHE_RATE_QIXI`).
    pub limiter: RateLimiter,
    /// Share codes hold addresses under it.
    pub public_url: Arc<str>,
    pub rules: Arc<QixiRules>,
    /// Turns in the campaigns, shared with the campaigns area (a pairing earns both
    /// chances in one transaction taken within the two visitors' turns).
    pub turns: Turns,
}

impl FromRef<QixiState> for Auth {
    fn from_ref(s: &QixiState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: QixiState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(questions::qixi_questions))
        .routes(routes!(invite::create_invitation))
        .routes(routes!(invitation::qixi_invitation))
        .routes(routes!(pair::accept_invitation))
        .routes(routes!(result::qixi_pair))
        .routes(routes!(mine::my_pairs))
        .with_state(state)
}

/// Invitation codes: 10 characters that cannot be misread (no 0/O, 1/I/L), ~49 random bits.
pub const CODE_LEN: usize = 10;
const LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";

pub fn new_code() -> String {
    let mut rng = rand::rng();
    (0..CODE_LEN)
        .map(|_| LETTERS[rng.random_range(0..LETTERS.len())] as char)
        .collect()
}

/// The invitation code in the path, in either case.
pub fn path_code(p: Result<Path<String>, PathRejection>) -> Result<String, ApiError> {
    match p {
        Ok(Path(c)) if c.len() == CODE_LEN && c.bytes().all(|b| b.is_ascii_alphanumeric()) => {
            Ok(c.to_ascii_uppercase())
        }
        _ => Err(ApiError::invalid(
            "code",
            "参数 code 须为 10 个字母或数字（邀请码）",
        )),
    }
}

pub fn not_found() -> ApiError {
    ApiError::NotFound("没有这个邀请".into())
}
