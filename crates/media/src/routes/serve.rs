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
use crate::{MediaStore, rows};

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
    serve(&s, id, Which::Photo).await
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
    serve(&s, id, Which::Thumb).await
}

/// One of the photo's responsive sizes, for `srcset`: `width` is 320, 640 or 1280 (any other
/// is 404). A size exists only narrower than the photo; asking for one at or over the photo's
/// width answers the photo itself (never enlarged), as do photos kept before sizes were made,
/// so every address of the set always shows the picture.
#[utoipa::path(get, path = "/ver3/api/v3/media/{id}/w/{width}", tag = "media",
    params(("id" = String, Path, description = "The photo's id, as the upload answered"),
        ("width" = u32, Path, description = "320, 640 or 1280")),
    responses(
        (status = 200, description = "The photo at that width (its own width when narrower): image/jpeg or image/png, cached for a year",
            content((ImageBytes = "image/jpeg"), (ImageBytes = "image/png"))),
        (status = 404, description = "No photo has this id, or the width is not one of the sizes", body = ErrorEnvelope)))]
pub async fn media_sized(
    State(s): State<MediaState>,
    path: Result<Path<(String, String)>, PathRejection>,
) -> Result<Response, ApiError> {
    let Ok(Path((id, width))) = path else {
        return Ok(not_found());
    };
    let Some(width) = width
        .parse::<u32>()
        .ok()
        .filter(|w| crate::process::WIDTHS.contains(w))
    else {
        return Ok(not_found());
    };
    serve(&s, Ok(Path(id)), Which::Width(width)).await
}

#[derive(Clone, Copy)]
enum Which {
    Photo,
    Thumb,
    Width(u32),
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
    which: Which,
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
    let sized = match which {
        Which::Width(w) if i64::from(w) < row.width => {
            // A photo kept before sizes were made has none: its full image stands in.
            s.store
                .get(&MediaStore::sized_key(&row.object_key, w))
                .await
                .map_err(anyhow::Error::from)?
        }
        _ => None,
    };
    let key = match which {
        Which::Thumb => &row.thumb_key,
        Which::Photo | Which::Width(_) => &row.object_key,
    };
    let bytes = match sized {
        Some(b) => Some(b),
        None => s.store.get(key).await.map_err(anyhow::Error::from)?,
    };
    let Some(bytes) = bytes else {
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
