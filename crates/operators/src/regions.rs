//! The cities and counties an editor can be scoped to: the shipped region list
//! (`data/zhejiang/regions.jsonl`), read at build time. Administrative divisions do not
//! change with the content a deployment imports, and the operators area must check a scope
//! (does this county exist, which city holds it) without the content snapshot.

use std::{collections::HashMap, sync::OnceLock};

use serde::Deserialize;

const REGIONS: &str = include_str!("../../../data/zhejiang/regions.jsonl");

#[derive(Deserialize)]
struct Line {
    id: u32,
    code: String,
    level: String,
    parent_id: Option<u32>,
}

#[derive(Default)]
struct Index {
    cities: HashMap<u32, String>,
    /// County code → its city.
    counties: HashMap<String, u32>,
}

fn index() -> &'static Index {
    static INDEX: OnceLock<Index> = OnceLock::new();
    INDEX.get_or_init(|| {
        let mut ix = Index::default();
        for line in REGIONS.lines().filter(|l| !l.trim().is_empty()) {
            // The content validator checks this file; a bad line is simply not a scope.
            let Ok(r) = serde_json::from_str::<Line>(line) else {
                continue;
            };
            match (r.level.as_str(), r.parent_id) {
                ("city", _) => {
                    ix.cities.insert(r.id, r.code);
                }
                ("county", Some(city)) => {
                    ix.counties.insert(r.code, city);
                }
                _ => {}
            }
        }
        ix
    })
}

/// Whether `id` is a city's public id (1201 …).
pub fn is_city(id: u32) -> bool {
    index().cities.contains_key(&id)
}

/// The city holding the county with official code `code` ('330102'), if it is one.
pub fn city_of_county(code: &str) -> Option<u32> {
    index().counties.get(code).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn knows_hangzhou_and_its_districts() {
        assert!(is_city(1201));
        assert!(!is_city(330102));
        assert_eq!(city_of_county("330102"), Some(1201));
        assert_eq!(city_of_county("1201"), None);
        assert_eq!(index().cities.len(), 11);
    }
}
