//! `POST /brand-api/common/v1/page-views/add`.

use axum::{
    Json,
    extract::{FromRef, State},
};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{
    ApiError, Envelope,
    client_ip::{ClientIp, TrustedProxies},
    extract::ApiJson,
    ok,
    ratelimit::RateLimiter,
    time::now_ms,
};

use crate::{Buffer, buffer::Offer, record::PageViewInput};

/// What the endpoint needs: the buffer, and a per-address limit so one client cannot fill
/// the buffer (and the table) for everyone.
#[derive(Clone)]
pub struct PageViewsState {
    pub buffer: Buffer,
    pub limiter: RateLimiter,
    pub trusted: TrustedProxies,
}

impl FromRef<PageViewsState> for TrustedProxies {
    fn from_ref(s: &PageViewsState) -> TrustedProxies {
        s.trusted.clone()
    }
}

#[derive(Serialize, ToSchema)]
pub struct Recorded {
    /// True once the view is queued for writing.
    pub recorded: bool,
}

pub fn router(state: PageViewsState) -> OpenApiRouter {
    OpenApiRouter::new().routes(routes!(add)).with_state(state)
}

/// Records a page view (SPEC §7). Written within about a second, in a batch.
#[utoipa::path(post, path = "/brand-api/common/v1/page-views/add", tag = "general",
    request_body = PageViewInput,
    responses((status = 200, body = Envelope<Recorded>), (status = 413), (status = 429)))]
async fn add(
    State(s): State<PageViewsState>,
    ClientIp(ip): ClientIp,
    ApiJson(input): ApiJson<PageViewInput>,
) -> Result<Json<Envelope<Recorded>>, ApiError> {
    s.limiter.check(&ip.to_string()).await?;
    let view = input.check(now_ms())?;
    match s.buffer.offer(view) {
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
