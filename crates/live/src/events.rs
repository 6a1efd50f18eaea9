//! Updates pushed to open pages as they are ingested: one broadcast channel per process,
//! read by every `GET /ver3/api/v3/live/events` stream. A slow reader that falls behind
//! skips what it missed (the page reloads its data then), so one stalled page never holds
//! the others back. Each replica pushes what it ingested itself; pages also reload every
//! minute, which is what carries another replica's reports.

use tokio::sync::broadcast;

use crate::view::{CityWeather, Crowd};

/// Updates held for slow readers before they start skipping.
const CAPACITY: usize = 256;

#[derive(Clone, Debug)]
pub enum LiveEvent {
    Crowd(Crowd),
    Weather(CityWeather),
}

impl LiveEvent {
    /// The SSE `event:` name.
    pub fn name(&self) -> &'static str {
        match self {
            Self::Crowd(_) => "crowd",
            Self::Weather(_) => "weather",
        }
    }

    /// The SSE `data:` line.
    pub fn data(&self) -> String {
        match self {
            Self::Crowd(c) => serde_json::to_string(c),
            Self::Weather(w) => serde_json::to_string(w),
        }
        .unwrap_or_default()
    }
}

#[derive(Clone, Debug)]
pub struct Events {
    tx: broadcast::Sender<LiveEvent>,
}

impl Default for Events {
    fn default() -> Self {
        Self {
            tx: broadcast::channel(CAPACITY).0,
        }
    }
}

impl Events {
    /// Sends to every open stream; nobody listening is fine.
    pub fn publish(&self, e: LiveEvent) {
        let _ = self.tx.send(e);
    }

    pub fn subscribe(&self) -> broadcast::Receiver<LiveEvent> {
        self.tx.subscribe()
    }
}
