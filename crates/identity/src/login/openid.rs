//! `POST /ver3/api/api-auth/v1/zlhw-center/open-id/login` `{openid, ts?, sign?}`: the first
//! login creates the visitor, later ones find them again (same `uid`). With
//! `YOUZHE_OPENID_LINK_SECRET` set, `ts` and `sign` from a signed link are required and the
//! link works once.

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, client_ip::ClientIp, envelope::ErrorEnvelope, extract::ApiJson,
    ok, time::now_secs,
};

use crate::{
    IdentityState,
    links::{self, LinkError},
    openid::valid_openid,
    settings::{LINK_CLOCK_SKEW_SECS, LINK_VALID_SECS},
    spent,
    tokens::{TokenRecord, issue},
    visitors,
};

#[derive(Debug, Deserialize, ToSchema)]
pub struct OpenidLogin {
    /// The visitor's openid from the link (`?openid=`).
    #[schema(pattern = r"^[A-Za-z0-9_-]{1,128}$")]
    pub openid: String,
    /// Unix seconds from a signed link (`?ts=`); required when links are signed.
    #[serde(default, deserialize_with = "super::int_or_string")]
    #[schema(value_type = Option<super::UnixSeconds>, inline)]
    pub ts: Option<i64>,
    /// Hex HMAC-SHA256 from a signed link (`?sign=`); required when links are signed.
    #[serde(default)]
    pub sign: Option<String>,
}

/// Sign in with an openid (and a signed link when required).
#[utoipa::path(post, path = "/ver3/api/api-auth/v1/zlhw-center/open-id/login", tag = "identity",
    request_body = OpenidLogin,
    extensions(("x-codes" = json!([40300, 40900]))),
    responses(
        (status = 200, description = "The token record. Codes: 40000 bad openid; 40300 link \
            unsigned, tampered or expired; 40900 link already used", body = Envelope<TokenRecord>,
            links(("refresh" = (operation_id = "refresh",
                parameters(("header.Authorization" = "Bearer {$response.body#/data/ID_token}")),
                description = "The token record's token refreshes the sign-in")))),
        (status = 429, description = "Too many sign-ins from this address", body = ErrorEnvelope),
    ))]
pub async fn openid_login(
    State(s): State<IdentityState>,
    ClientIp(ip): ClientIp,
    ApiJson(body): ApiJson<OpenidLogin>,
) -> ApiResult<Json<Envelope<TokenRecord>>> {
    s.limits.login.check(&ip.to_string()).await?;
    Ok(ok(sign_in(&s, &body).await?))
}

pub(crate) async fn sign_in(s: &IdentityState, body: &OpenidLogin) -> ApiResult<TokenRecord> {
    // Exactly as sent: the document's pattern allows no spaces.
    let openid = body.openid.as_str();
    if !valid_openid(openid) {
        return Err(ApiError::invalid("openid", "openid 格式不正确"));
    }
    if let Some(secret) = &s.settings.link_secret {
        links::verify(secret, openid, body.ts, body.sign.as_deref(), now_secs()).map_err(|e| {
            match e {
                LinkError::Unsigned => {
                    ApiError::Forbidden("登录链接缺少签名，请重新打开链接".into())
                }
                LinkError::BadSignature => ApiError::Forbidden("登录链接无效".into()),
                LinkError::Expired => ApiError::Forbidden("登录链接已过期，请重新打开链接".into()),
            }
        })?;
        // Kept until the link could no longer pass the time check anyway.
        let keep_ms = (LINK_VALID_SECS + LINK_CLOCK_SKEW_SECS + 60) * 1000;
        let credential = format!(
            "{openid}\n{}\n{}",
            body.ts.unwrap_or_default(),
            body.sign.as_deref().unwrap_or("")
        );
        if !spent::spend(&s.db, "link", &credential, keep_ms).await? {
            return Err(ApiError::Conflict("登录链接已使用，请重新打开链接".into()));
        }
    }
    let visitor = visitors::by_openid_or_create(&s.db, openid).await?;
    issue::start_chain(s, &visitor.uid, Some(openid.to_string())).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ts_as_number_or_string() {
        let a: OpenidLogin =
            serde_json::from_str(r#"{"openid":"o","ts":"123","sign":"ab"}"#).unwrap();
        assert_eq!(a.ts, Some(123));
        let b: OpenidLogin = serde_json::from_str(r#"{"openid":"o","ts":123}"#).unwrap();
        assert_eq!(b.ts, Some(123));
        let c: OpenidLogin = serde_json::from_str(r#"{"openid":"o"}"#).unwrap();
        assert_eq!(c.ts, None);
        assert!(serde_json::from_str::<OpenidLogin>(r#"{"openid":"o","ts":"x"}"#).is_err());
    }
}
