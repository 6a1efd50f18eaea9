//! The place list's filters and sorts, and the theme tallies of the category pages.

use std::{cmp::Ordering, collections::HashMap};

use youzhe_content::{
    accessibility,
    model::{Place, PlaceKind},
};
use youzhe_core::{ApiError, page::Page};
use youzhe_geo::{LatLng, haversine_m};

use crate::card::location;

/// Every condition must hold; an empty list or `None` does not filter.
#[derive(Clone, Debug, Default)]
pub struct Filter {
    pub kinds: Vec<PlaceKind>,
    pub city_id: Option<u32>,
    pub county_code: Option<String>,
    pub theme: Option<String>,
    pub price_levels: Vec<u8>,
    /// All must be present.
    pub facilities: Vec<String>,
    /// Accessibility fact keys; each must be known as yes.
    pub accessibility: Vec<String>,
}

impl Filter {
    pub fn keeps(&self, p: &Place) -> bool {
        (self.kinds.is_empty() || self.kinds.contains(&p.kind))
            && self.city_id.is_none_or(|c| p.city_id == c)
            && self
                .county_code
                .as_deref()
                .is_none_or(|c| p.county_code == c)
            && self
                .theme
                .as_deref()
                .is_none_or(|t| p.themes.iter().any(|x| x == t))
            && (self.price_levels.is_empty()
                || p.price_level
                    .is_some_and(|l| self.price_levels.contains(&l)))
            && self.facilities.iter().all(|f| {
                p.facilities
                    .as_deref()
                    .is_some_and(|have| have.iter().any(|h| h == f))
            })
            && self
                .accessibility
                .iter()
                .all(|k| accessibility::has(p.accessibility.as_ref(), k))
    }
}

/// A checked place-list query without a visitor position, normalised so that equivalent
/// queries are one key: kinds, price levels and facilities sorted and without repeats,
/// the keyword trimmed, the page with its defaults filled in. The answer only depends on
/// it and the content, so the catalog keeps answers under it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ListKey {
    kinds: Vec<PlaceKind>,
    city_id: Option<u32>,
    county_code: Option<String>,
    theme: Option<String>,
    price_levels: Vec<u8>,
    facilities: Vec<String>,
    accessibility: Vec<String>,
    keyword: String,
    sort: Sort,
    page: u32,
    size: u32,
}

impl ListKey {
    pub fn new(filter: &Filter, keyword: &str, sort: Sort, page: Page) -> Self {
        let mut kinds = filter.kinds.clone();
        kinds.sort_by_key(|&k| k as u8);
        kinds.dedup();
        let mut price_levels = filter.price_levels.clone();
        price_levels.sort_unstable();
        price_levels.dedup();
        let mut facilities = filter.facilities.clone();
        facilities.sort_unstable();
        facilities.dedup();
        let mut accessibility = filter.accessibility.clone();
        accessibility.sort_unstable();
        accessibility.dedup();
        Self {
            kinds,
            city_id: filter.city_id,
            county_code: filter.county_code.clone(),
            theme: filter.theme.clone(),
            price_levels,
            facilities,
            accessibility,
            keyword: keyword.trim().to_string(),
            sort,
            page: page.page,
            size: page.size,
        }
    }
}

youzhe_core::words_schema!(
    /// How a place list can be sorted, as the query spells it.
    SortWord,
    Sort::WORDS
);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sort {
    /// By popularity, then id.
    Popular,
    /// Nearest first (needs a position), then id.
    Distance,
    /// Cheapest first; places without a price last.
    PriceAsc,
    /// Dearest first; places without a price last.
    PriceDesc,
}

impl Sort {
    /// The words [`Sort::parse`] reads; empty means `popular`.
    pub const WORDS: [&'static str; 5] = ["", "popular", "distance", "price_asc", "price_desc"];

    pub fn parse(s: Option<&str>) -> Result<Self, ApiError> {
        match s.map(str::trim).unwrap_or("") {
            "" | "popular" => Ok(Self::Popular),
            "distance" => Ok(Self::Distance),
            "price_asc" => Ok(Self::PriceAsc),
            "price_desc" => Ok(Self::PriceDesc),
            other => Err(ApiError::invalid(
                "sort",
                format!("排序 {other} 无效（popular、distance、price_asc、price_desc）"),
            )),
        }
    }
}

fn popular(a: &Place, b: &Place) -> Ordering {
    b.popularity
        .cmp(&a.popularity)
        .then_with(|| a.id.cmp(&b.id))
}

fn price(p: &Place) -> Option<f64> {
    p.avg_price.as_ref().and_then(|n| n.as_f64())
}

/// Sorts place indexes in place. `Distance` without `from` falls back to `Popular`.
pub fn sort(places: &[Place], idx: &mut Vec<u32>, sort: Sort, from: Option<LatLng>) {
    let get = |i: u32| places.get(i as usize);
    idx.retain(|&i| get(i).is_some());
    match (sort, from) {
        (Sort::Distance, Some(from)) => {
            // Measured once per place, not once per comparison.
            let mut keyed: Vec<(f64, u32)> = idx
                .iter()
                .filter_map(|&i| {
                    let p = get(i)?;
                    let d = location(p).map_or(f64::INFINITY, |l| haversine_m(from, l));
                    Some((d, i))
                })
                .collect();
            keyed.sort_by(|a, b| {
                a.0.total_cmp(&b.0)
                    .then_with(|| match (get(a.1), get(b.1)) {
                        (Some(x), Some(y)) => x.id.cmp(&y.id),
                        _ => Ordering::Equal,
                    })
            });
            *idx = keyed.into_iter().map(|(_, i)| i).collect();
        }
        (Sort::PriceAsc | Sort::PriceDesc, _) => {
            let desc = sort == Sort::PriceDesc;
            idx.sort_by(|&a, &b| match (get(a), get(b)) {
                (Some(x), Some(y)) => match (price(x), price(y)) {
                    (Some(px), Some(py)) => {
                        let o = px.total_cmp(&py);
                        if desc { o.reverse() } else { o }
                    }
                    (Some(_), None) => Ordering::Less,
                    (None, Some(_)) => Ordering::Greater,
                    (None, None) => Ordering::Equal,
                }
                .then_with(|| popular(x, y)),
                _ => Ordering::Equal,
            });
        }
        _ => idx.sort_by(|&a, &b| match (get(a), get(b)) {
            (Some(x), Some(y)) => popular(x, y),
            _ => Ordering::Equal,
        }),
    }
}

/// One theme's places: how many, and the most popular of them (for its cover).
#[derive(Clone, Debug, PartialEq)]
pub struct Tally {
    pub theme: String,
    pub count: u32,
    pub top: u32,
}

/// The themes of the places `filter` keeps, most places first, then by name; themes of
/// fewer than `min` places left out.
pub fn tally_themes(places: &[Place], filter: &Filter, min: u32) -> Vec<Tally> {
    let mut by: HashMap<&str, (u32, u32)> = HashMap::new();
    for (i, p) in places.iter().enumerate() {
        if !filter.keeps(p) {
            continue;
        }
        for t in &p.themes {
            let e = by.entry(t.as_str()).or_insert((0, i as u32));
            e.0 += 1;
            let top = &places[e.1 as usize];
            if popular(p, top) == Ordering::Less {
                e.1 = i as u32;
            }
        }
    }
    let mut out: Vec<Tally> = by
        .into_iter()
        .filter(|(_, (count, _))| *count >= min)
        .map(|(theme, (count, top))| Tally {
            theme: theme.to_string(),
            count,
            top,
        })
        .collect();
    out.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.theme.cmp(&b.theme)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testdata::dataset;

    fn places() -> Vec<Place> {
        dataset().places.iter().cloned().collect()
    }

    fn kept(f: &Filter) -> Vec<String> {
        places()
            .iter()
            .filter(|p| f.keeps(p))
            .map(|p| p.id.clone())
            .collect()
    }

    fn sorted(s: Sort, from: Option<LatLng>) -> Vec<String> {
        let ps = places();
        let mut idx: Vec<u32> = (0..ps.len() as u32).collect();
        sort(&ps, &mut idx, s, from);
        idx.iter().map(|&i| ps[i as usize].id.clone()).collect()
    }

    #[test]
    fn filters_combine() {
        let f = Filter {
            kinds: vec![PlaceKind::Hotel, PlaceKind::Homestay],
            ..Filter::default()
        };
        assert_eq!(kept(&f), ["hotel-a", "homestay-a"]);
        let f = Filter {
            facilities: vec!["wifi".into(), "pool".into()],
            ..Filter::default()
        };
        assert_eq!(kept(&f), ["hotel-a"]);
        let f = Filter {
            price_levels: vec![4],
            ..Filter::default()
        };
        assert_eq!(kept(&f), ["hotel-a"]);
        let f = Filter {
            county_code: Some("330110".into()),
            ..Filter::default()
        };
        assert_eq!(kept(&f), ["homestay-a"]);
        let f = Filter {
            theme: Some("世界遗产".into()),
            city_id: Some(1201),
            ..Filter::default()
        };
        assert_eq!(kept(&f), ["scenic-a", "site-a"]);
        assert!(
            kept(&Filter {
                city_id: Some(1202),
                ..Filter::default()
            })
            .is_empty()
        );
    }

    #[test]
    fn sorts() {
        assert_eq!(
            sorted(Sort::Popular, None)[..3],
            ["scenic-a", "scenic-far", "hotel-a"]
        );
        let near = sorted(Sort::Distance, LatLng::new(29.87, 121.55));
        assert_eq!(near.first().map(String::as_str), Some("scenic-far"));
        // Without a position, distance falls back to popularity.
        assert_eq!(sorted(Sort::Distance, None), sorted(Sort::Popular, None));
        let asc = sorted(Sort::PriceAsc, None);
        assert_eq!(asc[..2], ["homestay-a", "hotel-a"]);
        let desc = sorted(Sort::PriceDesc, None);
        assert_eq!(desc[..2], ["hotel-a", "homestay-a"]);
        assert!(Sort::parse(Some("cheap")).is_err());
        assert_eq!(Sort::parse(None).unwrap(), Sort::Popular);
    }

    #[test]
    fn themes_are_tallied_with_their_most_popular_place() {
        let ps = places();
        let t = tally_themes(&ps, &Filter::default(), 2);
        assert_eq!(t[0].theme, "湖光山色");
        assert_eq!(t[0].count, 4);
        assert_eq!(ps[t[0].top as usize].id, "scenic-a");
        assert!(t.iter().all(|x| x.count >= 2));
        // Equal counts by name.
        let names: Vec<&str> = t[1..].iter().map(|x| x.theme.as_str()).collect();
        let mut s = names.clone();
        s.sort();
        assert_eq!(names, s);
    }
}
