//! Checks of the shipped content in `data/zhejiang` (run by `make test`): every file reads
//! and follows the import rules (ids unique, references resolve, required fields present),
//! every place lies inside the polygon of the county it claims, and every city and county
//! has content. Failures list every offending record by file and line.

use std::collections::{HashMap, HashSet};

use youzhe_content::{dataset::Dataset, fixture::shipped_dir, model::Level, read_dir, validate};
use youzhe_geo::{LatLng, MultiPolygon};

fn shipped() -> Dataset {
    match read_dir(&shipped_dir()) {
        Ok(ds) => ds,
        Err(p) => panic!("the shipped content does not read:\n{p}"),
    }
}

fn report(what: &str, failures: &[String]) {
    assert!(
        failures.is_empty(),
        "{what}: {} failure(s)\n  {}",
        failures.len(),
        failures.join("\n  ")
    );
}

#[test]
fn shipped_content_follows_the_import_rules() {
    let ds = shipped();
    let problems: Vec<String> = validate::check(&ds)
        .iter()
        .map(ToString::to_string)
        .collect();
    report("import rules", &problems);
    for (name, present) in [
        ("regions", ds.regions.present),
        ("boundaries", ds.boundaries.present),
        ("places", ds.places.present),
        ("famous_people", ds.famous_people.present),
        ("dishes", ds.dishes.present),
        ("lines", ds.lines.present),
        ("topics", ds.topics.present),
        ("rankings", ds.rankings.present),
        ("suggestions", ds.suggestions.present),
        ("goods", ds.goods.present),
    ] {
        assert!(present, "data/zhejiang/{name}.jsonl is missing");
    }
}

#[test]
fn ids_are_unique_across_files() {
    let ds = shipped();
    let mut seen: HashMap<String, String> = HashMap::new();
    let mut failures = Vec::new();
    let ids = ds
        .places
        .items
        .iter()
        .map(|(n, r)| (format!("places.jsonl:{n}"), r.id.clone()))
        .chain(
            ds.famous_people
                .items
                .iter()
                .map(|(n, r)| (format!("famous_people.jsonl:{n}"), r.id.clone())),
        )
        .chain(
            ds.dishes
                .items
                .iter()
                .map(|(n, r)| (format!("dishes.jsonl:{n}"), r.id.clone())),
        )
        .chain(
            ds.lines
                .items
                .iter()
                .map(|(n, r)| (format!("lines.jsonl:{n}"), r.id.clone())),
        )
        .chain(
            ds.topics
                .items
                .iter()
                .map(|(n, r)| (format!("topics.jsonl:{n}"), r.id.clone())),
        )
        .chain(
            ds.rankings
                .items
                .iter()
                .map(|(n, r)| (format!("rankings.jsonl:{n}"), r.id.clone())),
        )
        .chain(
            ds.suggestions
                .items
                .iter()
                .map(|(n, r)| (format!("suggestions.jsonl:{n}"), r.id.clone())),
        )
        .chain(
            ds.goods
                .items
                .iter()
                .map(|(n, r)| (format!("goods.jsonl:{n}"), r.id.clone())),
        );
    for (at, id) in ids {
        if let Some(first) = seen.insert(id.clone(), at.clone()) {
            failures.push(format!("{at}: id {id} already used at {first}"));
        }
    }
    report("unique ids", &failures);
}

#[test]
fn every_place_lies_in_the_county_it_claims() {
    let ds = shipped();
    let shapes: HashMap<&str, MultiPolygon> = ds
        .boundaries
        .iter()
        .filter_map(|b| Some((b.code.as_str(), MultiPolygon::new(b.multipolygon.clone())?)))
        .collect();
    let mut failures = Vec::new();
    for (n, p) in &ds.places.items {
        let Some(at) = LatLng::new(p.location.lat, p.location.lng) else {
            failures.push(format!(
                "places.jsonl:{n} ({}): coordinates out of range",
                p.id
            ));
            continue;
        };
        match shapes.get(p.county_code.as_str()) {
            None => failures.push(format!(
                "places.jsonl:{n} ({}): county {} has no boundary",
                p.id, p.county_code
            )),
            Some(shape) if !shape.contains(at) => {
                let actual = shapes
                    .iter()
                    .find(|(_, s)| s.contains(at))
                    .map(|(c, _)| *c)
                    .unwrap_or("no county");
                failures.push(format!(
                    "places.jsonl:{n} ({}): ({}, {}) is outside county {}; it lies in {actual}",
                    p.id, p.location.lat, p.location.lng, p.county_code
                ));
            }
            Some(_) => {}
        }
    }
    report("places inside their county", &failures);
}

#[test]
fn every_city_and_county_has_content() {
    let ds = shipped();
    let cities: Vec<u32> = ds
        .regions
        .iter()
        .filter(|r| r.level == Level::City)
        .map(|r| r.id)
        .collect();
    let counties: Vec<&str> = ds
        .regions
        .iter()
        .filter(|r| r.level == Level::County)
        .map(|r| r.code.as_str())
        .collect();
    assert_eq!(cities.len(), 11, "SPEC §3 names 11 cities");
    assert_eq!(counties.len(), 90, "Zhejiang has 90 county-level units");
    let boundaries: HashSet<&str> = ds.boundaries.iter().map(|b| b.code.as_str()).collect();
    let city_places: HashSet<u32> = ds.places.iter().map(|p| p.city_id).collect();
    let county_content: HashSet<&str> = ds
        .places
        .iter()
        .map(|p| p.county_code.as_str())
        .chain(ds.dishes.iter().map(|d| d.county_code.as_str()))
        .collect();
    let mut failures = Vec::new();
    for c in &cities {
        if !city_places.contains(c) {
            failures.push(format!("city {c} has no places"));
        }
    }
    for c in &counties {
        if !county_content.contains(c) {
            failures.push(format!("county {c} has neither a place nor a dish"));
        }
        if !boundaries.contains(c) {
            failures.push(format!("county {c} has no boundary"));
        }
    }
    report("coverage", &failures);
}

/// The searches the content issue names find what a visitor means on the shipped content.
#[test]
fn shipped_content_answers_the_everyday_searches() {
    use youzhe_content::snapshot::{Ref, Snapshot};
    use youzhe_content::{kind::Kind, model::PlaceKind};
    use youzhe_text_index::Query;
    let snap = Snapshot::build(shipped(), "\"t\"".into());
    let top = |q: &str, kinds: &[Kind]| -> Vec<String> {
        let r = snap.search.search(&Query {
            text: q,
            kinds,
            limit: 10,
            ..Default::default()
        });
        r.hits
            .iter()
            .map(|h| match snap.search_refs[h.doc as usize] {
                Ref::Place(i) => snap.places[i as usize].id.clone(),
                Ref::Dish(i) => snap.dishes[i as usize].id.clone(),
                Ref::Person(i) => snap.people[i as usize].id.clone(),
                Ref::Line(i) => snap.lines[i as usize].id.clone(),
                Ref::Topic(i) => snap.topics[i as usize].id.clone(),
            })
            .collect()
    };
    let mut failures = Vec::new();
    for (q, want) in [
        ("西湖", "scenic-hz-xihu"),
        ("xihu", "scenic-hz-xihu"),
        ("xh", "scenic-hz-xihu"),
        ("xihy", "scenic-hz-xihu"),
        ("乌镇", "scenic-jx-wuzhen"),
        ("wuzhen", "scenic-jx-wuzhen"),
        ("wuzhne", "scenic-jx-wuzhen"),
    ] {
        let got = top(q, &[]);
        if got.first().map(String::as_str) != Some(want) {
            failures.push(format!(
                "{q:?}: expected {want} first, got {:?}",
                &got[..got.len().min(5)]
            ));
        }
    }
    for q in ["杭州 民宿", "杭州民宿", "hangzhou minsu"] {
        let got = top(q, &[]);
        let ok = !got.is_empty()
            && got.iter().all(|id| {
                snap.place_by_id.get(id).is_some_and(|&i| {
                    let p = &snap.places[i as usize];
                    p.city_id == 1201 && p.kind == PlaceKind::Homestay
                })
            });
        if !ok {
            failures.push(format!("{q:?}: expected Hangzhou homestays, got {got:?}"));
        }
    }
    report("everyday searches", &failures);
}
