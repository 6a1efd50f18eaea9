//! `GET /ver3/api/v3/live/city?city_id=`: one city now, in detail.

use axum::{Json, extract::State, http::header, response::IntoResponse};
use serde::Deserialize;
use utoipa::IntoParams;
use youzhe_content::model::Level;
use youzhe_core::{ApiError, Bounded, Envelope, extract::ApiQuery, ok};

use super::LiveState;
use crate::{build::Inputs, view::CityDetail};

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
pub struct CityParams {
    /// The city id (1201 Hangzhou …).
    #[param(inline)]
    pub city_id: Bounded<1, 999_999>,
}

/// One city now: the places open now as place cards (most popular first), those whose
/// hours could not be read (`hours unclear: <text>`), today's sun, the crowd at each main
/// scenic spot with its observed time, and the weather.
#[utoipa::path(get, path = "/ver3/api/v3/live/city", tag = "live", params(CityParams),
    extensions(("x-codes" = json!([40400]))),
    responses((status = 200, description = "The city now; code 40400 for an unknown city; never cached", body = Envelope<CityDetail>)))]
pub async fn live_city(
    State(s): State<LiveState>,
    ApiQuery(q): ApiQuery<CityParams>,
) -> Result<impl IntoResponse, ApiError> {
    let snap = s.content.snapshot();
    let city = snap
        .region_by_id
        .get(&q.city_id.get())
        .filter(|r| r.level == Level::City)
        .ok_or_else(|| ApiError::NotFound("城市不存在".into()))?;
    let now = s.now(&snap, &[city.id]).await?;
    let inputs = Inputs {
        snap: &snap,
        crowd: now.crowd.iter().map(|r| (r.place_id.as_str(), r)).collect(),
        weather: &now.weather,
        notices: &now.notices,
        now_ms: now.now_ms,
    };
    let body: Json<Envelope<CityDetail>> = ok(inputs.city_detail(city));
    Ok(([(header::CACHE_CONTROL, "no-store")], body))
}
