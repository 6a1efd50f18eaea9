//! `DELETE /ver3/api/v3/me`: the visitor deletes their account.

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, extract::ApiJson, ok, time::now_ms,
};

use super::MyDataState;
use crate::store;

/// The word a visitor must send, so a stray request cannot delete an account.
const CONFIRM: &str = "DELETE";

#[derive(Debug, Deserialize, ToSchema)]
pub struct DeleteAccountBody {
    /// Exactly `DELETE`.
    #[schema(pattern = "^DELETE$", example = "DELETE")]
    pub confirm: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct AccountDeleted {
    /// Always true: the account is gone and every token of it is refused from now on.
    pub deleted: bool,
}

/// Delete the signed-in visitor's account, in one transaction: their favourites, points
/// ledger, phone code, number, WeChat links, name and picture are removed and every token
/// they hold is revoked (it answers 40003 afterwards). The account keeps only its random id,
/// so what outlives it (published reviews) is anonymous. The body must say
/// `{"confirm": "DELETE"}`; anything else is 40000 naming `confirm` and removes nothing.
#[utoipa::path(delete, path = "/ver3/api/v3/me", tag = "mydata",
    security(("bearer" = [])), request_body = DeleteAccountBody,
    responses((status = 200, description = "The account is deleted; 40000 without the confirmation", body = Envelope<AccountDeleted>)))]
pub async fn delete_account(
    State(s): State<MyDataState>,
    user: AuthUser,
    ApiJson(body): ApiJson<DeleteAccountBody>,
) -> ApiResult<Json<Envelope<AccountDeleted>>> {
    if body.confirm != CONFIRM {
        return Err(ApiError::invalid(
            "confirm",
            "参数 confirm 须为 DELETE，确认注销账号",
        ));
    }
    store::erase(&s.db, &user.uid, now_ms()).await?;
    Ok(ok(AccountDeleted { deleted: true }))
}
