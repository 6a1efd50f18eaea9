//! `GET /ver3/api/v3/reviews/ratings`: the average and count of several places or dishes at
//! once, for the rows of a list (the search results).

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use youzhe_core::{ApiError, ApiResult, Envelope, extract::ApiQuery, ok};

use super::ReviewsState;
use crate::{
    store,
    target::{self, ReviewTargetKind},
    view,
};

/// Most ids asked at once (a page of a list).
pub const MAX_IDS: usize = 50;

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct RatingsParams {
    #[param(value_type = ReviewTargetKind, inline)]
    pub target_kind: String,
    /// Comma-separated ids of places or dishes, at most 50.
    #[param(min_length = 1, max_length = 6500)]
    pub ids: String,
}

/// One target's published reviews in two numbers.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewRating {
    pub target_id: String,
    /// The average of the stars to one decimal; 0 when there are none.
    pub average: f64,
    /// Published reviews (0: nobody has reviewed it yet).
    pub count: i64,
}

/// The average and count of published reviews of each id the content has, in the order
/// asked (ids it does not have are left out).
#[utoipa::path(get, path = "/ver3/api/v3/reviews/ratings", tag = "reviews", params(RatingsParams),
    responses((status = 200, description = "One entry per known id", body = Envelope<Vec<ReviewRating>>)))]
pub async fn review_ratings(
    State(s): State<ReviewsState>,
    ApiQuery(q): ApiQuery<RatingsParams>,
) -> ApiResult<Json<Envelope<Vec<ReviewRating>>>> {
    let kind = target::kind(&q.target_kind)?;
    // The document's bound, held here too: a longer list is refused, not cut.
    if q.ids.chars().count() > 6500 {
        return Err(ApiError::invalid(
            "ids",
            format!("参数 ids 须为 1 到 {MAX_IDS} 个编号"),
        ));
    }
    let mut ids: Vec<String> = Vec::new();
    for id in q.ids.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        if !ids.iter().any(|x| x == id) {
            ids.push(id.to_string());
        }
    }
    if ids.is_empty() || ids.len() > MAX_IDS {
        return Err(ApiError::invalid(
            "ids",
            format!("参数 ids 须为 1 到 {MAX_IDS} 个编号"),
        ));
    }
    let snap = s.content.snapshot();
    ids.retain(|id| target::name(&snap, kind, id).is_some());
    let rows = store::ratings_of(&s.db, kind, &ids)
        .await
        .map_err(anyhow::Error::from)?;
    let list = ids
        .into_iter()
        .map(|id| {
            let mine: Vec<(i64, i64, i64)> = rows
                .iter()
                .filter(|(t, _, _)| *t == id)
                .map(|(_, r, n)| (*r, *n, 0))
                .collect();
            let sum = view::summary(&mine);
            ReviewRating {
                target_id: id,
                average: sum.average,
                count: sum.count,
            }
        })
        .collect();
    Ok(ok(list))
}
