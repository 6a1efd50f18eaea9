//! `POST /ver3/api/v3/user/login/code` `{phone}`: sends a sign-in code by SMS. Limited per
//! client address and per number (shared by every replica), one live code per number and
//! no new one within the resend wait (the client's 60 s countdown).

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, client_ip::ClientIp, envelope::ErrorEnvelope, extract::ApiJson,
    ok, time::now_ms, with_db,
};

use super::{codes, masked, valid_phone};
use crate::IdentityState;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CodeRequest {
    /// A mainland China mobile number, 11 digits.
    #[schema(pattern = r"^1[3-9][0-9]{9}$")]
    pub phone: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct CodeSent {
    /// Seconds the code works (300 by default).
    pub expires_in: u64,
    /// Seconds before another code may be requested (the countdown, 60 by default).
    pub resend_in: u64,
}

pub(crate) fn invalid_phone() -> ApiError {
    ApiError::invalid("phone", "请输入正确的手机号")
}

/// Send a sign-in code to a mobile number.
#[utoipa::path(post, path = "/ver3/api/v3/user/login/code", tag = "identity",
    request_body = CodeRequest,
    extensions(("x-codes" = json!([50200, 50300]))),
    responses(
        (status = 200, description = "The code is on its way. Codes: 40000 not a mainland mobile \
            number; 50200 the SMS provider failed (nothing is kept, ask again); 50300 SMS sign-in \
            is not configured on this server (no `YOUZHE_SMS_URL`): offer the other ways to sign in", body = Envelope<CodeSent>),
        (status = 429, description = "Too many codes for this number or from this address, or the \
            last code was sent less than the resend wait ago (`Retry-After` says how long)", body = ErrorEnvelope),
    ))]
pub async fn request_code(
    State(s): State<IdentityState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<CodeRequest>,
) -> ApiResult<Json<Envelope<CodeSent>>> {
    let sender = s.phone.sender()?;
    let phone = body.phone.as_str();
    if !valid_phone(phone) {
        return Err(invalid_phone());
    }
    let p = &s.phone;
    p.per_address.check(&ip.to_string()).await?;
    let now = now_ms();
    let resend_ms = p.settings.resend_after.as_millis() as i64;
    // The wait is checked before the number's quota, so pressing twice does not spend it;
    // `codes::store` checks it again atomically.
    let sent: Option<i64> = with_db!(&s.db, c => sqlx::query_scalar(
        "SELECT sent_ms FROM phone_codes WHERE phone = $1").bind(phone).fetch_optional(c).await)?;
    if let Some(sent) = sent
        && sent > now - resend_ms
    {
        return Err(ApiError::RateLimited {
            retry_after_secs: ((sent + resend_ms - now).max(1) as u64).div_ceil(1000),
        });
    }
    p.per_number.check(phone).await?;
    let code = codes::new_code();
    let ttl = p.settings.code_ttl;
    let digest = codes::store(&s.db, phone, &code, now, ttl.as_millis() as i64, resend_ms)
        .await?
        .map_err(|wait| ApiError::RateLimited {
            retry_after_secs: wait,
        })?;
    let text = format!(
        "【游浙】您的登录验证码是{code}，{}分钟内有效。如非本人操作，请忽略本短信。",
        ttl.as_secs().div_ceil(60)
    );
    if let Err(e) = sender.send(phone, &text).await {
        tracing::warn!(phone = %masked(phone), "sending a sign-in code failed: {e:#}");
        codes::withdraw(&s.db, phone, &digest).await?;
        return Err(ApiError::Upstream("验证码发送失败，请稍后再试".into()));
    }
    Ok(ok(CodeSent {
        expires_in: ttl.as_secs(),
        resend_in: p.settings.resend_after.as_secs(),
    }))
}
