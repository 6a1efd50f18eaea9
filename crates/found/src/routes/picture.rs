//! `GET /ver3/api/v3/found/rounds/{id}/picture/{side}`: one of a round's two pictures.

use axum::{
    extract::{Path, State, rejection::PathRejection},
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use youzhe_core::{ApiError, envelope::ErrorEnvelope};

use super::{FoundState, id_ok};
use crate::{scenes::Side, store};

/// Picture a (the base) or b (the base with the differences drawn in) of a round, as an
/// SVG image: shapes only (checked when the scenes load: no script, reference or style
/// sheet), under the server's content policy, which runs no inline script. Read by the
/// round's unguessable id alone, since an image tag carries no token; where the
/// differences are is never sent.
#[utoipa::path(get, path = "/ver3/api/v3/found/rounds/{id}/picture/{side}", tag = "found",
    params(("id" = String, Path, description = "The round's id", pattern = "^[A-Za-z0-9]{20}$"),
        ("side" = String, Path, description = "`a` or `b`", pattern = "^[ab]$")),
    responses(
        (status = 200, description = "The SVG picture", content_type = "image/svg+xml", body = String),
        (status = 404, description = "No such round or side", body = ErrorEnvelope)))]
pub async fn found_picture(
    State(s): State<FoundState>,
    p: Result<Path<(String, String)>, PathRejection>,
) -> Result<Response, ApiError> {
    let missing = || {
        let mut res = ApiError::NotFound("图片不存在".into()).into_response();
        *res.status_mut() = StatusCode::NOT_FOUND;
        res
    };
    let Ok(Path((id, side))) = p else {
        return Ok(missing());
    };
    let side = match side.as_str() {
        "a" => Side::A,
        "b" => Side::B,
        _ => return Ok(missing()),
    };
    if !id_ok(&id) {
        return Ok(missing());
    }
    let Some(scene) = store::scene_of(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?
        .and_then(|sid| s.scenes.get(&sid))
    else {
        return Ok(missing());
    };
    let svg = scene.picture(side, s.scenes.width, s.scenes.height);
    Ok((
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("image/svg+xml"),
            ),
            (
                header::X_CONTENT_TYPE_OPTIONS,
                HeaderValue::from_static("nosniff"),
            ),
            (
                header::CACHE_CONTROL,
                HeaderValue::from_static("private, max-age=3600"),
            ),
        ],
        svg,
    )
        .into_response())
}
