//! `DELETE /ver3/api/v3/notes/{id}`: the author deletes their note.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, ok};

use super::{NotesState, note_id};
use crate::store;

#[derive(Debug, Serialize, ToSchema)]
pub struct NoteDeleted {
    pub id: i64,
    pub deleted: bool,
}

/// Delete one of the visitor's own notes, whatever its state, with its likes. Someone
/// else's note, or one that is not there, answers 40400 and nothing changes.
#[utoipa::path(delete, path = "/ver3/api/v3/notes/{id}", tag = "notes",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The note's id", minimum = 1)),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "Deleted; 40400 when the visitor has no note with this id", body = Envelope<NoteDeleted>),
        (status = 429, description = "Too many writes from this visitor", body = ErrorEnvelope)))]
pub async fn delete_note(
    State(s): State<NotesState>,
    user: AuthUser,
    path: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<NoteDeleted>>> {
    s.limiter.check(&user.uid).await?;
    let id = note_id(path)?;
    if !store::delete(&s.db, id, &user.uid)
        .await
        .map_err(|e| ApiError::Internal(e.into()))?
    {
        return Err(ApiError::NotFound("没有找到你的这篇游记".into()));
    }
    Ok(ok(NoteDeleted { id, deleted: true }))
}
