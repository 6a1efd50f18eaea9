//! WGS-84 (GPS, browsers) and BD-09 (Baidu) to GCJ-02, by the widely published formula.
//! GCJ-02 is only defined inside mainland China; points outside pass through unchanged,
//! as every map service does.

use crate::LatLng;

// Krasovsky 1940 ellipsoid, as the formula specifies.
const A: f64 = 6_378_245.0;
const EE: f64 = 0.006_693_421_622_965_943;
const PI: f64 = std::f64::consts::PI;
const X_PI: f64 = PI * 3000.0 / 180.0;

/// The rough box the formula applies to (the published test).
pub fn out_of_china(p: LatLng) -> bool {
    !(72.004..=137.8347).contains(&p.lng()) || !(0.8293..=55.8271).contains(&p.lat())
}

pub fn wgs84_to_gcj02(p: LatLng) -> LatLng {
    if out_of_china(p) {
        return p;
    }
    let (lat, lng) = (p.lat(), p.lng());
    let mut dlat = transform_lat(lng - 105.0, lat - 35.0);
    let mut dlng = transform_lng(lng - 105.0, lat - 35.0);
    let radlat = lat / 180.0 * PI;
    let magic = 1.0 - EE * radlat.sin() * radlat.sin();
    let sqrt_magic = magic.sqrt();
    dlat = (dlat * 180.0) / ((A * (1.0 - EE)) / (magic * sqrt_magic) * PI);
    dlng = (dlng * 180.0) / (A / sqrt_magic * radlat.cos() * PI);
    // Inside China the shift is a few hundred metres, so the result stays in range.
    LatLng::new(lat + dlat, lng + dlng).unwrap_or(p)
}

pub fn bd09_to_gcj02(p: LatLng) -> LatLng {
    let x = p.lng() - 0.0065;
    let y = p.lat() - 0.006;
    let z = (x * x + y * y).sqrt() - 0.00002 * (y * X_PI).sin();
    let theta = y.atan2(x) - 0.000003 * (x * X_PI).cos();
    LatLng::new(z * theta.sin(), z * theta.cos()).unwrap_or(p)
}

fn transform_lat(x: f64, y: f64) -> f64 {
    let mut r = -100.0 + 2.0 * x + 3.0 * y + 0.2 * y * y + 0.1 * x * y + 0.2 * x.abs().sqrt();
    r += (20.0 * (6.0 * x * PI).sin() + 20.0 * (2.0 * x * PI).sin()) * 2.0 / 3.0;
    r += (20.0 * (y * PI).sin() + 40.0 * (y / 3.0 * PI).sin()) * 2.0 / 3.0;
    r += (160.0 * (y / 12.0 * PI).sin() + 320.0 * (y * PI / 30.0).sin()) * 2.0 / 3.0;
    r
}

fn transform_lng(x: f64, y: f64) -> f64 {
    let mut r = 300.0 + x + 2.0 * y + 0.1 * x * x + 0.1 * x * y + 0.1 * x.abs().sqrt();
    r += (20.0 * (6.0 * x * PI).sin() + 20.0 * (2.0 * x * PI).sin()) * 2.0 / 3.0;
    r += (20.0 * (x * PI).sin() + 40.0 * (x / 3.0 * PI).sin()) * 2.0 / 3.0;
    r += (150.0 * (x / 12.0 * PI).sin() + 300.0 * (x / 30.0 * PI).sin()) * 2.0 / 3.0;
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::haversine_m;

    fn p(lat: f64, lng: f64) -> LatLng {
        LatLng::new(lat, lng).unwrap()
    }

    #[test]
    fn matches_the_reference_implementation() {
        // Reference values from the published JavaScript implementation (coordtransform).
        let g = wgs84_to_gcj02(p(39.915, 116.404));
        assert!((g.lat() - 39.916_404_281_501_64).abs() < 1e-9, "{g:?}");
        assert!((g.lng() - 116.410_244_499_169_38).abs() < 1e-9, "{g:?}");
    }

    #[test]
    fn hangzhou_shifts_a_few_hundred_metres() {
        let w = p(30.2435, 120.182);
        let d = haversine_m(w, wgs84_to_gcj02(w));
        assert!((300.0..700.0).contains(&d), "{d}");
    }

    #[test]
    fn outside_china_is_unchanged() {
        let paris = p(48.8566, 2.3522);
        assert_eq!(wgs84_to_gcj02(paris), paris);
        assert!(out_of_china(paris));
        assert!(!out_of_china(p(30.0, 120.0)));
    }

    #[test]
    fn baidu_to_gcj_is_a_small_shift() {
        let b = p(30.2494, 120.1887);
        let g = bd09_to_gcj02(b);
        let d = haversine_m(b, g);
        assert!((500.0..1200.0).contains(&d), "{d}");
    }
}
