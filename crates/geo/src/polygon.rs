//! County polygons: which county holds a point (reverse geocoding, data checks).

use crate::LatLng;

/// GeoJSON MultiPolygon coordinates: polygons of rings of `[lng, lat]`, outer ring first,
/// the rest holes. Degrees in whatever datum the caller uses consistently (GCJ-02 here).
#[derive(Clone, Debug)]
pub struct MultiPolygon {
    polygons: Vec<Vec<Vec<[f64; 2]>>>,
    bbox: [f64; 4],
}

impl MultiPolygon {
    /// `None` when there is no polygon with an outer ring of at least 3 points, or a
    /// coordinate is not finite.
    pub fn new(polygons: Vec<Vec<Vec<[f64; 2]>>>) -> Option<Self> {
        let mut bbox = [
            f64::INFINITY,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NEG_INFINITY,
        ];
        let mut any = false;
        for poly in &polygons {
            let outer = poly.first()?;
            if outer.len() < 3 {
                return None;
            }
            any = true;
            for ring in poly {
                for &[x, y] in ring {
                    if !x.is_finite() || !y.is_finite() {
                        return None;
                    }
                }
            }
            for &[x, y] in outer {
                bbox = [
                    bbox[0].min(x),
                    bbox[1].min(y),
                    bbox[2].max(x),
                    bbox[3].max(y),
                ];
            }
        }
        any.then_some(Self { polygons, bbox })
    }

    /// `[min_lng, min_lat, max_lng, max_lat]`.
    pub fn bbox(&self) -> [f64; 4] {
        self.bbox
    }

    /// Inside an outer ring and outside its holes (even-odd rule; points exactly on an
    /// edge may fall either way).
    pub fn contains(&self, p: LatLng) -> bool {
        let (x, y) = (p.lng(), p.lat());
        let [x0, y0, x1, y1] = self.bbox;
        if x < x0 || x > x1 || y < y0 || y > y1 {
            return false;
        }
        self.polygons.iter().any(|poly| {
            let mut rings = poly.iter();
            rings.next().is_some_and(|outer| ring_contains(outer, x, y))
                && !rings.any(|h| ring_contains(h, x, y))
        })
    }

    /// Approximate metres from `p` to the nearest edge of an outer ring (a local flat
    /// projection, fine over the few kilometres it is used for): enough to attach a point
    /// that simplification left just outside the coast to its county.
    pub fn edge_distance_m(&self, p: LatLng) -> f64 {
        let k_lat = std::f64::consts::PI * crate::EARTH_RADIUS_M / 180.0;
        let k_lng = k_lat * p.lat().to_radians().cos();
        let to_xy = |[x, y]: [f64; 2]| ((x - p.lng()) * k_lng, (y - p.lat()) * k_lat);
        let mut best = f64::INFINITY;
        for outer in self.polygons.iter().filter_map(|poly| poly.first()) {
            for w in outer.windows(2) {
                let ((ax, ay), (bx, by)) = (to_xy(w[0]), to_xy(w[1]));
                let (dx, dy) = (bx - ax, by - ay);
                let len2 = dx * dx + dy * dy;
                let t = if len2 > 0.0 {
                    (-(ax * dx + ay * dy) / len2).clamp(0.0, 1.0)
                } else {
                    0.0
                };
                let (cx, cy) = (ax + t * dx, ay + t * dy);
                best = best.min((cx * cx + cy * cy).sqrt());
            }
        }
        best
    }
}

fn ring_contains(ring: &[[f64; 2]], x: f64, y: f64) -> bool {
    let mut inside = false;
    let mut j = ring.len().wrapping_sub(1);
    for i in 0..ring.len() {
        let ([xi, yi], [xj, yj]) = (ring[i], ring[j]);
        if (yi > y) != (yj > y) && x < (xj - xi) * (y - yi) / (yj - yi) + xi {
            inside = !inside;
        }
        j = i;
    }
    inside
}

/// Named multipolygons (county code → shape) with point location.
#[derive(Clone, Debug, Default)]
pub struct PolygonSet<K> {
    items: Vec<(K, MultiPolygon)>,
}

impl<K: Clone> PolygonSet<K> {
    pub fn new(items: Vec<(K, MultiPolygon)>) -> Self {
        Self { items }
    }

    pub fn get(&self, key: &K) -> Option<&MultiPolygon>
    where
        K: PartialEq,
    {
        self.items.iter().find(|(k, _)| k == key).map(|(_, m)| m)
    }

    /// The first shape holding `p`.
    pub fn locate(&self, p: LatLng) -> Option<&K> {
        self.items
            .iter()
            .find(|(_, m)| m.contains(p))
            .map(|(k, _)| k)
    }

    /// The shape holding `p`, else the one with an edge nearest to `p` if within
    /// `tolerance_m` (coastal points and islands lost to simplification).
    pub fn locate_near(&self, p: LatLng, tolerance_m: f64) -> Option<&K> {
        if let Some(k) = self.locate(p) {
            return Some(k);
        }
        let pad = tolerance_m / 100_000.0 * 1.5;
        self.items
            .iter()
            .filter(|(_, m)| {
                let [x0, y0, x1, y1] = m.bbox();
                p.lng() >= x0 - pad
                    && p.lng() <= x1 + pad
                    && p.lat() >= y0 - pad
                    && p.lat() <= y1 + pad
            })
            .map(|(k, m)| (k, m.edge_distance_m(p)))
            .filter(|(_, d)| *d <= tolerance_m)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(k, _)| k)
    }

    pub fn len(&self) -> usize {
        self.items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(lat: f64, lng: f64) -> LatLng {
        LatLng::new(lat, lng).unwrap()
    }

    fn square(x0: f64, y0: f64, s: f64) -> Vec<[f64; 2]> {
        vec![
            [x0, y0],
            [x0 + s, y0],
            [x0 + s, y0 + s],
            [x0, y0 + s],
            [x0, y0],
        ]
    }

    #[test]
    fn holes_are_outside() {
        let m = MultiPolygon::new(vec![vec![
            square(120.0, 30.0, 1.0),
            square(120.4, 30.4, 0.2),
        ]])
        .unwrap();
        assert!(m.contains(p(30.1, 120.1)));
        assert!(!m.contains(p(30.5, 120.5)));
        assert!(!m.contains(p(31.5, 120.5)));
    }

    #[test]
    fn several_parts_and_location() {
        let a = MultiPolygon::new(vec![
            vec![square(120.0, 30.0, 1.0)],
            vec![square(122.0, 30.0, 0.5)],
        ])
        .unwrap();
        let b = MultiPolygon::new(vec![vec![square(121.0, 30.0, 1.0)]]).unwrap();
        let set = PolygonSet::new(vec![("a", a), ("b", b)]);
        assert_eq!(set.locate(p(30.2, 122.2)), Some(&"a"));
        assert_eq!(set.locate(p(30.5, 121.5)), Some(&"b"));
        assert_eq!(set.locate(p(35.0, 121.5)), None);
        // 0.01° north of a's island: found with tolerance, not without.
        assert_eq!(set.locate_near(p(30.51, 122.2), 5_000.0), Some(&"a"));
        assert_eq!(set.locate_near(p(32.0, 122.2), 5_000.0), None);
    }

    #[test]
    fn refuses_degenerate_shapes() {
        assert!(MultiPolygon::new(vec![]).is_none());
        assert!(MultiPolygon::new(vec![vec![vec![[0.0, 0.0], [1.0, 1.0]]]]).is_none());
        assert!(
            MultiPolygon::new(vec![vec![vec![[0.0, 0.0], [f64::NAN, 1.0], [1.0, 0.0]]]]).is_none()
        );
    }
}
