//! `POST /ver3/api/v3/live/crowd`: an operator reports the crowd at a scenic spot.

use axum::{Json, extract::State};
use youzhe_core::{ApiError, Envelope, extract::ApiJson, ok};

use super::{LiveState, OperatorKey};
use crate::{
    build::crowd_of,
    events::LiveEvent,
    ingest::{CrowdInput, check_crowd},
    store,
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
    let (place, row) = check_crowd(&snap, &input, now)?;
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
