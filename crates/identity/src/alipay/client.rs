//! Alipay's open platform gateway, behind a small trait. [`HttpAlipay`] is the real one: it
//! calls `alipay.system.oauth.token` signed RSA2 and checks the answer's signature with
//! Alipay's public key. Tests point it at a fake gateway on loopback (`YOUZHE_ALIPAY_GATEWAY`).
//!
//! Requests carry a visitor's authorization code, so errors are reported without the
//! request and nothing here logs a body.

use std::time::Duration;

use async_trait::async_trait;
use rsa::{RsaPrivateKey, RsaPublicKey};
use serde::Deserialize;
use youzhe_core::time::{now_ms, rfc3339_shanghai};

use super::sign;
use crate::settings::AlipaySettings;

/// Each call to Alipay gives up after this long.
pub const CALL_TIMEOUT: Duration = Duration::from_secs(5);

const METHOD: &str = "alipay.system.oauth.token";
const RESPONSE: &str = "alipay_system_oauth_token_response";

#[derive(Debug, thiserror::Error)]
pub enum AlipayError {
    /// The gateway refused (`code`, `sub_code` of `error_response`).
    #[error("alipay error {code} {sub_code}")]
    Api { code: String, sub_code: String },
    #[error("alipay unreachable: {0}")]
    Transport(String),
    #[error("alipay answered something unreadable")]
    Decode,
    /// The answer's signature is not Alipay's: it is not believed.
    #[error("alipay answer not signed by alipay")]
    BadSignature,
}

/// Who the authorization code belongs to. Apps made since 2023 get `open_id` (per app);
/// older ones `user_id` (2088…, per person); the gateway may send both.
#[derive(Clone, Debug, Deserialize)]
pub struct AlipayGrant {
    #[serde(default)]
    pub user_id: Option<String>,
    #[serde(default)]
    pub open_id: Option<String>,
}

impl AlipayGrant {
    /// The identity we link: `user_id` when given (stable across the operator's apps),
    /// else `open_id`.
    pub fn identity(&self) -> Option<&str> {
        self.user_id
            .as_deref()
            .filter(|v| !v.is_empty())
            .or(self.open_id.as_deref().filter(|v| !v.is_empty()))
    }
}

#[async_trait]
pub trait AlipayApi: Send + Sync {
    /// `alipay.system.oauth.token` with `grant_type=authorization_code`.
    async fn exchange_code(&self, auth_code: &str) -> Result<AlipayGrant, AlipayError>;
}

pub struct HttpAlipay {
    settings: AlipaySettings,
    key: RsaPrivateKey,
    alipay_key: RsaPublicKey,
    http: reqwest::Client,
}

impl HttpAlipay {
    /// Reads both keys now, so a wrong one stops the start rather than every sign-in.
    pub fn new(settings: AlipaySettings) -> anyhow::Result<Self> {
        let key = sign::private_key(settings.private_key.expose())
            .map_err(|e| anyhow::anyhow!("YOUZHE_ALIPAY_PRIVATE_KEY: {e}"))?;
        let alipay_key = sign::public_key(&settings.alipay_public_key)
            .map_err(|e| anyhow::anyhow!("YOUZHE_ALIPAY_PUBLIC_KEY: {e}"))?;
        let http = reqwest::Client::builder()
            .timeout(CALL_TIMEOUT)
            .connect_timeout(CALL_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()?;
        Ok(Self {
            settings,
            key,
            alipay_key,
            http,
        })
    }

    /// The signed form for a code exchange.
    fn form(&self, auth_code: &str) -> String {
        // Alipay reads the timestamp as Beijing time, `yyyy-MM-dd HH:mm:ss`.
        let timestamp = rfc3339_shanghai(now_ms())
            .chars()
            .take(19)
            .collect::<String>()
            .replace('T', " ");
        let mut params = vec![
            ("app_id", self.settings.app_id.as_str()),
            ("method", METHOD),
            ("format", "JSON"),
            ("charset", "utf-8"),
            ("sign_type", "RSA2"),
            ("timestamp", timestamp.as_str()),
            ("version", "1.0"),
            ("grant_type", "authorization_code"),
            ("code", auth_code),
        ];
        let signature = sign::sign(&self.key, &sign::sign_content(&params));
        params.push(("sign", signature.as_str()));
        url::form_urlencoded::Serializer::new(String::new())
            .extend_pairs(params)
            .finish()
    }
}

#[derive(Deserialize)]
struct ErrorBody {
    #[serde(default)]
    code: String,
    #[serde(default)]
    sub_code: String,
}

#[async_trait]
impl AlipayApi for HttpAlipay {
    async fn exchange_code(&self, auth_code: &str) -> Result<AlipayGrant, AlipayError> {
        let res = self
            .http
            .post(&self.settings.gateway)
            .header(
                reqwest::header::CONTENT_TYPE,
                "application/x-www-form-urlencoded;charset=utf-8",
            )
            .body(self.form(auth_code))
            .send()
            .await
            .map_err(|e| AlipayError::Transport(e.without_url().to_string()))?;
        if !res.status().is_success() {
            return Err(AlipayError::Transport(format!(
                "HTTP {}",
                res.status().as_u16()
            )));
        }
        let text = res.text().await.map_err(|_| AlipayError::Decode)?;
        read_answer(&text, &self.alipay_key)
    }
}

/// The grant in a gateway answer whose signature is Alipay's. A refusal comes as
/// `error_response` (its signature is not needed to refuse).
pub fn read_answer(text: &str, alipay_key: &RsaPublicKey) -> Result<AlipayGrant, AlipayError> {
    let body: serde_json::Value = serde_json::from_str(text).map_err(|_| AlipayError::Decode)?;
    if let Some(err) = body.get("error_response") {
        let e: ErrorBody = serde_json::from_value(err.clone()).map_err(|_| AlipayError::Decode)?;
        return Err(AlipayError::Api {
            code: e.code.chars().take(40).collect(),
            sub_code: e.sub_code.chars().take(80).collect(),
        });
    }
    let raw = sign::raw_object(text, RESPONSE).ok_or(AlipayError::Decode)?;
    let signature = body
        .get("sign")
        .and_then(|s| s.as_str())
        .ok_or(AlipayError::BadSignature)?;
    if !sign::verify(alipay_key, raw, signature) {
        return Err(AlipayError::BadSignature);
    }
    let node = &body[RESPONSE];
    // A business refusal may also come inside the response object, with a code other than 10000.
    if let Some(code) = node
        .get("code")
        .and_then(|c| c.as_str())
        .filter(|c| *c != "10000")
    {
        let sub = node.get("sub_code").and_then(|c| c.as_str()).unwrap_or("");
        return Err(AlipayError::Api {
            code: code.chars().take(40).collect(),
            sub_code: sub.chars().take(80).collect(),
        });
    }
    let grant: AlipayGrant =
        serde_json::from_value(node.clone()).map_err(|_| AlipayError::Decode)?;
    if grant.identity().is_none() {
        return Err(AlipayError::Decode);
    }
    Ok(grant)
}
