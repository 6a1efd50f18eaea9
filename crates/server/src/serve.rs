//! The connection loop: HTTP/1 connections served by hyper with the limits `axum::serve`
//! does not set. `axum::serve` gives hyper no timer, so a client that sends its headers a
//! byte a minute (slowloris) keeps its connection, and a task, forever; and it accepts
//! connections without bound. Here:
//! - headers must arrive within `YOUZHE_HEADER_TIMEOUT_MS` (default 20 s), the wait for a
//!   kept-alive connection's next request included, or the connection is closed;
//! - at most `YOUZHE_MAX_CONNECTIONS` (default 4096) are open; the next waits in the
//!   kernel's backlog, costing us nothing, until one closes;
//! - on shutdown the listener closes first, every connection finishes the request it is
//!   serving and closes (idle ones at once), and the loop waits for them, at most
//!   `YOUZHE_DRAIN_SECS` (default 30 s, within a container platform's usual grace).
//!
//! Bodies are bounded by the request timeout (`middleware::REQUEST_TIMEOUT`) and the body
//! limits; requests beyond the in-flight bound are shed by `load_shed`.

use std::{convert::Infallible, future::Future, net::SocketAddr, sync::Arc, time::Duration};

use anyhow::Context;
use axum::{Router, body::Body, extract::ConnectInfo, http::Request};
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::{
    net::TcpListener,
    sync::{Semaphore, watch},
};
use tower::ServiceExt;
use youzhe_core::Config;

/// The connection limits, read from the configuration.
#[derive(Clone, Copy, Debug)]
pub struct ConnLimits {
    pub header_timeout: Duration,
    pub max_connections: usize,
    pub drain: Duration,
}

impl ConnLimits {
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        Ok(Self {
            header_timeout: Duration::from_millis(number(
                config,
                "YOUZHE_HEADER_TIMEOUT_MS",
                20_000,
            )?),
            max_connections: number(config, "YOUZHE_MAX_CONNECTIONS", 4096)? as usize,
            drain: Duration::from_secs(number(config, "YOUZHE_DRAIN_SECS", 30)?),
        })
    }
}

/// A positive whole number setting, or its default; anything else is a start-up error
/// naming the setting.
pub fn number(config: &Config, key: &str, default: u64) -> anyhow::Result<u64> {
    match config.get(key) {
        None => Ok(default),
        Some(v) => v
            .parse::<u64>()
            .ok()
            .filter(|n| *n > 0)
            .with_context(|| format!("{key} must be a whole number above 0, not {v:?}")),
    }
}

/// Serves `router` on `listener` until `shutdown` resolves, then drains.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: ConnLimits,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> anyhow::Result<()> {
    let open = Arc::new(Semaphore::new(limits.max_connections));
    let (stop_tx, stop_rx) = watch::channel(false);
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new())
        .header_read_timeout(limits.header_timeout);
    let mut shutdown = std::pin::pin!(shutdown);

    loop {
        let permit = tokio::select! {
            p = open.clone().acquire_owned() => p.context("the connection limit closed")?,
            () = &mut shutdown => break,
        };
        let (stream, remote) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(pair) => pair,
                Err(e) => {
                    // Out of file descriptors or a connection reset before accept: not
                    // fatal; wait a moment rather than spin.
                    tracing::warn!(error = %e, "accept failed");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let service = hyper::service::service_fn(service_for(router.clone(), remote));
        let conn = http.serve_connection(TokioIo::new(stream), service);
        let mut stop = stop_rx.clone();
        tokio::spawn(async move {
            let _permit = permit;
            let mut conn = std::pin::pin!(conn);
            // `wait_for` answers a guard that must not live across the await below.
            let stopping = async move {
                let _ = stop.wait_for(|s| *s).await;
            };
            tokio::select! {
                _ = conn.as_mut() => {}
                () = stopping => {
                    conn.as_mut().graceful_shutdown();
                    let _ = conn.await;
                }
            }
        });
    }

    // No new connections from here; the open ones finish what they serve.
    drop(listener);
    let _ = stop_tx.send(true);
    let all = limits.max_connections as u32;
    if tokio::time::timeout(limits.drain, open.acquire_many(all))
        .await
        .is_err()
    {
        tracing::warn!(
            left = limits.max_connections - open.available_permits(),
            "connections still open after the drain time; closing them"
        );
    }
    Ok(())
}

type Answer =
    std::pin::Pin<Box<dyn Future<Output = Result<axum::response::Response, Infallible>> + Send>>;

/// One connection's service: the router, with the peer's address where `ConnectInfo`
/// extractors (client IP, rate limits) look for it.
fn service_for(router: Router, remote: SocketAddr) -> impl Fn(Request<Incoming>) -> Answer + Clone {
    move |req: Request<Incoming>| {
        let mut req = req.map(Body::new);
        req.extensions_mut().insert(ConnectInfo(remote));
        Box::pin(router.clone().oneshot(req))
    }
}
