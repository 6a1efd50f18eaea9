//! Coordinates and the distance rule.

/// SPEC §9: distances use the haversine formula with this earth diameter.
pub const EARTH_DIAMETER_M: f64 = 12_756_274.0;
pub const EARTH_RADIUS_M: f64 = EARTH_DIAMETER_M / 2.0;

/// `lat,lng` as [`LatLng::parse`] reads it, for the API document (a regular expression
/// without anchors): the decimals' grammar and their ranges.
pub const LAT_LNG_PATTERN: &str = r"-?(?:90(?:\.0+)?|[1-8]?[0-9](?:\.[0-9]+)?),-?(?:180(?:\.0+)?|(?:1[0-7][0-9]|[1-9]?[0-9])(?:\.[0-9]+)?)";

/// A plain decimal: an optional `-`, digits without a leading zero (but `0` itself), and
/// an optional fraction.
fn decimal(s: &str) -> Option<f64> {
    let digits = s.strip_prefix('-').unwrap_or(s);
    let (int, frac) = match digits.split_once('.') {
        Some((i, f)) => (i, Some(f)),
        None => (digits, None),
    };
    let all_digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    let int_ok = all_digits(int) && (int == "0" || !int.starts_with('0'));
    (int_ok && frac.is_none_or(all_digits)).then(|| s.parse().ok())?
}

/// A point in degrees. Built through [`LatLng::new`], so a value of this type is always
/// finite and in range.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LatLng {
    lat: f64,
    lng: f64,
}

impl LatLng {
    /// `None` unless both are finite, `lat` in −90…90 and `lng` in −180…180.
    pub fn new(lat: f64, lng: f64) -> Option<Self> {
        let ok = lat.is_finite()
            && lng.is_finite()
            && (-90.0..=90.0).contains(&lat)
            && (-180.0..=180.0).contains(&lng);
        ok.then_some(Self { lat, lng })
    }

    /// The nearest valid point (non-finite values become 0): for constants and defaults.
    pub fn clamped(lat: f64, lng: f64) -> Self {
        let fix = |v: f64, lim: f64| {
            if v.is_finite() {
                v.clamp(-lim, lim)
            } else {
                0.0
            }
        };
        Self {
            lat: fix(lat, 90.0),
            lng: fix(lng, 180.0),
        }
    }

    /// Parses `"lat,lng"` (the order map services use in query strings).
    ///
    /// Each half is a plain decimal (`30.25`, `-0.5`, `120`): no spaces, exponents, `+` or
    /// leading zeros. Strict on purpose, so that [`LAT_LNG_PATTERN`] in the API document
    /// describes exactly what is accepted.
    pub fn parse(s: &str) -> Option<Self> {
        let (a, b) = s.split_once(',')?;
        Self::new(decimal(a)?, decimal(b)?)
    }

    pub fn lat(&self) -> f64 {
        self.lat
    }

    pub fn lng(&self) -> f64 {
        self.lng
    }

    /// The point on the unit sphere. Straight-line (chord) distance between two of these
    /// grows strictly with the great-circle angle, so an R-tree over them answers
    /// "nearest" in exactly the order haversine does.
    pub(crate) fn unit_vector(&self) -> [f64; 3] {
        let (lat, lng) = (self.lat.to_radians(), self.lng.to_radians());
        [lat.cos() * lng.cos(), lat.cos() * lng.sin(), lat.sin()]
    }

    /// Rounded to 6 decimals (about 0.1 m), as map services report coordinates.
    pub fn rounded(&self) -> Self {
        let r = |v: f64| (v * 1e6).round() / 1e6;
        Self {
            lat: r(self.lat),
            lng: r(self.lng),
        }
    }
}

/// Great-circle distance in metres by the haversine formula on SPEC §9's sphere.
pub fn haversine_m(a: LatLng, b: LatLng) -> f64 {
    let (la1, la2) = (a.lat.to_radians(), b.lat.to_radians());
    let dlat = la2 - la1;
    let dlng = (b.lng - a.lng).to_radians();
    let h = (dlat / 2.0).sin().powi(2) + la1.cos() * la2.cos() * (dlng / 2.0).sin().powi(2);
    EARTH_DIAMETER_M * h.sqrt().min(1.0).asin()
}

/// Kilometres with two decimals, as the product shows distances.
pub fn round_km(m: f64) -> f64 {
    (m / 10.0).round() / 100.0
}

/// [`haversine_m`] in kilometres with two decimals.
pub fn distance_km(a: LatLng, b: LatLng) -> f64 {
    round_km(haversine_m(a, b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_plain_decimals_only() {
        assert_eq!(LatLng::parse("30.25,120.1"), LatLng::new(30.25, 120.1));
        assert_eq!(LatLng::parse("-0.5,0"), LatLng::new(-0.5, 0.0));
        assert_eq!(LatLng::parse("90,-180"), LatLng::new(90.0, -180.0));
        for bad in [
            "", "30", "30,", ",120", " 30,120", "30, 120", "+30,120", "3e1,120", "030,120",
            "30.,120", ".5,120", "inf,0", "NaN,0", "91,0", "0,180.5", "30,120,1", "--1,0",
        ] {
            assert!(LatLng::parse(bad).is_none(), "{bad:?}");
        }
    }

    fn p(lat: f64, lng: f64) -> LatLng {
        LatLng::new(lat, lng).unwrap()
    }

    #[test]
    fn refuses_out_of_range_and_non_finite() {
        assert!(LatLng::new(90.1, 0.0).is_none());
        assert!(LatLng::new(0.0, -180.5).is_none());
        assert!(LatLng::new(f64::NAN, 0.0).is_none());
        assert!(LatLng::new(0.0, f64::INFINITY).is_none());
        assert!(LatLng::parse("30.2,120.1").is_some());
        assert!(LatLng::parse("30.2;120.1").is_none());
        assert!(LatLng::parse("abc,1").is_none());
        assert!(LatLng::parse("").is_none());
    }

    #[test]
    fn one_degree_of_latitude_on_spec_sphere() {
        // π · 12 756 274 / 360 m = 111.319 km.
        assert_eq!(distance_km(p(30.0, 120.0), p(31.0, 120.0)), 111.32);
        assert_eq!(distance_km(p(30.0, 120.0), p(30.0, 120.0)), 0.0);
    }

    #[test]
    fn hangzhou_station_to_west_lake() {
        // Hangzhou railway station to the Broken Bridge, about 3.2 km.
        let d = distance_km(p(30.2435, 120.182), p(30.2585, 120.1523));
        assert!((3.0..3.5).contains(&d), "{d}");
    }

    #[test]
    fn antipodes_do_not_produce_nan() {
        let d = haversine_m(p(0.0, 0.0), p(0.0, 180.0));
        assert!((d - EARTH_DIAMETER_M * std::f64::consts::FRAC_PI_2).abs() < 1e-3);
    }

    #[test]
    fn km_rounding_has_two_decimals() {
        assert_eq!(round_km(1234.0), 1.23);
        assert_eq!(round_km(1235.1), 1.24);
        assert_eq!(round_km(4.0), 0.0);
    }
}
