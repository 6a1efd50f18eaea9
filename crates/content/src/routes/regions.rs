//! `GET /ver3/api/v3/common-region`: cities and their counties.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, Envelope, cache::content_cached, extract::ApiQuery};

use super::{City, CommonRegion, ContentState, County};
use crate::{model::Region, snapshot::Snapshot};

/// SPEC §3: a city name we do not know maps to Hangzhou.
pub const DEFAULT_CITY: u32 = 1201;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct RegionParams {
    /// A city by name (杭州, 杭州市, Hangzhou) or id; only that city is listed. An unknown
    /// name means Hangzhou (1201).
    pub city: Option<String>,
}

/// The city `name` means: by id, Chinese name with or without 市, or English name.
pub fn city_id_for(snap: &Snapshot, name: &str) -> u32 {
    let n = name.trim();
    let lower = n.to_ascii_lowercase();
    snap.cities
        .iter()
        .find(|c| {
            c.id.to_string() == n
                || c.code == n
                || c.name.zh == n
                || c.short_name == n
                || c.name.en.to_ascii_lowercase() == lower
                || (n.chars().count() >= 2 && c.name.zh.starts_with(n))
        })
        .map(|c| c.id)
        .unwrap_or(DEFAULT_CITY)
}

fn city(snap: &Snapshot, c: &Region) -> City {
    let counties = snap
        .counties_of
        .get(&c.id)
        .map(|v| v.iter().map(County::from_region).collect())
        .unwrap_or_default();
    City {
        id: c.id,
        code: c.code.clone(),
        name: c.name.zh.clone(),
        name_en: c.name.en.clone(),
        short_name: c.short_name.clone(),
        centroid: c.centroid,
        counties,
    }
}

/// Cities (SPEC §3 ids) with their counties (official codes).
#[utoipa::path(get, path = "/ver3/api/v3/common-region", tag = "content", params(RegionParams),
    responses((status = 200, description = "Cities and counties; 304 when If-None-Match matches", body = Envelope<CommonRegion>)))]
pub async fn common_region(
    State(s): State<ContentState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<RegionParams>,
) -> Result<Response, ApiError> {
    let snap = s.content.snapshot();
    let (city_id, list) = match q.city.as_deref().map(str::trim).filter(|c| !c.is_empty()) {
        Some(name) => {
            let id = city_id_for(&snap, name);
            (
                Some(id),
                snap.cities
                    .iter()
                    .filter(|c| c.id == id)
                    .map(|c| city(&snap, c))
                    .collect(),
            )
        }
        None => (None, snap.cities.iter().map(|c| city(&snap, c)).collect()),
    };
    Ok(content_cached(
        &headers,
        &snap.etag,
        CommonRegion { city_id, list },
    ))
}
