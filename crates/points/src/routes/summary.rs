//! `GET /ver3/api/v3/points`: the balance, the level, and today's ways to earn.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{ApiResult, Envelope, auth::AuthUser, ok};

use super::PointsState;
use crate::{
    ledger,
    levels::{self, Level},
};

/// One way to earn, with how far the visitor got today.
#[derive(Debug, Serialize, ToSchema)]
pub struct PointTask {
    pub event: String,
    pub description: String,
    pub points: i64,
    pub daily_cap: i64,
    /// Credits of this event today (Asia/Shanghai).
    pub done_today: i64,
    /// True for the check-in the visitor posts; the others are credited by the server.
    pub visitor_may_post: bool,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct PointsSummary {
    /// The sum of the visitor's ledger rows.
    pub balance: i64,
    pub level: Level,
    /// The next level, absent at the top.
    pub next: Option<Level>,
    pub tasks: Vec<PointTask>,
}

/// The visitor's balance and level, and each rule with today's progress.
#[utoipa::path(get, path = "/ver3/api/v3/points", tag = "points",
    security(("bearer" = [])),
    responses((status = 200, description = "Balance, level and today's tasks", body = Envelope<PointsSummary>)))]
pub async fn points(
    State(s): State<PointsState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<PointsSummary>>> {
    let balance = ledger::balance(&s.db, &user.uid)
        .await
        .map_err(anyhow::Error::from)?;
    let rules = ledger::rules(&s.db).await.map_err(anyhow::Error::from)?;
    let today = ledger::today_counts(&s.db, &user.uid)
        .await
        .map_err(anyhow::Error::from)?;
    let (level, next) = levels::of(balance);
    let tasks = rules
        .into_iter()
        .map(|r| PointTask {
            done_today: today
                .iter()
                .find(|(e, _)| *e == r.event)
                .map_or(0, |(_, n)| *n),
            event: r.event,
            description: r.description,
            points: r.points,
            daily_cap: r.daily_cap,
            visitor_may_post: r.visitor_may_post,
        })
        .collect();
    Ok(ok(PointsSummary {
        balance,
        level,
        next,
        tasks,
    }))
}
