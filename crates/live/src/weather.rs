//! Weather comes from two sources: operators' readings through the ingest API, and a
//! weather service behind [`WeatherProvider`] when one is configured
//! (`YOUZHE_WEATHER_URL`). The freshest current reading wins; with neither source the
//! answer says `not_configured`, never a made-up reading.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::Duration,
};

use anyhow::{Context, bail};
use async_trait::async_trait;
use serde::Deserialize;
use youzhe_core::{Config, time::rfc3339_shanghai};

use crate::{
    ingest::{parse_instant, valid_temperature, valid_weather_text},
    store::WeatherRow,
    view::{Weather, WeatherSource, WeatherState},
};

/// The setting naming the weather service's URL.
pub const URL_KEY: &str = "YOUZHE_WEATHER_URL";
/// How long one answer of the service is kept before asking again.
pub const PROVIDER_CACHE: Duration = Duration::from_secs(600);
/// How long a failed call is remembered, so a down service is not asked on every page.
pub const PROVIDER_FAILURE_CACHE: Duration = Duration::from_secs(60);
/// How long a service reading counts as current after it was observed.
pub const PROVIDER_TTL_SECS: i64 = 3600;
const TIMEOUT: Duration = Duration::from_secs(3);

/// Where a city is, for the service.
#[derive(Clone, Debug)]
pub struct CityRef {
    pub id: u32,
    pub lat: f64,
    pub lng: f64,
}

/// One current reading.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    pub text: String,
    pub temperature_c: f64,
    pub observed_ms: i64,
    pub ttl_secs: i64,
    pub source: WeatherSource,
}

/// A weather service. `Ok(None)`: it has nothing for that city.
#[async_trait]
pub trait WeatherProvider: Send + Sync {
    async fn current(&self, city: &CityRef) -> anyhow::Result<Option<Reading>>;
}

/// A service answering `GET <url>?city_id=&lat=&lng=` with
/// `{"text": "多云", "temperature_c": 12.5, "observed_at": "<RFC 3339>"}` (404: no reading).
pub struct HttpProvider {
    url: String,
    client: reqwest::Client,
}

impl HttpProvider {
    pub fn new(url: &str) -> anyhow::Result<Self> {
        if !(url.starts_with("http://") || url.starts_with("https://")) {
            bail!("{URL_KEY} must start with http:// or https://");
        }
        let client = reqwest::Client::builder()
            .timeout(TIMEOUT)
            .build()
            .context("building the weather client")?;
        Ok(Self {
            url: url.to_string(),
            client,
        })
    }
}

#[derive(Deserialize)]
struct ProviderAnswer {
    text: String,
    temperature_c: f64,
    observed_at: String,
}

#[async_trait]
impl WeatherProvider for HttpProvider {
    async fn current(&self, city: &CityRef) -> anyhow::Result<Option<Reading>> {
        let res = self
            .client
            .get(&self.url)
            .query(&[
                ("city_id", city.id.to_string()),
                ("lat", city.lat.to_string()),
                ("lng", city.lng.to_string()),
            ])
            .send()
            .await
            .context("calling the weather service")?;
        if res.status() == reqwest::StatusCode::NOT_FOUND {
            return Ok(None);
        }
        if !res.status().is_success() {
            bail!("the weather service answered {}", res.status());
        }
        let a: ProviderAnswer = res.json().await.context("reading the weather answer")?;
        // The service's word is checked like an operator's: no nonsense reaches a page.
        let text = valid_weather_text(&a.text).context("weather text")?;
        let temperature_c = valid_temperature(a.temperature_c).context("temperature")?;
        let observed_ms = parse_instant(&a.observed_at).context("observed_at")?;
        Ok(Some(Reading {
            text,
            temperature_c,
            observed_ms,
            ttl_secs: PROVIDER_TTL_SECS,
            source: WeatherSource::Provider,
        }))
    }
}

type Cached = (std::time::Instant, Option<Reading>);

/// The configured service (if any) with a small per-city cache in front of it.
#[derive(Clone, Default)]
pub struct Weathers {
    provider: Option<Arc<dyn WeatherProvider>>,
    cache: Arc<Mutex<HashMap<u32, Cached>>>,
}

impl Weathers {
    pub fn from_config(config: &Config) -> anyhow::Result<Self> {
        Ok(match config.get(URL_KEY) {
            Some(url) => Self::with(Arc::new(HttpProvider::new(url)?)),
            None => Self::default(),
        })
    }

    pub fn with(provider: Arc<dyn WeatherProvider>) -> Self {
        Self {
            provider: Some(provider),
            cache: Arc::default(),
        }
    }

    pub fn configured(&self) -> bool {
        self.provider.is_some()
    }

    /// The service's current reading for each city, from the cache when recent.
    pub async fn readings(&self, cities: &[CityRef]) -> HashMap<u32, Reading> {
        let Some(provider) = &self.provider else {
            return HashMap::new();
        };
        let now = std::time::Instant::now();
        let mut out = HashMap::new();
        let mut ask = Vec::new();
        if let Ok(cache) = self.cache.lock() {
            for c in cities {
                match cache.get(&c.id) {
                    Some((until, r)) if *until > now => {
                        if let Some(r) = r {
                            out.insert(c.id, r.clone());
                        }
                    }
                    _ => ask.push(c.clone()),
                }
            }
        }
        let answers = futures::future::join_all(ask.iter().map(|c| provider.current(c))).await;
        let mut cache = self.cache.lock().unwrap_or_else(|p| p.into_inner());
        for (c, a) in ask.iter().zip(answers) {
            let (keep, r) = match a {
                Ok(r) => (PROVIDER_CACHE, r),
                Err(e) => {
                    tracing::warn!(city = c.id, error = %format!("{e:#}"), "weather service failed");
                    (PROVIDER_FAILURE_CACHE, None)
                }
            };
            cache.insert(c.id, (now + keep, r.clone()));
            if let Some(r) = r {
                out.insert(c.id, r);
            }
        }
        out
    }
}

impl From<&WeatherRow> for Reading {
    fn from(w: &WeatherRow) -> Self {
        Self {
            text: w.text.clone(),
            temperature_c: w.temperature_c,
            observed_ms: w.observed_ms,
            ttl_secs: w.ttl_secs,
            source: WeatherSource::Ingest,
        }
    }
}

fn expires_ms(r: &Reading) -> i64 {
    r.observed_ms + r.ttl_secs * 1000
}

/// What a city's weather is at `now`: the freshest current reading of the two sources;
/// `unknown` when a source exists but nothing is current; `not_configured` with no service
/// and no operator reading ever.
pub fn resolve(
    ingested: Option<&Reading>,
    provided: Option<&Reading>,
    provider_configured: bool,
    now_ms: i64,
) -> Weather {
    let current = [ingested, provided]
        .into_iter()
        .flatten()
        .filter(|r| r.observed_ms <= now_ms + 60_000 && expires_ms(r) > now_ms)
        .max_by_key(|r| r.observed_ms);
    if let Some(r) = current {
        return Weather {
            state: WeatherState::Fresh,
            text: Some(r.text.clone()),
            temperature_c: Some(r.temperature_c),
            observed_at: Some(rfc3339_shanghai(r.observed_ms)),
            expires_at: Some(rfc3339_shanghai(expires_ms(r))),
            source: Some(r.source),
        };
    }
    let last = [ingested, provided]
        .into_iter()
        .flatten()
        .max_by_key(|r| r.observed_ms);
    match last {
        Some(r) => Weather {
            expires_at: Some(rfc3339_shanghai(expires_ms(r))),
            source: Some(r.source),
            ..Weather::unknown(Some(rfc3339_shanghai(r.observed_ms)))
        },
        None if provider_configured => Weather::unknown(None),
        None => Weather::not_configured(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reading(observed_ms: i64, ttl_secs: i64, source: WeatherSource) -> Reading {
        Reading {
            text: "多云".into(),
            temperature_c: 12.5,
            observed_ms,
            ttl_secs,
            source,
        }
    }

    const NOW: i64 = 1_795_559_400_000;

    #[test]
    fn nothing_configured_and_nothing_sent_says_so() {
        assert_eq!(
            resolve(None, None, false, NOW).state,
            WeatherState::NotConfigured
        );
        assert_eq!(resolve(None, None, true, NOW).state, WeatherState::Unknown);
    }

    #[test]
    fn the_freshest_current_reading_wins() {
        let old = reading(NOW - 600_000, 3600, WeatherSource::Ingest);
        let new = reading(NOW - 60_000, 3600, WeatherSource::Provider);
        let w = resolve(Some(&old), Some(&new), true, NOW);
        assert_eq!(w.state, WeatherState::Fresh);
        assert_eq!(w.source, Some(WeatherSource::Provider));
        assert_eq!(w.text.as_deref(), Some("多云"));
    }

    #[test]
    fn a_reading_past_its_ttl_is_unknown_never_fresh() {
        let stale = reading(NOW - 7_200_000, 3600, WeatherSource::Ingest);
        let w = resolve(Some(&stale), None, false, NOW);
        assert_eq!(w.state, WeatherState::Unknown);
        assert_eq!(w.text, None);
        assert_eq!(w.temperature_c, None);
        assert_eq!(w.observed_at, Some(rfc3339_shanghai(NOW - 7_200_000)));
    }
}
