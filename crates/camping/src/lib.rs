//! Camping (docs/CAMPING.md).
//!
//! Zhejiang's campsites are places of kind `camping` in the content; this area lists them
//! filtered by what a camper asks first (facilities, pets, power at the pitch, county).
//! Camping events at those campsites come from `camping_events.jsonl`: a signed-in visitor
//! signs up with a party size and a contact number, once per event, idempotently by key;
//! the seats are decided in one transaction so an event never overfills, and a cancel
//! gives them back. In the console, the organiser reads an event's sign-ups with the
//! contact numbers (each read of full numbers audited); others who edit the region see
//! them masked.

pub mod events;
pub mod personal_data;
mod routes;
pub mod store;

use std::{path::PathBuf, sync::Arc};

use anyhow::Context;
use youzhe_content::{CONTENT_DIR_KEY, Content, DEFAULT_CONTENT_DIR};
use youzhe_core::{
    Area, Config, Core,
    auth::Auth,
    client_ip::TrustedProxies,
    ratelimit::{Rate, RateLimiter},
};
use youzhe_operators::Sessions;

/// The events file, when not the content folder's `camping_events.jsonl`.
pub const EVENTS_KEY: &str = "YOUZHE_CAMPING_EVENTS";
pub const EVENTS_FILE: &str = "camping_events.jsonl";
/// How often one visitor may sign up or cancel (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_CAMPING";
pub const DEFAULT_RATE: Rate = Rate::per_minute(20);

/// The events file this server reads, or `None` without one.
fn events_path(config: &Config) -> Option<PathBuf> {
    if let Some(p) = config.get(EVENTS_KEY) {
        return Some(PathBuf::from(p));
    }
    let dir = config.get(CONTENT_DIR_KEY).unwrap_or(DEFAULT_CONTENT_DIR);
    (!(dir.eq_ignore_ascii_case("none") || dir.eq_ignore_ascii_case("off")))
        .then(|| PathBuf::from(dir).join(EVENTS_FILE))
}

/// The camping area: the campsites from `content`, the events from their file (checked
/// against the campsites, their seats rows made), sign-ups through `auth`.
pub async fn area(core: &Core, content: Content, auth: Auth) -> anyhow::Result<Area> {
    let events = match events_path(&core.config) {
        Some(p) => events::load(&p, &content.snapshot()).context("loading camping events")?,
        None => Vec::new(),
    };
    store::seed(&core.db, &events)
        .await
        .context("making the camping events' seats")?;
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    Ok(Area::new(
        "camping",
        routes::router(routes::CampingState {
            db: core.db.clone(),
            auth,
            sessions: Sessions::from_core(core)?,
            trusted: TrustedProxies::from_config(&core.config)?,
            content,
            limiter,
            events: Arc::new(events),
        }),
    ))
}
