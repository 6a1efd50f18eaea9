//! Putting a city's live answer together from the content snapshot, the stored reports and
//! the weather readings, for one instant. Pure: everything it needs is passed in.

use std::collections::HashMap;

use youzhe_content::{
    bulletin::Bulletin,
    model::{Place, PlaceKind, Region},
    snapshot::Snapshot,
};
use youzhe_core::time::rfc3339_shanghai;
use youzhe_places::card::card;

use crate::{
    clock::LocalTime,
    hours::{OpenNow, open_at},
    store::CrowdRow,
    sun::sun_times,
    view::{
        CityDetail, CityLive, Crowd, CrowdLevel, CrowdSpot, Freshness, LiveNotice, OpenBrief,
        OpenCount, OpenPlace, Sun, UnclearPlace, Weather,
    },
};

/// Scenic spots the province page shows per city, and the city page.
pub const PROVINCE_SPOTS: usize = 3;
pub const CITY_SPOTS: usize = 6;
/// Open places the province page names per city, and the city page lists.
pub const PROVINCE_EXAMPLES: usize = 3;
pub const CITY_OPEN: usize = 40;

/// The place kinds that take crowd reports.
pub fn takes_crowd(kind: PlaceKind) -> bool {
    matches!(kind, PlaceKind::Scenic | PlaceKind::Site)
}

/// What one report says at `now`: its level only while within its time-to-live.
pub fn crowd_of(p: &Place, row: Option<&CrowdRow>, now_ms: i64) -> Crowd {
    let mut c = Crowd {
        place_id: p.id.clone(),
        name: p.name.zh.clone(),
        city_id: p.city_id,
        state: Freshness::Unknown,
        level: None,
        observed_at: None,
        expires_at: None,
    };
    if let Some(r) = row {
        let expires = r.observed_ms + r.ttl_secs * 1000;
        c.observed_at = Some(rfc3339_shanghai(r.observed_ms));
        c.expires_at = Some(rfc3339_shanghai(expires));
        if expires > now_ms {
            c.state = Freshness::Fresh;
            c.level = CrowdLevel::from_word(&r.level);
        }
    }
    c
}

fn by_popularity(snap: &Snapshot, city: u32) -> Vec<&Place> {
    let mut ps: Vec<&Place> = snap.places.iter().filter(|p| p.city_id == city).collect();
    ps.sort_by(|a, b| b.popularity.cmp(&a.popularity).then(a.id.cmp(&b.id)));
    ps
}

/// The city's main scenic spots (most popular first), then any other spot with a report.
fn spots<'a>(ps: &[&'a Place], crowd: &HashMap<&str, &CrowdRow>, main: usize) -> Vec<&'a Place> {
    let mut out: Vec<&Place> = ps
        .iter()
        .filter(|p| p.kind == PlaceKind::Scenic)
        .take(main)
        .copied()
        .collect();
    for p in ps {
        if takes_crowd(p.kind)
            && crowd.contains_key(p.id.as_str())
            && !out.iter().any(|o| o.id == p.id)
        {
            out.push(p);
        }
    }
    out
}

fn sun(city: &Region, at: LocalTime) -> Sun {
    let s = sun_times(at.date, city.centroid.lat, city.centroid.lng);
    Sun {
        date: at.date_text(),
        sunrise: s.sunrise,
        sunset: s.sunset,
    }
}

struct Opening<'a> {
    count: OpenCount,
    open: Vec<(&'a Place, Option<String>)>,
    unclear: Vec<(&'a Place, String)>,
}

fn opening<'a>(ps: &[&'a Place], at: LocalTime) -> Opening<'a> {
    let mut o = Opening {
        count: OpenCount {
            open: 0,
            closed: 0,
            unclear: 0,
        },
        open: Vec::new(),
        unclear: Vec::new(),
    };
    for p in ps {
        match open_at(p.opening_hours.as_deref(), at) {
            OpenNow::Open { until } => {
                o.count.open += 1;
                o.open.push((p, until));
            }
            OpenNow::Closed => o.count.closed += 1,
            OpenNow::Unclear(note) => {
                o.count.unclear += 1;
                o.unclear.push((p, note));
            }
        }
    }
    o
}

/// Everything the live pages read, for one instant.
pub struct Inputs<'a> {
    pub snap: &'a Snapshot,
    pub crowd: HashMap<&'a str, &'a CrowdRow>,
    pub weather: &'a HashMap<u32, Weather>,
    /// The notices shown now, newest first ([`live_notices`]).
    pub notices: &'a [LiveNotice],
    pub now_ms: i64,
}

/// A content notice as the live pages show it; `None` for a province-wide one, which has
/// no city page of its own.
pub fn notice_of(b: &Bulletin) -> Option<LiveNotice> {
    Some(LiveNotice {
        id: b.id.clone(),
        city_id: b.city_id?,
        county_code: b.county_code.clone(),
        text: b.title.clone(),
        level: b.level.clone().unwrap_or_else(|| "info".into()),
        starts_at: b.starts_at.clone(),
        ends_at: b.ends_at.clone(),
    })
}

/// The snapshot's notices of a city shown at `now_ms`, newest first: one kind of notice
/// for the whole product (docs/LIVE.md), read from the content rather than a table of
/// the live form's own.
pub fn live_notices(snap: &Snapshot, now_ms: i64) -> Vec<LiveNotice> {
    let mut shown: Vec<&Bulletin> = snap.notices.iter().filter(|b| b.live_at(now_ms)).collect();
    shown.sort_by(|a, b| b.starts_ms.cmp(&a.starts_ms).then(a.id.cmp(&b.id)));
    shown.into_iter().filter_map(notice_of).collect()
}

impl Inputs<'_> {
    fn notices(&self, city: u32) -> Vec<LiveNotice> {
        self.notices
            .iter()
            .filter(|n| n.city_id == city)
            .cloned()
            .collect()
    }

    fn weather(&self, city: u32) -> Weather {
        self.weather
            .get(&city)
            .cloned()
            .unwrap_or_else(Weather::not_configured)
    }

    pub fn city_live(&self, city: &Region) -> CityLive {
        let at = LocalTime::of(self.now_ms);
        let ps = by_popularity(self.snap, city.id);
        let o = opening(&ps, at);
        CityLive {
            city_id: city.id,
            name: city.name.zh.clone(),
            short_name: city.short_name.clone(),
            sun: sun(city, at),
            open_now: o.count,
            open_examples: o
                .open
                .iter()
                .take(PROVINCE_EXAMPLES)
                .map(|(p, until)| OpenBrief {
                    id: p.id.clone(),
                    kind: p.kind,
                    name: p.name.zh.clone(),
                    closes_at: until.clone(),
                })
                .collect(),
            crowd: spots(&ps, &self.crowd, PROVINCE_SPOTS)
                .into_iter()
                .map(|p| crowd_of(p, self.crowd.get(p.id.as_str()).copied(), self.now_ms))
                .collect(),
            weather: self.weather(city.id),
            notices: self.notices(city.id),
        }
    }

    pub fn city_detail(&self, city: &Region) -> CityDetail {
        let at = LocalTime::of(self.now_ms);
        let ps = by_popularity(self.snap, city.id);
        let o = opening(&ps, at);
        CityDetail {
            now: rfc3339_shanghai(self.now_ms),
            city_id: city.id,
            name: city.name.zh.clone(),
            short_name: city.short_name.clone(),
            sun: sun(city, at),
            open_now: o.count,
            open: o
                .open
                .iter()
                .take(CITY_OPEN)
                .map(|(p, until)| OpenPlace {
                    place: card(self.snap, p, None),
                    closes_at: until.clone(),
                })
                .collect(),
            unclear: o
                .unclear
                .iter()
                .map(|(p, note)| UnclearPlace {
                    id: p.id.clone(),
                    name: p.name.zh.clone(),
                    note: note.clone(),
                })
                .collect(),
            crowd: spots(&ps, &self.crowd, CITY_SPOTS)
                .into_iter()
                .map(|p| CrowdSpot {
                    place: card(self.snap, p, None),
                    crowd: crowd_of(p, self.crowd.get(p.id.as_str()).copied(), self.now_ms),
                })
                .collect(),
            weather: self.weather(city.id),
            notices: self.notices(city.id),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::CrowdLevel;

    fn place() -> Place {
        serde_json::from_value(serde_json::json!({
            "id": "scenic-hz-xihu", "kind": "scenic", "name": {"zh": "西湖", "en": "West Lake"},
            "city_id": 1201, "county_code": "330106", "address": "", "location": {"lat": 30.25, "lng": 120.15},
            "themes": [], "tags": [], "opening_hours": "全天开放", "price_level": null, "avg_price": null,
            "phone": null, "a_level": "5A", "ticket": null, "facilities": null, "star": null,
            "description": "", "popularity": 99, "media": [], "source": ""
        }))
        .unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_level_past_its_ttl_is_unknown_with_its_time() {
        let row = CrowdRow {
            place_id: "scenic-hz-xihu".into(),
            level: "拥挤".into(),
            observed_ms: 1_000_000,
            ttl_secs: 60,
        };
        let fresh = crowd_of(&place(), Some(&row), 1_000_000 + 59_999);
        assert_eq!(
            (fresh.state, fresh.level),
            (Freshness::Fresh, Some(CrowdLevel::Crowded))
        );
        let stale = crowd_of(&place(), Some(&row), 1_000_000 + 60_000);
        assert_eq!((stale.state, stale.level), (Freshness::Unknown, None));
        assert_eq!(stale.observed_at, Some(rfc3339_shanghai(1_000_000)));
        let none = crowd_of(&place(), None, 0);
        assert_eq!((none.state, none.observed_at), (Freshness::Unknown, None));
    }
}
