//! `POST /ver3/api/v3/user/logout`: the visitor signs out on this device. Their sign-in
//! chain is revoked on the server, so the token and its refresh stop working at once
//! (forgetting the token in the browser alone would leave it valid for anyone who copied
//! it). Their other devices stay signed in: each has its own chain.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{ApiResult, Envelope, auth::AuthUser, ok, time::now_ms, with_db};

use crate::IdentityState;

#[derive(Debug, Serialize, ToSchema)]
pub struct SignedOut {
    /// Always `true`: this sign-in has ended.
    pub signed_out: bool,
}

/// Sign out on this device: the token presented (and every token refreshed from the same
/// sign-in) answers 40003 from now on.
#[utoipa::path(post, path = "/ver3/api/v3/user/logout", tag = "identity",
    security(("bearer" = [])),
    responses((status = 200, description = "Signed out; code 40003 without a valid token", body = Envelope<SignedOut>)))]
pub async fn logout(
    State(s): State<IdentityState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<SignedOut>>> {
    with_db!(&s.db, p => sqlx::query(
        "UPDATE token_chains SET revoked_ms = $3, revoked_reason = 'signed_out'
         WHERE id = $1 AND uid = $2 AND revoked_ms IS NULL")
        .bind(&user.sid).bind(&user.uid).bind(now_ms()).execute(p).await.map(|_| ()))?;
    Ok(ok(SignedOut { signed_out: true }))
}
