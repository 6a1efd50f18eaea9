//! `GET /ver3/api/v3/lines/themes`: what the chips offer.

use axum::{extract::State, http::HeaderMap, response::Response};
use youzhe_core::{Envelope, cache::content_cached};

use super::LinesState;
use crate::{build, view::LineThemes};

/// The themes and the lengths in days, each with how many lines it holds; only those with
/// at least one line.
#[utoipa::path(get, path = "/ver3/api/v3/lines/themes", tag = "lines",
    responses((status = 200, description = "Themes and lengths with their counts", body = Envelope<LineThemes>)))]
pub async fn line_themes(State(s): State<LinesState>, headers: HeaderMap) -> Response {
    let snap = s.content.snapshot();
    content_cached(&headers, &snap.etag, build::themes(&snap))
}
