//! `GET /ver3/api/admin/v1/operators`: every operator account (admins only).

use axum::{Json, extract::State};
use youzhe_core::{
    ApiResult, Envelope,
    extract::ApiQuery,
    ok,
    page::{PageQuery, Paged},
};

use super::OperatorsState;
use crate::{
    scope::{Action, may},
    session::Operator,
    store::{self, OperatorView},
};

/// The operator accounts, oldest first, one page in the console's one page shape (a
/// deployment has tens, not thousands: the page is cut from the whole list). Province
/// admins only: 40300 for every other role.
#[utoipa::path(get, path = "/ver3/api/admin/v1/operators", tag = "operators",
    security(("operator_session" = [])),
    params(PageQuery),
    extensions(("x-codes" = json!([40000, 40300]))),
    responses((status = 200, description = "One page of accounts; 40300 for a role other than province admin",
        body = Envelope<Paged<OperatorView>>)))]
pub async fn list_operators(
    State(s): State<OperatorsState>,
    op: Operator,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<OperatorView>>>> {
    may(&op, Action::ManageOperators, None)?;
    let rows = store::all(&s.sessions.db).await?;
    Ok(ok(paging.page().slice_with(&rows, |page| {
        page.iter().map(|r| r.view()).collect()
    })))
}
