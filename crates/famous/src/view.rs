//! What the famous-people endpoints answer (docs/FAMOUS.md).

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::page::PageRoute;
use youzhe_places::view::{Crop, Photo, PlaceCard};

/// A person as lists show them.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct PersonCard {
    pub id: String,
    /// The app page that shows the person.
    pub page: PageRoute,
    pub name: String,
    pub name_en: String,
    /// `近现代`, `北宋` …
    pub era: String,
    pub born: Option<i32>,
    pub died: Option<i32>,
    /// What they were (`文学家、思想家`).
    pub title: String,
    /// The city they are tied to (1201 …).
    pub city_id: u32,
    pub city_name: String,
    /// The ids of their themes, derived from `title`.
    pub themes: Vec<String>,
    /// The first lines of the biography.
    pub summary: String,
    /// How many places of their life the app can show.
    pub place_count: u32,
    /// The operator's cover photo (a portrait, a statue); null when there is none.
    pub cover: Option<String>,
    /// The part of the cover photo the operator chose (fractions of its width and height),
    /// drawn as the detail's cover draws it; absent: the centre (and for a drawing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crop: Option<Crop>,
}

/// A place of a person's life, with the story that ties it to them.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct PersonPlace {
    /// From the shipped text: the place's sentences naming the person, then the
    /// biography's naming the place. Empty when neither text does.
    pub story: String,
    pub place: PlaceCard,
}

/// A person with their biography and the places of their life.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct PersonDetail {
    #[serde(flatten)]
    pub card: PersonCard,
    pub biography: String,
    /// The county they came from, when known.
    pub hometown: Option<String>,
    /// Where the biography comes from.
    pub source: String,
    /// The operator's photos, the first the cover; empty when there are none.
    pub photos: Vec<Photo>,
    /// The line walking the places of their life (`trail-<person id>`, a tour line's id),
    /// when there are two or more.
    pub trail: Option<String>,
    pub places: Vec<PersonPlace>,
}

/// One place in one person's life: the person, the place with its description, the story.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct PlaceStory {
    pub person: PersonCard,
    pub place: PlaceCard,
    /// The place's own description.
    pub description: String,
    pub story: String,
    /// The person's other places, for "more of their life".
    pub others: Vec<PlaceCard>,
}

/// A theme and how many people it holds.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct FamousTheme {
    pub id: String,
    pub name: String,
    pub people: u32,
}

/// A city and how many people are tied to it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct FamousCity {
    pub city_id: u32,
    pub city_name: String,
    pub people: u32,
}

/// What the chips offer: themes and cities with at least one person.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct FamousThemes {
    pub themes: Vec<FamousTheme>,
    pub cities: Vec<FamousCity>,
    pub total: u32,
}
