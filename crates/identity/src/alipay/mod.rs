//! Alipay: sign-in by the authorization code the Alipay app gives a page
//! (`AlipayJSBridge.call('getAuthCode')`). Configured by `YOUZHE_ALIPAY_APP_ID`,
//! `YOUZHE_ALIPAY_PRIVATE_KEY` and `YOUZHE_ALIPAY_PUBLIC_KEY` (and the gateway address);
//! without them the endpoint answers code 50300 "not configured".

pub mod client;
pub mod code_login;
pub mod link;
pub mod sign;

use std::sync::Arc;

use youzhe_core::{ApiError, ApiResult};

use self::client::AlipayApi;
use crate::IdentityState;

pub(crate) fn configured(s: &IdentityState) -> ApiResult<&Arc<dyn AlipayApi>> {
    s.alipay
        .as_ref()
        .ok_or_else(|| ApiError::NotConfigured("本站未配置支付宝登录".into()))
}
