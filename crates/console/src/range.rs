//! The date range every dashboard reads: `from` and `to`, Shanghai calendar days, both
//! included, at most 366 days; by default the last 30 days up to today.

use time::{
    Date, Duration, OffsetDateTime, format_description::BorrowedFormatItem,
    macros::format_description,
};
use youzhe_core::{ApiError, time::SHANGHAI};

/// The longest range, days (a leap year).
pub const MAX_DAYS: i64 = 366;
/// Days the default range covers, today included.
pub const DEFAULT_DAYS: i64 = 30;

const DAY: &[BorrowedFormatItem<'static>] = format_description!("[year]-[month]-[day]");
const DAY_MS: i64 = 86_400_000;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Range {
    pub from: Date,
    pub to: Date,
}

fn parse_day(field: &str, s: &str) -> Result<Date, ApiError> {
    let bad = || ApiError::invalid(field, format!("参数 {field} 须是 YYYY-MM-DD 日期"));
    if s.len() != 10 {
        return Err(bad());
    }
    Date::parse(s, DAY).map_err(|_| bad())
}

pub fn day_string(d: Date) -> String {
    d.format(DAY).unwrap_or_default()
}

impl Range {
    /// Reads `from` and `to` at `now_ms`: a bad date names its field; `to` before `from`
    /// names `to`; more than 366 days names `from`.
    pub fn parse(from: Option<&str>, to: Option<&str>, now_ms: i64) -> Result<Self, ApiError> {
        let today = OffsetDateTime::from_unix_timestamp_nanos(i128::from(now_ms) * 1_000_000)
            .map(|t| t.to_offset(SHANGHAI).date())
            .unwrap_or(Date::MIN);
        let to = match to {
            Some(s) => parse_day("to", s)?,
            None => today,
        };
        let from = match from {
            Some(s) => parse_day("from", s)?,
            None => to - Duration::days(DEFAULT_DAYS - 1),
        };
        if to < from {
            return Err(ApiError::invalid("to", "参数 to 不能早于 from"));
        }
        if (to - from).whole_days() + 1 > MAX_DAYS {
            return Err(ApiError::invalid(
                "from",
                format!("日期范围最多 {MAX_DAYS} 天（参数 from 太早）"),
            ));
        }
        Ok(Self { from, to })
    }

    pub fn from_day(&self) -> String {
        day_string(self.from)
    }

    pub fn to_day(&self) -> String {
        day_string(self.to)
    }

    /// Every day of the range, in order.
    pub fn days(&self) -> Vec<Date> {
        let mut out = Vec::new();
        let mut d = self.from;
        while d <= self.to {
            out.push(d);
            match d.next_day() {
                Some(n) => d = n,
                None => break,
            }
        }
        out
    }

    /// The range as unix milliseconds: `[start of from, start of the day after to)`, Shanghai.
    pub fn ms(&self) -> (i64, i64) {
        (start_ms(self.from), start_ms(self.to) + DAY_MS)
    }
}

/// Midnight in Shanghai at the start of `d`, unix milliseconds.
pub fn start_ms(d: Date) -> i64 {
    d.midnight().assume_offset(SHANGHAI).unix_timestamp() * 1000
}

/// The Shanghai day a unix day number (`(ms + 8 h) / 24 h`) stands for.
pub fn day_of_number(n: i64) -> Option<Date> {
    Date::from_julian_day(i32::try_from(n + 2_440_588).ok()?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_795_559_400_000; // 2026-11-25T06:30:00+08:00

    fn field(r: Result<Range, ApiError>) -> String {
        match r {
            Err(ApiError::Invalid { field, .. }) => field,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn defaults_to_the_last_thirty_days() {
        let r = Range::parse(None, None, NOW).unwrap();
        assert_eq!(r.to_day(), "2026-11-25");
        assert_eq!(r.from_day(), "2026-10-27");
        assert_eq!(r.days().len(), 30);
        let (a, b) = r.ms();
        assert_eq!(b - a, 30 * DAY_MS);
        assert_eq!(
            day_string(day_of_number((a + 8 * 3_600_000) / DAY_MS).unwrap()),
            "2026-10-27"
        );
    }

    #[test]
    fn bad_dates_name_their_field() {
        assert_eq!(field(Range::parse(Some("2026-13-01"), None, NOW)), "from");
        assert_eq!(field(Range::parse(None, Some("2026-1-1"), NOW)), "to");
        assert_eq!(
            field(Range::parse(Some("2026-11-02"), Some("2026-11-01"), NOW)),
            "to"
        );
        assert_eq!(
            field(Range::parse(Some("2025-01-01"), Some("2026-01-02"), NOW)),
            "from"
        );
        let year = Range::parse(Some("2024-01-01"), Some("2024-12-31"), NOW).unwrap();
        assert_eq!(year.days().len(), 366);
    }
}
