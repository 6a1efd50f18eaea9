//! A small real content folder for tests (see `tests/fixtures/mini/README.md`).

use std::path::{Path, PathBuf};

const FILES: [(&str, &str); 7] = [
    (
        "places.jsonl",
        include_str!("../tests/fixtures/mini/places.jsonl"),
    ),
    (
        "dishes.jsonl",
        include_str!("../tests/fixtures/mini/dishes.jsonl"),
    ),
    (
        "famous_people.jsonl",
        include_str!("../tests/fixtures/mini/famous_people.jsonl"),
    ),
    (
        "lines.jsonl",
        include_str!("../tests/fixtures/mini/lines.jsonl"),
    ),
    (
        "topics.jsonl",
        include_str!("../tests/fixtures/mini/topics.jsonl"),
    ),
    (
        "rankings.jsonl",
        include_str!("../tests/fixtures/mini/rankings.jsonl"),
    ),
    (
        "suggestions.jsonl",
        include_str!("../tests/fixtures/mini/suggestions.jsonl"),
    ),
];

/// The shipped content folder of this checkout.
pub fn shipped_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/zhejiang")
}

/// Writes the fixture (with the shipped regions and boundaries) into `dir`.
pub fn write(dir: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for f in ["regions.jsonl", "boundaries.jsonl"] {
        std::fs::copy(shipped_dir().join(f), dir.join(f))?;
    }
    for (name, text) in FILES {
        std::fs::write(dir.join(name), text)?;
    }
    Ok(())
}
