//! Earns, draws and redemptions wait for their turn in memory before they take a database
//! connection. The database is what makes them correct, across replicas too (the
//! visitor's `campaign_locks` row, the conditional stock update); this only keeps waiting
//! out of the connection pool:
//! - one visitor's actions in a campaign go one at a time, so a visitor who sends many at
//!   once does not fill the pool with transactions waiting on their own lock row;
//! - on SQLite, which takes one writer at a time, one write transaction runs at a time:
//!   the others wait here rather than in SQLite's busy handler, which sleeps and retries
//!   and holds a pooled connection meanwhile. On PostgreSQL up to 12 run at once, leaving
//!   the rest of the pool (16) to reads.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    sync::Arc,
};

use tokio::sync::{Mutex, MutexGuard, Semaphore, SemaphorePermit};
use youzhe_core::Db;

/// Visitors share a stripe now and then; that only makes two of them take turns.
const STRIPES: usize = 256;
/// Write transactions at once on PostgreSQL.
const PG_WRITERS: usize = 12;

#[derive(Clone)]
pub struct Turns {
    stripes: Arc<Vec<Mutex<()>>>,
    writers: Arc<Semaphore>,
}

/// Held while the action's transaction runs.
pub struct Turn<'a> {
    _visitor: MutexGuard<'a, ()>,
    _writer: SemaphorePermit<'a>,
}

impl Turns {
    pub fn new(db: &Db) -> Self {
        let writers = match db {
            Db::Sqlite(_) => 1,
            Db::Postgres(_) => PG_WRITERS,
        };
        Self {
            stripes: Arc::new((0..STRIPES).map(|_| Mutex::new(())).collect()),
            writers: Arc::new(Semaphore::new(writers)),
        }
    }

    /// Waits for the visitor's turn in the campaign, then for a writer's place.
    pub async fn turn(&self, campaign: &str, user: &str) -> anyhow::Result<Turn<'_>> {
        let mut h = DefaultHasher::new();
        (campaign, user).hash(&mut h);
        let i = (h.finish() % STRIPES as u64) as usize;
        let visitor = self.stripes[i].lock().await;
        let writer = self.writers.acquire().await?;
        Ok(Turn {
            _visitor: visitor,
            _writer: writer,
        })
    }
}
