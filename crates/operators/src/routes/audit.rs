//! `GET /ver3/api/admin/v1/audit`: the audit log, newest first (admins only).

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use youzhe_core::{ApiResult, Bounded, Envelope, extract::ApiQuery, ok, page::PageSize};

use super::OperatorsState;
use crate::{
    audit::{self, AuditRow},
    scope::{Action, may},
    session::Operator,
};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct AuditQuery {
    /// Rows with ids below this one (the `next` of the previous page); the newest without it.
    #[param(inline)]
    pub before: Option<Bounded<1, 2_147_483_647>>,
    /// Rows per page (default 20, at most 50).
    #[param(inline)]
    pub size: Option<PageSize>,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AuditPage {
    pub list: Vec<AuditRow>,
    /// Pass as `before` for the next (older) page; null on the last page.
    pub next: Option<i64>,
}

/// The audit log, newest first: every operator write with who, when, what and the record
/// before and after. Pages go by id (`before`), so the thousandth page costs what the
/// first does. Province admins only: 40300 for every other role.
#[utoipa::path(get, path = "/ver3/api/admin/v1/audit", tag = "operators",
    security(("operator_session" = [])), params(AuditQuery),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "One page of the log; 40300 for a role other than province admin",
        body = Envelope<AuditPage>)))]
pub async fn audit_log(
    State(s): State<OperatorsState>,
    op: Operator,
    ApiQuery(q): ApiQuery<AuditQuery>,
) -> ApiResult<Json<Envelope<AuditPage>>> {
    may(&op, Action::ReadAudit, None)?;
    let size = i64::from(q.size.map_or(20, |s| s.get()));
    let mut list = audit::page(
        &s.sessions.db,
        q.before.map(|b| i64::from(b.get())),
        size + 1,
    )
    .await?;
    let next = if list.len() as i64 > size {
        list.truncate(size as usize);
        list.last().map(|r| r.id)
    } else {
        None
    };
    Ok(ok(AuditPage { list, next }))
}
