//! `POST /ver3/api/v3/found/rounds/{id}/taps`: tap a spot of either picture.

use axum::{
    Json,
    extract::{Path, State, rejection::PathRejection},
};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use youzhe_core::{
    ApiError, ApiResult, Bounded, Envelope, auth::AuthUser, envelope::ErrorEnvelope,
    extract::ApiJson, ok, time::now_ms,
};
use youzhe_points::rules::KeyText;

use super::{
    FoundState, check_key, path_id,
    view::{Region, RoundView, load, marks, open, region, scene_for, view},
};
use crate::store;

/// A tap, in picture units (both pictures share them).
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct TapBody {
    #[schema(value_type = Bounded<0, 360>)]
    pub x: Bounded<0, 360>,
    #[schema(value_type = Bounded<0, 240>)]
    pub y: Bounded<0, 240>,
    /// Names this tap: the same key again answers the first tap and counts nothing.
    #[schema(value_type = KeyText)]
    pub key: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct TapAnswer {
    /// The tap is on a difference.
    pub hit: bool,
    /// This tap found it first (a second tap on a found difference is not a new find).
    pub fresh: bool,
    /// The difference hit, now revealed; null for a miss.
    pub difference: Option<Region>,
    pub round: RoundView,
}

/// Judge a tap on the server: on a difference (within the server's tolerance) it is a hit
/// and reveals that difference; anywhere else it is a miss, counted against the score.
/// Once per key. After the round's time (two seconds' grace) or its finish: 40900.
#[utoipa::path(post, path = "/ver3/api/v3/found/rounds/{id}/taps", tag = "found",
    security(("bearer" = [])), request_body = TapBody,
    params(("id" = String, Path, description = "The round's id", pattern = "^[A-Za-z0-9]{20}$")),
    extensions(("x-codes" = json!([40400, 40900]))),
    responses((status = 200, description = "The judged tap; 40400 for a round this visitor did not start, 40900 once the round has ended", body = Envelope<TapAnswer>),
        (status = 429, description = "Too many requests from this visitor", body = ErrorEnvelope)))]
pub async fn found_tap(
    State(s): State<FoundState>,
    user: AuthUser,
    id: Result<Path<String>, PathRejection>,
    ApiJson(body): ApiJson<TapBody>,
) -> ApiResult<Json<Envelope<TapAnswer>>> {
    s.limiter.check(&user.uid).await?;
    let id = path_id(id)?;
    check_key(&body.key)?;
    let (x, y) = (i64::from(body.x.get()), i64::from(body.y.get()));
    if x > s.scenes.width {
        return Err(ApiError::invalid(
            "x",
            format!("参数 x 须为 0 到 {}", s.scenes.width),
        ));
    }
    if y > s.scenes.height {
        return Err(ApiError::invalid(
            "y",
            format!("参数 y 须为 0 到 {}", s.scenes.height),
        ));
    }
    let now = now_ms();
    let (row, _) = load(&s, &id, &user.uid).await?;
    let scene = scene_for(&s, &row)?;
    // The same key again: the first tap's answer, whatever has happened since.
    let replay = store::tap(&s.db, &id, &body.key)
        .await
        .map_err(anyhow::Error::from)?;
    let (diff, fresh) = match replay {
        Some((_, _, d, fresh)) => (usize::try_from(d).ok(), fresh),
        None => {
            if !open(&row, now) {
                return Err(ApiError::Conflict("这一局已经结束，点击不再计数".into()));
            }
            let diff = scene.hit(x, y);
            match store::record_tap(&s.db, &id, &body.key, x, y, diff, now)
                .await
                .map_err(anyhow::Error::from)?
            {
                Some(fresh) => (diff, fresh),
                // The same key arrived twice at once: the stored one answers.
                None => {
                    let (_, _, d, fresh) = store::tap(&s.db, &id, &body.key)
                        .await
                        .map_err(anyhow::Error::from)?
                        .ok_or_else(|| anyhow::anyhow!("tap vanished"))?;
                    (usize::try_from(d).ok(), fresh)
                }
            }
        }
    };
    let m = marks(&s.db, &id).await?;
    Ok(ok(TapAnswer {
        hit: diff.is_some(),
        fresh,
        difference: diff.map(|d| region(scene, d)),
        round: view(&s, &row, &m, now)?,
    }))
}
