//! Times a few searches over 100 000 synthetic places from the command line:
//! `cargo run --release -p youzhe-search --example probe -- 西湖 xihu xh`.

use std::time::Instant;
use youzhe_search::{Doc, Index, Query, synthetic};
fn main() {
    let mut rng = synthetic::Rng::new(42);
    let docs: Vec<Doc> = (0..100_000)
        .map(|i| {
            let p = synthetic::place(i, &mut rng);
            Doc {
                kind: Some(p.kind),
                city_id: Some(1201),
                county_code: None,
                names: vec![p.name],
                name_en: p.name_en,
                keywords: p.themes,
                address: String::new(),
                popularity: p.popularity,
            }
        })
        .collect();
    let idx = Index::build(&docs, &[]);
    for q in std::env::args().skip(1) {
        for _ in 0..3 {
            let t = Instant::now();
            let r = idx.search(&Query {
                text: &q,
                limit: 20,
                ..Default::default()
            });
            println!("{q}: {} in {:?}", r.total, t.elapsed());
        }
    }
}
