//! `GET /ver3/api/topic/getgoods`: the local goods with a geographical indication.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, Envelope,
    cache::content_cached,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};

use super::TopicsState;
use crate::{goods, view::GoodsCard};

youzhe_core::words_schema!(
    /// A goods category (`tea`); empty means every category.
    CategoryWord,
    std::iter::once("").chain(goods::categories())
);

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct GoodsParams {
    /// Only goods of this city (1201 …). An unknown city has none.
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
    /// Only goods of this county (its official code, `330106`). An unknown county has none.
    #[param(max_length = 12)]
    pub county_code: Option<String>,
    /// Only goods of this category; empty: every category.
    #[param(value_type = Option<CategoryWord>, inline)]
    pub category: Option<String>,
}

/// The goods in file order (city by city), narrowed to a city, a county and a category,
/// each with the national list it is on and the places of ours that sell it.
#[utoipa::path(get, path = "/ver3/api/topic/getgoods", tag = "topics", params(GoodsParams, PageQuery),
    responses((status = 200, description = "One page of goods", body = Envelope<Paged<GoodsCard>>)))]
pub async fn goods_list(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<GoodsParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    let category =
        match q.category.as_deref().unwrap_or("") {
            "" => None,
            c => Some(goods::categories().find(|x| *x == c).ok_or_else(|| {
                ApiError::invalid("category", "参数 category 取值不在允许范围内")
            })?),
        };
    if q.county_code
        .as_ref()
        .is_some_and(|c| c.chars().count() > 12)
    {
        return Err(ApiError::invalid("county_code", "参数 county_code 过长"));
    }
    let county = q
        .county_code
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty());
    let page = paging.page();
    let snap = s.content.snapshot();
    let idx: Vec<usize> = (0..snap.goods.len())
        .filter(|&i| goods::matches(&snap.goods[i], q.city_id, county, category))
        .collect();
    let data = page.slice_with(&idx, |idx| {
        idx.iter()
            .map(|&i| goods::card(&snap, &snap.goods[i]))
            .collect()
    });
    Ok(content_cached(&headers, &snap.etag, data))
}
