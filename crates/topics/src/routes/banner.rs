//! `GET /ver3/api/topic/getbanner`: the home page's banners.

use axum::{extract::State, http::HeaderMap, response::Response};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, Bounded, Envelope, cache::content_cached, extract::ApiQuery};

use super::TopicsState;
use crate::{build, view::Banner};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BannerParams {
    /// The visitor's city (1201 …): its own topics come first. Any other number: the
    /// province's order.
    #[param(value_type = Option<u64>, maximum = 4294967295.0)]
    #[serde(default, deserialize_with = "youzhe_core::bounded::optional_whole")]
    pub city_id: Option<u32>,
    /// How many banners (1–10, default 5).
    #[param(inline)]
    pub size: Option<Bounded<1, 10>>,
}

/// Topics to show as banners, each with its cover and the page that opens it: the city's
/// own first, then those with a place in the city, then the rest, in file order.
#[utoipa::path(get, path = "/ver3/api/topic/getbanner", tag = "topics", params(BannerParams),
    responses((status = 200, description = "The banners", body = Envelope<Vec<Banner>>)))]
pub async fn banners(
    State(s): State<TopicsState>,
    headers: HeaderMap,
    ApiQuery(q): ApiQuery<BannerParams>,
) -> Result<Response, ApiError> {
    let size = q.size.map_or(5, Bounded::get) as usize;
    let snap = s.content.snapshot();
    let data = build::banners(&snap, q.city_id, size);
    Ok(content_cached(&headers, &snap.etag, data))
}
