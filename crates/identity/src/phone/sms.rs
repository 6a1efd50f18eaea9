//! Sending the code: an adapter over the SMS provider, so tests use a loopback fake, and a
//! developer without a provider can still sign in by setting `YOUZHE_SMS_LOG_CODES=1`.

use std::time::Duration;

use anyhow::{Context, bail};
use async_trait::async_trait;
use youzhe_core::Secret;

use super::masked;

#[async_trait]
pub trait SmsSender: Send + Sync {
    /// Delivers `text` to `phone`; an error means the visitor will not receive it.
    async fn send(&self, phone: &str, text: &str) -> anyhow::Result<()>;
}

/// A provider (or a gateway in front of one) taking `POST {phone, text}` as JSON, with
/// `Authorization: Bearer <YOUZHE_SMS_KEY>` when a key is set. Any 2xx is success.
pub struct HttpSms {
    url: String,
    key: Option<Secret<String>>,
    client: reqwest::Client,
}

impl HttpSms {
    pub fn new(url: String, key: Option<Secret<String>>) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            // A visitor waits on this: a slow provider fails fast and they may try again.
            .timeout(Duration::from_secs(3))
            .no_proxy()
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .context("building the SMS client")?;
        Ok(Self { url, key, client })
    }
}

#[async_trait]
impl SmsSender for HttpSms {
    async fn send(&self, phone: &str, text: &str) -> anyhow::Result<()> {
        let mut req = self
            .client
            .post(&self.url)
            .json(&serde_json::json!({ "phone": phone, "text": text }));
        if let Some(k) = &self.key {
            req = req.bearer_auth(k.expose());
        }
        // The error may carry the URL but never the text: the code stays out of logs.
        let res = req
            .send()
            .await
            .map_err(|e| anyhow::anyhow!("SMS provider unreachable: {}", e.without_url()))?;
        if !res.status().is_success() {
            bail!("SMS provider answered {}", res.status());
        }
        Ok(())
    }
}

/// No provider and the development switch `YOUZHE_SMS_LOG_CODES=1`: the message goes to the
/// server log, so a developer can sign in. Never for a public server (the README, `.env.sample`
/// and the start-up warning say so).
pub struct LogSms;

#[async_trait]
impl SmsSender for LogSms {
    async fn send(&self, phone: &str, text: &str) -> anyhow::Result<()> {
        tracing::warn!(
            phone = %masked(phone),
            "YOUZHE_SMS_LOG_CODES=1 (development only): this message was not sent: {text}"
        );
        Ok(())
    }
}
