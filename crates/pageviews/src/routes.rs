//! `POST /brand-api/common/v1/page-views/add`.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{ApiError, Envelope, extract::ApiJson, ok, time::now_ms};

use crate::{Buffer, buffer::Offer, record::PageViewInput};

#[derive(Serialize, ToSchema)]
pub struct Recorded {
    /// True once the view is queued for writing.
    pub recorded: bool,
}

pub fn router(buffer: Buffer) -> OpenApiRouter {
    OpenApiRouter::new().routes(routes!(add)).with_state(buffer)
}

/// Records a page view (SPEC §7). Written within about a second, in a batch.
#[utoipa::path(post, path = "/brand-api/common/v1/page-views/add", tag = "general",
    request_body = PageViewInput,
    responses((status = 200, body = Envelope<Recorded>), (status = 413), (status = 429)))]
async fn add(
    State(buffer): State<Buffer>,
    ApiJson(input): ApiJson<PageViewInput>,
) -> Result<Json<Envelope<Recorded>>, ApiError> {
    let view = input.check(now_ms())?;
    match buffer.offer(view) {
        Offer::Accepted => Ok(ok(Recorded { recorded: true })),
        // A full buffer means the database is far behind: shed load rather than grow.
        Offer::Full => Err(ApiError::RateLimited {
            retry_after_secs: 1,
        }),
        Offer::Closed => Err(ApiError::Internal(anyhow::anyhow!(
            "page views are shutting down"
        ))),
    }
}
