//! Operators: signing in (cookie flags, one answer for a wrong password and an unknown
//! user, lockout and its end, TOTP with replay refused), CSRF on every write, roles and
//! scope refused with nothing changed, the audit log (before/after, admins only), and a
//! disabled operator's session ending at once; the `youzhe operator` commands.

mod access;
mod audit;
mod cli;
mod me;
mod sign_in;

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::testing::Store;
use youzhe_operators::{
    Role,
    accounts::{self, NewOperator},
    audit::Actor,
};

use crate::helpers::{TestApp, spawn_app_with};

pub const ADMIN: &str = "/ver3/api/admin/v1";
pub const PASSWORD: &str = "a long enough password";
/// 西湖区 and 上城区, both in 杭州 (1201).
pub const XIHU: &str = "330106";
pub const SHANGCHENG: &str = "330102";

pub async fn app(store: Store, extra: &[(&str, &str)]) -> TestApp {
    spawn_app_with(store, extra).await
}

/// Creates an account the way `youzhe operator add` does; returns its id.
pub async fn add(app: &TestApp, username: &str, role: Role, county: Option<&str>) -> i64 {
    let city = matches!(role, Role::CityEditor).then_some(1201);
    accounts::create(
        &app.db,
        &Actor::cli(),
        NewOperator {
            username: username.into(),
            display_name: None,
            role,
            city_id: city,
            county_code: county.map(Into::into),
            password: PASSWORD.into(),
        },
    )
    .await
    .unwrap()
    .id
}

/// A signed-in operator: the cookie to send and the CSRF token.
pub struct Session {
    pub cookie: String,
    pub csrf: String,
}

/// POST …/session; the answer and its Set-Cookie header.
pub async fn try_sign_in(
    app: &TestApp,
    body: Value,
) -> (reqwest::StatusCode, Option<String>, Value) {
    let res = app.post_json(&format!("{ADMIN}/session"), &body).await;
    let status = res.status();
    let cookie = res
        .headers()
        .get("set-cookie")
        .map(|v| v.to_str().unwrap().to_string());
    (status, cookie, res.json().await.unwrap())
}

pub async fn sign_in(app: &TestApp, username: &str) -> Session {
    let (_, cookie, body) =
        try_sign_in(app, json!({"username": username, "password": PASSWORD})).await;
    assert_eq!(body["code"], 0, "{body}");
    let cookie = cookie.expect("a session cookie");
    Session {
        cookie: cookie.split(';').next().unwrap().to_string(),
        csrf: body["data"]["csrf"].as_str().unwrap().to_string(),
    }
}

/// A request as the console sends it: the cookie, and `csrf` as X-CSRF-Token when given.
pub async fn call(
    app: &TestApp,
    s: &Session,
    method: Method,
    path: &str,
    csrf: Option<&str>,
    body: Option<Value>,
) -> Value {
    let mut req = app
        .client
        .request(method, app.url(&format!("{ADMIN}{path}")))
        .header("cookie", &s.cookie);
    if let Some(c) = csrf {
        req = req.header("x-csrf-token", c);
    }
    if let Some(b) = body {
        req = req.json(&b);
    }
    req.send().await.unwrap().json().await.unwrap()
}

pub async fn get(app: &TestApp, s: &Session, path: &str) -> Value {
    call(app, s, Method::GET, path, None, None).await
}

/// A write with the session's own CSRF token.
pub async fn write(app: &TestApp, s: &Session, method: Method, path: &str, body: Value) -> Value {
    call(app, s, method, path, Some(&s.csrf.clone()), Some(body)).await
}

/// Everything an operator write could change, as text: every account column (password
/// hash, lockout and TOTP included), the sessions revoked, and the audit log's length.
pub async fn snapshot(app: &TestApp) -> (String, i64, i64) {
    let rows = youzhe_operators::store::all(&app.db).await.unwrap();
    let revoked: i64 = youzhe_core::with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM operator_sessions WHERE revoked").fetch_one(pool).await)
    .unwrap();
    let audit: i64 = youzhe_core::with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM audit_log").fetch_one(pool).await)
    .unwrap();
    (format!("{rows:?}"), revoked, audit)
}

pub fn code(body: &Value) -> i64 {
    body["code"].as_i64().unwrap_or(-1)
}
