//! `GET /ver3/api/v3/media/{id}` and `…/{id}/thumb`: a stored photo's bytes. Ids are random
//! (uuid v4) and a photo never changes, so anyone with the address may cache it for a year.

use axum::{
    extract::{Path, State, rejection::PathRejection},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use utoipa::ToSchema;
use youzhe_core::{ApiError, envelope::ErrorEnvelope};

use super::MediaState;
use crate::rows;

/// The image's bytes.
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)] // describes the answer; the bytes are sent as they are stored
pub struct ImageBytes(Vec<u8>);

const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// The re-encoded photo (JPEG or PNG; no EXIF).
#[utoipa::path(get, path = "/ver3/api/v3/media/{id}", tag = "media",
    params(("id" = String, Path, description = "The photo's id, as the upload answered")),
    responses(
        (status = 200, description = "The photo: image/jpeg or image/png, cached for a year",
            content((ImageBytes = "image/jpeg"), (ImageBytes = "image/png"))),
        (status = 404, description = "No photo has this id", body = ErrorEnvelope)))]
pub async fn media_photo(
    State(s): State<MediaState>,
    id: Result<Path<String>, PathRejection>,
) -> Result<Response, ApiError> {
    serve(&s, id, false).await
}

/// The photo's thumbnail (at most 360 px on its long side; the photo's type).
#[utoipa::path(get, path = "/ver3/api/v3/media/{id}/thumb", tag = "media",
    params(("id" = String, Path, description = "The photo's id, as the upload answered")),
    responses(
        (status = 200, description = "The thumbnail: image/jpeg or image/png, cached for a year",
            content((ImageBytes = "image/jpeg"), (ImageBytes = "image/png"))),
        (status = 404, description = "No photo has this id", body = ErrorEnvelope)))]
pub async fn media_thumb(
    State(s): State<MediaState>,
    id: Result<Path<String>, PathRejection>,
) -> Result<Response, ApiError> {
    serve(&s, id, true).await
}

/// A real 404 (an image tag must not take a JSON body for a picture), with the envelope.
fn not_found() -> Response {
    let mut res = ApiError::NotFound("照片不存在".into()).into_response();
    *res.status_mut() = StatusCode::NOT_FOUND;
    res
}

async fn serve(
    s: &MediaState,
    id: Result<Path<String>, PathRejection>,
    thumb: bool,
) -> Result<Response, ApiError> {
    let Ok(Path(id)) = id else {
        return Ok(not_found());
    };
    if uuid::Uuid::parse_str(&id).is_err() {
        return Ok(not_found());
    }
    let Some(row) = rows::get(&s.db, &id).await? else {
        return Ok(not_found());
    };
    let key = if thumb {
        &row.thumb_key
    } else {
        &row.object_key
    };
    let Some(bytes) = s.store.get(key).await.map_err(anyhow::Error::from)? else {
        tracing::warn!(id = %id, key = %key, "a photo's row has no object");
        return Ok(not_found());
    };
    let mut res = bytes.into_response();
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_str(&row.content_type).map_err(anyhow::Error::from)?,
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    Ok(res)
}
