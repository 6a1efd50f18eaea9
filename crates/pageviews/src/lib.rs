//! Page views (SPEC §7 General): the app reports every route change. Views are taken into a
//! bounded in-memory buffer and written in batches — at least every second and once more on
//! shutdown — so a burst of visitors costs one transaction per batch, not one per view.
//! A view is acknowledged only once it is in the buffer, and the stop hook drains the
//! buffer before the database closes, so nothing acknowledged is lost on a clean stop.

mod buffer;
mod record;
mod routes;
pub mod store;

use std::time::Duration;

use youzhe_core::{Area, Core};

pub use buffer::Buffer;
pub use record::PageView;

/// How often a partly filled batch is written.
pub const FLUSH_EVERY: Duration = Duration::from_secs(1);
/// Views written per transaction at most.
pub const BATCH_MAX: usize = 500;
/// Views waiting at most; past this the endpoint answers "busy" rather than grow memory.
pub const BUFFER_CAPACITY: usize = 20_000;

pub fn area(core: &Core) -> Area {
    let buffer = Buffer::start(core.db.clone());
    let stop = buffer.clone();
    Area::new("pageviews", routes::router(buffer))
        .on_stop(move || async move { stop.drain().await })
}
