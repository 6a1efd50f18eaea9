//! `GET /ver3/api/v3/media/cover/{id}`: the generated cover of a place, dish or topic.

use axum::{
    extract::{Path, State, rejection::PathRejection},
    http::{HeaderMap, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::cache::cached_with;
use youzhe_core::{ApiError, Bounded, envelope::ErrorEnvelope, extract::ApiQuery};

use super::PlacesState;
use crate::cover::{self, MAX_N, Motif};

/// Covers change only with the generator or a name; a day's caching is safe.
const COVER_CACHE: &str = "public, max-age=86400";

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CoverParams {
    /// The album view, 0 (the cover, default) … 3.
    #[param(inline)]
    pub n: Option<Bounded<0, { MAX_N as u32 }>>,
}

/// An SVG illustration of a place (drawn from its kind), a dish or a topic, with its name.
#[utoipa::path(get, path = "/ver3/api/v3/media/cover/{id}", tag = "places",
    params(("id" = String, Path, description = "A place, dish or topic id"), CoverParams),
    responses(
        (status = 200, description = "The SVG (640×400); 304 when If-None-Match matches", content_type = "image/svg+xml", body = String),
        (status = 404, description = "No place, dish or topic has this id", body = ErrorEnvelope)))]
pub async fn cover(
    State(s): State<PlacesState>,
    headers: HeaderMap,
    id: Result<Path<String>, PathRejection>,
    ApiQuery(q): ApiQuery<CoverParams>,
) -> Result<Response, ApiError> {
    let Path(id) = id.map_err(|_| ApiError::invalid("id", "图片 id 格式不正确"))?;
    // In 0..=MAX_N, checked when read.
    let n = q.n.map_or(0, |n| u8::try_from(n.get()).unwrap_or(MAX_N));
    let cur = s.catalogs.get();
    let cat = &cur.catalog;
    let snap = &cat.snap;
    let found = if let Some((_, p)) = cat.place(&id) {
        Some((p.name.zh.as_str(), Motif::of(p.kind)))
    } else if let Some((_, d)) = cat.dish(&id) {
        Some((d.name.zh.as_str(), Motif::Dish))
    } else {
        cat.topic_by_id
            .get(&id)
            .and_then(|&i| snap.topics.get(i as usize))
            .map(|t| (t.title.zh.as_str(), Motif::Topic))
    };
    let Some((name, motif)) = found else {
        // A real 404 (an image tag must not cache a picture that is not there), with the
        // envelope as body like every other 404.
        let mut res = ApiError::NotFound("图片不存在".into()).into_response();
        *res.status_mut() = StatusCode::NOT_FOUND;
        return Ok(res);
    };
    let svg = cover::svg(&id, name, motif, n);
    let etag = format!("\"cv{:016x}\"", cover::fnv1a(svg.as_bytes()));
    Ok(cached_with(&headers, &etag, COVER_CACHE, || {
        (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("image/svg+xml"),
            )],
            svg,
        )
            .into_response()
    }))
}
