//! `GET /ver3/api/v3/points/records`: the visitor's ledger, newest first.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiResult, Envelope,
    auth::AuthUser,
    extract::ApiQuery,
    ok,
    page::{PageQuery, Paged},
    time::rfc3339_shanghai,
};

use super::PointsState;
use crate::ledger;

/// One credit (positive) or debit (negative).
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct PointRecord {
    pub id: i64,
    pub event: String,
    /// What the rule is called (每日签到).
    pub description: String,
    pub points: i64,
    /// When, RFC 3339 in Asia/Shanghai.
    pub at: String,
}

/// The visitor's points records, newest first.
#[utoipa::path(get, path = "/ver3/api/v3/points/records", tag = "points",
    security(("bearer" = [])), params(PageQuery),
    responses((status = 200, description = "One page of records", body = Envelope<Paged<PointRecord>>)))]
pub async fn point_records(
    State(s): State<PointsState>,
    user: AuthUser,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<PointRecord>>>> {
    let page = q.page();
    let (rows, total) = ledger::records(
        &s.db,
        &user.uid,
        i64::from(page.size),
        i64::try_from(page.offset()).unwrap_or(i64::MAX),
    )
    .await
    .map_err(anyhow::Error::from)?;
    Ok(ok(Paged {
        list: rows
            .into_iter()
            .map(|(id, event, points, at, description)| PointRecord {
                id,
                event,
                description,
                points,
                at: rfc3339_shanghai(at),
            })
            .collect(),
        total: u64::try_from(total).unwrap_or(0),
        page: page.page,
        size: page.size,
    }))
}
