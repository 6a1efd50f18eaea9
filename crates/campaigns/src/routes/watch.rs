//! Watching a campaign from the console: its live figures (the console refreshes them by
//! itself) and its winners, with delivery details whole for prize staff and masked for
//! anyone else who reads the campaign; the winners as a CSV file, each export audited.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
    response::Response,
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, csv,
    extract::ApiQuery,
    mask, ok,
    page::{PageQuery, Paged},
    time::{now_ms, rfc3339_shanghai},
};
use youzhe_operators::{
    Action, Operator,
    audit::{self, Target},
    may,
};

use super::{
    CampaignsState,
    console::{self, Reader},
};
use crate::{
    code,
    edit::given,
    lifecycle::CampaignStateWord,
    store::{self, Campaign},
    watch::{self, WinnerLine},
    wins::{masked, state_of},
    words::{CampaignStatusWord, PrizeKindWord, PrizeStateWord},
};

/// Most rows one export holds.
const EXPORT_CAP: i64 = 100_000;
/// Days of the per-day figures.
const DAYS: i64 = 30;

/// One prize's stock as the live view shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LivePrize {
    pub id: String,
    pub name: String,
    pub left: i64,
    pub given: i64,
}

/// One Shanghai day: draws (and shop redemptions) and the prizes they gave.
#[derive(Debug, Serialize, ToSchema)]
pub struct LiveDay {
    /// `YYYY-MM-DD`, Asia/Shanghai.
    pub day: String,
    pub draws: i64,
    pub wins: i64,
}

/// A campaign's figures as they stand, read from the database.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CampaignLive {
    pub id: String,
    #[schema(value_type = CampaignStateWord)]
    pub state: String,
    #[schema(value_type = CampaignStatusWord)]
    pub status: &'static str,
    /// Visitors who earned a chance or drew (or redeemed) at least once.
    pub participants: i64,
    pub chances_given: i64,
    pub draws: i64,
    /// Shop redemptions.
    pub redemptions: i64,
    /// Prizes won or goods bought.
    pub wins: i64,
    pub prizes: Vec<LivePrize>,
    /// The last 30 days with a draw, newest first.
    pub per_day: Vec<LiveDay>,
    /// When these figures were read (RFC 3339, Shanghai).
    pub read_at: String,
}

/// A win as the console's winners list shows it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleWinner {
    pub id: i64,
    /// The redemption code as shown (`ABCDE-FGHJK`): what `prizes/ship` and `prizes/redeem`
    /// take.
    pub code: String,
    pub prize_id: String,
    pub prize_name: String,
    #[schema(value_type = PrizeKindWord)]
    pub prize_kind: String,
    /// The winner's nickname masked (`张**`).
    pub winner: String,
    /// Bought with points in a shop rather than won.
    pub bought: bool,
    #[schema(value_type = PrizeStateWord)]
    pub state: &'static str,
    pub won_at: String,
    /// The claim deadline.
    pub expires_at: String,
    pub shipped_at: Option<String>,
    pub tracking: Option<String>,
    pub redeemed_at: Option<String>,
    /// Delivery details, when given: whole for prize staff, masked for other readers.
    pub name: Option<String>,
    pub mobile: Option<String>,
    pub address: Option<String>,
    /// True when `name`, `mobile` and `address` are masked for this reader.
    pub contact_masked: bool,
}

fn winner(w: WinnerLine, whole: bool, now: i64) -> ConsoleWinner {
    let show = |v: Option<String>, m: fn(&str) -> String| v.map(|v| if whole { v } else { m(&v) });
    ConsoleWinner {
        id: w.id,
        code: code::shown(&w.code),
        prize_id: w.prize_id,
        prize_name: w.prize_name,
        prize_kind: w.prize_kind,
        winner: masked(w.nickname.as_deref()),
        bought: w.points_spent > 0,
        state: state_of(&w.state, w.expires_ms, now),
        won_at: rfc3339_shanghai(w.won_ms),
        expires_at: rfc3339_shanghai(w.expires_ms),
        shipped_at: w.shipped_ms.map(rfc3339_shanghai),
        tracking: w.tracking,
        redeemed_at: w.redeemed_ms.map(rfc3339_shanghai),
        name: show(w.name, mask::name),
        mobile: show(w.mobile, mask::mobile),
        address: show(w.address, mask::address),
        contact_masked: !whole,
    }
}

/// The campaign when this operator reads it, and whether they see contact details whole
/// (prize staff, who post the prizes).
async fn readable(
    s: &CampaignsState,
    op: &Operator,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<(Campaign, bool)> {
    let (c, reader) = console::readable(s, op, id).await?;
    let whole = reader == Reader::All && may(op, Action::HandlePrizes, None).is_ok();
    Ok((c, whole))
}

/// A campaign's figures now: participants, chances given, draws, wins, each prize's stock
/// left and given, and draws and wins per day. Read from the database on every call.
#[utoipa::path(get, path = "/ver3/api/admin/v1/campaigns/{id}/live", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40000, 40300, 40400]))),
    responses((status = 200, description = "The figures; 40300 for a role that does not read campaigns, 40400 unknown id", body = Envelope<CampaignLive>)))]
pub async fn campaign_live(
    State(s): State<CampaignsState>,
    op: Operator,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<CampaignLive>>> {
    let (c, _) = readable(&s, &op, id).await?;
    let db = |e: sqlx::Error| ApiError::from(anyhow::Error::from(e));
    let now = now_ms();
    let totals = watch::totals(&s.db, &c.id).await.map_err(db)?;
    let given: std::collections::HashMap<String, i64> =
        given(&s.db, &c.id).await.map_err(db)?.into_iter().collect();
    let prizes = store::prizes(&s.db, &c.id).await.map_err(db)?;
    let per_day = watch::per_day(&s.db, &c.id, DAYS).await.map_err(db)?;
    Ok(ok(CampaignLive {
        status: store::status(&c, now),
        state: c.state.clone(),
        id: c.id,
        participants: totals.participants,
        chances_given: totals.chances_given,
        draws: totals.draws,
        redemptions: totals.redemptions,
        wins: totals.wins,
        prizes: prizes
            .into_iter()
            .map(|p| LivePrize {
                given: given.get(&p.id).copied().unwrap_or(0),
                left: p.stock,
                id: p.id,
                name: p.name,
            })
            .collect(),
        per_day: per_day
            .into_iter()
            .map(|d| LiveDay {
                day: d.day,
                draws: d.draws,
                wins: d.wins,
            })
            .collect(),
        read_at: rfc3339_shanghai(now),
    }))
}

/// One page of a campaign's winners, newest first: the prize, its state and code, and the
/// delivery details given — whole for prize staff (moderators, province admins), masked
/// for the editor who created the campaign.
#[utoipa::path(get, path = "/ver3/api/admin/v1/campaigns/{id}/winners", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$"), PageQuery),
    extensions(("x-codes" = json!([40000, 40300, 40400]))),
    responses((status = 200, description = "One page of winners; 40300 for a role that does not read campaigns, 40400 unknown id", body = Envelope<Paged<ConsoleWinner>>)))]
pub async fn campaign_winners_list(
    State(s): State<CampaignsState>,
    op: Operator,
    id: Result<Path<String>, PathRejection>,
    ApiQuery(paging): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<ConsoleWinner>>>> {
    let (c, whole) = readable(&s, &op, id).await?;
    let page = paging.page();
    let (rows, total) = watch::winners(&s.db, &c.id, page.offset() as i64, i64::from(page.size))
        .await
        .map_err(anyhow::Error::from)?;
    let now = now_ms();
    Ok(ok(Paged {
        list: rows.into_iter().map(|w| winner(w, whole, now)).collect(),
        total: total as u64,
        page: page.page,
        size: page.size,
    }))
}

/// Every winner of a campaign as a CSV file (UTF-8 with BOM), oldest first, contact
/// details as the list shows them to this reader. Each export is in the audit log
/// (`campaign.winners_export`, with the row count and whether details were whole).
#[utoipa::path(get, path = "/ver3/api/admin/v1/campaigns/{id}/winners.csv", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40000, 40300, 40400]))),
    responses((status = 200, description = "A text/csv attachment (code, prize, state, winner, won at, name, mobile, address, shipped at, tracking, redeemed at); 40300 for a role that does not read campaigns, 40400 unknown id", content_type = "text/csv", body = String)))]
pub async fn campaign_winners_csv(
    State(s): State<CampaignsState>,
    op: Operator,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Response> {
    let (c, whole) = readable(&s, &op, id).await?;
    let rows = watch::all_winners(&s.db, &c.id, EXPORT_CAP)
        .await
        .map_err(anyhow::Error::from)?;
    let now = now_ms();
    let opt = |v: Option<String>| v.unwrap_or_default();
    let lines: Vec<Vec<String>> = rows
        .into_iter()
        .map(|w| {
            let w = winner(w, whole, now);
            vec![
                w.code,
                w.prize_name,
                w.state.to_string(),
                w.winner,
                w.won_at,
                opt(w.name),
                opt(w.mobile),
                opt(w.address),
                opt(w.shipped_at),
                opt(w.tracking),
                opt(w.redeemed_at),
            ]
        })
        .collect();
    audit::record(
        &s.db,
        &op.actor(),
        "campaign.winners_export",
        Target::new("campaign", &c.id),
        None,
        Some(serde_json::json!({"rows": lines.len(), "whole": whole})),
    )
    .await
    .map_err(anyhow::Error::from)?;
    Ok(csv::download(
        &format!("winners-{}", c.id),
        &[
            "兑奖码",
            "奖品",
            "状态",
            "中奖人",
            "中奖时间",
            "收件人",
            "手机",
            "地址",
            "发货时间",
            "快递单号",
            "兑换时间",
        ],
        &lines,
    ))
}
