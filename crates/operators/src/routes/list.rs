//! `GET /ver3/api/admin/v1/operators`: every operator account (admins only).

use axum::{Json, extract::State};
use youzhe_core::{ApiResult, Envelope, ok};

use super::OperatorsState;
use crate::{
    scope::{Action, may},
    session::Operator,
    store::{self, OperatorView},
};

/// Every operator account, oldest first (a deployment has tens, not thousands). Province
/// admins only: 40300 for every other role.
#[utoipa::path(get, path = "/ver3/api/admin/v1/operators", tag = "operators",
    security(("operator_session" = [])),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "The accounts; 40300 for a role other than province admin",
        body = Envelope<Vec<OperatorView>>)))]
pub async fn list_operators(
    State(s): State<OperatorsState>,
    op: Operator,
) -> ApiResult<Json<Envelope<Vec<OperatorView>>>> {
    may(&op, Action::ManageOperators, None)?;
    let rows = store::all(&s.sessions.db).await?;
    Ok(ok(rows.iter().map(|r| r.view()).collect()))
}
