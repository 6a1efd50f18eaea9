//! The content as the API reads it: parsed records with their lookups, the search index,
//! the nearby index and the county polygons, built together from one load of the store so
//! they always agree. Swapped whole when content changes; readers never wait.

use std::{collections::HashMap, sync::Arc};

use youzhe_geo::{LatLng, MultiPolygon, PointIndex, PolygonSet};
use youzhe_text_index::{Doc, Index, Region as SearchRegion};

use crate::{
    bulletin::{self, Bulletin},
    dataset::Dataset,
    kind::Kind,
    model::*,
};

/// What a search hit points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ref {
    Place(u32),
    Dish(u32),
    Person(u32),
    Line(u32),
    Topic(u32),
}

/// A county's outline: GeoJSON MultiPolygon coordinates, `[lng, lat]`.
pub type Outline = Vec<Vec<Vec<[f64; 2]>>>;

pub struct Snapshot {
    /// Changes whenever the stored content does; the ETag of every content read.
    pub etag: String,
    pub cities: Vec<Region>,
    /// City id → its counties, in file order.
    pub counties_of: HashMap<u32, Vec<Region>>,
    pub region_by_id: HashMap<u32, Region>,
    pub county_by_code: HashMap<String, Region>,
    pub places: Vec<Place>,
    pub place_by_id: HashMap<String, u32>,
    pub dishes: Vec<Dish>,
    pub people: Vec<FamousPerson>,
    pub lines: Vec<Line>,
    pub topics: Vec<Topic>,
    pub rankings: Vec<Ranking>,
    pub suggestions: Vec<Suggestion>,
    pub goods: Vec<Goods>,
    /// Published news and notices as visitors read them, pinned first then newest first
    /// (`crate::bulletin`); which are shown depends on the clock, so readers filter.
    pub news: Vec<Bulletin>,
    pub notices: Vec<Bulletin>,
    /// The quiz's published questions in file order, retired ones too (an attempt started
    /// before the upgrade that keeps only question ids still finds them); the quiz draws
    /// only the others.
    pub quiz_questions: Arc<Vec<QuizQuestion>>,
    /// The Qixi game's published questions in the order they were written, retired ones
    /// too; the game asks only the others.
    pub qixi_questions: Arc<Vec<QixiQuestion>>,
    pub search: Index<Kind>,
    pub search_refs: Vec<Ref>,
    pub near: PointIndex,
    /// Built from the boundaries only, so shared with the snapshot before when a change
    /// left the boundaries alone ([`Snapshot::build_from`]).
    pub polygons: Arc<PolygonSet<String>>,
    /// County code → its outline as shipped (GeoJSON MultiPolygon, `[lng, lat]`, already
    /// simplified at import), for the offline map. Shared like `polygons`.
    pub outlines: Arc<HashMap<String, Outline>>,
}

impl Snapshot {
    pub fn empty() -> Self {
        Self::build(Dataset::default(), "\"empty\"".into())
    }

    pub fn build(ds: Dataset, etag: String) -> Self {
        Self::build_from(&ds, etag, None)
    }

    /// Builds from `ds`; with `same_boundaries`, a snapshot built from exactly the
    /// boundaries `ds` holds, whose county shapes are shared instead of built again (the
    /// boundaries are most of the content's bytes, and a publish never changes them).
    pub fn build_from(ds: &Dataset, etag: String, same_boundaries: Option<&Snapshot>) -> Self {
        let regions: Vec<Region> = ds.regions.iter().cloned().collect();
        let mut cities: Vec<Region> = regions
            .iter()
            .filter(|r| r.level == Level::City)
            .cloned()
            .collect();
        cities.sort_by_key(|r| r.id);
        let mut counties_of: HashMap<u32, Vec<Region>> = HashMap::new();
        for r in regions.iter().filter(|r| r.level == Level::County) {
            counties_of
                .entry(r.parent_id.unwrap_or(0))
                .or_default()
                .push(r.clone());
        }
        let region_by_id = regions.iter().map(|r| (r.id, r.clone())).collect();
        let county_by_code: HashMap<String, Region> = regions
            .iter()
            .filter(|r| r.level == Level::County)
            .map(|r| (r.code.clone(), r.clone()))
            .collect();

        let places: Vec<Place> = ds.places.iter().cloned().collect();
        let place_by_id = places
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id.clone(), i as u32))
            .collect();
        let near = PointIndex::new(
            places
                .iter()
                .enumerate()
                .filter_map(|(i, p)| {
                    LatLng::new(p.location.lat, p.location.lng).map(|l| (i as u32, l))
                })
                .collect(),
        );
        let (polygons, outlines) = match same_boundaries {
            Some(before) => (before.polygons.clone(), before.outlines.clone()),
            None => (
                Arc::new(PolygonSet::new(
                    ds.boundaries
                        .iter()
                        .filter_map(|b| {
                            MultiPolygon::new(b.multipolygon.clone()).map(|m| (b.code.clone(), m))
                        })
                        .collect(),
                )),
                Arc::new(
                    ds.boundaries
                        .iter()
                        .filter(|b| b.level == Level::County)
                        .map(|b| (b.code.clone(), b.multipolygon.clone()))
                        .collect(),
                ),
            ),
        };

        let dishes: Vec<Dish> = ds.dishes.iter().cloned().collect();
        let people: Vec<FamousPerson> = ds.famous_people.iter().cloned().collect();
        let lines: Vec<Line> = ds.lines.iter().cloned().collect();
        let topics: Vec<Topic> = ds.topics.iter().cloned().collect();

        let county_num = |code: &str| code.parse::<u32>().ok();
        let county_name = |code: &str| {
            county_by_code
                .get(code)
                .map(|r| r.name.zh.clone())
                .unwrap_or_default()
        };
        let mut docs = Vec::new();
        let mut refs = Vec::new();
        for (i, p) in places.iter().enumerate() {
            let mut keywords: Vec<String> = p.themes.iter().chain(&p.tags).cloned().collect();
            if let Some(a) = &p.a_level {
                keywords.push(format!("{a}景区"));
            }
            docs.push(Doc {
                kind: Some(Kind::Place(p.kind)),
                city_id: Some(p.city_id),
                county_code: county_num(&p.county_code),
                names: vec![p.name.zh.clone()],
                name_en: p.name.en.clone(),
                keywords,
                address: p.address.clone(),
                popularity: p.popularity,
            });
            refs.push(Ref::Place(i as u32));
        }
        for (i, d) in dishes.iter().enumerate() {
            docs.push(Doc {
                kind: Some(Kind::Dish),
                city_id: Some(d.city_id),
                county_code: county_num(&d.county_code),
                names: vec![d.name.zh.clone()],
                name_en: d.name.en.clone(),
                keywords: vec!["百县千碗".into(), county_name(&d.county_code)],
                address: String::new(),
                popularity: 50,
            });
            refs.push(Ref::Dish(i as u32));
        }
        for (i, p) in people.iter().enumerate() {
            docs.push(Doc {
                kind: Some(Kind::Person),
                city_id: Some(p.city_id),
                county_code: p.hometown_county.as_deref().and_then(county_num),
                names: vec![p.name.zh.clone()],
                name_en: p.name.en.clone(),
                keywords: vec![p.title.clone(), p.era.clone()],
                address: String::new(),
                popularity: 50,
            });
            refs.push(Ref::Person(i as u32));
        }
        for (i, l) in lines.iter().enumerate() {
            docs.push(Doc {
                kind: Some(Kind::Line),
                // A line spanning cities is found under its first.
                city_id: l.city_ids.first().copied(),
                county_code: None,
                names: vec![l.name.zh.clone()],
                name_en: l.name.en.clone(),
                keywords: vec![l.theme.clone(), format!("{}日游", l.days)],
                address: String::new(),
                popularity: 50,
            });
            refs.push(Ref::Line(i as u32));
        }
        for (i, t) in topics.iter().enumerate() {
            docs.push(Doc {
                kind: Some(Kind::Topic),
                city_id: t.city_id,
                county_code: None,
                names: vec![t.title.zh.clone()],
                name_en: t.title.en.clone(),
                keywords: Vec::new(),
                address: String::new(),
                popularity: 50,
            });
            refs.push(Ref::Topic(i as u32));
        }
        let search_regions: Vec<SearchRegion> = regions
            .iter()
            .map(|r| SearchRegion {
                id: r.id,
                is_city: r.level == Level::City,
                names: vec![r.name.zh.clone(), r.short_name.clone(), r.name.en.clone()],
            })
            .collect();
        let search = Index::build(&docs, &search_regions);

        Self {
            etag,
            cities,
            counties_of,
            region_by_id,
            county_by_code,
            places,
            place_by_id,
            dishes,
            people,
            lines,
            topics,
            rankings: ds.rankings.iter().cloned().collect(),
            suggestions: ds.suggestions.iter().cloned().collect(),
            goods: ds.goods.iter().cloned().collect(),
            news: {
                let mut v: Vec<Bulletin> = ds.news.iter().map(Bulletin::of_news).collect();
                bulletin::sort(&mut v);
                v
            },
            notices: {
                let mut v: Vec<Bulletin> = ds.notices.iter().map(Bulletin::of_notice).collect();
                bulletin::sort(&mut v);
                v
            },
            quiz_questions: Arc::new(ds.quiz_questions.iter().cloned().collect()),
            qixi_questions: Arc::new(ds.qixi_questions.iter().cloned().collect()),
            search,
            search_refs: refs,
            near,
            polygons,
            outlines,
        }
    }

    pub fn city_of_county(&self, code: &str) -> Option<&Region> {
        let c = self.county_by_code.get(code)?;
        self.region_by_id.get(&c.parent_id?)
    }
}
