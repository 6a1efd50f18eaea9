//! `POST …/campaigns/{id}/draws` and `POST …/campaigns/{id}/redemptions`: a draw that
//! spends a chance, and goods of a shop bought for points. Both decided by the server in
//! one transaction (crates/campaigns/src/engine.rs) and idempotent by `key`.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, client_ip::ClientIp, envelope::ErrorEnvelope,
    extract::ApiJson, ok, time::now_ms,
};

use super::{
    CampaignsState,
    input::{self, DrawBody, RedeemBody, campaign_id},
    view::MyPrize,
};
use crate::{
    config::id_ok,
    destination,
    engine::{self, Drawn},
    store, wins,
};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum DrawOutcome {
    Won,
    /// Nothing this time: a result too, and the chance is spent.
    Lost,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawAnswer {
    pub draw_id: i64,
    /// The page's animation lands on this.
    pub outcome: DrawOutcome,
    /// The prize won, with its code; absent on a lose.
    pub prize: Option<MyPrize>,
    /// True when the key had been used: the first draw's answer again, nothing spent.
    pub replayed: bool,
    pub chances_left: i64,
    /// A blind-box's self-drive destination: the place id (among its check-in task's places)
    /// this draw names, the same on a replay; absent for other campaigns.
    pub destination: Option<String>,
}

async fn prize_of(s: &CampaignsState, d: &Drawn) -> ApiResult<Option<MyPrize>> {
    let Some(w) = &d.won else { return Ok(None) };
    let row = wins::by_id(&s.db, w.win_id)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("win {} vanished", w.win_id)))?;
    Ok(Some(MyPrize::of(&row, None, now_ms())))
}

/// Draw once: spends a chance, and wins by weight among the prizes with stock and today's
/// cap left, or loses. The same `key` again answers the first draw (`replayed`) and spends
/// nothing. A points prize is credited to the points ledger at once. Refused with nothing
/// spent: 40300 outside the window (the message gives the dates) or for a visitor the
/// campaign does not admit; 40900 with no chance left, today's or the campaign's draws
/// used, or in a shop; 40400 for an unknown campaign.
#[utoipa::path(post, path = "/ver3/api/v3/campaigns/{id}/draws", tag = "campaigns",
    security(("bearer" = [])), request_body = DrawBody,
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The draw's result; 40300 outside the window or not eligible, 40400 unknown campaign, 40900 no chance or a limit reached",
        body = Envelope<DrawAnswer>),
        (status = 429, description = "Too many requests from this visitor", body = ErrorEnvelope)))]
pub async fn draw_prize(
    State(s): State<CampaignsState>,
    user: AuthUser,
    ClientIp(ip): ClientIp,
    id: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<DrawBody>,
) -> ApiResult<Json<Envelope<DrawAnswer>>> {
    s.limiter.check(&user.uid).await?;
    let id = campaign_id(id)?;
    input::key(&body.key)?;
    let turn = s.turns.turn(&id, &user.uid).await?;
    let now = now_ms();
    s.join(&id, &user.uid, ip, now).await?;
    let d = engine::draw(&s.db, &user.uid, &id, &body.key, now)
        .await
        .map_err(anyhow::Error::from)?
        .map_err(ApiError::from)?;
    drop(turn);
    let destination = store::campaign(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?
        .and_then(|c| destination::of(&c, d.draw_id));
    let mut prize = prize_of(&s, &d).await?;
    if let Some(p) = &prize
        && p.kind == "points"
        && p.state == "won"
    {
        wins::settle_points(&s.db, &user.uid, p.id).await?;
        prize = prize_of(&s, &d).await?;
    }
    Ok(ok(DrawAnswer {
        draw_id: d.draw_id,
        outcome: if prize.is_some() {
            DrawOutcome::Won
        } else {
            DrawOutcome::Lost
        },
        prize,
        replayed: d.replayed,
        chances_left: d.chances_left,
        destination,
    }))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RedeemAnswer {
    pub draw_id: i64,
    /// The goods bought, with the code to show at the counter or the address to give.
    pub prize: MyPrize,
    /// True when the key had been used: the first redemption's answer, nothing taken.
    pub replayed: bool,
    /// The visitor's points balance now.
    pub points: i64,
}

/// Buy goods of a shop (a campaign of kind `shop`) for points: in one transaction the
/// stock falls by one if some remains, one debit row of the price goes into the points
/// ledger (never below zero), and the prize is recorded with its code. The same `key`
/// again answers the first redemption and takes nothing. Refused with nothing taken:
/// 40900 sold out, not enough points, a limit reached, or not a shop; 40400 unknown shop
/// or goods; 40300 outside the window or not eligible.
#[utoipa::path(post, path = "/ver3/api/v3/campaigns/{id}/redemptions", tag = "campaigns",
    security(("bearer" = [])), request_body = RedeemBody,
    params(("id" = String, Path, description = "The shop's campaign id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The goods bought; 40300 outside the window or not eligible, 40400 unknown shop or goods, 40900 sold out, not enough points or a limit reached",
        body = Envelope<RedeemAnswer>),
        (status = 429, description = "Too many requests from this visitor", body = ErrorEnvelope)))]
pub async fn redeem_goods(
    State(s): State<CampaignsState>,
    user: AuthUser,
    ClientIp(ip): ClientIp,
    id: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<RedeemBody>,
) -> ApiResult<Json<Envelope<RedeemAnswer>>> {
    s.limiter.check(&user.uid).await?;
    let id = campaign_id(id)?;
    if !id_ok(&body.goods_id) {
        return Err(ApiError::invalid(
            "goodsId",
            "参数 goodsId 须为 1 到 64 个小写字母、数字或 -",
        ));
    }
    input::key(&body.key)?;
    let turn = s.turns.turn(&id, &user.uid).await?;
    let now = now_ms();
    s.join(&id, &user.uid, ip, now).await?;
    let d = engine::redeem(&s.db, &user.uid, &id, &body.goods_id, &body.key, now)
        .await
        .map_err(anyhow::Error::from)?
        .map_err(ApiError::from)?;
    drop(turn);
    let prize = prize_of(&s, &d)
        .await?
        .ok_or_else(|| ApiError::Internal(anyhow::anyhow!("a redemption without its prize")))?;
    let points = youzhe_points::ledger::balance(&s.db, &user.uid)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(RedeemAnswer {
        draw_id: d.draw_id,
        prize,
        replayed: d.replayed,
        points,
    }))
}
