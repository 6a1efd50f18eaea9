//! `POST /ver3/api/v3/notes/{id}/report`: a visitor reports a published note.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::AuthUser,
    envelope::ErrorEnvelope,
    extract::ApiJson,
    ok,
    report::{self, ItemReported, ReportBody, Reported},
    time::now_ms,
};

use super::{NotesState, note_id};
use crate::store::{self, REPORTS};

/// Report a published note, with the body and reasons a review's report takes. One
/// report per visitor per note: reporting again answers the same and changes nothing.
/// When 3 different visitors have reported it since its last decision it goes back to
/// moderation (only its author sees it, as 审核中). A note that is not published (or not
/// there) answers 40400; the visitor's own 40300.
#[utoipa::path(post, path = "/ver3/api/v3/notes/{id}/report", tag = "notes",
    security(("bearer" = [])), request_body = ReportBody,
    params(("id" = i64, Path, description = "The note's id", minimum = 1)),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "Reported; 40400 for no published note with this id, 40300 for the visitor's own",
        body = Envelope<ItemReported>),
        (status = 429, description = "Too many writes from this visitor", body = ErrorEnvelope)))]
pub async fn report_note(
    State(s): State<NotesState>,
    user: AuthUser,
    path: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<ReportBody>,
) -> ApiResult<Json<Envelope<ItemReported>>> {
    s.limiter.check(&user.uid).await?;
    let id = note_id(path)?;
    let reason = body.reason()?;
    let err = |e: sqlx::Error| ApiError::Internal(e.into());
    let not_found = || ApiError::NotFound("没有找到这篇游记".into());
    let row = store::get(&s.db, id, Some(&user.uid))
        .await
        .map_err(err)?
        .ok_or_else(not_found)?;
    if row.author == user.uid {
        return Err(ApiError::Forbidden("不能举报自己的游记".into()));
    }
    match report::report(&s.db, &REPORTS, id, &user.uid, reason, now_ms())
        .await
        .map_err(err)?
    {
        Reported::NotFound => Err(not_found()),
        Reported::Kept | Reported::Held => Ok(ok(ItemReported { id, reported: true })),
    }
}
