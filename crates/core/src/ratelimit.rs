//! Keyed rate limits answering 429 with `Retry-After` ([`ApiError::RateLimited`]).
//!
//! Two kinds, chosen per limit by what it protects (DESIGN.md: "limits and caches that
//! must be shared live in the database"):
//!
//! - [`RateLimiter::shared`] counts in the database (`rate_limits`, a sliding window estimated
//!   from two fixed ones, one atomic upsert and one read per check), so N replicas enforce one limit together. Use it where the
//!   limit is a security boundary whose worth would be divided by the replica count:
//!   sign-in attempts, code exchanges.
//! - [`RateLimiter::local`] counts in this process (GCRA, no I/O). Use it where the limit
//!   protects the replica itself (outbound fetches, signing, page-view intake) and a
//!   database write per request would cost more than the request: each replica then allows
//!   the stated rate, which is what its own capacity can take.
//!
//! ```text
//! let limiter = RateLimiter::local("pageviews", Rate::from_config(&config, "YOUZHE_RATE_PAGEVIEWS", Rate::per_minute(120))?);
//! limiter.check(&client_ip.to_string()).await?; // Err(RateLimited) → 429 + Retry-After
//! ```

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use anyhow::{Context, bail};

use crate::{ApiError, ApiResult, Config, Db, time::now_ms, with_db};

/// `limit` requests per `per`, with bursts up to `limit`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rate {
    pub limit: u32,
    pub per: Duration,
}

impl Rate {
    pub const fn per_minute(limit: u32) -> Self {
        Self {
            limit,
            per: Duration::from_secs(60),
        }
    }

    /// `"30/60"` or `"30/60s"`: 30 requests per 60 seconds. `"off"` disables the limit.
    pub fn parse(s: &str) -> anyhow::Result<Option<Self>> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("off") {
            return Ok(None);
        }
        let Some((n, secs)) = s.split_once('/') else {
            bail!("expected COUNT/SECONDS, e.g. 30/60")
        };
        let limit: u32 = n
            .trim()
            .parse()
            .context("the count must be a whole number")?;
        let secs: u64 = secs
            .trim()
            .trim_end_matches('s')
            .parse()
            .context("the period must be whole seconds")?;
        if limit == 0 || secs == 0 {
            bail!("count and period must be positive");
        }
        Ok(Some(Self {
            limit,
            per: Duration::from_secs(secs),
        }))
    }

    /// The rate set under `key`, or `default` when unset; `None` when set to `off`.
    pub fn from_config(config: &Config, key: &str, default: Rate) -> anyhow::Result<Option<Self>> {
        match config.get(key) {
            Some(v) => Self::parse(v).with_context(|| format!("{key} is not a rate")),
            None => Ok(Some(default)),
        }
    }
}

/// A named limit. Cheap to clone; keys are whatever the caller limits by (an address, an
/// openid), kept apart from other limits by the name.
#[derive(Clone, Debug)]
pub struct RateLimiter(Arc<Inner>);

#[derive(Debug)]
enum Inner {
    Off,
    Local {
        rate: Rate,
        cells: Mutex<HashMap<String, Instant>>,
    },
    Shared {
        name: String,
        rate: Rate,
        db: Db,
        calls: AtomicU64,
    },
}

/// Local limiters forget keys whose allowance is full again once they hold this many.
const LOCAL_PRUNE_AT: usize = 10_000;
/// Shared limiters delete old windows every this many checks.
const SHARED_SWEEP_EVERY: u64 = 512;

impl RateLimiter {
    /// Counts in this process only.
    pub fn local(rate: Option<Rate>) -> Self {
        match rate {
            Some(rate) => Self(Arc::new(Inner::Local {
                rate,
                cells: Mutex::new(HashMap::new()),
            })),
            None => Self::off(),
        }
    }

    /// Counts in the database, shared by every replica.
    pub fn shared(name: &str, rate: Option<Rate>, db: Db) -> Self {
        match rate {
            Some(rate) => Self(Arc::new(Inner::Shared {
                name: name.to_string(),
                rate,
                db,
                calls: AtomicU64::new(0),
            })),
            None => Self::off(),
        }
    }

    /// Lets everything through.
    pub fn off() -> Self {
        Self(Arc::new(Inner::Off))
    }

    /// Counts one request under `key`: `Err(ApiError::RateLimited)` when over the limit.
    pub async fn check(&self, key: &str) -> ApiResult<()> {
        match &*self.0 {
            Inner::Off => Ok(()),
            Inner::Local { rate, cells } => local_check(rate, cells, key, Instant::now()),
            Inner::Shared {
                name,
                rate,
                db,
                calls,
            } => {
                if calls.fetch_add(1, Ordering::Relaxed) % SHARED_SWEEP_EVERY
                    == SHARED_SWEEP_EVERY - 1
                {
                    sweep(db, name, rate).await?;
                }
                shared_check(db, name, rate, key, now_ms()).await
            }
        }
    }
}

/// GCRA: each key keeps the instant its allowance is next fully used ("theoretical arrival
/// time"); a request is allowed when that instant is less than one period ahead.
fn local_check(
    rate: &Rate,
    cells: &Mutex<HashMap<String, Instant>>,
    key: &str,
    now: Instant,
) -> ApiResult<()> {
    let interval = rate.per / rate.limit;
    let tolerance = rate.per.saturating_sub(interval);
    let mut cells = cells.lock().unwrap_or_else(|p| p.into_inner());
    if cells.len() >= LOCAL_PRUNE_AT {
        cells.retain(|_, tat| *tat > now);
    }
    let tat = cells.get(key).copied().filter(|t| *t > now).unwrap_or(now);
    let ahead = tat.saturating_duration_since(now);
    if ahead > tolerance {
        let wait = ahead - tolerance;
        return Err(ApiError::RateLimited {
            retry_after_secs: ceil_secs(wait),
        });
    }
    cells.insert(key.to_string(), tat + interval);
    Ok(())
}

/// Sliding window, estimated from two fixed windows: the previous window's count weighs as
/// much as the share of it still inside the last `per`. A fixed window alone lets a client
/// spend the limit at a window's end and again at the next one's start: twice the limit
/// within a second.
async fn shared_check(db: &Db, name: &str, rate: &Rate, key: &str, now: i64) -> ApiResult<()> {
    let per_ms = rate.per.as_millis() as i64;
    let window = now - now.rem_euclid(per_ms);
    let full_key = format!("{name}:{key}");
    let count: i64 = with_db!(db, p => sqlx::query_scalar(
        "INSERT INTO rate_limits (key, window_ms, count) VALUES ($1, $2, 1)
         ON CONFLICT (key, window_ms) DO UPDATE SET count = rate_limits.count + 1
         RETURNING count")
        .bind(&full_key).bind(window).fetch_one(p).await)?;
    let previous: i64 = with_db!(db, p => sqlx::query_scalar(
        "SELECT COALESCE(MAX(count), 0) FROM rate_limits WHERE key = $1 AND window_ms = $2")
        .bind(&full_key).bind(window - per_ms).fetch_one(p).await)?;
    let estimate = SlidingWindow {
        per_ms: per_ms as f64,
        elapsed_ms: (now - window) as f64,
        previous: previous as f64,
        count: count as f64,
        limit: f64::from(rate.limit),
    };
    if estimate.over() {
        return Err(ApiError::RateLimited {
            retry_after_secs: ceil_secs(Duration::from_millis(estimate.wait_ms().max(1.0) as u64)),
        });
    }
    Ok(())
}

struct SlidingWindow {
    per_ms: f64,
    elapsed_ms: f64,
    previous: f64,
    count: f64,
    limit: f64,
}

impl SlidingWindow {
    fn over(&self) -> bool {
        self.previous * (1.0 - self.elapsed_ms / self.per_ms) + self.count > self.limit
    }

    /// How long until one more request would fit, if the client sends nothing meanwhile.
    fn wait_ms(&self) -> f64 {
        let Self {
            per_ms,
            elapsed_ms,
            previous,
            count,
            limit,
        } = *self;
        if count + 1.0 <= limit && previous > 0.0 {
            // Still in this window, once enough of the previous one has slid out.
            per_ms * (1.0 - (limit - count - 1.0) / previous) - elapsed_ms
        } else {
            // In the next window, where this one's count is the previous.
            per_ms - elapsed_ms + per_ms * (1.0 - (limit - 1.0) / count.max(1.0))
        }
    }
}

async fn sweep(db: &Db, name: &str, rate: &Rate) -> ApiResult<()> {
    let before = now_ms() - 2 * rate.per.as_millis() as i64;
    let prefix = format!("{name}:%");
    with_db!(db, p => sqlx::query("DELETE FROM rate_limits WHERE key LIKE $1 AND window_ms < $2")
        .bind(&prefix).bind(before).execute(p).await.map(|r| r.rows_affected()))?;
    Ok(())
}

fn ceil_secs(d: Duration) -> u64 {
    d.as_millis().div_ceil(1000).max(1) as u64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{Store, TestDb};

    #[test]
    fn parses_rates() {
        assert_eq!(Rate::parse("30/60").unwrap(), Some(Rate::per_minute(30)));
        assert_eq!(
            Rate::parse(" 5 / 10s ").unwrap(),
            Some(Rate {
                limit: 5,
                per: Duration::from_secs(10)
            })
        );
        assert_eq!(Rate::parse("off").unwrap(), None);
        for bad in ["", "30", "0/60", "30/0", "a/60", "30/b"] {
            assert!(Rate::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn local_allows_a_burst_then_refuses_with_a_wait() {
        let rate = Rate {
            limit: 3,
            per: Duration::from_secs(60),
        };
        let cells = Mutex::new(HashMap::new());
        let t0 = Instant::now();
        for _ in 0..3 {
            local_check(&rate, &cells, "a", t0).unwrap();
        }
        match local_check(&rate, &cells, "a", t0) {
            Err(ApiError::RateLimited { retry_after_secs }) => assert_eq!(retry_after_secs, 20),
            other => panic!("{other:?}"),
        }
        // Other keys are untouched; after one interval one more request fits.
        local_check(&rate, &cells, "b", t0).unwrap();
        local_check(&rate, &cells, "a", t0 + Duration::from_secs(20)).unwrap();
        assert!(local_check(&rate, &cells, "a", t0 + Duration::from_secs(20)).is_err());
    }

    async fn shared_story(store: Store) {
        let t = TestDb::new(store).await.unwrap();
        let rate = Rate {
            limit: 2,
            per: Duration::from_secs(60),
        };
        let now = 1_800_000_030_000; // 30 s into a window
        shared_check(&t.db, "login", &rate, "ip1", now)
            .await
            .unwrap();
        shared_check(&t.db, "login", &rate, "ip1", now)
            .await
            .unwrap();
        match shared_check(&t.db, "login", &rate, "ip1", now).await {
            Err(ApiError::RateLimited { retry_after_secs }) => assert_eq!(retry_after_secs, 70),
            other => panic!("{other:?}"),
        }
        shared_check(&t.db, "login", &rate, "ip2", now)
            .await
            .unwrap();
        shared_check(&t.db, "other", &rate, "ip1", now)
            .await
            .unwrap();
        // After the wait it announced, one more fits (3 × (1 − 40/60) + 1 ≤ 2).
        shared_check(&t.db, "login", &rate, "ip1", now + 70_000)
            .await
            .unwrap();
        // A burst at a window's end still counts at the next one's start.
        let end = now + 29_000;
        for _ in 0..2 {
            shared_check(&t.db, "login", &rate, "ip3", end)
                .await
                .unwrap();
        }
        assert!(
            shared_check(&t.db, "login", &rate, "ip3", end + 2_000)
                .await
                .is_err()
        );
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn shared_counts_in_the_database_sqlite() {
        shared_story(Store::Sqlite).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn shared_counts_in_the_database_postgres() {
        shared_story(Store::Postgres).await;
    }
}
