//! The proxy's one operation and its answer.

use axum::{Json, extract::State};
use base64::{Engine, engine::general_purpose::STANDARD};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{ApiError, ApiResult, Envelope, client_ip::ClientIp, extract::ApiQuery, ok};

use crate::{ImageProxy, fetch::FetchError};

/// SPEC §5: "please pass the image network resource path".
pub const MSG_NO_URL: &str = "请传入图片网络资源路径";
/// SPEC §5: "server parsing failed".
pub const MSG_FAILED: &str = "服务器解析失败";

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ImageQuery {
    /// The image's http(s) address.
    #[param(required = true, pattern = r"\S")]
    pub url: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ImageBase64 {
    /// A data URL: `data:image/png;base64,…`.
    pub base64: String,
    /// The image type, checked against its bytes.
    pub content_type: String,
}

/// An image as base64.
#[utoipa::path(get, path = "/ver3/api/v3/file/base64", tag = "images",
    params(ImageQuery),
    extensions(("x-codes" = json!([40300, 50200]))),
    responses(
        (status = 200, description = "The image. Codes: 40000 no url (请传入图片网络资源路径); \
            40300 an address the proxy may not fetch; 50200 nothing usable came back (服务器解析失败)",
            body = Envelope<ImageBase64>),
        (status = 429, description = "Too many images from this address"),
    ))]
pub async fn file_base64(
    State(s): State<ImageProxy>,
    ClientIp(ip): ClientIp,
    ApiQuery(q): ApiQuery<ImageQuery>,
) -> ApiResult<Json<Envelope<ImageBase64>>> {
    let raw = q
        .url
        .as_deref()
        .map(str::trim)
        .filter(|u| !u.is_empty())
        .ok_or_else(|| ApiError::invalid("url", MSG_NO_URL))?;
    s.limiter.check(&ip.to_string()).await?;
    // An address that does not parse is one the proxy may not fetch (40300), like a local
    // one: the field was given, so it is not "bad input" in the document's sense.
    let url = url::Url::parse(raw).map_err(|_| ApiError::Forbidden(MSG_FAILED.into()))?;
    let host = url.host_str().unwrap_or("").to_string();
    match s.fetcher.fetch(&url).await {
        Ok(img) => Ok(ok(ImageBase64 {
            base64: format!("data:{};base64,{}", img.mime, STANDARD.encode(&img.bytes)),
            content_type: img.mime.to_string(),
        })),
        Err(FetchError::Refused(why)) => {
            tracing::info!(host = %host, reason = %why, "image proxy refused an address");
            Err(ApiError::Forbidden(MSG_FAILED.into()))
        }
        Err(FetchError::Failed(why)) => {
            tracing::info!(host = %host, reason = %why, "image proxy fetch failed");
            Err(ApiError::Upstream(MSG_FAILED.into()))
        }
    }
}

#[derive(utoipa::OpenApi)]
#[openapi(tags((name = "images", description = "The image proxy: an image from an allowed host \
    as base64 for posters drawn on a canvas; see docs/IDENTITY.md § The image proxy")))]
struct ImagesDoc;

pub(crate) fn router(state: ImageProxy) -> OpenApiRouter {
    OpenApiRouter::with_openapi(<ImagesDoc as utoipa::OpenApi>::openapi())
        .routes(routes!(file_base64))
        .with_state(state)
}
