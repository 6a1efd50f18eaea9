//! The operator console's moderation queue, dashboards and live form (docs/CONSOLE.md),
//! under `/ver3/api/admin/v1/`, each operation behind an operator session and a role:
//!
//! - **moderation**: reviews waiting, reviews with photos, reviews sent back by reports and
//!   corrections received, in one queue, oldest first ([`queue`]); accepting or rejecting
//!   calls the reviews and corrections services, which apply the points rules and write the
//!   audit row in the decision's transaction;
//! - **dashboards**: page views, top places, searches, reviews and corrections' time to
//!   answer for a date range, as JSON or a CSV download ([`stats`]);
//! - **live form**: crowd levels through the session, with the live ingest's own checks.

pub mod queue;
pub mod range;
mod routes;
pub mod stats;
pub mod targets;

use youzhe_content::Content;
use youzhe_core::{Area, Core, client_ip::TrustedProxies};
use youzhe_live::events::Events;
use youzhe_operators::Sessions;

/// The console area. `live_events` is the live area's update channel, so a level entered
/// here reaches open live pages as one sent with the operator key does.
pub fn area(core: &Core, content: Content, live_events: Events) -> anyhow::Result<Area> {
    let state = routes::ConsoleState {
        db: core.db.clone(),
        content,
        sessions: Sessions::from_core(core)?,
        proxies: TrustedProxies::from_config(&core.config)?,
        live_events,
    };
    Ok(Area::new("console", routes::router(state)))
}
