//! "Guess you like" and "you may also like" (docs/PLACES.md § Recommendations): a fixed
//! score, so the same input always gives the same list, and never the place itself.
//!
//! score = 3 × same kind (2 × same group) + 1 × each shared theme (at most 3)
//!       + 3 × max(0, 1 − distance / 20 km) + popularity / 100, ties by id.

use youzhe_content::model::Place;
use youzhe_geo::{LatLng, haversine_m};

use crate::{card::location, groups::Group};

const SAME_KIND: f64 = 3.0;
const SAME_GROUP: f64 = 2.0;
const MAX_SHARED_THEMES: usize = 3;
const NEAR: f64 = 3.0;
const NEAR_KM: f64 = 20.0;

/// What the list is for: a place (the page being read), and where distance is measured
/// from (the place, else the visitor).
#[derive(Clone, Copy, Debug, Default)]
pub struct Seed<'a> {
    pub place: Option<&'a Place>,
    pub from: Option<LatLng>,
}

impl<'a> Seed<'a> {
    pub fn new(place: Option<&'a Place>, visitor: Option<LatLng>) -> Self {
        Self {
            place,
            from: place.and_then(location).or(visitor),
        }
    }
}

pub fn score(seed: &Seed, c: &Place) -> f64 {
    let mut s = 0.0;
    if let Some(p) = seed.place {
        if p.kind == c.kind {
            s += SAME_KIND;
        } else if Group::of(p.kind) == Group::of(c.kind) {
            s += SAME_GROUP;
        }
        let shared = c.themes.iter().filter(|t| p.themes.contains(t)).count();
        s += shared.min(MAX_SHARED_THEMES) as f64;
    }
    if let (Some(from), Some(at)) = (seed.from, location(c)) {
        let km = haversine_m(from, at) / 1000.0;
        s += NEAR * (1.0 - km / NEAR_KM).max(0.0);
    }
    s + f64::from(c.popularity) / 100.0
}

/// The indexes of the best `size` places `keep` allows, best first; the seed place is
/// never among them.
pub fn recommend(
    places: &[Place],
    seed: &Seed,
    size: usize,
    keep: impl Fn(&Place) -> bool,
) -> Vec<u32> {
    let mut scored: Vec<(f64, u32)> = places
        .iter()
        .enumerate()
        .filter(|(_, c)| seed.place.is_none_or(|p| p.id != c.id) && keep(c))
        .map(|(i, c)| (score(seed, c), i as u32))
        .collect();
    let order = |a: &(f64, u32), b: &(f64, u32)| {
        b.0.total_cmp(&a.0)
            .then_with(|| places[a.1 as usize].id.cmp(&places[b.1 as usize].id))
    };
    if size == 0 {
        return Vec::new();
    }
    if scored.len() > size {
        scored.select_nth_unstable_by(size - 1, order);
        scored.truncate(size);
    }
    scored.sort_by(order);
    scored.into_iter().map(|(_, i)| i).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testdata::{dataset, place};
    use youzhe_content::model::PlaceKind;

    fn places() -> Vec<Place> {
        dataset().places.iter().cloned().collect()
    }

    fn ids(ps: &[Place], idx: &[u32]) -> Vec<String> {
        idx.iter().map(|&i| ps[i as usize].id.clone()).collect()
    }

    #[test]
    fn the_score_follows_the_formula() {
        let a = place(
            "a",
            PlaceKind::Hotel,
            30.0,
            120.0,
            &["x", "y", "z", "w"],
            50,
        );
        let same = place(
            "b",
            PlaceKind::Hotel,
            30.0,
            120.0,
            &["x", "y", "z", "w"],
            40,
        );
        let seed = Seed::new(Some(&a), None);
        // 3 same kind + 3 themes (capped) + 3 × (1 − 0) + 0.4.
        assert!((score(&seed, &same) - 9.4).abs() < 1e-9);
        let group = place("c", PlaceKind::Homestay, 30.0, 120.0, &[], 0);
        assert!((score(&seed, &group) - 5.0).abs() < 1e-9);
        // 20 km and more adds nothing for distance.
        let far = place("d", PlaceKind::Shop, 31.0, 120.0, &[], 100);
        assert!((score(&seed, &far) - 1.0).abs() < 1e-9);
        // No place, no position: popularity only.
        assert!((score(&Seed::default(), &far) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn never_the_place_itself_and_deterministic() {
        let ps = places();
        let hotel = &ps[2];
        let seed = Seed::new(Some(hotel), None);
        let a = recommend(&ps, &seed, 5, |_| true);
        assert_eq!(a.len(), 5);
        assert!(!ids(&ps, &a).contains(&"hotel-a".to_string()));
        assert_eq!(a, recommend(&ps, &seed, 5, |_| true));
        // The other stay ranks first (same group, shared theme, near).
        assert_eq!(ids(&ps, &a)[0], "homestay-a");
        assert_eq!(recommend(&ps, &seed, 100, |_| true).len(), ps.len() - 1);
        assert!(recommend(&ps, &seed, 0, |_| true).is_empty());
    }

    #[test]
    fn ties_break_by_id() {
        let ps = vec![
            place("b", PlaceKind::Shop, 30.0, 120.0, &[], 50),
            place("a", PlaceKind::Shop, 30.0, 120.0, &[], 50),
            place("c", PlaceKind::Shop, 30.0, 120.0, &[], 50),
        ];
        let got = recommend(&ps, &Seed::default(), 2, |_| true);
        assert_eq!(ids(&ps, &got), ["a", "b"]);
    }

    #[test]
    fn without_a_place_the_position_and_kind_steer() {
        let ps = places();
        let seed = Seed::new(None, LatLng::new(29.87, 121.55));
        let got = recommend(&ps, &seed, 3, |p| p.kind == PlaceKind::Scenic);
        assert_eq!(ids(&ps, &got), ["scenic-far", "scenic-a"]);
    }
}
