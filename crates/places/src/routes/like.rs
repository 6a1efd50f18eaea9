//! Recommendations: "guess you like" and "you may also like".

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_content::kind::PlaceKindNames;
use youzhe_core::{ApiError, Bounded, Envelope, cache::content_cached, extract::ApiQuery};

use super::{PlacesState, place_not_found, present};
use crate::{
    card,
    groups::parse_kinds,
    position::Position,
    recommend::{Seed, recommend},
    view::PlaceCard,
};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct LikeParams {
    /// The place being read: left out of the list, and what the list resembles.
    pub id: Option<String>,
    /// Comma-separated place kinds to choose from (empty: every kind).
    #[param(value_type = Option<PlaceKindNames>, inline)]
    pub kind: Option<String>,
    /// Only places in this city (1201 …).
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
    /// How many (default 6, at most 20).
    #[param(inline)]
    pub size: Option<Bounded<1, 20>>,
}

/// Places a visitor may like: like the place being read (or near the visitor), best first.
#[utoipa::path(get, path = "/ver3/api/poi/v1/guessYouLike", tag = "places", params(LikeParams, Position),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "Deterministic recommendations, never the place itself; code 40400 for an unknown id",
        body = Envelope<Vec<PlaceCard>>)))]
pub async fn guess_you_like(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<LikeParams>,
    ApiQuery(at): ApiQuery<Position>,
) -> Result<Response, ApiError> {
    let size = q.size.map_or(6, Bounded::get) as usize;
    let from = at.parse()?;
    let kinds = parse_kinds(q.kind.as_deref())?;
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let place = match present(q.id.as_deref()) {
        Some(id) => Some(cat.place(id).ok_or_else(place_not_found)?.1),
        None => None,
    };
    let seed = Seed::new(place, from);
    let idx = recommend(&cat.snap.places, &seed, size, |c| {
        (kinds.is_empty() || kinds.contains(&c.kind)) && q.city_id.is_none_or(|id| c.city_id == id)
    });
    let data = card::cards(&cat.snap, &idx, from);
    Ok(content_cached(&headers, &cat.snap.etag, data))
}

// Answered by `guess_you_like`; this item only describes the path.
/// The same parameters and algorithm as guessYouLike, under the brand prefix.
#[utoipa::path(get, path = "/brand-api/common/v1/you-may-also-like/list", tag = "places", params(LikeParams, Position),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "Deterministic recommendations, never the place itself; code 40400 for an unknown id",
        body = Envelope<Vec<PlaceCard>>)))]
pub async fn you_may_also_like() {}
