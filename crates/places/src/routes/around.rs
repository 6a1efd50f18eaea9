//! What is around a place or a point: the "around" list of the place pages and the
//! nearby list of the map, nearest first, each card with its distance from the centre.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use youzhe_content::kind::{Kind, PlaceKindNames};
use youzhe_core::{
    ApiError, Bounded, Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};
use youzhe_geo::{Hit, LatLng, round_km};

use super::{PlacesState, place_not_found, present};
use crate::{
    card::{self, location},
    groups::Group,
    params::radius_km,
    position::Position,
    reach,
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
    /// `food` (restaurant, food; canteens with `canteens=true`), `sights` (scenic, site,
    /// camping), `stay` (hotel, homestay) or `shop`; empty: every kind.
    pub group: Option<String>,
    /// Kilometres (above 0 and at most 50). With a group: at most the group's reach (food
    /// and shops 10, stays 10, sights 50), which is also the default; without: default 5.
    #[param(exclusive_minimum = 0, maximum = 50)]
    pub radius: Option<f64>,
    /// How many (default 10, at most 50).
    #[param(inline)]
    pub size: Option<Bounded<1, 50>>,
    /// `true`: the `food` group includes canteens for residents (社区食堂, 老年食堂); left out
    /// otherwise.
    pub canteens: Option<bool>,
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
    let asked = radius_km(q.radius)?;
    let group = match present(q.group.as_deref()) {
        Some(g) => Some(Group::parse(g).ok_or_else(|| {
            ApiError::invalid(
                "group",
                format!("未知的分组 {g}（food、sights、stay、shop）"),
            )
        })?),
        None => None,
    };
    let canteens = q.canteens.unwrap_or(false);
    // A group looks as far as its reach: the nearest within it are what widening step by
    // step would find (`reach`).
    let radius = match group {
        Some(g) => q
            .radius
            .map_or(reach::widest_km(g), |_| asked.min(reach::widest_km(g))),
        None => asked,
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
                .is_some_and(|p| group.is_none_or(|g| reach::lists(g, p.kind, canteens)))
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
    /// Kilometres (default 5, above 0 and at most 50); with `kind`, at most the widest reach
    /// of the kinds asked (food and shops 10, stays 10, sights 50).
    #[param(exclusive_minimum = 0, maximum = 50)]
    pub radius: Option<f64>,
    /// Where fewer places than this lie within `radius`, the radius doubles until this many
    /// are found or it reaches 200 km (with `kind`, the kinds' widest reach); the answer
    /// says which radius it covers. Empty: the radius stays as asked.
    #[serde(rename = "atLeast")]
    #[param(rename = "atLeast", inline)]
    pub at_least: Option<Bounded<1, 50>>,
}

/// The widest a sparse neighbourhood widens to, in km: from anywhere in the province this
/// reaches its nearest towns.
pub const WIDEST_KM: f64 = 200.0;

/// One page of places near a point, and the radius that page covers.
#[derive(Debug, Serialize, ToSchema)]
pub struct NearbyPage {
    pub list: Vec<PlaceCard>,
    pub total: u64,
    pub page: u32,
    pub size: u32,
    /// The radius asked for, km.
    pub asked_radius_km: f64,
    /// The radius the list covers, km: larger than asked when `atLeast` widened it.
    pub radius_km: f64,
    /// True when the radius was widened to find `atLeast` places.
    pub widened: bool,
}

/// The hits within `radius_km`, doubling it (up to `widest`) until at least `want` are
/// found; with the radius they cover.
fn widening(
    want: usize,
    radius_km: f64,
    widest: f64,
    within: impl Fn(f64) -> Vec<Hit>,
) -> (Vec<Hit>, f64) {
    let mut r = radius_km.min(widest);
    loop {
        let hits = within(r);
        if hits.len() >= want || r >= widest {
            return (hits, r);
        }
        r = (r * 2.0).min(widest);
    }
}

/// Places near a point, nearest first, with their distance in km; with `atLeast`, a sparse
/// neighbourhood widens until that many are found, and the answer says how far it reached.
#[utoipa::path(get, path = "/ver3/api/poi/v1/nearby", tag = "places", params(NearbyParams, PageQuery),
    responses((status = 200, description = "Places within the radius (widened when atLeast asks), nearest first; 304 when If-None-Match matches",
        body = Envelope<NearbyPage>)))]
pub async fn nearby(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<NearbyParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    let page = paging.page();
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
    let want = q.at_least.map_or(0, Bounded::get) as usize;
    // Asked kinds look no farther than their reach; every kind keeps the province-wide bound.
    let widest = reach::widest_of(&kinds).unwrap_or(WIDEST_KM);
    let (hits, covered) = widening(want, radius, widest, |r| {
        snap.near.within(from, r * 1000.0, keep)
    });
    let Paged {
        list,
        total,
        page,
        size,
    } = page.slice_with(&hits, |hits| cards_at(snap, hits));
    let data = NearbyPage {
        list,
        total,
        page,
        size,
        asked_radius_km: radius,
        radius_km: covered,
        widened: covered > radius,
    };
    Ok(content_cached(&headers, &snap.etag, data))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hits(n: usize) -> Vec<Hit> {
        (0..n)
            .map(|i| Hit {
                key: i as u32,
                distance_m: i as f64,
            })
            .collect()
    }

    #[test]
    fn widens_by_doubling_until_enough_or_the_widest() {
        // One place per 10 km of radius.
        let count = |r: f64| hits((r / 10.0) as usize);
        assert_eq!(widening(10, 5.0, WIDEST_KM, count).1, 160.0);
        assert_eq!(widening(0, 5.0, WIDEST_KM, count).1, 5.0);
        assert_eq!(widening(50, 5.0, WIDEST_KM, count).1, WIDEST_KM);
        assert_eq!(widening(3, 30.0, WIDEST_KM, count).1, 30.0);
        // Food stops at its reach, however few it found, and never starts beyond it.
        assert_eq!(widening(10, 3.0, 10.0, count).1, 10.0);
        assert_eq!(widening(1, 20.0, 10.0, count).1, 10.0);
    }
}
