//! `GET /ver3/api/v3/suggest/news` and `GET /ver3/api/v3/suggest/notice`: travel news and
//! notices as operators publish them (console entities `news` and `notices`,
//! docs/SUGGEST.md): the visitor's city's and the province's, within their window, pinned
//! first, then newest first.

use axum::{extract::State, http::HeaderMap, response::Response};
use youzhe_content::bulletin::{self, Bulletin, BulletinParams};
use youzhe_core::{
    Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageQuery, Paged},
    time::now_ms,
};

use super::SuggestState;
use crate::view::SuggestNotice;

/// One page of `all` for the query. The ETag carries the last window edge passed, so a
/// copy cached before an item's start or end is not revalidated as current.
fn page(
    headers: &HeaderMap,
    etag: &str,
    all: &[Bulletin],
    q: &BulletinParams,
    paging: PageQuery,
) -> Response {
    let now = now_ms();
    let items: Vec<SuggestNotice> = bulletin::current(all, q.city_id, now)
        .into_iter()
        .map(SuggestNotice::from)
        .collect();
    content_cached(
        headers,
        &bulletin::etag_at(etag, all, now),
        paging.page().slice(&items),
    )
}

/// Travel news shown now: pinned first, then newest first.
#[utoipa::path(get, path = "/ver3/api/v3/suggest/news", tag = "suggest", params(BulletinParams, PageQuery),
    responses((status = 200, description = "One page of the news shown now", body = Envelope<Paged<SuggestNotice>>)))]
pub async fn suggest_news(
    State(s): State<SuggestState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<BulletinParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Response {
    let snap = s.books.snapshot();
    page(&headers, &snap.etag, &snap.news, &q, paging)
}

/// Notices (closures, changed opening hours) shown now: pinned first, then newest first.
#[utoipa::path(get, path = "/ver3/api/v3/suggest/notice", tag = "suggest", params(BulletinParams, PageQuery),
    responses((status = 200, description = "One page of the notices shown now", body = Envelope<Paged<SuggestNotice>>)))]
pub async fn suggest_notice(
    State(s): State<SuggestState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<BulletinParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Response {
    let snap = s.books.snapshot();
    page(&headers, &snap.etag, &snap.notices, &q, paging)
}
