//! `GET /ver3/api/v3/corrections/{id}`: one of the visitor's corrections.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{ApiError, ApiResult, Envelope, auth::AuthUser, ok};

use super::{
    CorrectionsState,
    view::{Correction, correction},
};
use crate::store;

/// One of the visitor's own corrections; 40400 for an id that is not theirs (another
/// visitor's reads exactly as one that does not exist).
#[utoipa::path(get, path = "/ver3/api/v3/corrections/{id}", tag = "corrections",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The correction's id", minimum = 1)),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The correction; 40400 for one that is not the visitor's",
        body = Envelope<Correction>)))]
pub async fn my_correction(
    State(s): State<CorrectionsState>,
    user: AuthUser,
    path: Result<Path<i64>, PathRejection>,
) -> ApiResult<Json<Envelope<Correction>>> {
    let id = match path {
        Ok(Path(id)) if id >= 1 => id,
        _ => return Err(ApiError::invalid("id", "参数 id 须为正整数")),
    };
    let row = store::own(&s.db, &user.uid, id)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(|| ApiError::NotFound("没有找到这条纠错".into()))?;
    let snap = s.content.snapshot();
    Ok(ok(correction(&s.db, &snap, row)
        .await
        .map_err(anyhow::Error::from)?))
}
