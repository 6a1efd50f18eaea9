//! Credentials that work once (signed links, WeChat codes): spending one records its
//! SHA-256 digest; spending it again finds the digest and fails. Works across replicas
//! because the insert is one atomic statement on the shared database.

use sha2::{Digest, Sha256};
use youzhe_core::{Db, time::now_ms, with_db};

/// Records `credential` of `kind` as spent until `keep_ms` from now. True the first time.
pub async fn spend(db: &Db, kind: &str, credential: &str, keep_ms: i64) -> sqlx::Result<bool> {
    let now = now_ms();
    let digest = hex::encode(Sha256::digest(credential.as_bytes()));
    // Expired rows first, so the table holds only what can still be replayed.
    with_db!(db, p => sqlx::query("DELETE FROM spent_credentials WHERE expires_ms < $1")
        .bind(now).execute(p).await.map(|r| r.rows_affected()))?;
    let n = with_db!(db, p => sqlx::query(
        "INSERT INTO spent_credentials (kind, digest, expires_ms) VALUES ($1, $2, $3)
         ON CONFLICT (kind, digest) DO NOTHING")
        .bind(kind).bind(digest).bind(now + keep_ms).execute(p).await.map(|r| r.rows_affected()))?;
    Ok(n == 1)
}

#[cfg(test)]
mod tests {
    use youzhe_core::testing::{Store, TestDb};

    use super::*;

    async fn story(store: Store) {
        let t = TestDb::new(store).await.unwrap();
        assert!(spend(&t.db, "code", "abc", 60_000).await.unwrap());
        assert!(!spend(&t.db, "code", "abc", 60_000).await.unwrap());
        assert!(spend(&t.db, "link", "abc", 60_000).await.unwrap());
        // Swept once expired, so the table does not grow for ever.
        assert!(spend(&t.db, "code", "old", -1).await.unwrap());
        assert!(spend(&t.db, "code", "old", 60_000).await.unwrap());
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn spends_once_sqlite() {
        story(Store::Sqlite).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn spends_once_postgres() {
        story(Store::Postgres).await;
    }
}
