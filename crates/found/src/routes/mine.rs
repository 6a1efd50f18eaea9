//! `GET /ver3/api/v3/found/rounds` (my records) and `GET /ver3/api/v3/found/best`.

use axum::{Json, extract::State};
use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiResult, Envelope,
    auth::AuthUser,
    extract::ApiQuery,
    ok,
    page::{PageQuery, Paged},
    time::now_ms,
};

use super::{
    FoundState,
    view::{RoundCard, card, marks},
};
use crate::store;

/// The visitor's rounds, newest first.
#[utoipa::path(get, path = "/ver3/api/v3/found/rounds", tag = "found",
    security(("bearer" = [])), params(PageQuery),
    responses((status = 200, description = "One page of the visitor's rounds", body = Envelope<Paged<RoundCard>>)))]
pub async fn found_rounds(
    State(s): State<FoundState>,
    user: AuthUser,
    ApiQuery(q): ApiQuery<PageQuery>,
) -> ApiResult<Json<Envelope<Paged<RoundCard>>>> {
    let page = q.page();
    let (rows, total) = store::mine(&s.db, &user.uid, page.offset() as i64, i64::from(page.size))
        .await
        .map_err(anyhow::Error::from)?;
    let now = now_ms();
    let mut list = Vec::with_capacity(rows.len());
    for r in rows {
        let m = marks(&s.db, &r.id).await?;
        list.push(card(&s, &r, &m, now)?);
    }
    Ok(ok(Paged {
        list,
        total: total as u64,
        page: page.page,
        size: page.size,
    }))
}

/// The visitor's best and the game's rules.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FoundBest {
    /// The best score of a finished round, none before the first.
    pub best: Option<i64>,
    pub rounds: u64,
    /// Seconds per round, hints per round.
    pub seconds: i64,
    pub hints: usize,
    pub scenes: usize,
}

#[utoipa::path(get, path = "/ver3/api/v3/found/best", tag = "found",
    security(("bearer" = [])),
    responses((status = 200, description = "The visitor's best score and the rules", body = Envelope<FoundBest>)))]
pub async fn found_best(
    State(s): State<FoundState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<FoundBest>>> {
    let best = store::best(&s.db, &user.uid)
        .await
        .map_err(anyhow::Error::from)?;
    let (_, rounds) = store::mine(&s.db, &user.uid, 0, 0)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(FoundBest {
        best,
        rounds: rounds as u64,
        seconds: s.rules.seconds,
        hints: s.rules.hints,
        scenes: s.scenes.scenes.len(),
    }))
}
