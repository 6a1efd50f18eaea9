//! `GET /ver3/api/v3/camping/events`: the camping events with their seats.

use std::collections::HashMap;

use axum::{Json, extract::State};
use youzhe_core::{
    ApiResult, Envelope,
    auth::MaybeAuthUser,
    ok,
    time::{now_ms, shanghai_day},
};

use super::{
    CampingState,
    view::{CampingEvent, camping_event},
};
use crate::store;

/// Every camping event, soonest first, with the seats left now; for a signed-in visitor
/// each carries their active sign-up (`mine`).
#[utoipa::path(get, path = "/ver3/api/v3/camping/events", tag = "camping",
    responses((status = 200, description = "The events", body = Envelope<Vec<CampingEvent>>)))]
pub async fn camping_events(
    State(s): State<CampingState>,
    MaybeAuthUser(user): MaybeAuthUser,
) -> ApiResult<Json<Envelope<Vec<CampingEvent>>>> {
    let taken: HashMap<String, i64> = store::taken(&s.db)
        .await
        .map_err(anyhow::Error::from)?
        .into_iter()
        .collect();
    let mine = match &user {
        Some(u) => store::active_of(&s.db, &u.uid)
            .await
            .map_err(anyhow::Error::from)?,
        None => Vec::new(),
    };
    let snap = s.content.snapshot();
    let today = shanghai_day(now_ms());
    Ok(ok(s
        .events
        .iter()
        .map(|e| {
            let my = mine.iter().find(|m| m.event_id == e.id);
            camping_event(&snap, e, taken.get(&e.id).copied().unwrap_or(0), &today, my)
        })
        .collect()))
}
