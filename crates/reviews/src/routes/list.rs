//! `GET /ver3/api/v3/reviews`: a place's or a dish's reviews, paged, with the summary.

use axum::{
    body::Bytes,
    extract::State,
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::MaybeAuthUser, extract::ApiQuery, page::PageQuery,
};

use super::ReviewsState;
use crate::{
    public_pages::Key,
    store::{self, Sort},
    target::{self, ReviewTargetKind},
    view::{self, Review, ReviewSummary},
};

pub const SORT_WORDS: [&str; 3] = ["newest", "best", "photos"];

youzhe_core::words_schema!(
    /// `newest` (default), `best` (most stars first) or `photos` (only those with photos,
    /// newest first).
    ReviewSort,
    SORT_WORDS
);

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(rename_all = "camelCase")]
pub struct ListParams {
    #[param(value_type = ReviewTargetKind, inline)]
    pub target_kind: String,
    /// The place's or dish's id in the content.
    #[param(min_length = 1, max_length = 128)]
    pub target_id: String,
    #[param(value_type = Option<ReviewSort>, inline)]
    pub sort: Option<String>,
}

/// The place or dish reviewed.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewTarget {
    pub kind: String,
    pub id: String,
    pub name: String,
}

/// One page of reviews and the target's summary.
#[derive(Debug, Serialize, ToSchema)]
pub struct ReviewPage {
    pub list: Vec<Review>,
    /// Reviews in this list (the signed-in author's own pending ones included).
    pub total: u64,
    pub page: u32,
    pub size: u32,
    /// Published reviews only.
    pub summary: ReviewSummary,
    pub target: ReviewTarget,
}

pub(crate) fn read_sort(s: Option<&str>) -> ApiResult<Sort> {
    match s.unwrap_or("") {
        "" | "newest" => Ok(Sort::Newest),
        "best" => Ok(Sort::Best),
        "photos" => Ok(Sort::Photos),
        _ => Err(ApiError::invalid(
            "sort",
            "参数 sort 须为 newest、best 或 photos",
        )),
    }
}

/// The published reviews of a place or dish, newest first (or `best`, or only those with
/// `photos`), with the average, the count and the star histogram. A signed-in visitor
/// also sees their own reviews that wait for moderation (`status: pending`); nobody else
/// does (send the token when there is one; without it the list is the public one, which
/// may be up to 2 s old). An id the content does not have answers 40400.
#[utoipa::path(get, path = "/ver3/api/v3/reviews", tag = "reviews", params(ListParams, PageQuery),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "One page of reviews; 40400 for a place or dish the content does not have",
        body = Envelope<ReviewPage>)))]
pub async fn reviews(
    State(s): State<ReviewsState>,
    MaybeAuthUser(user): MaybeAuthUser,
    ApiQuery(q): ApiQuery<ListParams>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> ApiResult<Response> {
    let kind = target::kind(&q.target_kind)?;
    let sort = read_sort(q.sort.as_deref())?;
    let name = target::name(&s.content.snapshot(), kind, &q.target_id)
        .ok_or_else(|| ApiError::NotFound("没有找到要查看点评的地点或菜品".into()))?;
    let page = paging.page();
    let viewer = user.map(|u| u.uid).unwrap_or_default();
    let kept_as: Key = (
        kind,
        q.target_id.clone(),
        sort_word(sort),
        page.page,
        page.size,
    );
    if viewer.is_empty()
        && let Some(body) = s.public.get(&kept_as)
    {
        return Ok(json(body));
    }
    let db = &s.db;
    let err = |e: sqlx::Error| ApiError::Internal(e.into());
    let total = store::count(db, kind, &q.target_id, &viewer, sort)
        .await
        .map_err(err)?;
    let rows = store::page(
        db,
        kind,
        &q.target_id,
        &viewer,
        sort,
        i64::from(page.size),
        i64::try_from(page.offset()).unwrap_or(i64::MAX),
    )
    .await
    .map_err(err)?;
    let mut list = Vec::with_capacity(rows.len());
    for r in rows {
        list.push(view::review(db, r, &viewer).await.map_err(err)?);
    }
    let summary = view::summary(
        &store::by_rating(db, kind, &q.target_id)
            .await
            .map_err(err)?,
    );
    let answer = Envelope::ok(ReviewPage {
        list,
        total: u64::try_from(total).unwrap_or(0),
        page: page.page,
        size: page.size,
        summary,
        target: ReviewTarget {
            kind: kind.into(),
            id: q.target_id,
            name,
        },
    });
    let body = Bytes::from(serde_json::to_vec(&answer).map_err(|e| ApiError::Internal(e.into()))?);
    if viewer.is_empty() {
        s.public.put(kept_as, body.clone());
    }
    Ok(json(body))
}

fn sort_word(sort: Sort) -> &'static str {
    match sort {
        Sort::Newest => "newest",
        Sort::Best => "best",
        Sort::Photos => "photos",
    }
}

fn json(body: Bytes) -> Response {
    (
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        body,
    )
        .into_response()
}
