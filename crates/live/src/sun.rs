//! Sunrise and sunset for a place and a Shanghai calendar day, by NOAA's solar calculator
//! (the equations of its spreadsheet: solar position from the Julian century, refraction
//! and the sun's radius folded into a zenith of 90.833°). Accurate to about a minute at
//! Zhejiang's latitudes.

use crate::clock::days_from_civil;

/// Today's sun times in Shanghai wall time (`HH:MM`); `None` on a day the sun does not rise
/// or set (never in Zhejiang).
#[derive(Clone, Debug, PartialEq)]
pub struct SunTimes {
    pub sunrise: Option<String>,
    pub sunset: Option<String>,
}

const TZ_HOURS: f64 = 8.0;
const ZENITH: f64 = 90.833;

/// Minutes after local midnight of sunrise (`rising`) or sunset on `date`.
pub fn event_minutes(date: (i32, u32, u32), lat: f64, lng: f64, rising: bool) -> Option<f64> {
    let (y, m, d) = date;
    // Julian day of 00:00 UTC on the date.
    let jd0 = days_from_civil(y, m, d) as f64 + 2_440_587.5;
    // First pass at local noon, second at the first estimate: the sun moves a little.
    let mut minutes = 720.0;
    for _ in 0..2 {
        let jd = jd0 + (minutes / 60.0 - TZ_HOURS) / 24.0;
        let (decl, eot) = solar(jd);
        let ha = hour_angle(lat, decl)?;
        let noon = 720.0 - 4.0 * lng - eot + TZ_HOURS * 60.0;
        minutes = if rising {
            noon - 4.0 * ha
        } else {
            noon + 4.0 * ha
        };
    }
    Some(minutes)
}

pub fn sun_times(date: (i32, u32, u32), lat: f64, lng: f64) -> SunTimes {
    let text = |m: f64| {
        let m = m.round().rem_euclid(1440.0) as u32;
        format!("{:02}:{:02}", m / 60, m % 60)
    };
    SunTimes {
        sunrise: event_minutes(date, lat, lng, true).map(text),
        sunset: event_minutes(date, lat, lng, false).map(text),
    }
}

/// The sun's declination (degrees) and the equation of time (minutes) at Julian day `jd`.
fn solar(jd: f64) -> (f64, f64) {
    let t = (jd - 2_451_545.0) / 36_525.0;
    let l0 = (280.46646 + t * (36_000.769_83 + t * 0.0003032)).rem_euclid(360.0);
    let m = 357.52911 + t * (35_999.050_29 - 0.0001537 * t);
    let e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t);
    let mr = m.to_radians();
    let c = mr.sin() * (1.914602 - t * (0.004817 + 0.000014 * t))
        + (2.0 * mr).sin() * (0.019993 - 0.000101 * t)
        + (3.0 * mr).sin() * 0.000289;
    let true_long = l0 + c;
    let omega = (125.04 - 1934.136 * t).to_radians();
    let lambda = (true_long - 0.00569 - 0.00478 * omega.sin()).to_radians();
    let eps0 = 23.0 + (26.0 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60.0) / 60.0;
    let eps = (eps0 + 0.00256 * omega.cos()).to_radians();
    let decl = (eps.sin() * lambda.sin()).asin().to_degrees();
    let y = (eps / 2.0).tan().powi(2);
    let l0r = l0.to_radians();
    let eot = 4.0
        * (y * (2.0 * l0r).sin() - 2.0 * e * mr.sin() + 4.0 * e * y * mr.sin() * (2.0 * l0r).cos()
            - 0.5 * y * y * (4.0 * l0r).sin()
            - 1.25 * e * e * (2.0 * mr).sin())
        .to_degrees();
    (decl, eot)
}

/// The sun's hour angle at rise or set, degrees; `None` when it stays up or down all day.
fn hour_angle(lat: f64, decl: f64) -> Option<f64> {
    let (lat, decl) = (lat.to_radians(), decl.to_radians());
    let cos_ha = ZENITH.to_radians().cos() / (lat.cos() * decl.cos()) - lat.tan() * decl.tan();
    (-1.0..=1.0)
        .contains(&cos_ha)
        .then(|| cos_ha.acos().to_degrees())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Reference times from PyEphem 4.2 (VSOP87 sun; its centre at -0°50' with no
    /// atmosphere model, which is NOAA's definition: 34' of refraction plus the 16' radius),
    /// for the city centres in regions.jsonl, Shanghai time, to the second.
    type Case = (
        &'static str,
        f64,
        f64,
        (i32, u32, u32),
        &'static str,
        &'static str,
    );
    const REFERENCE: [Case; 6] = [
        (
            "Hangzhou",
            30.2889,
            120.2191,
            (2026, 11, 24),
            "06:31:52",
            "16:59:18",
        ),
        (
            "Hangzhou",
            30.2889,
            120.2191,
            (2026, 6, 21),
            "04:57:47",
            "19:03:57",
        ),
        (
            "Hangzhou",
            30.2889,
            120.2191,
            (2026, 3, 20),
            "06:03:31",
            "18:10:15",
        ),
        (
            "Ningbo",
            29.7491,
            121.6732,
            (2026, 11, 24),
            "06:24:58",
            "16:54:34",
        ),
        (
            "Ningbo",
            29.7491,
            121.6732,
            (2026, 6, 21),
            "04:53:17",
            "18:56:49",
        ),
        (
            "Ningbo",
            29.7491,
            121.6732,
            (2026, 3, 20),
            "05:57:43",
            "18:04:25",
        ),
    ];

    fn minutes(hms: &str) -> f64 {
        let p: Vec<f64> = hms.split(':').map(|x| x.parse().unwrap()).collect();
        p[0] * 60.0 + p[1] + p[2] / 60.0
    }

    #[test]
    fn within_two_minutes_of_the_reference() {
        for (city, lat, lng, date, rise, set) in REFERENCE {
            let r = event_minutes(date, lat, lng, true).unwrap();
            let s = event_minutes(date, lat, lng, false).unwrap();
            assert!(
                (r - minutes(rise)).abs() <= 2.0,
                "{city} {date:?} sunrise {r} vs {rise}"
            );
            assert!(
                (s - minutes(set)).abs() <= 2.0,
                "{city} {date:?} sunset {s} vs {set}"
            );
        }
    }

    #[test]
    fn hangzhou_in_late_november_as_text() {
        let t = sun_times((2026, 11, 24), 30.2889, 120.2191);
        assert!(
            matches!(t.sunrise.as_deref(), Some("06:31" | "06:32" | "06:33")),
            "{t:?}"
        );
        assert!(
            matches!(t.sunset.as_deref(), Some("16:58" | "16:59" | "17:00")),
            "{t:?}"
        );
    }

    #[test]
    fn no_sunrise_in_the_polar_night() {
        let t = sun_times((2026, 12, 21), 80.0, 15.0);
        assert_eq!(
            t,
            SunTimes {
                sunrise: None,
                sunset: None
            }
        );
    }
}
