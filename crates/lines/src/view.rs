//! What the tour-line endpoints answer (docs/LINES.md).

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::page::PageRoute;
use youzhe_places::view::{Crop, Photo, PlaceCard};

use crate::travel::Leg;

/// A line as lists show it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct LineCard {
    pub id: String,
    /// The app page that shows the line.
    pub page: PageRoute,
    pub name: String,
    pub name_en: String,
    /// The theme id (`classic`); empty when the content's word is not one of the themes.
    pub theme: String,
    /// The theme as the content words it (`经典`).
    pub theme_name: String,
    /// Length in days.
    pub days: u32,
    pub city_ids: Vec<u32>,
    pub city_names: Vec<String>,
    /// How many stops the app can show.
    pub stop_count: u32,
    /// The names of the stops, in order.
    pub stop_names: Vec<String>,
    /// The first sentence of the description.
    pub summary: String,
    /// The operator's cover photo; null when the line has none (no drawing stands in).
    pub cover: Option<String>,
    /// The part of the cover photo the operator chose (fractions of its width and height),
    /// drawn as the detail's cover draws it; absent: the centre (and for a drawing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crop: Option<Crop>,
}

/// One stop of a day.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct LineStop {
    /// 1-based position in the day.
    pub order: u32,
    /// Suggested stay, when the content gives one.
    pub stay_minutes: Option<u32>,
    pub note: Option<String>,
    /// The way from the previous stop of the same day; `null` for a day's first stop.
    pub from_previous: Option<Leg>,
    /// Where the stop is on the line's map when the line places it apart from its place
    /// (a gate, a pier; GCJ-02); `null`: at the place's own location.
    pub location: Option<StopPoint>,
    pub place: PlaceCard,
}

/// A point on the line's map, degrees GCJ-02.
#[derive(Clone, Copy, Debug, Serialize, ToSchema)]
#[schema(as = LineStopPoint)]
pub struct StopPoint {
    pub lat: f64,
    pub lng: f64,
}

/// One day of a line.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct LineDay {
    /// 1-based.
    pub day: u32,
    pub stops: Vec<LineStop>,
    /// The day's straight-line distance between its stops, kilometres.
    pub distance_km: f64,
    /// The day's suggested stays plus its estimated travel, minutes.
    pub minutes: u32,
}

/// A line day by day.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct LineDetail {
    #[serde(flatten)]
    pub card: LineCard,
    pub description: String,
    /// Where the line comes from.
    pub source: String,
    /// How distances and travel times are estimated; to be shown with them.
    pub estimate: String,
    /// The operator's photos, the first the cover; empty when the line has none.
    pub photos: Vec<Photo>,
    pub itinerary: Vec<LineDay>,
}

/// A theme and how many lines it holds.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct LineTheme {
    pub id: String,
    pub name: String,
    pub lines: u32,
}

/// A length in days and how many lines have it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct LineLength {
    pub days: u32,
    pub lines: u32,
}

/// What the chips offer: themes and lengths with at least one line.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct LineThemes {
    pub themes: Vec<LineTheme>,
    pub lengths: Vec<LineLength>,
    pub total: u32,
}
