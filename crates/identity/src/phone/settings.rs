//! Phone sign-in settings, read once at start (docs/IDENTITY.md, `.env.sample`).

use std::time::Duration;

use anyhow::bail;
use youzhe_core::{Config, Secret, ratelimit::Rate};

use crate::settings::secs;

/// How long a code works (the issue: 5 minutes).
pub const DEFAULT_CODE_TTL_SECS: u64 = 300;
/// The client's countdown before "send again" (SPEC §9: 60 s); the server holds it too.
pub const DEFAULT_RESEND_SECS: u64 = 60;
/// Wrong answers a code survives; the fifth kills it.
pub const MAX_TRIES: i64 = 5;

#[derive(Clone, Debug)]
pub struct PhoneSettings {
    pub code_ttl: Duration,
    pub resend_after: Duration,
    /// The SMS provider's address; `None`: phone sign-in is off (answers 50300), unless
    /// `log_codes` is set.
    pub sms_url: Option<String>,
    /// `YOUZHE_SMS_LOG_CODES=1`, the development switch: without a provider, codes are
    /// written to the server log instead of sent. Never for a public server.
    pub log_codes: bool,
    pub sms_key: Option<Secret<String>>,
    pub per_number: Option<Rate>,
    pub per_address: Option<Rate>,
}

impl PhoneSettings {
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        let code_ttl = secs(config, "YOUZHE_SMS_CODE_TTL_SECS", DEFAULT_CODE_TTL_SECS)?;
        if code_ttl == 0 {
            bail!("YOUZHE_SMS_CODE_TTL_SECS must be positive");
        }
        let sms_url = config
            .get("YOUZHE_SMS_URL")
            .filter(|v| !v.trim().is_empty())
            .map(str::to_string);
        if let Some(u) = &sms_url
            && !(u.starts_with("http://") || u.starts_with("https://"))
        {
            bail!("YOUZHE_SMS_URL must start with http:// or https://");
        }
        let log_codes = match config.get("YOUZHE_SMS_LOG_CODES").map(str::trim) {
            None | Some("" | "0" | "false" | "no" | "off") => false,
            Some("1" | "true" | "yes" | "on") => true,
            Some(other) => bail!("YOUZHE_SMS_LOG_CODES must be 1 or 0, not {other:?}"),
        };
        let hour = |limit| Rate {
            limit,
            per: Duration::from_secs(3600),
        };
        Ok(Self {
            code_ttl: Duration::from_secs(code_ttl),
            resend_after: Duration::from_secs(secs(
                config,
                "YOUZHE_SMS_RESEND_SECS",
                DEFAULT_RESEND_SECS,
            )?),
            sms_url,
            log_codes,
            sms_key: config.secret("YOUZHE_SMS_KEY"),
            per_number: Rate::from_config(config, "YOUZHE_RATE_SMS_NUMBER", hour(5))?,
            per_address: Rate::from_config(config, "YOUZHE_RATE_SMS_ADDRESS", hour(20))?,
        })
    }
}
