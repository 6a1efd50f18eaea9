//! `GET /ver3/api/admin/v1/me`: the signed-in operator, and the session's CSRF token.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{ApiError, ApiResult, Envelope, ok, time::now_ms};

use super::OperatorsState;
use crate::{session::Operator, store, store::OperatorView};

/// The signed-in operator as `OperatorView` shows them, with the session's CSRF token.
#[derive(Debug, Serialize, ToSchema)]
pub struct OperatorMe {
    #[serde(flatten)]
    pub operator: OperatorView,
    /// The session's CSRF token, as the sign-in answered it: a reloaded console sends it
    /// as `X-CSRF-Token` without signing in again. Only this session's cookie reads it.
    pub csrf: String,
}

/// The signed-in operator: name, role and scope (what the console shows and offers), and
/// the session's CSRF token, so a console that was reloaded (or opened in a new tab) keeps
/// writing without signing in again.
#[utoipa::path(get, path = "/ver3/api/admin/v1/me", tag = "operators",
    security(("operator_session" = [])),
    responses((status = 200, description = "The operator and the session's CSRF token", body = Envelope<OperatorMe>)))]
pub async fn me(
    State(s): State<OperatorsState>,
    op: Operator,
) -> ApiResult<Json<Envelope<OperatorMe>>> {
    let (row, csrf, _) = store::live_session(&s.sessions.db, &op.session, now_ms())
        .await?
        .ok_or(ApiError::SignInAgain)?;
    Ok(ok(OperatorMe {
        operator: row.view(),
        csrf,
    }))
}
