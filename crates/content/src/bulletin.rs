//! News items and notices as visitors read them, built once per snapshot: the body as safe
//! HTML, a plain summary, the window in milliseconds. One list for the suggestions, the
//! topic pages, `tour/classic` and the live pages, so they cannot disagree on what is shown
//! where and when.

use serde::Deserialize;
use utoipa::IntoParams;

use crate::{
    model::{News, Notice},
    rich,
};

/// The query of every visitor list of news or notices.
#[derive(Debug, Default, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct BulletinParams {
    /// The visitor's city (1201 …): its own items and the province-wide ones. Absent:
    /// every item shown now, province-wide or not.
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
}

/// Characters of a list's summary.
const SUMMARY_CHARS: usize = 80;

/// Which entity an item is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BulletinKind {
    News,
    Notice,
}

#[derive(Clone, Debug)]
pub struct Bulletin {
    pub kind: BulletinKind,
    pub id: String,
    pub title: String,
    pub summary: String,
    /// The body, sanitised (`rich::to_safe_html`).
    pub html: String,
    /// `info`, `warning`, `closure` for a notice; null for news.
    pub level: Option<String>,
    pub city_id: Option<u32>,
    pub county_code: Option<String>,
    pub pinned: bool,
    pub starts_at: String,
    pub ends_at: Option<String>,
    pub starts_ms: i64,
    /// `i64::MAX` when it never ends.
    pub ends_ms: i64,
    pub source: String,
}

/// An RFC 3339 instant with its offset, in unix milliseconds.
pub fn parse_instant(s: &str) -> Option<i64> {
    let t = time::OffsetDateTime::parse(s, &time::format_description::well_known::Rfc3339).ok()?;
    i64::try_from(t.unix_timestamp_nanos() / 1_000_000).ok()
}

impl Bulletin {
    fn new(kind: BulletinKind, n: &News, level: Option<String>) -> Self {
        Self {
            kind,
            id: n.id.clone(),
            title: n.title.clone(),
            summary: rich::summary(&n.body, SUMMARY_CHARS),
            html: rich::to_safe_html(&n.body),
            level,
            city_id: n.city_id,
            county_code: n.county_code.clone(),
            pinned: n.pinned,
            starts_at: n.starts_at.clone(),
            ends_at: n.ends_at.clone(),
            // The validator refuses an unreadable time; a record that slipped past it is
            // never shown rather than shown forever.
            starts_ms: parse_instant(&n.starts_at).unwrap_or(i64::MAX),
            ends_ms: n
                .ends_at
                .as_deref()
                .map_or(Some(i64::MAX), parse_instant)
                .unwrap_or(i64::MIN),
            source: n.source.clone(),
        }
    }

    pub fn of_news(n: &News) -> Self {
        Self::new(BulletinKind::News, n, None)
    }

    pub fn of_notice(n: &Notice) -> Self {
        let as_news = News {
            id: n.id.clone(),
            title: n.title.clone(),
            body: n.body.clone(),
            city_id: n.city_id,
            county_code: n.county_code.clone(),
            pinned: n.pinned,
            starts_at: n.starts_at.clone(),
            ends_at: n.ends_at.clone(),
            source: n.source.clone(),
        };
        Self::new(BulletinKind::Notice, &as_news, Some(n.level.clone()))
    }

    /// Shown at `now_ms`: started and not yet ended.
    pub fn live_at(&self, now_ms: i64) -> bool {
        self.starts_ms <= now_ms && now_ms < self.ends_ms
    }

    /// For visitors of `city` (none: anywhere): the city's own and the province's.
    pub fn shown_in(&self, city: Option<u32>) -> bool {
        match (city, self.city_id) {
            (_, None) | (None, _) => true,
            (Some(c), Some(own)) => c == own,
        }
    }
}

/// Sorted for visitors: pinned first, then newest start first, then id (a stable order for
/// paging).
pub fn sort(items: &mut [Bulletin]) {
    items.sort_by(|a, b| {
        b.pinned
            .cmp(&a.pinned)
            .then(b.starts_ms.cmp(&a.starts_ms))
            .then(a.id.cmp(&b.id))
    });
}

/// The items of `all` (already [`sort`]ed) shown in `city` at `now_ms`.
pub fn current(all: &[Bulletin], city: Option<u32>, now_ms: i64) -> Vec<&Bulletin> {
    all.iter()
        .filter(|b| b.live_at(now_ms) && b.shown_in(city))
        .collect()
}

/// A tag for the ETag of an answer read at `now_ms`: the latest window edge (a start or an
/// end) already passed. It changes exactly when an item appears or drops out by the clock,
/// so a cached copy revalidated after that is not answered 304.
pub fn window_tag(all: &[Bulletin], now_ms: i64) -> i64 {
    all.iter()
        .flat_map(|b| [b.starts_ms, b.ends_ms])
        .filter(|t| *t <= now_ms)
        .max()
        .unwrap_or(0)
}

/// `etag` (a snapshot's, quoted) with the window tag inside the quotes.
pub fn etag_at(etag: &str, all: &[Bulletin], now_ms: i64) -> String {
    format!(
        "\"{}-w{}\"",
        etag.trim_matches('"'),
        window_tag(all, now_ms)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn news(
        id: &str,
        city: Option<u32>,
        pinned: bool,
        starts: &str,
        ends: Option<&str>,
    ) -> Bulletin {
        Bulletin::of_news(&News {
            id: id.into(),
            title: id.into(),
            body: "正文".into(),
            city_id: city,
            county_code: None,
            pinned,
            starts_at: starts.into(),
            ends_at: ends.map(str::to_string),
            source: "测试".into(),
        })
    }

    #[test]
    fn windows_cities_and_order() {
        let now = parse_instant("2026-11-29T12:00:00+08:00").unwrap_or_default();
        let mut all = vec![
            news("old", Some(1201), false, "2026-11-01T00:00:00+08:00", None),
            news("new", None, false, "2026-11-28T00:00:00+08:00", None),
            news("pin", Some(1201), true, "2026-10-01T00:00:00+08:00", None),
            news("nb", Some(1202), false, "2026-11-28T00:00:00+08:00", None),
            news("later", None, false, "2026-12-01T00:00:00+08:00", None),
            news(
                "over",
                None,
                false,
                "2026-11-01T00:00:00+08:00",
                Some("2026-11-29T11:00:00+08:00"),
            ),
        ];
        sort(&mut all);
        let ids = |c| {
            current(&all, c, now)
                .iter()
                .map(|b| b.id.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(ids(Some(1201)), ["pin", "new", "old"]);
        // Same start: by id, so pages never overlap.
        assert_eq!(ids(Some(1202)), ["nb", "new"]);
        // The latest edge passed is "over"'s end; the etag moves when the next one passes.
        assert_eq!(
            window_tag(&all, now),
            parse_instant("2026-11-29T11:00:00+08:00").unwrap_or_default()
        );
        assert_ne!(
            etag_at("\"e\"", &all, now),
            etag_at("\"e\"", &all, i64::MAX - 1)
        );
    }
}
