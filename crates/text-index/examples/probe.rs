//! Times a few searches over 100 000 synthetic places from the command line:
//! `cargo run --release -p youzhe-text-index --example probe -- 西湖 xihu xh`.

use std::time::Instant;
use youzhe_text_index::{Doc, Index, Query, synthetic};
fn main() {
    let mut rng = synthetic::Rng::new(42);
    let docs: Vec<Doc<synthetic::SampleKind>> = (0..100_000)
        .map(|i| synthetic::doc(i, &mut rng, 1201))
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
