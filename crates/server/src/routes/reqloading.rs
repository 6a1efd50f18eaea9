//! `GET /ver3/api/v3/http/reqloading` (SPEC §7, "General"): how a client shows a request
//! loading. The spec names the call and nothing of its payload; what it says of request
//! loading is the lifecycle of §4 (a loading indicator with a mask on each request by
//! default, hidden on the answer) and the constants of §9 (the text 正在加载, the 60 s
//! request timeout, the page load delay and timeout, the chunk timeout). This answers
//! those, from the same constants the server enforces, so a client need not hard-code them
//! (docs/API.md, "Request loading").

use std::time::Duration;

use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{Envelope, ok};

use crate::middleware::REQUEST_TIMEOUT;

/// The loading text of SPEC §9.
pub const LOADING_TEXT: &str = "正在加载";
/// SPEC §9: a lazily loaded page shows its loading state after 200 ms, gives up after 60 s.
pub const PAGE_LOAD_DELAY: Duration = Duration::from_millis(200);
pub const PAGE_LOAD_TIMEOUT: Duration = Duration::from_secs(60);
/// SPEC §9 / §8: a script chunk that has not loaded in 120 s fails with a load error.
pub const CHUNK_LOAD_TIMEOUT: Duration = Duration::from_secs(120);

#[derive(Debug, Serialize, ToSchema)]
pub struct RequestLoading {
    /// Whether a request shows the loading indicator with a mask unless the call turns it
    /// off (SPEC §4: on by default).
    pub mask: bool,
    /// The indicator's text (SPEC §9).
    #[schema(example = "正在加载")]
    pub text: String,
    /// Milliseconds after which a request is given up (SPEC §9: 60000); the server answers
    /// 40800 by then itself.
    pub request_timeout_ms: u64,
    /// Milliseconds a lazily loaded page waits before showing its loading state (200).
    pub page_load_delay_ms: u64,
    /// Milliseconds after which a lazily loaded page is given up (60000).
    pub page_load_timeout_ms: u64,
    /// Milliseconds after which a script chunk that has not loaded is a load error (120000).
    pub chunk_load_timeout_ms: u64,
}

pub fn router() -> OpenApiRouter {
    OpenApiRouter::new().routes(routes!(reqloading))
}

/// How a client shows a request loading: the mask, its text and the timeouts (SPEC §4, §9).
#[utoipa::path(get, path = "/ver3/api/v3/http/reqloading", tag = "general",
    responses((status = 200, description = "The loading settings; the same for every visitor, \
        signed in or not", body = Envelope<RequestLoading>)))]
async fn reqloading() -> Json<Envelope<RequestLoading>> {
    let ms = |d: Duration| d.as_millis() as u64;
    ok(RequestLoading {
        mask: true,
        text: LOADING_TEXT.into(),
        request_timeout_ms: ms(REQUEST_TIMEOUT),
        page_load_delay_ms: ms(PAGE_LOAD_DELAY),
        page_load_timeout_ms: ms(PAGE_LOAD_TIMEOUT),
        chunk_load_timeout_ms: ms(CHUNK_LOAD_TIMEOUT),
    })
}
