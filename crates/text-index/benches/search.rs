//! Search over 100 000 synthetic places: index build time, then per-query latency over a
//! mix of two-character Chinese, full pinyin, initials, typos and city + kind queries.
//! Run: `cargo bench -p youzhe-text-index` (see bench/README.md).

use std::{hint::black_box, time::Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use youzhe_text_index::{
    Doc, Index, Query, Region,
    synthetic::{self, SampleKind},
};

const N: usize = 100_000;

fn regions() -> Vec<Region> {
    let cities = [
        (1201, "杭州市", "杭州", "Hangzhou"),
        (1202, "宁波市", "宁波", "Ningbo"),
        (1203, "温州市", "温州", "Wenzhou"),
        (1204, "金华市", "金华", "Jinhua"),
        (1205, "绍兴市", "绍兴", "Shaoxing"),
        (1209, "嘉兴市", "嘉兴", "Jiaxing"),
        (1224, "台州市", "台州", "Taizhou"),
        (1230, "丽水市", "丽水", "Lishui"),
        (1235, "衢州市", "衢州", "Quzhou"),
        (1239, "湖州市", "湖州", "Huzhou"),
        (1245, "舟山市", "舟山", "Zhoushan"),
    ];
    cities
        .iter()
        .map(|(id, a, b, c)| Region {
            id: *id,
            is_city: true,
            names: vec![a.to_string(), b.to_string(), c.to_string()],
        })
        .collect()
}

fn docs() -> Vec<Doc<SampleKind>> {
    let mut rng = synthetic::Rng::new(42);
    let cities = [
        1201, 1202, 1203, 1204, 1205, 1209, 1224, 1230, 1235, 1239, 1245,
    ];
    (0..N)
        .map(|i| {
            let mut d = synthetic::doc(i, &mut rng, 0);
            d.city_id = Some(cities[rng.below(cities.len())]);
            d
        })
        .collect()
}

const QUERIES: &[&str] = &[
    "西湖",
    "乌镇",
    "龙井",
    "民宿",
    "竹海",
    "山居",
    "古镇",
    "茶园", // two-character Chinese
    "xihu",
    "wuzhen",
    "longjing",
    "qiandao",
    "yandang",
    "moganshan", // full pinyin
    "xh",
    "wz",
    "lj",
    "qdh",
    "tm", // initials
    "xihy",
    "wuzhne",
    "longjng", // one typo
    "杭州 民宿",
    "宁波 酒店",
    "hangzhou minsu",
    "西湖 酒店", // city + kind
];

/// What a visitor has typed so far, letter by letter: the suggestions' queries (first 8).
const TYPING: &[&str] = &[
    "x", "xi", "xih", "xihu", "l", "li", "lin", "ling", "lingy", "w", "wu", "wuz", "h", "ha",
    "hang", "m", "mo", "x h", "西", "杭", "乌镇", "lj", "q", "qd",
];

fn percentile(sorted: &[f64], q: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * q).round() as usize]
}

fn bench(c: &mut Criterion) {
    let docs = docs();
    let regions = regions();
    let t = Instant::now();
    let idx = Index::build(&docs, &regions);
    let build_s = t.elapsed().as_secs_f64();

    let mut times = Vec::new();
    let mut per_query = Vec::new();
    for q in QUERIES {
        let mut mine = Vec::new();
        for _ in 0..40 {
            let t = Instant::now();
            let r = idx.search(&Query {
                text: q,
                limit: 20,
                ..Default::default()
            });
            let us = t.elapsed().as_secs_f64() * 1e6;
            black_box(r);
            times.push(us);
            mine.push(us);
        }
        mine.sort_by(f64::total_cmp);
        let total = idx
            .search(&Query {
                text: q,
                limit: 20,
                ..Default::default()
            })
            .total;
        per_query.push(format!(
            "{q:>16}: p50 {:>7.1} µs, {total} found",
            percentile(&mine, 0.5)
        ));
    }
    times.sort_by(f64::total_cmp);
    println!(
        "search: {N} places, index built in {build_s:.2} s; {} queries ({} kinds × 40)\n  p50 {:.1} µs  p99 {:.1} µs  max {:.1} µs\n{}",
        times.len(),
        QUERIES.len(),
        percentile(&times, 0.5),
        percentile(&times, 0.99),
        times.last().copied().unwrap_or(0.0),
        per_query.join("\n")
    );

    // Suggestions while typing: short prefixes match the most, first 8 only.
    let mut typing = Vec::new();
    let mut slowest = (0.0, "");
    for q in TYPING {
        for _ in 0..40 {
            let t = Instant::now();
            let r = idx.search(&Query {
                text: q,
                limit: 8,
                ..Default::default()
            });
            let us = t.elapsed().as_secs_f64() * 1e6;
            black_box(r);
            typing.push(us);
            if us > slowest.0 {
                slowest = (us, q);
            }
        }
    }
    typing.sort_by(f64::total_cmp);
    println!(
        "suggest: {} typed prefixes × 40, first 8\n  p50 {:.1} µs  p99 {:.1} µs  max {:.1} µs (slowest: {})",
        TYPING.len(),
        percentile(&typing, 0.5),
        percentile(&typing, 0.99),
        typing.last().copied().unwrap_or(0.0),
        slowest.1
    );

    let mut g = c.benchmark_group("search_100k");
    let mut i = 0;
    g.bench_function("mixed_queries", |b| {
        b.iter(|| {
            i = (i + 1) % QUERIES.len();
            black_box(idx.search(&Query {
                text: QUERIES[i],
                limit: 20,
                ..Default::default()
            }))
        })
    });
    g.sample_size(10);
    g.bench_function("index_build", |b| {
        b.iter(|| black_box(Index::build(&docs[..10_000], &regions)))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
