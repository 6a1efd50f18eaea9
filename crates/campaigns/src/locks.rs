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
//!
//! An area that records its own deed and earns chances for it in one transaction (the
//! quiz's attempt, the Qixi pair) goes through [`Turns::begin`]: the turn is taken before
//! the transaction opens, never while holding one (a transaction holding SQLite's write
//! lock while waiting for a turn held by a transaction waiting for that lock would stall
//! both until the busy timeout). In-memory locks are taken in one order: the visitors'
//! stripes in ascending index, then a writer's place.

use std::{
    hash::{DefaultHasher, Hash, Hasher},
    sync::Arc,
};

use tokio::sync::{Mutex, MutexGuard, Semaphore, SemaphorePermit};
use youzhe_core::Db;

use crate::{
    engine::{self, Earned, TxConn},
    refusal::Decided,
};

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
    _visitors: Vec<MutexGuard<'a, ()>>,
    _writer: SemaphorePermit<'a>,
}

/// A transaction of the caller's, opened within its turn ([`Turns::begin`]) with the
/// visitors' `campaign_locks` rows already written. Dropped without [`TurnTx::commit`], it
/// rolls back.
pub struct TurnTx<'a> {
    // Declared first: dropped (rolled back) before the turn is given back.
    tx: Tx,
    _turn: Turn<'a>,
}

enum Tx {
    Sqlite(sqlx::Transaction<'static, sqlx::Sqlite>),
    Postgres(sqlx::Transaction<'static, sqlx::Postgres>),
}

impl TurnTx<'_> {
    /// The transaction's connection, for the caller's own statements
    /// (`youzhe_campaigns::on_conn!`).
    pub fn conn(&mut self) -> TxConn<'_> {
        match &mut self.tx {
            Tx::Sqlite(t) => TxConn::Sqlite(t),
            Tx::Postgres(t) => TxConn::Postgres(t),
        }
    }

    /// [`engine::earn_in`] in this transaction.
    pub async fn earn(
        &mut self,
        user: &str,
        campaign: &str,
        task: &str,
        deed: &str,
        key: &str,
        now: i64,
    ) -> sqlx::Result<Decided<Earned>> {
        engine::earn_in(self.conn(), user, campaign, task, deed, key, now).await
    }

    /// Commits the caller's writes and the chances together, then gives the turn back.
    pub async fn commit(self) -> sqlx::Result<()> {
        match self.tx {
            Tx::Sqlite(t) => t.commit().await,
            Tx::Postgres(t) => t.commit().await,
        }
    }
}

/// Runs `$body` with `$c` bound to the connection of a [`TxConn`] (`&mut SqliteConnection`
/// or `&mut PgConnection`), as `with_db!` does for a pool.
#[macro_export]
macro_rules! on_conn {
    ($conn:expr, $c:ident => $body:expr) => {
        match $conn {
            $crate::engine::TxConn::Sqlite($c) => $body,
            $crate::engine::TxConn::Postgres($c) => $body,
        }
    };
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
        self.turn_of(campaign, &[user]).await
    }

    /// Waits for the turns of all `users` in the campaign (their stripes in ascending
    /// index, each once, so two callers naming the same visitors never hold one each and
    /// wait for the other), then for a writer's place.
    pub async fn turn_of(&self, campaign: &str, users: &[&str]) -> anyhow::Result<Turn<'_>> {
        let pairs: Vec<(&str, &str)> = users.iter().map(|u| (campaign, *u)).collect();
        self.turn_pairs(&pairs).await
    }

    /// Waits for the visitor's turn in every one of `campaigns` (the daily check-in earns
    /// in all of them in one transaction), then for a writer's place.
    pub async fn turn_across(&self, campaigns: &[&str], user: &str) -> anyhow::Result<Turn<'_>> {
        let pairs: Vec<(&str, &str)> = campaigns.iter().map(|c| (*c, user)).collect();
        self.turn_pairs(&pairs).await
    }

    async fn turn_pairs(&self, pairs: &[(&str, &str)]) -> anyhow::Result<Turn<'_>> {
        let mut stripes: Vec<usize> = pairs
            .iter()
            .map(|(campaign, user)| {
                let mut h = DefaultHasher::new();
                (*campaign, *user).hash(&mut h);
                (h.finish() % STRIPES as u64) as usize
            })
            .collect();
        stripes.sort_unstable();
        stripes.dedup();
        let mut visitors = Vec::with_capacity(stripes.len());
        for i in stripes {
            visitors.push(self.stripes[i].lock().await);
        }
        let writer = self.writers.acquire().await?;
        Ok(Turn {
            _visitors: visitors,
            _writer: writer,
        })
    }

    /// Takes the turn of `users` in the campaign, then opens a transaction and writes
    /// their `campaign_locks` rows in ascending user id ([`engine::lock_visitors`]): the
    /// caller writes its own record on [`TurnTx::conn`], earns with [`TurnTx::earn`] and
    /// commits both at once.
    pub async fn begin(
        &self,
        db: &Db,
        campaign: &str,
        users: &[&str],
        now: i64,
    ) -> anyhow::Result<TurnTx<'_>> {
        let turn = self.turn_of(campaign, users).await?;
        let tx = match db {
            Db::Sqlite(pool) => Tx::Sqlite(pool.begin().await?),
            Db::Postgres(pool) => Tx::Postgres(pool.begin().await?),
        };
        let mut t = TurnTx { tx, _turn: turn };
        engine::lock_visitors(t.conn(), campaign, users, now).await?;
        Ok(t)
    }
}
