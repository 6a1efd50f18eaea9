//! `POST /ver3/api/v3/qixi/invitations`: answer the questions and invite a partner.

use axum::{Json, extract::State};
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, extract::ApiJson, ok,
    time::now_ms,
};

use super::{
    QixiState, new_code,
    view::{QixiAnswers, QixiPair, pair_view},
};
use crate::{
    questions,
    store::{self, Row},
};

/// Answer the questions published now and get an invitation (which keeps them for its
/// partner): its code and the share link (with its QR
/// code) that opens it for a partner. It stays open `days` days (from
/// `/qixi/questions`). The answers are kept on the server and shown to no one before a
/// partner has answered too. 50300 when this server has no questions.
#[utoipa::path(post, path = "/ver3/api/v3/qixi/invitations", tag = "qixi",
    security(("bearer" = [])), request_body = QixiAnswers,
    extensions(("x-codes" = json!([50300]))),
    responses((status = 200, description = "The invitation, open; 40000 naming `answers` or `answers[i]` for answers that do not fit the questions, 50300 without questions",
        body = Envelope<QixiPair>),
        (status = 429, description = "Too many invitations from this visitor", body = ErrorEnvelope)))]
pub async fn create_invitation(
    State(s): State<QixiState>,
    user: AuthUser,
    ApiJson(body): ApiJson<QixiAnswers>,
) -> ApiResult<Json<Envelope<QixiPair>>> {
    s.limiter.check(&user.uid).await?;
    let asked = questions::live(&s.content);
    if asked.is_empty() {
        return Err(ApiError::NotConfigured("七夕配对暂未开放".into()));
    }
    let answers = body.checked(&asked)?;
    let now = now_ms();
    let row = Row {
        code: new_code(),
        inviter_id: user.uid.clone(),
        campaign_id: s.rules.campaign.clone(),
        inviter_answers: answers,
        questions: Some(serde_json::to_string(&asked).map_err(anyhow::Error::from)?),
        created_ms: now,
        expires_ms: now + s.rules.days * 86_400_000,
        partner_id: None,
        partner_answers: None,
        paired_ms: None,
        score: None,
        inviter_chance: None,
        partner_chance: None,
    };
    store::insert(&s.db, &row)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(pair_view(&s, &row, &user.uid, now).await?))
}
