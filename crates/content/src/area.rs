//! How content plugs into the server: load (and on first start import) the content, load
//! the IP database, keep replicas in step (notifications on PostgreSQL, a fingerprint poll
//! as the fallback), and mount the routes.

use std::{path::PathBuf, sync::Arc, time::Duration};

use anyhow::Context;
use youzhe_core::{Area, Core, client_ip::TrustedProxies};

use crate::{
    ipdb::IpDb,
    listener,
    routes::{self, ContentState},
    service::Content,
    store,
};

/// The folder imported when the store holds no content yet. `none` (or `off`) starts
/// empty on purpose.
pub const CONTENT_DIR_KEY: &str = "YOUZHE_CONTENT_DIR";
pub const DEFAULT_CONTENT_DIR: &str = "data/zhejiang";
/// A newer ip2region xdb file (plain or .gz) to use instead of the shipped one.
pub const IP_DB_KEY: &str = "YOUZHE_IP2REGION_XDB";
/// How often a replica checks whether another one changed the content (seconds; 0: never).
/// On PostgreSQL this is the fallback behind the change notifications (`notify.rs`); on
/// SQLite it is how a server notices `youzhe import` run beside it.
pub const POLL_KEY: &str = "YOUZHE_CONTENT_POLL_SECS";
/// The check is one `COUNT(*), MAX(updated_ms)`: 0.5 ms on PostgreSQL and 0.15 ms on
/// SQLite for the shipped content (docs/OPERATIONS.md has the figures), so checking every
/// 2 s costs nothing and keeps "within 2 s" even when a notification is lost.
const DEFAULT_POLL: Duration = Duration::from_secs(2);

pub async fn area(core: &Core) -> anyhow::Result<Area> {
    Ok(load(core).await?.0)
}

/// Loads the content and returns its area with the service, for areas that read the same
/// snapshot (places).
pub async fn load(core: &Core) -> anyhow::Result<(Area, Content)> {
    let content = Content::new(core.db.clone());
    let ipdb = tokio::task::spawn_blocking({
        let path = core.config.get(IP_DB_KEY).map(PathBuf::from);
        move || load_ipdb(path)
    });
    if store::is_empty(&core.db).await? {
        first_import(core, &content).await?;
    }
    // Starting is no change: build without telling the other replicas.
    content
        .reload_if_changed()
        .await
        .context("building the content snapshot")?;
    let snap = content.snapshot();
    // Quiet when empty: `youzhe openapi` builds the areas and prints to stdout.
    if snap.region_by_id.is_empty() {
        tracing::debug!("content ready (empty)");
    } else {
        tracing::info!(
            places = snap.places.len(),
            regions = snap.region_by_id.len(),
            "content ready"
        );
    }

    let poll = poll_interval(core)?;
    let poller = poll.map(|every| {
        let content = content.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(every);
            tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            tick.tick().await;
            loop {
                tick.tick().await;
                match content.reload_if_changed().await {
                    Ok(true) => tracing::info!("content changed in the store; snapshot rebuilt"),
                    Ok(false) => {}
                    Err(e) => tracing::warn!(
                        error = format!("{e:#}"),
                        "checking the content store failed"
                    ),
                }
            }
        })
    });
    // PostgreSQL: other replicas' changes arrive as notifications within moments.
    let listener = listener::spawn_listener(&content);

    let state = ContentState {
        content: content.clone(),
        ipdb: Arc::new(ipdb.await.unwrap_or(None)),
        trusted: TrustedProxies::from_config(&core.config)?,
    };
    let area = Area::new("content", routes::router(state));
    let tasks: Vec<_> = poller.into_iter().chain(listener).collect();
    let area = if tasks.is_empty() {
        area
    } else {
        area.on_stop(move || async move { tasks.iter().for_each(|t| t.abort()) })
    };
    Ok((area, content))
}

/// The poll interval, `None` when turned off.
fn poll_interval(core: &Core) -> anyhow::Result<Option<Duration>> {
    let every = match core.config.get(POLL_KEY) {
        Some(v) => Duration::from_secs(
            v.trim()
                .parse()
                .with_context(|| format!("{POLL_KEY} must be a number of seconds"))?,
        ),
        None => DEFAULT_POLL,
    };
    Ok((!every.is_zero()).then_some(every))
}

async fn first_import(core: &Core, content: &Content) -> anyhow::Result<()> {
    let dir = core
        .config
        .get(CONTENT_DIR_KEY)
        .unwrap_or(DEFAULT_CONTENT_DIR);
    if dir.eq_ignore_ascii_case("none") || dir.eq_ignore_ascii_case("off") {
        return Ok(());
    }
    let dir = PathBuf::from(dir);
    if !dir.is_dir() {
        tracing::warn!(dir = %dir.display(), "no content yet and the content folder is absent: starting empty");
        return Ok(());
    }
    let report = content
        .import_dir(&dir)
        .await
        .with_context(|| format!("importing the shipped content from {}", dir.display()))?;
    tracing::info!(dir = %dir.display(), %report, "shipped content imported");
    Ok(())
}

fn load_ipdb(path: Option<PathBuf>) -> Option<IpDb> {
    let loaded = match &path {
        Some(p) => std::fs::read(p)
            .map_err(anyhow::Error::from)
            .and_then(|b| IpDb::from_maybe_gz(&b)),
        None => IpDb::shipped(),
    };
    match loaded {
        Ok(db) => Some(db),
        Err(e) => {
            tracing::warn!(error = format!("{e:#}"), file = ?path, "IP database unavailable: IP location answers the default");
            None
        }
    }
}
