//! The hot places: scenic places and stays, most popular first (an editorial estimate,
//! docs/TOPICS.md), in a city or in the whole province, paged.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};
use youzhe_places::{card::card_at, view::PlaceCard};

use super::TopicsState;
use crate::build::{self, Hot};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CityHotParams {
    /// The city (1201 …). An unknown city has none.
    #[param(value_type = u64, maximum = 4294967295.0)]
    #[serde(deserialize_with = "youzhe_core::bounded::whole")]
    pub city_id: u32,
}

fn answer(
    s: &TopicsState,
    headers: &HeaderMap,
    hot: Hot,
    city: Option<u32>,
    page: PageQuery,
) -> Response {
    let snap = s.content.snapshot();
    let idx = build::hot(&snap, hot, city);
    let data = page.page().slice_with(&idx, |idx| {
        idx.iter()
            .map(|&i| card_at(&snap, &snap.places[i], None))
            .collect::<Vec<_>>()
    });
    content_cached(headers, &snap.etag, data)
}

/// The city's hotels and homestays, most popular first.
#[utoipa::path(get, path = "/ver3/api/topic/getcityhothotel", tag = "topics", params(CityHotParams, PageQuery),
    responses((status = 200, description = "One page of stays", body = Envelope<Paged<PlaceCard>>)))]
pub async fn city_hot_hotels(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<CityHotParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    Ok(answer(&s, &headers, Hot::Stays, Some(q.city_id), paging))
}

/// The city's scenic areas and sites, most popular first.
#[utoipa::path(get, path = "/ver3/api/topic/getcityhotscenic", tag = "topics", params(CityHotParams, PageQuery),
    responses((status = 200, description = "One page of scenic places", body = Envelope<Paged<PlaceCard>>)))]
pub async fn city_hot_scenic(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<CityHotParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    Ok(answer(&s, &headers, Hot::Scenic, Some(q.city_id), paging))
}

/// The province's hotels and homestays, most popular first.
#[utoipa::path(get, path = "/ver3/api/topic/gethothotel", tag = "topics", params(PageQuery),
    responses((status = 200, description = "One page of stays", body = Envelope<Paged<PlaceCard>>)))]
pub async fn hot_hotels(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    Ok(answer(&s, &headers, Hot::Stays, None, q))
}

/// The province's scenic areas and sites, most popular first.
#[utoipa::path(get, path = "/ver3/api/topic/gethotscenic", tag = "topics", params(PageQuery),
    responses((status = 200, description = "One page of scenic places", body = Envelope<Paged<PlaceCard>>)))]
pub async fn hot_scenic(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    Ok(answer(&s, &headers, Hot::Scenic, None, q))
}
