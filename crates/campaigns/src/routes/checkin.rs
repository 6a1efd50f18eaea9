//! `GET` and `POST /ver3/api/v3/checkin`: the one daily check-in every 签到 button uses
//! (docs/POINTS.md): today's state and rewards, and the press that gives them.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiResult, Envelope, auth::AuthUser, client_ip::ClientIp, envelope::ErrorEnvelope, ok,
    time::now_ms,
};

use super::CampaignsState;
use crate::{
    checkin::{self, Today},
    risk,
};

/// A campaign's chance the check-in gives.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DailyCheckinChance {
    pub campaign_id: String,
    pub title: String,
    /// Chances the check-in gives there.
    pub chances: i64,
    /// Whether today's were given.
    pub earned: bool,
}

/// Today's check-in: what it gives and whether it was given.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DailyCheckinToday {
    /// The Shanghai day, `YYYY-MM-DD`.
    pub day: String,
    /// True when nothing is left to give today: every page shows 今日已签到.
    pub done: bool,
    /// Points the check-in gives.
    pub points: i64,
    /// Whether today's points were given.
    pub points_done: bool,
    /// Running campaigns whose check-in gives chances to this visitor.
    pub chances: Vec<DailyCheckinChance>,
}

impl From<Today> for DailyCheckinToday {
    fn from(t: Today) -> Self {
        Self {
            done: t.done(),
            day: t.day,
            points: t.points,
            points_done: t.points_done,
            chances: t
                .offers
                .into_iter()
                .map(|o| DailyCheckinChance {
                    campaign_id: o.campaign_id,
                    title: o.title,
                    chances: o.chances,
                    earned: o.earned,
                })
                .collect(),
        }
    }
}

/// A chance this press gave.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DailyCheckinGiven {
    pub campaign_id: String,
    pub title: String,
    pub chances: i64,
}

/// What a press gave, and today's state after it.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DailyCheckinAnswer {
    /// True when this press gave nothing: today's check-in had been given.
    pub already: bool,
    /// Points this press gave.
    pub points: i64,
    /// The balance after it.
    pub balance: i64,
    /// Chances this press gave, by campaign.
    pub chances: Vec<DailyCheckinGiven>,
    pub today: DailyCheckinToday,
}

/// Today's check-in for the visitor: the points and the campaign chances it gives, and
/// whether each was given (the same answer on every page with a 签到 button).
#[utoipa::path(get, path = "/ver3/api/v3/checkin", tag = "points",
    security(("bearer" = [])),
    responses((status = 200, description = "Today's check-in", body = Envelope<DailyCheckinToday>)))]
pub async fn daily_checkin_today(
    State(s): State<CampaignsState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<DailyCheckinToday>>> {
    let today = checkin::today(&s.db, &user.uid, now_ms())
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(today.into()))
}

/// Checks the visitor in for today: the check-in's points and today's chance in every
/// running campaign with a check-in task that admits them, in one transaction, once per
/// Shanghai day however often or wherever it is pressed (`already` then, nothing given).
#[utoipa::path(post, path = "/ver3/api/v3/checkin", tag = "points",
    security(("bearer" = [])),
    responses((status = 200, description = "What the press gave and today's state", body = Envelope<DailyCheckinAnswer>),
        (status = 429, description = "Too many requests from this visitor", body = ErrorEnvelope)))]
pub async fn daily_check_in(
    State(s): State<CampaignsState>,
    user: AuthUser,
    ClientIp(ip): ClientIp,
) -> ApiResult<Json<Envelope<DailyCheckinAnswer>>> {
    s.limiter.check(&user.uid).await?;
    let now = now_ms();
    let running = checkin::running(&s.db, now)
        .await
        .map_err(anyhow::Error::from)?;
    let ids: Vec<&str> = running.iter().map(|c| c.id.as_str()).collect();
    // The visitor's turn in every one of them first: on SQLite this also keeps the joins'
    // writes from meeting another write transaction halfway.
    let turn = s.turns.turn_across(&ids, &user.uid).await?;
    // Taking part is recorded per campaign as an earn does (`risk`); one that refuses
    // this visitor's network today is left out of the press.
    let mut joined = Vec::with_capacity(running.len());
    for c in &running {
        let admitted = risk::join(
            &s.db,
            &c.id,
            &user.uid,
            &ip.to_string(),
            now,
            s.new_per_address,
        )
        .await
        .map_err(anyhow::Error::from)?;
        if admitted.is_ok() {
            joined.push(c.clone());
        }
    }
    let pressed = checkin::press(&s.db, &joined, &user.uid, now)
        .await
        .map_err(anyhow::Error::from)?;
    drop(turn);
    let today = checkin::today(&s.db, &user.uid, now)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(DailyCheckinAnswer {
        already: pressed.points == 0 && pressed.chances.is_empty(),
        points: pressed.points,
        balance: pressed.balance,
        chances: pressed
            .chances
            .into_iter()
            .map(|g| DailyCheckinGiven {
                campaign_id: g.campaign_id,
                title: g.title,
                chances: g.chances,
            })
            .collect(),
        today: today.into(),
    }))
}
