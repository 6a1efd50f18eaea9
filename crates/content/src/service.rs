//! The content service: the store plus the snapshot built from it. Every write goes
//! through here and swaps in a new snapshot before it returns, so search and nearby never
//! lag behind an import; other replicas notice the change by polling a cheap fingerprint.

use std::{
    path::Path,
    sync::{Arc, Mutex},
};

use arc_swap::ArcSwap;
use youzhe_core::Db;

use crate::{
    snapshot::Snapshot,
    store::{self, ImportError, ImportReport},
};

#[derive(Clone)]
pub struct Content {
    inner: Arc<Inner>,
}

struct Inner {
    db: Db,
    snapshot: ArcSwap<Snapshot>,
    /// The store's fingerprint the current snapshot was built from.
    built_from: Mutex<(i64, i64)>,
    /// One rebuild at a time (two imports racing must not swap in the older one last).
    rebuild: tokio::sync::Mutex<()>,
}

impl Content {
    /// An empty service; call [`Content::reload`] to fill it from the store.
    pub fn new(db: Db) -> Self {
        Self {
            inner: Arc::new(Inner {
                db,
                snapshot: ArcSwap::from_pointee(Snapshot::empty()),
                built_from: Mutex::new((-1, -1)),
                rebuild: tokio::sync::Mutex::new(()),
            }),
        }
    }

    pub fn db(&self) -> &Db {
        &self.inner.db
    }

    /// The current snapshot. Cheap; hold it for the length of one request.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.inner.snapshot.load_full()
    }

    /// Rebuilds the snapshot from the store.
    pub async fn reload(&self) -> anyhow::Result<()> {
        let _one = self.inner.rebuild.lock().await;
        let fp = store::fingerprint(&self.inner.db).await?;
        let ds = store::load(&self.inner.db).await?;
        let etag = format!("\"c{:x}-{:x}\"", fp.0, fp.1);
        let snap = tokio::task::spawn_blocking(move || Snapshot::build(ds, etag)).await?;
        self.inner.snapshot.store(Arc::new(snap));
        if let Ok(mut b) = self.inner.built_from.lock() {
            *b = fp;
        }
        Ok(())
    }

    /// Rebuilds only if the store changed since the last build (another replica imported).
    pub async fn reload_if_changed(&self) -> anyhow::Result<bool> {
        let fp = store::fingerprint(&self.inner.db).await?;
        let built = self.inner.built_from.lock().map(|b| *b).unwrap_or((-1, -1));
        if fp == built {
            return Ok(false);
        }
        self.reload().await?;
        Ok(true)
    }

    /// Imports a folder and, if anything changed, rebuilds the snapshot before returning.
    pub async fn import_dir(&self, dir: &Path) -> Result<ImportReport, ImportError> {
        let report = store::import_dir(&self.inner.db, dir).await?;
        if report.changed() {
            self.reload().await?;
        }
        Ok(report)
    }
}
