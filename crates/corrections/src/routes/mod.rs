//! The corrections API (docs/CORRECTIONS.md), one file per action; every call needs the
//! visitor's token and reads only their own corrections.

mod create;
mod detail;
mod list;
mod view;

use axum::extract::FromRef;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;
use youzhe_core::{Db, auth::Auth, ratelimit::RateLimiter};

#[derive(Clone)]
pub struct CorrectionsState {
    pub db: Db,
    pub content: Content,
    pub auth: Auth,
    /// New corrections per visitor (`YOUZHE_RATE_CORRECTIONS`).
    pub limiter: RateLimiter,
}

impl FromRef<CorrectionsState> for Auth {
    fn from_ref(s: &CorrectionsState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: CorrectionsState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(create::send_correction, list::my_corrections))
        .routes(routes!(detail::my_correction))
        .with_state(state)
}
