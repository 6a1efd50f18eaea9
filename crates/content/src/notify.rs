//! Telling the other replicas that the content changed. On PostgreSQL the replica that
//! wrote sends `NOTIFY youzhe_content` after its own rebuild; every replica listens on that
//! channel and rebuilds if the store's fingerprint moved. A rebuild caused by a notification
//! never notifies, so nothing echoes. Notifications are lost while a listener is away, so
//! after every (re)connection the listener checks the fingerprint once, and the poll in
//! `area.rs` stays as the fallback. SQLite is one process: nothing to tell.
//!
//! This file is the channel (sending); `listener.rs` receives. The service sends after a
//! rebuild and the listener drives the service, so keeping them apart keeps the imports
//! one way: service → notify ← listener → service.

use std::hash::{BuildHasher, Hasher};

use youzhe_core::Db;

/// The PostgreSQL channel; the payload is the sending process's origin.
pub const CHANNEL: &str = "youzhe_content";

/// A name for this process, different for every `Content` (the standard library's
/// per-process random hash keys, so no extra dependency), so a replica can skip the
/// notifications it sent itself.
pub(crate) fn new_origin() -> String {
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u32(std::process::id());
    format!("{:016x}", h.finish())
}

/// Tells every listening replica the content changed (PostgreSQL; nothing on SQLite).
pub(crate) async fn send(db: &Db, origin: &str) -> anyhow::Result<()> {
    if let Db::Postgres(pool) = db {
        sqlx::query("SELECT pg_notify($1, $2)")
            .bind(CHANNEL)
            .bind(origin)
            .execute(pool)
            .await?;
    }
    Ok(())
}

/// Tells the running servers that content was written by a process that serves nothing
/// (`youzhe import`), so it need not build a snapshot of its own first.
pub async fn changed(db: &Db) -> anyhow::Result<()> {
    send(db, &new_origin()).await
}
