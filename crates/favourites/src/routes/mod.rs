//! The favourites API (docs/FAVOURITES.md), one file per action; every call needs the
//! visitor's token and touches only their own rows.

mod list;
mod save;
mod state;

use axum::extract::FromRef;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;
use youzhe_core::{Db, auth::Auth, ratelimit::RateLimiter};

#[derive(Clone)]
pub struct FavouritesState {
    pub db: Db,
    pub content: Content,
    pub auth: Auth,
    /// Saves and removals per visitor (`YOUZHE_RATE_FAVOURITES`).
    pub limiter: RateLimiter,
}

impl FromRef<FavouritesState> for Auth {
    fn from_ref(s: &FavouritesState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: FavouritesState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(list::favourites))
        .routes(routes!(state::favourite_state))
        .routes(routes!(save::save_favourite, save::remove_favourite))
        .with_state(state)
}
