//! The photo contest API (docs/PHOTO_CONTEST.md), one file per action. Reading needs no
//! token (a reader sees accepted entries; an author also their own); entering and voting
//! need one.

mod contest;
mod entries;
mod report;
mod submit;
mod vote;

use axum::extract::{FromRef, Path, rejection::PathRejection};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_campaigns::store::{Campaign, campaign};
use youzhe_content::Content;
use youzhe_core::sensitive::Words;
use youzhe_core::{
    ApiError, ApiResult, Db,
    auth::Auth,
    ratelimit::RateLimiter,
    time::{now_ms, shanghai_day},
};
use youzhe_media::MediaRef;

use crate::store::{self, REJECTED, Row};

#[derive(Clone)]
pub struct ContestState {
    pub db: Db,
    pub content: Content,
    pub auth: Auth,
    /// Entries and reports per visitor (`YOUZHE_RATE_PHOTO_ENTRIES`).
    pub limiter: RateLimiter,
    /// Votes per visitor (`YOUZHE_RATE_PHOTO_VOTES`).
    pub votes: RateLimiter,
    pub words: Words,
}

impl FromRef<ContestState> for Auth {
    fn from_ref(s: &ContestState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: ContestState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(contest::contests))
        .routes(routes!(contest::contest_detail))
        .routes(routes!(entries::gallery, submit::submit_entry))
        .routes(routes!(entries::my_entries))
        .routes(routes!(entries::entry_detail))
        .routes(routes!(vote::vote))
        .routes(routes!(report::report_entry))
        .with_state(state)
}

/// The place a photo was taken at.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EntryPlace {
    pub id: String,
    pub name: String,
}

/// A contest entry: one photo with its title and caption.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    pub id: i64,
    /// The contest (campaign) it was entered in.
    pub contest_id: String,
    pub title: String,
    /// '' when none.
    pub caption: String,
    /// The photo; null when it is no longer stored.
    pub photo: Option<MediaRef>,
    /// The place it was taken at, when the content still has it.
    pub place: Option<EntryPlace>,
    /// The author's nickname ('' when none).
    pub author_name: String,
    /// True when the viewer entered it.
    pub mine: bool,
    /// `submitted` (审核中, only its author sees it), `accepted` (in the gallery) or `rejected`.
    pub status: String,
    /// Why it was rejected (only for its author; '' otherwise).
    pub reject_reason: String,
    pub votes: i64,
    /// True when the viewer has voted for it today (Asia/Shanghai).
    pub voted_today: bool,
    pub at_ms: i64,
}

/// Entries as `viewer` sees them.
pub(crate) async fn view(
    s: &ContestState,
    rows: Vec<Row>,
    viewer: Option<&str>,
) -> ApiResult<Vec<Entry>> {
    let voted = match viewer {
        Some(v) => {
            let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
            store::voted_on(&s.db, &ids, v, &shanghai_day(now_ms())).await?
        }
        None => Vec::new(),
    };
    let snap = s.content.snapshot();
    let mut out = Vec::with_capacity(rows.len());
    for r in rows {
        let mine = viewer == Some(r.author.as_str());
        let place = snap
            .place_by_id
            .get(&r.place_id)
            .and_then(|i| snap.places.get(*i as usize))
            .map(|p| EntryPlace {
                id: p.id.clone(),
                name: p.name.zh.clone(),
            });
        out.push(Entry {
            id: r.id,
            photo: youzhe_media::refs(&s.db, std::slice::from_ref(&r.media_id))
                .await?
                .pop(),
            place,
            contest_id: r.campaign_id,
            title: r.title,
            caption: r.caption,
            author_name: r.nickname,
            mine,
            reject_reason: if mine && r.status == REJECTED {
                r.reason
            } else {
                String::new()
            },
            voted_today: voted.contains(&r.id),
            status: r.status,
            votes: r.votes,
            at_ms: r.created_ms,
        });
    }
    Ok(out)
}

/// A contest id as the document describes it: 1–64 of `a–z 0–9 -`, else 40000 naming `id`.
fn contest_id(p: Result<Path<String>, PathRejection>) -> ApiResult<String> {
    match p {
        Ok(Path(id)) if youzhe_campaigns::config::id_ok(&id) => Ok(id),
        _ => Err(ApiError::invalid(
            "id",
            "参数 id 须是 1–64 个小写字母、数字或 -",
        )),
    }
}

/// The contest of this id, with its theme: a campaign `photo_contests` names, else 40400.
pub(crate) async fn contest_of(
    s: &ContestState,
    p: Result<Path<String>, PathRejection>,
) -> ApiResult<(Campaign, String)> {
    let id = contest_id(p)?;
    let missing = || ApiError::NotFound("没有这个摄影大赛".into());
    let theme = store::theme(&s.db, &id).await?.ok_or_else(missing)?;
    let c = campaign(&s.db, &id).await?.ok_or_else(missing)?;
    Ok((c, theme))
}

/// An entry id from the path: a positive whole number, else 40000 naming `id`. A whole
/// number written with a zero fraction (`42.0`) is that number, as JSON Schema counts it.
pub(crate) fn entry_id(p: Result<Path<String>, PathRejection>) -> ApiResult<i64> {
    let whole = |raw: &str| -> Option<i64> {
        let digits = match raw.split_once('.') {
            Some((w, frac)) if !frac.is_empty() && frac.bytes().all(|b| b == b'0') => w,
            Some(_) => return None,
            None => raw,
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse::<i64>().ok().filter(|id| *id > 0)
    };
    match p {
        Ok(Path(raw)) => whole(&raw),
        Err(_) => None,
    }
    .ok_or_else(|| ApiError::invalid("id", "参数 id 须为正整数"))
}
