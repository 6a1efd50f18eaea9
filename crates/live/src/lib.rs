//! Live Zhejiang (docs/LIVE.md): per city, what is open now (read from the places' opening
//! hours, in Asia/Shanghai), today's sunrise and sunset (computed), the crowd at the main
//! scenic spots and the weather. Crowd levels and weather arrive through an operators'
//! ingest API (operator key from the configuration) and reach open pages as server-sent
//! events; a level older than its time-to-live shows as unknown, never as fresh.

pub mod build;
pub mod clock;
pub mod events;
pub mod hours;
pub mod ingest;
pub mod routes;
pub mod store;
pub mod sun;
pub mod view;
pub mod weather;

use std::{sync::Arc, time::Duration};

use anyhow::Context;
use youzhe_content::Content;
use youzhe_core::{
    Area, Core,
    client_ip::TrustedProxies,
    ratelimit::{Rate, RateLimiter},
};

use crate::{clock::Clock, events::Events, routes::LiveState, weather::Weathers};

/// The operator key ingest requires in `X-Operator-Key`; unset: ingest is refused.
pub const OPERATOR_KEY: &str = "YOUZHE_LIVE_OPERATOR_KEY";
/// Ingest requests per address (`"N/secs"` or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_LIVE_INGEST";
pub const DEFAULT_RATE: Rate = Rate::per_minute(600);
/// How long one event stream stays open, seconds (the browser then reconnects).
pub const STREAM_KEY: &str = "YOUZHE_LIVE_STREAM_SECS";
pub const DEFAULT_STREAM_SECS: u64 = 300;
/// Event streams one server keeps open at most; past it a new one answers 429.
pub const MAX_STREAMS_KEY: &str = "YOUZHE_LIVE_MAX_STREAMS";
pub const DEFAULT_MAX_STREAMS: usize = 5000;

/// The live area, reading places and cities from the content service `content`.
pub fn area(core: &Core, content: Content) -> anyhow::Result<Area> {
    area_with_events(core, content).map(|(area, _)| area)
}

/// The live area and its update channel, for another area (the console's live form) to push
/// what it stores to the same open pages.
pub fn area_with_events(core: &Core, content: Content) -> anyhow::Result<(Area, Events)> {
    let config = &core.config;
    let stream_secs = match config.get(STREAM_KEY) {
        Some(v) => v
            .parse::<u64>()
            .ok()
            .filter(|s| *s > 0)
            .with_context(|| format!("{STREAM_KEY} must be a positive number of seconds"))?,
        None => DEFAULT_STREAM_SECS,
    };
    let max_streams = match config.get(MAX_STREAMS_KEY) {
        Some(v) => v
            .parse::<usize>()
            .ok()
            .filter(|n| *n > 0)
            .with_context(|| format!("{MAX_STREAMS_KEY} must be a positive number"))?,
        None => DEFAULT_MAX_STREAMS,
    };
    let (close, closing) = tokio::sync::watch::channel(false);
    // Open streams would hold the server's drain forever: they end as soon as a stop is
    // asked for (the same signals the server stops on).
    tokio::spawn(async move {
        stop_requested().await;
        let _ = close.send(true);
    });
    let events = Events::default();
    let state = LiveState {
        content,
        db: core.db.clone(),
        clock: Clock::system(),
        weathers: Weathers::from_config(config)?,
        events: events.clone(),
        operator_key: config
            .secret(OPERATOR_KEY)
            .map(|k| Arc::new(routes::key_digest(k.expose()))),
        // Counted per replica: it protects this server from a runaway sender.
        limiter: RateLimiter::local(Rate::from_config(config, RATE_KEY, DEFAULT_RATE)?),
        trusted: TrustedProxies::from_config(config)?,
        stream_for: Duration::from_secs(stream_secs),
        closing,
        open_streams: Arc::default(),
        max_streams,
    };
    Ok((Area::new("live", routes::router(state)), events))
}

async fn stop_requested() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! { _ = ctrl_c => {}, _ = term => {} }
}
