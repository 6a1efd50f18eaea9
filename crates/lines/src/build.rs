//! The answers, built from one snapshot.

use std::borrow::Cow;

use youzhe_content::{
    model::{Line, Place},
    page::PageRoute,
    snapshot::Snapshot,
};
use youzhe_geo::{LatLng, distance_km};
use youzhe_places::card::{card_at, cover_crop, first_photo, real_photos, summary};

use crate::{
    themes::{self, THEMES},
    trail,
    travel::{self, Leg},
    view::{LineCard, LineDay, LineDetail, LineLength, LineStop, LineTheme, LineThemes, StopPoint},
};

/// A shipped line, or a famous person's trail generated from the content (`trail`).
pub fn line<'a>(snap: &'a Snapshot, id: &str) -> Option<Cow<'a, Line>> {
    match snap.lines.iter().find(|l| l.id == id) {
        Some(l) => Some(Cow::Borrowed(l)),
        None => trail::trail(snap, id).map(Cow::Owned),
    }
}

/// True if the line is in the theme (`None`: every theme) and lasts `days` (`None`: any).
pub fn matches(l: &Line, theme: Option<&str>, days: Option<u32>) -> bool {
    theme.is_none_or(|t| themes::by_name(&l.theme).is_some_and(|th| th.id == t))
        && days.is_none_or(|d| u32::from(l.days) == d)
}

/// The line's stops the snapshot has, by day then order.
pub fn stops<'a>(
    snap: &'a Snapshot,
    l: &'a Line,
) -> Vec<(u32, u32, &'a youzhe_content::model::Stop, &'a Place)> {
    let mut out: Vec<_> = l
        .stops
        .iter()
        .filter_map(|s| {
            let i = *snap.place_by_id.get(&s.place_id)?;
            let p = snap.places.get(i as usize)?;
            Some((u32::from(s.day), u32::from(s.order), s, p))
        })
        .collect();
    out.sort_by_key(|(d, o, _, _)| (*d, *o));
    out
}

/// Where a stop is: its own point when the line places it, else its place's.
pub fn at(s: &youzhe_content::model::Stop, p: &Place) -> LatLng {
    let point = s.location.unwrap_or(p.location);
    LatLng::clamped(point.lat, point.lng)
}

pub fn card(snap: &Snapshot, l: &Line) -> LineCard {
    let theme = themes::by_name(&l.theme);
    let stops = stops(snap, l);
    LineCard {
        id: l.id.clone(),
        page: PageRoute::Line,
        name: l.name.zh.clone(),
        name_en: l.name.en.clone(),
        theme: theme.map_or_else(String::new, |t| t.id.to_string()),
        theme_name: l.theme.clone(),
        days: u32::from(l.days),
        city_ids: l.city_ids.clone(),
        city_names: l
            .city_ids
            .iter()
            .filter_map(|c| snap.region_by_id.get(c))
            .map(|r| r.name.zh.clone())
            .collect(),
        stop_count: stops.len() as u32,
        stop_names: stops.iter().map(|(_, _, _, p)| p.name.zh.clone()).collect(),
        summary: summary(&l.description),
        cover: first_photo(&l.media),
        crop: cover_crop(&l.media),
    }
}

pub fn detail(snap: &Snapshot, l: &Line) -> LineDetail {
    let mut itinerary: Vec<LineDay> = Vec::new();
    let mut prev: Option<(u32, LatLng)> = None;
    for (day, order, s, p) in stops(snap, l) {
        let here = at(s, p);
        let from_previous: Option<Leg> = match prev {
            Some((d, q)) if d == day => Some(travel::leg(distance_km(q, here))),
            _ => None,
        };
        prev = Some((day, here));
        if itinerary.last().is_none_or(|d| d.day != day) {
            itinerary.push(LineDay {
                day,
                stops: Vec::new(),
                distance_km: 0.0,
                minutes: 0,
            });
        }
        if let Some(d) = itinerary.last_mut() {
            if let Some(leg) = &from_previous {
                d.distance_km += leg.distance_km;
                d.minutes += leg.minutes;
            }
            d.minutes += s.stay_minutes.unwrap_or(0);
            d.stops.push(LineStop {
                order,
                stay_minutes: s.stay_minutes,
                note: s.note.clone(),
                from_previous,
                location: s.location.map(|_| StopPoint {
                    lat: here.lat(),
                    lng: here.lng(),
                }),
                place: card_at(snap, p, None),
            });
        }
    }
    for d in &mut itinerary {
        d.distance_km = (d.distance_km * 100.0).round() / 100.0;
    }
    LineDetail {
        card: card(snap, l),
        description: l.description.clone(),
        source: l.source.clone(),
        estimate: travel::RULE.to_string(),
        photos: real_photos(&l.media),
        itinerary,
    }
}

pub fn themes(snap: &Snapshot) -> LineThemes {
    let themes = THEMES
        .iter()
        .map(|t| LineTheme {
            id: t.id.to_string(),
            name: t.name.to_string(),
            lines: snap
                .lines
                .iter()
                .filter(|l| matches(l, Some(t.id), None))
                .count() as u32,
        })
        .filter(|t| t.lines > 0)
        .collect();
    let mut lengths: Vec<LineLength> = Vec::new();
    for l in &snap.lines {
        let days = u32::from(l.days);
        match lengths.iter_mut().find(|x| x.days == days) {
            Some(x) => x.lines += 1,
            None => lengths.push(LineLength { days, lines: 1 }),
        }
    }
    lengths.sort_by_key(|x| x.days);
    LineThemes {
        themes,
        lengths,
        total: snap.lines.len() as u32,
    }
}
