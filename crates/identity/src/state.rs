//! The identity area's shared state, built once from the core.

use std::sync::Arc;

use axum::extract::FromRef;
use youzhe_core::{Core, Db, auth::Auth, client_ip::TrustedProxies, ratelimit::RateLimiter};

use crate::{
    alipay::client::{AlipayApi, HttpAlipay},
    phone::{
        PhoneLogin, PhoneSettings,
        sms::{HttpSms, LogSms, SmsSender},
    },
    settings::Settings,
    tokens::{chains::Chains, keys::KeyRing},
    wechat::{WechatService, client::HttpWechat},
};

#[derive(Clone)]
pub struct Limiters {
    pub login: RateLimiter,
    pub code_login: RateLimiter,
    pub refresh: RateLimiter,
    pub share: RateLimiter,
}

#[derive(Clone)]
pub struct IdentityState {
    pub db: Db,
    pub auth: Auth,
    /// The keys new tokens are signed with (the same ring `auth` verifies with).
    pub keys: Arc<KeyRing>,
    pub settings: Arc<Settings>,
    pub trusted: TrustedProxies,
    pub limits: Limiters,
    /// `None` when WeChat is not configured: its endpoints say so.
    pub wechat: Option<Arc<WechatService>>,
    /// `None` when Alipay sign-in is not configured: its endpoint says so.
    pub alipay: Option<Arc<dyn AlipayApi>>,
    pub phone: PhoneLogin,
    /// The sensitive-word list a nickname must pass (the one reviews and notes read).
    pub words: youzhe_core::sensitive::Words,
}

impl IdentityState {
    pub fn build(core: &Core) -> anyhow::Result<Self> {
        let config = &core.config;
        let settings = Settings::from_config(config)?;
        if settings.link_secret.is_none() {
            tracing::warn!(
                "YOUZHE_OPENID_LINK_SECRET is not set: anyone who knows a visitor's openid can sign in \
                 as them; set it to require signed links"
            );
        }
        let db = core.db.clone();
        // Sign-in limits are the security boundary: counted in the database so every
        // replica shares them. The others protect this replica's own capacity.
        let l = &settings.limits;
        let limits = Limiters {
            login: RateLimiter::shared("login", l.login, db.clone()),
            code_login: RateLimiter::shared("code_login", l.code_login, db.clone()),
            refresh: RateLimiter::local(l.refresh),
            share: RateLimiter::local(l.share),
        };
        let wechat = match &settings.wechat {
            Some(w) => Some(Arc::new(WechatService::new(
                w.clone(),
                Arc::new(HttpWechat::new(w.clone())?),
                db.clone(),
            ))),
            None => None,
        };
        let alipay: Option<Arc<dyn AlipayApi>> = match &settings.alipay {
            Some(a) => Some(Arc::new(HttpAlipay::new(a.clone())?)),
            None => None,
        };
        let phone = {
            let ps = PhoneSettings::from_config(config)?;
            let sender: Option<Arc<dyn SmsSender>> = match (&ps.sms_url, ps.log_codes) {
                (Some(url), log_codes) => {
                    if log_codes {
                        tracing::warn!(
                            "YOUZHE_SMS_LOG_CODES is ignored: YOUZHE_SMS_URL is set, so codes are sent by SMS"
                        );
                    }
                    Some(Arc::new(HttpSms::new(url.clone(), ps.sms_key.clone())?))
                }
                (None, true) => {
                    tracing::warn!(
                        "YOUZHE_SMS_LOG_CODES=1: SIGN-IN CODES ARE WRITTEN TO THIS LOG INSTEAD OF BEING SENT. \
                         Anyone who reads the log can sign in as any phone number. For development \
                         only: never on a server visitors use"
                    );
                    Some(Arc::new(LogSms))
                }
                (None, false) => {
                    tracing::info!(
                        "YOUZHE_SMS_URL is not set: sign-in by SMS code is off (its calls answer 50300)"
                    );
                    None
                }
            };
            PhoneLogin {
                per_number: RateLimiter::shared("sms_number", ps.per_number, db.clone()),
                per_address: RateLimiter::shared("sms_address", ps.per_address, db.clone()),
                settings: ps,
                sender,
            }
        };
        let keys = Arc::new(KeyRing::open(config)?);
        let chains = Arc::new(Chains::new(config, db.clone())?);
        Ok(Self {
            auth: Auth::new(config, keys.clone(), chains),
            keys,
            trusted: TrustedProxies::from_config(config)?,
            settings: Arc::new(settings),
            limits,
            wechat,
            alipay,
            phone,
            words: youzhe_core::sensitive::Words::from_config(config)?,
            db,
        })
    }
}

impl FromRef<IdentityState> for Auth {
    fn from_ref(s: &IdentityState) -> Auth {
        s.auth.clone()
    }
}

impl FromRef<IdentityState> for TrustedProxies {
    fn from_ref(s: &IdentityState) -> TrustedProxies {
        s.trusted.clone()
    }
}
