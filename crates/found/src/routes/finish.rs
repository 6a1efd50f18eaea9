//! `POST /ver3/api/v3/found/rounds/{id}/finish`: end the round.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use youzhe_core::{ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, ok, time::now_ms};

use super::{
    FoundState, path_id,
    view::{RoundView, load, scene_for, score_of, view},
};
use crate::store;

/// End the round: its score is fixed and every difference is revealed (`all`). Finishing
/// twice, or a round whose time ran out, changes nothing more: the first end stands.
#[utoipa::path(post, path = "/ver3/api/v3/found/rounds/{id}/finish", tag = "found",
    security(("bearer" = [])),
    params(("id" = String, Path, description = "The round's id", pattern = "^[A-Za-z0-9]{20}$")),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The ended round; 40400 for a round this visitor did not start", body = Envelope<RoundView>),
        (status = 429, description = "Too many requests from this visitor", body = ErrorEnvelope)))]
pub async fn found_finish(
    State(s): State<FoundState>,
    user: AuthUser,
    id: Result<Path<String>, PathRejection>,
) -> ApiResult<Json<Envelope<RoundView>>> {
    s.limiter.check(&user.uid).await?;
    let id = path_id(id)?;
    let now = now_ms();
    let (row, m) = load(&s, &id, &user.uid).await?;
    if row.finished_ms.is_none() {
        let scene = scene_for(&s, &row)?;
        let at = now.min(row.deadline_ms);
        let score = score_of(&row, scene, &m, at);
        store::finish(&s.db, &id, &user.uid, at, score)
            .await
            .map_err(anyhow::Error::from)?;
    }
    let (row, m) = load(&s, &id, &user.uid).await?;
    Ok(ok(view(&s, &row, &m, now)?))
}
