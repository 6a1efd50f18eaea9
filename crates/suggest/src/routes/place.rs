//! `GET /ver3/api/v3/suggest/poi-detail`: the suggestions that mention a place.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, Envelope, extract::ApiQuery};

use super::{SuggestState, send};
use crate::{
    book::{Key, envelope},
    view::SuggestCard,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PlaceParams {
    /// The place id (`scenic-hz-xihu`).
    pub id: String,
}

/// The suggestions that mention the place, newest first, for the place's page; an empty
/// list when none does, 40400 for an unknown place.
#[utoipa::path(get, path = "/ver3/api/v3/suggest/poi-detail", tag = "suggest", params(PlaceParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The suggestions mentioning the place; code 40400 for an unknown place",
        body = Envelope<Vec<SuggestCard>>)))]
pub async fn suggest_poi_detail(
    State(s): State<SuggestState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<PlaceParams>,
) -> Result<Response, ApiError> {
    let id = q.id.trim();
    let book = s.book()?;
    if !book.snap.place_by_id.contains_key(id) {
        return Err(ApiError::NotFound("地点不存在".into()));
    }
    let key = Key::Place(id.to_string());
    Ok(send(&headers, &book, || {
        book.kept(key, || {
            let cards: Vec<SuggestCard> = book
                .by_place
                .get(id)
                .into_iter()
                .flatten()
                .filter_map(|&i| book.cards.get(i).cloned())
                .collect();
            envelope(cards)
        })
    }))
}
