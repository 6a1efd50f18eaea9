//! Recommendations ("guess you like", "you may also like") and what is around a place or
//! the visitor.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_content::routes::{content_cached, radius_km};
use youzhe_core::{ApiError, Envelope, extract::ApiQuery};
use youzhe_geo::round_km;

use super::{PlacesState, place_not_found, present};
use crate::{
    card::{self, location},
    groups::{Group, parse_kinds},
    params,
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
    pub kind: Option<String>,
    /// Only places in this city (1201 …).
    pub city_id: Option<u32>,
    /// The visitor's latitude (GCJ-02): nearness counts when there is no `id`.
    pub lat: Option<f64>,
    /// The visitor's longitude (GCJ-02).
    pub lng: Option<f64>,
    /// How many (default 6, at most 20).
    pub size: Option<u32>,
}

fn like(s: &PlacesState, headers: &HeaderMap, q: LikeParams) -> Result<Response, ApiError> {
    let size = params::bounded(q.size, 6, 20, "size")?;
    let from = params::position(q.lat, q.lng)?;
    let kinds = parse_kinds(q.kind.as_deref())?;
    let cat = s.catalogs.get();
    let place = match present(q.id.as_deref()) {
        Some(id) => Some(cat.place(id).ok_or_else(place_not_found)?.1),
        None => None,
    };
    let seed = Seed::new(place, from);
    let idx = recommend(&cat.snap.places, &seed, size, |c| {
        (kinds.is_empty() || kinds.contains(&c.kind)) && q.city_id.is_none_or(|id| c.city_id == id)
    });
    let data = card::cards(&cat.snap, &idx, from);
    Ok(content_cached(headers, &cat.snap.etag, data))
}

/// Places a visitor may like: like the place being read (or near the visitor), best first.
#[utoipa::path(get, path = "/ver3/api/poi/v1/guessYouLike", tag = "places", params(LikeParams),
    responses((status = 200, description = "Deterministic recommendations, never the place itself; code 40400 for an unknown id",
        body = Envelope<Vec<PlaceCard>>)))]
pub async fn guess_you_like(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<LikeParams>,
) -> Result<Response, ApiError> {
    like(&s, &headers, q)
}

/// The same parameters and algorithm as guessYouLike, under the brand prefix.
#[utoipa::path(get, path = "/brand-api/common/v1/you-may-also-like/list", tag = "places", params(LikeParams),
    responses((status = 200, description = "Deterministic recommendations, never the place itself; code 40400 for an unknown id",
        body = Envelope<Vec<PlaceCard>>)))]
pub async fn you_may_also_like(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<LikeParams>,
) -> Result<Response, ApiError> {
    like(&s, &headers, q)
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AroundParams {
    /// The centre place (left out of the answer). Without it, lat and lng are the centre.
    pub id: Option<String>,
    /// Latitude of the centre (GCJ-02) when there is no `id`.
    pub lat: Option<f64>,
    /// Longitude of the centre (GCJ-02).
    pub lng: Option<f64>,
    /// `food` (restaurant, food, canteen), `sights` (scenic, site), `stay` (hotel,
    /// homestay) or `shop`; empty: every kind.
    pub group: Option<String>,
    /// Kilometres (default 5, at most 50).
    pub radius: Option<f64>,
    /// How many (default 10, at most 50).
    pub size: Option<u32>,
}

/// Places around a place or a point, nearest first, with their distance from the centre.
#[utoipa::path(get, path = "/brand-api/t5/around/recommend/list", tag = "places", params(AroundParams),
    responses((status = 200, description = "Nearest first, never the centre place; distance in km from the centre",
        body = Envelope<Vec<PlaceCard>>)))]
pub async fn around(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<AroundParams>,
) -> Result<Response, ApiError> {
    let size = params::bounded(q.size, 10, 50, "size")?;
    let radius = radius_km(q.radius)?;
    let group = match present(q.group.as_deref()) {
        Some(g) => Some(Group::parse(g).ok_or_else(|| {
            ApiError::invalid(
                "group",
                format!("未知的分组 {g}（food、sights、stay、shop）"),
            )
        })?),
        None => None,
    };
    let visitor = params::position(q.lat, q.lng)?;
    let cat = s.catalogs.get();
    let snap = &cat.snap;
    let (centre, skip) = match present(q.id.as_deref()) {
        Some(id) => {
            let (i, p) = cat.place(id).ok_or_else(place_not_found)?;
            (location(p).ok_or_else(place_not_found)?, Some(i))
        }
        None => (
            visitor.ok_or_else(|| ApiError::invalid("id", "需要地点 id，或同时给出 lat 和 lng"))?,
            None,
        ),
    };
    let hits = snap.near.nearest(centre, size, radius * 1000.0, |k| {
        Some(k) != skip
            && snap
                .places
                .get(k as usize)
                .is_some_and(|p| group.is_none_or(|g| Group::of(p.kind) == g))
    });
    let data: Vec<PlaceCard> = hits
        .iter()
        .filter_map(|h| {
            let p = snap.places.get(h.key as usize)?;
            Some(card::card_at(snap, p, Some(round_km(h.distance_m))))
        })
        .collect();
    Ok(content_cached(&headers, &snap.etag, data))
}
