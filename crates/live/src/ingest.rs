//! What operators send (docs/LIVE.md, "Ingest"): the bodies, their bounds, and the checks
//! that happen before anything is stored. Every refusal names the field.

use serde::Deserialize;
use time::{OffsetDateTime, format_description::well_known::Rfc3339};
use utoipa::ToSchema;
use youzhe_content::{
    model::{Level, Place},
    snapshot::Snapshot,
};
use youzhe_core::{ApiError, Bounded};

use crate::{build::takes_crowd, store::CrowdRow, view::CrowdLevel};

/// Time-to-live bounds, seconds: a minute to six hours.
pub type Ttl = Bounded<60, 21_600>;

/// An observation may be at most this far ahead of the server's clock (clock skew).
pub const FUTURE_SLACK_MS: i64 = 60_000;
/// And at most this old: older reports would only ever show as unknown.
pub const MAX_AGE_MS: i64 = 7 * 86_400_000;

/// A crowd level observed at a scenic spot, true for `ttl_seconds` (60–21600) after
/// `observed_at`; after that it shows as unknown.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct CrowdInput {
    /// A scenic spot or site of the content (`scenic-hz-xihu`).
    pub place_id: String,
    pub level: CrowdLevel,
    /// When it was observed (RFC 3339 with offset); at most a minute ahead, at most a week old.
    #[schema(format = DateTime)]
    pub observed_at: String,
    // How long the level stays true, seconds (60–21600); after that it shows as unknown. No
    // doc comment: on an inline bound it would become a conflicting `allOf` member.
    #[schema(inline)]
    pub ttl_seconds: Ttl,
}

/// A weather reading for a city (`city_id`: 1201 Hangzhou …), true for `ttl_seconds`
/// (60–21600) after `observed_at`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct WeatherInput {
    // A city id (1201 Hangzhou …).
    #[schema(inline)]
    pub city_id: Bounded<1, 999_999>,
    /// The sky in a word or two (`多云`, `小雨`), 1–12 characters.
    #[schema(min_length = 1, max_length = 12, pattern = r"^\S(.*\S)?$")]
    pub text: String,
    /// Degrees Celsius.
    #[schema(minimum = -50.0, maximum = 60.0)]
    pub temperature_c: f64,
    #[schema(format = DateTime)]
    pub observed_at: String,
    #[schema(inline)]
    pub ttl_seconds: Ttl,
}

/// Every check of a crowd report, before anything is stored: the place is a scenic spot or
/// site of the content (40000 naming `place_id`) and `observed_at` is within its window.
/// The key-based ingest and the console's form both go through it, so they accept the same.
pub fn check_crowd<'a>(
    snap: &'a Snapshot,
    input: &CrowdInput,
    now_ms: i64,
) -> Result<(&'a Place, CrowdRow), ApiError> {
    let place = snap
        .place_by_id
        .get(input.place_id.trim())
        .and_then(|&i| snap.places.get(i as usize))
        .ok_or_else(|| ApiError::invalid("place_id", "参数 place_id 不是已知的地点"))?;
    if !takes_crowd(place.kind) {
        return Err(ApiError::invalid(
            "place_id",
            "参数 place_id 须是景区或文化场馆",
        ));
    }
    let row = CrowdRow {
        place_id: place.id.clone(),
        level: input.level.word().to_string(),
        observed_ms: observed_ms(&input.observed_at, now_ms)?,
        ttl_secs: i64::from(input.ttl_seconds.get()),
    };
    Ok((place, row))
}

/// Characters of a notice at most.
pub const MAX_NOTICE_CHARS: usize = 200;
/// How long a notice may stay up at most: a month.
pub const MAX_NOTICE_MS: i64 = 31 * 86_400_000;

/// A notice for the live pages of a city (or a county of it), shown from now until
/// `ends_at`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NoticeInput {
    // A city id (1201 Hangzhou …).
    #[schema(inline)]
    pub city_id: Bounded<1, 999_999>,
    /// A county of that city (official code, '330106'), when the notice is about it alone.
    #[serde(default)]
    #[schema(pattern = r"^\d{6}$")]
    pub county_code: Option<String>,
    /// The notice, 1–200 characters, no control characters.
    #[schema(min_length = 1, max_length = 200)]
    pub text: String,
    /// Until when it is shown (RFC 3339 with offset): after now, at most 31 days ahead.
    #[schema(format = DateTime)]
    pub ends_at: String,
}

/// A checked notice: city, county (of that city), text, and its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckedNotice {
    pub city_id: u32,
    pub county_code: Option<String>,
    pub text: String,
    pub ends_ms: i64,
}

/// Every check of a notice, each naming its field.
pub fn check_notice(
    snap: &Snapshot,
    input: &NoticeInput,
    now_ms: i64,
) -> Result<CheckedNotice, ApiError> {
    let city = snap
        .region_by_id
        .get(&input.city_id.get())
        .filter(|r| r.level == Level::City)
        .ok_or_else(|| ApiError::invalid("city_id", "参数 city_id 不是已知的城市"))?;
    let county_code = match input.county_code.as_deref().map(str::trim) {
        None | Some("") => None,
        Some(code) => {
            let inside = snap
                .county_by_code
                .get(code)
                .is_some_and(|c| c.parent_id == Some(city.id));
            if !inside {
                return Err(ApiError::invalid(
                    "county_code",
                    "参数 county_code 不是该城市的区县",
                ));
            }
            Some(code.to_string())
        }
    };
    let text = input.text.trim();
    let n = text.chars().count();
    if n == 0 || n > MAX_NOTICE_CHARS || text.chars().any(char::is_control) {
        return Err(ApiError::invalid(
            "text",
            format!("参数 text 须为 1 到 {MAX_NOTICE_CHARS} 个字，不含控制字符"),
        ));
    }
    let ends_ms = parse_instant(&input.ends_at)
        .ok_or_else(|| ApiError::invalid("ends_at", "参数 ends_at 须是 RFC 3339 时间（带时区）"))?;
    if ends_ms <= now_ms || ends_ms > now_ms + MAX_NOTICE_MS {
        return Err(ApiError::invalid(
            "ends_at",
            "参数 ends_at 须晚于现在，且不超过 31 天",
        ));
    }
    Ok(CheckedNotice {
        city_id: city.id,
        county_code,
        text: text.to_string(),
        ends_ms,
    })
}

/// An RFC 3339 instant as unix milliseconds.
pub fn parse_instant(s: &str) -> Option<i64> {
    let t = OffsetDateTime::parse(s.trim(), &Rfc3339).ok()?;
    i64::try_from(t.unix_timestamp_nanos() / 1_000_000).ok()
}

/// `observed_at` checked against the clock.
pub fn observed_ms(s: &str, now_ms: i64) -> Result<i64, ApiError> {
    let ms = parse_instant(s).ok_or_else(|| {
        ApiError::invalid(
            "observed_at",
            "参数 observed_at 须是 RFC 3339 时间（带时区）",
        )
    })?;
    if ms > now_ms + FUTURE_SLACK_MS {
        return Err(ApiError::invalid(
            "observed_at",
            "参数 observed_at 不能晚于当前时间一分钟以上",
        ));
    }
    if ms < now_ms - MAX_AGE_MS {
        return Err(ApiError::invalid(
            "observed_at",
            "参数 observed_at 不能早于七天前",
        ));
    }
    Ok(ms)
}

/// The sky's words: 1–12 characters, no surrounding space, no control characters.
pub fn valid_weather_text(s: &str) -> Option<String> {
    let n = s.chars().count();
    let ok = (1..=12).contains(&n) && s.trim() == s && !s.chars().any(char::is_control);
    ok.then(|| s.to_string())
}

pub fn valid_temperature(t: f64) -> Option<f64> {
    (t.is_finite() && (-50.0..=60.0).contains(&t)).then_some(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_795_559_400_000; // 2026-11-25T06:30:00+08:00

    #[test]
    fn observed_at_within_the_window() {
        assert_eq!(
            observed_ms("2026-11-25T06:30:00+08:00", NOW).ok(),
            Some(NOW)
        );
        assert_eq!(observed_ms("2026-11-24T22:30:00Z", NOW).ok(), Some(NOW));
        assert!(observed_ms("2026-11-25T06:31:00+08:00", NOW).is_ok());
        for bad in [
            "2026-11-25T06:32:00+08:00",
            "2026-11-01T06:30:00+08:00",
            "2026-11-25 06:30",
            "",
        ] {
            match observed_ms(bad, NOW) {
                Err(ApiError::Invalid { field, .. }) => assert_eq!(field, "observed_at"),
                other => panic!("{bad}: {other:?}"),
            }
        }
    }

    #[test]
    fn weather_words_and_degrees() {
        assert_eq!(valid_weather_text("多云").as_deref(), Some("多云"));
        for bad in ["", " 多云", "多云\n", "一二三四五六七八九十一二三"] {
            assert_eq!(valid_weather_text(bad), None, "{bad:?}");
        }
        assert_eq!(valid_temperature(-3.5), Some(-3.5));
        assert_eq!(valid_temperature(61.0), None);
        assert_eq!(valid_temperature(f64::NAN), None);
    }
}
