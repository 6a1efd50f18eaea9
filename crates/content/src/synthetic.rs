//! `youzhe gen-bench-data`: a large made-up content folder for benchmarks, with the real
//! regions and boundaries and places spread inside the real counties. Never shipped.

use std::path::Path;

use youzhe_geo::{LatLng, MultiPolygon};
use youzhe_text_index::synthetic;

use crate::{
    dataset::{Dataset, Lines},
    model::*,
};

/// Writes `regions`, `boundaries` (copied from `from`) and `places` (`count` made up) to `to`.
pub fn generate(from: &Path, to: &Path, count: usize, seed: u64) -> anyhow::Result<usize> {
    let base = crate::dataset::read_dir(from)?;
    anyhow::ensure!(
        !base.regions.is_empty() && !base.boundaries.is_empty(),
        "{} has no regions or boundaries",
        from.display()
    );
    let parent: std::collections::HashMap<&str, u32> = base
        .regions
        .iter()
        .filter(|r| r.level == Level::County)
        .filter_map(|r| Some((r.code.as_str(), r.parent_id?)))
        .collect();
    let shapes: Vec<(&Boundary, MultiPolygon, u32)> = base
        .boundaries
        .iter()
        .filter_map(|b| {
            Some((
                b,
                MultiPolygon::new(b.multipolygon.clone())?,
                *parent.get(b.code.as_str())?,
            ))
        })
        .collect();
    anyhow::ensure!(!shapes.is_empty(), "no usable county shapes");
    let mut rng = synthetic::Rng::new(seed);
    let mut places = Vec::with_capacity(count);
    for i in 0..count {
        let s = synthetic::place(i, &mut rng);
        let (b, shape, city) = &shapes[rng.below(shapes.len())];
        let [x0, y0, x1, y1] = shape.bbox();
        // Rejection sampling inside the county; give up after a while and use the box.
        let mut at = (y0 + (y1 - y0) / 2.0, x0 + (x1 - x0) / 2.0);
        for _ in 0..64 {
            let (lat, lng) = (y0 + rng.unit() * (y1 - y0), x0 + rng.unit() * (x1 - x0));
            if LatLng::new(lat, lng).is_some_and(|p| shape.contains(p)) {
                at = (lat, lng);
                break;
            }
        }
        places.push((i + 1, place(i, s, &b.code, *city, at)));
    }
    let ds = Dataset {
        regions: base.regions,
        boundaries: base.boundaries,
        places: Lines {
            present: true,
            items: places,
        },
        ..Dataset::default()
    };
    crate::write_dir(&ds, to)?;
    Ok(count)
}

fn place(
    i: usize,
    s: synthetic::SyntheticPlace,
    county: &str,
    city: u32,
    (lat, lng): (f64, f64),
) -> Place {
    let kind = PlaceKind::parse(s.kind.name()).unwrap_or(PlaceKind::Canteen);
    let sight = matches!(kind, PlaceKind::Scenic | PlaceKind::Site);
    let stay = matches!(kind, PlaceKind::Hotel | PlaceKind::Homestay);
    Place {
        id: format!("bench-{}-{i}", kind.as_str()),
        kind,
        name: I18n {
            zh: s.name,
            en: s.name_en,
        },
        city_id: city,
        county_code: county.to_string(),
        address: String::new(),
        location: Point {
            lat: (lat * 1e5).round() / 1e5,
            lng: (lng * 1e5).round() / 1e5,
        },
        themes: s.themes,
        tags: Vec::new(),
        opening_hours: None,
        price_level: Some((i % 5) as u8),
        avg_price: None,
        phone: None,
        a_level: None,
        ticket: sight.then(|| Ticket {
            price: None,
            notes: "合成数据".into(),
        }),
        facilities: stay.then(|| vec!["wifi".to_string()]),
        star: None,
        description: "基准测试用的合成地点，不是真实内容。".into(),
        popularity: s.popularity,
        media: Vec::new(),
        source: "synthetic: youzhe gen-bench-data (benchmarks only, never shipped)".into(),
        accessibility: None,
    }
}
