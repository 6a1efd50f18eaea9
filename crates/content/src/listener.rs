//! Receiving other replicas' change notifications (PostgreSQL), with reconnection and a
//! catch-up after every (re)connection; the channel itself is `notify.rs`.

use std::time::Duration;

use sqlx::{PgPool, postgres::PgListener};
use tokio::task::JoinHandle;
use youzhe_core::Db;

use crate::{notify::CHANNEL, service::Content};

/// The first wait after the listener failed; doubled after each failure in a row.
const FIRST_BACKOFF: Duration = Duration::from_millis(250);
const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// Listens for other replicas' changes until the pool closes (PostgreSQL); `None` on
/// SQLite. Reconnects with backoff when the database goes away.
pub fn spawn_listener(content: &Content) -> Option<JoinHandle<()>> {
    let Db::Postgres(pool) = content.db().clone() else {
        return None;
    };
    Some(tokio::spawn(listen(content.clone(), pool)))
}

async fn listen(content: Content, pool: PgPool) {
    let mut backoff = FIRST_BACKOFF;
    loop {
        let mut listening = false;
        let err = session(&content, &pool, &mut listening).await;
        if pool.is_closed() {
            return;
        }
        if listening {
            backoff = FIRST_BACKOFF;
        }
        tracing::warn!(
            error = %err,
            retry_in_ms = backoff.as_millis() as u64,
            "content change listener lost; listening again after a pause"
        );
        tokio::time::sleep(backoff).await;
        backoff = (backoff * 2).min(MAX_BACKOFF);
    }
}

/// One listening connection, until it fails. Sets `listening` once `LISTEN` succeeded.
async fn session(content: &Content, pool: &PgPool, listening: &mut bool) -> sqlx::Error {
    let mut listener = match PgListener::connect_with(pool).await {
        Ok(l) => l,
        Err(e) => return e,
    };
    if let Err(e) = listener.listen(CHANNEL).await {
        return e;
    }
    *listening = true;
    tracing::debug!(channel = CHANNEL, "listening for content changes");
    // Whatever changed while nobody was listening.
    catch_up(content).await;
    loop {
        match listener.try_recv().await {
            Ok(Some(first)) => {
                // Several changes queued while rebuilding need one rebuild, not several.
                let mut from_others = first.payload() != content.origin();
                while let Some(n) = listener.next_buffered() {
                    from_others |= n.payload() != content.origin();
                }
                if from_others {
                    catch_up(content).await;
                }
            }
            // The connection dropped and came back: notifications may have been missed.
            Ok(None) => catch_up(content).await,
            Err(e) => return e,
        }
    }
}

async fn catch_up(content: &Content) {
    match content.reload_if_changed().await {
        Ok(true) => tracing::info!("content changed on another replica; snapshot rebuilt"),
        Ok(false) => {}
        Err(e) => tracing::warn!(
            error = format!("{e:#}"),
            "rebuilding the content snapshot after a change elsewhere failed; the poll retries"
        ),
    }
}
