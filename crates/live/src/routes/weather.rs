//! `POST /ver3/api/v3/live/weather`: an operator reports a city's weather.

use axum::{Json, extract::State};
use youzhe_content::model::Level;
use youzhe_core::{ApiError, Envelope, extract::ApiJson, ok};

use super::{LiveState, OperatorKey};
use crate::{
    events::LiveEvent,
    ingest::{WeatherInput, observed_ms, valid_temperature, valid_weather_text},
    store::{self, WeatherRow},
    view::{CityWeather, Weather},
};

/// Stores a weather reading with its time and pushes the city's weather to open pages. Same
/// key rule as the crowd ingest. The answer is the city's weather as pages now show it (a
/// fresher reading of the weather service, if configured, may still win).
#[utoipa::path(post, path = "/ver3/api/v3/live/weather", tag = "live", request_body = WeatherInput,
    params(("X-Operator-Key" = Option<String>, Header, description = "The operator key; 40300 when missing or wrong, or when none is configured")),
    extensions(("x-codes" = json!([40300]))),
    responses((status = 200, description = "The city's weather as pages now show it", body = Envelope<CityWeather>), (status = 429)))]
pub async fn ingest_weather(
    State(s): State<LiveState>,
    _key: OperatorKey,
    ApiJson(input): ApiJson<WeatherInput>,
) -> Result<Json<Envelope<CityWeather>>, ApiError> {
    let now = s.clock.now_ms();
    let snap = s.content.snapshot();
    let city = snap
        .region_by_id
        .get(&input.city_id.get())
        .filter(|r| r.level == Level::City)
        .ok_or_else(|| ApiError::invalid("city_id", "参数 city_id 不是已知的城市"))?;
    let text = valid_weather_text(&input.text)
        .ok_or_else(|| ApiError::invalid("text", "参数 text 须为 1 到 12 个字"))?;
    let temperature_c = valid_temperature(input.temperature_c).ok_or_else(|| {
        ApiError::invalid("temperature_c", "参数 temperature_c 须在 -50 到 60 之间")
    })?;
    let row = WeatherRow {
        city_id: city.id,
        text,
        temperature_c,
        observed_ms: observed_ms(&input.observed_at, now)?,
        ttl_secs: i64::from(input.ttl_seconds.get()),
    };
    store::insert_weather(&s.db, &row, now).await?;
    let mut now_state = s.now(&snap, &[city.id]).await?;
    let weather = now_state
        .weather
        .remove(&city.id)
        .unwrap_or_else(Weather::not_configured);
    let update = CityWeather {
        city_id: city.id,
        weather,
    };
    s.events.publish(LiveEvent::Weather(update.clone()));
    Ok(ok(update))
}
