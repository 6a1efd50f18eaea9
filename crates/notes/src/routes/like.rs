//! `POST /ver3/api/v3/notes/{id}/like`: a visitor likes or unlikes a published note.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, extract::ApiJson, ok,
    time::now_ms,
};

use super::{NotesState, note_id};
use crate::store::{self, PUBLISHED};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LikeBody {
    /// True to like, false to take the like back.
    pub liked: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NoteLikes {
    pub id: i64,
    pub liked: bool,
    /// How many visitors like it now.
    pub likes: i64,
}

/// Like (`liked: true`) or unlike a published note. One like per visitor: saying the same
/// twice changes nothing, so a repeated tap or a retried call is harmless. A note that is
/// not published (or not there) answers 40400.
#[utoipa::path(post, path = "/ver3/api/v3/notes/{id}/like", tag = "notes",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The note's id", minimum = 1)),
    request_body = LikeBody,
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The note's likes now; 40400 when no published note has this id", body = Envelope<NoteLikes>),
        (status = 429, description = "Too many likes from this visitor", body = ErrorEnvelope)))]
pub async fn like_note(
    State(s): State<NotesState>,
    user: AuthUser,
    path: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<LikeBody>,
) -> ApiResult<Json<Envelope<NoteLikes>>> {
    let id = note_id(path)?;
    s.likes.check(&user.uid).await?;
    let err = |e: sqlx::Error| ApiError::Internal(e.into());
    match store::get(&s.db, id, None).await.map_err(err)? {
        Some(r) if r.status == PUBLISHED => {}
        _ => return Err(ApiError::NotFound("没有找到这篇游记".into())),
    }
    let likes = store::set_like(&s.db, id, &user.uid, body.liked, now_ms())
        .await
        .map_err(err)?;
    Ok(ok(NoteLikes {
        id,
        liked: body.liked,
        likes,
    }))
}
