//! `GET /ver3/api/v3/qixi/pairs/{code}`: the pair's shared result, for its two people only.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{ApiResult, Envelope, auth::AuthUser, ok, time::now_ms};

use super::{
    QixiState, not_found, path_code,
    view::{QixiPair, pair_view},
};
use crate::store;

/// The visitor's own invitation or pair by its code: to the inviter while it is open, its
/// share link; once paired, the shared result (the same score for both, each question
/// with both answers) and the visitor's chance. Anyone else — another visitor, or one who
/// opened the link without answering — gets 40400, as for an unknown code.
#[utoipa::path(get, path = "/ver3/api/v3/qixi/pairs/{code}", tag = "qixi",
    security(("bearer" = [])),
    params(("code" = String, Path, description = "The invitation's code", pattern = "^[A-Za-z0-9]{10}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The invitation or pair; 40400 unless the visitor is one of its two people", body = Envelope<QixiPair>)))]
pub async fn qixi_pair(
    State(s): State<QixiState>,
    user: AuthUser,
    code: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<QixiPair>>> {
    let code = path_code(code)?;
    let r = store::get(&s.db, &code)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(not_found)?;
    let now = now_ms();
    if r.inviter_id != user.uid && r.partner_id.as_deref() != Some(user.uid.as_str()) {
        return Err(not_found());
    }
    Ok(ok(pair_view(&s, &r, &user.uid, now).await?))
}
