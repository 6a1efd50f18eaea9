//! `POST /ver3/api/api-auth/v1/token/refresh`: the current `ID_token` (in the
//! `Authorization` header; there is no body) is exchanged for a new one and retired.
//! Presenting a retired token again means two parties hold the chain, so the whole chain
//! is revoked and both sign in again. Chains end at their absolute lifetime regardless.
//! An expired token may still be refreshed while it is its chain's current token: the
//! visitor with a one-time signed link can then keep their sign-in across a long pause.

use axum::{Json, extract::State, http::HeaderMap};
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::{Claims, bearer},
    client_ip::ClientIp,
    envelope::ErrorEnvelope,
    ok,
    time::now_ms,
    with_db,
};

use super::{
    TokenRecord,
    issue::{new_id, record, sign},
};
use crate::{IdentityState, visitors};

/// Refresh the token: a new token record; the presented token is retired.
#[utoipa::path(post, path = "/ver3/api/api-auth/v1/token/refresh", tag = "identity",
    params(("Authorization" = String, Header, description = "`Bearer <ID_token>`; the token may have expired")),
    extensions(("x-codes" = json!([40003]))),
    responses(
        (status = 200, description = "A new token record; code 40003 when the token is missing, \
            forged, retired (the chain is then revoked), revoked or its sign-in has ended", body = Envelope<TokenRecord>,
            links(("refresh_again" = (operation_id = "refresh",
                parameters(("header.Authorization" = "Bearer {$response.body#/data/ID_token}")),
                description = "The new token refreshes in turn; the old one is retired")))),
        (status = 429, description = "Too many refreshes from this address", body = ErrorEnvelope),
    ))]
pub async fn refresh(
    State(s): State<IdentityState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
) -> ApiResult<Json<Envelope<TokenRecord>>> {
    s.limits.refresh.check(&ip.to_string()).await?;
    let token = bearer(&headers).ok_or(ApiError::SignInAgain)?;
    let claims = s.auth.verify_for_refresh(token).map_err(|why| {
        tracing::debug!(reason = %why, "refresh refused");
        ApiError::SignInAgain
    })?;
    Ok(ok(rotate(&s, &claims).await?))
}

/// Moves the chain from `claims.jti` to a new token, or revokes it on reuse.
pub async fn rotate(s: &IdentityState, claims: &Claims) -> ApiResult<TokenRecord> {
    let (db, settings) = (&s.db, &s.settings);
    let now = now_ms();
    let jti = new_id();
    // One conditional update: of two racing refreshes with the same token exactly one
    // wins; the other sees a retired token.
    let moved = with_db!(db, p => sqlx::query(
        "UPDATE token_chains SET previous_jti = current_jti, current_jti = $1, rotated_ms = $2
         WHERE id = $3 AND uid = $4 AND current_jti = $5 AND revoked_ms IS NULL AND expires_ms > $2")
        .bind(&jti).bind(now).bind(&claims.sid).bind(&claims.uid).bind(&claims.jti)
        .execute(p).await.map(|r| r.rows_affected()))?;
    let chain: Option<(String, Option<i64>, i64)> = with_db!(db, p => sqlx::query_as(
        "SELECT current_jti, revoked_ms, expires_ms FROM token_chains WHERE id = $1 AND uid = $2")
        .bind(&claims.sid).bind(&claims.uid).fetch_optional(p).await)?;
    let Some((current, revoked_ms, expires_ms)) = chain else {
        return Err(ApiError::SignInAgain);
    };
    if moved == 1 {
        let visitor = visitors::by_uid(db, &claims.uid).await?;
        let token = sign(s, &claims.uid, &claims.sid, &jti, now)?;
        return Ok(record(
            settings,
            token,
            &claims.uid,
            visitor.and_then(|v| v.openid),
            expires_ms,
            now,
        ));
    }
    if revoked_ms.is_none() && expires_ms > now && current != claims.jti {
        with_db!(db, p => sqlx::query(
            "UPDATE token_chains SET revoked_ms = $2, revoked_reason = 'reuse' WHERE id = $1 AND revoked_ms IS NULL")
            .bind(&claims.sid).bind(now).execute(p).await.map(|r| r.rows_affected()))?;
        tracing::warn!(sid = %claims.sid, "a retired token was presented again: sign-in revoked");
    }
    Err(ApiError::SignInAgain)
}
