//! The record shapes of `tools/data/SCHEMA.md`, one type per file. Unknown fields are
//! refused, so a misspelt field is an error at import, not a silently lost fact.

use serde::{Deserialize, Serialize};
use serde_json::Number;
use utoipa::ToSchema;

/// A text in Chinese with its English name.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct I18n {
    pub zh: String,
    pub en: String,
}

/// Degrees, GCJ-02.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Point {
    pub lat: f64,
    pub lng: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    City,
    County,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Region {
    /// A city's public id (1201 …) or a county's official code as a number.
    pub id: u32,
    pub code: String,
    pub level: Level,
    pub parent_id: Option<u32>,
    pub name: I18n,
    pub short_name: String,
    pub centroid: Point,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Boundary {
    pub code: String,
    pub level: Level,
    pub crs: String,
    /// GeoJSON MultiPolygon coordinates, `[lng, lat]`.
    pub multipolygon: Vec<Vec<Vec<[f64; 2]>>>,
    pub source: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PlaceKind {
    Scenic,
    Site,
    Hotel,
    Homestay,
    Restaurant,
    Food,
    Shop,
    Canteen,
    /// A campsite (露营地): a pitch for tents or RVs, from a camping park to a beach.
    Camping,
}

impl PlaceKind {
    pub const ALL: [PlaceKind; 9] = [
        Self::Scenic,
        Self::Site,
        Self::Hotel,
        Self::Homestay,
        Self::Restaurant,
        Self::Food,
        Self::Shop,
        Self::Canteen,
        Self::Camping,
    ];

    /// The name the API and the records use (`scenic` …).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Scenic => "scenic",
            Self::Site => "site",
            Self::Hotel => "hotel",
            Self::Homestay => "homestay",
            Self::Restaurant => "restaurant",
            Self::Food => "food",
            Self::Shop => "shop",
            Self::Canteen => "canteen",
            Self::Camping => "camping",
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        serde_json::from_value(serde_json::Value::String(s.to_string())).ok()
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Ticket {
    #[schema(value_type = Option<f64>)]
    pub price: Option<Number>,
    pub notes: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Place {
    pub id: String,
    pub kind: PlaceKind,
    pub name: I18n,
    pub city_id: u32,
    pub county_code: String,
    pub address: String,
    pub location: Point,
    pub themes: Vec<String>,
    pub tags: Vec<String>,
    pub opening_hours: Option<String>,
    pub price_level: Option<u8>,
    pub avg_price: Option<Number>,
    pub phone: Option<String>,
    pub a_level: Option<String>,
    pub ticket: Option<Ticket>,
    pub facilities: Option<Vec<String>>,
    pub star: Option<u8>,
    pub description: String,
    pub popularity: u8,
    pub media: Vec<serde_json::Value>,
    pub source: String,
    /// Accessibility facts by key (`crate::accessibility`); absent when none is stated, so
    /// the records that have none stay as they were.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub accessibility: Option<crate::accessibility::Facts>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FamousPerson {
    pub id: String,
    pub name: I18n,
    pub era: String,
    pub born: Option<i32>,
    pub died: Option<i32>,
    pub title: String,
    pub city_id: u32,
    pub hometown_county: Option<String>,
    pub biography: String,
    pub place_ids: Vec<String>,
    /// Photos, as a place's `media` (docs/MEDIA.md, "Content photos"); absent in the shipped
    /// files, so omitted when empty and the exported records stay as they were.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub media: Vec<serde_json::Value>,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dish {
    pub id: String,
    pub name: I18n,
    pub city_id: u32,
    pub county_code: String,
    pub description: String,
    pub where_to_eat: Vec<String>,
    /// Photos, as a place's `media` (docs/MEDIA.md, "Content photos"); absent in the shipped
    /// files, so omitted when empty and the exported records stay as they were.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub media: Vec<serde_json::Value>,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Stop {
    pub place_id: String,
    pub day: u8,
    pub order: u16,
    pub stay_minutes: Option<u32>,
    pub note: Option<String>,
    /// Where the stop is on the line's map when not at its place's own point (a gate, a
    /// pier): set in the console by placing the stop. Absent: the place's location.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub location: Option<Point>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Line {
    pub id: String,
    pub name: I18n,
    pub theme: String,
    pub days: u8,
    pub city_ids: Vec<u32>,
    pub stops: Vec<Stop>,
    pub description: String,
    /// Photos, as a place's `media` (docs/MEDIA.md, "Content photos"); absent in the shipped
    /// files, so omitted when empty and the exported records stay as they were.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub media: Vec<serde_json::Value>,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Topic {
    pub id: String,
    pub title: I18n,
    pub summary: String,
    pub city_id: Option<u32>,
    pub place_ids: Vec<String>,
    /// Photos, as a place's `media` (docs/MEDIA.md, "Content photos"); absent in the shipped
    /// files, so omitted when empty and the exported records stay as they were.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub media: Vec<serde_json::Value>,
    pub source: String,
}

/// Which national list a local product's name is registered on (docs/TOPICS.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum GiList {
    /// 国家地理标志保护产品.
    ProtectedProduct,
    /// 农产品地理标志.
    AgriculturalProduct,
    /// 地理标志证明商标.
    CertificationMark,
}

/// A local product with a geographical indication (`goods.jsonl`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Goods {
    pub id: String,
    pub name: I18n,
    /// One of `validate::GOODS_CATEGORIES` (`tea`, `fruit` …).
    pub category: String,
    pub gi_list: GiList,
    pub city_id: u32,
    pub county_code: String,
    pub description: String,
    /// Shops (or food places) of ours whose own text says they sell or serve it.
    pub place_ids: Vec<String>,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RankItem {
    pub place_id: String,
    pub rank: u32,
    pub reason: String,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ranking {
    pub id: String,
    pub title: I18n,
    pub kind: String,
    pub city_id: Option<u32>,
    pub items: Vec<RankItem>,
    /// What the order is based on.
    pub source: String,
    /// The day the list's content last changed (`2026-11-21`).
    pub updated_at: String,
    /// True when a place paid to be listed; the shipped lists have none.
    pub paid_placement: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Suggestion {
    pub id: String,
    pub title: String,
    pub summary: String,
    pub body: String,
    pub city_id: Option<u32>,
    pub place_ids: Vec<String>,
    pub themes: Vec<String>,
    pub published_at: String,
    pub source: String,
}

/// How urgent a notice is: `info` (a change to know about), `warning` (take care: works,
/// crowds, weather) or `closure` (a place or road is shut).
pub const NOTICE_LEVELS: [&str; 3] = ["info", "warning", "closure"];

/// A news item (旅游资讯) an operator writes: shown to visitors of its city (every city when
/// `city_id` is null) from `starts_at` until `ends_at` (never ends when null). `body` is
/// Markdown as written; visitors get it as sanitised HTML (`crate::rich`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct News {
    pub id: String,
    pub title: String,
    pub body: String,
    pub city_id: Option<u32>,
    /// A county of `city_id` the item is about (its county editor writes it), or null.
    pub county_code: Option<String>,
    /// Shown before the others.
    pub pinned: bool,
    /// RFC 3339 with an offset.
    pub starts_at: String,
    pub ends_at: Option<String>,
    /// Who it comes from (杭州市文化广电旅游局).
    pub source: String,
}

/// A notice (通知公告): a news item with a `level` (one of [`NOTICE_LEVELS`]). The live
/// pages show the notices of their city too: one kind of notice for the whole product.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Notice {
    pub id: String,
    pub title: String,
    pub body: String,
    pub level: String,
    pub city_id: Option<u32>,
    pub county_code: Option<String>,
    pub pinned: bool,
    pub starts_at: String,
    pub ends_at: Option<String>,
    pub source: String,
}

/// What a quiz question is about, as `quiz_questions.jsonl` names it; the console shows
/// each in Chinese (题目类别).
pub const QUIZ_CATEGORIES: [&str; 7] = [
    "places", "food", "people", "history", "regions", "lines", "goods",
];

/// One question of the quiz's bank (答题题库): four options, the right one by its index,
/// and an explanation shown after submission. The shipped ones are built from shipped
/// records (`record`); an operator writes more in the console. A question with `retired`
/// stays in the history but is never drawn again (the console's 删除).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QuizQuestion {
    pub id: String,
    pub category: String,
    pub question: String,
    pub options: Vec<String>,
    /// The index of the right option in `options` (never sent before submission).
    pub answer: usize,
    pub explanation: String,
    /// The shipped record the question was built from; none for an operator's own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<String>,
    pub source: String,
    #[serde(default, skip_serializing_if = "is_false")]
    pub retired: bool,
}

/// One question of the Qixi game's bank (七夕题库): both of a pair choose among its options
/// and the server counts the answers alike, so there is no right option. The shipped ones
/// seed the bank from `qixi.json`; an operator writes more in the console. A question with
/// `retired` stays in the history but is never asked again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct QixiQuestion {
    pub id: String,
    pub question: String,
    pub options: Vec<String>,
    pub source: String,
    #[serde(default, skip_serializing_if = "is_false")]
    pub retired: bool,
}

fn is_false(b: &bool) -> bool {
    !*b
}
