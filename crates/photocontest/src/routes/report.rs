//! `POST /ver3/api/v3/photo-entries/{id}/report`: a visitor reports an entry in a gallery.

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

use super::{ContestState, entry_id};
use crate::store::{self, REPORTS};

/// Report an accepted entry (one in a gallery), with the body and reasons a review's
/// report takes. One report per visitor per entry: reporting again answers the same and
/// changes nothing. When 3 different visitors have reported it since its last decision it
/// leaves the gallery and waits for a moderator again (only its author sees it, as 审核中).
/// An entry not in a gallery (or not there) answers 40400; the visitor's own 40300.
#[utoipa::path(post, path = "/ver3/api/v3/photo-entries/{id}/report", tag = "photocontest",
    security(("bearer" = [])), request_body = ReportBody,
    params(("id" = i64, Path, description = "The entry's id", minimum = 1)),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "Reported; 40400 for no accepted entry with this id, 40300 for the visitor's own",
        body = Envelope<ItemReported>),
        (status = 429, description = "Too many writes from this visitor", body = ErrorEnvelope)))]
pub async fn report_entry(
    State(s): State<ContestState>,
    user: AuthUser,
    path: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<ReportBody>,
) -> ApiResult<Json<Envelope<ItemReported>>> {
    s.limiter.check(&user.uid).await?;
    let id = entry_id(path)?;
    let reason = body.reason()?;
    let not_found = || ApiError::NotFound("没有找到这件作品".into());
    let row = store::get(&s.db, id, Some(&user.uid))
        .await?
        .ok_or_else(not_found)?;
    if row.author == user.uid {
        return Err(ApiError::Forbidden("不能举报自己的作品".into()));
    }
    match report::report(&s.db, &REPORTS, id, &user.uid, reason, now_ms()).await? {
        Reported::NotFound => Err(not_found()),
        Reported::Kept | Reported::Held => Ok(ok(ItemReported { id, reported: true })),
    }
}
