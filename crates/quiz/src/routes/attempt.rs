//! `GET /ver3/api/v3/quiz/attempts/{id}`: the visitor's own attempt.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{ApiError, ApiResult, Envelope, auth::AuthUser, ok, time::now_ms};

use super::{
    QuizState, path_id,
    view::{AttemptView, view},
};
use crate::{GRACE_MS, store};

pub fn not_found() -> ApiError {
    ApiError::NotFound("没有这次答题".into())
}

/// The visitor's attempt: open (questions, no answers), submitted (with the result: score,
/// the right answers and explanations) or expired. Another visitor's attempt is 40400.
#[utoipa::path(get, path = "/ver3/api/v3/quiz/attempts/{id}", tag = "quiz",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The attempt's id", pattern = "^[A-Za-z0-9]{20}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The attempt; 40400 for an attempt this visitor did not start", body = Envelope<AttemptView>)))]
pub async fn quiz_attempt(
    State(s): State<QuizState>,
    user: AuthUser,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<AttemptView>>> {
    let id = path_id(id)?;
    let row = store::attempt(&s.db, &id, &user.uid)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(not_found)?;
    Ok(ok(view(
        &crate::bank::Bank::of(&s.content),
        &s.public_url,
        &row,
        now_ms(),
        GRACE_MS,
    )?))
}
