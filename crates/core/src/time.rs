//! Time as the product shows it: instants in milliseconds for storage (portable across
//! SQLite and PostgreSQL), RFC 3339 in Asia/Shanghai (UTC+8, no daylight saving) for people.

use ::time::{OffsetDateTime, UtcOffset, format_description::well_known::Rfc3339};

/// Asia/Shanghai has been UTC+8 all year since 1991, so a fixed offset is exact.
pub const SHANGHAI: UtcOffset = match UtcOffset::from_hms(8, 0, 0) {
    Ok(o) => o,
    Err(_) => UtcOffset::UTC,
};

pub fn now_ms() -> i64 {
    (OffsetDateTime::now_utc().unix_timestamp_nanos() / 1_000_000) as i64
}

pub fn now_secs() -> i64 {
    OffsetDateTime::now_utc().unix_timestamp()
}

/// `2026-11-21T20:05:00+08:00` for a unix-millisecond instant.
pub fn rfc3339_shanghai(ms: i64) -> String {
    let t = OffsetDateTime::from_unix_timestamp_nanos(i128::from(ms) * 1_000_000)
        .unwrap_or(OffsetDateTime::UNIX_EPOCH)
        .to_offset(SHANGHAI);
    t.format(&Rfc3339).unwrap_or_default()
}

/// The Shanghai calendar day (`YYYY-MM-DD`) of an instant: what "today" means to a visitor.
pub fn shanghai_day(ms: i64) -> String {
    rfc3339_shanghai(ms).chars().take(10).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_in_shanghai_time() {
        // 2026-11-21T12:00:00Z is 20:00 in Shanghai.
        assert_eq!(
            rfc3339_shanghai(1_795_262_400_000),
            "2026-11-21T20:00:00+08:00"
        );
        // 17:00Z is already the next day in Shanghai.
        assert_eq!(shanghai_day(1_795_280_400_000), "2026-11-22");
    }
}
