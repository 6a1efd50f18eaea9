//! `GET /ver3/api/v3/famous/story`: one place in one person's life.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, Envelope, cache::content_cached, extract::ApiQuery};

use super::{FamousState, person_not_found};
use crate::{build, view::PlaceStory};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct StoryParams {
    /// The person id (`person-lu-xun`).
    pub person_id: String,
    /// The place id, one of the person's places (`site-sx-luxun-guli`).
    pub place_id: String,
}

/// The person, the place with its description, the story that ties them, and the
/// person's other places. Code 40400 when the person is unknown or the place is not one
/// of theirs.
#[utoipa::path(get, path = "/ver3/api/v3/famous/story", tag = "famous", params(StoryParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The place story; code 40400 for an unknown person or a place not theirs", body = Envelope<PlaceStory>)))]
pub async fn famous_story(
    State(s): State<FamousState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<StoryParams>,
) -> Result<Response, ApiError> {
    let snap = s.content.snapshot();
    let f = build::person(&snap, q.person_id.trim()).ok_or_else(person_not_found)?;
    let data = build::place_story(&snap, f, q.place_id.trim())
        .ok_or_else(|| ApiError::NotFound("该地点与此人物无关".into()))?;
    Ok(content_cached(&headers, &snap.etag, data))
}
