//! The stamps API (docs/STAMPS.md), one file per action.

mod card;
mod checkin;
mod me;

use axum::extract::{FromRef, Path, rejection::PathRejection};
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_campaigns::locks::Turns;
use youzhe_content::Content;
use youzhe_core::{ApiError, Db, auth::Auth, ratelimit::RateLimiter};

use crate::cards::{Cards, StopConfig};

#[derive(Clone)]
pub struct StampsState {
    pub db: Db,
    pub content: Content,
    pub auth: Auth,
    pub cards: Cards,
    /// Check-ins per visitor (`YOUZHE_RATE_STAMPS`).
    pub limiter: RateLimiter,
    pub turns: Turns,
}

impl FromRef<StampsState> for Auth {
    fn from_ref(s: &StampsState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: StampsState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(card::stamp_card))
        .routes(routes!(me::my_stamps))
        .routes(routes!(checkin::check_in))
        .with_state(state)
}

/// The campaign id in the path, and its card (40400 for a campaign with none).
fn card_of(
    s: &StampsState,
    p: Result<Path<String>, PathRejection>,
) -> Result<(String, Vec<StopConfig>), ApiError> {
    let id = match p {
        Ok(Path(id)) if youzhe_campaigns::config::id_ok(&id) => id,
        _ => {
            return Err(ApiError::invalid(
                "id",
                "参数 id 须为 1 到 64 个小写字母、数字或 -",
            ));
        }
    };
    let card = s
        .cards
        .card(&id)
        .ok_or_else(|| ApiError::NotFound("没有这个集章活动".into()))?
        .to_vec();
    Ok((id, card))
}
