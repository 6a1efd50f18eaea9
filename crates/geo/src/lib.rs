//! Geo maths with no I/O: the product's distance rule (SPEC §9), coordinate conversion to
//! GCJ-02 (the datum Chinese map services and WeChat use), county polygons for reverse
//! geocoding and an R-tree of places for "near me".

mod coord;
mod nearest;
mod polygon;
mod transform;

pub use coord::{
    EARTH_DIAMETER_M, EARTH_RADIUS_M, LAT_LNG_PATTERN, LatLng, distance_km, haversine_m, round_km,
};
pub use nearest::{Hit, PointIndex, brute_force_nearest, brute_force_within};
pub use polygon::{MultiPolygon, PolygonSet};
pub use transform::{bd09_to_gcj02, out_of_china, wgs84_to_gcj02};
