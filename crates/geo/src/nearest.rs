//! Nearest places: an R-tree over points on the unit sphere. Chord length grows strictly
//! with the haversine angle, so the tree's order is haversine's; the final order and the
//! radius test use haversine itself, which makes results identical to a full scan.

use rstar::{RTree, primitives::GeomWithData};

use crate::{EARTH_RADIUS_M, LatLng, haversine_m};

type Entry = GeomWithData<[f64; 3], (u32, LatLng)>;

/// A place found near a point: its key and its distance in metres.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Hit {
    pub key: u32,
    pub distance_m: f64,
}

/// Points (keyed by the caller's `u32`, e.g. an index into a list of places).
pub struct PointIndex {
    tree: RTree<Entry>,
}

// Chords are compared with a little slack so rounding can only add candidates, never
// drop one; haversine then decides.
const SLACK: f64 = 1e-9;

fn chord2_for(radius_m: f64) -> f64 {
    let angle = (radius_m / EARTH_RADIUS_M).min(std::f64::consts::PI);
    let chord = 2.0 * (angle / 2.0).sin();
    chord * chord * (1.0 + SLACK) + SLACK
}

fn by_distance_then_key(a: &Hit, b: &Hit) -> std::cmp::Ordering {
    a.distance_m
        .total_cmp(&b.distance_m)
        .then(a.key.cmp(&b.key))
}

impl PointIndex {
    pub fn new(points: Vec<(u32, LatLng)>) -> Self {
        let entries = points
            .into_iter()
            .map(|(k, p)| Entry::new(p.unit_vector(), (k, p)))
            .collect();
        Self {
            tree: RTree::bulk_load(entries),
        }
    }

    pub fn len(&self) -> usize {
        self.tree.size()
    }

    pub fn is_empty(&self) -> bool {
        self.tree.size() == 0
    }

    /// Every point within `radius_m` for which `keep` holds, nearest first (ties by key).
    pub fn within(&self, from: LatLng, radius_m: f64, keep: impl Fn(u32) -> bool) -> Vec<Hit> {
        let q = from.unit_vector();
        let mut hits: Vec<Hit> = self
            .tree
            .locate_within_distance(q, chord2_for(radius_m))
            .filter(|e| keep(e.data.0))
            .map(|e| hit(from, e))
            .filter(|h| h.distance_m <= radius_m)
            .collect();
        hits.sort_by(by_distance_then_key);
        hits
    }

    /// The `k` nearest points within `radius_m` for which `keep` holds.
    pub fn nearest(
        &self,
        from: LatLng,
        k: usize,
        radius_m: f64,
        keep: impl Fn(u32) -> bool,
    ) -> Vec<Hit> {
        if k == 0 {
            return Vec::new();
        }
        let q = from.unit_vector();
        let limit = chord2_for(radius_m);
        let mut hits: Vec<Hit> = Vec::with_capacity(k + 4);
        let mut kth = f64::INFINITY;
        for (e, d2) in self.tree.nearest_neighbor_iter_with_distance_2(&q) {
            if d2 > limit || d2 > kth {
                break;
            }
            if !keep(e.data.0) {
                continue;
            }
            let h = hit(from, e);
            if h.distance_m <= radius_m {
                hits.push(h);
                // Keep reading past the k-th while chords tie within the slack, so equal
                // distances are settled by key exactly as a full scan would.
                if hits.len() == k {
                    kth = d2 * (1.0 + SLACK) + SLACK;
                }
            }
        }
        hits.sort_by(by_distance_then_key);
        hits.truncate(k);
        hits
    }
}

fn hit(from: LatLng, e: &Entry) -> Hit {
    Hit {
        key: e.data.0,
        distance_m: haversine_m(from, e.data.1),
    }
}

/// The reference: haversine to every point, filter, sort. Benchmarks run it beside the
/// index and tests check both agree.
pub fn brute_force_within(
    points: &[(u32, LatLng)],
    from: LatLng,
    radius_m: f64,
    keep: impl Fn(u32) -> bool,
) -> Vec<Hit> {
    let mut hits: Vec<Hit> = points
        .iter()
        .filter(|(k, _)| keep(*k))
        .map(|(k, p)| Hit {
            key: *k,
            distance_m: haversine_m(from, *p),
        })
        .filter(|h| h.distance_m <= radius_m)
        .collect();
    hits.sort_by(by_distance_then_key);
    hits
}

pub fn brute_force_nearest(
    points: &[(u32, LatLng)],
    from: LatLng,
    k: usize,
    radius_m: f64,
) -> Vec<Hit> {
    let mut hits = brute_force_within(points, from, radius_m, |_| true);
    hits.truncate(k);
    hits
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic scatter of points around Hangzhou (xorshift, no dependency).
    fn scatter(n: u32, seed: u64) -> Vec<(u32, LatLng)> {
        let mut s = seed;
        let mut next = move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s >> 11) as f64 / (1u64 << 53) as f64
        };
        (0..n)
            .map(|k| {
                (
                    k,
                    LatLng::new(30.0 + next() * 0.6, 119.8 + next() * 0.8).unwrap(),
                )
            })
            .collect()
    }

    #[test]
    fn agrees_with_a_full_scan() {
        let pts = scatter(5_000, 7);
        let idx = PointIndex::new(pts.clone());
        assert_eq!(idx.len(), 5_000);
        for (i, &(_, from)) in pts.iter().step_by(97).enumerate() {
            let r = [500.0, 2_000.0, 5_000.0, 20_000.0][i % 4];
            assert_eq!(
                idx.nearest(from, 20, r, |_| true),
                brute_force_nearest(&pts, from, 20, r)
            );
            assert_eq!(
                idx.within(from, r, |_| true),
                brute_force_within(&pts, from, r, |_| true)
            );
            let even = |k: u32| k.is_multiple_of(2);
            assert_eq!(
                idx.within(from, r, even),
                brute_force_within(&pts, from, r, even)
            );
            let mut want = brute_force_within(&pts, from, r, even);
            want.truncate(7);
            assert_eq!(idx.nearest(from, 7, r, even), want);
        }
    }

    #[test]
    fn ties_are_broken_by_key() {
        let p = LatLng::new(30.0, 120.0).unwrap();
        let q = LatLng::new(30.01, 120.0).unwrap();
        let idx = PointIndex::new(vec![(9, q), (3, q), (5, p), (1, q)]);
        let keys: Vec<u32> = idx
            .nearest(p, 3, 5_000.0, |_| true)
            .iter()
            .map(|h| h.key)
            .collect();
        assert_eq!(keys, vec![5, 1, 3]);
        assert!(idx.nearest(p, 0, 5_000.0, |_| true).is_empty());
        assert!(idx.nearest(p, 3, 10.0, |k| k != 5).is_empty());
    }

    #[test]
    fn empty_index_answers_empty() {
        let idx = PointIndex::new(Vec::new());
        let p = LatLng::new(30.0, 120.0).unwrap();
        assert!(idx.is_empty());
        assert!(idx.nearest(p, 5, 1e9, |_| true).is_empty());
        assert!(idx.within(p, 1e9, |_| true).is_empty());
    }
}
