//! `GET /ver3/api/v3/lines/list`: the lines, paged, by theme and length.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, Bounded, Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};

use super::LinesState;
use crate::{build, themes, view::LineCard};

youzhe_core::words_schema!(
    /// A theme id (`classic`); empty means every theme.
    ThemeWord,
    themes::words()
);

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct LinesParams {
    /// Only lines of this theme; empty: every theme.
    #[param(value_type = Option<ThemeWord>, inline)]
    pub theme: Option<String>,
    /// Only lines of this many days (1–30).
    #[param(inline)]
    pub days: Option<Bounded<1, 30>>,
}

fn theme(t: Option<&str>) -> Result<Option<&'static str>, ApiError> {
    match t.unwrap_or("") {
        "" => Ok(None),
        t => themes::by_id(t)
            .map(|t| Some(t.id))
            .ok_or_else(|| ApiError::invalid("theme", "参数 theme 取值不在允许范围内")),
    }
}

/// The lines in file order, narrowed to a theme and a length, one page at a time.
#[utoipa::path(get, path = "/ver3/api/v3/lines/list", tag = "lines", params(LinesParams, PageQuery),
    responses((status = 200, description = "One page of line cards", body = Envelope<Paged<LineCard>>)))]
pub async fn line_list(
    State(s): State<LinesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<LinesParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    let theme = theme(q.theme.as_deref())?;
    let days = q.days.map(Bounded::get);
    let page = paging.page();
    let snap = s.content.snapshot();
    let idx: Vec<usize> = snap
        .lines
        .iter()
        .enumerate()
        .filter(|(_, l)| build::matches(l, theme, days))
        .map(|(i, _)| i)
        .collect();
    let data = page.slice_with(&idx, |idx| {
        idx.iter()
            .filter_map(|&i| snap.lines.get(i))
            .map(|l| build::card(&snap, l))
            .collect()
    });
    Ok(content_cached(&headers, &snap.etag, data))
}
