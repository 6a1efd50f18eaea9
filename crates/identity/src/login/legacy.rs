//! `POST /ver3/api/v3/user/login`: the legacy sign-in entry (the client sends it without a
//! token, SPEC §7). It is one door to both ways in, so older pages that post here keep
//! working: `{openid, ts?, sign?}` signs in like the openid login (same link rules, same
//! limits); `{code, user_id?, state?}` like the WeChat code login. Exactly one of `openid`
//! and `code` must be given. The answer is the same token record.

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{ApiError, ApiResult, Envelope, client_ip::ClientIp, extract::ApiJson, ok};

use super::openid::{OpenidLogin, sign_in};
use crate::{
    IdentityState,
    tokens::TokenRecord,
    wechat::code_login::{CodeLogin, code_sign_in},
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LegacyLogin {
    /// Sign in by openid (as `/open-id/login`).
    pub openid: Option<String>,
    #[serde(default, deserialize_with = "super::int_or_string")]
    #[schema(value_type = Option<i64>)]
    pub ts: Option<i64>,
    pub sign: Option<String>,
    /// Sign in by WeChat authorization code (as `/wechat/v1/code/login`).
    pub code: Option<String>,
    pub user_id: Option<String>,
    pub state: Option<String>,
}

/// Legacy sign-in: by openid or by WeChat code.
#[utoipa::path(post, path = "/ver3/api/v3/user/login", tag = "identity",
    request_body = LegacyLogin,
    extensions(("x-codes" = json!([40300, 40900, 50200, 50300]))),
    responses(
        (status = 200, description = "The token record; the codes of the openid or code login", body = Envelope<TokenRecord>),
        (status = 429, description = "Too many sign-ins from this address"),
    ))]
pub async fn legacy_login(
    State(s): State<IdentityState>,
    ClientIp(ip): ClientIp,
    headers: axum::http::HeaderMap,
    ApiJson(body): ApiJson<LegacyLogin>,
) -> ApiResult<Json<Envelope<TokenRecord>>> {
    match (body.openid, body.code) {
        (Some(openid), None) => {
            s.limits.login.check(&ip.to_string()).await?;
            let login = OpenidLogin {
                openid,
                ts: body.ts,
                sign: body.sign,
            };
            Ok(ok(sign_in(&s, &login).await?))
        }
        (None, Some(code)) => {
            s.limits.code_login.check(&ip.to_string()).await?;
            let login = CodeLogin {
                code,
                user_id: body.user_id,
                state: body.state,
            };
            Ok(ok(code_sign_in(&s, &headers, &login).await?))
        }
        (Some(_), Some(_)) => Err(ApiError::invalid("code", "openid 与 code 只能传一个")),
        (None, None) => Err(ApiError::invalid("openid", "缺少参数 openid 或 code")),
    }
}
