//! `GET /ver3/api/v3/tiles/{z}/{x}/{y}`: one map tile, from the media store when kept there,
//! else from the provider's host (then kept). An image tag or a map layer asks for it, so
//! every refusal is a real HTTP status (with the envelope as body, as the photo addresses
//! do), which the map reads as "no tile here" and keeps the outlines.

use axum::{
    extract::{Path, State, rejection::PathRejection},
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use sha2::{Digest, Sha256};
use utoipa::ToSchema;
use youzhe_core::{ApiError, client_ip::ClientIp, envelope::ErrorEnvelope};
use youzhe_image_proxy::fetch::{FetchError, sniff};

use super::TilesState;
use crate::xyz;

/// The tiles' address; the config answer gives it to the app.
pub const TILE_PATH: &str = "/ver3/api/v3/tiles/{z}/{x}/{y}";

/// The tile's bytes.
#[derive(ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)] // describes the answer; the bytes are sent as they are stored
pub struct TileBytes(Vec<u8>);

/// Providers redraw their maps now and then; a month is long enough to spare the network
/// and short enough for a browser to see a redrawn road within one.
const CACHE: &str = "public, max-age=2592000";

const MSG_NOT_CONFIGURED: &str = "地图底图未开通";
const MSG_OUTSIDE: &str = "该位置不在地图范围内";
const MSG_FAILED: &str = "地图底图暂时无法加载";

/// One map tile of the configured provider (PNG, JPEG or WebP as the provider draws it).
#[utoipa::path(get, path = "/ver3/api/v3/tiles/{z}/{x}/{y}", tag = "tiles",
    params(
        ("z" = u8, Path, description = "Zoom, 0 to the provider's deepest (`max_zoom` of the config answer)"),
        ("x" = u32, Path, description = "Column, 0 to 2^z − 1, counting east from 180° W"),
        ("y" = u32, Path, description = "Row, 0 to 2^z − 1, counting south from the top of the world")),
    responses(
        (status = 200, description = "The tile, cached for a month, with an ETag",
            content((TileBytes = "image/png"), (TileBytes = "image/jpeg"), (TileBytes = "image/webp"))),
        (status = 304, description = "The tile the browser has (If-None-Match)"),
        (status = 400, description = "Code 40000: z, x or y is not a tile (`data.field` names it)", body = ErrorEnvelope),
        (status = 404, description = "Code 50300: no provider is configured; code 40400: the tile \
            lies outside the region this deployment serves", body = ErrorEnvelope),
        (status = 429, description = "Too many tiles from this address", body = ErrorEnvelope),
        (status = 502, description = "Code 50200: the provider did not answer a usable image", body = ErrorEnvelope)))]
pub async fn tile(
    State(s): State<TilesState>,
    ClientIp(ip): ClientIp,
    headers: HeaderMap,
    path: Result<Path<(String, String, String)>, PathRejection>,
) -> Response {
    match answer(&s, ip, &headers, path).await {
        Ok(res) => res,
        Err(e) => with_status(e),
    }
}

/// The envelope with the HTTP status a tile layer understands.
fn with_status(e: ApiError) -> Response {
    let status = match &e {
        ApiError::Invalid { .. } => StatusCode::BAD_REQUEST,
        ApiError::NotFound(_) | ApiError::NotConfigured(_) => StatusCode::NOT_FOUND,
        ApiError::Upstream(_) => StatusCode::BAD_GATEWAY,
        _ => e.status(),
    };
    let mut res = e.into_response();
    *res.status_mut() = status;
    res
}

async fn answer(
    s: &TilesState,
    ip: std::net::IpAddr,
    headers: &HeaderMap,
    path: Result<Path<(String, String, String)>, PathRejection>,
) -> Result<Response, ApiError> {
    let (Some(provider), Some(fetcher)) = (&s.provider, &s.fetcher) else {
        return Err(ApiError::NotConfigured(MSG_NOT_CONFIGURED.into()));
    };
    let Ok(Path((z, x, y))) = path else {
        return Err(ApiError::invalid("z", xyz::MSG_BAD_TILE));
    };
    let t = xyz::parse(&z, &x, &y, provider.max_zoom)?;
    if !provider.bounds.covers(t) {
        return Err(ApiError::NotFound(MSG_OUTSIDE.into()));
    }
    s.limiter.check(&ip.to_string()).await?;

    let key = s.store.key(
        "tiles",
        &format!("{}/{}/{}/{}", provider.fingerprint, t.z, t.x, t.y),
        "tile",
    );
    if let Some(bytes) = s.store.get(&key).await.map_err(anyhow::Error::from)? {
        // Only checked images are kept, so the bytes say their type.
        if let Some(mime) = sniff(&bytes) {
            return Ok(image(headers, mime, bytes.to_vec()));
        }
        tracing::warn!(key = %key, "a kept tile is not an image; fetching it again");
    }
    let url = provider.url(t)?;
    let img = fetcher.fetch(&url).await.map_err(|e| {
        // Never the URL: it carries the operator's key.
        let why = match e {
            FetchError::Refused(r) => r.to_string(),
            FetchError::Failed(f) => f,
        };
        tracing::warn!(host = %provider.host, z = t.z, x = t.x, y = t.y, reason = %why, "tile fetch failed");
        ApiError::Upstream(MSG_FAILED.into())
    })?;
    if let Err(e) = s.store.put(&key, img.bytes.clone()).await {
        // The visitor still gets the tile; the next asker fetches it again.
        tracing::warn!(error = %e, key = %key, "a tile was not kept");
    }
    Ok(image(headers, img.mime, img.bytes))
}

fn image(headers: &HeaderMap, mime: &'static str, bytes: Vec<u8>) -> Response {
    let etag = format!("\"{}\"", hex::encode(&Sha256::digest(&bytes)[..8]));
    let fresh = headers
        .get(header::IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.split(',').any(|t| t.trim() == etag || t.trim() == "*"));
    let mut res = if fresh {
        StatusCode::NOT_MODIFIED.into_response()
    } else {
        bytes.into_response()
    };
    let h = res.headers_mut();
    if !fresh {
        h.insert(header::CONTENT_TYPE, HeaderValue::from_static(mime));
    }
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(CACHE));
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    if let Ok(v) = HeaderValue::from_str(&etag) {
        h.insert(header::ETAG, v);
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_carry_the_status_a_tile_layer_reads() {
        let status = |e| with_status(e).status();
        assert_eq!(status(ApiError::invalid("z", "x")), StatusCode::BAD_REQUEST);
        assert_eq!(
            status(ApiError::NotConfigured("x".into())),
            StatusCode::NOT_FOUND
        );
        assert_eq!(
            status(ApiError::Upstream("x".into())),
            StatusCode::BAD_GATEWAY
        );
        assert_eq!(
            status(ApiError::RateLimited {
                retry_after_secs: 1
            }),
            StatusCode::TOO_MANY_REQUESTS
        );
    }

    #[test]
    fn a_matching_etag_answers_not_modified() {
        let png = b"\x89PNG\r\n\x1a\nrest".to_vec();
        let first = image(&HeaderMap::new(), "image/png", png.clone());
        assert_eq!(first.status(), StatusCode::OK);
        let etag = first.headers()[header::ETAG].clone();
        let mut again = HeaderMap::new();
        again.insert(header::IF_NONE_MATCH, etag);
        assert_eq!(
            image(&again, "image/png", png).status(),
            StatusCode::NOT_MODIFIED
        );
    }
}
