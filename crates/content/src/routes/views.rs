//! What the content API answers, field by field (these types make the OpenAPI schemas).

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_geo::round_km;

use crate::{
    model::{Place, PlaceKind, Point, Region, Ticket},
    page::PageRoute,
};

/// A place as lists show it.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct PlaceSummary {
    pub id: String,
    pub kind: PlaceKind,
    /// The app page that shows the place.
    pub page: PageRoute,
    pub name: String,
    pub name_en: String,
    pub city_id: u32,
    pub county_code: String,
    pub address: String,
    pub location: Point,
    pub themes: Vec<String>,
    pub tags: Vec<String>,
    /// 0 free … 4 luxury.
    pub price_level: Option<u8>,
    /// Yuan per person, per night or per ticket.
    #[schema(value_type = Option<f64>)]
    pub avg_price: Option<serde_json::Number>,
    pub a_level: Option<String>,
    pub star: Option<u8>,
    pub ticket: Option<Ticket>,
    pub opening_hours: Option<String>,
    pub popularity: u8,
}

impl From<&Place> for PlaceSummary {
    fn from(p: &Place) -> Self {
        Self {
            id: p.id.clone(),
            kind: p.kind,
            page: PageRoute::of_place(p.kind),
            name: p.name.zh.clone(),
            name_en: p.name.en.clone(),
            city_id: p.city_id,
            county_code: p.county_code.clone(),
            address: p.address.clone(),
            location: p.location,
            themes: p.themes.clone(),
            tags: p.tags.clone(),
            price_level: p.price_level,
            avg_price: p.avg_price.clone(),
            a_level: p.a_level.clone(),
            star: p.star,
            ticket: p.ticket.clone(),
            opening_hours: p.opening_hours.clone(),
            popularity: p.popularity,
        }
    }
}

/// A nearby place with its distance.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct NearbyPlace {
    #[serde(flatten)]
    pub place: PlaceSummary,
    /// Kilometres, two decimals (haversine, SPEC §9).
    pub distance: f64,
}

impl NearbyPlace {
    pub fn new(p: &Place, distance_m: f64) -> Self {
        Self {
            place: p.into(),
            distance: round_km(distance_m),
        }
    }
}

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
    /// Set for places.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub place: Option<PlaceSummary>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct County {
    pub id: u32,
    /// Official administrative code.
    pub code: String,
    pub name: String,
    pub name_en: String,
    pub short_name: String,
    pub centroid: Point,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct City {
    /// Public city id (SPEC §3: 1201 Hangzhou …).
    pub id: u32,
    pub code: String,
    pub name: String,
    pub name_en: String,
    pub short_name: String,
    pub centroid: Point,
    pub counties: Vec<County>,
}

impl County {
    pub fn from_region(r: &Region) -> Self {
        Self {
            id: r.id,
            code: r.code.clone(),
            name: r.name.zh.clone(),
            name_en: r.name.en.clone(),
            short_name: r.short_name.clone(),
            centroid: r.centroid,
        }
    }
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct CommonRegion {
    /// The city the `city` parameter named (an unknown name maps to 1201); null without it.
    pub city_id: Option<u32>,
    pub list: Vec<City>,
}

#[derive(Clone, Copy, Debug, Serialize, ToSchema)]
pub struct LatLngView {
    pub lat: f64,
    pub lng: f64,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Translated {
    /// GCJ-02, in the order given.
    pub locations: Vec<LatLngView>,
}

/// Administrative area of a point (as map services name it).
#[derive(Clone, Debug, Default, Serialize, ToSchema)]
pub struct AdInfo {
    pub nation: String,
    pub nation_code: String,
    pub province: String,
    pub city: String,
    pub district: String,
    /// The county's official code.
    pub adcode: String,
    pub city_code: String,
    /// Our public city id (1201 …).
    pub city_id: Option<u32>,
    /// `中国,浙江省,杭州市,西湖区`.
    pub name: String,
    /// The county's label point.
    pub location: Option<LatLngView>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct IpLocation {
    pub ip: String,
    /// GCJ-02.
    pub location: LatLngView,
    pub ad_info: AdInfo,
    /// True when the address could not be placed in Zhejiang and the default location
    /// (Hangzhou railway station) is returned.
    pub fallback: bool,
    /// What the IP database says, as it says it.
    pub ip_region: IpRegionView,
    /// `ip2region` (with its build date) or `default`.
    pub source: String,
}

#[derive(Clone, Debug, Default, Serialize, ToSchema)]
pub struct IpRegionView {
    pub country: String,
    pub province: String,
    pub city: String,
    pub isp: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AddressComponent {
    pub nation: String,
    pub province: String,
    pub city: String,
    pub district: String,
    /// Not known from our data: empty.
    pub street: String,
    pub street_number: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct FormattedAddresses {
    /// `西湖区西湖风景名胜区附近`.
    pub recommend: String,
    /// `杭州市西湖区`.
    pub rough: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Landmark {
    pub id: String,
    pub title: String,
    pub location: Point,
    /// Kilometres from the point, two decimals.
    pub distance: f64,
    /// Where the point lies from the landmark: `内` (at it) or a compass direction (`东北`).
    pub dir_desc: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct AddressReference {
    /// The best-known place within 1 km, if any.
    pub landmark: Option<Landmark>,
    /// The county.
    pub district: Option<TitleOnly>,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct TitleOnly {
    pub id: String,
    pub title: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct PoiAdInfo {
    pub adcode: String,
    pub province: String,
    pub city: String,
    pub district: String,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Poi {
    pub id: String,
    pub title: String,
    pub address: String,
    /// The place kind.
    pub category: String,
    pub location: Point,
    pub ad_info: PoiAdInfo,
    /// Kilometres, two decimals.
    pub distance: f64,
}

/// SPEC §3's location result.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct ReverseResult {
    pub location: LatLngView,
    pub address: String,
    pub formatted_addresses: FormattedAddresses,
    pub address_component: AddressComponent,
    pub ad_info: AdInfo,
    pub address_reference: AddressReference,
    pub poi_count: usize,
    pub pois: Vec<Poi>,
}
