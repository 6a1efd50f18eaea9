//! The public reads (the list, one campaign, its winners) and the visitor's own progress.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, ok, time::now_ms, time::shanghai_day, with_db,
};

use super::{
    CampaignsState,
    input::campaign_id,
    view::{CampaignCard, CampaignDetail, Winner, Winners},
};
use crate::{
    destination,
    engine::open_at,
    photos,
    refusal::Refusal,
    store::{self, Campaign},
    wins,
    words::{CARD_FULL, GAME_SCORE, QIXI_PAIRED, QUIZ_PASSED, REVIEW_PUBLISHED, TaskWord},
};

async fn find(s: &CampaignsState, id: &str) -> ApiResult<Campaign> {
    store::campaign(&s.db, id)
        .await
        .map_err(anyhow::Error::from)?
        .filter(Campaign::visible)
        .ok_or_else(|| Refusal::NoCampaign.into())
}

/// Every campaign with its window and where it stands now (`not_started`, `running`,
/// `ended`), soonest ending first.
#[utoipa::path(get, path = "/ver3/api/v3/campaigns", tag = "campaigns",
    responses((status = 200, description = "Every campaign", body = Envelope<Vec<CampaignCard>>)))]
pub async fn campaigns(
    State(s): State<CampaignsState>,
) -> ApiResult<Json<Envelope<Vec<CampaignCard>>>> {
    let now = now_ms();
    let all = store::campaigns(&s.db).await.map_err(anyhow::Error::from)?;
    let layouts = store::layouts(&s.db).await.map_err(anyhow::Error::from)?;
    let media = store::all_media(&s.db).await.map_err(anyhow::Error::from)?;
    Ok(ok(all
        .iter()
        .filter(|c| c.visible())
        .map(|c| {
            let (layout, festival, named) = layouts
                .get(&c.id)
                .map(|(l, f, p)| (*l, *f, p.as_deref()))
                .unwrap_or((1, false, None));
            CampaignCard::of(c, now)
                .with_page(layout, festival, named)
                .with_photos(media.get(&c.id).map(Vec::as_slice).unwrap_or_default())
        })
        .collect()))
}

/// One campaign: window and status, the rules text, who may take part, the limits, the
/// tasks that earn chances and the prizes with what is left and their chance per draw; its
/// page layout, and a festival's programme.
/// An ended or not yet started campaign is still answered (its page shows the dates).
#[utoipa::path(get, path = "/ver3/api/v3/campaigns/{id}", tag = "campaigns",
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The campaign; 40400 for an unknown id", body = Envelope<CampaignDetail>)))]
pub async fn campaign(
    State(s): State<CampaignsState>,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<CampaignDetail>>> {
    let id = campaign_id(id)?;
    let c = find(&s, &id).await?;
    let prizes = store::prizes(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?;
    let (layout, festival) = store::page(&s.db, &id).await.map_err(anyhow::Error::from)?;
    let named = store::named_page(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?;
    let media = store::media(&s.db, &id)
        .await
        .map_err(anyhow::Error::from)?;
    let mut detail = CampaignDetail::of(&c, &prizes, now_ms());
    detail.card = detail
        .card
        .with_page(layout, festival.is_some(), named.as_deref())
        .with_photos(&media);
    detail.photos = photos::photos(&media);
    detail.programme = festival;
    Ok(ok(detail))
}

/// One task with how far the visitor got today.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TaskProgress {
    #[schema(value_type = TaskWord)]
    pub task: String,
    pub chances: i64,
    pub per_day: i64,
    pub done_today: i64,
    /// True for `quiz_passed`, `review_published` (credited when the review is published),
    /// `qixi_paired`, `game_score` and `card_full`: the server credits it, the page only
    /// explains it.
    pub server_only: bool,
}

/// The visitor in one campaign.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyProgress {
    pub chances_left: i64,
    pub draws_today: i64,
    pub draws_in_all: i64,
    pub per_day: i64,
    pub in_all: i64,
    /// Whether the visitor may take part now (window and eligibility).
    pub may_take_part: bool,
    /// Why not, as a visitor reads it; absent when they may.
    pub why_not: Option<String>,
    pub tasks: Vec<TaskProgress>,
    /// The visitor's points balance (what a shop's goods are paid with).
    pub points: i64,
    /// A blind-box: the destination the visitor's latest opened box named (a place id), so
    /// every device shows it; absent before the first box and for other campaigns.
    pub destination: Option<String>,
}

/// Chances earned, draws in all and today, today's completions per task, the phone, points,
/// the latest draw's id.
type Counts = (
    i64,
    i64,
    i64,
    Vec<(String, i64)>,
    Option<String>,
    i64,
    Option<i64>,
);

/// The signed-in visitor's chances left, draws (or redemptions) today and in all against
/// the limits, each task's progress today, and whether they may take part now.
#[utoipa::path(get, path = "/ver3/api/v3/campaigns/{id}/me", tag = "campaigns",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The visitor's progress; 40400 for an unknown id", body = Envelope<MyProgress>)))]
pub async fn my_campaign_progress(
    State(s): State<CampaignsState>,
    user: AuthUser,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<MyProgress>>> {
    let id = campaign_id(id)?;
    let c = find(&s, &id).await?;
    let now = now_ms();
    let day = shanghai_day(now);
    let uid = user.uid.as_str();
    let (earned, draws, today, per_task, phone, points, last_draw): Counts =
        with_db!(&s.db, pool => {
            let earned: i64 = sqlx::query_scalar(
                "SELECT CAST(COALESCE(SUM(chances), 0) AS BIGINT) FROM campaign_chances WHERE campaign_id = $1 AND user_id = $2")
                .bind(&id).bind(uid).fetch_one(pool).await?;
            let (draws, today): (i64, i64) = sqlx::query_as(
                "SELECT COUNT(*), CAST(COALESCE(SUM(CASE WHEN day = $3 THEN 1 ELSE 0 END), 0) AS BIGINT)
                 FROM campaign_draws WHERE campaign_id = $1 AND user_id = $2")
                .bind(&id).bind(uid).bind(&day).fetch_one(pool).await?;
            let per_task: Vec<(String, i64)> = sqlx::query_as(
                "SELECT task, COUNT(*) FROM campaign_chances WHERE campaign_id = $1 AND user_id = $2 AND day = $3 GROUP BY task")
                .bind(&id).bind(uid).bind(&day).fetch_all(pool).await?;
            let phone: Option<Option<String>> = sqlx::query_scalar("SELECT phone FROM visitors WHERE uid = $1")
                .bind(uid).fetch_optional(pool).await?;
            let points: i64 = sqlx::query_scalar(
                "SELECT CAST(COALESCE(SUM(points), 0) AS BIGINT) FROM point_ledger WHERE user_id = $1")
                .bind(uid).fetch_one(pool).await?;
            let last_draw: Option<i64> = sqlx::query_scalar(
                "SELECT MAX(id) FROM campaign_draws WHERE campaign_id = $1 AND user_id = $2 AND action = 'draw'")
                .bind(&id).bind(uid).fetch_one(pool).await?;
            Ok::<_, sqlx::Error>((earned, draws, today, per_task, phone.flatten(), points, last_draw))
        })
        .map_err(anyhow::Error::from)?;
    let refusal = open_at(&c, now).err().or_else(|| {
        if c.eligibility.phone_required && phone.is_none() {
            Some(Refusal::NeedsPhone)
        } else if points < c.eligibility.min_points {
            Some(Refusal::NeedsPoints {
                min: c.eligibility.min_points,
                balance: points,
            })
        } else {
            None
        }
    });
    let spent = if c.kind == "shop" { 0 } else { draws };
    Ok(ok(MyProgress {
        chances_left: if c.kind == "shop" { 0 } else { earned - spent },
        draws_today: today,
        draws_in_all: draws,
        per_day: c.per_day,
        in_all: c.in_all,
        may_take_part: refusal.is_none(),
        why_not: refusal.map(|r| ApiError::from(r).to_string()),
        tasks: c
            .tasks
            .iter()
            .map(|t| TaskProgress {
                task: t.task.clone(),
                chances: t.chances,
                per_day: t.per_day,
                done_today: per_task
                    .iter()
                    .find(|(k, _)| *k == t.task)
                    .map_or(0, |(_, n)| *n),
                server_only: t.task == QUIZ_PASSED
                    || t.task == REVIEW_PUBLISHED
                    || t.task == QIXI_PAIRED
                    || t.task == GAME_SCORE
                    || t.task == CARD_FULL,
            })
            .collect(),
        points,
        destination: last_draw.and_then(|d| destination::of(&c, d)),
    }))
}

/// The campaign's latest 50 winners of a draw, newest first, names masked (`张**`).
#[utoipa::path(get, path = "/ver3/api/v3/campaigns/{id}/winners", tag = "campaigns",
    params(("id" = String, Path, description = "The campaign's id", pattern = "^[a-z0-9-]{1,64}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The winners; 40400 for an unknown id", body = Envelope<Winners>)))]
pub async fn campaign_winners(
    State(s): State<CampaignsState>,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<Winners>>> {
    let id = campaign_id(id)?;
    find(&s, &id).await?;
    let rows = wins::winners(&s.db, &id, 50)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(Winners {
        list: rows
            .into_iter()
            .map(|w| Winner {
                name: wins::masked(w.nickname.as_deref()),
                prize: w.prize_name,
                won_at: youzhe_core::time::rfc3339_shanghai(w.won_ms),
            })
            .collect(),
    }))
}
