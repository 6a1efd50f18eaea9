//! Nearest 20 places within 5 km among 100 000 synthetic places spread over Zhejiang:
//! the R-tree against a full haversine scan, with identical answers checked first.
//! Run: `cargo bench -p youzhe-geo` (see bench/README.md).

use std::{hint::black_box, time::Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use youzhe_geo::{LatLng, PointIndex, brute_force_nearest};

const N: u32 = 100_000;
const K: usize = 20;
const RADIUS_M: f64 = 5_000.0;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> f64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// Zhejiang's bounding box; denser near the cities, as real places are.
fn places(rng: &mut Rng) -> Vec<(u32, LatLng)> {
    let cities = [
        (30.27, 120.15),
        (29.87, 121.55),
        (28.0, 120.7),
        (29.08, 119.65),
        (30.0, 120.58),
        (30.75, 120.76),
    ];
    (0..N)
        .filter_map(|k| {
            let (lat, lng) = if k % 2 == 0 {
                let (clat, clng) = cities[(k as usize / 2) % cities.len()];
                (
                    clat + (rng.next() - 0.5) * 0.5,
                    clng + (rng.next() - 0.5) * 0.5,
                )
            } else {
                (27.1 + rng.next() * 4.0, 118.0 + rng.next() * 5.0)
            };
            LatLng::new(lat, lng).map(|p| (k, p))
        })
        .collect()
}

fn percentile(sorted: &[f64], q: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * q).round() as usize]
}

fn bench(c: &mut Criterion) {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let pts = places(&mut rng);
    let t = Instant::now();
    let idx = PointIndex::new(pts.clone());
    let build_ms = t.elapsed().as_secs_f64() * 1e3;
    let queries: Vec<LatLng> = (0..2_000).map(|i| pts[(i * 37) % pts.len()].1).collect();

    // Same answers, then per-query latency for both.
    let (mut tree_us, mut scan_us) = (Vec::new(), Vec::new());
    for q in &queries {
        let t = Instant::now();
        let a = idx.nearest(*q, K, RADIUS_M, |_| true);
        tree_us.push(t.elapsed().as_secs_f64() * 1e6);
        let t = Instant::now();
        let b = brute_force_nearest(&pts, *q, K, RADIUS_M);
        scan_us.push(t.elapsed().as_secs_f64() * 1e6);
        assert_eq!(a, b, "index and full scan disagree at {q:?}");
    }
    tree_us.sort_by(f64::total_cmp);
    scan_us.sort_by(f64::total_cmp);
    let mean = |v: &[f64]| v.iter().sum::<f64>() / v.len() as f64;
    println!(
        "nearby: {N} places, build {build_ms:.1} ms; nearest {K} within 5 km over {} queries (answers identical)\n  \
         r-tree  p50 {:.1} µs  p99 {:.1} µs  mean {:.1} µs\n  full scan p50 {:.1} µs  p99 {:.1} µs  mean {:.1} µs\n  \
         speed-up (mean) {:.0}×, (p99) {:.0}×",
        queries.len(),
        percentile(&tree_us, 0.5),
        percentile(&tree_us, 0.99),
        mean(&tree_us),
        percentile(&scan_us, 0.5),
        percentile(&scan_us, 0.99),
        mean(&scan_us),
        mean(&scan_us) / mean(&tree_us),
        percentile(&scan_us, 0.99) / percentile(&tree_us, 0.99),
    );

    let mut g = c.benchmark_group("nearby_100k");
    let mut i = 0;
    g.bench_function("rtree_nearest_20_within_5km", |b| {
        b.iter(|| {
            i = (i + 1) % queries.len();
            black_box(idx.nearest(queries[i], K, RADIUS_M, |_| true))
        })
    });
    g.sample_size(20);
    g.bench_function("full_scan_nearest_20_within_5km", |b| {
        b.iter(|| {
            i = (i + 1) % queries.len();
            black_box(brute_force_nearest(&pts, queries[i], K, RADIUS_M))
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
