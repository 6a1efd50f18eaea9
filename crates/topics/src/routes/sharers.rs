//! `GET /ver3/api/topic/getsharers`: whose share links brought the most visitors, counted
//! from the page views' share codes. Read from the database on every request, so it is
//! never kept and only cached for a few seconds.

use axum::{
    extract::State,
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, Bounded, Envelope, extract::ApiQuery, ok};

use super::{TopicsState, find_topic};
use crate::{stats, view::Sharers};

/// Figures move with every view: a short cache spares a busy page, nothing more.
pub const FIGURES_CACHE: &str = "public, max-age=10";

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct SharersParams {
    /// Only views of this topic's page (`topic-songyun`); empty: views of every page. An
    /// unknown topic answers 40400.
    pub topic_id: Option<String>,
    /// How many sharers (1–50, default 10).
    #[param(inline)]
    pub size: Option<Bounded<1, 50>>,
}

/// Share codes (masked) by the page views their links brought, most first.
#[utoipa::path(get, path = "/ver3/api/topic/getsharers", tag = "topics", params(SharersParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The top sharers; code 40400 for an unknown topic", body = Envelope<Sharers>)))]
pub async fn sharers(
    State(s): State<TopicsState>,
    ApiQuery(q): ApiQuery<SharersParams>,
) -> Result<Response, ApiError> {
    let topic_id = match q
        .topic_id
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty())
    {
        Some(id) => Some(find_topic(&s.content.snapshot(), id)?.id.clone()),
        None => None,
    };
    let path = topic_id.as_deref().map(stats::topic_path);
    let size = q.size.map_or(10, Bounded::get);
    let list = stats::sharers(&s.db, path.as_deref(), i64::from(size)).await?;
    let mut res = ok(Sharers { topic_id, list }).into_response();
    res.headers_mut().insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(FIGURES_CACHE),
    );
    Ok(res)
}
