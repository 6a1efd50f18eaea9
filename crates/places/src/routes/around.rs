//! What is around a place or a point: the "around" list of the place pages and the
//! nearby list of the map, nearest first, each card with its distance from the centre.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_content::kind::{Kind, PlaceKindNames};
use youzhe_core::{
    ApiError, Bounded, Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageNumber, PageQuery, PageSize, Paged},
};
use youzhe_geo::{Hit, LatLng, round_km};

use super::{PlacesState, place_not_found, present};
use crate::{
    card::{self, location},
    groups::Group,
    params::radius_km,
    position::Position,
    view::PlaceCard,
};
use youzhe_content::snapshot::Snapshot;

/// Cards for nearest-first hits, each with its distance from the centre.
fn cards_at(snap: &Snapshot, hits: &[Hit]) -> Vec<PlaceCard> {
    hits.iter()
        .filter_map(|h| {
            let p = snap.places.get(h.key as usize)?;
            Some(card::card_at(snap, p, Some(round_km(h.distance_m))))
        })
        .collect()
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct AroundParams {
    /// The centre place (left out of the answer). Without it, lat and lng are the centre.
    pub id: Option<String>,
    /// `food` (restaurant, food, canteen), `sights` (scenic, site), `stay` (hotel,
    /// homestay) or `shop`; empty: every kind.
    pub group: Option<String>,
    /// Kilometres (default 5, above 0 and at most 50).
    #[param(exclusive_minimum = 0, maximum = 50)]
    pub radius: Option<f64>,
    /// How many (default 10, at most 50).
    #[param(inline)]
    pub size: Option<Bounded<1, 50>>,
}

/// Places around a place or a point, nearest first, with their distance from the centre.
#[utoipa::path(get, path = "/brand-api/t5/around/recommend/list", tag = "places", params(AroundParams, Position),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "Nearest first, never the centre place; distance in km from the centre",
        body = Envelope<Vec<PlaceCard>>)))]
pub async fn around(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<AroundParams>,
    ApiQuery(at): ApiQuery<Position>,
) -> Result<Response, ApiError> {
    let size = q.size.map_or(10, Bounded::get) as usize;
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
    let visitor = at.parse()?;
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
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
    Ok(content_cached(&headers, &snap.etag, cards_at(snap, &hits)))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct NearbyParams {
    /// Latitude, GCJ-02.
    #[param(minimum = -90, maximum = 90)]
    pub lat: f64,
    /// Longitude, GCJ-02.
    #[param(minimum = -180, maximum = 180)]
    pub lng: f64,
    /// Comma-separated place kinds (scenic, site, hotel, homestay, restaurant, food, shop, canteen).
    #[param(value_type = Option<PlaceKindNames>, inline)]
    pub kind: Option<String>,
    /// Kilometres (default 5, above 0 and at most 50).
    #[param(exclusive_minimum = 0, maximum = 50)]
    pub radius: Option<f64>,
    /// 1-based page (default 1).
    #[param(inline)]
    pub page: Option<PageNumber>,
    /// Page size (default 20, at most 50).
    #[param(inline)]
    pub size: Option<PageSize>,
}

/// Places near a point, nearest first, with their distance in km.
#[utoipa::path(get, path = "/ver3/api/poi/v1/nearby", tag = "places", params(NearbyParams),
    responses((status = 200, description = "Places within the radius, nearest first; 304 when If-None-Match matches",
        body = Envelope<Paged<PlaceCard>>)))]
pub async fn nearby(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<NearbyParams>,
) -> Result<Response, ApiError> {
    let page = PageQuery {
        page: q.page,
        size: q.size,
    }
    .page();
    let from = LatLng::new(q.lat, q.lng)
        .ok_or_else(|| ApiError::invalid("lat", "坐标超出范围（纬度 −90…90，经度 −180…180）"))?;
    let radius = radius_km(q.radius)?;
    let mut kinds = Vec::new();
    for k in Kind::parse_list(q.kind.as_deref())? {
        kinds
            .push(k.place().ok_or_else(|| {
                ApiError::invalid("kind", format!("{} 不是地点类型", k.as_str()))
            })?);
    }
    let cur = s.catalogs.get();
    let snap = &cur.catalog.snap;
    let keep = |i: u32| {
        kinds.is_empty()
            || snap
                .places
                .get(i as usize)
                .is_some_and(|p| kinds.contains(&p.kind))
    };
    let hits = snap.near.within(from, radius * 1000.0, keep);
    let data = page.slice_with(&hits, |hits| cards_at(snap, hits));
    Ok(content_cached(&headers, &snap.etag, data))
}
