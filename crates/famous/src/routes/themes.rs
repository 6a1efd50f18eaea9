//! `GET /ver3/api/v3/famous/themes`: what the chips offer.

use axum::{extract::State, http::HeaderMap, response::Response};
use youzhe_core::{Envelope, cache::content_cached};

use super::FamousState;
use crate::{build, view::FamousThemes};

/// The themes (derived from each person's title) and the cities, each with how many people
/// it holds; only those with at least one person.
#[utoipa::path(get, path = "/ver3/api/v3/famous/themes", tag = "famous",
    responses((status = 200, description = "Themes and cities with their counts", body = Envelope<FamousThemes>)))]
pub async fn famous_themes(State(s): State<FamousState>, headers: HeaderMap) -> Response {
    let snap = s.content.snapshot();
    content_cached(&headers, &snap.etag, build::themes(&snap))
}
