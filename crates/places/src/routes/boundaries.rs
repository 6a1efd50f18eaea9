//! `GET /ver3/api/v3/geo/boundaries`: a city's county outlines for the offline map.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::cache::content_cached;
use youzhe_core::{ApiError, Envelope, extract::ApiQuery};

use super::PlacesState;
use crate::view::{Boundaries, CountyOutline};

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
pub struct BoundaryParams {
    /// The city (1201 …).
    #[param(value_type = u64, maximum = 4294967295.0)]
    #[serde(deserialize_with = "youzhe_core::bounded::whole")]
    pub city_id: u32,
}

/// The outlines of a city's counties (simplified to about 20 m), GeoJSON coordinates.
#[utoipa::path(get, path = "/ver3/api/v3/geo/boundaries", tag = "geo", params(BoundaryParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The counties in file order; code 40400 for an unknown city",
        body = Envelope<Boundaries>)))]
pub async fn boundaries(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<BoundaryParams>,
) -> Result<Response, ApiError> {
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let snap = &cat.snap;
    if !snap.cities.iter().any(|c| c.id == q.city_id) {
        return Err(ApiError::NotFound("城市不存在".into()));
    }
    let counties = snap
        .counties_of
        .get(&q.city_id)
        .into_iter()
        .flatten()
        .filter_map(|c| {
            let outline = snap.outlines.get(&c.code)?;
            Some(CountyOutline {
                code: &c.code,
                name: &c.name.zh,
                centroid: c.centroid,
                multipolygon: outline,
            })
        })
        .collect();
    Ok(content_cached(
        &headers,
        &snap.etag,
        Boundaries {
            city_id: q.city_id,
            counties,
        },
    ))
}
