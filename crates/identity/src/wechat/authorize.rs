//! `GET /ver3/api/wechat/v1/authorization?scope=&callback_url=`: the WeChat OAuth address
//! the client sends the visitor to. The `state` in it is random and also set as an
//! HttpOnly cookie, binding the authorization to this browser: the code login compares
//! the two when the client passes `state` back.

use axum::{
    Json,
    extract::State,
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, ApiResult, Envelope, extract::ApiQuery, ok};

use super::{configured, our_page};
use crate::IdentityState;

/// The cookie holding the authorization `state`.
pub const STATE_COOKIE: &str = "yz_wx_state";
/// WeChat codes live 5 minutes; the state a little longer.
pub const STATE_MAX_AGE_SECS: u32 = 600;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuthorizeQuery {
    /// `snsapi_userinfo` (default: nickname and avatar) or `snsapi_base` (openid only).
    pub scope: Option<String>,
    /// Where WeChat sends the visitor back: a page of ours under `/ver3/` (default `/ver3/`).
    pub callback_url: Option<String>,
}

/// The WeChat authorize address (a string in `data`).
#[utoipa::path(get, path = "/ver3/api/wechat/v1/authorization", tag = "wechat",
    params(AuthorizeQuery),
    extensions(("x-codes" = json!([50300]))),
    responses((status = 200, description = "The address to open, with `Set-Cookie: yz_wx_state`. \
        Codes: 40000 bad scope or a callback_url that is not ours under /ver3/; 50300 WeChat not configured",
        body = Envelope<String>)))]
pub async fn authorization(
    State(s): State<IdentityState>,
    ApiQuery(q): ApiQuery<AuthorizeQuery>,
) -> ApiResult<Response> {
    let wechat = configured(&s)?;
    let scope = match q.scope.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
        None | Some("snsapi_userinfo") => "snsapi_userinfo",
        Some("snsapi_base") => "snsapi_base",
        Some(_) => {
            return Err(ApiError::invalid(
                "scope",
                "scope 只能是 snsapi_userinfo 或 snsapi_base",
            ));
        }
    };
    let callback = q
        .callback_url
        .as_deref()
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .unwrap_or("/ver3/");
    let callback = our_page(callback, &s.settings.public_url)
        .ok_or_else(|| ApiError::invalid("callback_url", "回调地址必须是本站 /ver3/ 下的页面"))?;
    let state = uuid::Uuid::new_v4().simple().to_string();
    let address = authorize_url(
        &wechat.settings.open_base,
        &wechat.settings.app_id,
        callback.as_str(),
        scope,
        &state,
    );
    let secure = if s.settings.public_url.starts_with("https://") {
        "; Secure"
    } else {
        ""
    };
    let cookie = format!(
        "{STATE_COOKIE}={state}; Path=/ver3/api/; Max-Age={STATE_MAX_AGE_SECS}; HttpOnly; SameSite=Lax{secure}"
    );
    let cookie =
        HeaderValue::from_str(&cookie).map_err(|e| anyhow::anyhow!("state cookie: {e}"))?;
    let body: Json<Envelope<String>> = ok(address);
    Ok(([(header::SET_COOKIE, cookie)], body).into_response())
}

/// `{open_base}/connect/oauth2/authorize?appid=…&redirect_uri=…&response_type=code&scope=…&state=…#wechat_redirect`
/// (WeChat requires this parameter order).
pub fn authorize_url(
    open_base: &str,
    app_id: &str,
    redirect_uri: &str,
    scope: &str,
    state: &str,
) -> String {
    let enc = |v: &str| url::form_urlencoded::byte_serialize(v.as_bytes()).collect::<String>();
    format!(
        "{open_base}/connect/oauth2/authorize?appid={}&redirect_uri={}&response_type=code&scope={}&state={}#wechat_redirect",
        enc(app_id),
        enc(redirect_uri),
        enc(scope),
        enc(state)
    )
}

/// The `state` cookie sent with a request, if any.
pub fn state_cookie(headers: &axum::http::HeaderMap) -> Option<String> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == STATE_COOKIE)
        .map(|(_, v)| v.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_the_address_in_wechats_order() {
        assert_eq!(
            authorize_url(
                "https://open.weixin.qq.com",
                "wx1",
                "https://t.cn/ver3/a?b=1",
                "snsapi_userinfo",
                "s1"
            ),
            "https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&redirect_uri=https%3A%2F%2Ft.cn%2Fver3%2Fa%3Fb%3D1\
             &response_type=code&scope=snsapi_userinfo&state=s1#wechat_redirect"
        );
    }

    #[test]
    fn reads_the_state_cookie() {
        let mut h = axum::http::HeaderMap::new();
        assert_eq!(state_cookie(&h), None);
        h.insert(header::COOKIE, "a=1; yz_wx_state=abc; b=2".parse().unwrap());
        assert_eq!(state_cookie(&h).as_deref(), Some("abc"));
    }
}
