//! `GET /ver3/api/v3/reviews/summary`: the average, count and histogram alone, for the
//! place and dish pages.

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{ApiError, ApiResult, Envelope, extract::ApiQuery, ok};

use super::ReviewsState;
use crate::{
    store,
    target::{self, ReviewTargetKind},
    view::{self, ReviewSummary},
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct SummaryParams {
    #[param(value_type = ReviewTargetKind, inline)]
    pub target_kind: String,
    #[param(min_length = 1, max_length = 128)]
    pub target_id: String,
}

/// The published reviews of a place or dish at a glance: average (one decimal), count,
/// count with photos, and how many gave each number of stars. 40400 for an id the content
/// does not have.
#[utoipa::path(get, path = "/ver3/api/v3/reviews/summary", tag = "reviews", params(SummaryParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The summary; 40400 for a place or dish the content does not have",
        body = Envelope<ReviewSummary>)))]
pub async fn review_summary(
    State(s): State<ReviewsState>,
    ApiQuery(q): ApiQuery<SummaryParams>,
) -> ApiResult<Json<Envelope<ReviewSummary>>> {
    let kind = target::kind(&q.target_kind)?;
    if target::name(&s.content.snapshot(), kind, &q.target_id).is_none() {
        return Err(ApiError::NotFound("没有找到要查看点评的地点或菜品".into()));
    }
    let rows = store::by_rating(&s.db, kind, &q.target_id)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(view::summary(&rows)))
}
