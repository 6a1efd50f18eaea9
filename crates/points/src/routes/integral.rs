//! `POST /ver3/api/Open/integral`: the visitor reports an event (the daily check-in) with
//! an idempotency key.

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, extract::ApiJson, ok,
};

use super::PointsState;
use crate::{
    ledger::{self, Outcome},
    levels::{self, Level},
    rules::{CHECKIN, EVENTS, EventWord, KeyText, key_ok},
};

#[derive(Debug, Deserialize, ToSchema)]
pub struct IntegralBody {
    /// The event; only `checkin` may be posted by a visitor.
    #[schema(value_type = EventWord)]
    pub event: String,
    /// Names this deed: the same key credits once (`checkin-2026-11-25`).
    #[schema(value_type = KeyText)]
    pub key: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct IntegralAnswer {
    pub event: String,
    /// `credited`, `already` (this key was credited before) or `capped` (today's limit).
    pub outcome: Outcome,
    /// Points this key earned (now or before); 0 when capped.
    pub points: i64,
    pub balance: i64,
    pub level: Level,
}

/// Credit an event the visitor reports: today only the daily check-in. The same key twice
/// credits once, however many requests arrive at once; past the event's daily cap
/// (Asia/Shanghai days) nothing is credited. Events the server credits itself (a published
/// review, an accepted correction, a visit through a share link, a campaign reward) answer
/// 40300.
#[utoipa::path(post, path = "/ver3/api/Open/integral", tag = "points",
    security(("bearer" = [])), request_body = IntegralBody,
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "What the credit did, and the balance; 40300 for an event only the server credits",
        body = Envelope<IntegralAnswer>),
        (status = 429, description = "Too many posts from this visitor", body = ErrorEnvelope)))]
pub async fn integral(
    State(s): State<PointsState>,
    user: AuthUser,
    ApiJson(body): ApiJson<IntegralBody>,
) -> ApiResult<Json<Envelope<IntegralAnswer>>> {
    s.limiter.check(&user.uid).await?;
    if !EVENTS.contains(&body.event.as_str()) {
        return Err(ApiError::invalid("event", "参数 event 不是可积分的事件"));
    }
    if !key_ok(&body.key) {
        return Err(ApiError::invalid(
            "key",
            "参数 key 须为 1 到 64 个字母、数字或 . _ : -",
        ));
    }
    if body.event != CHECKIN {
        return Err(ApiError::Forbidden(format!(
            "积分事件 {} 由系统发放，不能直接提交",
            body.event
        )));
    }
    let credit = ledger::credit(&s.db, &user.uid, &body.event, &body.key)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("no rule for {}", body.event)))?;
    Ok(ok(IntegralAnswer {
        event: body.event,
        outcome: credit.outcome,
        points: credit.points,
        balance: credit.balance,
        level: levels::of(credit.balance).0,
    }))
}
