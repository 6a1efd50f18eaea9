//! The suggestions API (docs/SUGGEST.md): reads of the content snapshot, one file per action.

mod detail;
mod list;
mod nearby;
mod news;
mod place;
mod themes;

use std::sync::Arc;

use axum::{
    body::Bytes,
    http::{HeaderMap, HeaderValue, header},
    response::{IntoResponse, Response},
};
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;
use youzhe_core::{
    ApiError,
    cache::{CONTENT_CACHE, cached_with},
};

use crate::book::{Book, Books, Json};

#[derive(Clone)]
pub struct SuggestState {
    pub books: Arc<Books>,
}

impl SuggestState {
    fn book(&self) -> Result<Arc<Book>, ApiError> {
        self.books.get().map_err(|e| ApiError::Internal(e.into()))
    }
}

pub fn router(content: Content) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(list::suggest_list))
        .routes(routes!(themes::suggest_themes))
        .routes(routes!(themes::suggest_theme_detail))
        .routes(routes!(detail::suggest_detail))
        .routes(routes!(place::suggest_poi_detail))
        .routes(routes!(nearby::suggest_own_nearby))
        .routes(routes!(news::suggest_news))
        .routes(routes!(news::suggest_notice))
        .with_state(SuggestState {
            books: Arc::new(Books::new(content)),
        })
}

/// A kept envelope with the content ETag, or a bare 304 when the client's copy is current.
fn send(headers: &HeaderMap, book: &Book, body: impl FnOnce() -> Json) -> Response {
    cached_with(headers, &book.snap.etag, CONTENT_CACHE, || match body() {
        Ok(b) => json(b),
        Err(e) => ApiError::Internal(e.into()).into_response(),
    })
}

fn json(body: Bytes) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        body,
    )
        .into_response()
}

/// Longest theme word accepted, in characters.
pub const MAX_THEME: usize = 20;

/// A theme word as sent: trimmed, `None` when empty, refused past [`MAX_THEME`] characters.
fn theme_word(t: Option<&str>) -> Result<Option<String>, ApiError> {
    let t = t.unwrap_or("").trim();
    if t.chars().count() > MAX_THEME {
        return Err(ApiError::invalid(
            "theme",
            format!("参数 theme 不能超过 {MAX_THEME} 个字"),
        ));
    }
    Ok((!t.is_empty()).then(|| t.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_theme_word_is_trimmed_and_bounded() {
        assert_eq!(theme_word(None).ok(), Some(None));
        assert_eq!(theme_word(Some("  ")).ok(), Some(None));
        assert_eq!(
            theme_word(Some(" 古镇 ")).ok(),
            Some(Some("古镇".to_string()))
        );
        assert!(theme_word(Some(&"字".repeat(MAX_THEME))).is_ok());
        assert!(theme_word(Some(&"字".repeat(MAX_THEME + 1))).is_err());
    }
}
