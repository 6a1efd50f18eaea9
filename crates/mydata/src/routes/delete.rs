//! `DELETE /ver3/api/v3/me`: the visitor deletes their account.

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, extract::ApiJson, ok, time::now_ms,
};

use super::MyDataState;

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

/// Delete the signed-in visitor's account, in one transaction across every area: their
/// favourites, points ledger, phone code, number, WeChat links, name and picture,
/// unpublished reviews and reports, campaign chances and draws, quizzes, persona tests, Qixi
/// invitations sent, game and spot-the-difference rounds, travel notes, contest entries,
/// stamps and camping sign-ups are removed, their uid is cleared from page views, and every
/// token they hold is revoked (it answers 40003 afterwards). The account keeps only its
/// random id, so what outlives it (published reviews, shown as 已注销用户, corrections
/// without their contact number, prizes won without their delivery addresses, votes and
/// likes given) is anonymous. Then their photos are removed, except those of what outlives
/// it. The body must say
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
    crate::erase(&s.db, &s.areas, &user.uid, now_ms()).await?;
    // Objects cannot join a database transaction: the photos go once the account is gone.
    // Should the store fail half-way, the account is deleted all the same and the photos
    // left are only reachable by id; the failure is logged to be swept.
    if let Err(e) = crate::erase_photos(&s.db, &s.media, &s.areas, &user.uid).await {
        tracing::error!(error = %e, "a deleted account's photos were not all removed");
    }
    Ok(ok(AccountDeleted { deleted: true }))
}
