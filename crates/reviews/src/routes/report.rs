//! `POST /ver3/api/v3/reviews/{id}/report`: a visitor reports a review.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::AuthUser,
    envelope::ErrorEnvelope,
    extract::ApiJson,
    ok,
    report::{ReportBody, Reported},
    time::now_ms,
};

use super::{ReviewsState, review_id};
use crate::store;

#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewReported {
    pub id: i64,
    pub reported: bool,
}

/// Report a published review. One report per visitor per review: reporting again answers
/// the same and changes nothing. When 3 different visitors have reported it since its
/// last decision it goes back to moderation (only its author sees it, as 审核中). A review
/// that is not published (or not there) answers 40400; the visitor's own 40300.
#[utoipa::path(post, path = "/ver3/api/v3/reviews/{id}/report", tag = "reviews",
    security(("bearer" = [])), request_body = ReportBody,
    params(("id" = i64, Path, description = "The review's id", minimum = 1)),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "Reported; 40400 for no published review with this id, 40300 for the visitor's own",
        body = Envelope<ReviewReported>),
        (status = 429, description = "Too many writes from this visitor", body = ErrorEnvelope)))]
pub async fn report_review(
    State(s): State<ReviewsState>,
    user: AuthUser,
    path: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<ReportBody>,
) -> ApiResult<Json<Envelope<ReviewReported>>> {
    s.limiter.check(&user.uid).await?;
    let id = review_id(path)?;
    let reason = body.reason()?;
    let err = |e: sqlx::Error| ApiError::Internal(e.into());
    let not_found = || ApiError::NotFound("没有找到这条点评".into());
    let row = store::get(&s.db, id)
        .await
        .map_err(err)?
        .ok_or_else(not_found)?;
    if row.author == user.uid {
        return Err(ApiError::Forbidden("不能举报自己的点评".into()));
    }
    match store::report(&s.db, id, &user.uid, reason, now_ms())
        .await
        .map_err(err)?
    {
        Reported::NotFound => Err(not_found()),
        Reported::Kept | Reported::Held => Ok(ok(ReviewReported { id, reported: true })),
    }
}
