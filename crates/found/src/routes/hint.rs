//! `POST /ver3/api/v3/found/rounds/{id}/hints`: reveal one difference not found yet.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::Deserialize;
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Envelope, auth::AuthUser, envelope::ErrorEnvelope, extract::ApiJson, ok,
    time::now_ms,
};
use youzhe_points::rules::KeyText;

use super::{
    FoundState, check_key, path_id,
    view::{RoundView, load, marks, open, scene_for, view},
};
use crate::store;

#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct HintBody {
    /// Names this hint: the same key again uses no second hint.
    #[schema(value_type = KeyText)]
    pub key: String,
}

/// Use a hint: one difference not found or hinted yet is revealed (in `hinted`), at a cost
/// to the score. A few per round (`hintsLeft`); 40900 when none is left, nothing is left to
/// reveal, or the round has ended.
#[utoipa::path(post, path = "/ver3/api/v3/found/rounds/{id}/hints", tag = "found",
    security(("bearer" = [])), request_body = HintBody,
    params(("id" = String, Path, description = "The round's id", pattern = "^[A-Za-z0-9]{20}$")),
    extensions(("x-codes" = json!([40400, 40900]))),
    responses((status = 200, description = "The round with the hint; 40400 for a round this visitor did not start, 40900 when no hint can be given", body = Envelope<RoundView>),
        (status = 429, description = "Too many requests from this visitor", body = ErrorEnvelope)))]
pub async fn found_hint(
    State(s): State<FoundState>,
    user: AuthUser,
    id: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<HintBody>,
) -> ApiResult<Json<Envelope<RoundView>>> {
    s.limiter.check(&user.uid).await?;
    let id = path_id(id)?;
    check_key(&body.key)?;
    let now = now_ms();
    let (row, m) = load(&s, &id, &user.uid).await?;
    let known = store::hint_by_key(&s.db, &id, &body.key)
        .await
        .map_err(anyhow::Error::from)?;
    if known.is_none() {
        if !open(&row, now) {
            return Err(ApiError::Conflict("这一局已经结束".into()));
        }
        if m.hints.len() >= s.rules.hints {
            return Err(ApiError::Conflict("这一局的提示已用完".into()));
        }
        let scene = scene_for(&s, &row)?;
        let Some(diff) =
            (0..scene.differences.len()).find(|d| !m.found.contains(d) && !m.hints.contains(d))
        else {
            return Err(ApiError::Conflict("没有可以提示的不同之处了".into()));
        };
        // A hint taken meanwhile (the same key, or another in the same slot) wins; the
        // round read below shows it.
        store::record_hint(&s.db, &id, m.hints.len(), &body.key, diff, now)
            .await
            .map_err(anyhow::Error::from)?;
    }
    let m = marks(&s.db, &id).await?;
    Ok(ok(view(&s, &row, &m, now)?))
}
