//! Page views (SPEC §7 General): the app reports every route change. Views are taken into a
//! bounded in-memory buffer and written in batches — at least every second and once more on
//! shutdown — so a burst of visitors costs one transaction per batch, not one per view.
//! A view is acknowledged only once it is in the buffer, and the stop hook drains the
//! buffer before the database closes, so nothing acknowledged is lost on a clean stop.

mod buffer;
pub mod personal_data;
mod record;
mod routes;
pub mod store;

use std::time::Duration;

use youzhe_core::{
    Area, Core,
    client_ip::TrustedProxies,
    ratelimit::{Rate, RateLimiter},
};

pub use buffer::Buffer;
pub use record::PageView;

/// How often a partly filled batch is written.
pub const FLUSH_EVERY: Duration = Duration::from_secs(1);
/// Views written per transaction at most.
pub const BATCH_MAX: usize = 500;
/// Views waiting at most; past this the endpoint answers "busy" rather than grow memory.
pub const BUFFER_CAPACITY: usize = 20_000;

/// Page views one address may report per minute (`"N/secs"` or `off`). The app reports one
/// per route change; a person does not change pages twice a second for a minute.
pub const RATE_KEY: &str = "YOUZHE_RATE_PAGEVIEWS";
pub const DEFAULT_RATE: Rate = Rate::per_minute(120);

pub fn area(core: &Core) -> anyhow::Result<Area> {
    // Counted per replica: a lost count costs nothing, a database round trip per view would.
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    let trusted = TrustedProxies::from_config(&core.config)?;
    let buffer = Buffer::start(core.db.clone());
    let stop = buffer.clone();
    let state = routes::PageViewsState {
        buffer,
        limiter,
        trusted,
    };
    Ok(Area::new("pageviews", routes::router(state))
        .on_stop(move || async move { stop.drain().await }))
}
