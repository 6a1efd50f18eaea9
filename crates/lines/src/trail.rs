//! A famous person's trail: the places of their life as a line, generated from the content
//! rather than shipped. Stops go in the person's own order first, then each next stop is the
//! nearest one not yet visited; a day holds at most four stops, and a leg longer than 60 km
//! starts a new day, so a trail across cities is not squeezed into one afternoon.

use youzhe_content::{
    life::places_of_life,
    model::{I18n, Line, Stop},
    snapshot::Snapshot,
};
use youzhe_famous::build::{TRAIL_PREFIX, person};
use youzhe_geo::{LatLng, distance_km};

/// The theme word trails carry (a line theme: `themes::THEMES`).
pub const THEME: &str = "人文";
const STOPS_PER_DAY: u16 = 4;
const NEW_DAY_KM: f64 = 60.0;
/// A trail's stops carry no shipped stay; this is the suggestion, in minutes.
const STAY_MINUTES: u32 = 60;

/// The trail `trail-<person id>`, or `None` for another id, an unknown person or a life
/// with fewer than two places.
pub fn trail(snap: &Snapshot, id: &str) -> Option<Line> {
    let f = person(snap, id.strip_prefix(TRAIL_PREFIX)?)?;
    let places = places_of_life(snap, f);
    if places.len() < 2 {
        return None;
    }
    let at = |i: u32| {
        snap.places
            .get(i as usize)
            .map(|p| LatLng::clamped(p.location.lat, p.location.lng))
    };
    // Start at the first place of their own list, then always the nearest unvisited.
    let mut left = places;
    let mut order = vec![left.remove(0)];
    while !left.is_empty() {
        let here = order.last().copied().and_then(at)?;
        let (k, _) = left
            .iter()
            .enumerate()
            .filter_map(|(k, &i)| Some((k, distance_km(here, at(i)?))))
            .min_by(|a, b| a.1.total_cmp(&b.1))?;
        order.push(left.remove(k));
    }
    let (mut day, mut n) = (1u8, 0u16);
    let mut stops = Vec::with_capacity(order.len());
    let mut city_ids: Vec<u32> = Vec::new();
    for (k, &i) in order.iter().enumerate() {
        let p = snap.places.get(i as usize)?;
        if k > 0 {
            let far = order
                .get(k - 1)
                .and_then(|&j| Some(distance_km(at(j)?, at(i)?)))
                .is_some_and(|d| d > NEW_DAY_KM);
            if n == STOPS_PER_DAY || far {
                day = day.saturating_add(1);
                n = 0;
            }
        }
        n += 1;
        if !city_ids.contains(&p.city_id) {
            city_ids.push(p.city_id);
        }
        stops.push(Stop {
            place_id: p.id.clone(),
            day,
            order: n,
            stay_minutes: Some(STAY_MINUTES),
            note: None,
            location: None,
        });
    }
    let name = &f.name;
    Some(Line {
        id: id.to_string(),
        name: I18n {
            zh: format!("{}足迹", name.zh),
            en: format!("In the footsteps of {}", name.en),
        },
        theme: THEME.to_string(),
        days: day,
        city_ids,
        stops,
        description: format!(
            "{}生平中的{}处地点，按就近顺序连成的路线：由本站根据人物资料生成，不是旅行社线路；每站停留时间为建议。",
            name.zh,
            order.len()
        ),
        media: Vec::new(),
        source: f.source.clone(),
    })
}
