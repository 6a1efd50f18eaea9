//! `GET /ver3/api/v3/qixi/invitations/{code}`: an invitation as anyone with its link sees it.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_campaigns::wins::masked;
use youzhe_core::{ApiResult, Envelope, auth::MaybeAuthUser, ok, time::now_ms};

use super::{
    QixiState, not_found, path_code,
    view::{QixiQuestion, QixiRoleWord, QixiStateWord, kept, question_list, state_of},
};
use crate::store;

/// An invitation to whoever opens its link: never anyone's answers.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QixiInvitation {
    pub code: String,
    /// The inviter's masked nickname (`张**`).
    pub inviter: String,
    #[schema(value_type = QixiStateWord)]
    pub state: String,
    /// The signed-in visitor's side of it, if any: the page then offers the result (or,
    /// to the inviter, the share link) instead of the questions.
    #[schema(value_type = Option<QixiRoleWord>)]
    pub role: Option<String>,
    pub created_at: i64,
    pub expires_at: i64,
    /// The questions to answer to accept it: the ones its inviter answered.
    pub questions: Vec<QixiQuestion>,
}

/// An invitation by its code, for anyone with the link (a token, when sent, tells the
/// visitor's side): the inviter's masked nickname, its state and the questions to answer.
/// No one's answers. 40400 for an unknown code.
#[utoipa::path(get, path = "/ver3/api/v3/qixi/invitations/{code}", tag = "qixi",
    params(("code" = String, Path, description = "The invitation's code", pattern = "^[A-Za-z0-9]{10}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The invitation; 40400 for an unknown code", body = Envelope<QixiInvitation>)))]
pub async fn qixi_invitation(
    State(s): State<QixiState>,
    MaybeAuthUser(user): MaybeAuthUser,
    code: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<QixiInvitation>>> {
    let code = path_code(code)?;
    let r = store::get(&s.db, &code)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(not_found)?;
    let now = now_ms();
    let role = user.and_then(|u| {
        if u.uid == r.inviter_id {
            Some("inviter".to_string())
        } else if r.partner_id.as_deref() == Some(u.uid.as_str()) {
            Some("partner".to_string())
        } else {
            None
        }
    });
    let nick = store::nickname(&s.db, &r.inviter_id)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(QixiInvitation {
        code: r.code.clone(),
        inviter: masked(nick.as_deref()),
        state: state_of(&r, now).into(),
        role,
        created_at: r.created_ms,
        expires_at: r.expires_ms,
        questions: question_list(&kept(&s, &r)?),
    }))
}
