//! `GET /ver3/api/v3/games/wukong/leaderboard`: today's or all time's best scores.

use axum::{Json, extract::State};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, ToSchema};
use youzhe_campaigns::wins::masked;
use youzhe_core::{
    ApiError, ApiResult, Envelope,
    auth::MaybeAuthUser,
    extract::ApiQuery,
    ok,
    time::{now_ms, shanghai_day},
};

use super::{GamesState, WUKONG};
use crate::store;

/// Lines on a leaderboard.
pub const BOARD_SIZE: i64 = 20;

pub const PERIODS: [&str; 2] = ["today", "all"];

youzhe_core::words_schema!(
    /// `today` (the Asia/Shanghai day) or `all` (all time).
    BoardPeriodWord,
    PERIODS
);

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct BoardParams {
    /// `today` (default) or `all`.
    #[param(value_type = Option<BoardPeriodWord>, inline)]
    pub period: Option<String>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoardEntry {
    /// 1 for the best.
    pub rank: i64,
    /// The first character of the nickname and two stars (`张**`), `游客**` without one.
    pub name: String,
    pub score: i64,
    /// True on the signed-in visitor's own line.
    pub mine: bool,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Leaderboard {
    #[schema(value_type = BoardPeriodWord)]
    pub period: String,
    /// The Asia/Shanghai day of `today` (YYYY-MM-DD); null for all time.
    pub day: Option<String>,
    /// The best score of each visitor, highest first (a tie goes to who reached it
    /// first), at most 20.
    pub entries: Vec<BoardEntry>,
}

/// The Monkey King game's leaderboard: each visitor's best accepted score today
/// (Asia/Shanghai) or of all time, names masked.
#[utoipa::path(get, path = "/ver3/api/v3/games/wukong/leaderboard", tag = "games",
    params(BoardParams),
    responses((status = 200, description = "The leaderboard; 40000 naming `period` for another word", body = Envelope<Leaderboard>)))]
pub async fn leaderboard(
    State(s): State<GamesState>,
    user: MaybeAuthUser,
    ApiQuery(q): ApiQuery<BoardParams>,
) -> ApiResult<Json<Envelope<Leaderboard>>> {
    let period = match q.period.as_deref().unwrap_or("today") {
        "today" => "today",
        "all" => "all",
        _ => {
            return Err(ApiError::invalid("period", "参数 period 须为 today 或 all"));
        }
    };
    let day = (period == "today").then(|| shanghai_day(now_ms()));
    let rows = store::board(&s.db, WUKONG, day.as_deref().unwrap_or(""), BOARD_SIZE)
        .await
        .map_err(anyhow::Error::from)?;
    let me = user.0.map(|u| u.uid);
    let entries = rows
        .into_iter()
        .enumerate()
        .map(|(i, r)| BoardEntry {
            rank: i as i64 + 1,
            name: masked(r.nickname.as_deref()),
            score: r.score,
            mine: me.as_deref() == Some(r.user_id.as_str()),
        })
        .collect();
    Ok(ok(Leaderboard {
        period: period.into(),
        day,
        entries,
    }))
}
