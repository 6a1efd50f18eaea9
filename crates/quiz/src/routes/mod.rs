//! The quiz and persona API (docs/QUIZ.md), one file per action.

mod attempt;
mod persona;
mod rules;
mod start;
mod submit;
mod view;

use std::sync::Arc;

use axum::extract::{FromRef, Path, rejection::PathRejection};
use rand::Rng;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_campaigns::locks::Turns;
use youzhe_content::Content;
use youzhe_core::{ApiError, Db, auth::Auth, ratelimit::RateLimiter};

use crate::{QuizRules, persona::PersonaTest};

#[derive(Clone)]
pub struct QuizState {
    pub db: Db,
    /// The bank is its published `quiz_questions` (`Bank::of`).
    pub content: Content,
    pub auth: Auth,
    /// Starts, submissions and persona tests per visitor (`YOUZHE_RATE_QUIZ`).
    pub limiter: RateLimiter,
    /// Share codes hold addresses under it.
    pub public_url: Arc<str>,
    pub rules: Arc<QuizRules>,
    pub test: Arc<PersonaTest>,
    /// Turns in the campaigns, shared with the campaigns area (a submission earns in one
    /// transaction taken within the visitor's turn).
    pub turns: Turns,
}

impl FromRef<QuizState> for Auth {
    fn from_ref(s: &QuizState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: QuizState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(rules::quiz_rules))
        .routes(routes!(start::start_attempt))
        .routes(routes!(attempt::quiz_attempt))
        .routes(routes!(submit::submit_attempt))
        .routes(routes!(persona::persona_test))
        .routes(routes!(persona::take_persona_test))
        .routes(routes!(persona::persona_result))
        .with_state(state)
}

/// Public ids (attempts, persona results): 20 letters and digits, unguessable.
pub const ID_LEN: usize = 20;
const LETTERS: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

pub fn new_id() -> String {
    let mut rng = rand::rng();
    (0..ID_LEN)
        .map(|_| LETTERS[rng.random_range(0..LETTERS.len())] as char)
        .collect()
}

/// The id in the path.
pub fn path_id(p: Result<Path<String>, PathRejection>) -> Result<String, ApiError> {
    match p {
        Ok(Path(id)) if id.len() == ID_LEN && id.bytes().all(|b| b.is_ascii_alphanumeric()) => {
            Ok(id)
        }
        _ => Err(ApiError::invalid("id", "参数 id 须为 20 个字母或数字")),
    }
}
