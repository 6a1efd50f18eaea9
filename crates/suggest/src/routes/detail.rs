//! `GET /ver3/api/v3/suggest/detail`: one suggestion.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, Envelope, extract::ApiQuery};

use super::{SuggestState, send};
use crate::view::SuggestDetail;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SuggestParams {
    /// The suggestion id (`sugg-hz-autumn-longjing`).
    pub id: String,
}

/// One suggestion: title, date, source, its text, and its places as place cards in its order.
#[utoipa::path(get, path = "/ver3/api/v3/suggest/detail", tag = "suggest", params(SuggestParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The suggestion; code 40400 for an unknown id", body = Envelope<SuggestDetail>)))]
pub async fn suggest_detail(
    State(s): State<SuggestState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<SuggestParams>,
) -> Result<Response, ApiError> {
    let book = s.book()?;
    let body = book
        .by_id
        .get(q.id.trim())
        .and_then(|&i| book.details.get(i))
        .ok_or_else(|| ApiError::NotFound("推荐不存在".into()))?
        .clone();
    Ok(send(&headers, &book, || Ok(body)))
}
