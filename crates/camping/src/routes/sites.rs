//! `GET /ver3/api/v3/camping/sites`: the campsites, filtered.

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_content::{model::PlaceKind, validate::CAMPING_FACILITIES};
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    extract::ApiQuery,
    ok,
    page::{PageQuery, Paged},
    words::comma_list,
};

use super::{
    CampingState,
    view::{CampSite, camp_site, has},
};

youzhe_core::comma_words_schema!(
    /// A comma list of campsite facilities (`toilet,shower`).
    CampingFacilityWords,
    CAMPING_FACILITIES
);

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct SiteParams {
    /// Only this county (official code, `330523`); empty: every county. A code the regions
    /// do not have lists nothing.
    #[param(pattern = "^([0-9]{6})?$")]
    pub county_code: Option<String>,
    /// Comma-separated facilities (parking, toilet, shower, water, electricity, rv,
    /// tent_rental, bbq, pet, restaurant, wifi); the source must state every one.
    #[param(value_type = Option<CampingFacilityWords>, inline)]
    pub facilities: Option<String>,
    /// `true`: only campsites whose source says pets are allowed. `false` or absent: any.
    pub pets: Option<bool>,
    /// `true`: only campsites whose source says there is power at the pitch. `false` or
    /// absent: any.
    pub electricity: Option<bool>,
}

/// Zhejiang's campsites (places of kind camping), most popular first, filtered by county,
/// facilities, pets and power. A filter keeps only the sites whose source states it: an
/// unstated facility is unknown, so it is never taken as "no".
#[utoipa::path(get, path = "/ver3/api/v3/camping/sites", tag = "camping", params(SiteParams, PageQuery),
    responses((status = 200, description = "One page of campsites; 40000 naming the field for a malformed county code or an unknown facility",
        body = Envelope<Paged<CampSite>>)))]
pub async fn camping_sites(
    State(s): State<CampingState>,
    ApiQuery(q): ApiQuery<SiteParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<CampSite>>>> {
    let county = q
        .county_code
        .as_deref()
        .map(str::trim)
        .filter(|c| !c.is_empty());
    if let Some(c) = county
        && !(c.len() == 6 && c.bytes().all(|b| b.is_ascii_digit()))
    {
        return Err(ApiError::invalid(
            "county_code",
            "参数 county_code 须为 6 位县级行政区划代码",
        ));
    }
    let mut wanted: Vec<&str> = Vec::new();
    for f in comma_list(q.facilities.as_deref()) {
        if !CAMPING_FACILITIES.contains(&f) {
            return Err(ApiError::invalid(
                "facilities",
                format!("未知的营地设施 {f}"),
            ));
        }
        wanted.push(f);
    }
    if q.pets == Some(true) {
        wanted.push("pet");
    }
    if q.electricity == Some(true) {
        wanted.push("electricity");
    }
    let page = paging.page();
    let snap = s.content.snapshot();
    let mut sites: Vec<usize> = snap
        .places
        .iter()
        .enumerate()
        .filter(|(_, p)| {
            p.kind == PlaceKind::Camping
                && county.is_none_or(|c| p.county_code == c)
                && wanted.iter().all(|f| has(p, f))
        })
        .map(|(i, _)| i)
        .collect();
    sites.sort_by(|&a, &b| {
        let (a, b) = (&snap.places[a], &snap.places[b]);
        b.popularity
            .cmp(&a.popularity)
            .then_with(|| a.id.cmp(&b.id))
    });
    Ok(ok(page.slice_with(&sites, |idx| {
        idx.iter()
            .map(|&i| camp_site(&snap, &snap.places[i]))
            .collect()
    })))
}
