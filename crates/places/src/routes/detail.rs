//! A place's page: its detail, the hotel page with what is around it, tickets and share
//! cards. The detail and the tickets also answer under the old app's brand paths: one
//! handler each; the brand path is described by a `brand_…` item that is never mounted.

use axum::{
    extract::State,
    http::{HeaderMap, HeaderValue, header},
    response::{IntoResponse, Response},
};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_content::page::PageRoute;
use youzhe_core::{
    ApiError, Envelope,
    cache::{CONTENT_CACHE, cached_with, content_cached},
    extract::ApiQuery,
};
use youzhe_geo::LatLng;

use super::{PlacesState, place_not_found};
use crate::{
    card::{self, location},
    catalog::Catalog,
    groups::Group,
    position::Position,
    reach,
    recommend::{Seed, recommend},
    view::{HotelDetail, PlaceCard, PlaceDetail, ShareItem, TicketItem, Tickets},
};

const HOTEL_LIST: usize = 6;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DetailParams {
    /// The place id (`scenic-hz-xihu`).
    pub id: String,
}

/// A place's page: description, facilities, ticket, photos (illustrations marked), linked
/// famous people and dishes.
#[utoipa::path(get, path = "/ver3/api/poi/v1/details", tag = "places", params(DetailParams, Position),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The place; code 40400 for an unknown id",
        body = Envelope<PlaceDetail>)))]
pub async fn details(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<DetailParams>,
    ApiQuery(at): ApiQuery<Position>,
) -> Result<Response, ApiError> {
    let headers = &headers;
    let from = at.parse()?;
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let (i, _) = cat.place(q.id.trim()).ok_or_else(place_not_found)?;
    if from.is_some() {
        let data = card::place_detail(cat, i, from).ok_or_else(place_not_found)?;
        return Ok(content_cached(headers, &cat.snap.etag, data));
    }
    // Without a position the answer only depends on the content: sent as serialised once.
    Ok(cached_with(
        headers,
        &cat.snap.etag,
        CONTENT_CACHE,
        || match cur.answers.detail_json(cat, i) {
            Some(Ok(body)) => (
                [(
                    header::CONTENT_TYPE,
                    HeaderValue::from_static("application/json"),
                )],
                body,
            )
                .into_response(),
            Some(Err(e)) => ApiError::Internal(e.into()).into_response(),
            None => place_not_found().into_response(),
        },
    ))
}

// Answered by `details`; this item only describes the path.
/// The same as `/ver3/api/poi/v1/details`, under the brand prefix the old app also used.
#[utoipa::path(get, path = "/brand-api/t5/poi/details", tag = "places", params(DetailParams, Position),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The place; code 40400 for an unknown id",
        body = Envelope<PlaceDetail>)))]
pub async fn brand_details() {}

/// Up to `HOTEL_LIST` places of `group` nearest the hotel, the hotel left out, within the
/// group's reach (`reach`): the nearest within the widest step are the ones widening step
/// by step would find. Canteens for residents are not a guest's food.
fn nearest_of(
    cat: &Catalog,
    i: u32,
    at: LatLng,
    group: Group,
    from: Option<LatLng>,
) -> Vec<PlaceCard> {
    let snap = &cat.snap;
    let reach_m = reach::widest_km(group) * 1000.0;
    let hits = snap.near.nearest(at, HOTEL_LIST, reach_m, |k| {
        k != i
            && snap
                .places
                .get(k as usize)
                .is_some_and(|p| reach::lists(group, p.kind, false))
    });
    let idx: Vec<u32> = hits.iter().map(|h| h.key).collect();
    card::cards(snap, &idx, from)
}

/// A hotel or homestay with the food and sights nearest it and other stays like it.
#[utoipa::path(get, path = "/ver3/api/v3/hotel-detail", tag = "places", params(DetailParams, Position),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The stay; code 40400 when the id is not a hotel or homestay",
        body = Envelope<HotelDetail>)))]
pub async fn hotel_detail(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<DetailParams>,
    ApiQuery(at): ApiQuery<Position>,
) -> Result<Response, ApiError> {
    let from = at.parse()?;
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let not_a_hotel = || ApiError::NotFound("酒店不存在".into());
    let (i, p) = cat.place(q.id.trim()).ok_or_else(not_a_hotel)?;
    if Group::of(p.kind) != Group::Stay {
        return Err(not_a_hotel());
    }
    let place = card::place_detail(cat, i, from).ok_or_else(not_a_hotel)?;
    let (nearby_food, nearby_sights) = match location(p) {
        Some(at) => (
            nearest_of(cat, i, at, Group::Food, from),
            nearest_of(cat, i, at, Group::Sights, from),
        ),
        None => (Vec::new(), Vec::new()),
    };
    let seed = Seed::new(Some(p), from);
    let like = recommend(&cat.snap.places, &seed, HOTEL_LIST, |c| {
        Group::of(c.kind) == Group::Stay
    });
    let data = HotelDetail {
        place,
        nearby_food,
        nearby_sights,
        also_like: card::cards(&cat.snap, &like, from),
    };
    Ok(content_cached(&headers, &cat.snap.etag, data))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct IdParams {
    /// The place id.
    pub id: String,
}

const TICKET_NOTES: &str = "票价仅供参考，以现场公告为准；本平台不在线售票。";
const NO_TICKETS: &str = "该地点暂未提供门票信息，本平台不在线售票，请以现场公告为准。";

fn tickets_of(cat: &Catalog, id: &str) -> Result<Tickets, ApiError> {
    let (_, p) = cat.place(id.trim()).ok_or_else(place_not_found)?;
    Ok(match &p.ticket {
        Some(t) => Tickets {
            list: vec![TicketItem {
                id: format!("{}-ticket", p.id),
                name: format!("{}门票", p.name.zh),
                free: t.price.as_ref().and_then(|n| n.as_f64()) == Some(0.0),
                price: t.price.clone(),
                notes: t.notes.clone(),
            }],
            notes: TICKET_NOTES.into(),
        },
        None => Tickets {
            list: Vec::new(),
            notes: NO_TICKETS.into(),
        },
    })
}

/// The place's tickets (a reference price; nothing is sold online).
#[utoipa::path(get, path = "/ver3/api/poi/v1/tickets/lists", tag = "places", params(IdParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "Tickets; an empty list with a note when the place has none",
        body = Envelope<Tickets>)))]
pub async fn tickets(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<IdParams>,
) -> Result<Response, ApiError> {
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let data = tickets_of(cat, &q.id)?;
    Ok(content_cached(&headers, &cat.snap.etag, data))
}

// Answered by `tickets`; this item only describes the path.
/// The same as `/ver3/api/poi/v1/tickets/lists`, under the brand prefix.
#[utoipa::path(get, path = "/brand-api/common/v1/poi/tickets/list", tag = "places", params(IdParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "Tickets; an empty list with a note when the place has none",
        body = Envelope<Tickets>)))]
pub async fn brand_tickets() {}

/// What WeChat shows when the place page is shared to a chat or to Moments.
#[utoipa::path(get, path = "/brand-api/t5/share/lists", tag = "places", params(IdParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "One entry per channel: friend, timeline",
        body = Envelope<Vec<ShareItem>>)))]
pub async fn share(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<IdParams>,
) -> Result<Response, ApiError> {
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let (_, p) = cat.place(q.id.trim()).ok_or_else(place_not_found)?;
    let base = &s.public_url;
    let link = format!(
        "{base}/ver3/{}?id={}",
        PageRoute::of_place(p.kind).as_str(),
        card::encode(&p.id)
    );
    let cover = card::cover(p);
    let img_url = if cover.starts_with('/') {
        format!("{base}{cover}")
    } else {
        cover
    };
    let desc = match card::summary(&p.description) {
        d if d.is_empty() => p.address.clone(),
        d => d,
    };
    let data = vec![
        ShareItem {
            channel: "friend".into(),
            title: p.name.zh.clone(),
            desc: desc.clone(),
            link: link.clone(),
            img_url: img_url.clone(),
        },
        ShareItem {
            // Moments show the title only, so it says where the place is.
            channel: "timeline".into(),
            title: format!("{} · {}", p.name.zh, p.address),
            desc,
            link,
            img_url,
        },
    ];
    Ok(content_cached(&headers, &cat.snap.etag, data))
}
