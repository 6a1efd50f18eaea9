//! `GET /ver3/api/v3/live/events`: crowd and weather updates as they are ingested, as
//! server-sent events, for the live pages to update in place.

use std::{
    convert::Infallible,
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    time::Duration,
};

use axum::{
    extract::State,
    http::header,
    response::{
        IntoResponse, Response,
        sse::{Event, KeepAlive, Sse},
    },
};
use futures::{
    StreamExt,
    stream::{self, Stream},
};
use tokio::{sync::broadcast::error::RecvError, time::Instant};

use youzhe_core::ApiError;

use super::LiveState;
use crate::events::LiveEvent;

/// One open stream, counted while it lives: dropping it (the stream ended or the browser
/// went away) frees its place.
pub struct StreamSlot(Arc<AtomicUsize>);

impl StreamSlot {
    /// A place among `max` open streams, or `None` when they are all taken.
    pub fn take(open: &Arc<AtomicUsize>, max: usize) -> Option<Self> {
        open.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
            (n < max).then_some(n + 1)
        })
        .ok()
        .map(|_| Self(open.clone()))
    }
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

/// How often a comment line keeps idle connections (and proxies) open.
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// What the browser waits before reconnecting after a stream ends, milliseconds.
const RETRY: Duration = Duration::from_secs(2);

enum Step {
    Send(LiveEvent),
    /// The reader fell behind and skipped updates: the page reloads its data.
    Lagged,
    End,
}

/// A stream of `crowd` events (data: a `Crowd`) and `weather` events (data: a
/// `CityWeather`), each sent once as it is ingested on this server, a `resync` event when
/// updates were skipped (reload the data), and a comment every 15 s. Each stream ends after
/// a few minutes and the browser reconnects by itself (`retry: 2000`). A server keeps a
/// bounded number of streams open (`YOUZHE_LIVE_MAX_STREAMS`); past it the answer is 429
/// with `Retry-After`, and the pages keep reloading every minute instead.
#[utoipa::path(get, path = "/ver3/api/v3/live/events", tag = "live",
    responses((status = 200, description = "text/event-stream of `crowd`, `weather` and `resync` events",
        content((String = "text/event-stream"))), (status = 429)))]
pub async fn live_events(State(s): State<LiveState>) -> Result<Response, ApiError> {
    let slot = StreamSlot::take(&s.open_streams, s.max_streams).ok_or(ApiError::RateLimited {
        retry_after_secs: 30,
    })?;
    let rx = s.events.subscribe();
    let until = Instant::now() + s.stream_for;
    let closing = s.closing.clone();
    let first = Event::default().retry(RETRY).comment("live");
    let updates = stream::unfold(
        (rx, closing, slot, false),
        move |(mut rx, mut closing, slot, done)| async move {
            if done {
                return None;
            }
            let step = tokio::select! {
                r = rx.recv() => match r {
                    Ok(e) => Step::Send(e),
                    Err(RecvError::Lagged(_)) => Step::Lagged,
                    Err(RecvError::Closed) => Step::End,
                },
                _ = tokio::time::sleep_until(until) => Step::End,
                _ = closing.wait_for(|c| *c) => Step::End,
            };
            let event = match step {
                Step::Send(e) => Event::default().event(e.name()).data(e.data()),
                Step::Lagged => Event::default().event("resync").data("{}"),
                Step::End => return None,
            };
            Some((Ok::<_, Infallible>(event), (rx, closing, slot, false)))
        },
    );
    let all: std::pin::Pin<Box<dyn Stream<Item = Result<Event, Infallible>> + Send>> =
        Box::pin(stream::once(async move { Ok(first) }).chain(updates));
    let mut res = Sse::new(all)
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
        .into_response();
    res.headers_mut().insert(
        header::CACHE_CONTROL,
        header::HeaderValue::from_static("no-store"),
    );
    Ok(res)
}
