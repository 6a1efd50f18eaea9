//! `GET /ver3/api/v3/found/rounds/{id}`: one of the visitor's rounds.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{ApiResult, Envelope, auth::AuthUser, ok, time::now_ms};

use super::{
    FoundState, path_id,
    view::{RoundView, load, view},
};

/// The visitor's round: open (only the differences found or hinted carry a place), or
/// ended (every difference, the final score). Another visitor's round is 40400.
#[utoipa::path(get, path = "/ver3/api/v3/found/rounds/{id}", tag = "found",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The round's id", pattern = "^[A-Za-z0-9]{20}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The round; 40400 for a round this visitor did not start", body = Envelope<RoundView>)))]
pub async fn found_round(
    State(s): State<FoundState>,
    user: AuthUser,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<RoundView>>> {
    let id = path_id(id)?;
    let (row, marks) = load(&s, &id, &user.uid).await?;
    Ok(ok(view(&s, &row, &marks, now_ms())?))
}
