//! `POST /ver3/api/admin/v1/session`: an operator signs in.

use axum::{
    Json,
    extract::State,
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, Envelope,
    client_ip::ClientIp,
    envelope::{EXTEND_CODE, ErrorEnvelope, Extend},
    error::codes,
    extract::ApiJson,
    ok,
    time::now_ms,
};

use super::OperatorsState;
use crate::{password, store, store::OperatorView, totp};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct OperatorSignIn {
    #[schema(min_length = 1, max_length = 64, example = "admin")]
    pub username: String,
    #[schema(min_length = 1, max_length = 128)]
    pub password: String,
    /// The 6-digit one-time code, for operators who have TOTP set up.
    #[schema(pattern = "^[0-9]{6}$", example = "123456")]
    pub totp: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct OperatorSignedIn {
    pub operator: OperatorView,
    /// Send it back as `X-CSRF-Token` on every request that changes something.
    pub csrf: String,
}

/// Why a sign-in was refused, as the operator reads it.
fn refusal(code: i32, msg: &str) -> Response {
    let body = ErrorEnvelope {
        code,
        msg: msg.into(),
        data: None,
        extend: Extend { code: EXTEND_CODE },
    };
    (StatusCode::OK, Json(body)).into_response()
}

/// Unknown username, wrong password and disabled account: one answer, so it tells nobody
/// which usernames exist.
fn wrong_credentials() -> Response {
    refusal(codes::SIGN_IN_AGAIN, "用户名或密码不正确")
}

fn locked(until_ms: i64, now: i64) -> Response {
    let secs = ((until_ms - now).max(1000) + 999) / 1000;
    let mins = (secs + 59) / 60;
    let body = ErrorEnvelope {
        code: codes::RATE_LIMITED,
        msg: format!("连续登录失败次数过多，账号已锁定，请 {mins} 分钟后再试"),
        data: None,
        extend: Extend { code: EXTEND_CODE },
    };
    let mut res = (StatusCode::TOO_MANY_REQUESTS, Json(body)).into_response();
    if let Ok(v) = HeaderValue::from_str(&secs.to_string()) {
        res.headers_mut().insert(header::RETRY_AFTER, v);
    }
    res
}

/// Sign in with username and password (and the one-time code when TOTP is set up). On
/// success the answer sets the `yz_op` session cookie (HttpOnly, SameSite=Strict,
/// Path=/ver3, Secure behind https) and gives the CSRF token to send with every write.
/// A wrong password, an unknown username and a disabled account all answer 40003
/// 用户名或密码不正确. After `YOUZHE_OPERATOR_LOCKOUT_ATTEMPTS` (5) failures in a row the
/// account is locked for `YOUZHE_OPERATOR_LOCKOUT_SECS` (900): HTTP 429 with Retry-After,
/// whatever the password. A username no account has locks the same way, so the lock tells
/// nobody which names exist. With TOTP set up, a right password without a code answers 40000
/// naming `totp`, a wrong code 40000 naming `totp` (counted as a failure), and a code
/// already used 40900.
#[utoipa::path(post, path = "/ver3/api/admin/v1/session", tag = "operators",
    request_body = OperatorSignIn,
    extensions(("x-codes" = json!([40003, 40900]))),
    responses(
        (status = 200, description = "Signed in (Set-Cookie: yz_op); 40003 for wrong credentials, 40000 naming totp, 40900 for a used code",
            body = Envelope<OperatorSignedIn>),
        (status = 429, description = "Too many attempts from this address, or the account is locked; Retry-After says when", body = ErrorEnvelope)))]
pub async fn sign_in(
    State(s): State<OperatorsState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<OperatorSignIn>,
) -> Result<Response, ApiError> {
    s.sign_in.limiter.check(&ip.to_string()).await?;
    // Not trimmed: the document cannot say "after trimming", and no username holds a space,
    // so " admin" is simply unknown.
    let username = body.username.to_ascii_lowercase();
    if username.is_empty() || body.username.chars().count() > 64 {
        return Err(ApiError::invalid(
            "username",
            "请输入用户名（最多 64 个字符）",
        ));
    }
    if body.password.is_empty() || body.password.chars().count() > password::MAX_LEN {
        return Err(ApiError::invalid(
            "password",
            "请输入密码（最多 128 个字符）",
        ));
    }
    if let Some(code) = &body.totp
        && (code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()))
    {
        return Err(ApiError::invalid("totp", "动态验证码须为 6 位数字"));
    }
    let db = &s.sessions.db;
    let row = store::by_username(db, &username).await?;
    let now = now_ms();
    let locked_until = match &row {
        Some(r) => r.locked_until_ms,
        None => store::unknown_locked_until(db, &username).await?,
    };
    if let Some(until) = locked_until.filter(|u| *u > now) {
        tracing::warn!(operator = %username, %ip, "operator sign-in refused: locked");
        return Ok(locked(until, now));
    }
    let good =
        password::verify_blocking(body.password, row.as_ref().map(|r| r.password_hash.clone()))
            .await;
    let row = match row {
        Some(r) if good && !r.disabled => r,
        other => {
            let (limit, lock_ms) = (s.sign_in.attempts, s.sign_in.lock_ms);
            match other {
                Some(r) => store::count_failure(db, r.id, limit, now, lock_ms).await?,
                None => store::count_unknown_failure(db, &username, limit, now, lock_ms).await?,
            }
            tracing::warn!(operator = %username, %ip, "operator sign-in failed");
            return Ok(wrong_credentials());
        }
    };
    if let Some(secret) = &row.totp_secret {
        let key = hex::decode(secret).map_err(anyhow::Error::from)?;
        let Some(code) = &body.totp else {
            return Err(ApiError::invalid("totp", "请输入动态验证码"));
        };
        let Some(step) = totp::matching_step(&key, code, now / 1000) else {
            store::count_failure(db, row.id, s.sign_in.attempts, now, s.sign_in.lock_ms).await?;
            tracing::warn!(operator = %username, %ip, "operator sign-in failed: one-time code");
            return Err(ApiError::invalid("totp", "动态验证码不正确"));
        };
        if !store::take_totp_step(db, row.id, step).await? {
            tracing::warn!(operator = %username, %ip, "operator sign-in refused: code replayed");
            return Err(ApiError::Conflict(
                "该动态验证码已使用，请等待下一个".into(),
            ));
        }
    }
    store::clear_failures(db, row.id).await?;
    let (id, csrf) = s.sessions.open(row.id).await?;
    tracing::info!(operator = %username, %ip, "operator signed in");
    let mut view = row.view();
    view.locked_until_ms = None;
    let mut res = ok(OperatorSignedIn {
        operator: view,
        csrf,
    })
    .into_response();
    let cookie = HeaderValue::from_str(&s.sessions.cookie(&id)).map_err(anyhow::Error::from)?;
    res.headers_mut().insert(header::SET_COOKIE, cookie);
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(res)
}
