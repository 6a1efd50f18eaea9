//! The tile area's two operations and their state.

mod config;
mod tile;

use std::sync::Arc;

use axum::extract::FromRef;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{client_ip::TrustedProxies, ratelimit::RateLimiter};
use youzhe_image_proxy::fetch::Fetcher;
use youzhe_media::MediaStore;

use crate::Provider;

pub use config::TilesConfig;
pub use tile::TILE_PATH;

#[derive(Clone)]
pub struct TilesState {
    /// `None`: no provider configured; the fetcher is there exactly when the provider is.
    pub provider: Option<Arc<Provider>>,
    pub fetcher: Option<Arc<Fetcher>>,
    pub store: MediaStore,
    pub limiter: RateLimiter,
    pub trusted: TrustedProxies,
}

impl FromRef<TilesState> for TrustedProxies {
    fn from_ref(s: &TilesState) -> TrustedProxies {
        s.trusted.clone()
    }
}

#[derive(utoipa::OpenApi)]
#[openapi(tags((name = "tiles", description = "Map tiles of the provider the operator \
    configures, through our server and kept on the media store; see docs/MAP.md")))]
struct TilesDoc;

pub(crate) fn router(state: TilesState) -> OpenApiRouter {
    OpenApiRouter::with_openapi(<TilesDoc as utoipa::OpenApi>::openapi())
        .routes(routes!(config::tiles_config))
        .routes(routes!(tile::tile))
        .with_state(state)
}
