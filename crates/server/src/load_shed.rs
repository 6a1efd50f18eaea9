//! Shedding load on purpose. Past `YOUZHE_MAX_INFLIGHT` requests being handled at once
//! (default 512), the next answers at once with HTTP 503, `Retry-After: 1` and the
//! envelope's 50300 「服务器繁忙，请稍后再试」, instead of queueing behind the database
//! until every request times out together. The client's request layer already treats 503
//! as "try again shortly". The health checks are never shed: a load balancer that saw
//! them fail under load would take the replica out and move the load to its neighbours.

use std::{
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::{SystemTime, UNIX_EPOCH},
};

use axum::{
    extract::{Request, State},
    middleware::Next,
    response::{IntoResponse, Response},
};
use tokio::sync::Semaphore;
use youzhe_core::{ApiError, error::BUSY};

#[derive(Clone)]
pub struct InFlight(Arc<Inner>);

struct Inner {
    slots: Arc<Semaphore>,
    /// Shed since the last log line, and when that line was written (seconds).
    shed: AtomicU64,
    logged_at: AtomicU64,
}

impl InFlight {
    pub fn new(max: usize) -> Self {
        Self(Arc::new(Inner {
            slots: Arc::new(Semaphore::new(max)),
            shed: AtomicU64::new(0),
            logged_at: AtomicU64::new(0),
        }))
    }

    /// One warning every 10 s at most while shedding, with the count: a line per shed
    /// request would flood the log exactly when it matters.
    fn count_shed(&self) {
        let n = self.0.shed.fetch_add(1, Ordering::Relaxed) + 1;
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let last = self.0.logged_at.load(Ordering::Relaxed);
        if now >= last + 10
            && self
                .0
                .logged_at
                .compare_exchange(last, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_ok()
        {
            self.0.shed.fetch_sub(n, Ordering::Relaxed);
            tracing::warn!(
                shed = n,
                "over the in-flight bound (YOUZHE_MAX_INFLIGHT): requests answered 503"
            );
        }
    }
}

pub async fn shed(State(in_flight): State<InFlight>, req: Request, next: Next) -> Response {
    let path = req.uri().path();
    if path == "/healthz" || path == "/readyz" {
        return next.run(req).await;
    }
    // The permit lives until the handler has produced its response (a streamed body is
    // not counted; none of ours is long).
    let Ok(_permit) = in_flight.0.slots.clone().try_acquire_owned() else {
        in_flight.count_shed();
        return ApiError::Unavailable(BUSY.into()).into_response();
    };
    next.run(req).await
}
