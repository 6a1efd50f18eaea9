//! `GET /ver3/api/topic/getnews`: the topic pages' news — the console's `news` entity as
//! published, the same items and order as `suggest/news` (docs/TOPICS.md).

use axum::{extract::State, http::HeaderMap, response::Response};
use youzhe_content::bulletin::{self, BulletinParams};
use youzhe_core::{
    ApiError, Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageQuery, Paged},
    time::now_ms,
};

use super::TopicsState;
use crate::view::NewsItem;

/// One page of the news shown now in a city (and the province's), pinned first, then
/// newest first.
#[utoipa::path(get, path = "/ver3/api/topic/getnews", tag = "topics", params(BulletinParams, PageQuery),
    responses((status = 200, description = "One page of the news shown now", body = Envelope<Paged<NewsItem>>)))]
pub async fn news(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<BulletinParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    let snap = s.content.snapshot();
    let now = now_ms();
    let items: Vec<NewsItem> = bulletin::current(&snap.news, q.city_id, now)
        .into_iter()
        .map(NewsItem::from)
        .collect();
    Ok(content_cached(
        &headers,
        &bulletin::etag_at(&snap.etag, &snap.news, now),
        paging.page().slice(&items),
    ))
}
