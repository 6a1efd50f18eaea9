//! `GET /ver3/api/v3/reviews/mine`: the visitor's own reviews (我的点评).

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::{page::PageRoute, snapshot::Snapshot};
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::AuthUser,
    extract::ApiQuery,
    ok,
    page::{PageQuery, Paged},
};

use super::ReviewsState;
use crate::{store, view::Review};

/// One of the visitor's reviews with what it is about.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyReview {
    #[serde(flatten)]
    pub review: Review,
    /// The place's or dish's name; empty when the content no longer has it.
    pub target_name: String,
    /// The page that shows it (open with `?id=` and the target's id); absent when the
    /// content no longer has it.
    pub page: Option<PageRoute>,
}

/// The name and page of a review's target, if the content still has it.
fn about(snap: &Snapshot, kind: &str, id: &str) -> Option<(String, PageRoute)> {
    match kind {
        "place" => {
            let p = snap.places.get(*snap.place_by_id.get(id)? as usize)?;
            Some((p.name.zh.clone(), PageRoute::of_place(p.kind)))
        }
        "dish" => snap
            .dishes
            .iter()
            .find(|d| d.id == id)
            .map(|d| (d.name.zh.clone(), PageRoute::Dish)),
        _ => None,
    }
}

/// The visitor's reviews of every place and dish, newest first, in every state:
/// `published`, `pending` (待审核) or `rejected` (未通过) with the moderator's reason.
/// Nobody else's ever.
#[utoipa::path(get, path = "/ver3/api/v3/reviews/mine", tag = "reviews",
    security(("bearer" = [])), params(PageQuery),
    responses((status = 200, description = "One page of the visitor's reviews", body = Envelope<Paged<MyReview>>)))]
pub async fn my_reviews(
    State(s): State<ReviewsState>,
    user: AuthUser,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<MyReview>>>> {
    let err = |e: sqlx::Error| ApiError::Internal(e.into());
    let page = q.page();
    let total = store::count_mine(&s.db, &user.uid).await.map_err(err)?;
    let rows = store::mine(
        &s.db,
        &user.uid,
        i64::from(page.size),
        i64::try_from(page.offset()).unwrap_or(i64::MAX),
    )
    .await
    .map_err(err)?;
    let snap = s.content.snapshot();
    let mut list = Vec::with_capacity(rows.len());
    for r in rows {
        let found = about(&snap, &r.target_kind, &r.target_id);
        let review = crate::view::review(&s.db, r, &user.uid)
            .await
            .map_err(err)?;
        let (target_name, opens) = found.map_or((String::new(), None), |(n, p)| (n, Some(p)));
        list.push(MyReview {
            review,
            target_name,
            page: opens,
        });
    }
    Ok(ok(Paged {
        list,
        total: u64::try_from(total).unwrap_or(0),
        page: page.page,
        size: page.size,
    }))
}
