//! The most viewed places of a range: the views of each place's own page (the page views
//! keep a place page's `?id=`), with the place's name and region from the content.

use std::collections::HashMap;

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::snapshot::Snapshot;
use youzhe_core::{Db, with_db};
use youzhe_operators::RegionRef;

use super::Seen;
use crate::range::Range;

/// The place pages, whose views count for the place in `?id=`.
const PLACE_PAGES: [&str; 7] = [
    "/ver3/pages/hotel/detail",
    "/ver3/pages/cate/detail",
    "/ver3/pages/poi/detail/scenic",
    "/ver3/pages/poi/detail/site",
    "/ver3/pages/poi/detail/food",
    "/ver3/pages/poi/detail/shop",
    "/ver3/pages/poi/detail/canteen",
];

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlaceViews {
    pub place_id: String,
    pub name: String,
    /// scenic, site, hotel, homestay, restaurant, food, shop or canteen.
    pub kind: String,
    pub city_id: u32,
    pub county_code: String,
    pub views: i64,
}

#[derive(Clone, Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TopPlaces {
    pub from: String,
    pub to: String,
    /// Most viewed first, at most `limit`; only places the operator's region holds.
    pub rows: Vec<PlaceViews>,
}

pub async fn read(
    db: &Db,
    snap: &Snapshot,
    seen: &Seen,
    range: &Range,
    limit: usize,
) -> sqlx::Result<TopPlaces> {
    let (from, to) = (range.from_day(), range.to_day());
    let grouped: Vec<(String, i64)> = with_db!(db, pool => sqlx::query_as(
        "SELECT page_path, CAST(SUM(views) AS BIGINT) FROM page_view_daily
         WHERE day >= $1 AND day <= $2 AND page_path LIKE '/ver3/pages/%?id=%'
         GROUP BY page_path")
        .bind(&from).bind(&to).fetch_all(pool).await)?;
    let mut per: HashMap<u32, i64> = HashMap::new();
    for (path, views) in grouped {
        let Some((page, id)) = path.split_once("?id=") else {
            continue;
        };
        if !PLACE_PAGES.contains(&page) {
            continue;
        }
        if let Some(&i) = snap.place_by_id.get(id) {
            *per.entry(i).or_default() += views;
        }
    }
    let mut rows: Vec<PlaceViews> = per
        .into_iter()
        .filter_map(|(i, views)| {
            let p = snap.places.get(i as usize)?;
            seen.sees(Some(&RegionRef::county(p.city_id, &p.county_code)))
                .then(|| PlaceViews {
                    place_id: p.id.clone(),
                    name: p.name.zh.clone(),
                    kind: p.kind.as_str().to_string(),
                    city_id: p.city_id,
                    county_code: p.county_code.clone(),
                    views,
                })
        })
        .collect();
    rows.sort_by(|a, b| {
        b.views
            .cmp(&a.views)
            .then_with(|| a.place_id.cmp(&b.place_id))
    });
    rows.truncate(limit);
    Ok(TopPlaces { from, to, rows })
}

pub fn csv(t: &TopPlaces) -> (Vec<&'static str>, Vec<Vec<String>>) {
    let rows = t
        .rows
        .iter()
        .map(|r| {
            vec![
                r.place_id.clone(),
                r.name.clone(),
                r.kind.clone(),
                r.city_id.to_string(),
                r.county_code.clone(),
                r.views.to_string(),
            ]
        })
        .collect();
    (
        vec![
            "place_id",
            "name",
            "kind",
            "city_id",
            "county_code",
            "views",
        ],
        rows,
    )
}
