//! The content API: our own maps service (IP location, coordinate translation, reverse
//! geocoding) and the city/county list. Every answer is computed from the in-memory
//! snapshot; content answers carry the snapshot's ETag and a 304 when the client already
//! has them (`youzhe_core::cache`).

mod geo;
mod regions;
mod views;

use std::sync::Arc;

use axum::extract::FromRef;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::client_ip::TrustedProxies;

use crate::{ipdb::IpDb, service::Content};

pub use views::*;

#[derive(Clone)]
pub struct ContentState {
    pub content: Content,
    pub ipdb: Arc<Option<IpDb>>,
    /// Behind our own proxies, IP location must read the visitor's address, not the proxy's.
    pub trusted: TrustedProxies,
}

impl FromRef<ContentState> for TrustedProxies {
    fn from_ref(s: &ContentState) -> TrustedProxies {
        s.trusted.clone()
    }
}

pub fn router(state: ContentState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(geo::ip))
        .routes(routes!(geo::translate))
        .routes(routes!(geo::reverse))
        .routes(routes!(regions::common_region))
        .with_state(state)
}
