//! `PATCH /ver3/api/admin/v1/operators/{id}`: an admin changes an operator account.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{ApiError, ApiResult, Envelope, extract::ApiJson, ok};

use super::OperatorsState;
use crate::{
    accounts::{self, Changes},
    role::Role,
    scope::{Action, may},
    session::Operator,
    store::OperatorView,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UpdateOperator {
    #[schema(max_length = 40)]
    pub display_name: Option<String>,
    /// A new role; with it (or a new city or county) the scope is set from `cityId` and
    /// `countyCode` as for a new account.
    pub role: Option<Role>,
    pub city_id: Option<u32>,
    #[schema(pattern = "^[0-9]{6}$")]
    pub county_code: Option<String>,
    /// True disables the account: its sessions end at once. False enables it again.
    pub disabled: Option<bool>,
    /// A new password (at least 12 characters); it also lifts a lockout.
    #[schema(min_length = 12, max_length = 128)]
    pub password: Option<String>,
}

/// Change an operator account: name, role and scope, disabled, password. Province admins
/// only (40300); an admin cannot disable themselves or change their own role (40300).
/// Disabling, a new password, a new role or scope end the operator's sessions. 40400 for
/// an unknown id; bad input 40000 naming the field. Audited with the account before and after.
#[utoipa::path(patch, path = "/ver3/api/admin/v1/operators/{id}", tag = "operators",
    security(("operator_session" = [])), request_body = UpdateOperator,
    params(("id" = i64, Path, description = "The operator's id", minimum = 1),
        ("X-CSRF-Token" = Option<String>, Header, description = "The session's CSRF token; 40300 when missing or wrong")),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "The account as changed; 40300 for a role other than province admin or an admin disabling themselves, 40400 for an unknown id",
        body = Envelope<OperatorView>)))]
pub async fn update_operator(
    State(s): State<OperatorsState>,
    op: Operator,
    path: Result<Path<i64>, PathRejection>,
    ApiJson(body): ApiJson<UpdateOperator>,
) -> ApiResult<Json<Envelope<OperatorView>>> {
    may(&op, Action::ManageOperators, None)?;
    let id = match path {
        Ok(Path(id)) if id >= 1 => id,
        _ => return Err(ApiError::invalid("id", "参数 id 须为正整数")),
    };
    let view = accounts::update(
        &s.sessions.db,
        &op.actor(),
        id,
        Changes {
            display_name: body.display_name,
            role: body.role,
            city_id: body.city_id,
            county_code: body.county_code,
            disabled: body.disabled,
            password: body.password,
        },
    )
    .await?;
    Ok(ok(view))
}
