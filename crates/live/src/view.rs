//! What the live endpoints answer and what the event stream sends (docs/LIVE.md).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_content::model::PlaceKind;
use youzhe_places::view::PlaceCard;

/// A crowd level as operators report it, in the words visitors read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
pub enum CrowdLevel {
    #[serde(rename = "舒适")]
    Comfortable,
    #[serde(rename = "较多")]
    Busy,
    #[serde(rename = "拥挤")]
    Crowded,
}

impl CrowdLevel {
    pub fn word(self) -> &'static str {
        match self {
            Self::Comfortable => "舒适",
            Self::Busy => "较多",
            Self::Crowded => "拥挤",
        }
    }

    pub fn from_word(w: &str) -> Option<Self> {
        [Self::Comfortable, Self::Busy, Self::Crowded]
            .into_iter()
            .find(|l| l.word() == w)
    }
}

/// Whether a reading may be shown: `fresh` within its time-to-live; `unknown` when it is
/// older than that, or there is none (`observed_at` then tells which).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Freshness {
    Fresh,
    Unknown,
}

/// The crowd at one scenic spot.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct Crowd {
    pub place_id: String,
    pub name: String,
    pub city_id: u32,
    pub state: Freshness,
    /// The level while fresh; `null` when unknown (a stale level is never shown).
    pub level: Option<CrowdLevel>,
    /// When the last report was observed (RFC 3339, +08:00); `null` when none was made.
    pub observed_at: Option<String>,
    /// When the last report stops being true; `null` when none was made.
    pub expires_at: Option<String>,
}

/// A scenic spot with its crowd, as the city page lists it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct CrowdSpot {
    pub place: PlaceCard,
    pub crowd: Crowd,
}

/// Where a weather reading came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WeatherSource {
    /// Sent by an operator through the ingest API.
    Ingest,
    /// Fetched from the configured weather service.
    Provider,
}

/// `fresh`: a reading within its time-to-live; `unknown`: a source is there but has nothing
/// current; `not_configured`: no weather service is configured and no operator has sent
/// weather for the city (the page says so instead of showing made-up weather).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum WeatherState {
    Fresh,
    Unknown,
    NotConfigured,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct Weather {
    pub state: WeatherState,
    /// `多云`, `小雨`: only while fresh.
    pub text: Option<String>,
    /// Degrees Celsius, only while fresh.
    pub temperature_c: Option<f64>,
    /// When the last reading was observed (RFC 3339, +08:00), fresh or not.
    pub observed_at: Option<String>,
    pub expires_at: Option<String>,
    pub source: Option<WeatherSource>,
}

impl Weather {
    pub fn not_configured() -> Self {
        Self {
            state: WeatherState::NotConfigured,
            text: None,
            temperature_c: None,
            observed_at: None,
            expires_at: None,
            source: None,
        }
    }

    pub fn unknown(observed_at: Option<String>) -> Self {
        Self {
            state: WeatherState::Unknown,
            observed_at,
            ..Self::not_configured()
        }
    }
}

/// Today's sun for the city centre, Shanghai time.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Sun {
    /// `YYYY-MM-DD`, the Shanghai calendar day.
    pub date: String,
    /// `HH:MM`; `null` on a day without one.
    pub sunrise: Option<String>,
    pub sunset: Option<String>,
}

/// A place open now, in brief.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct OpenBrief {
    pub id: String,
    pub kind: PlaceKind,
    pub name: String,
    /// `HH:MM` it closes; `null` when open all day.
    pub closes_at: Option<String>,
}

/// What the opening hours say now, counted over the city's places.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct OpenCount {
    pub open: u32,
    pub closed: u32,
    /// Places whose hours text could not be read.
    pub unclear: u32,
}

/// A notice on the live pages of a city: one of the content's notices (`notices`, written
/// in the console's 通知公告 or posted from the live form), shown while its window is open.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct LiveNotice {
    /// The notice's record id (`notice-…`).
    pub id: String,
    pub city_id: u32,
    /// The county it is about (official code); `null`: the whole city.
    pub county_code: Option<String>,
    /// The notice's title.
    pub text: String,
    /// `info`, `warning` or `closure`.
    pub level: String,
    /// Shown from (RFC 3339, +08:00).
    pub starts_at: String,
    /// Shown until (RFC 3339, +08:00); `null`: until taken down.
    pub ends_at: Option<String>,
}

/// One city as the province page shows it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct CityLive {
    pub city_id: u32,
    pub name: String,
    pub short_name: String,
    pub sun: Sun,
    pub open_now: OpenCount,
    /// A few places open now, most popular first.
    pub open_examples: Vec<OpenBrief>,
    /// The crowd at the city's main scenic spots.
    pub crowd: Vec<Crowd>,
    pub weather: Weather,
    /// Operators' notices for the city now, newest first.
    pub notices: Vec<LiveNotice>,
}

/// Every city of the province, now.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ProvinceLive {
    /// The instant the answer was computed for (RFC 3339, +08:00).
    pub now: String,
    pub cities: Vec<CityLive>,
}

/// A place open now, with its hours.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct OpenPlace {
    pub place: PlaceCard,
    pub closes_at: Option<String>,
}

/// A place whose hours text could not be read: `note` is `hours unclear: <text>`.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct UnclearPlace {
    pub id: String,
    pub name: String,
    pub note: String,
}

/// One city in detail.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct CityDetail {
    pub now: String,
    pub city_id: u32,
    pub name: String,
    pub short_name: String,
    pub sun: Sun,
    pub open_now: OpenCount,
    /// Places open now, most popular first (at most 40; `open_now.open` counts them all).
    pub open: Vec<OpenPlace>,
    pub unclear: Vec<UnclearPlace>,
    /// The main scenic spots and any other spot with a report, with their crowd.
    pub crowd: Vec<CrowdSpot>,
    pub weather: Weather,
    /// Operators' notices for the city now, newest first.
    pub notices: Vec<LiveNotice>,
}

/// A weather update for one city, as the event stream sends it.
#[derive(Clone, Debug, Serialize, Deserialize, ToSchema)]
pub struct CityWeather {
    pub city_id: u32,
    pub weather: Weather,
}
