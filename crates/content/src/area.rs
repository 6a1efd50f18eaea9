//! How content plugs into the server: load (and on first start import) the content, load
//! the IP database, keep replicas in step, and mount the routes.

use std::{path::PathBuf, sync::Arc, time::Duration};

use anyhow::Context;
use youzhe_core::{Area, Core, client_ip::TrustedProxies};

use crate::{
    ipdb::IpDb,
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
pub const POLL_KEY: &str = "YOUZHE_CONTENT_POLL_SECS";

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
    content
        .reload()
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

    let poll_secs: u64 = match core.config.get(POLL_KEY) {
        Some(v) => v
            .parse()
            .with_context(|| format!("{POLL_KEY} must be a number of seconds"))?,
        None => 10,
    };
    let poller = (poll_secs > 0).then(|| {
        let content = content.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(poll_secs));
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

    let state = ContentState {
        content: content.clone(),
        ipdb: Arc::new(ipdb.await.unwrap_or(None)),
        trusted: TrustedProxies::from_config(&core.config)?,
    };
    let area = Area::new("content", routes::router(state));
    let area = match poller {
        Some(task) => area.on_stop(move || async move { task.abort() }),
        None => area,
    };
    Ok((area, content))
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
