//! The write buffer between the endpoint and the database.

use std::sync::Arc;

use tokio::sync::{Mutex, mpsc, oneshot};
use youzhe_core::Db;

use crate::{BATCH_MAX, BUFFER_CAPACITY, FLUSH_EVERY, PageView, store};

/// The stop signal and the flusher task, taken once by [`Buffer::drain`].
type Worker = (oneshot::Sender<()>, tokio::task::JoinHandle<()>);

#[derive(Clone)]
pub struct Buffer {
    tx: mpsc::Sender<PageView>,
    /// Taken once by [`Buffer::drain`]: the stop signal and the flusher task to await.
    worker: Arc<Mutex<Option<Worker>>>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Offer {
    Accepted,
    Full,
    Closed,
}

impl Buffer {
    pub fn start(db: Db) -> Self {
        let (tx, rx) = mpsc::channel(BUFFER_CAPACITY);
        let (stop_tx, stop_rx) = oneshot::channel();
        let worker = tokio::spawn(run(db, rx, stop_rx));
        Self {
            tx,
            worker: Arc::new(Mutex::new(Some((stop_tx, worker)))),
        }
    }

    /// Queues a view; `Accepted` means it will be written.
    pub fn offer(&self, view: PageView) -> Offer {
        match self.tx.try_send(view) {
            Ok(()) => Offer::Accepted,
            Err(mpsc::error::TrySendError::Full(_)) => Offer::Full,
            Err(mpsc::error::TrySendError::Closed(_)) => Offer::Closed,
        }
    }

    /// Stops taking views and writes everything already accepted. Idempotent.
    pub async fn drain(&self) {
        let taken = self.worker.lock().await.take();
        if let Some((stop, handle)) = taken {
            let _ = stop.send(());
            let _ = handle.await;
        }
    }
}

async fn run(db: Db, mut rx: mpsc::Receiver<PageView>, mut stop: oneshot::Receiver<()>) {
    let mut batch = Vec::with_capacity(BATCH_MAX);
    let mut tick = tokio::time::interval(FLUSH_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        let room = BATCH_MAX.saturating_sub(batch.len()).max(1);
        tokio::select! {
            _ = &mut stop => break,
            got = rx.recv_many(&mut batch, room) => {
                if got == 0 { break; }
                if batch.len() >= BATCH_MAX { flush(&db, &mut batch).await; }
            }
            _ = tick.tick() => flush(&db, &mut batch).await,
        }
    }
    // Closing refuses new offers but keeps what is queued, so everything accepted so far
    // is still received below.
    rx.close();
    while let Some(v) = rx.recv().await {
        batch.push(v);
        if batch.len() >= BATCH_MAX {
            flush(&db, &mut batch).await;
        }
    }
    flush(&db, &mut batch).await;
}

async fn flush(db: &Db, batch: &mut Vec<PageView>) {
    if batch.is_empty() {
        return;
    }
    for attempt in 1..=4u64 {
        match store::insert_batch(db, batch).await {
            Ok(()) => {
                batch.clear();
                return;
            }
            Err(e) => {
                tracing::warn!(error = %e, views = batch.len(), attempt, "page views not written; retrying");
                tokio::time::sleep(std::time::Duration::from_millis(200 * attempt)).await;
            }
        }
    }
    tracing::error!(
        views = batch.len(),
        "page views dropped after repeated write failures"
    );
    batch.clear();
}
