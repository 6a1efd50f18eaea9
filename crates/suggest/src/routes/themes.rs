//! `GET /ver3/api/v3/suggest/theme` (what the filters offer) and
//! `GET /ver3/api/v3/suggest/theme-detail` (one theme's suggestions).

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, Envelope, extract::ApiQuery};

use super::{SuggestState, send, theme_word};
use crate::{
    book::{Key, envelope},
    build,
    view::{SuggestThemeDetail, SuggestThemes},
};

/// The theme words (most used first) and the cities (by id), each with how many
/// suggestions it holds; only those with at least one.
#[utoipa::path(get, path = "/ver3/api/v3/suggest/theme", tag = "suggest",
    responses((status = 200, description = "Themes and cities with their counts", body = Envelope<SuggestThemes>)))]
pub async fn suggest_themes(
    State(s): State<SuggestState>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let book = s.book()?;
    Ok(send(&headers, &book, || Ok(book.themes.clone())))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ThemeParams {
    /// The theme word, as `suggest/theme` lists it (`老城漫步`).
    #[param(min_length = 1, max_length = 20)]
    pub theme: String,
}

/// One theme's suggestions, newest first. A word no suggestion carries answers 40400.
#[utoipa::path(get, path = "/ver3/api/v3/suggest/theme-detail", tag = "suggest", params(ThemeParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The theme and its suggestions; code 40400 for a theme no suggestion carries",
        body = Envelope<SuggestThemeDetail>)))]
pub async fn suggest_theme_detail(
    State(s): State<SuggestState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<ThemeParams>,
) -> Result<Response, ApiError> {
    let theme = theme_word(Some(&q.theme))?
        .ok_or_else(|| ApiError::invalid("theme", "参数 theme 不能为空"))?;
    let book = s.book()?;
    let detail = build::theme_detail(&book.snap, &book.order, &book.cards, &theme)
        .ok_or_else(|| ApiError::NotFound("没有这个主题的推荐".into()))?;
    Ok(send(&headers, &book, || {
        book.kept(Key::Theme(theme), || envelope(detail))
    }))
}
