//! What the places API answers, field by field (docs/PLACES.md § Shapes). These types
//! make the OpenAPI schemas the web app's types are generated from.

use serde::Serialize;
use serde_json::Number;
use utoipa::ToSchema;
use youzhe_content::{
    accessibility::{Facts, Known},
    model::{PlaceKind, Point, Ticket},
    page::PageRoute,
};

/// A place as lists show it: no description, so a page of 20 stays small.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct PlaceCard {
    pub id: String,
    pub kind: PlaceKind,
    /// The app page that shows the place.
    pub page: PageRoute,
    pub name: String,
    pub name_en: String,
    /// Public city id (1201 …).
    pub city_id: u32,
    pub city_name: String,
    /// The county's official code.
    pub county_code: String,
    pub county_name: String,
    pub address: String,
    /// GCJ-02.
    pub location: Point,
    pub themes: Vec<String>,
    pub tags: Vec<String>,
    /// 0 free … 4 luxury.
    pub price_level: Option<u8>,
    /// Yuan per person, per night or per ticket.
    #[schema(value_type = Option<f64>)]
    pub avg_price: Option<Number>,
    /// `5A` … for A-level scenic areas.
    pub a_level: Option<String>,
    /// 1–5 for rated hotels.
    pub star: Option<u8>,
    pub opening_hours: Option<String>,
    /// 1–100, an editorial estimate.
    pub popularity: u8,
    /// URL of the cover image (a generated illustration until photos are uploaded).
    pub cover: String,
    /// The part of the cover photo the operator chose (fractions of its width and height),
    /// drawn as the detail's cover draws it; absent: the centre (and for a drawing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crop: Option<Crop>,
    /// Kilometres with 2 decimals from the given position; null without one.
    pub distance: Option<f64>,
}

/// One picture of a place.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Photo {
    pub url: String,
    pub width: u32,
    pub height: u32,
    /// What the picture shows (the operator's alt text), read aloud by screen readers.
    pub caption: String,
    /// Who took it, when not the site (a visitor's photo promoted into the album:
    /// `游客 某某 摄`); empty otherwise.
    #[serde(default)]
    pub credit: String,
    /// True for a generated illustration, not a photograph of the place.
    pub illustrative: bool,
    /// The part of the photo the cover shows, chosen in the console; absent: the centre.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crop: Option<Crop>,
}

/// A part of a photo as fractions of its width and height (each 0–1), at the cover's aspect
/// ratio. docs/MEDIA.md, "The cover's crop".
#[derive(Clone, Copy, Debug, PartialEq, Serialize, ToSchema)]
pub struct Crop {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

/// A famous person linked to a place.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct PersonLink {
    pub id: String,
    /// The app page that shows the person.
    pub page: PageRoute,
    pub name: String,
    pub title: String,
    pub era: String,
}

/// A 百县千碗 dish that lists the place as where to eat it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct DishLink {
    pub id: String,
    pub name: String,
    pub county_name: String,
}

/// A local product with a geographical indication that the place's own text says it sells
/// or serves (`goods.jsonl`, docs/TOPICS.md).
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct GoodsLink {
    pub id: String,
    pub name: String,
    pub county_name: String,
    /// The national list the name is registered on.
    pub gi_list: youzhe_content::model::GiList,
}

/// A place's own page.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct PlaceDetail {
    #[serde(flatten)]
    pub card: PlaceCard,
    pub description: String,
    pub phone: Option<String>,
    /// Facility keys (`wifi`, `parking` … of tools/data/SCHEMA.md); empty when not known.
    pub facilities: Vec<String>,
    pub ticket: Option<Ticket>,
    pub photos: Vec<Photo>,
    pub people: Vec<PersonLink>,
    pub dishes: Vec<DishLink>,
    /// The local goods it sells; empty for most places.
    pub goods: Vec<GoodsLink>,
    /// Where the facts came from.
    pub source: String,
    /// Accessibility facts, every one of them: unknown where nothing is stated.
    pub accessibility: Accessibility,
}

/// One accessibility fact as a place page shows it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AccessFact {
    /// `yes`, `no` or `unknown` (never stated: not a no).
    pub value: Known,
    /// Who says so, in plain Chinese; empty when unknown.
    pub source: String,
    /// The page the fact was read from; null when unknown.
    pub url: Option<String>,
}

/// A place's accessibility facts (docs/PLACES.md, "Accessibility facts").
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Accessibility {
    /// 无障碍入口: an entrance without steps (level or ramped).
    pub step_free_entrance: AccessFact,
    /// 无障碍卫生间.
    pub accessible_toilet: AccessFact,
    /// 无障碍电梯 (or a lift a wheelchair fits).
    pub lift: AccessFact,
    /// 轮椅借用.
    pub wheelchair_loan: AccessFact,
    /// 婴儿车可通行的游览路线.
    pub pram_friendly: AccessFact,
    /// 导盲犬可进入.
    pub guide_dogs: AccessFact,
    /// 语音导览.
    pub audio_guide: AccessFact,
    /// 长者优待 (free or reduced tickets, priority).
    pub elder_concession: AccessFact,
}

impl Accessibility {
    pub fn of(facts: Option<&Facts>) -> Self {
        let f = |key: &str| {
            let fact = facts.and_then(|f| f.get(key)).cloned().unwrap_or_default();
            AccessFact {
                value: fact.value,
                source: fact.source.trim().to_string(),
                url: fact.url.filter(|u| !u.trim().is_empty()),
            }
        };
        Self {
            step_free_entrance: f("step_free_entrance"),
            accessible_toilet: f("accessible_toilet"),
            lift: f("lift"),
            wheelchair_loan: f("wheelchair_loan"),
            pram_friendly: f("pram_friendly"),
            guide_dogs: f("guide_dogs"),
            audio_guide: f("audio_guide"),
            elder_concession: f("elder_concession"),
        }
    }
}

/// A hotel or homestay page with what is around it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct HotelDetail {
    pub place: PlaceDetail,
    /// Up to 6 restaurants, food places and canteens nearest the hotel.
    pub nearby_food: Vec<PlaceCard>,
    /// Up to 6 scenic areas and sites nearest the hotel.
    pub nearby_sights: Vec<PlaceCard>,
    /// Up to 6 other stays (see Recommendations in docs/PLACES.md).
    pub also_like: Vec<PlaceCard>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ThemeCount {
    pub theme: String,
    pub count: u32,
    /// Cover of the theme's most popular place.
    pub cover: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct TicketItem {
    pub id: String,
    pub name: String,
    /// Yuan; null when the price is not known.
    #[schema(value_type = Option<f64>)]
    pub price: Option<Number>,
    pub free: bool,
    pub notes: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Tickets {
    pub list: Vec<TicketItem>,
    pub notes: String,
}

/// A 百县千碗 dish as lists show it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct DishCard {
    pub id: String,
    pub name: String,
    pub name_en: String,
    pub city_id: u32,
    pub city_name: String,
    pub county_code: String,
    pub county_name: String,
    /// The first sentence of the description.
    pub summary: String,
    /// How many places list the dish.
    pub places: u32,
    pub cover: String,
    /// The part of the cover photo the operator chose (fractions of its width and height),
    /// drawn as the detail's cover draws it; absent: the centre (and for a drawing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crop: Option<Crop>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct DishDetail {
    #[serde(flatten)]
    pub card: DishCard,
    pub description: String,
    pub source: String,
    /// The operator's photos, the first the cover; without any, the four drawn views, each
    /// marked `illustrative` (示意图).
    pub photos: Vec<Photo>,
    /// The places that list the dish, in the dish's order.
    pub where_to_eat: Vec<PlaceCard>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct KindCount {
    pub kind: PlaceKind,
    pub count: u32,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ThemeTally {
    pub theme: String,
    pub count: u32,
}

/// The category tabs of the food and shop pages.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ShopCate {
    pub kinds: Vec<KindCount>,
    pub themes: Vec<ThemeTally>,
}

/// One way to share a place page.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ShareItem {
    /// `friend` (WeChat chat) or `timeline` (WeChat Moments).
    pub channel: String,
    pub title: String,
    pub desc: String,
    /// The place page, absolute.
    pub link: String,
    /// The cover, absolute.
    pub img_url: String,
}

/// A county's outline for the offline map.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct CountyOutline<'a> {
    pub code: &'a str,
    pub name: &'a str,
    pub centroid: Point,
    /// GeoJSON MultiPolygon coordinates, `[lng, lat]`, GCJ-02.
    #[schema(value_type = Vec<Vec<Vec<Vec<f64>>>>)]
    pub multipolygon: &'a [Vec<Vec<[f64; 2]>>],
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Boundaries<'a> {
    pub city_id: u32,
    pub counties: Vec<CountyOutline<'a>>,
}
