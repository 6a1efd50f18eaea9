//! `GET /ver3/api/v3/famous/people`: the people, paged, by theme and city.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};

use super::FamousState;
use crate::{build, themes, view::PersonCard};

youzhe_core::words_schema!(
    /// A theme id (`literature`); empty means every theme.
    ThemeWord,
    themes::words()
);

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct PeopleParams {
    /// Only people of this theme; empty: every theme.
    #[param(value_type = Option<ThemeWord>, inline)]
    pub theme: Option<String>,
    /// Only people tied to this city (1201 …). An unknown city has none.
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
}

/// The checked theme: `None` for every theme.
fn theme(t: Option<&str>) -> Result<Option<&'static str>, ApiError> {
    match t.unwrap_or("") {
        "" => Ok(None),
        t => themes::by_id(t)
            .map(|t| Some(t.id))
            .ok_or_else(|| ApiError::invalid("theme", "参数 theme 取值不在允许范围内")),
    }
}

/// The people in file order, narrowed to a theme and a city, one page at a time.
#[utoipa::path(get, path = "/ver3/api/v3/famous/people", tag = "famous", params(PeopleParams, PageQuery),
    responses((status = 200, description = "One page of person cards", body = Envelope<Paged<PersonCard>>)))]
pub async fn famous_people(
    State(s): State<FamousState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<PeopleParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    let theme = theme(q.theme.as_deref())?;
    let page = paging.page();
    let snap = s.content.snapshot();
    let idx: Vec<usize> = snap
        .people
        .iter()
        .enumerate()
        .filter(|(_, f)| build::matches(f, theme, q.city_id))
        .map(|(i, _)| i)
        .collect();
    let data = page.slice_with(&idx, |idx| {
        idx.iter()
            .filter_map(|&i| snap.people.get(i))
            .map(|f| build::card(&snap, f))
            .collect()
    });
    Ok(content_cached(&headers, &snap.etag, data))
}
