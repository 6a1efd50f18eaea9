//! The image proxy (docs/IDENTITY.md § The image proxy): `GET /ver3/api/v3/file/base64?url=`
//! answers an image from an allowed host as base64, for the client's canvas (posters)
//! without cross-origin trouble. It fetches addresses visitors name, so every fetch passes
//! the allow list and the SSRF policy ([`ssrf`]), the size and time limits ([`fetch`]) and
//! a per-address rate limit. It needs no signed-in visitor, so it depends on no other area.
//!
//! Allowed hosts: `YOUZHE_IMAGE_HOSTS` (comma-separated; `*.example.com`; `*` for any
//! public host) plus our own public origin and `YOUZHE_MEDIA_ORIGINS`;
//! `YOUZHE_IMAGE_ALLOWED_NETS` opens private networks; `YOUZHE_RATE_IMAGE` the rate.

pub mod fetch;
mod routes;
pub mod ssrf;

use std::sync::Arc;

use axum::extract::FromRef;
use youzhe_core::{
    Area, Config,
    client_ip::TrustedProxies,
    ratelimit::{Rate, RateLimiter},
};

pub use routes::{ImageBase64, ImageQuery, MSG_FAILED, MSG_NO_URL};

use self::{fetch::Fetcher, ssrf::Policy};

/// How often one address may ask for images (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_IMAGE";
pub const DEFAULT_RATE: Rate = Rate::per_minute(30);

/// The proxy's state: the guarded fetcher, its rate limit and who may name the client's address.
#[derive(Clone)]
pub struct ImageProxy {
    fetcher: Arc<Fetcher>,
    limiter: RateLimiter,
    trusted: TrustedProxies,
}

impl FromRef<ImageProxy> for TrustedProxies {
    fn from_ref(s: &ImageProxy) -> TrustedProxies {
        s.trusted.clone()
    }
}

impl ImageProxy {
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        let mut hosts: Vec<String> = config
            .get("YOUZHE_IMAGE_HOSTS")
            .unwrap_or("")
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect();
        let origins = std::iter::once(config.public_url.as_str())
            .chain(config.get("YOUZHE_MEDIA_ORIGINS").unwrap_or("").split(','));
        for origin in origins.map(str::trim).filter(|s| !s.is_empty()) {
            if let Some(host) = url::Url::parse(origin)
                .ok()
                .and_then(|u| u.host().map(|h| h.to_string()))
            {
                hosts.push(host);
            }
        }
        let allowed = ssrf::nets_from(config, "YOUZHE_IMAGE_ALLOWED_NETS")?;
        Ok(Self {
            fetcher: Arc::new(Fetcher::new(Policy::new(&hosts, allowed))?),
            limiter: RateLimiter::local(Rate::from_config(config, RATE_KEY, DEFAULT_RATE)?),
            trusted: TrustedProxies::from_config(config)?,
        })
    }
}

/// The image proxy area.
pub fn area(config: &Config) -> anyhow::Result<Area> {
    Ok(Area::new(
        "image-proxy",
        routes::router(ImageProxy::from_config(config)?),
    ))
}
