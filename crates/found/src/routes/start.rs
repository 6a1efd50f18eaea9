//! `POST /ver3/api/v3/found/rounds`: start a round.

use axum::{Json, extract::State};
use rand::Rng;
use youzhe_core::{ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, ok, time::now_ms};

use super::{
    FoundState, new_id,
    view::{RoundView, view},
};
use crate::store::{self, Marks, RoundRow};

/// Start a round on a scene drawn at random: the two pictures' addresses, the deadline
/// (counted from now) and how many differences there are, never where they are.
#[utoipa::path(post, path = "/ver3/api/v3/found/rounds", tag = "found",
    security(("bearer" = [])),
    responses((status = 200, description = "The round, open", body = Envelope<RoundView>),
        (status = 429, description = "Too many requests from this visitor", body = ErrorEnvelope)))]
pub async fn start_found_round(
    State(s): State<FoundState>,
    user: AuthUser,
) -> ApiResult<Json<Envelope<RoundView>>> {
    s.limiter.check(&user.uid).await?;
    let scene = {
        let mut rng = rand::rng();
        &s.scenes.scenes[rng.random_range(0..s.scenes.scenes.len())]
    };
    let now = now_ms();
    let row = RoundRow {
        id: new_id(),
        user_id: user.uid.clone(),
        scene_id: scene.id.clone(),
        started_ms: now,
        deadline_ms: now + s.rules.seconds * 1000,
        finished_ms: None,
        score: None,
    };
    store::insert_round(&s.db, &row)
        .await
        .map_err(anyhow::Error::from)?;
    Ok(ok(view(&s, &row, &Marks::default(), now)?))
}
