//! WeChat: the OAuth authorize address, code sign-in and JS-SDK share signatures.
//! Configured by `WECHAT_APP_ID` / `WECHAT_APP_SECRET` (and the two base addresses); without
//! them every endpoint here answers code 50300 "not configured".

pub mod authorize;
pub mod client;
pub mod code_login;
pub mod referral;
pub mod share_sign;
pub mod ticket_cache;

use std::sync::Arc;

use url::Url;
use youzhe_core::{ApiError, ApiResult, Db};

use self::{client::WechatApi, ticket_cache::TicketCache};
use crate::{IdentityState, settings::WechatSettings};

pub struct WechatService {
    pub settings: WechatSettings,
    pub api: Arc<dyn WechatApi>,
    pub cache: TicketCache,
}

impl WechatService {
    pub fn new(settings: WechatSettings, api: Arc<dyn WechatApi>, db: Db) -> Self {
        Self {
            cache: TicketCache::new(db, api.clone()),
            settings,
            api,
        }
    }
}

pub(crate) fn configured(s: &IdentityState) -> ApiResult<&Arc<WechatService>> {
    s.wechat
        .as_ref()
        .ok_or_else(|| ApiError::NotConfigured("本站未配置微信登录与分享".into()))
}

/// `url` if it is a page of ours: same scheme, host and port as the public URL, a path
/// under `/ver3/`, no user info. A path alone (`/ver3/…`) is taken as ours. The fragment
/// is dropped (WeChat signs the address without it).
pub fn our_page(raw: &str, public_url: &str) -> Option<Url> {
    let public = Url::parse(public_url).ok()?;
    let mut url = if raw.starts_with('/') && !raw.starts_with("//") {
        public.join(raw).ok()?
    } else {
        Url::parse(raw).ok()?
    };
    url.set_fragment(None);
    let same_origin = url.scheme() == public.scheme()
        && url.host_str() == public.host_str()
        && url.port_or_known_default() == public.port_or_known_default();
    let ok = same_origin
        && url.username().is_empty()
        && url.password().is_none()
        && url.path().starts_with("/ver3/");
    ok.then_some(url)
}

#[cfg(test)]
mod tests {
    use super::our_page;

    const PUB: &str = "https://trip.example.cn";

    #[test]
    fn accepts_only_our_pages_under_ver3() {
        let ok = |u: &str| our_page(u, PUB).map(|u| u.to_string());
        assert_eq!(
            ok("https://trip.example.cn/ver3/pages/x?a=1#frag").as_deref(),
            Some("https://trip.example.cn/ver3/pages/x?a=1")
        );
        assert_eq!(
            ok("/ver3/pages/x?a=1").as_deref(),
            Some("https://trip.example.cn/ver3/pages/x?a=1")
        );
        assert_eq!(
            ok("https://trip.example.cn:443/ver3/").as_deref(),
            Some("https://trip.example.cn/ver3/")
        );
        for bad in [
            "https://evil.example/ver3/",
            "http://trip.example.cn/ver3/",
            "https://trip.example.cn:8443/ver3/",
            "https://trip.example.cn/admin",
            "https://trip.example.cn/ver3/../admin",
            "https://trip.example.cn/ver3/%2e%2e/admin",
            "https://trip.example.cn@evil.example/ver3/",
            "https://user@trip.example.cn/ver3/",
            "https://trip.example.cn.evil.example/ver3/",
            "//evil.example/ver3/",
            "javascript:alert(1)",
            "",
        ] {
            assert_eq!(ok(bad), None, "{bad}");
        }
    }
}
