//! `POST /ver3/api/admin/v1/operators`: an admin creates an operator account.

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{ApiResult, Envelope, extract::ApiJson, ok};

use super::OperatorsState;
use crate::{
    accounts::{self, NewOperator},
    role::Role,
    scope::{Action, may},
    session::Operator,
    store::OperatorView,
};

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CreateOperator {
    /// 3–32 lowercase letters, digits, `_`, `.` or `-`, starting with a letter or digit.
    #[schema(pattern = "^[a-z0-9][a-z0-9_.-]{2,31}$", example = "ed-xihu")]
    pub username: String,
    /// Shown in the console and the audit log (1–40 characters; the username when absent).
    #[schema(max_length = 40)]
    pub display_name: Option<String>,
    pub role: Role,
    /// A city editor's city (1201 …); for a county editor, optional and then its county's city.
    pub city_id: Option<u32>,
    /// A county editor's county (official code, '330106').
    #[schema(pattern = "^[0-9]{6}$")]
    pub county_code: Option<String>,
    /// At least 12 characters.
    #[schema(min_length = 12, max_length = 128)]
    pub password: String,
}

/// Create an operator account. Province admins only (40300). Bad input answers 40000
/// naming the field (`username`, `displayName`, `cityId`, `countyCode` — a city editor
/// needs a real city, a county editor a real county, other roles neither — or `password`,
/// at least 12 characters); a username in use answers 40900. Audited as `operator.create`.
#[utoipa::path(post, path = "/ver3/api/admin/v1/operators", tag = "operators",
    security(("operator_session" = [])), request_body = CreateOperator,
    params(("X-CSRF-Token" = Option<String>, Header, description = "The session's CSRF token; 40300 when missing or wrong")),
    extensions(("x-codes" = json!([40300, 40900]))),
    responses((status = 200, description = "The new account; 40300 for a role other than province admin, 40900 for a username in use",
        body = Envelope<OperatorView>)))]
pub async fn create_operator(
    State(s): State<OperatorsState>,
    op: Operator,
    ApiJson(body): ApiJson<CreateOperator>,
) -> ApiResult<Json<Envelope<OperatorView>>> {
    may(&op, Action::ManageOperators, None)?;
    let view = accounts::create(
        &s.sessions.db,
        &op.actor(),
        NewOperator {
            username: body.username,
            display_name: body.display_name,
            role: body.role,
            city_id: body.city_id,
            county_code: body.county_code,
            password: body.password,
        },
    )
    .await?;
    Ok(ok(view))
}
