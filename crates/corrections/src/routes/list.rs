//! `GET /ver3/api/v3/corrections`: the visitor's corrections, newest first.

use axum::{Json, extract::State};
use youzhe_core::{
    ApiResult, Envelope,
    auth::AuthUser,
    extract::ApiQuery,
    ok,
    page::{PageQuery, Paged},
};

use super::{
    CorrectionsState,
    view::{Correction, correction},
};
use crate::store;

/// The visitor's corrections, newest first, each with its status, the reason of a
/// rejection, the points of an acceptance and when it was decided.
#[utoipa::path(get, path = "/ver3/api/v3/corrections", tag = "corrections",
    security(("bearer" = [])), params(PageQuery),
    responses((status = 200, description = "One page of the visitor's corrections", body = Envelope<Paged<Correction>>)))]
pub async fn my_corrections(
    State(s): State<CorrectionsState>,
    user: AuthUser,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<Correction>>>> {
    let page = q.page();
    let (rows, total) = store::page(
        &s.db,
        &user.uid,
        i64::from(page.size),
        i64::try_from(page.offset()).unwrap_or(i64::MAX),
    )
    .await
    .map_err(anyhow::Error::from)?;
    let snap = s.content.snapshot();
    let mut list = Vec::with_capacity(rows.len());
    for r in rows {
        list.push(
            correction(&s.db, &snap, r)
                .await
                .map_err(anyhow::Error::from)?,
        );
    }
    Ok(ok(Paged {
        list,
        total: u64::try_from(total).unwrap_or(0),
        page: page.page,
        size: page.size,
    }))
}
