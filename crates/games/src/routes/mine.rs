//! `GET /ver3/api/v3/games/wukong/me`: the visitor's best scores.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiResult, Envelope,
    auth::AuthUser,
    ok,
    time::{now_ms, shanghai_day},
};

use super::{GamesState, WUKONG};
use crate::store;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyBest {
    /// The best accepted score of all time; null before the first.
    pub best: Option<i64>,
    /// The best accepted score today (Asia/Shanghai); null before today's first.
    pub best_today: Option<i64>,
    /// Rounds with an accepted score.
    pub rounds: i64,
}

/// The signed-in visitor's best Monkey King scores and rounds played.
#[utoipa::path(get, path = "/ver3/api/v3/games/wukong/me", tag = "games",
    security(("bearer" = [])),
    responses((status = 200, description = "The visitor's best scores", body = Envelope<MyBest>)))]
pub async fn my_best(
    State(s): State<GamesState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<MyBest>>> {
    let (best, best_today, rounds) = store::mine(&s.db, WUKONG, &user.uid, &shanghai_day(now_ms()))
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(MyBest {
        best,
        best_today,
        rounds,
    }))
}
