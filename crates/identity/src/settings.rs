//! Every identity setting, read once at start. docs/IDENTITY.md and `.env.sample` list them.

use std::time::Duration;

use anyhow::{Context, bail};
use youzhe_core::{Config, Secret, ratelimit::Rate};

/// How long an `ID_token` lives unless configured: well above the client's 1200 s refresh
/// window (SPEC §9), short enough that a leaked token soon dies.
pub const DEFAULT_TOKEN_TTL_SECS: u64 = 7200;
/// How long a sign-in lasts through refreshes before the visitor signs in again.
pub const DEFAULT_CHAIN_SECS: u64 = 30 * 24 * 3600;
/// A signed openid link is valid this long after its timestamp (issue 3: 5 minutes).
pub const LINK_VALID_SECS: i64 = 300;
/// Links stamped this far in the future are still accepted (clock differences).
pub const LINK_CLOCK_SKEW_SECS: i64 = 30;

#[derive(Clone, Debug)]
pub struct WechatSettings {
    pub app_id: String,
    pub app_secret: Secret<String>,
    pub api_base: String,
    pub open_base: String,
}

/// Alipay sign-in (docs/IDENTITY.md, "Alipay"): the app, its private key (requests are
/// signed RSA2) and Alipay's public key (answers are checked with it).
#[derive(Clone, Debug)]
pub struct AlipaySettings {
    pub app_id: String,
    /// The app's RSA private key: base64 DER (PKCS#8 or PKCS#1) or PEM.
    pub private_key: Secret<String>,
    /// Alipay's public key for this app: base64 DER (SubjectPublicKeyInfo) or PEM.
    pub alipay_public_key: String,
    /// The open platform gateway (`https://openapi.alipay.com/gateway.do`).
    pub gateway: String,
}

#[derive(Clone, Debug)]
pub struct Limits {
    pub login: Option<Rate>,
    pub code_login: Option<Rate>,
    pub refresh: Option<Rate>,
    pub share: Option<Rate>,
}

#[derive(Clone, Debug)]
pub struct Settings {
    pub public_url: String,
    pub token_ttl: Duration,
    pub chain_lifetime: Duration,
    pub link_secret: Option<Secret<String>>,
    pub wechat: Option<WechatSettings>,
    /// `None` when Alipay sign-in is not configured: its endpoint says so.
    pub alipay: Option<AlipaySettings>,
    pub limits: Limits,
    /// Who runs this site, named in the user agreement and privacy policy
    /// (`YOUZHE_SITE_OPERATOR`); unset, the pages say 本平台运营方.
    pub site_operator: Option<String>,
    /// How visitors reach the operator about their data (`YOUZHE_SITE_CONTACT`).
    pub site_contact: Option<String>,
}

pub(crate) fn secs(config: &Config, key: &str, default: u64) -> anyhow::Result<u64> {
    match config.get(key) {
        Some(v) => v
            .parse()
            .with_context(|| format!("{key} must be a whole number of seconds")),
        None => Ok(default),
    }
}

/// A free-text setting, trimmed; blank is unset.
fn text(config: &Config, key: &str) -> Option<String> {
    config
        .get(key)
        .map(str::trim)
        .filter(|v| !v.is_empty())
        .map(str::to_string)
}

fn base(config: &Config, key: &str, default: &str) -> anyhow::Result<String> {
    let v = config
        .get(key)
        .unwrap_or(default)
        .trim_end_matches('/')
        .to_string();
    if !(v.starts_with("http://") || v.starts_with("https://")) {
        bail!("{key} must start with http:// or https://");
    }
    Ok(v)
}

/// All three of app id, private key and Alipay's public key, or none: half a configuration
/// would fail at the first sign-in instead of at start.
fn alipay_settings(config: &Config) -> anyhow::Result<Option<AlipaySettings>> {
    let app_id = text(config, "YOUZHE_ALIPAY_APP_ID");
    let private_key = config.secret("YOUZHE_ALIPAY_PRIVATE_KEY");
    let public_key = text(config, "YOUZHE_ALIPAY_PUBLIC_KEY");
    match (app_id, private_key, public_key) {
        (Some(app_id), Some(private_key), Some(alipay_public_key)) => Ok(Some(AlipaySettings {
            app_id,
            private_key,
            alipay_public_key,
            gateway: base(
                config,
                "YOUZHE_ALIPAY_GATEWAY",
                "https://openapi.alipay.com/gateway.do",
            )?,
        })),
        (None, None, None) => Ok(None),
        _ => bail!(
            "set all of YOUZHE_ALIPAY_APP_ID, YOUZHE_ALIPAY_PRIVATE_KEY and YOUZHE_ALIPAY_PUBLIC_KEY, or none"
        ),
    }
}

impl Settings {
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        let token_ttl = secs(config, "YOUZHE_TOKEN_TTL_SECS", DEFAULT_TOKEN_TTL_SECS)?;
        if token_ttl < 1500 {
            // The client refreshes in the last 1200 s of a token's life (SPEC §4).
            bail!(
                "YOUZHE_TOKEN_TTL_SECS must be at least 1500 (the client refreshes 1200 s before expiry)"
            );
        }
        let chain = secs(config, "YOUZHE_TOKEN_CHAIN_SECS", DEFAULT_CHAIN_SECS)?;
        if chain == 0 {
            bail!("YOUZHE_TOKEN_CHAIN_SECS must be positive");
        }
        let wechat = match (
            config.get("WECHAT_APP_ID"),
            config.secret("WECHAT_APP_SECRET"),
        ) {
            (Some(app_id), Some(app_secret)) => Some(WechatSettings {
                app_id: app_id.to_string(),
                app_secret,
                api_base: base(config, "WECHAT_API_BASE", "https://api.weixin.qq.com")?,
                open_base: base(config, "WECHAT_OPEN_BASE", "https://open.weixin.qq.com")?,
            }),
            (None, None) => None,
            _ => bail!("set both WECHAT_APP_ID and WECHAT_APP_SECRET, or neither"),
        };
        let alipay = alipay_settings(config)?;
        let rate = |key: &str, default: Rate| Rate::from_config(config, key, default);
        let limits = Limits {
            login: rate("YOUZHE_RATE_LOGIN", Rate::per_minute(20))?,
            code_login: rate("YOUZHE_RATE_CODE_LOGIN", Rate::per_minute(20))?,
            refresh: rate("YOUZHE_RATE_REFRESH", Rate::per_minute(30))?,
            share: rate("YOUZHE_RATE_WXSHARE", Rate::per_minute(60))?,
        };
        Ok(Self {
            public_url: config.public_url.clone(),
            token_ttl: Duration::from_secs(token_ttl),
            chain_lifetime: Duration::from_secs(chain),
            link_secret: config.secret("YOUZHE_OPENID_LINK_SECRET"),
            wechat,
            alipay,
            limits,
            site_operator: text(config, "YOUZHE_SITE_OPERATOR"),
            site_contact: text(config, "YOUZHE_SITE_CONTACT"),
        })
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn config(pairs: &[(&str, &str)]) -> Config {
        let s: BTreeMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Config::from_settings(s).unwrap()
    }

    #[test]
    fn defaults_and_checks() {
        let s = Settings::from_config(&config(&[])).unwrap();
        assert_eq!(s.token_ttl, Duration::from_secs(7200));
        assert!(s.wechat.is_none() && s.link_secret.is_none());
        assert!(Settings::from_config(&config(&[("YOUZHE_TOKEN_TTL_SECS", "600")])).is_err());
        assert!(Settings::from_config(&config(&[("WECHAT_APP_ID", "wx1")])).is_err());
        let w = Settings::from_config(&config(&[
            ("WECHAT_APP_ID", "wx1"),
            ("WECHAT_APP_SECRET", "s"),
        ]))
        .unwrap()
        .wechat
        .unwrap();
        assert_eq!(w.api_base, "https://api.weixin.qq.com");
        assert_eq!(w.open_base, "https://open.weixin.qq.com");
        assert!(Settings::from_config(&config(&[("YOUZHE_RATE_LOGIN", "lots")])).is_err());
        assert!(s.alipay.is_none());
        assert!(Settings::from_config(&config(&[("YOUZHE_ALIPAY_APP_ID", "2021")])).is_err());
        let a = Settings::from_config(&config(&[
            ("YOUZHE_ALIPAY_APP_ID", "2021"),
            ("YOUZHE_ALIPAY_PRIVATE_KEY", "k"),
            ("YOUZHE_ALIPAY_PUBLIC_KEY", "p"),
        ]))
        .unwrap()
        .alipay
        .unwrap();
        assert_eq!(a.gateway, "https://openapi.alipay.com/gateway.do");
    }
}
