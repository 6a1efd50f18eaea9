//! The console's risk tools (`crate::risk`): the block list of visitors who may take part in
//! no campaign (province admins keep it; each change audited), and a campaign's
//! suspicious patterns — addresses from which several visitors won.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, extract::ApiJson, ok, time::now_ms, time::rfc3339_shanghai,
};
use youzhe_operators::{Action, Operator, may};

use super::{CampaignsState, console::readable};
use crate::{risk, wins::masked};

/// A blocked visitor as the console lists them.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConsoleBlock {
    pub uid: String,
    /// Their nickname, masked (`张**`).
    pub visitor: String,
    /// The operators' reason (the visitor reads plain words instead).
    pub reason: String,
    /// Who blocked them.
    pub operator: Option<String>,
    pub at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct ConsoleBlocks {
    /// Latest first.
    pub list: Vec<ConsoleBlock>,
}

/// A visitor to block.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct BlockBody {
    /// The visitor's id (as the winners list and the moderation queue show it).
    #[schema(min_length = 1, max_length = 64)]
    pub uid: String,
    /// Why, for the operators: 1–200 characters.
    #[schema(min_length = 1, max_length = 200)]
    pub reason: String,
}

/// An address from which several visitors won in one campaign.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SuspiciousAddress {
    pub address: String,
    pub visitors: i64,
    /// Accounts new (made within 7 days) when they joined.
    pub new_accounts: i64,
    pub winners: i64,
    pub wins: i64,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SuspiciousPatterns {
    /// Addresses with two or more winning visitors, most wins first.
    pub list: Vec<SuspiciousAddress>,
}

async fn list(s: &CampaignsState) -> ApiResult<ConsoleBlocks> {
    let rows = risk::blocks(&s.db).await.map_err(anyhow::Error::from)?;
    Ok(ConsoleBlocks {
        list: rows
            .into_iter()
            .map(|b| ConsoleBlock {
                visitor: masked(b.nickname.as_deref()),
                uid: b.user_id,
                reason: b.reason,
                operator: b.operator,
                at: rfc3339_shanghai(b.at_ms),
            })
            .collect(),
    })
}

/// Every visitor blocked from campaigns, latest first. Province admins (40300 otherwise).
#[utoipa::path(get, path = "/ver3/api/admin/v1/campaign-blocks", tag = "operators",
    security(("operator_session" = [])),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "The block list; 40300 not a province admin", body = Envelope<ConsoleBlocks>)))]
pub async fn campaign_blocks(
    State(s): State<CampaignsState>,
    op: Operator,
) -> ApiResult<Json<Envelope<ConsoleBlocks>>> {
    may(&op, Action::EditCampaigns, None)?;
    Ok(ok(list(&s).await?))
}

/// Blocks a visitor from every campaign at once (their earns, draws and redemptions are
/// refused in the engine's transaction: 你的账号暂时不能参加活动). Blocking again changes
/// the reason. Audited as `campaign.block`. Province admins.
#[utoipa::path(post, path = "/ver3/api/admin/v1/campaign-blocks", tag = "operators",
    security(("operator_session" = [])), request_body = BlockBody,
    extensions(("x-codes" = json!([40000, 40300]))),
    responses((status = 200, description = "The block list; 40000 naming `uid` (no such visitor) or `reason`, 40300 not a province admin", body = Envelope<ConsoleBlocks>)))]
pub async fn block_visitor(
    State(s): State<CampaignsState>,
    op: Operator,
    ApiJson(b): ApiJson<BlockBody>,
) -> ApiResult<Json<Envelope<ConsoleBlocks>>> {
    may(&op, Action::EditCampaigns, None)?;
    let reason = b.reason.trim();
    if reason.is_empty() || reason.chars().count() > 200 {
        return Err(ApiError::invalid("reason", "请填写原因（最多 200 个字）"));
    }
    let now = now_ms();
    let known = risk::block(&s.db, &op.actor(), &b.uid, reason, op.id, now)
        .await
        .map_err(anyhow::Error::from)?;
    if !known {
        return Err(ApiError::invalid("uid", "没有这位游客"));
    }
    Ok(ok(list(&s).await?))
}

/// Lifts a visitor's block. Audited as `campaign.unblock`. 40400 when they are not
/// blocked. Province admins.
#[utoipa::path(delete, path = "/ver3/api/admin/v1/campaign-blocks/{uid}", tag = "operators",
    security(("operator_session" = [])),
    params(("uid" = String, Path, description = "The visitor's id", max_length = 64)),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "The block list; 40300 not a province admin, 40400 not blocked", body = Envelope<ConsoleBlocks>)))]
pub async fn unblock_visitor(
    State(s): State<CampaignsState>,
    op: Operator,
    uid: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<ConsoleBlocks>>> {
    may(&op, Action::EditCampaigns, None)?;
    let Ok(Path(uid)) = uid else {
        return Err(ApiError::invalid("uid", "参数 uid 不是游客编号"));
    };
    let gone = risk::unblock(&s.db, &op.actor(), &uid)
        .await
        .map_err(anyhow::Error::from)?;
    if !gone {
        return Err(ApiError::NotFound("这位游客没有被禁止参加活动".into()));
    }
    Ok(ok(list(&s).await?))
}

/// A campaign's suspicious patterns: the addresses from which two or more visitors won,
/// with how many visitors joined from each, how many were new accounts, and their wins —
/// for the organiser to look at and, if need be, block. Operators who read the campaign.
#[utoipa::path(get, path = "/ver3/api/admin/v1/campaigns/{id}/suspicious", tag = "operators",
    security(("operator_session" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40000, 40300, 40400]))),
    responses((status = 200, description = "The patterns; 40300 for a role that does not read campaigns, 40400 unknown id", body = Envelope<SuspiciousPatterns>)))]
pub async fn campaign_suspicious(
    State(s): State<CampaignsState>,
    op: Operator,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<SuspiciousPatterns>>> {
    let (c, _) = readable(&s, &op, id).await?;
    let rows = risk::suspicious(&s.db, &c.id, 2)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(SuspiciousPatterns {
        list: rows
            .into_iter()
            .map(|p| SuspiciousAddress {
                address: p.address,
                visitors: p.visitors,
                new_accounts: p.new_accounts,
                winners: p.winners,
                wins: p.wins,
            })
            .collect(),
    }))
}
