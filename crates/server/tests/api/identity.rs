//! Identity and platform services (issue 3), end to end on both stores: sign-in, signed
//! links, the token matrix, refresh, WeChat, share signatures, the image proxy, limits.

mod alipay;
mod alipay_fake;
mod fakes;
mod images;
mod limits;
mod login;
pub(crate) mod logs;
mod personal_logs;
mod tokens;
mod wechat;

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use serde_json::{Value, json};

use crate::helpers::TestApp;

pub const OPENID_LOGIN: &str = "/ver3/api/api-auth/v1/zlhw-center/open-id/login";
pub const REFRESH: &str = "/ver3/api/api-auth/v1/token/refresh";
pub const USER_INFO: &str = "/ver3/api/v3/http/getUserInfo";

/// Signs in by openid; returns the whole response body.
pub async fn login(app: &TestApp, body: Value) -> Value {
    let res = app.post_json(OPENID_LOGIN, &body).await;
    assert_eq!(res.status(), 200);
    res.json().await.expect("json")
}

/// Signs in `openid` (unsigned links) and returns the `ID_token`.
pub async fn token_for(app: &TestApp, openid: &str) -> String {
    let body = login(app, json!({ "openid": openid })).await;
    assert_eq!(body["code"], 0, "{body}");
    body["data"]["ID_token"]
        .as_str()
        .expect("ID_token")
        .to_string()
}

pub async fn get_with(app: &TestApp, path: &str, token: Option<&str>) -> Value {
    let mut req = app.client.get(app.url(path));
    if let Some(t) = token {
        req = req.header("Authorization", format!("Bearer {t}"));
    }
    let res = req.send().await.expect("request");
    assert_eq!(res.status(), 200, "business errors are HTTP 200");
    res.json().await.expect("json")
}

pub async fn refresh(app: &TestApp, token: &str) -> Value {
    let res = app
        .client
        .post(app.url(REFRESH))
        .header("Authorization", format!("Bearer {token}"))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 200);
    res.json().await.expect("json")
}

/// The claims of a token, read without checking (to build tampered ones).
pub fn claims_of(token: &str) -> Value {
    let payload = token.split('.').nth(1).expect("payload");
    serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).expect("base64")).expect("json")
}

pub fn kid_of(token: &str) -> String {
    jsonwebtoken::decode_header(token)
        .expect("header")
        .kid
        .expect("kid")
}
