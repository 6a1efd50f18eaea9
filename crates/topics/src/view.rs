//! What the topic endpoints answer (docs/TOPICS.md § Shapes).

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::{
    model::{GiList, PlaceKind},
    page::PageRoute,
};
use youzhe_core::page::Paged;
use youzhe_places::view::{Crop, Photo, PlaceCard};

/// A topic as lists show it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct TopicCard {
    pub id: String,
    /// The app page that shows the topic.
    pub page: PageRoute,
    pub title: String,
    pub title_en: String,
    pub summary: String,
    /// The topic's own city; null for a topic across the province.
    pub city_id: Option<u32>,
    /// The cities its places are in, in first-seen order.
    pub city_names: Vec<String>,
    /// How many of its places the app can show.
    pub place_count: u32,
    /// The topic's own cover photo, else the cover of its first place (a generated
    /// illustration until photos are uploaded).
    pub cover: String,
    /// The part of the cover photo the operator chose (fractions of its width and height),
    /// drawn as the detail's cover draws it; absent: the centre (and for a drawing).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crop: Option<Crop>,
}

/// A topic with its places.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct TopicDetail {
    #[serde(flatten)]
    pub card: TopicCard,
    /// Who chose the places and wrote the text.
    pub source: String,
    /// The operator's photos of the topic, the first the cover; empty when there are none.
    pub photos: Vec<Photo>,
    pub places: Vec<PlaceCard>,
}

/// A home-page banner: a topic to open.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Banner {
    pub topic_id: String,
    pub page: PageRoute,
    pub title: String,
    pub summary: String,
    pub cover: String,
}

/// A shop, food place or restaurant of ours that sells or serves a product.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Seller {
    pub id: String,
    pub kind: PlaceKind,
    pub page: PageRoute,
    pub name: String,
}

/// A local product with a geographical indication.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct GoodsCard {
    pub id: String,
    pub name: String,
    pub name_en: String,
    /// `tea`, `fruit`, `craft` …
    pub category: String,
    /// The national list the name is registered on.
    pub gi_list: GiList,
    /// That list's Chinese name (`国家地理标志保护产品` …).
    pub gi_list_name: String,
    pub city_id: u32,
    pub city_name: String,
    pub county_code: String,
    pub county_name: String,
    pub description: String,
    /// Places of ours whose own text says they sell or serve it; often none.
    pub sellers: Vec<Seller>,
}

/// A news item of the topic pages: the console's `news` entity as published
/// (docs/TOPICS.md, News).
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct NewsItem {
    pub id: String,
    pub title: String,
    /// The body's first 80 characters as plain text.
    pub summary: String,
    /// The body as HTML, sanitised on the server.
    pub html: String,
    /// Its city; null for the whole province.
    pub city_id: Option<u32>,
    /// Shown before the others.
    pub pinned: bool,
    /// RFC 3339: when it started showing.
    pub published_at: String,
    /// When it stops showing; null when it does not end.
    pub ends_at: Option<String>,
    /// Where the news comes from.
    pub source: String,
}

impl From<&youzhe_content::bulletin::Bulletin> for NewsItem {
    fn from(b: &youzhe_content::bulletin::Bulletin) -> Self {
        Self {
            id: b.id.clone(),
            title: b.title.clone(),
            summary: b.summary.clone(),
            html: b.html.clone(),
            city_id: b.city_id,
            pinned: b.pinned,
            published_at: b.starts_at.clone(),
            ends_at: b.ends_at.clone(),
            source: b.source.clone(),
        }
    }
}

/// Someone whose share links brought visitors.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Sharer {
    /// The share code, masked (`ab***yz`): enough to recognise one's own, not to contact anyone.
    pub code: String,
    /// Page views that came through the code's links.
    pub views: i64,
    /// Distinct signed-in visitors among them (anonymous views count in `views` only).
    pub visitors: i64,
}

/// Who brought the most visitors.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Sharers {
    /// The topic the views were counted on; null for every page.
    pub topic_id: Option<String>,
    pub list: Vec<Sharer>,
}

/// One topic's views, counted from the page views of its page.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct TopicStatistics {
    pub topic_id: String,
    /// Views of the topic page.
    pub views: i64,
    /// Distinct signed-in visitors of the topic page.
    pub visitors: i64,
    /// Visitors who have the topic among their favourites now.
    pub favourites: i64,
}

/// A QR code for one of our pages.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct QrCode {
    /// The address the code holds.
    pub url: String,
    /// The code as an SVG document (black modules on white, with the quiet zone).
    pub svg: String,
    /// Modules per side, quiet zone excluded.
    pub modules: u32,
}

/// The topic landing page at once: banners, every topic, the hottest places.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct TopicPlay {
    pub banners: Vec<Banner>,
    pub topics: Vec<TopicCard>,
    pub hot_scenic: Vec<PlaceCard>,
    pub hot_hotels: Vec<PlaceCard>,
}

/// A page of places (for the schema names).
pub type PlacePage = Paged<PlaceCard>;
