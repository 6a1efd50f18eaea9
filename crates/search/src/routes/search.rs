//! `GET /ver3/api/v3/http/search`: the home, hotel and food searches.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_content::{
    kind::{Kind, KindNames},
    model::I18n,
    page::PageRoute,
    snapshot::{Ref, Snapshot},
};
use youzhe_core::{
    ApiError, Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{Page, PageQuery, Paged},
};
use youzhe_places::{
    card,
    position::{LatLng, Position},
};
use youzhe_text_index::Query;

use super::SearchState;
use crate::view::SearchItem;

pub use youzhe_places::params::MAX_KEYWORD;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchParams {
    /// Chinese, full pinyin (`xihu`), initials (`xh`) or English; words separated by
    /// spaces must all match ("杭州 民宿"). Empty: everything that passes the filters,
    /// most popular first. At most 50 characters.
    #[param(max_length = 50)]
    pub keyword: Option<String>,
    /// Comma-separated kinds: scenic, site, hotel, homestay, restaurant, food, shop,
    /// canteen, dish, person, line, topic.
    #[param(value_type = Option<KindNames>, inline)]
    pub kind: Option<String>,
    /// Only this city (1201 …).
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
    /// Only this county, by its code (`331123`, 遂昌县: the county sub-sites); results
    /// without a county (tour lines, topics) are left out.
    #[param(min_length = 6, max_length = 6, pattern = "^[0-9]{6}$")]
    pub county_code: Option<String>,
}

/// Search places, dishes, famous people, tour lines and topics.
/// With the visitor's position (`lat` and `lng`), each place's card carries its distance.
#[utoipa::path(get, path = "/ver3/api/v3/http/search", tag = "search", params(SearchParams, PageQuery, Position),
    responses((status = 200, description = "Results, best first; 304 when If-None-Match matches",
        body = Envelope<Paged<SearchItem>>)))]
pub async fn search(
    State(SearchState { content, log }): State<SearchState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<SearchParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
    ApiQuery(at): ApiQuery<Position>,
) -> Result<Response, ApiError> {
    let page = paging.page();
    let from = at.parse()?;
    let keyword = youzhe_places::params::keyword(q.keyword.as_deref())?;
    let kinds = Kind::parse_list(q.kind.as_deref())?;
    let snap = content.snapshot();
    if let Some(code) = q.county_code.as_deref() {
        if code.len() != 6 || !code.bytes().all(|b| b.is_ascii_digit()) {
            return Err(ApiError::invalid(
                "county_code",
                "参数 county_code 须是 6 位数字的县区代码",
            ));
        }
        // A well-formed code the regions do not have finds nothing, as an unknown city does.
        return Ok(in_county(
            &snap, &headers, &log, &keyword, &kinds, q.city_id, code, page, from,
        ));
    }
    let data = results(&snap, &keyword, &kinds, q.city_id, page, from);
    // A visitor's first page is their search; later pages of it are not searched again.
    if page.page == 1 {
        log.note(&keyword, data.total, youzhe_core::time::now_ms());
    }
    Ok(content_cached(&headers, &snap.etag, data))
}

/// One page of results, as the search answers it (without a county): what the server's
/// first HTML of the search results draws and inlines. Nothing is logged here.
pub fn results(
    snap: &Snapshot,
    keyword: &str,
    kinds: &[Kind],
    city_id: Option<u32>,
    page: Page,
    from: Option<LatLng>,
) -> Paged<SearchItem> {
    let r = snap.search.search(&Query {
        text: keyword,
        kinds,
        city_id,
        offset: page.offset(),
        limit: page.size as usize,
    });
    let list = r
        .hits
        .iter()
        .filter_map(|h| item(snap, *snap.search_refs.get(h.doc as usize)?, from))
        .collect();
    Paged {
        list,
        total: r.total as u64,
        page: page.page,
        size: page.size,
    }
}

/// A search within one county: every hit is looked at (a county holds few), kept when it
/// is in the county, and the page cut from those.
#[allow(clippy::too_many_arguments)]
fn in_county(
    snap: &Snapshot,
    headers: &HeaderMap,
    log: &crate::log::SearchLog,
    keyword: &str,
    kinds: &[Kind],
    city_id: Option<u32>,
    code: &str,
    page: Page,
    from: Option<LatLng>,
) -> Response {
    let r = snap.search.search(&Query {
        text: keyword,
        kinds,
        city_id,
        offset: 0,
        limit: snap.search_refs.len(),
    });
    let all: Vec<SearchItem> = r
        .hits
        .iter()
        .filter_map(|h| item(snap, *snap.search_refs.get(h.doc as usize)?, from))
        .filter(|i| i.county_code.as_deref() == Some(code))
        .collect();
    if page.page == 1 {
        log.note(keyword, all.len() as u64, youzhe_core::time::now_ms());
    }
    let total = all.len() as u64;
    let list = all
        .into_iter()
        .skip(page.offset())
        .take(page.size as usize)
        .collect();
    content_cached(
        headers,
        &snap.etag,
        Paged {
            list,
            total,
            page: page.page,
            size: page.size,
        },
    )
}

/// A result that is not a place: no location, no place card; its kind is its type.
fn record(
    type_: &'static str,
    page: PageRoute,
    id: &str,
    name: &I18n,
    (city_id, county_code): (Option<u32>, Option<String>),
    summary: String,
) -> SearchItem {
    SearchItem {
        id: id.to_string(),
        type_,
        kind: type_.to_string(),
        page,
        name: name.zh.clone(),
        name_en: name.en.clone(),
        city_id,
        county_code,
        summary,
        location: None,
        place: None,
    }
}

pub(super) fn item(snap: &Snapshot, r: Ref, from: Option<LatLng>) -> Option<SearchItem> {
    Some(match r {
        Ref::Place(i) => {
            let p = snap.places.get(i as usize)?;
            SearchItem {
                id: p.id.clone(),
                type_: "place",
                kind: p.kind.as_str().to_string(),
                page: PageRoute::of_place(p.kind),
                name: p.name.zh.clone(),
                name_en: p.name.en.clone(),
                city_id: Some(p.city_id),
                county_code: Some(p.county_code.clone()),
                summary: p.address.clone(),
                location: Some(p.location),
                place: Some(card::card(snap, p, from)),
            }
        }
        Ref::Dish(i) => {
            let d = snap.dishes.get(i as usize)?;
            let county = snap
                .county_by_code
                .get(&d.county_code)
                .map(|c| c.name.zh.clone())
                .unwrap_or_default();
            let at = (Some(d.city_id), Some(d.county_code.clone()));
            let summary = format!("百县千碗 · {county}");
            record("dish", PageRoute::Dish, &d.id, &d.name, at, summary)
        }
        Ref::Person(i) => {
            let p = snap.people.get(i as usize)?;
            let at = (Some(p.city_id), p.hometown_county.clone());
            let summary = format!("{} · {}", p.era, p.title);
            record("person", PageRoute::Person, &p.id, &p.name, at, summary)
        }
        Ref::Line(i) => {
            let l = snap.lines.get(i as usize)?;
            let at = (l.city_ids.first().copied(), None);
            let summary = format!("{} · {} 日", l.theme, l.days);
            record("line", PageRoute::Line, &l.id, &l.name, at, summary)
        }
        Ref::Topic(i) => {
            let t = snap.topics.get(i as usize)?;
            let at = (t.city_id, None);
            record(
                "topic",
                PageRoute::Topic,
                &t.id,
                &t.title,
                at,
                t.summary.clone(),
            )
        }
    })
}
