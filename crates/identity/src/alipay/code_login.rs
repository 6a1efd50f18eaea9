//! `POST /ver3/api/alipay/v1/code/login` `{auth_code, user_id}`: exchanges the code the
//! Alipay app gave the page for the visitor's Alipay account at the gateway, links it to
//! their visitor and answers the token record (the same as WeChat's code login). The
//! account is the gateway's: a `user_id` the page sends that is not the gateway's is
//! refused, never believed. A code works once: a replay is refused before Alipay is asked.

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::MaybeAuthUser, client_ip::ClientIp, extract::ApiJson, ok,
};

use super::{configured, link};
use crate::{
    IdentityState, spent,
    tokens::{TokenRecord, issue},
};

/// Spent codes are remembered well past an Alipay code's lifetime (minutes).
const CODE_KEEP_MS: i64 = 30 * 60 * 1000;

#[derive(Debug, Deserialize, ToSchema)]
pub struct AlipayCodeLogin {
    /// The `authCode` Alipay gave the page (`AlipayJSBridge.call('getAuthCode')`).
    #[schema(pattern = r"^[!-~]{1,256}$")]
    pub auth_code: String,
    /// The Alipay account the page believes it is (`user_id` 2088… or `open_id`); when
    /// sent it must be the one the gateway answers for the code. Absent or empty: the
    /// gateway's alone counts.
    #[serde(default)]
    #[schema(pattern = r"^[0-9A-Za-z_-]{0,128}$")]
    pub user_id: Option<String>,
}

/// Sign in with an Alipay authorization code.
#[utoipa::path(post, path = "/ver3/api/alipay/v1/code/login", tag = "alipay",
    request_body = AlipayCodeLogin,
    extensions(("x-codes" = json!([40300, 40900, 50200, 50300]))),
    responses(
        (status = 200, description = "The token record. Codes: 40000 bad auth_code or user_id; \
            40300 user_id is not the account the gateway answered; 40900 code already used; \
            50200 Alipay refused the code; 50300 Alipay sign-in not configured",
            body = Envelope<TokenRecord>),
        (status = 429, description = "Too many sign-ins from this address"),
    ))]
pub async fn alipay_code_login(
    State(s): State<IdentityState>,
    ClientIp(ip): ClientIp,
    MaybeAuthUser(signed_in): MaybeAuthUser,
    ApiJson(body): ApiJson<AlipayCodeLogin>,
) -> ApiResult<Json<Envelope<TokenRecord>>> {
    // One limit for every code sign-in (WeChat's and Alipay's): YOUZHE_RATE_CODE_LOGIN.
    s.limits.code_login.check(&ip.to_string()).await?;
    let alipay = configured(&s)?;
    let code = body.auth_code.as_str();
    if code.is_empty() || code.len() > 256 || !code.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(ApiError::invalid("auth_code", "auth_code 格式不正确"));
    }
    let claimed = body.user_id.as_deref().filter(|v| !v.is_empty());
    if let Some(c) = claimed
        && (c.len() > 128
            || !c
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-'))
    {
        return Err(ApiError::invalid("user_id", "user_id 格式不正确"));
    }
    if !spent::spend(&s.db, "alipay_code", code, CODE_KEEP_MS).await? {
        return Err(ApiError::Conflict("授权码已使用，请重新授权".into()));
    }
    let grant = alipay.exchange_code(code).await.map_err(|e| {
        tracing::warn!(error = %e, "Alipay refused a code exchange");
        ApiError::Upstream("支付宝授权失败，请重新授权".into())
    })?;
    let Some(id) = grant.identity() else {
        return Err(ApiError::Upstream("支付宝授权失败，请重新授权".into()));
    };
    if let Some(c) = claimed
        && grant.user_id.as_deref() != Some(c)
        && grant.open_id.as_deref() != Some(c)
    {
        tracing::warn!("Alipay sign-in refused: user_id is not the code's account");
        return Err(ApiError::Forbidden(
            "支付宝账号与授权不符，请重新授权".into(),
        ));
    }
    let visitor = link::link_alipay(&s.db, id, signed_in.as_ref().map(|u| u.uid.as_str())).await?;
    issue::start_chain(&s, &visitor.uid, visitor.openid.clone())
        .await
        .map(ok)
}
