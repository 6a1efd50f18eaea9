//! Our own maps service (no third-party key): IP location, WGS-84 → GCJ-02
//! translation and reverse geocoding from the county polygons and our places.

use std::net::IpAddr;

use axum::{
    extract::State,
    http::{HeaderMap, HeaderValue, header},
    response::{IntoResponse, Response},
};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, Envelope,
    cache::{cached, content_cached},
    client_ip::ClientIp,
    extract::ApiQuery,
    ok,
};
use youzhe_geo::{LatLng, bd09_to_gcj02, round_km, wgs84_to_gcj02};

use super::{
    AdInfo, AddressComponent, AddressReference, ContentState, FormattedAddresses, IpLocation,
    IpRegionView, Landmark, LatLngView, Poi, PoiAdInfo, ReverseResult, TitleOnly, Translated,
    regions::DEFAULT_CITY,
};
use crate::{model::Region, snapshot::Snapshot};

/// SPEC §3/§9: Hangzhou railway station, where a visitor we cannot place is put.
pub const DEFAULT_LOCATION: (f64, f64) = (30.2435, 120.182);
/// Reverse geocoding lists places this close.
const POI_RADIUS_M: f64 = 1_000.0;
const MAX_POIS: usize = 10;
/// A point this close to a county's simplified outline still belongs to it (coast, islands).
const COAST_TOLERANCE_M: f64 = 5_000.0;
const MAX_TRANSLATE: usize = 100;

fn view(p: LatLng) -> LatLngView {
    let r = p.rounded();
    LatLngView {
        lat: r.lat(),
        lng: r.lng(),
    }
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct IpParams {
    /// An address to look up instead of the caller's (IPv4 or IPv6; empty: the caller's).
    #[param(value_type = Option<IpText>, inline)]
    pub ip: Option<String>,
}

/// Where an IP address is, from the shipped IP-region database (dated: see source).
#[utoipa::path(get, path = "/ver3/api/v3/geo/ip", tag = "geo", params(IpParams),
    responses((status = 200, description = "The caller's (or the given address's) location", body = Envelope<IpLocation>)))]
pub async fn ip(
    State(s): State<ContentState>,
    ClientIp(client): ClientIp,
    ApiQuery(q): ApiQuery<IpParams>,
) -> Result<Response, ApiError> {
    let addr: IpAddr = match q.ip.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
        Some(v) => v
            .parse()
            .map_err(|_| ApiError::invalid("ip", "不是合法的 IP 地址"))?,
        None => client,
    };
    let v4 = match addr {
        IpAddr::V4(v4) => Some(v4),
        IpAddr::V6(v6) => v6.to_ipv4_mapped(),
    };
    let found = match (v4, s.ipdb.as_ref()) {
        (Some(v4), Some(db)) => db.lookup(v4).map(|r| (r, db.created_at)),
        _ => None,
    };
    let snap = s.content.snapshot();
    let region = found.as_ref().map(|(r, _)| IpRegionView {
        country: r.country.clone(),
        province: r.province.clone(),
        city: r.city.clone(),
        isp: r.isp.clone(),
    });
    // Placed only when the database names one of our cities.
    let city = region
        .as_ref()
        .filter(|r| !r.city.is_empty())
        .and_then(|r| {
            snap.cities
                .iter()
                .find(|c| c.name.zh == r.city || r.city.starts_with(&c.short_name))
        });
    let (location, fallback) = match city.and_then(|c| LatLng::new(c.centroid.lat, c.centroid.lng))
    {
        Some(p) => (p, false),
        None => (default_location(), true),
    };
    let mut ad_info = locate(&snap, location)
        .map(|(county, city)| ad_info(county, city))
        .unwrap_or_default();
    if ad_info.city_id.is_none() {
        ad_info.city_id = Some(DEFAULT_CITY);
    }
    let source = match (&found, fallback) {
        (Some((_, built)), false) => format!(
            "ip2region (built {})",
            youzhe_core::time::shanghai_day(*built as i64 * 1000)
        ),
        _ => "default".to_string(),
    };
    let data = IpLocation {
        ip: addr.to_string(),
        location: view(location),
        ad_info,
        fallback,
        ip_region: region.unwrap_or_default(),
        source,
    };
    let mut res = ok(data).into_response();
    res.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static("private, no-store"),
    );
    Ok(res)
}

fn default_location() -> LatLng {
    LatLng::clamped(DEFAULT_LOCATION.0, DEFAULT_LOCATION.1)
}

/// An IP address as `ip` reads it: IPv4, IPv6, or empty for the caller's own.
pub struct IpText;

impl utoipa::PartialSchema for IpText {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::{KnownFormat, ObjectBuilder, OneOfBuilder, SchemaFormat, Type};
        let text = |format: Option<SchemaFormat>, max: Option<usize>| {
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(format)
                .max_length(max)
        };
        OneOfBuilder::new()
            .item(text(None, Some(0)))
            .item(text(
                Some(SchemaFormat::KnownFormat(KnownFormat::Ipv4)),
                None,
            ))
            .item(text(
                Some(SchemaFormat::KnownFormat(KnownFormat::Ipv6)),
                None,
            ))
            .into()
    }
}

impl utoipa::ToSchema for IpText {}

/// The datums `translate` reads, by their map-service numbers.
const DATUMS: [u32; 3] = [1, 3, 5];

/// How the document names the datum numbers: only these are read.
pub struct Datum;

impl utoipa::PartialSchema for Datum {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        utoipa::openapi::ObjectBuilder::new()
            .schema_type(utoipa::openapi::Type::Integer)
            .enum_values(Some(DATUMS))
            .into()
    }
}

impl utoipa::ToSchema for Datum {}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct TranslateParams {
    /// `lat,lng` pairs separated by `;` (at most 100), plain decimals.
    #[param(
        pattern = r"^-?(?:90(?:\.0+)?|[1-8]?[0-9](?:\.[0-9]+)?),-?(?:180(?:\.0+)?|(?:1[0-7][0-9]|[1-9]?[0-9])(?:\.[0-9]+)?)(?:;-?(?:90(?:\.0+)?|[1-8]?[0-9](?:\.[0-9]+)?),-?(?:180(?:\.0+)?|(?:1[0-7][0-9]|[1-9]?[0-9])(?:\.[0-9]+)?)){0,99}$"
    )]
    pub locations: String,
    /// The datum given: 1 GPS (WGS-84, the default), 3 Baidu (BD-09), 5 already GCJ-02.
    #[serde(
        rename = "type",
        default,
        deserialize_with = "youzhe_core::bounded::optional_whole"
    )]
    #[param(rename = "type", value_type = Option<Datum>, inline)]
    pub type_: Option<u32>,
}

/// Converts coordinates to GCJ-02.
#[utoipa::path(get, path = "/ver3/api/v3/geo/translate", tag = "geo", params(TranslateParams),
    responses((status = 200, description = "The points in GCJ-02, in order", body = Envelope<Translated>)))]
pub async fn translate(
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<TranslateParams>,
) -> Result<Response, ApiError> {
    let convert: fn(LatLng) -> LatLng = match q.type_.unwrap_or(1) {
        1 => wgs84_to_gcj02,
        3 => bd09_to_gcj02,
        5 => |p| p,
        _ => {
            return Err(ApiError::invalid(
                "type",
                "type 只支持 1（GPS）、3（百度）、5（已是 GCJ-02）",
            ));
        }
    };
    // Strict, as the document's pattern says: no spaces, no empty pairs.
    let pairs: Vec<&str> = match q.locations.as_str() {
        "" => Vec::new(),
        all => all.split(';').collect(),
    };
    if pairs.is_empty() || pairs.len() > MAX_TRANSLATE {
        return Err(ApiError::invalid(
            "locations",
            format!("需要 1 到 {MAX_TRANSLATE} 个坐标（lat,lng;lat,lng）"),
        ));
    }
    let mut locations = Vec::with_capacity(pairs.len());
    for (i, s) in pairs.iter().enumerate() {
        let p = LatLng::parse(s).ok_or_else(|| {
            ApiError::invalid(
                format!("locations[{i}]"),
                format!("坐标 {s} 格式不正确（lat,lng）"),
            )
        })?;
        locations.push(view(convert(p)));
    }
    Ok(cached(
        &headers,
        "\"gcj02-v1\"",
        "public, max-age=86400",
        Translated { locations },
    ))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct ReverseParams {
    /// `lat,lng`, GCJ-02, plain decimals.
    #[param(
        pattern = r"^-?(?:90(?:\.0+)?|[1-8]?[0-9](?:\.[0-9]+)?),-?(?:180(?:\.0+)?|(?:1[0-7][0-9]|[1-9]?[0-9])(?:\.[0-9]+)?)$"
    )]
    pub location: String,
}

/// The county and city of a point (GCJ-02) with nearby places: SPEC §3's location result.
#[utoipa::path(get, path = "/ver3/api/v3/geo/reverse", tag = "geo", params(ReverseParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The location result; code 40400 outside Zhejiang", body = Envelope<ReverseResult>)))]
pub async fn reverse(
    State(s): State<ContentState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<ReverseParams>,
) -> Result<Response, ApiError> {
    let at = LatLng::parse(&q.location)
        .ok_or_else(|| ApiError::invalid("location", "坐标格式不正确（lat,lng）"))?;
    let snap = s.content.snapshot();
    let (county, city) = locate(&snap, at)
        .ok_or_else(|| ApiError::NotFound("该位置不在服务范围内（浙江省）".into()))?;
    let info = ad_info(county, city);
    let hits = snap.near.nearest(at, MAX_POIS, POI_RADIUS_M, |_| true);
    let pois: Vec<Poi> = hits
        .iter()
        .filter_map(|h| {
            let p = snap.places.get(h.key as usize)?;
            let pc = snap.county_by_code.get(&p.county_code);
            let pcity = snap.region_by_id.get(&p.city_id);
            Some(Poi {
                id: p.id.clone(),
                title: p.name.zh.clone(),
                address: p.address.clone(),
                category: p.kind.as_str().to_string(),
                location: p.location,
                ad_info: PoiAdInfo {
                    adcode: p.county_code.clone(),
                    province: PROVINCE.into(),
                    city: pcity.map(|c| c.name.zh.clone()).unwrap_or_default(),
                    district: pc.map(|c| c.name.zh.clone()).unwrap_or_default(),
                },
                distance: round_km(h.distance_m),
            })
        })
        .collect();
    // The landmark: the most popular place among the nearest.
    let landmark = hits
        .iter()
        .filter_map(|h| snap.places.get(h.key as usize).map(|p| (p, h.distance_m)))
        .max_by_key(|(p, d)| (p.popularity, std::cmp::Reverse((*d * 100.0) as i64)))
        .map(|(p, d)| Landmark {
            id: p.id.clone(),
            title: p.name.zh.clone(),
            location: p.location,
            distance: round_km(d),
            dir_desc: direction(
                LatLng::new(p.location.lat, p.location.lng).unwrap_or(at),
                at,
                d,
            ),
        });
    let rough = format!("{}{}", city.name.zh, county.name.zh);
    let recommend = match &landmark {
        Some(l) => format!("{}{}附近", county.name.zh, l.title),
        None => rough.clone(),
    };
    let data = ReverseResult {
        location: view(at),
        address: format!("{PROVINCE}{rough}"),
        formatted_addresses: FormattedAddresses { recommend, rough },
        address_component: AddressComponent {
            nation: NATION.into(),
            province: PROVINCE.into(),
            city: city.name.zh.clone(),
            district: county.name.zh.clone(),
            street: String::new(),
            street_number: String::new(),
        },
        ad_info: info,
        address_reference: AddressReference {
            landmark,
            district: Some(TitleOnly {
                id: county.code.clone(),
                title: county.name.zh.clone(),
            }),
        },
        poi_count: pois.len(),
        pois,
    };
    Ok(content_cached(&headers, &snap.etag, data))
}

const NATION: &str = "中国";
const PROVINCE: &str = "浙江省";

/// The county holding `p` (or just off its simplified coast) and its city.
fn locate(snap: &Snapshot, p: LatLng) -> Option<(&Region, &Region)> {
    let code = snap.polygons.locate_near(p, COAST_TOLERANCE_M)?;
    let county = snap.county_by_code.get(code)?;
    let city = snap.region_by_id.get(&county.parent_id?)?;
    Some((county, city))
}

fn ad_info(county: &Region, city: &Region) -> AdInfo {
    AdInfo {
        nation: NATION.into(),
        nation_code: "156".into(),
        province: PROVINCE.into(),
        city: city.name.zh.clone(),
        district: county.name.zh.clone(),
        adcode: county.code.clone(),
        city_code: format!("156{}", city.code),
        city_id: Some(city.id),
        name: format!("{NATION},{PROVINCE},{},{}", city.name.zh, county.name.zh),
        location: LatLng::new(county.centroid.lat, county.centroid.lng).map(view),
    }
}

/// Where `to` lies seen from `from`, in the eight compass words; `内` when at it.
fn direction(from: LatLng, to: LatLng, distance_m: f64) -> String {
    if distance_m < 50.0 {
        return "内".into();
    }
    let dy = to.lat() - from.lat();
    let dx = (to.lng() - from.lng()) * from.lat().to_radians().cos();
    let deg = dy.atan2(dx).to_degrees(); // 0 = east, 90 = north
    let sector = (((deg + 360.0 + 22.5) % 360.0) / 45.0) as usize;
    ["东", "东北", "北", "西北", "西", "西南", "南", "东南"][sector.min(7)].into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use utoipa::IntoParams;
    use youzhe_geo::{LAT_LNG_PATTERN, haversine_m};

    #[test]
    fn the_document_patterns_are_the_parsers() {
        let pattern = |p: Vec<utoipa::openapi::path::Parameter>| {
            serde_json::to_value(p).unwrap_or_default()[0]["schema"]["pattern"].clone()
        };
        assert_eq!(
            pattern(ReverseParams::into_params(|| None)),
            format!("^{LAT_LNG_PATTERN}$")
        );
        assert_eq!(
            pattern(TranslateParams::into_params(|| None)),
            format!(
                "^{LAT_LNG_PATTERN}(?:;{LAT_LNG_PATTERN}){{0,{}}}$",
                MAX_TRANSLATE - 1
            )
        );
    }

    #[test]
    fn compass_words() {
        let o = LatLng::new(30.0, 120.0).unwrap();
        let at = |lat: f64, lng: f64| direction(o, LatLng::new(lat, lng).unwrap(), 1_000.0);
        assert_eq!(at(30.01, 120.0), "北");
        assert_eq!(at(29.99, 120.0), "南");
        assert_eq!(at(30.0, 120.01), "东");
        assert_eq!(at(30.0, 119.99), "西");
        assert_eq!(at(30.01, 120.01), "东北");
        assert_eq!(direction(o, o, 10.0), "内");
        assert!(default_location().lat() > 30.0);
        let _ = haversine_m(o, o);
    }
}
