//! `GET /ver3/api/v3/http/search/suggest`: names to offer while the visitor types.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use youzhe_content::page::PageRoute;
use youzhe_core::{ApiError, Envelope, cache::content_cached, extract::ApiQuery};
use youzhe_text_index::Query;

use super::SearchState;

/// Most suggestions answered.
pub const SUGGESTIONS: usize = 8;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SuggestParams {
    /// What the visitor has typed so far: Chinese, full pinyin (`lingy`), initials (`lys`)
    /// or English. Empty: no suggestions. At most 50 characters.
    #[param(max_length = 50)]
    pub keyword: Option<String>,
    /// Only names in this city (1201 …).
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
}

/// One name to offer: what it is and the page that opens it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SearchSuggestion {
    pub id: String,
    /// `place`, `dish`, `person`, `line` or `topic`.
    #[serde(rename = "type")]
    pub type_: &'static str,
    /// The place kind, or the type again for the others.
    pub kind: String,
    /// The app page that shows it.
    pub page: PageRoute,
    pub name: String,
    /// The city it is in, when it is in one (`杭州`).
    pub city_name: Option<String>,
}

/// Up to 8 names matching what the visitor has typed so far — by the name's characters,
/// full pinyin or initials — best first, as the search ranks them. Nothing is logged: a
/// visitor's search is what they submit.
#[utoipa::path(get, path = "/ver3/api/v3/http/search/suggest", tag = "search", params(SuggestParams),
    responses((status = 200, description = "Up to 8 names, best first; 304 when If-None-Match matches",
        body = Envelope<Vec<SearchSuggestion>>)))]
pub async fn suggest(
    State(SearchState { content, .. }): State<SearchState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<SuggestParams>,
) -> Result<Response, ApiError> {
    let keyword = youzhe_places::params::keyword(q.keyword.as_deref())?;
    let snap = content.snapshot();
    if keyword.is_empty() {
        return Ok(content_cached(
            &headers,
            &snap.etag,
            Vec::<SearchSuggestion>::new(),
        ));
    }
    let r = snap.search.search(&Query {
        text: &keyword,
        kinds: &[],
        city_id: q.city_id,
        offset: 0,
        limit: SUGGESTIONS,
    });
    let list: Vec<SearchSuggestion> = r
        .hits
        .iter()
        .filter_map(|h| {
            let i = super::search::item(&snap, *snap.search_refs.get(h.doc as usize)?, None)?;
            let city_name = i
                .city_id
                .and_then(|c| snap.region_by_id.get(&c))
                .map(|c| c.short_name.clone());
            Some(SearchSuggestion {
                id: i.id,
                type_: i.type_,
                kind: i.kind,
                page: i.page,
                name: i.name,
                city_name,
            })
        })
        .collect();
    Ok(content_cached(&headers, &snap.etag, list))
}
