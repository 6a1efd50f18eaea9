//! `POST /ver3/api/v3/live/crowd`: an operator reports the crowd at a scenic spot.

use axum::{Json, extract::State};
use youzhe_core::{ApiError, Envelope, extract::ApiJson, ok};

use super::{LiveState, OperatorKey};
use crate::{
    build::{crowd_of, takes_crowd},
    events::LiveEvent,
    ingest::{CrowdInput, observed_ms},
    store::{self, CrowdRow},
    view::Crowd,
};

/// Stores a crowd level with its time and pushes it to open pages. Needs the operator key
/// in `X-Operator-Key`: 40300 without a configured key or with a wrong one, before the body
/// is read. The place must be a scenic spot or site (40000 naming `place_id`).
#[utoipa::path(post, path = "/ver3/api/v3/live/crowd", tag = "live", request_body = CrowdInput,
    params(("X-Operator-Key" = Option<String>, Header, description = "The operator key; 40300 when missing or wrong, or when none is configured")),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "The level as pages now show it", body = Envelope<Crowd>), (status = 429)))]
pub async fn ingest_crowd(
    State(s): State<LiveState>,
    _key: OperatorKey,
    ApiJson(input): ApiJson<CrowdInput>,
) -> Result<Json<Envelope<Crowd>>, ApiError> {
    let now = s.clock.now_ms();
    let snap = s.content.snapshot();
    let place = snap
        .place_by_id
        .get(input.place_id.trim())
        .and_then(|&i| snap.places.get(i as usize))
        .ok_or_else(|| ApiError::invalid("place_id", "参数 place_id 不是已知的地点"))?;
    if !takes_crowd(place.kind) {
        return Err(ApiError::invalid(
            "place_id",
            "参数 place_id 须是景区或文化场馆",
        ));
    }
    let row = CrowdRow {
        place_id: place.id.clone(),
        level: input.level.word().to_string(),
        observed_ms: observed_ms(&input.observed_at, now)?,
        ttl_secs: i64::from(input.ttl_seconds.get()),
    };
    store::insert_crowd(&s.db, &row, now).await?;
    // What pages show is the latest observation, which may be an earlier-sent later one.
    let latest = store::latest_crowd(&s.db)
        .await?
        .into_iter()
        .find(|r| r.place_id == row.place_id);
    let crowd = crowd_of(place, latest.as_ref().or(Some(&row)), now);
    s.events.publish(LiveEvent::Crowd(crowd.clone()));
    Ok(ok(crowd))
}
