//! `GET /ver3/api/v3/suggest/news` and `GET /ver3/api/v3/suggest/notice`: travel news and
//! notices. None ships and none is invented: both answer an empty page until operators
//! write them (docs/SUGGEST.md).

use axum::{extract::State, http::HeaderMap, response::Response};
use youzhe_core::{
    Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};

use super::SuggestState;
use crate::view::SuggestNotice;

fn none(s: &SuggestState, headers: &HeaderMap, q: PageQuery) -> Response {
    let items: Vec<SuggestNotice> = Vec::new();
    content_cached(headers, &s.books.etag(), q.page().slice(&items))
}

/// Travel news, newest first. The content ships none, so the list is empty.
#[utoipa::path(get, path = "/ver3/api/v3/suggest/news", tag = "suggest", params(PageQuery),
    responses((status = 200, description = "One page of news items (none yet)", body = Envelope<Paged<SuggestNotice>>)))]
pub async fn suggest_news(
    State(s): State<SuggestState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> Response {
    none(&s, &headers, q)
}

/// Notices (closures, changed opening hours), newest first. The content ships none, so
/// the list is empty.
#[utoipa::path(get, path = "/ver3/api/v3/suggest/notice", tag = "suggest", params(PageQuery),
    responses((status = 200, description = "One page of notices (none yet)", body = Envelope<Paged<SuggestNotice>>)))]
pub async fn suggest_notice(
    State(s): State<SuggestState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> Response {
    none(&s, &headers, q)
}
