//! Shedding load on purpose. Past `YOUZHE_MAX_INFLIGHT` requests being handled at once
//! (default 512), the next answers at once with HTTP 503, `Retry-After: 1` and the
//! envelope's 50300 「服务器繁忙，请稍后再试」, instead of queueing behind the database
//! until every request times out together. The client's request layer already treats 503
//! as "try again shortly". The health checks are never shed: a load balancer that saw
//! them fail under load would take the replica out and move the load to its neighbours.

use std::sync::Arc;

use axum::{
    extract::{Request, State},
    http::{HeaderValue, header},
    middleware::Next,
    response::{IntoResponse, Response},
};
use tokio::sync::Semaphore;
use youzhe_core::ApiError;

#[derive(Clone)]
pub struct InFlight(Arc<Semaphore>);

impl InFlight {
    pub fn new(max: usize) -> Self {
        Self(Arc::new(Semaphore::new(max)))
    }
}

pub async fn shed(State(in_flight): State<InFlight>, req: Request, next: Next) -> Response {
    let path = req.uri().path();
    if path == "/healthz" || path == "/readyz" {
        return next.run(req).await;
    }
    // The permit lives until the handler has produced its response (a streamed body is
    // not counted; none of ours is long).
    let Ok(_permit) = in_flight.0.clone().try_acquire_owned() else {
        let mut res = ApiError::Unavailable("服务器繁忙，请稍后再试".into()).into_response();
        res.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        return res;
    };
    next.run(req).await
}
