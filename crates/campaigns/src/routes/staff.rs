//! Prize staff (operators who may `HandlePrizes`: moderators and province admins) find a
//! prize by its code, with the delivery address, and mark it redeemed or shipped. Every
//! mark is audited in its own transaction (docs/OPERATORS.md).

use axum::{Json, extract::State};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    extract::{ApiJson, ApiQuery},
    ok,
    time::now_ms,
};
use youzhe_operators::{Action, Operator, may};

use super::{
    CampaignsState,
    input::{self, CodeBody, ShipBody},
    view::MyPrize,
};
use crate::wins::{self, Change, StaffChange, WinRow};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CodeQuery {
    /// The code as typed (`ABCDE-FGHJK`, any case) or the QR's text.
    #[param(min_length = 1, max_length = 40)]
    pub code: String,
}

async fn by_code(s: &CampaignsState, typed: &str) -> ApiResult<WinRow> {
    let code = input::code(typed)?;
    wins::by_code(&s.db, &code)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(|| ApiError::NotFound("没有这个兑奖码".into()))
}

async fn answer(s: &CampaignsState, id: i64) -> ApiResult<Json<Envelope<MyPrize>>> {
    let w = wins::by_id(&s.db, id)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or_else(|| ApiError::NotFound("没有这个兑奖码".into()))?;
    let a = wins::address(&s.db, id)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(MyPrize::of(&w, a, now_ms())))
}

/// A prize by its code, with its state and delivery address: for the counter and for
/// posting. Moderators and province admins (40300 for other roles).
#[utoipa::path(get, path = "/ver3/api/admin/v1/prizes", tag = "operators",
    security(("operator_session" = [])), params(CodeQuery),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "The prize; 40300 without prize handling, 40400 unknown code", body = Envelope<MyPrize>)))]
pub async fn find_prize(
    State(s): State<CampaignsState>,
    op: Operator,
    ApiQuery(q): ApiQuery<CodeQuery>,
) -> ApiResult<Json<Envelope<MyPrize>>> {
    may(&op, Action::HandlePrizes, None)?;
    let w = by_code(&s, &q.code).await?;
    answer(&s, w.id).await
}

/// Mark a prize redeemed by its code (scanned or typed at the counter): from `won` or
/// `address_given`, not expired. Audited as `prize.redeem`. 40900 when it is already
/// redeemed or shipped, or expired.
#[utoipa::path(post, path = "/ver3/api/admin/v1/prizes/redeem", tag = "operators",
    security(("operator_session" = [])), request_body = CodeBody,
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The prize, redeemed; 40300 without prize handling, 40400 unknown code, 40900 not redeemable now", body = Envelope<MyPrize>)))]
pub async fn redeem_prize(
    State(s): State<CampaignsState>,
    op: Operator,
    ApiJson(body): ApiJson<CodeBody>,
) -> ApiResult<Json<Envelope<MyPrize>>> {
    may(&op, Action::HandlePrizes, None)?;
    let w = by_code(&s, &body.code).await?;
    if wins::staff_change(&s.db, &op.actor(), &w, StaffChange::Redeem, None).await?
        == Change::NotNow
    {
        return Err(ApiError::Conflict("这个奖品已兑换、已发货或已过期".into()));
    }
    answer(&s, w.id).await
}

/// Mark a physical prize shipped, with the tracking the winner is shown: from
/// `address_given`, not expired. Audited as `prize.ship`. 40900 when it has no address
/// yet, is already shipped or redeemed, or expired.
#[utoipa::path(post, path = "/ver3/api/admin/v1/prizes/ship", tag = "operators",
    security(("operator_session" = [])), request_body = ShipBody,
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The prize, shipped; 40300 without prize handling, 40400 unknown code, 40900 not shippable now", body = Envelope<MyPrize>)))]
pub async fn ship_prize(
    State(s): State<CampaignsState>,
    op: Operator,
    ApiJson(body): ApiJson<ShipBody>,
) -> ApiResult<Json<Envelope<MyPrize>>> {
    may(&op, Action::HandlePrizes, None)?;
    let tracking = body.tracking.trim();
    if tracking.is_empty() || body.tracking.chars().count() > 60 {
        return Err(ApiError::invalid(
            "tracking",
            "请填写快递公司和单号（最多 60 个字）",
        ));
    }
    let w = by_code(&s, &body.code).await?;
    if wins::staff_change(&s.db, &op.actor(), &w, StaffChange::Ship, Some(tracking)).await?
        == Change::NotNow
    {
        return Err(ApiError::Conflict(
            "这个奖品还没有地址、已发货或已兑换、或已过期".into(),
        ));
    }
    answer(&s, w.id).await
}
