//! `GET /ver3/api/v3/suggest/own-nearby`: the suggestions near the visitor.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};
use youzhe_geo::round_km;

use super::SuggestState;
use crate::{build, view::NearbySuggestion};

pub const DEFAULT_RADIUS_KM: f64 = 100.0;
pub const MAX_RADIUS_KM: f64 = 1000.0;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct NearbyParams {
    /// The visitor's latitude, GCJ-02.
    #[param(minimum = -90, maximum = 90)]
    pub lat: f64,
    /// The visitor's longitude, GCJ-02.
    #[param(minimum = -180, maximum = 180)]
    pub lng: f64,
    /// Kilometres to the nearest of a suggestion's places (default 100, above 0 and at
    /// most 1000).
    #[param(exclusive_minimum = 0, maximum = 1000)]
    pub radius: Option<f64>,
}

/// The suggestions with a place within the radius, by the distance to their nearest place
/// (nearest first), each with that distance and that place.
#[utoipa::path(get, path = "/ver3/api/v3/suggest/own-nearby", tag = "suggest", params(NearbyParams, PageQuery),
    responses((status = 200, description = "Nearest first; distance in km to the suggestion's nearest place",
        body = Envelope<Paged<NearbySuggestion>>)))]
pub async fn suggest_own_nearby(
    State(s): State<SuggestState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<NearbyParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    let from = youzhe_places::position::position(Some(q.lat), Some(q.lng))?
        .ok_or_else(|| ApiError::invalid("lat", "需要 lat 和 lng"))?;
    let radius = q.radius.unwrap_or(DEFAULT_RADIUS_KM);
    if !radius.is_finite() || radius <= 0.0 || radius > MAX_RADIUS_KM {
        return Err(ApiError::invalid(
            "radius",
            format!("半径须大于 0 公里，且不超过 {MAX_RADIUS_KM} 公里"),
        ));
    }
    let page = paging.page();
    let book = s.book()?;
    let snap = &book.snap;
    let mut hits: Vec<(f64, usize, &str, &str)> = book
        .order
        .iter()
        .filter_map(|&i| {
            let (m, p) = build::nearest(snap, &snap.suggestions[i], from)?;
            (m <= radius * 1000.0).then_some((m, i, p.id.as_str(), p.name.zh.as_str()))
        })
        .collect();
    hits.sort_by(|a, b| a.0.total_cmp(&b.0));
    let data = page.slice_with(&hits, |hits| {
        hits.iter()
            .filter_map(|&(m, i, id, name)| {
                Some(NearbySuggestion {
                    card: book.cards.get(i)?.clone(),
                    distance: round_km(m),
                    nearest_place_id: id.to_string(),
                    nearest_place_name: name.to_string(),
                })
            })
            .collect()
    });
    Ok(content_cached(&headers, &snap.etag, data))
}
