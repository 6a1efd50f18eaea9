//! The time the live answers are computed for, in Asia/Shanghai wall time (UTC+8 all year:
//! China keeps no daylight saving). Injectable, so tests can stand at any instant.

use std::sync::Arc;

use youzhe_core::time::now_ms;

/// Unix milliseconds now. `Clock::system()` in the server; a fixed instant in tests.
#[derive(Clone)]
pub struct Clock(Arc<dyn Fn() -> i64 + Send + Sync>);

impl Clock {
    pub fn system() -> Self {
        Self(Arc::new(now_ms))
    }

    pub fn fixed(ms: i64) -> Self {
        Self(Arc::new(move || ms))
    }

    pub fn now_ms(&self) -> i64 {
        (self.0)()
    }
}

impl std::fmt::Debug for Clock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Clock")
    }
}

const OFFSET_MS: i64 = 8 * 3_600_000;
const DAY_MS: i64 = 86_400_000;

/// A Shanghai wall-clock instant: the calendar date, weekday (0 = Monday) and minute of day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalTime {
    pub date: (i32, u32, u32),
    pub weekday: u8,
    pub minute: u16,
}

impl LocalTime {
    pub fn of(ms: i64) -> Self {
        let local = ms + OFFSET_MS;
        let days = local.div_euclid(DAY_MS);
        let minute = (local.rem_euclid(DAY_MS) / 60_000) as u16;
        // 1970-01-01 was a Thursday (weekday 3 counting Monday as 0).
        let weekday = (days + 3).rem_euclid(7) as u8;
        Self {
            date: civil_from_days(days),
            weekday,
            minute,
        }
    }

    /// `YYYY-MM-DD`.
    pub fn date_text(&self) -> String {
        let (y, m, d) = self.date;
        format!("{y:04}-{m:02}-{d:02}")
    }
}

/// Days since 1970-01-01 to the proleptic Gregorian date (Howard Hinnant's algorithm).
pub fn civil_from_days(z: i64) -> (i32, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    ((if m <= 2 { y + 1 } else { y }) as i32, m, d)
}

/// The inverse of [`civil_from_days`].
pub fn days_from_civil(y: i32, m: u32, d: u32) -> i64 {
    let y = i64::from(if m <= 2 { y - 1 } else { y });
    let era = y.div_euclid(400);
    let yoe = y.rem_euclid(400);
    let m = i64::from(m);
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + i64::from(d) - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shanghai_wall_time() {
        // 2026-11-24T22:30:00Z is Wednesday 25 November, 06:30 in Shanghai.
        let t = LocalTime::of(1_795_559_400_000);
        assert_eq!(t.date, (2026, 11, 25));
        assert_eq!(t.weekday, 2);
        assert_eq!(t.minute, 6 * 60 + 30);
        assert_eq!(t.date_text(), "2026-11-25");
        assert_eq!(
            days_from_civil(2026, 11, 25),
            (1_795_559_400_000 + OFFSET_MS) / DAY_MS
        );
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(LocalTime::of(0).weekday, 3);
    }
}
