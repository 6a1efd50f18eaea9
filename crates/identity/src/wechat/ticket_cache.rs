//! The WeChat `access_token` and `jsapi_ticket`, cached in the database (`kv`) so every
//! replica uses the same ones, refreshed [`EARLY_SECS`] before WeChat expires them, and
//! fetched once however many requests arrive together: within a process requests queue on
//! a mutex; across replicas one holds a lease in the database while the others wait for
//! the value to appear. WeChat limits how often these may be fetched, and fetching a new
//! access token invalidates the previous one, so a thundering herd would break signing.

use std::{sync::Arc, time::Duration};

use tokio::sync::Mutex;
use youzhe_core::{ApiError, ApiResult, Db, kv};

use super::client::{WechatApi, WechatError};

pub const TOKEN_KEY: &str = "wechat:access_token";
pub const TICKET_KEY: &str = "wechat:jsapi_ticket";
const LEASE_KEY: &str = "wechat:lease:jsapi";
/// Set for a moment after a failed fetch, so a queue of requests fails fast instead of
/// each asking a WeChat that is down (and each waiting its timeout).
const FAILED_KEY: &str = "wechat:jsapi:failed";
const FAILED_MS: i64 = 3_000;
/// Refresh this long before WeChat's own expiry (7200 s).
pub const EARLY_SECS: i64 = 300;
/// A lease outlives two calls to WeChat (5 s each) with room to spare.
const LEASE_MS: i64 = 15_000;
/// How long a waiting request waits for another replica's fetch.
const WAIT: Duration = Duration::from_secs(12);
const POLL: Duration = Duration::from_millis(20);

pub struct TicketCache {
    db: Db,
    api: Arc<dyn WechatApi>,
    local: Mutex<()>,
    holder: String,
}

fn keep_ms(expires_in: i64) -> i64 {
    let secs = if expires_in > 2 * EARLY_SECS {
        expires_in - EARLY_SECS
    } else {
        expires_in / 2
    };
    secs.max(1) * 1000
}

fn upstream(what: &str, e: WechatError) -> ApiError {
    match &e {
        // The code tells an operator what is wrong (bad secret, IP not whitelisted).
        WechatError::Api { code, .. } => tracing::warn!(errcode = code, "WeChat refused {what}"),
        other => tracing::warn!(error = %other, "WeChat call for {what} failed"),
    }
    ApiError::Upstream("微信服务暂时不可用，请稍后再试".into())
}

impl TicketCache {
    pub fn new(db: Db, api: Arc<dyn WechatApi>) -> Self {
        Self {
            db,
            api,
            local: Mutex::new(()),
            holder: uuid::Uuid::new_v4().simple().to_string(),
        }
    }

    /// The current `jsapi_ticket`.
    pub async fn ticket(&self) -> ApiResult<String> {
        if let Some(t) = kv::get(&self.db, TICKET_KEY).await? {
            return Ok(t);
        }
        let _one_at_a_time = self.local.lock().await;
        if let Some(t) = kv::get(&self.db, TICKET_KEY).await? {
            return Ok(t);
        }
        if kv::get(&self.db, FAILED_KEY).await?.is_some() {
            return Err(ApiError::Upstream("微信服务暂时不可用，请稍后再试".into()));
        }
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            if kv::try_lease(&self.db, LEASE_KEY, &self.holder, LEASE_MS).await? {
                let result = self.fetch_ticket().await;
                if result.is_err() {
                    kv::put(&self.db, FAILED_KEY, "1", Some(FAILED_MS)).await?;
                }
                kv::delete(&self.db, LEASE_KEY).await?;
                return result;
            }
            tokio::time::sleep(POLL).await;
            if let Some(t) = kv::get(&self.db, TICKET_KEY).await? {
                return Ok(t);
            }
            if tokio::time::Instant::now() > deadline
                || kv::get(&self.db, FAILED_KEY).await?.is_some()
            {
                return Err(ApiError::Upstream("微信服务暂时不可用，请稍后再试".into()));
            }
        }
    }

    /// Called holding the lease.
    async fn fetch_ticket(&self) -> ApiResult<String> {
        // Another replica may have finished just before we took the lease.
        if let Some(t) = kv::get(&self.db, TICKET_KEY).await? {
            return Ok(t);
        }
        let token = self.access_token().await?;
        let ticket = match self.api.jsapi_ticket(&token).await {
            Err(e) if e.is_stale_token() => {
                kv::delete(&self.db, TOKEN_KEY).await?;
                let token = self.access_token().await?;
                self.api.jsapi_ticket(&token).await
            }
            other => other,
        }
        .map_err(|e| upstream("the jsapi ticket", e))?;
        kv::put(
            &self.db,
            TICKET_KEY,
            &ticket.value,
            Some(keep_ms(ticket.expires_in)),
        )
        .await?;
        Ok(ticket.value)
    }

    async fn access_token(&self) -> ApiResult<String> {
        if let Some(t) = kv::get(&self.db, TOKEN_KEY).await? {
            return Ok(t);
        }
        let token = self
            .api
            .access_token()
            .await
            .map_err(|e| upstream("the access token", e))?;
        kv::put(
            &self.db,
            TOKEN_KEY,
            &token.value,
            Some(keep_ms(token.expires_in)),
        )
        .await?;
        Ok(token.value)
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::{AtomicUsize, Ordering};

    use async_trait::async_trait;
    use youzhe_core::testing::{Store, TestDb};

    use super::*;
    use crate::wechat::client::{Expiring, OauthGrant, WechatProfile};

    #[test]
    fn refreshes_early() {
        assert_eq!(keep_ms(7200), 6_900_000);
        assert_eq!(keep_ms(100), 50_000);
    }

    /// Counts calls; the first ticket call may answer "token expired"; `down` fails all.
    #[derive(Default)]
    struct Counting {
        tokens: AtomicUsize,
        tickets: AtomicUsize,
        stale_first: bool,
        down: bool,
    }

    #[async_trait]
    impl WechatApi for Counting {
        async fn access_token(&self) -> Result<Expiring, WechatError> {
            let n = self.tokens.fetch_add(1, Ordering::SeqCst);
            tokio::time::sleep(Duration::from_millis(30)).await;
            if self.down {
                return Err(WechatError::Transport("connection refused".into()));
            }
            Ok(Expiring {
                value: format!("token-{n}"),
                expires_in: 7200,
            })
        }
        async fn jsapi_ticket(&self, token: &str) -> Result<Expiring, WechatError> {
            let n = self.tickets.fetch_add(1, Ordering::SeqCst);
            if self.stale_first && n == 0 {
                return Err(WechatError::Api {
                    code: 40001,
                    msg: "invalid credential".into(),
                });
            }
            Ok(Expiring {
                value: format!("ticket-for-{token}"),
                expires_in: 7200,
            })
        }
        async fn exchange_code(&self, _: &str) -> Result<OauthGrant, WechatError> {
            Err(WechatError::Decode)
        }
        async fn user_info(&self, _: &str, _: &str) -> Result<WechatProfile, WechatError> {
            Err(WechatError::Decode)
        }
    }

    async fn two_replicas_fetch_once(store: Store) {
        let t = TestDb::new(store).await.unwrap();
        let api = Arc::new(Counting::default());
        // Two caches on one database stand for two replicas.
        let a = Arc::new(TicketCache::new(t.db.clone(), api.clone()));
        let b = Arc::new(TicketCache::new(t.db.clone(), api.clone()));
        let mut tasks = Vec::new();
        for i in 0..40 {
            let c = if i % 2 == 0 { a.clone() } else { b.clone() };
            tasks.push(tokio::spawn(async move { c.ticket().await.unwrap() }));
        }
        for task in tasks {
            assert_eq!(task.await.unwrap(), "ticket-for-token-0");
        }
        assert_eq!(api.tokens.load(Ordering::SeqCst), 1);
        assert_eq!(api.tickets.load(Ordering::SeqCst), 1);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn replicas_fetch_once_sqlite() {
        two_replicas_fetch_once(Store::Sqlite).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn replicas_fetch_once_postgres() {
        two_replicas_fetch_once(Store::Postgres).await;
    }

    #[tokio::test]
    async fn a_stale_token_is_replaced_once() {
        let t = TestDb::sqlite().await.unwrap();
        let api = Arc::new(Counting {
            stale_first: true,
            ..Default::default()
        });
        let c = TicketCache::new(t.db.clone(), api.clone());
        assert_eq!(c.ticket().await.unwrap(), "ticket-for-token-1");
        assert_eq!(api.tokens.load(Ordering::SeqCst), 2);
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_queue_fails_fast_when_wechat_is_down() {
        let t = TestDb::sqlite().await.unwrap();
        let api = Arc::new(Counting {
            down: true,
            ..Default::default()
        });
        let c = Arc::new(TicketCache::new(t.db.clone(), api.clone()));
        let tasks: Vec<_> = (0..20)
            .map(|_| {
                let c = c.clone();
                tokio::spawn(async move { c.ticket().await })
            })
            .collect();
        for task in tasks {
            assert!(matches!(task.await.unwrap(), Err(ApiError::Upstream(_))));
        }
        assert_eq!(
            api.tokens.load(Ordering::SeqCst),
            1,
            "one attempt, not one per request"
        );
    }
}
