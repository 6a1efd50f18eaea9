//! `POST /ver3/api/v3/qixi/invitations/{code}/pair`: accept an invitation by answering.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_campaigns::{credited::CreditedChance, words::QIXI_PAIRED};
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, extract::ApiJson, ok,
    time::now_ms,
};

use super::{
    QixiState, not_found, path_code,
    view::{QixiAnswers, QixiPair, kept, pair_view, state_of},
};
use crate::{questions, store};

/// What a visitor reads when today's chances from pairing are used up.
const QIXI_CAPPED: &str = "今天配对获得的抽奖机会已达上限";

/// Why `uid` cannot pair with this invitation now, if they cannot.
fn refusal(r: &store::Row, uid: &str, now: i64) -> Option<ApiError> {
    if r.inviter_id == uid {
        return Some(ApiError::Forbidden(
            "不能和自己的邀请配对，把链接发给 TA 吧".into(),
        ));
    }
    match (r.partner_id.as_deref(), state_of(r, now)) {
        (Some(p), _) if p == uid => Some(ApiError::Conflict(
            "你已经接受过这个邀请，去看看你们的结果吧".into(),
        )),
        (Some(_), _) => Some(ApiError::Conflict(
            "这个邀请已经有人配对了，一个邀请只能配对一次".into(),
        )),
        (None, "expired") => Some(ApiError::Conflict("这个邀请已过期".into())),
        _ => None,
    }
}

/// Accept an invitation by answering the same questions: the first visitor to do so
/// becomes the partner (one pair per invitation), the server scores how alike the two
/// are, and each of the two earns a chance in the Qixi campaign (`result.chance`, once per
/// pair). Answers the pair with the shared result. 40300 for the inviter's own invitation;
/// 40900 when it already has a partner (this visitor or another) or has expired.
#[utoipa::path(post, path = "/ver3/api/v3/qixi/invitations/{code}/pair", tag = "qixi",
    security(("bearer" = [])), request_body = QixiAnswers,
    params(("code" = String, Path, description = "The invitation's code", pattern = "^[A-Za-z0-9]{10}$")),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The pair with its result; 40000 naming `code`, `answers` or `answers[i]`, 40300 for one's own invitation, 40400 for an unknown code, 40900 when it has a partner already or has expired",
        body = Envelope<QixiPair>),
        (status = 429, description = "Too many pairings from this visitor", body = ErrorEnvelope)))]
pub async fn accept_invitation(
    State(s): State<QixiState>,
    user: AuthUser,
    code: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<QixiAnswers>,
) -> ApiResult<Json<Envelope<QixiPair>>> {
    s.limiter.check(&user.uid).await?;
    let code = path_code(code)?;
    let now = now_ms();
    let r = store::get(&s.db, &code)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(not_found)?;
    if let Some(e) = refusal(&r, &user.uid, now) {
        return Err(e);
    }
    // The partner answers the questions the inviter was asked, as the invitation keeps them.
    let answers = body.checked(&kept(&s, &r)?)?;
    let theirs: Vec<u8> = serde_json::from_str(&r.inviter_answers).map_err(anyhow::Error::from)?;
    let (_, score) = questions::compatibility(&theirs, &body.answers);
    // The pair and both chances commit together, in one transaction taken within the two
    // visitors' turns in the campaign; their lock rows are written in ascending uid.
    let campaign = r.campaign_id.clone();
    let mut t = s
        .turns
        .begin(&s.db, &campaign, &[&r.inviter_id, &user.uid], now)
        .await?;
    let made = store::pair_in(t.conn(), &code, &user.uid, &answers, score, now)
        .await
        .map_err(anyhow::Error::from)?;
    if made {
        let key = format!("qixi:{code}");
        for (inviter, uid) in [(true, r.inviter_id.as_str()), (false, user.uid.as_str())] {
            let answer = t
                .earn(uid, &campaign, QIXI_PAIRED, &code, &key, now)
                .await
                .map_err(anyhow::Error::from)?;
            let text = serde_json::to_string(&CreditedChance::of(&campaign, answer, QIXI_CAPPED))
                .map_err(anyhow::Error::from)?;
            store::keep_chance_in(t.conn(), &code, inviter, &text)
                .await
                .map_err(anyhow::Error::from)?;
        }
    }
    t.commit().await.map_err(anyhow::Error::from)?;
    let r = store::get(&s.db, &code)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(not_found)?;
    if !made {
        // Another visitor (or this one, twice at once) was first, or it expired meanwhile.
        return Err(refusal(&r, &user.uid, now)
            .unwrap_or_else(|| ApiError::Conflict("这个邀请已经有人配对了".into())));
    }
    Ok(ok(pair_view(&s, &r, &user.uid, now).await?))
}
