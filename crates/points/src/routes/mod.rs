//! The points API (docs/POINTS.md), one file per action; every call needs the visitor's
//! token and reads or writes only their own rows.

mod integral;
mod records;
mod summary;

use axum::extract::FromRef;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{Db, auth::Auth, ratelimit::RateLimiter};

#[derive(Clone)]
pub struct PointsState {
    pub db: Db,
    pub auth: Auth,
    /// Posts per visitor (`YOUZHE_RATE_POINTS`): each is a write transaction.
    pub limiter: RateLimiter,
}

impl FromRef<PointsState> for Auth {
    fn from_ref(s: &PointsState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: PointsState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(integral::integral))
        .routes(routes!(summary::points))
        .routes(routes!(records::point_records))
        .with_state(state)
}
