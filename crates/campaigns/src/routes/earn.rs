//! `POST /ver3/api/v3/campaigns/{id}/chances`: the visitor earns chances by a task, with
//! the task's proof checked on the server.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::AuthUser,
    client_ip::ClientIp,
    envelope::ErrorEnvelope,
    extract::ApiJson,
    ok,
    time::{now_ms, shanghai_day},
    with_db,
};
use youzhe_geo::{LatLng, haversine_m};
use youzhe_points::rules::KeyText;

use super::{
    CampaignsState,
    input::{self, campaign_id},
};
use crate::{
    engine::{self, EarnOutcome, open_at},
    refusal::Refusal,
    store::{self, Campaign},
    words::{
        CARD_FULL, CHECKIN, CHECKIN_RADIUS_M, GAME_SCORE, PLACE_CHECKIN, QIXI_PAIRED, QUIZ_PASSED,
        REVIEW_PUBLISHED, SHARE_VISIT, TASKS, TaskWord, word,
    },
};

/// A task done, with its proof.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct EarnBody {
    #[schema(value_type = TaskWord)]
    pub task: String,
    /// Names this deed: the same key earns once.
    #[schema(value_type = KeyText)]
    pub key: String,
    /// `place_checkin`: the place checked in at (its id in the content).
    #[schema(min_length = 1, max_length = 128)]
    pub place_id: Option<String>,
    /// `place_checkin`: where the visitor is (GCJ-02), within 500 m of the place.
    #[schema(minimum = -90, maximum = 90)]
    pub lat: Option<f64>,
    #[schema(minimum = -180, maximum = 180)]
    pub lng: Option<f64>,
    /// `share_visit`: the friend who first came through the visitor's share link.
    #[schema(min_length = 1, max_length = 64)]
    pub friend_uid: Option<String>,
    /// `review_published`: the visitor's review, published since the campaign began.
    #[schema(minimum = 1)]
    pub review_id: Option<i64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = EarnOutcome)]
pub enum EarnWord {
    /// Chances were added.
    Earned,
    /// This key, or this deed (today's check-in, this place, friend or review), earned
    /// before: nothing added.
    Already,
    /// Today's completions of this task are used: nothing added.
    Capped,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EarnAnswer {
    #[schema(value_type = TaskWord)]
    pub task: String,
    pub outcome: EarnWord,
    /// Chances this call added.
    pub chances: i64,
    pub chances_left: i64,
}

/// Earn chances by a task the campaign has, once per deed and key, within the task's daily
/// count; the proof is checked on the server: `checkin` needs none (once a day);
/// `place_checkin` needs `placeId`, `lat`, `lng` within 500 m of the place's stored
/// location (40000 naming `lat` when farther); `share_visit` needs `friendUid`, a visitor
/// whose first visit came through this visitor's share link; `review_published` needs
/// `reviewId`, the visitor's own review published since the campaign began;
/// `quiz_passed` is credited by the quiz itself, `qixi_paired` by the Qixi game and
/// `game_score` by the games, `card_full` by the stamp cards (40300). Outside the window or for a visitor the campaign does not admit: 40300 with
/// the reason and dates.
#[utoipa::path(post, path = "/ver3/api/v3/campaigns/{id}/chances", tag = "campaigns",
    security(("bearer" = [])), request_body = EarnBody,
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40300, 40400]))),
    responses((status = 200, description = "What the earn did; 40000 naming the field of a missing or failed proof, 40300 outside the window or not eligible, 40400 for an unknown campaign",
        body = Envelope<EarnAnswer>),
        (status = 429, description = "Too many requests from this visitor", body = ErrorEnvelope)))]
pub async fn earn_chance(
    State(s): State<CampaignsState>,
    user: AuthUser,
    ClientIp(ip): ClientIp,
    id: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<EarnBody>,
) -> ApiResult<Json<Envelope<EarnAnswer>>> {
    s.limiter.check(&user.uid).await?;
    let id = campaign_id(id)?;
    let task = word(&TASKS, &body.task)
        .ok_or_else(|| ApiError::invalid("task", "参数 task 不是可获得机会的任务"))?;
    input::key(&body.key)?;
    bounds(&body)?;
    let now = now_ms();
    // The window and the task first: a visitor of an ended campaign is told so, not that
    // their position is off. The transaction checks both again.
    let c = store::campaign(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?
        .ok_or(Refusal::NoCampaign)?;
    open_at(&c, now)?;
    if !c.tasks.iter().any(|t| t.task == task) {
        return Err(Refusal::NoSuchTask.into());
    }
    let deed = proof(&s, &user.uid, &c, task, &body, now).await?;
    let turn = s.turns.turn(&id, &user.uid).await?;
    s.join(&id, &user.uid, ip, now).await?;
    let earned = engine::earn(&s.db, &user.uid, &id, task, &deed, &body.key, now)
        .await
        .map_err(anyhow::Error::from)?
        .map_err(ApiError::from)?;
    drop(turn);
    Ok(ok(EarnAnswer {
        task: task.to_string(),
        outcome: match earned.outcome {
            EarnOutcome::Earned => EarnWord::Earned,
            EarnOutcome::Already => EarnWord::Already,
            EarnOutcome::Capped => EarnWord::Capped,
        },
        chances: earned.chances,
        chances_left: earned.chances_left,
    }))
}

/// Every field sent keeps the bounds the document gives it, whatever the task: a value
/// out of bounds is refused even where the task would not read it.
fn bounds(b: &EarnBody) -> ApiResult<()> {
    let len = |s: &Option<String>, max: usize| {
        s.as_ref()
            .is_none_or(|s| (1..=max).contains(&s.chars().count()))
    };
    if !len(&b.place_id, 128) {
        return Err(ApiError::invalid(
            "placeId",
            "参数 placeId 须为 1 到 128 个字",
        ));
    }
    if !len(&b.friend_uid, 64) {
        return Err(ApiError::invalid(
            "friendUid",
            "参数 friendUid 须为 1 到 64 个字",
        ));
    }
    if b.lat.is_some_and(|v| !(-90.0..=90.0).contains(&v)) {
        return Err(ApiError::invalid("lat", "纬度须在 −90 到 90 之间"));
    }
    if b.lng.is_some_and(|v| !(-180.0..=180.0).contains(&v)) {
        return Err(ApiError::invalid("lng", "经度须在 −180 到 180 之间"));
    }
    if b.review_id.is_some_and(|v| v < 1) {
        return Err(ApiError::invalid("reviewId", "参数 reviewId 须为正整数"));
    }
    Ok(())
}

/// Checks the task's proof; the deed it names (what earns once).
async fn proof(
    s: &CampaignsState,
    uid: &str,
    c: &Campaign,
    task: &'static str,
    b: &EarnBody,
    now: i64,
) -> ApiResult<String> {
    match task {
        CHECKIN => Ok(shanghai_day(now)),
        QUIZ_PASSED => Err(Refusal::ServerTask.into()),
        GAME_SCORE => Err(ApiError::Forbidden(
            "游戏得分的机会由系统按成绩发放，不能直接提交".into(),
        )),
        QIXI_PAIRED => Err(ApiError::Forbidden(
            "配对成功的机会由系统发放给双方，不能直接提交".into(),
        )),
        CARD_FULL => Err(ApiError::Forbidden(
            "集满章卡的机会由系统在最后一枚章盖上时发放，不能直接提交".into(),
        )),
        PLACE_CHECKIN => {
            let place_id = b
                .place_id
                .as_deref()
                .ok_or_else(|| ApiError::invalid("placeId", "请给出打卡的地点 placeId"))?;
            let (Some(lat), Some(lng)) = (b.lat, b.lng) else {
                return Err(ApiError::invalid(
                    if b.lat.is_none() { "lat" } else { "lng" },
                    "打卡需要你的位置（lat 和 lng）",
                ));
            };
            let here =
                LatLng::new(lat, lng).ok_or_else(|| ApiError::invalid("lat", "位置坐标不正确"))?;
            let snap = s.content.snapshot();
            let place = snap
                .place_by_id
                .get(place_id)
                .and_then(|&i| snap.places.get(i as usize))
                .ok_or_else(|| ApiError::invalid("placeId", "参数 placeId 不是已知的地点"))?;
            if let Some(t) = c.tasks.iter().find(|t| t.task == PLACE_CHECKIN)
                && !t.places.is_empty()
                && !t.places.iter().any(|p| p == place_id)
            {
                return Err(ApiError::invalid(
                    "placeId",
                    "这个地点不在本活动的打卡地点里",
                ));
            }
            let at = LatLng::new(place.location.lat, place.location.lng)
                .ok_or_else(|| ApiError::invalid("placeId", "这个地点没有位置"))?;
            let d = haversine_m(here, at);
            if d > CHECKIN_RADIUS_M {
                return Err(ApiError::invalid(
                    "lat",
                    format!("距离{}约 {:.0} 米，需在 500 米内打卡", place.name.zh, d),
                ));
            }
            Ok(place.id.clone())
        }
        SHARE_VISIT => {
            let friend = b.friend_uid.as_deref().ok_or_else(|| {
                ApiError::invalid("friendUid", "请给出通过分享来访的好友 friendUid")
            })?;
            // COUNT(*) is a BIGINT on both stores (a bare `SELECT 1` is an INT4 on PostgreSQL).
            let referred: i64 = with_db!(&s.db, pool => sqlx::query_scalar(
                "SELECT COUNT(*) FROM visitors WHERE uid = $1 AND referrer = $2 AND uid <> $2")
                .bind(friend).bind(uid).fetch_one(pool).await)
            .map_err(anyhow::Error::from)?;
            (referred > 0)
                .then(|| friend.to_string())
                .ok_or_else(|| ApiError::invalid("friendUid", "这位好友不是通过你的分享来访的"))
        }
        REVIEW_PUBLISHED => {
            let review = b
                .review_id
                .ok_or_else(|| ApiError::invalid("reviewId", "请给出已发表的点评 reviewId"))?;
            let starts = c.starts_ms;
            let published: i64 = with_db!(&s.db, pool => sqlx::query_scalar(
                "SELECT COUNT(*) FROM reviews WHERE id = $1 AND author = $2 AND status = 'published' AND created_ms >= $3")
                .bind(review).bind(uid).bind(starts).fetch_one(pool).await)
            .map_err(anyhow::Error::from)?;
            (published > 0)
                .then(|| review.to_string())
                .ok_or_else(|| ApiError::invalid("reviewId", "这不是你在活动期间发表的点评"))
        }
        _ => Err(ApiError::invalid("task", "参数 task 不是可获得机会的任务")),
    }
}
