//! `POST /ver3/api/wechat/v1/code/login` `{code, user_id, state?}`: exchanges the WeChat
//! authorization code, fetches the profile for `snsapi_userinfo`, links the visitor by
//! openid (and unionid when WeChat gives one), records `user_id` as the referrer and
//! answers the token record. A code works once: a replay is refused before WeChat is
//! asked. When `state` is sent it must match the browser's `yz_wx_state` cookie.

use axum::{Json, extract::State, http::HeaderMap};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{ApiError, ApiResult, Envelope, client_ip::ClientIp, extract::ApiJson, ok};

use super::{authorize::state_cookie, configured};
use crate::{
    IdentityState, spent,
    tokens::{TokenRecord, issue},
    visitors::{self, WechatIdentity},
};

/// Spent codes are remembered well past WeChat's 5-minute code lifetime.
const CODE_KEEP_MS: i64 = 30 * 60 * 1000;

#[derive(Debug, Deserialize, ToSchema)]
pub struct CodeLogin {
    /// The `code` WeChat appended to the callback address.
    #[schema(pattern = r"^[!-~]{1,256}$")]
    pub code: String,
    /// The share code the visitor arrived with (recorded once, as their referrer).
    #[serde(default)]
    pub user_id: Option<String>,
    /// The `state` WeChat appended to the callback address; checked against the cookie.
    #[serde(default)]
    pub state: Option<String>,
}

/// Sign in with a WeChat authorization code.
#[utoipa::path(post, path = "/ver3/api/wechat/v1/code/login", tag = "wechat",
    request_body = CodeLogin,
    extensions(("x-codes" = json!([40300, 40900, 50200, 50300]))),
    responses(
        (status = 200, description = "The token record. Codes: 40000 bad code; 40300 state does \
            not match this browser; 40900 code already used; 50200 WeChat refused the code; \
            50300 WeChat not configured", body = Envelope<TokenRecord>),
        (status = 429, description = "Too many sign-ins from this address"),
    ))]
pub async fn code_login(
    State(s): State<IdentityState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    ApiJson(body): ApiJson<CodeLogin>,
) -> ApiResult<Json<Envelope<TokenRecord>>> {
    s.limits.code_login.check(&ip.to_string()).await?;
    Ok(ok(code_sign_in(&s, &headers, &body).await?))
}

fn same(a: &str, b: &str) -> bool {
    a.len() == b.len()
        && a.bytes()
            .zip(b.bytes())
            .fold(0u8, |acc, (x, y)| acc | (x ^ y))
            == 0
}

pub(crate) async fn code_sign_in(
    s: &IdentityState,
    headers: &HeaderMap,
    body: &CodeLogin,
) -> ApiResult<TokenRecord> {
    let wechat = configured(s)?;
    let code = body.code.as_str();
    if code.is_empty() || code.len() > 256 || !code.bytes().all(|b| b.is_ascii_graphic()) {
        return Err(ApiError::invalid("code", "code 格式不正确"));
    }
    if let Some(state) = body.state.as_deref().filter(|v| !v.is_empty()) {
        let bound = state_cookie(headers).is_some_and(|c| same(&c, state));
        if !bound {
            return Err(ApiError::Forbidden(
                "授权状态与本浏览器不符，请重新授权".into(),
            ));
        }
    }
    if !spent::spend(&s.db, "wechat_code", code, CODE_KEEP_MS).await? {
        return Err(ApiError::Conflict("授权码已使用，请重新授权".into()));
    }
    let grant = wechat.api.exchange_code(code).await.map_err(|e| {
        tracing::warn!(error = %e, "WeChat refused a code exchange");
        ApiError::Upstream("微信授权失败，请重新授权".into())
    })?;
    let mut who = WechatIdentity {
        openid: grant.openid.clone(),
        unionid: grant.unionid.clone(),
        referrer: body
            .user_id
            .as_deref()
            .map(str::trim)
            .filter(|v| !v.is_empty() && v.len() <= 128)
            .map(String::from),
        ..Default::default()
    };
    if grant
        .scope
        .split(',')
        .any(|s| s.trim() == "snsapi_userinfo")
    {
        match wechat
            .api
            .user_info(&grant.access_token, &grant.openid)
            .await
        {
            Ok(p) if p.openid == grant.openid => {
                who.nickname = p.nickname;
                who.avatar = p.headimgurl;
                who.unionid = who.unionid.or(p.unionid);
            }
            Ok(_) => tracing::warn!("WeChat profile was for another openid; ignored"),
            // The sign-in still stands without a nickname.
            Err(e) => tracing::warn!(error = %e, "WeChat profile unavailable"),
        }
    }
    let visitor = visitors::link_wechat(&s.db, &who).await?;
    super::referral::credit_sharer(&s.db, &visitor).await;
    issue::start_chain(s, &visitor.uid, Some(grant.openid)).await
}
