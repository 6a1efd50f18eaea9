//! 百县千碗 dishes and the food and shop category tabs.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::cache::content_cached;
use youzhe_core::{
    ApiError, Envelope,
    extract::ApiQuery,
    page::{PageQuery, Paged},
};

use super::{PlacesState, dish_not_found, present};
use crate::{
    card,
    filter::{Filter, tally_themes},
    groups::Group,
    position::Position,
    view::{DishCard, DishDetail, KindCount, PlaceCard, ShopCate, ThemeTally},
};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct DishListParams {
    /// Only this city's dishes (1201 …).
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
    /// Only this county's dishes (official code).
    pub county_code: Option<String>,
}

/// 百县千碗: the counties' signature dishes, in file order (city, then county).
#[utoipa::path(get, path = "/ver3/api/poi/v1/cateRecommend", tag = "places", params(DishListParams, PageQuery),
    responses((status = 200, description = "One page of dish cards", body = Envelope<Paged<DishCard>>)))]
pub async fn cate_recommend(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<DishListParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> Result<Response, ApiError> {
    let page = paging.page();
    let county = present(q.county_code.as_deref());
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let idx: Vec<u32> = cat
        .snap
        .dishes
        .iter()
        .enumerate()
        .filter(|(_, d)| {
            q.city_id.is_none_or(|c| d.city_id == c) && county.is_none_or(|c| d.county_code == c)
        })
        .map(|(i, _)| i as u32)
        .collect();
    let data = page.slice_with(&idx, |idx| {
        idx.iter()
            .filter_map(|&i| card::dish_card(cat, i))
            .collect()
    });
    Ok(content_cached(&headers, &cat.snap.etag, data))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct DishParams {
    /// The dish id (`dish-330102-dongpo-rou`).
    pub id: String,
}

/// A dish with the places that serve it.
#[utoipa::path(get, path = "/ver3/api/v3/dishes/detail", tag = "places", params(DishParams, Position),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The dish; code 40400 for an unknown id", body = Envelope<DishDetail>)))]
pub async fn dish_detail(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<DishParams>,
    ApiQuery(at): ApiQuery<Position>,
) -> Result<Response, ApiError> {
    let from = at.parse()?;
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let (i, _) = cat.dish(q.id.trim()).ok_or_else(dish_not_found)?;
    let data = card::dish_detail(cat, i, from).ok_or_else(dish_not_found)?;
    Ok(content_cached(&headers, &cat.snap.etag, data))
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct DishPlacesParams {
    /// The dish id.
    pub dish_id: String,
}

/// The places that list a dish as where to eat it, in the dish's order.
#[utoipa::path(get, path = "/ver3/api/poi/v1/cateAffiliationShop", tag = "places", params(DishPlacesParams, Position),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "Place cards; code 40400 for an unknown dish", body = Envelope<Vec<PlaceCard>>)))]
pub async fn cate_affiliation_shop(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<DishPlacesParams>,
    ApiQuery(at): ApiQuery<Position>,
) -> Result<Response, ApiError> {
    let from = at.parse()?;
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let (i, _) = cat.dish(q.dish_id.trim()).ok_or_else(dish_not_found)?;
    let places = cat.dish_places.get(i as usize).ok_or_else(dish_not_found)?;
    let data = card::cards(&cat.snap, places, from);
    Ok(content_cached(&headers, &cat.snap.etag, data))
}

youzhe_core::words_schema!(
    /// The two category pages, as `area` spells them; empty means `food`.
    AreaWord,
    ["", "food", "shop"]
);

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct ShopCateParams {
    /// Only this city (1201 …).
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
    /// `food` (restaurant, food, canteen; the default) or `shop`.
    #[param(value_type = Option<AreaWord>, inline)]
    pub area: Option<String>,
}

/// The category tabs of the food and shop pages: places per kind and per theme.
#[utoipa::path(get, path = "/ver3/api/poi/v1/shopCate", tag = "places", params(ShopCateParams),
    responses((status = 200, description = "Every kind of the area in tab order (zero counts kept), then themes, most places first",
        body = Envelope<ShopCate>)))]
pub async fn shop_cate(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<ShopCateParams>,
) -> Result<Response, ApiError> {
    let group = match present(q.area.as_deref()).unwrap_or("food") {
        "food" => Group::Food,
        "shop" => Group::Shop,
        other => {
            return Err(ApiError::invalid(
                "area",
                format!("未知的分类 {other}（food、shop）"),
            ));
        }
    };
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let places = &cat.snap.places;
    let in_city = |p: &youzhe_content::model::Place| q.city_id.is_none_or(|c| p.city_id == c);
    let kinds = group
        .kinds()
        .iter()
        .map(|&k| KindCount {
            kind: k,
            count: places.iter().filter(|p| p.kind == k && in_city(p)).count() as u32,
        })
        .collect();
    let filter = Filter {
        kinds: group.kinds().to_vec(),
        city_id: q.city_id,
        ..Filter::default()
    };
    let themes = tally_themes(places, &filter, 1)
        .into_iter()
        .map(|t| ThemeTally {
            theme: t.theme,
            count: t.count,
        })
        .collect();
    Ok(content_cached(
        &headers,
        &cat.snap.etag,
        ShopCate { kinds, themes },
    ))
}
