//! The answers, built from one snapshot.

use std::collections::HashMap;

use youzhe_content::{
    model::{Place, Suggestion},
    snapshot::Snapshot,
};
use youzhe_geo::{LatLng, haversine_m};
use youzhe_places::card::card_at;

use crate::view::{
    SuggestCard, SuggestCity, SuggestDetail, SuggestTheme, SuggestThemeDetail, SuggestThemes,
};

/// The suggestion's places the snapshot has, in the suggestion's order.
pub fn places<'a>(snap: &'a Snapshot, s: &Suggestion) -> Vec<&'a Place> {
    s.place_ids
        .iter()
        .filter_map(|id| snap.places.get(*snap.place_by_id.get(id)? as usize))
        .collect()
}

/// The suggestions' indexes, newest first (ties by id, so the order is stable).
pub fn newest_first(snap: &Snapshot) -> Vec<usize> {
    let mut order: Vec<usize> = (0..snap.suggestions.len()).collect();
    order.sort_by(|&a, &b| {
        let (a, b) = (&snap.suggestions[a], &snap.suggestions[b]);
        b.published_at
            .cmp(&a.published_at)
            .then_with(|| a.id.cmp(&b.id))
    });
    order
}

fn city_name(snap: &Snapshot, id: Option<u32>) -> String {
    id.and_then(|c| snap.region_by_id.get(&c))
        .map_or_else(String::new, |r| r.name.zh.clone())
}

pub fn card(snap: &Snapshot, s: &Suggestion) -> SuggestCard {
    let places = places(snap, s);
    SuggestCard {
        id: s.id.clone(),
        title: s.title.clone(),
        summary: s.summary.clone(),
        city_id: s.city_id,
        city_name: city_name(snap, s.city_id),
        themes: s.themes.clone(),
        published_at: s.published_at.clone(),
        date: s.published_at.chars().take(10).collect(),
        place_count: places.len() as u32,
        place_names: places.iter().map(|p| p.name.zh.clone()).collect(),
        cover: places
            .first()
            .map_or_else(String::new, |p| card_at(snap, p, None).cover),
    }
}

pub fn detail(snap: &Snapshot, s: &Suggestion) -> SuggestDetail {
    SuggestDetail {
        card: card(snap, s),
        body: s.body.clone(),
        source: s.source.clone(),
        places: places(snap, s)
            .into_iter()
            .map(|p| card_at(snap, p, None))
            .collect(),
    }
}

/// True if the suggestion is about the city (`None`: any) and carries the theme (`None`: any).
pub fn matches(s: &Suggestion, city: Option<u32>, theme: Option<&str>) -> bool {
    city.is_none_or(|c| s.city_id == Some(c))
        && theme.is_none_or(|t| s.themes.iter().any(|x| x == t))
}

pub fn themes(snap: &Snapshot) -> SuggestThemes {
    let mut themes: Vec<SuggestTheme> = Vec::new();
    let mut cities: HashMap<u32, u32> = HashMap::new();
    for s in &snap.suggestions {
        for t in &s.themes {
            match themes.iter_mut().find(|x| &x.name == t) {
                Some(x) => x.count += 1,
                None => themes.push(SuggestTheme {
                    name: t.clone(),
                    count: 1,
                }),
            }
        }
        if let Some(c) = s.city_id {
            *cities.entry(c).or_default() += 1;
        }
    }
    // Most used first; among equals, the order they first appear in the content.
    themes.sort_by_key(|t| std::cmp::Reverse(t.count));
    let mut cities: Vec<SuggestCity> = cities
        .into_iter()
        .map(|(id, count)| SuggestCity {
            id,
            name: city_name(snap, Some(id)),
            count,
        })
        .collect();
    cities.sort_by_key(|c| c.id);
    SuggestThemes {
        themes,
        cities,
        total: snap.suggestions.len() as u32,
    }
}

/// One theme's suggestions, newest first; `None` when no suggestion carries it.
pub fn theme_detail(
    snap: &Snapshot,
    order: &[usize],
    cards: &[SuggestCard],
    theme: &str,
) -> Option<SuggestThemeDetail> {
    let list: Vec<SuggestCard> = order
        .iter()
        .filter(|&&i| matches(&snap.suggestions[i], None, Some(theme)))
        .filter_map(|&i| cards.get(i).cloned())
        .collect();
    (!list.is_empty()).then(|| SuggestThemeDetail {
        name: theme.to_string(),
        count: list.len() as u32,
        list,
    })
}

/// The metres from `from` to the nearest of the suggestion's places, and that place.
pub fn nearest<'a>(snap: &'a Snapshot, s: &Suggestion, from: LatLng) -> Option<(f64, &'a Place)> {
    places(snap, s)
        .into_iter()
        .map(|p| {
            let at = LatLng::clamped(p.location.lat, p.location.lng);
            (haversine_m(from, at), p)
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
}
