//! What the search API answers, field by field (these types make the OpenAPI schemas).

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::{model::Point, page::PageRoute};
use youzhe_places::view::PlaceCard;

/// One search result: a place, a dish (百县千碗), a famous person, a tour line or a topic.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SearchItem {
    pub id: String,
    /// `place`, `dish`, `person`, `line` or `topic`.
    #[serde(rename = "type")]
    pub type_: &'static str,
    /// The place kind, or the type again for the others.
    pub kind: String,
    /// The app page that shows the result.
    pub page: PageRoute,
    pub name: String,
    pub name_en: String,
    pub city_id: Option<u32>,
    pub county_code: Option<String>,
    /// A line to show under the name (address, title, theme, summary).
    pub summary: String,
    pub location: Option<Point>,
    /// Set for places: the place as lists show it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub place: Option<PlaceCard>,
}
