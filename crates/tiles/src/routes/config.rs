//! `GET /ver3/api/v3/tiles/config`: whether the map has tiles, and how to draw them.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{Envelope, ok};

use super::{TILE_PATH, TilesState};
use crate::Crs;

#[derive(Debug, Serialize, ToSchema)]
pub struct TilesConfig {
    /// Whether a provider is configured. When false the map is the county outlines alone,
    /// and the other fields are empty.
    pub enabled: bool,
    /// The datum the tiles are drawn in: positions (ours are GCJ-02) are converted to it
    /// before they are drawn on the tiles.
    pub crs: Option<Crs>,
    /// The words the map shows in its corner, as the provider's terms ask.
    pub attribution: String,
    /// The deepest zoom there are tiles for.
    pub max_zoom: u8,
    /// The tiles' address with `{z}`, `{x}`, `{y}` to fill in (on this server).
    pub url: String,
}

/// Whether the map has tiles, in which datum and whose words to show.
#[utoipa::path(get, path = "/ver3/api/v3/tiles/config", tag = "tiles",
    responses((status = 200, description = "The tile layer, or `enabled: false` when this \
        deployment has no provider", body = Envelope<TilesConfig>)))]
pub async fn tiles_config(State(s): State<TilesState>) -> Json<Envelope<TilesConfig>> {
    ok(match &s.provider {
        Some(p) => TilesConfig {
            enabled: true,
            crs: Some(p.crs),
            attribution: p.attribution.clone(),
            max_zoom: p.max_zoom,
            url: TILE_PATH.to_string(),
        },
        None => TilesConfig {
            enabled: false,
            crs: None,
            attribution: String::new(),
            max_zoom: 0,
            url: String::new(),
        },
    })
}
