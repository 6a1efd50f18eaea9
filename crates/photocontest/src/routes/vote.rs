//! `POST /ver3/api/v3/photo-entries/{id}/votes`: a signed-in visitor votes for an entry.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_campaigns::store::{campaign, minute, status};
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::AuthUser,
    envelope::ErrorEnvelope,
    ok,
    time::{now_ms, shanghai_day},
};

use super::{ContestState, entry_id};
use crate::store::{self, ACCEPTED};

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VoteResult {
    pub id: i64,
    /// The entry's votes now, this one counted.
    pub votes: i64,
    /// Always true: the visitor has voted for it today.
    pub voted_today: bool,
}

/// Vote for an entry in the gallery: one vote per visitor per entry per day (Asia/Shanghai),
/// counted in the same transaction that records it, so however many arrive at once one
/// counts; another vote the same day answers 40900. Voting for one's own entry, or while
/// the contest is not running, answers 40300. An entry not in a gallery (waiting, rejected
/// or unknown) answers 40400.
#[utoipa::path(post, path = "/ver3/api/v3/photo-entries/{id}/votes", tag = "photocontest",
    security(("bearer" = [])),
    params(("id" = i64, Path, description = "The entry's id", minimum = 1)),
    extensions(("x-codes" = json!([40300, 40400, 40900]))),
    responses((status = 200, description = "The entry's votes now; 40300 for one's own entry or outside the window, 40400 when no accepted entry has this id, 40900 when voted for today already", body = Envelope<VoteResult>),
        (status = 429, description = "Too many votes from this visitor", body = ErrorEnvelope)))]
pub async fn vote(
    State(s): State<ContestState>,
    user: AuthUser,
    path: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<VoteResult>>> {
    let id = entry_id(path)?;
    s.votes.check(&user.uid).await?;
    let entry = store::get(&s.db, id, None)
        .await?
        .filter(|r| r.status == ACCEPTED)
        .ok_or_else(|| ApiError::NotFound("没有找到这件作品".into()))?;
    let c = campaign(&s.db, &entry.campaign_id)
        .await?
        .ok_or_else(|| ApiError::NotFound("没有找到这件作品".into()))?;
    let now = now_ms();
    match status(&c, now) {
        "not_started" => {
            return Err(ApiError::Forbidden(format!(
                "大赛尚未开始（{} 开始投票）",
                minute(c.starts_ms)
            )));
        }
        "ended" => {
            return Err(ApiError::Forbidden(format!(
                "大赛已于 {} 结束，投票已截止",
                minute(c.ends_ms)
            )));
        }
        _ => {}
    }
    if entry.author == user.uid {
        return Err(ApiError::Forbidden("不能给自己的作品投票".into()));
    }
    match store::vote(&s.db, id, &user.uid, &shanghai_day(now), now).await? {
        Some(votes) => Ok(ok(VoteResult {
            id,
            votes,
            voted_today: true,
        })),
        None => Err(ApiError::Conflict(
            "今天已经为这件作品投过票了，明天再来吧".into(),
        )),
    }
}
