//! The live API (docs/LIVE.md): two reads, two operator ingests and the event stream, one
//! file per action.

mod city;
mod crowd;
mod events;
mod key;
mod province;
mod weather;

use std::{
    collections::HashMap,
    sync::{Arc, atomic::AtomicUsize},
    time::Duration,
};

use axum::extract::FromRef;
use tokio::sync::watch;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::{Content, snapshot::Snapshot};
use youzhe_core::{ApiError, Db, client_ip::TrustedProxies, ratelimit::RateLimiter};

use crate::{
    clock::Clock,
    events::Events,
    store::{self, CrowdRow, WeatherRow},
    view::{LiveNotice, Weather},
    weather::{CityRef, Reading, Weathers, resolve},
};

pub use key::{OperatorKey, digest as key_digest};

#[derive(Clone)]
pub struct LiveState {
    pub content: Content,
    pub db: Db,
    pub clock: Clock,
    pub weathers: Weathers,
    pub events: Events,
    /// SHA-256 of the configured operator key; `None`: ingest is refused.
    pub operator_key: Option<Arc<[u8; 32]>>,
    /// Ingest requests per address.
    pub limiter: RateLimiter,
    pub trusted: TrustedProxies,
    /// How long one event stream stays open before the page reconnects.
    pub stream_for: Duration,
    /// Turns true when the server is stopping, so open streams end and let it drain.
    pub closing: watch::Receiver<bool>,
    /// Streams open now, and how many may be.
    pub open_streams: Arc<AtomicUsize>,
    pub max_streams: usize,
}

impl FromRef<LiveState> for TrustedProxies {
    fn from_ref(s: &LiveState) -> TrustedProxies {
        s.trusted.clone()
    }
}

pub fn router(state: LiveState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(province::live_province))
        .routes(routes!(city::live_city))
        .routes(routes!(crowd::ingest_crowd))
        .routes(routes!(weather::ingest_weather))
        .routes(routes!(events::live_events))
        .with_state(state)
}

/// What every read needs besides the snapshot: the latest reports and each city's weather.
pub(crate) struct Now {
    pub now_ms: i64,
    pub crowd: Vec<CrowdRow>,
    pub weather: HashMap<u32, Weather>,
    /// The content's notices of a city shown now, newest first.
    pub notices: Vec<LiveNotice>,
}

impl LiveState {
    pub(crate) async fn now(&self, snap: &Snapshot, cities: &[u32]) -> Result<Now, ApiError> {
        let now_ms = self.clock.now_ms();
        let crowd = store::latest_crowd(&self.db).await?;
        let notices = crate::build::live_notices(snap, now_ms);
        let ingested: HashMap<u32, Reading> = store::latest_weather(&self.db)
            .await?
            .iter()
            .map(|w: &WeatherRow| (w.city_id, Reading::from(w)))
            .collect();
        let refs: Vec<CityRef> = cities
            .iter()
            .filter_map(|id| snap.region_by_id.get(id))
            .map(|c| CityRef {
                id: c.id,
                lat: c.centroid.lat,
                lng: c.centroid.lng,
            })
            .collect();
        let provided = self.weathers.readings(&refs).await;
        let weather = cities
            .iter()
            .map(|id| {
                let w = resolve(
                    ingested.get(id),
                    provided.get(id),
                    self.weathers.configured(),
                    now_ms,
                );
                (*id, w)
            })
            .collect();
        Ok(Now {
            now_ms,
            crowd,
            weather,
            notices,
        })
    }
}
