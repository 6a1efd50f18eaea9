//! `GET /ver3/api/v3/found/scenes/{scene}/picture/{side}`: one of a scene's two pictures.

use axum::{
    extract::{
        Path, Query, State,
        rejection::{PathRejection, QueryRejection},
    },
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use bytes::Bytes;
use serde::Deserialize;
use utoipa::{IntoParams, ToSchema};
use youzhe_core::{ApiError, cache::cached_with, envelope::ErrorEnvelope};

use super::FoundState;
use crate::scenes::Side;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct PictureQuery {
    /// The drawings' version, as the round's picture addresses carry it. With the current
    /// one the picture may be kept a year; any other value (or none) gets the same picture,
    /// to be asked for again each time.
    pub v: Option<String>,
}

/// The picture's bytes.
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)] // describes the answer; the bytes are sent as they were encoded
pub struct PngBytes(Vec<u8>);

/// A year: the address names the drawings' version, so a new drawing has a new address.
const KEEP: &str = "public, max-age=31536000, immutable";
/// Without the current version: the same picture, revalidated by its ETag each time.
const ASK_AGAIN: &str = "public, no-cache";

/// Picture a (the scene) or b (the scene with its differences drawn in) as a PNG 720 × 480
/// pixels (two per picture unit), drawn on the server: no shape, and so no place of a
/// difference, is sent, only pixels. The same for every round on the scene and read without
/// a token (an image tag carries none). Conditional with `If-None-Match` (304).
#[utoipa::path(get, path = "/ver3/api/v3/found/scenes/{scene}/picture/{side}", tag = "found",
    params(("scene" = String, Path, description = "The scene's id, as a round names it (`sceneId`)", pattern = "^[a-z0-9-]{1,32}$"),
        ("side" = String, Path, description = "`a` or `b`", pattern = "^[ab]$"),
        PictureQuery),
    responses(
        (status = 200, description = "The picture, a PNG 720 × 480 pixels", content_type = "image/png", body = PngBytes,
            headers(("ETag" = String, description = "The picture's digest"),
                ("Cache-Control" = String, description = "A year with the current version, else revalidate"))),
        (status = 304, description = "Unchanged since the ETag sent in If-None-Match"),
        (status = 404, description = "No such scene or side", body = ErrorEnvelope)))]
pub async fn found_picture(
    State(s): State<FoundState>,
    p: Result<Path<(String, String)>, PathRejection>,
    q: Result<Query<PictureQuery>, QueryRejection>,
    headers: HeaderMap,
) -> Result<Response, ApiError> {
    let missing = || {
        let mut res = ApiError::NotFound("图片不存在".into()).into_response();
        *res.status_mut() = StatusCode::NOT_FOUND;
        res
    };
    let Ok(Path((scene, side))) = p else {
        return Ok(missing());
    };
    let side = match side.as_str() {
        "a" => Side::A,
        "b" => Side::B,
        _ => return Ok(missing()),
    };
    let Some(png) = s.pictures.get(&scene, side)? else {
        return Ok(missing());
    };
    let current = q.ok().and_then(|Query(q)| q.v).as_deref() == Some(s.pictures.version.as_str());
    let res = cached_with(
        &headers,
        &png.etag,
        if current { KEEP } else { ASK_AGAIN },
        || {
            (
                [
                    (header::CONTENT_TYPE, HeaderValue::from_static("image/png")),
                    (
                        header::X_CONTENT_TYPE_OPTIONS,
                        HeaderValue::from_static("nosniff"),
                    ),
                ],
                Bytes::from_owner(png.bytes.clone()),
            )
                .into_response()
        },
    );
    Ok(res)
}
