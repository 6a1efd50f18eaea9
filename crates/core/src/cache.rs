//! HTTP caching of answers that only change with the content: an `ETag`, a
//! `Cache-Control` and a bare 304 when the client's copy is current.

use axum::{
    body::Bytes,
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Serialize;

use crate::{ApiError, ok};

/// Content may be cached briefly and then revalidated with the ETag (a 304 costs nothing).
pub const CONTENT_CACHE: &str = "public, max-age=60, stale-while-revalidate=300";

/// True when the client's `If-None-Match` names `etag` (or `*`).
pub fn etag_matches(req: &HeaderMap, etag: &str) -> bool {
    req.get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',')
                .any(|t| t.trim() == "*" || t.trim().trim_start_matches("W/") == etag)
        })
}

/// `body()` with `ETag` and `Cache-Control`, or a bare 304 if the client's copy is current;
/// `body` is not called for a 304, so a costly answer is only built when it is sent.
pub fn cached_with(
    req: &HeaderMap,
    etag: &str,
    cache_control: &'static str,
    body: impl FnOnce() -> Response,
) -> Response {
    let mut res = if etag_matches(req, etag) {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        body()
    };
    let h = res.headers_mut();
    if let Ok(v) = HeaderValue::from_str(etag) {
        h.insert(header::ETAG, v);
    }
    h.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache_control),
    );
    res
}

/// The envelope with `ETag` and `Cache-Control`, or a bare 304 if the client's copy is current.
pub fn cached<T: Serialize>(
    req: &HeaderMap,
    etag: &str,
    cache_control: &'static str,
    data: T,
) -> Response {
    cached_with(req, etag, cache_control, || ok(data).into_response())
}

/// A content answer: the snapshot's ETag, cached briefly, revalidated with a 304.
pub fn content_cached<T: Serialize>(req: &HeaderMap, etag: &str, data: T) -> Response {
    cached(req, etag, CONTENT_CACHE, data)
}

/// A content answer kept serialised (`kept::KeptPerSnapshot`): the JSON bytes with the
/// snapshot's ETag, or a bare 304; `body` is only called when the answer is sent.
pub fn content_kept<E: Into<anyhow::Error>>(
    req: &HeaderMap,
    etag: &str,
    body: impl FnOnce() -> Result<Bytes, E>,
) -> Response {
    cached_with(req, etag, CONTENT_CACHE, || match body() {
        Ok(b) => (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            )],
            b,
        )
            .into_response(),
        Err(e) => ApiError::Internal(e.into()).into_response(),
    })
}
