//! The search log the console's dashboard reads (docs/CONSOLE.md, "What is logged"): per
//! Shanghai day and normalised query text, how often it was searched, how often it found
//! nothing, and how many results it found last. No visitor id, no address, no time of day.
//!
//! The endpoint only adds to a map in memory (a short lock, no I/O); a task writes the map
//! every second as one transaction of upserts, and once more when the server stops. A
//! burst of searches for the same words costs one row update per second, not one per search.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::Duration,
};

use tokio::sync::{Mutex as AsyncMutex, oneshot};
use youzhe_core::{Db, time::shanghai_day, with_db};

/// How often the counts are written.
pub const FLUSH_EVERY: Duration = Duration::from_secs(1);
/// Distinct (day, query) pairs held between two writes at most; past it new queries are
/// not counted until the next write (a flood of random words must not grow memory).
pub const MAX_PENDING: usize = 20_000;
/// Characters of a query kept (the search itself takes at most 50).
pub const MAX_QUERY_CHARS: usize = 50;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub searches: i64,
    pub empty: i64,
    /// Results the latest search found.
    pub results: i64,
}

type Pending = HashMap<(String, String), Counts>;
type Worker = (oneshot::Sender<()>, tokio::task::JoinHandle<()>);

/// The in-memory counts and the task that writes them. Cheap to clone.
#[derive(Clone)]
pub struct SearchLog {
    pending: Arc<Mutex<Pending>>,
    worker: Arc<AsyncMutex<Option<Worker>>>,
}

impl SearchLog {
    pub fn start(db: Db) -> Self {
        let pending: Arc<Mutex<Pending>> = Arc::default();
        let (stop_tx, stop_rx) = oneshot::channel();
        let handle = tokio::spawn(run(db, pending.clone(), stop_rx));
        Self {
            pending,
            worker: Arc::new(AsyncMutex::new(Some((stop_tx, handle)))),
        }
    }

    /// Counts one search for `keyword` that found `results` at `at_ms`. Words that are
    /// empty after normalising, or that look like a phone or id number, are not counted.
    pub fn note(&self, keyword: &str, results: u64, at_ms: i64) {
        let Some(query) = normalise(keyword) else {
            return;
        };
        let key = (shanghai_day(at_ms), query);
        let Ok(mut map) = self.pending.lock() else {
            return;
        };
        if map.len() >= MAX_PENDING && !map.contains_key(&key) {
            return;
        }
        let c = map.entry(key).or_default();
        c.searches += 1;
        c.empty += i64::from(results == 0);
        c.results = i64::try_from(results).unwrap_or(i64::MAX);
    }

    /// Stops the task after writing what is held. Idempotent.
    pub async fn drain(&self) {
        if let Some((stop, handle)) = self.worker.lock().await.take() {
            let _ = stop.send(());
            let _ = handle.await;
        }
    }
}

/// What is kept of a query: full-width letters and digits made half-width, lower case,
/// runs of spaces made one, at most 50 characters. `None` for nothing left, or for seven
/// digits in a row: a phone, id or order number is a person's, never a content gap.
pub fn normalise(raw: &str) -> Option<String> {
    let half: String = raw
        .chars()
        .map(|c| match c {
            '\u{3000}' => ' ',
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            c if c.is_control() => ' ',
            c => c,
        })
        .flat_map(char::to_lowercase)
        .collect();
    let words: Vec<&str> = half.split_whitespace().collect();
    let s: String = words.join(" ").chars().take(MAX_QUERY_CHARS).collect();
    let mut run = 0;
    for c in s.chars() {
        run = if c.is_ascii_digit() { run + 1 } else { 0 };
        if run >= 7 {
            return None;
        }
    }
    (!s.is_empty()).then_some(s)
}

async fn run(db: Db, pending: Arc<Mutex<Pending>>, mut stop: oneshot::Receiver<()>) {
    let mut tick = tokio::time::interval(FLUSH_EVERY);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tokio::select! {
            _ = &mut stop => break,
            _ = tick.tick() => flush(&db, &pending).await,
        }
    }
    flush(&db, &pending).await;
}

async fn flush(db: &Db, pending: &Mutex<Pending>) {
    let batch = match pending.lock() {
        Ok(mut map) if !map.is_empty() => std::mem::take(&mut *map),
        _ => return,
    };
    for attempt in 1..=3u64 {
        match write(db, &batch).await {
            Ok(()) => return,
            Err(e) => {
                tracing::warn!(error = %e, rows = batch.len(), attempt, "search log not written; retrying");
                tokio::time::sleep(Duration::from_millis(200 * attempt)).await;
            }
        }
    }
    tracing::error!(
        rows = batch.len(),
        "search counts dropped after repeated write failures"
    );
}

const UPSERT: &str = "INSERT INTO search_daily (day, query, searches, empty, results)
    VALUES ($1, $2, $3, $4, $5)
    ON CONFLICT (day, query) DO UPDATE SET
        searches = search_daily.searches + excluded.searches,
        empty = search_daily.empty + excluded.empty,
        results = excluded.results";

async fn write(db: &Db, batch: &Pending) -> sqlx::Result<()> {
    with_db!(db, pool => {
        let mut tx = pool.begin().await?;
        for ((day, query), c) in batch {
            sqlx::query(UPSERT).bind(day).bind(query).bind(c.searches).bind(c.empty)
                .bind(c.results).execute(&mut *tx).await?;
        }
        tx.commit().await
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalises_width_case_and_spaces() {
        assert_eq!(
            normalise("  ＸＩＨＵ　 民宿 ").as_deref(),
            Some("xihu 民宿")
        );
        assert_eq!(normalise("West\tLake").as_deref(), Some("west lake"));
        assert_eq!(normalise("   "), None);
        assert_eq!(
            normalise(&"长".repeat(80)).map(|s| s.chars().count()),
            Some(50)
        );
    }

    #[test]
    fn numbers_of_a_person_are_never_kept() {
        assert_eq!(normalise("13800138000"), None);
        assert_eq!(normalise("订单 1234567"), None);
        assert_eq!(normalise("１３８００１３８０００"), None);
        assert_eq!(normalise("5A 景区 2024").as_deref(), Some("5a 景区 2024"));
    }
}
