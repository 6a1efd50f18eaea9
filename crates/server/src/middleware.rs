//! Cross-cutting HTTP behaviour: security headers, body limits, request ids, access logs,
//! timeouts and panic handling. Every failure here still answers the JSON envelope.

use std::{any::Any, time::Duration};

use axum::{
    extract::Request,
    http::{HeaderName, HeaderValue, StatusCode, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use youzhe_core::{ApiError, Config};

use crate::spa::sdk_url;

/// SPEC §9: requests time out after 60 s.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(60);

pub static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The headers every response carries. Computed once from configuration.
#[derive(Clone, Debug)]
pub struct SecurityHeaders {
    csp: HeaderValue,
}

impl SecurityHeaders {
    pub fn new(config: &Config) -> Self {
        let origin = |url: &str| -> Option<String> {
            let rest = url.split_once("://")?;
            let host = rest.1.split('/').next()?;
            Some(format!("{}://{host}", rest.0))
        };
        // Scripts: ours, plus the three platform bridges' SDK hosts (loaded only inside
        // their apps). Styles allow inline because the component library sets style attributes.
        let mut scripts = vec!["'self'".to_string()];
        for k in [
            "YOUZHE_WX_SDK_URL",
            "YOUZHE_ZW_SDK_URL",
            "YOUZHE_ALIPAY_SDK_URL",
        ] {
            if let Some(o) = origin(&sdk_url(config, k)) {
                scripts.push(o);
            }
        }
        let mut connect = vec!["'self'".to_string()];
        let mut img = vec!["'self'".to_string(), "data:".into(), "blob:".into()];
        for k in ["YOUZHE_API_BASE", "YOUZHE_BRAND_BASE"] {
            if let Some(o) = config.get(k).and_then(origin) {
                connect.push(o);
            }
        }
        for h in config
            .get("YOUZHE_MEDIA_ORIGINS")
            .unwrap_or("")
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            img.push(h.to_string());
        }
        // The web view frames only the hosts its allow list names (docs/WEBVIEW.md).
        let frames: Vec<String> = std::iter::once("'self'".to_string())
            .chain(youzhe_webview::frame_sources(config))
            .collect();
        let frame = config.get("YOUZHE_FRAME_ANCESTORS").unwrap_or("'self'");
        let csp = format!(
            "default-src 'self'; script-src {}; style-src 'self' 'unsafe-inline'; img-src {}; \
             connect-src {}; font-src 'self' data:; media-src 'self' blob:; worker-src 'self'; \
             manifest-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-src {}; frame-ancestors {frame}",
            scripts.join(" "),
            img.join(" "),
            connect.join(" "),
            frames.join(" ")
        );
        Self {
            csp: HeaderValue::from_str(&csp)
                .unwrap_or(HeaderValue::from_static("default-src 'self'")),
        }
    }

    pub fn apply(&self, res: &mut Response) {
        let h = res.headers_mut();
        h.insert(header::CONTENT_SECURITY_POLICY, self.csp.clone());
        h.insert(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        );
        h.insert(
            header::REFERRER_POLICY,
            HeaderValue::from_static("strict-origin-when-cross-origin"),
        );
        h.insert(
            HeaderName::from_static("permissions-policy"),
            HeaderValue::from_static("camera=(), microphone=(), geolocation=(self)"),
        );
        h.insert(
            HeaderName::from_static("cross-origin-opener-policy"),
            HeaderValue::from_static("same-origin"),
        );
    }
}

pub async fn security_headers(
    axum::extract::State(sec): axum::extract::State<SecurityHeaders>,
    req: Request,
    next: Next,
) -> Response {
    let mut res = next.run(req).await;
    sec.apply(&mut res);
    res
}

/// Refuses a declared body over the limit before reading a byte of it. Bodies without a
/// length are cut by `DefaultBodyLimit` while the extractors read them (also a 413).
pub async fn content_length_limit(
    axum::extract::State(limit): axum::extract::State<usize>,
    req: Request,
    next: Next,
) -> Response {
    // The photo uploads alone may send up to nine 10 MB images (docs/MEDIA.md).
    let path = req.uri().path();
    let limit = if path == youzhe_media::UPLOAD_PATH || path == youzhe_media::OPERATOR_UPLOAD_PATH {
        limit.max(youzhe_media::UPLOAD_BODY_LIMIT)
    } else {
        limit
    };
    let declared = req
        .headers()
        .get(header::CONTENT_LENGTH)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse::<u64>().ok());
    if declared.is_some_and(|n| n > limit as u64) {
        return ApiError::TooLarge.into_response();
    }
    next.run(req).await
}

/// Unknown route under the API prefixes: JSON, never the app shell.
pub async fn api_not_found() -> Response {
    ApiError::NoRoute.into_response()
}

pub async fn method_not_allowed() -> Response {
    ApiError::MethodNotAllowed.into_response()
}

/// A timed-out request answers 408 with the envelope (the client shows its status text).
pub async fn timeout_body(res: Response) -> Response {
    if res.status() == StatusCode::REQUEST_TIMEOUT
        && res.headers().get(header::CONTENT_TYPE).is_none()
    {
        return ApiError::Timeout.into_response();
    }
    res
}

/// A panic in a handler becomes a logged 500 with the generic message; the details stay
/// in the log.
pub fn panic_response(err: Box<dyn Any + Send + 'static>) -> Response {
    let detail = err
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| err.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default();
    ApiError::Internal(anyhow::anyhow!("handler panicked: {detail}")).into_response()
}

#[cfg(test)]
mod tests {
    use axum::body::to_bytes;

    use super::*;

    #[tokio::test]
    async fn a_bare_timeout_becomes_the_envelope() {
        let res = timeout_body(StatusCode::REQUEST_TIMEOUT.into_response()).await;
        assert_eq!(res.status(), StatusCode::REQUEST_TIMEOUT);
        let body = to_bytes(res.into_body(), 1 << 16).await.unwrap();
        let v: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"code": 40800, "msg": "请求超时", "data": null, "extend": {"code": 2000}})
        );
    }
}
