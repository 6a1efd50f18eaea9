//! The content service: the store plus the snapshot built from it. Every write goes
//! through here and swaps in a new snapshot before it returns, so search and nearby never
//! lag behind an import. Other replicas hear of the change through the database
//! ([`crate::notify`]: PostgreSQL `NOTIFY` after the rebuild) and, as a fallback, by
//! polling a cheap fingerprint.

use std::{
    path::Path,
    sync::{
        Arc, Mutex,
        atomic::{AtomicU64, Ordering},
    },
};

use arc_swap::ArcSwap;
use youzhe_core::Db;

use crate::{
    dataset::Dataset,
    delta, notify,
    snapshot::Snapshot,
    store::{self, ImportError, ImportReport},
};

struct Built {
    fingerprint: (i64, i64),
    records: Arc<Dataset>,
    /// When each of `records` was last written, so the next build parses only what moved.
    stamps: Arc<store::Stamps>,
    /// This clock when the build began: rows written after it are what the next one reads.
    began_ms: i64,
}

#[derive(Clone)]
pub struct Content {
    inner: Arc<Inner>,
}

struct Inner {
    db: Db,
    snapshot: ArcSwap<Snapshot>,
    /// The store's fingerprint the current snapshot was built from, and its records, so the
    /// next rebuild parses only what changed (`delta.rs`).
    built: Mutex<Option<Built>>,
    /// One rebuild at a time (two imports racing must not swap in the older one last), and
    /// a check that finds the store changed waits for a rebuild already under way instead
    /// of starting a second one.
    rebuild: tokio::sync::Mutex<()>,
    /// Names this process in its notifications, so it can skip its own.
    origin: String,
    /// Snapshots built so far, and how many of them parsed only the rows that changed
    /// (the replica tests read both).
    rebuilds: AtomicU64,
    from_changes: AtomicU64,
}

impl Content {
    /// An empty service; call [`Content::reload`] to fill it from the store.
    pub fn new(db: Db) -> Self {
        Self {
            inner: Arc::new(Inner {
                db,
                snapshot: ArcSwap::from_pointee(Snapshot::empty()),
                built: Mutex::new(None),
                rebuild: tokio::sync::Mutex::new(()),
                origin: notify::new_origin(),
                rebuilds: AtomicU64::new(0),
                from_changes: AtomicU64::new(0),
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

    /// Rebuilds the snapshot from the store, then tells the other replicas (PostgreSQL) to
    /// do the same. Call it after writing content; a failed notification is only logged,
    /// since the other replicas' fingerprint poll still finds the change.
    pub async fn reload(&self) -> anyhow::Result<()> {
        {
            let _one = self.inner.rebuild.lock().await;
            self.rebuild().await?;
        }
        if let Err(e) = notify::send(&self.inner.db, &self.inner.origin).await {
            tracing::warn!(
                error = format!("{e:#}"),
                "telling the other replicas about the content change failed; they will find it by polling"
            );
        }
        Ok(())
    }

    /// Rebuilds only if the store changed since the last build (another replica wrote).
    /// Never notifies: a rebuild caused by a notification must not cause another.
    pub async fn reload_if_changed(&self) -> anyhow::Result<bool> {
        let _one = self.inner.rebuild.lock().await;
        let fp = store::fingerprint(&self.inner.db).await?;
        if fp == self.built_from() {
            return Ok(false);
        }
        self.rebuild().await?;
        Ok(true)
    }

    /// The records as stored now, parsed: the ones the current snapshot was built from when
    /// the store's fingerprint has not moved since, else the ones of a rebuild made first
    /// (another replica or an import wrote; that rebuild swaps the snapshot as a notification
    /// would, and like it never notifies). What the console's editor checks a draft against,
    /// without loading and parsing every stored record again.
    pub async fn records(&self) -> anyhow::Result<Arc<Dataset>> {
        let _one = self.inner.rebuild.lock().await;
        let fp = store::fingerprint(&self.inner.db).await?;
        if let Some(last) = self.last_built()
            && last.fingerprint == fp
        {
            return Ok(last.records);
        }
        self.rebuild().await?;
        self.last_built()
            .map(|b| b.records)
            .ok_or_else(|| anyhow::anyhow!("the content snapshot was not kept after a rebuild"))
    }

    /// Imports a folder and, if anything changed, rebuilds the snapshot before returning.
    pub async fn import_dir(&self, dir: &Path) -> Result<ImportReport, ImportError> {
        let report = store::import_dir(&self.inner.db, dir).await?;
        if report.changed() {
            self.reload().await?;
        }
        Ok(report)
    }

    /// How many snapshots this service has built: one per reload and per change found.
    pub fn rebuilds(&self) -> u64 {
        self.inner.rebuilds.load(Ordering::Relaxed)
    }

    /// How many of [`Content::rebuilds`] parsed only the rows written since the one before.
    pub fn rebuilds_from_changes(&self) -> u64 {
        self.inner.from_changes.load(Ordering::Relaxed)
    }

    /// This process's name in notifications.
    pub(crate) fn origin(&self) -> &str {
        &self.inner.origin
    }

    fn built_from(&self) -> (i64, i64) {
        self.last_built().map_or((-1, -1), |b| b.fingerprint)
    }

    fn last_built(&self) -> Option<Built> {
        let b = self.inner.built.lock().ok()?;
        b.as_ref().map(|b| Built {
            fingerprint: b.fingerprint,
            records: b.records.clone(),
            stamps: b.stamps.clone(),
            began_ms: b.began_ms,
        })
    }

    /// Loads and swaps in a new snapshot; the caller holds `rebuild`. The fingerprint is
    /// read before the records, so a write landing in between makes the next check rebuild
    /// again rather than be missed. After the first build only the rows written since are
    /// parsed, when that accounts for every stored record (`delta.rs`).
    async fn rebuild(&self) -> anyhow::Result<()> {
        let started = std::time::Instant::now();
        let began_ms = youzhe_core::time::now_ms();
        let db = &self.inner.db;
        let fp = store::fingerprint(db).await?;
        let changes = match self.last_built() {
            Some(last) => {
                let since = last.began_ms - delta::CLOCK_MARGIN_MS;
                delta::apply_since(
                    db,
                    &last.records,
                    &last.stamps,
                    last.fingerprint.0,
                    fp.0,
                    since,
                )
                .await?
            }
            None => None,
        };
        let (records, stamps, read, same_boundaries) = match changes {
            Some(applied) => {
                self.inner.from_changes.fetch_add(1, Ordering::Relaxed);
                (
                    applied.records,
                    applied.stamps,
                    "changes",
                    !applied.boundaries_changed,
                )
            }
            None => {
                let (mut ds, stamps) = store::load_stamped(db).await?;
                delta::normalise(&mut ds);
                (ds, stamps, "everything", false)
            }
        };
        let records = Arc::new(records);
        let stamps = Arc::new(stamps);
        let loaded = started.elapsed();
        let etag = format!("\"c{:x}-{:x}\"", fp.0, fp.1);
        // No boundary among the rows read: the current snapshot (built with `built` under
        // this same lock) has the county shapes these records hold; share them.
        let before = same_boundaries.then(|| self.snapshot());
        let snap = tokio::task::spawn_blocking({
            let records = records.clone();
            move || Snapshot::build_from(&records, etag, before.as_deref())
        })
        .await?;
        self.inner.snapshot.store(Arc::new(snap));
        if let Ok(mut b) = self.inner.built.lock() {
            *b = Some(Built {
                fingerprint: fp,
                records,
                stamps,
                began_ms,
            });
        }
        tracing::debug!(
            read,
            load_ms = loaded.as_millis() as u64,
            total_ms = started.elapsed().as_millis() as u64,
            "content snapshot swapped"
        );
        self.inner.rebuilds.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }
}
