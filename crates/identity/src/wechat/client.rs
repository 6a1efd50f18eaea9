//! The WeChat server API we call, behind a small trait. [`HttpWechat`] is the real one;
//! tests point it at a fake server on loopback through `WECHAT_API_BASE`.
//!
//! URLs sent to WeChat carry the app secret, access tokens and codes in their query, so
//! errors are reported without their URL and nothing here logs a response body.

use std::time::Duration;

use async_trait::async_trait;
use serde::{Deserialize, de::DeserializeOwned};

use crate::settings::WechatSettings;

/// Each call to WeChat gives up after this long.
pub const CALL_TIMEOUT: Duration = Duration::from_secs(5);

#[derive(Debug, thiserror::Error)]
pub enum WechatError {
    /// WeChat answered with an error code (`errcode`, `errmsg`).
    #[error("wechat error {code}: {msg}")]
    Api { code: i64, msg: String },
    #[error("wechat unreachable: {0}")]
    Transport(String),
    #[error("wechat answered something unreadable")]
    Decode,
}

impl WechatError {
    /// The access token was rejected (expired early, or replaced by another caller).
    pub fn is_stale_token(&self) -> bool {
        matches!(
            self,
            Self::Api {
                code: 40001 | 40014 | 42001,
                ..
            }
        )
    }
}

/// A value WeChat gives with a lifetime (`access_token`, `jsapi_ticket`).
#[derive(Clone, Debug)]
pub struct Expiring {
    pub value: String,
    pub expires_in: i64,
}

/// The answer to a code exchange (`sns/oauth2/access_token`).
#[derive(Clone, Debug, Deserialize)]
pub struct OauthGrant {
    pub access_token: String,
    pub openid: String,
    #[serde(default)]
    pub scope: String,
    #[serde(default)]
    pub unionid: Option<String>,
}

/// `sns/userinfo`.
#[derive(Clone, Debug, Deserialize)]
pub struct WechatProfile {
    pub openid: String,
    #[serde(default)]
    pub nickname: Option<String>,
    #[serde(default)]
    pub headimgurl: Option<String>,
    #[serde(default)]
    pub unionid: Option<String>,
}

#[async_trait]
pub trait WechatApi: Send + Sync {
    /// `cgi-bin/token`: the app's access token.
    async fn access_token(&self) -> Result<Expiring, WechatError>;
    /// `cgi-bin/ticket/getticket?type=jsapi`: the JS-SDK ticket.
    async fn jsapi_ticket(&self, access_token: &str) -> Result<Expiring, WechatError>;
    /// `sns/oauth2/access_token`: exchanges a visitor's authorization code.
    async fn exchange_code(&self, code: &str) -> Result<OauthGrant, WechatError>;
    /// `sns/userinfo`: the visitor's profile (for `snsapi_userinfo`).
    async fn user_info(
        &self,
        access_token: &str,
        openid: &str,
    ) -> Result<WechatProfile, WechatError>;
}

pub struct HttpWechat {
    settings: WechatSettings,
    http: reqwest::Client,
}

impl HttpWechat {
    pub fn new(settings: WechatSettings) -> anyhow::Result<Self> {
        let http = reqwest::Client::builder()
            .timeout(CALL_TIMEOUT)
            .connect_timeout(CALL_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .build()?;
        Ok(Self { settings, http })
    }

    async fn get<T: DeserializeOwned>(
        &self,
        path: &str,
        query: &[(&str, &str)],
    ) -> Result<T, WechatError> {
        let url = format!("{}{path}", self.settings.api_base);
        let res = self
            .http
            .get(url)
            .query(query)
            .send()
            .await
            .map_err(|e| WechatError::Transport(e.without_url().to_string()))?;
        if !res.status().is_success() {
            return Err(WechatError::Transport(format!(
                "HTTP {}",
                res.status().as_u16()
            )));
        }
        let body: serde_json::Value = res.json().await.map_err(|_| WechatError::Decode)?;
        if let Some(code) = body
            .get("errcode")
            .and_then(|c| c.as_i64())
            .filter(|c| *c != 0)
        {
            let msg = body
                .get("errmsg")
                .and_then(|m| m.as_str())
                .unwrap_or("")
                .chars()
                .take(200)
                .collect();
            return Err(WechatError::Api { code, msg });
        }
        serde_json::from_value(body).map_err(|_| WechatError::Decode)
    }
}

#[derive(Deserialize)]
struct TokenBody {
    access_token: String,
    expires_in: i64,
}

#[derive(Deserialize)]
struct TicketBody {
    ticket: String,
    expires_in: i64,
}

#[async_trait]
impl WechatApi for HttpWechat {
    async fn access_token(&self) -> Result<Expiring, WechatError> {
        let s = &self.settings;
        let q = [
            ("grant_type", "client_credential"),
            ("appid", s.app_id.as_str()),
            ("secret", s.app_secret.expose()),
        ];
        let b: TokenBody = self.get("/cgi-bin/token", &q).await?;
        Ok(Expiring {
            value: b.access_token,
            expires_in: b.expires_in,
        })
    }

    async fn jsapi_ticket(&self, access_token: &str) -> Result<Expiring, WechatError> {
        let b: TicketBody = self
            .get(
                "/cgi-bin/ticket/getticket",
                &[("access_token", access_token), ("type", "jsapi")],
            )
            .await?;
        Ok(Expiring {
            value: b.ticket,
            expires_in: b.expires_in,
        })
    }

    async fn exchange_code(&self, code: &str) -> Result<OauthGrant, WechatError> {
        let s = &self.settings;
        let q = [
            ("appid", s.app_id.as_str()),
            ("secret", s.app_secret.expose()),
            ("code", code),
            ("grant_type", "authorization_code"),
        ];
        self.get("/sns/oauth2/access_token", &q).await
    }

    async fn user_info(
        &self,
        access_token: &str,
        openid: &str,
    ) -> Result<WechatProfile, WechatError> {
        self.get(
            "/sns/userinfo",
            &[
                ("access_token", access_token),
                ("openid", openid),
                ("lang", "zh_CN"),
            ],
        )
        .await
    }
}
