//! `DELETE /ver3/api/admin/v1/session`: an operator signs out.

use axum::{
    extract::State,
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{ApiError, Envelope, ok};

use super::OperatorsState;
use crate::{session::Operator, store};

#[derive(Debug, Serialize, ToSchema)]
pub struct OperatorSignedOut {
    /// Always true: the session is revoked on the server and the cookie removed.
    pub signed_out: bool,
}

/// Sign out: this session is revoked on the server (the cookie is refused from now on,
/// on every replica) and the cookie is removed. Needs the CSRF header, like every write.
#[utoipa::path(delete, path = "/ver3/api/admin/v1/session", tag = "operators",
    security(("operator_session" = [])),
    params(("X-CSRF-Token" = Option<String>, Header, description = "The session's CSRF token; 40300 when missing or wrong")),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "Signed out", body = Envelope<OperatorSignedOut>)))]
pub async fn sign_out(State(s): State<OperatorsState>, op: Operator) -> Result<Response, ApiError> {
    store::revoke_session(&s.sessions.db, &op.session).await?;
    tracing::info!(operator = %op.username, "operator signed out");
    let mut res = ok(OperatorSignedOut { signed_out: true }).into_response();
    let cookie = HeaderValue::from_str(&s.sessions.removal()).map_err(anyhow::Error::from)?;
    res.headers_mut().insert(header::SET_COOKIE, cookie);
    Ok(res)
}
