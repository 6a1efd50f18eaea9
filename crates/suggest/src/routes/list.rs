//! `GET /ver3/api/v3/suggest/list`: the suggestions, newest first, by city and theme.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, Envelope,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};

use super::{MAX_THEME, SuggestState, send, theme_word};
use crate::{
    book::{Key, envelope},
    build,
    view::SuggestCard,
};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct SuggestListParams {
    /// Only suggestions about this city (1201 …); an unknown city has none.
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
    /// Only suggestions carrying this theme word, as `suggest/theme` lists it (`老城漫步`);
    /// empty: every theme. A word no suggestion carries gives an empty list.
    #[param(max_length = 20)]
    pub theme: Option<String>,
}

const _: () = assert!(MAX_THEME == 20, "the document's maxLength");

/// The suggestions newest first, narrowed to a city and a theme, one page at a time.
#[utoipa::path(get, path = "/ver3/api/v3/suggest/list", tag = "suggest", params(SuggestListParams, PageQuery),
    responses((status = 200, description = "One page of suggestion cards, newest first", body = Envelope<Paged<SuggestCard>>)))]
pub async fn suggest_list(
    State(s): State<SuggestState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<SuggestListParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    let theme = theme_word(q.theme.as_deref())?;
    let page = paging.page();
    let book = s.book()?;
    let key = Key::List {
        city: q.city_id,
        theme: theme.clone(),
        page: page.page,
        size: page.size,
    };
    Ok(send(&headers, &book, || {
        book.kept(key, || {
            let idx: Vec<usize> = book
                .order
                .iter()
                .copied()
                .filter(|&i| build::matches(&book.snap.suggestions[i], q.city_id, theme.as_deref()))
                .collect();
            envelope(page.slice_with(&idx, |idx| {
                idx.iter()
                    .filter_map(|&i| book.cards.get(i).cloned())
                    .collect()
            }))
        })
    }))
}
