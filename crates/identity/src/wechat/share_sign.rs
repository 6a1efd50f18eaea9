//! `POST /wxShare` (form field `url`): the JS-SDK configuration signature (WeChat's
//! algorithm: SHA-1 over `jsapi_ticket`, `noncestr`, `timestamp` and `url`, sorted by name,
//! joined as `k=v&…`). The page must be ours, under `/ver3/`; its `#fragment` is dropped.

use axum::{Json, extract::State};
use rand::{Rng, distr::Alphanumeric};
use serde::{Deserialize, Serialize};
use sha1::{Digest, Sha1};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult,
    client_ip::ClientIp,
    envelope::{EXTEND_CODE, Extend},
    extract::ApiForm,
    time::now_secs,
};

use super::{configured, our_page};
use crate::IdentityState;

/// The JS-SDK signature for `url`.
pub fn signature(ticket: &str, nonce: &str, timestamp: i64, url: &str) -> String {
    let text = format!("jsapi_ticket={ticket}&noncestr={nonce}&timestamp={timestamp}&url={url}");
    hex::encode(Sha1::digest(text.as_bytes()))
}

fn nonce() -> String {
    rand::rng()
        .sample_iter(&Alphanumeric)
        .take(16)
        .map(char::from)
        .collect()
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct ShareRequest {
    /// The page to sign: its full address, or its path and query (`/ver3/…`); may be
    /// percent-encoded once more.
    pub url: String,
}

/// What `wx.config` needs.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ShareSignature {
    pub app_id: String,
    pub timestamp: i64,
    pub nonce_str: String,
    pub signature: String,
}

/// The envelope of `/wxShare`: the signature in `result` (where the client reads it) and,
/// the same, in `data`.
#[derive(Debug, Serialize, ToSchema)]
pub struct ShareEnvelope {
    pub code: i32,
    pub msg: String,
    pub data: ShareSignature,
    pub result: ShareSignature,
    pub extend: Extend,
}

/// Sign a page for the WeChat JS-SDK.
#[utoipa::path(post, path = "/wxShare", tag = "wechat",
    request_body(content = ShareRequest, content_type = "application/x-www-form-urlencoded"),
    extensions(("x-codes" = json!([50200, 50300]))),
    responses(
        (status = 200, description = "The signature. Codes: 40000 the url is not a page of ours \
            under /ver3/; 50200 WeChat failed; 50300 WeChat not configured", body = ShareEnvelope),
        (status = 429, description = "Too many signatures from this address"),
    ))]
pub async fn wx_share(
    State(s): State<IdentityState>,
    ClientIp(ip): ClientIp,
    ApiForm(body): ApiForm<ShareRequest>,
) -> ApiResult<Json<ShareEnvelope>> {
    s.limits.share.check(&ip.to_string()).await?;
    let wechat = configured(&s)?;
    let raw = body.url.trim();
    // Clients that encodeURIComponent the value before form-encoding it send it twice encoded.
    let decoded;
    let raw = if raw.starts_with("http%3A") || raw.starts_with("https%3A") || raw.starts_with("%2F")
    {
        decoded = url::form_urlencoded::parse(format!("u={raw}").as_bytes())
            .next()
            .map(|(_, v)| v.into_owned())
            .unwrap_or_default();
        decoded.as_str()
    } else {
        raw
    };
    let page = our_page(raw, &s.settings.public_url)
        .ok_or_else(|| ApiError::invalid("url", "只能为本站 /ver3/ 下的页面签名"))?;
    let ticket = wechat.cache.ticket().await?;
    let (nonce, timestamp) = (nonce(), now_secs());
    let sig = || ShareSignature {
        app_id: wechat.settings.app_id.clone(),
        timestamp,
        nonce_str: nonce.clone(),
        signature: signature(&ticket, &nonce, timestamp, page.as_str()),
    };
    Ok(Json(ShareEnvelope {
        code: 0,
        msg: "ok".into(),
        data: sig(),
        result: sig(),
        extend: Extend { code: EXTEND_CODE },
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// WeChat's published example (JS-SDK documentation, appendix 1).
    #[test]
    fn published_test_vector() {
        let ticket = "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg";
        assert_eq!(
            signature(
                ticket,
                "Wm3WZYTPz0wzccnW",
                1414587457,
                "http://mp.weixin.qq.com?params=value"
            ),
            "0f9de62fce790f9a083d5c99e95740ceb90c27ed"
        );
    }

    #[test]
    fn nonces_are_fresh() {
        let (a, b) = (nonce(), nonce());
        assert_eq!(a.len(), 16);
        assert_ne!(a, b);
    }
}
