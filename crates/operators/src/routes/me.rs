//! `GET /ver3/api/admin/v1/me`: the signed-in operator.

use axum::{Json, extract::State};
use youzhe_core::{ApiError, ApiResult, Envelope, ok};

use super::OperatorsState;
use crate::{session::Operator, store, store::OperatorView};

/// The signed-in operator: name, role and scope (what the console shows and offers).
#[utoipa::path(get, path = "/ver3/api/admin/v1/me", tag = "operators",
    security(("operator_session" = [])),
    responses((status = 200, description = "The operator", body = Envelope<OperatorView>)))]
pub async fn me(
    State(s): State<OperatorsState>,
    op: Operator,
) -> ApiResult<Json<Envelope<OperatorView>>> {
    let row = store::by_id(&s.sessions.db, op.id)
        .await?
        .ok_or(ApiError::SignInAgain)?;
    Ok(ok(row.view()))
}
