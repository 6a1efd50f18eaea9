//! The camping API (docs/CAMPING.md), one file per action; the views they share in `view.rs`.

mod cancel;
mod console;
mod events;
mod mine;
mod signup;
mod sites;
mod view;

use std::sync::Arc;

use axum::extract::{FromRef, Path, rejection::PathRejection};
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;
use youzhe_core::{ApiError, Db, auth::Auth, client_ip::TrustedProxies, ratelimit::RateLimiter};
use youzhe_operators::Sessions;

use crate::events::Event;

#[derive(Clone)]
pub struct CampingState {
    pub db: Db,
    pub auth: Auth,
    /// Operators, for the console's sign-up lists.
    pub sessions: Sessions,
    pub trusted: TrustedProxies,
    /// The campsites are its places of kind camping.
    pub content: Content,
    /// Sign-ups and cancels per visitor (`YOUZHE_RATE_CAMPING`).
    pub limiter: RateLimiter,
    /// Soonest first.
    pub events: Arc<Vec<Event>>,
}

impl FromRef<CampingState> for Auth {
    fn from_ref(s: &CampingState) -> Auth {
        s.auth.clone()
    }
}

impl FromRef<CampingState> for Sessions {
    fn from_ref(s: &CampingState) -> Sessions {
        s.sessions.clone()
    }
}
impl FromRef<CampingState> for TrustedProxies {
    fn from_ref(s: &CampingState) -> TrustedProxies {
        s.trusted.clone()
    }
}

pub fn router(state: CampingState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(sites::camping_sites))
        .routes(routes!(events::camping_events))
        .routes(routes!(signup::sign_up, cancel::cancel_sign_up))
        .routes(routes!(mine::my_camping_signups))
        .routes(routes!(console::console_camping_events))
        .routes(routes!(console::console_camping_signups))
        .routes(routes!(console::console_cancel_camping_signup))
        .with_state(state)
}

/// The event named in the path: 40000 naming `id` when malformed, 40400 when unknown.
pub fn event_of(
    s: &CampingState,
    p: Result<Path<String>, PathRejection>,
) -> Result<&Event, ApiError> {
    let id = match p {
        Ok(Path(id))
            if (1..=64).contains(&id.len())
                && id
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-') =>
        {
            id
        }
        _ => {
            return Err(ApiError::invalid(
                "id",
                "参数 id 须为 1 到 64 个小写字母、数字或 -",
            ));
        }
    };
    s.events
        .iter()
        .find(|e| e.id == id)
        .ok_or_else(|| ApiError::NotFound("没有这个露营活动".into()))
}
