//! `GET /ver3/api/v3/live/province`: every city now.

use axum::{Json, extract::State, http::header, response::IntoResponse};
use youzhe_core::{ApiError, Envelope, ok, time::rfc3339_shanghai};

use super::LiveState;
use crate::{build::Inputs, view::ProvinceLive};

/// Each city now: how many places are open (from their opening hours, Asia/Shanghai) with a
/// few examples, today's sunrise and sunset at the city centre, the crowd at its main
/// scenic spots (a level older than its time-to-live is `unknown`), and the weather
/// (`not_configured` when no service is configured and no operator has sent any).
#[utoipa::path(get, path = "/ver3/api/v3/live/province", tag = "live",
    responses((status = 200, description = "Every city now; never cached", body = Envelope<ProvinceLive>)))]
pub async fn live_province(State(s): State<LiveState>) -> Result<impl IntoResponse, ApiError> {
    let snap = s.content.snapshot();
    let ids: Vec<u32> = snap.cities.iter().map(|c| c.id).collect();
    let now = s.now(&snap, &ids).await?;
    let inputs = Inputs {
        snap: &snap,
        crowd: now.crowd.iter().map(|r| (r.place_id.as_str(), r)).collect(),
        weather: &now.weather,
        notices: &now.notices,
        now_ms: now.now_ms,
    };
    let body: Json<Envelope<ProvinceLive>> = ok(ProvinceLive {
        now: rfc3339_shanghai(now.now_ms),
        cities: snap.cities.iter().map(|c| inputs.city_live(c)).collect(),
    });
    Ok(([(header::CACHE_CONTROL, "no-store")], body))
}
