//! What the suggestion endpoints answer (docs/SUGGEST.md).

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_places::view::PlaceCard;

/// A suggestion as lists show it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SuggestCard {
    /// `sugg-hz-autumn-longjing`; open it on `pages/suggest/detail?id=`.
    pub id: String,
    pub title: String,
    /// One line under the title.
    pub summary: String,
    /// The city it is about (1201 …); `null` for the whole province.
    pub city_id: Option<u32>,
    /// The city's name; empty for the whole province.
    pub city_name: String,
    /// The content's own words (`季节推荐`); the theme filter takes them as they are.
    pub themes: Vec<String>,
    /// When it was published, as shipped (`2026-10-09T09:00:00+08:00`).
    pub published_at: String,
    /// The day it was published (`2026-10-09`), as the app shows it.
    pub date: String,
    /// How many of its places the app can show.
    pub place_count: u32,
    /// Their names, in the suggestion's order.
    pub place_names: Vec<String>,
    /// The cover of its first place; empty when it has none the app can show.
    pub cover: String,
}

/// One suggestion: the card, its text and its places.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SuggestDetail {
    #[serde(flatten)]
    pub card: SuggestCard,
    /// The text, paragraphs separated by a blank line.
    pub body: String,
    /// Where it comes from and what to check before going.
    pub source: String,
    /// The places it mentions, in its order, as place cards.
    pub places: Vec<PlaceCard>,
}

/// A theme word and how many suggestions carry it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SuggestTheme {
    /// The content's word (`老城漫步`), also the `theme` filter's value.
    pub name: String,
    pub count: u32,
}

/// A city and how many suggestions are about it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SuggestCity {
    pub id: u32,
    pub name: String,
    pub count: u32,
}

/// What the filters offer: the themes (most used first) and the cities (by id), each with
/// at least one suggestion.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SuggestThemes {
    pub themes: Vec<SuggestTheme>,
    pub cities: Vec<SuggestCity>,
    /// Every suggestion.
    pub total: u32,
}

/// One theme's suggestions, newest first.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SuggestThemeDetail {
    pub name: String,
    pub count: u32,
    pub list: Vec<SuggestCard>,
}

/// A suggestion near the visitor: the card, how far its nearest place is, and which.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct NearbySuggestion {
    #[serde(flatten)]
    pub card: SuggestCard,
    /// Kilometres with 2 decimals from the visitor to the nearest of its places.
    pub distance: f64,
    pub nearest_place_id: String,
    pub nearest_place_name: String,
}

/// A news item or a notice as operators write them (console entities `news` and `notices`,
/// docs/SUGGEST.md), as a list shows it: enough to open and read it in place.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct SuggestNotice {
    pub id: String,
    pub title: String,
    /// The body's first 80 characters as plain text.
    pub summary: String,
    /// The body as HTML, sanitised on the server (a small allow-list of tags; links only
    /// http, https, mailto and tel).
    pub html: String,
    /// A notice's urgency: `info`, `warning` or `closure`; null for news.
    pub level: Option<String>,
    /// Its city; null for the whole province.
    pub city_id: Option<u32>,
    pub county_code: Option<String>,
    /// Shown before the others.
    pub pinned: bool,
    /// When it started showing (RFC 3339).
    pub published_at: String,
    /// When it stops showing; null when it does not end.
    pub ends_at: Option<String>,
    /// Who wrote it.
    pub source: String,
}

impl From<&youzhe_content::bulletin::Bulletin> for SuggestNotice {
    fn from(b: &youzhe_content::bulletin::Bulletin) -> Self {
        Self {
            id: b.id.clone(),
            title: b.title.clone(),
            summary: b.summary.clone(),
            html: b.html.clone(),
            level: b.level.clone(),
            city_id: b.city_id,
            county_code: b.county_code.clone(),
            pinned: b.pinned,
            published_at: b.starts_at.clone(),
            ends_at: b.ends_at.clone(),
            source: b.source.clone(),
        }
    }
}
