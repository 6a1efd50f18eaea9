//! What the content API answers, field by field (these types make the OpenAPI schemas).

use serde::Serialize;
use utoipa::ToSchema;

use crate::model::{Point, Region};

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
