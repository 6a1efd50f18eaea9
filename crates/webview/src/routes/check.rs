//! `GET /ver3/api/v3/webview/check`: may the web view frame this address?

use axum::{
    extract::State,
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Deserializer, Serialize, de::Error as _};
use utoipa::{
    IntoParams, PartialSchema, ToSchema,
    openapi::{ObjectBuilder, RefOr, Schema, Type},
};
use youzhe_core::{ApiError, Envelope, extract::ApiQuery, ok};

use super::WebviewState;
use crate::allow::Reason;

/// Longest address the check reads, in characters (what browsers and proxies reliably pass).
pub const MAX_URL: usize = 2048;

/// An address as the visitor's link gives it: 1 to [`MAX_URL`] characters.
#[derive(Debug, Clone)]
pub struct WebviewUrl(pub String);

impl<'de> Deserialize<'de> for WebviewUrl {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        let n = s.chars().count();
        if n == 0 || n > MAX_URL {
            // Worded as the bounded values are, so the visitor reads the limit.
            return Err(D::Error::custom(format!("须在 1 到 {MAX_URL} 个字符之间")));
        }
        Ok(Self(s))
    }
}

impl PartialSchema for WebviewUrl {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .min_length(Some(1))
            .max_length(Some(MAX_URL))
            .into()
    }
}

impl ToSchema for WebviewUrl {}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CheckParams {
    /// The address to open (`https://www.example.com/page`), 1–2048 characters.
    #[param(value_type = WebviewUrl, inline)]
    pub url: WebviewUrl,
}

/// The answer: open it in the frame, or say why not.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Verdict {
    /// True only for an http(s) address on the allow list that is not local.
    pub allowed: bool,
    /// The host as the browser reads it (lower case; IPv4 dotted); empty when there is none.
    pub host: String,
    /// `allowed`, `not_listed` (may be opened outside the app), `scheme`, `local_address`
    /// or `malformed` (never opened).
    pub reason: Reason,
    /// The normalized address (what the frame opens); the input as given when malformed.
    pub url: String,
}

/// Whether the web view may show `url` inside its sandboxed frame: only http(s) addresses
/// whose host is on the operator's list (`YOUZHE_WEBVIEW_HOSTS`); local and private
/// addresses never, listed or not.
#[utoipa::path(get, path = "/ver3/api/v3/webview/check", tag = "webview", params(CheckParams),
    responses((status = 200, description = "The decision, with the host and the reason", body = Envelope<Verdict>)))]
pub async fn webview_check(
    State(s): State<WebviewState>,
    ApiQuery(q): ApiQuery<CheckParams>,
) -> Result<Response, ApiError> {
    let d = s.allow.check(&q.url.0);
    let mut res = ok(Verdict {
        allowed: d.reason == Reason::Allowed,
        host: d.host,
        reason: d.reason,
        url: d.url,
    })
    .into_response();
    // The list changes with the configuration; a minute's reuse is harmless.
    res.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("public, max-age=60"),
    );
    Ok(res)
}
