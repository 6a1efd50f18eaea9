//! `DELETE /ver3/api/v3/reviews/{id}`: the author deletes their review.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, ok};

use super::{ReviewsState, review_id};
use crate::store;

#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewDeleted {
    pub id: i64,
    pub deleted: bool,
}

/// Delete one of the visitor's own reviews, whatever its status, with its reports. Points
/// it earned stay (the ledger is never changed). Someone else's review, or one that is
/// not there, answers 40400 and nothing changes.
#[utoipa::path(delete, path = "/ver3/api/v3/reviews/{id}", tag = "reviews",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The review's id", minimum = 1)),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "Deleted; 40400 when the visitor has no review with this id", body = Envelope<ReviewDeleted>),
        (status = 429, description = "Too many writes from this visitor", body = ErrorEnvelope)))]
pub async fn delete_review(
    State(s): State<ReviewsState>,
    user: AuthUser,
    path: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<ReviewDeleted>>> {
    s.limiter.check(&user.uid).await?;
    let id = review_id(path)?;
    if !store::delete(&s.db, id, &user.uid)
        .await
        .map_err(anyhow::Error::from)?
    {
        return Err(ApiError::NotFound("没有找到你的这条点评".into()));
    }
    Ok(ok(ReviewDeleted { id, deleted: true }))
}
