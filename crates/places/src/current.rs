//! The catalog of the content service's current snapshot, with its kept answers.

use std::sync::{Arc, Mutex};

use arc_swap::ArcSwap;
use youzhe_content::{Content, snapshot::Snapshot};

use crate::{answers::Answers, catalog::Catalog};

/// One snapshot's catalog and the answers kept for it, replaced together.
pub struct Current {
    pub catalog: Catalog,
    pub answers: Answers,
}

impl Current {
    pub fn build(snap: Arc<Snapshot>) -> Self {
        let catalog = Catalog::build(snap);
        let answers = Answers::new(&catalog);
        Self { catalog, answers }
    }
}

/// The catalog of the content service's current snapshot.
pub struct Catalogs {
    content: Content,
    current: ArcSwap<Current>,
    rebuild: Mutex<()>,
}

impl Catalogs {
    pub fn new(content: Content) -> Self {
        let current = ArcSwap::from_pointee(Current::build(content.snapshot()));
        Self {
            content,
            current,
            rebuild: Mutex::new(()),
        }
    }

    /// The catalog of the current snapshot, rebuilt first if the content changed.
    pub fn get(&self) -> Arc<Current> {
        let snap = self.content.snapshot();
        let cur = self.current.load_full();
        if Arc::ptr_eq(&cur.catalog.snap, &snap) {
            return cur;
        }
        // One rebuild per change; requests arriving meanwhile wait for it rather than
        // each building their own.
        let _one = self.rebuild.lock();
        let cur = self.current.load_full();
        if Arc::ptr_eq(&cur.catalog.snap, &snap) {
            return cur;
        }
        let built = Arc::new(Current::build(snap));
        self.current.store(built.clone());
        built
    }
}
