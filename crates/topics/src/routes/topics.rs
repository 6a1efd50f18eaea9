//! The topics: `topic/data/list` (paged, by city), `topic/template` (one topic with its
//! places), `topic/gettopiclist` (the topics a place is in) and `topic_play/index` (the
//! landing page at once).

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};
use youzhe_places::card::card_at;

use super::{TopicId, TopicsState, find_topic};
use crate::{
    build::{self, Hot},
    view::{TopicCard, TopicDetail, TopicPlay},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TopicListParams {
    /// Only topics of this city or with a place in it (1201 …). An unknown city has none.
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
}

/// The topics in file order, narrowed to a city, one page at a time.
#[utoipa::path(get, path = "/ver3/api/v3/topic/data/list", tag = "topics", params(TopicListParams, PageQuery),
    responses((status = 200, description = "One page of topic cards", body = Envelope<Paged<TopicCard>>)))]
pub async fn topic_data_list(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<TopicListParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    let page = paging.page();
    let snap = s.content.snapshot();
    let idx: Vec<usize> = (0..snap.topics.len())
        .filter(|&i| build::in_city(&snap, &snap.topics[i], q.city_id))
        .collect();
    let data = page.slice_with(&idx, |idx| {
        idx.iter()
            .map(|&i| build::card(&snap, &snap.topics[i]))
            .collect()
    });
    Ok(content_cached(&headers, &snap.etag, data))
}

/// One topic: its title, summary and source, and its places as cards in the topic's order.
#[utoipa::path(get, path = "/ver3/api/v3/topic/template", tag = "topics", params(TopicId),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The topic; code 40400 for an unknown id", body = Envelope<TopicDetail>)))]
pub async fn topic_template(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<TopicId>,
) -> Result<Response, ApiError> {
    let snap = s.content.snapshot();
    let t = find_topic(&snap, &q.id)?;
    Ok(content_cached(
        &headers,
        &snap.etag,
        build::detail(&snap, t),
    ))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PlaceTopicsParams {
    /// Only the topics that list this place (`scenic-hz-xihu`); empty: every topic. A place
    /// in no topic (or unknown) has none.
    pub place_id: Option<String>,
}

/// The topics a place is in (a place page's "in these topics"), in file order, paged.
#[utoipa::path(get, path = "/ver3/api/topic/gettopiclist", tag = "topics", params(PlaceTopicsParams, PageQuery),
    responses((status = 200, description = "One page of topic cards", body = Envelope<Paged<TopicCard>>)))]
pub async fn topic_list(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<PlaceTopicsParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    let page = paging.page();
    let place = q
        .place_id
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty());
    let snap = s.content.snapshot();
    let idx: Vec<usize> = (0..snap.topics.len())
        .filter(|&i| build::has_place(&snap.topics[i], place))
        .collect();
    let data = page.slice_with(&idx, |idx| {
        idx.iter()
            .map(|&i| build::card(&snap, &snap.topics[i]))
            .collect()
    });
    Ok(content_cached(&headers, &snap.etag, data))
}

/// Places per hot list on the landing page.
const PLAY_HOT: usize = 6;
/// Banners on the landing page.
const PLAY_BANNERS: usize = 5;

/// The topic landing page in one answer: five banners, every topic, and the six hottest
/// scenic places and stays of the province.
#[utoipa::path(get, path = "/brand-api/z3/topic_play/index", tag = "topics",
    responses((status = 200, description = "Banners, topics and hot places", body = Envelope<TopicPlay>)))]
pub async fn topic_play(State(s): State<TopicsState>, headers: HeaderMap) -> Response {
    let snap = s.content.snapshot();
    let hot = |h: Hot| {
        build::hot(&snap, h, None)
            .into_iter()
            .take(PLAY_HOT)
            .map(|i| card_at(&snap, &snap.places[i], None))
            .collect()
    };
    let data = TopicPlay {
        banners: build::banners(&snap, None, PLAY_BANNERS),
        topics: snap.topics.iter().map(|t| build::card(&snap, t)).collect(),
        hot_scenic: hot(Hot::Scenic),
        hot_hotels: hot(Hot::Stays),
    };
    content_cached(&headers, &snap.etag, data)
}
