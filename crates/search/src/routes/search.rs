//! `GET /ver3/api/v3/http/search`: the home, hotel and food searches.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, Envelope,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};
use youzhe_search::{Kind, Query};

use super::{ContentState, PlaceSummary, SearchItem, content_cached};
use crate::{
    page::PageRoute,
    snapshot::{Ref, Snapshot},
};

/// Longest keyword accepted, in characters.
pub const MAX_KEYWORD: usize = 50;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SearchParams {
    /// Chinese, full pinyin (`xihu`), initials (`xh`) or English; words separated by
    /// spaces must all match ("杭州 民宿"). Empty: everything that passes the filters,
    /// most popular first.
    pub keyword: Option<String>,
    /// Comma-separated kinds: scenic, site, hotel, homestay, restaurant, food, shop,
    /// canteen, dish, person, line, topic.
    pub kind: Option<String>,
    /// Only this city (1201 …).
    pub city_id: Option<u32>,
    /// 1-based page (default 1).
    pub page: Option<u32>,
    /// Page size (default 20, at most 50).
    pub size: Option<u32>,
}

pub(crate) fn parse_kinds(s: Option<&str>) -> Result<Vec<Kind>, ApiError> {
    let mut out = Vec::new();
    for k in s
        .unwrap_or("")
        .split(',')
        .map(str::trim)
        .filter(|k| !k.is_empty())
    {
        out.push(
            Kind::parse(k).ok_or_else(|| ApiError::invalid("kind", format!("未知的类型 {k}")))?,
        );
    }
    Ok(out)
}

/// Search places, dishes, famous people, tour lines and topics.
#[utoipa::path(get, path = "/ver3/api/v3/http/search", tag = "content", params(SearchParams),
    responses((status = 200, description = "Results, best first; 304 when If-None-Match matches",
        body = Envelope<Paged<SearchItem>>)))]
pub async fn search(
    State(s): State<ContentState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<SearchParams>,
) -> Result<Response, ApiError> {
    let page = PageQuery {
        page: q.page,
        size: q.size,
    }
    .parse()?;
    let keyword = q.keyword.unwrap_or_default();
    if keyword.chars().count() > MAX_KEYWORD {
        return Err(ApiError::invalid(
            "keyword",
            format!("关键词不能超过 {MAX_KEYWORD} 个字"),
        ));
    }
    let kinds = parse_kinds(q.kind.as_deref())?;
    let snap = s.content.snapshot();
    let r = snap.search.search(&Query {
        text: &keyword,
        kinds: &kinds,
        city_id: q.city_id,
        offset: page.offset(),
        limit: page.size as usize,
    });
    let list = r
        .hits
        .iter()
        .filter_map(|h| item(&snap, *snap.search_refs.get(h.doc as usize)?))
        .collect();
    let data = Paged {
        list,
        total: r.total as u64,
        page: page.page,
        size: page.size,
    };
    Ok(content_cached(&headers, &snap.etag, data))
}

fn item(snap: &Snapshot, r: Ref) -> Option<SearchItem> {
    Some(match r {
        Ref::Place(i) => {
            let p = snap.places.get(i as usize)?;
            SearchItem {
                id: p.id.clone(),
                type_: "place",
                kind: Kind::as_str(p.kind.search_kind()).to_string(),
                page: PageRoute::of_place(p.kind),
                name: p.name.zh.clone(),
                name_en: p.name.en.clone(),
                city_id: Some(p.city_id),
                county_code: Some(p.county_code.clone()),
                summary: p.address.clone(),
                location: Some(p.location),
                place: Some(PlaceSummary::from(p)),
            }
        }
        Ref::Dish(i) => {
            let d = snap.dishes.get(i as usize)?;
            let county = snap
                .county_by_code
                .get(&d.county_code)
                .map(|c| c.name.zh.clone())
                .unwrap_or_default();
            SearchItem {
                id: d.id.clone(),
                type_: "dish",
                kind: "dish".into(),
                page: PageRoute::Dish,
                name: d.name.zh.clone(),
                name_en: d.name.en.clone(),
                city_id: Some(d.city_id),
                county_code: Some(d.county_code.clone()),
                summary: format!("百县千碗 · {county}"),
                location: None,
                place: None,
            }
        }
        Ref::Person(i) => {
            let p = snap.people.get(i as usize)?;
            SearchItem {
                id: p.id.clone(),
                type_: "person",
                kind: "person".into(),
                page: PageRoute::Person,
                name: p.name.zh.clone(),
                name_en: p.name.en.clone(),
                city_id: Some(p.city_id),
                county_code: p.hometown_county.clone(),
                summary: format!("{} · {}", p.era, p.title),
                location: None,
                place: None,
            }
        }
        Ref::Line(i) => {
            let l = snap.lines.get(i as usize)?;
            SearchItem {
                id: l.id.clone(),
                type_: "line",
                kind: "line".into(),
                page: PageRoute::Line,
                name: l.name.zh.clone(),
                name_en: l.name.en.clone(),
                city_id: l.city_ids.first().copied(),
                county_code: None,
                summary: format!("{} · {} 日", l.theme, l.days),
                location: None,
                place: None,
            }
        }
        Ref::Topic(i) => {
            let t = snap.topics.get(i as usize)?;
            SearchItem {
                id: t.id.clone(),
                type_: "topic",
                kind: "topic".into(),
                page: PageRoute::Topic,
                name: t.title.zh.clone(),
                name_en: t.title.en.clone(),
                city_id: t.city_id,
                county_code: None,
                summary: t.summary.clone(),
                location: None,
                place: None,
            }
        }
    })
}
