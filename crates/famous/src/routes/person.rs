//! `GET /ver3/api/v3/famous/person`: one person and the places of their life.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, Envelope, cache::content_cached, extract::ApiQuery};

use super::{FamousState, person_not_found};
use crate::{build, view::PersonDetail};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PersonParams {
    /// The person id (`person-lu-xun`).
    pub id: String,
}

/// A person: biography, and each place of their life as a place card with its story.
#[utoipa::path(get, path = "/ver3/api/v3/famous/person", tag = "famous", params(PersonParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The person; code 40400 for an unknown id", body = Envelope<PersonDetail>)))]
pub async fn famous_person(
    State(s): State<FamousState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<PersonParams>,
) -> Result<Response, ApiError> {
    let snap = s.content.snapshot();
    let f = build::person(&snap, q.id.trim()).ok_or_else(person_not_found)?;
    Ok(content_cached(
        &headers,
        &snap.etag,
        build::detail(&snap, f),
    ))
}
