//! `GET /ver3/api/topic/getnews`: the topic pages' news. None ships, and none is made up:
//! the list is empty (docs/TOPICS.md).

use axum::{extract::State, http::HeaderMap, response::Response};
use youzhe_core::{
    ApiError, Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};

use super::TopicsState;
use crate::view::NewsItem;

/// One page of news: always empty until an operator publishes news.
#[utoipa::path(get, path = "/ver3/api/topic/getnews", tag = "topics", params(PageQuery),
    responses((status = 200, description = "One page of news (none is shipped)", body = Envelope<Paged<NewsItem>>)))]
pub async fn news(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    let none: [NewsItem; 0] = [];
    let snap = s.content.snapshot();
    Ok(content_cached(&headers, &snap.etag, q.page().slice(&none)))
}
