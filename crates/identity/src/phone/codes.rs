//! The one live code per number. A code is kept only as HMAC-SHA256 keyed by a random salt
//! of its own, compared in constant time; it dies at its expiry, when used, or at the
//! fifth wrong answer. Every step is one conditional statement on the shared database, so
//! replicas agree and racing requests cannot get more tries than allowed.

use hmac::{Hmac, Mac};
use rand::{Rng, RngCore};
use sha2::Sha256;
use youzhe_core::{Db, with_db};

use super::settings::MAX_TRIES;

/// A fresh six-digit code from the thread's CSPRNG.
pub fn new_code() -> String {
    format!("{:06}", rand::rng().random_range(0..1_000_000u32))
}

fn mac(salt: &[u8], phone: &str, code: &str) -> Hmac<Sha256> {
    // A key of any length is accepted by HMAC.
    let mut m = <Hmac<Sha256> as Mac>::new_from_slice(salt).unwrap_or_else(|_| unreachable!());
    m.update(phone.as_bytes());
    m.update(b"\n");
    m.update(code.as_bytes());
    m
}

/// Stores `code` as the number's live code unless one was sent less than `resend_ms` ago:
/// `Ok(None)` when stored, `Ok(Some(wait_secs))` when too soon. Returns the digest too,
/// so a failed send can take back exactly this code.
pub async fn store(
    db: &Db,
    phone: &str,
    code: &str,
    now: i64,
    ttl_ms: i64,
    resend_ms: i64,
) -> sqlx::Result<Result<String, u64>> {
    let mut salt = [0u8; 16];
    rand::rng().fill_bytes(&mut salt);
    let digest = hex::encode(mac(&salt, phone, code).finalize().into_bytes());
    let n = with_db!(db, p => sqlx::query(
        "INSERT INTO phone_codes (phone, salt, digest, tries, sent_ms, expires_ms)
         VALUES ($1, $2, $3, 0, $4, $5)
         ON CONFLICT (phone) DO UPDATE SET salt = excluded.salt, digest = excluded.digest,
             tries = 0, sent_ms = excluded.sent_ms, expires_ms = excluded.expires_ms
         WHERE phone_codes.sent_ms <= $6")
        .bind(phone).bind(hex::encode(salt)).bind(&digest).bind(now).bind(now + ttl_ms)
        .bind(now - resend_ms).execute(p).await.map(|r| r.rows_affected()))?;
    if n == 1 {
        return Ok(Ok(digest));
    }
    let sent: Option<i64> = with_db!(db, p => sqlx::query_scalar(
        "SELECT sent_ms FROM phone_codes WHERE phone = $1").bind(phone).fetch_optional(p).await)?;
    let wait_ms = sent.map_or(1000, |s| s + resend_ms - now);
    Ok(Err((wait_ms.max(1) as u64).div_ceil(1000)))
}

/// Takes back a code that could not be sent (only that one: a newer code stays).
pub async fn withdraw(db: &Db, phone: &str, digest: &str) -> sqlx::Result<()> {
    with_db!(db, p => sqlx::query("DELETE FROM phone_codes WHERE phone = $1 AND digest = $2")
        .bind(phone).bind(digest).execute(p).await.map(|r| r.rows_affected()))?;
    Ok(())
}

#[derive(Debug, PartialEq, Eq)]
pub enum Attempt {
    /// The code was right and is now spent.
    Right,
    /// Wrong; this many tries are left (0: the code is dead).
    Wrong { left: i64 },
    /// No live code: never sent, expired, used, or killed by wrong answers.
    NoCode,
}

/// Checks `code` against the number's live code, counting the try first so that racing
/// guesses share the same five.
pub async fn attempt(db: &Db, phone: &str, code: &str, now: i64) -> sqlx::Result<Attempt> {
    let row: Option<(String, String, i64)> = with_db!(db, p => sqlx::query_as(
        "UPDATE phone_codes SET tries = tries + 1
         WHERE phone = $1 AND tries < $2 AND expires_ms > $3
         RETURNING salt, digest, tries")
        .bind(phone).bind(MAX_TRIES).bind(now).fetch_optional(p).await)?;
    let Some((salt, digest, tries)) = row else {
        return Ok(Attempt::NoCode);
    };
    let (Ok(salt), Ok(expected)) = (hex::decode(&salt), hex::decode(&digest)) else {
        return Ok(Attempt::NoCode);
    };
    if mac(&salt, phone, code).verify_slice(&expected).is_ok() {
        // Spent once: of two racing right answers only one deletes the row.
        let n = with_db!(db, p => sqlx::query("DELETE FROM phone_codes WHERE phone = $1 AND digest = $2")
            .bind(phone).bind(&digest).execute(p).await.map(|r| r.rows_affected()))?;
        return Ok(if n == 1 {
            Attempt::Right
        } else {
            Attempt::NoCode
        });
    }
    let left = (MAX_TRIES - tries).max(0);
    if left == 0 {
        withdraw(db, phone, &digest).await?;
    }
    Ok(Attempt::Wrong { left })
}

#[cfg(test)]
mod tests {
    use youzhe_core::testing::{Store, TestDb};

    use super::*;

    async fn story(kind: Store) {
        let t = TestDb::new(kind).await.unwrap();
        let (p, now) = ("13800138000", 1_000_000);
        let d = store_ok(&t.db, p, "123456", now).await;
        assert!(!d.is_empty());
        // One live code: a second request inside the resend wait is told how long to wait.
        assert_eq!(
            store(&t.db, p, "654321", now + 10_000, 300_000, 60_000)
                .await
                .unwrap(),
            Err(50)
        );
        assert_eq!(
            attempt(&t.db, p, "000000", now + 1).await.unwrap(),
            Attempt::Wrong { left: 4 }
        );
        assert_eq!(
            attempt(&t.db, p, "123456", now + 2).await.unwrap(),
            Attempt::Right
        );
        assert_eq!(
            attempt(&t.db, p, "123456", now + 3).await.unwrap(),
            Attempt::NoCode
        );
        // Five wrong answers kill the code, even the right one afterwards.
        store_ok(&t.db, p, "111111", now + 60_000).await;
        for left in (0..5).rev() {
            assert_eq!(
                attempt(&t.db, p, "222222", now + 60_001).await.unwrap(),
                Attempt::Wrong { left }
            );
        }
        assert_eq!(
            attempt(&t.db, p, "111111", now + 60_002).await.unwrap(),
            Attempt::NoCode
        );
        // Expired.
        store_ok(&t.db, p, "333333", now + 120_000).await;
        assert_eq!(
            attempt(&t.db, p, "333333", now + 420_000).await.unwrap(),
            Attempt::NoCode
        );
    }

    async fn store_ok(db: &Db, p: &str, code: &str, now: i64) -> String {
        store(db, p, code, now, 300_000, 60_000)
            .await
            .unwrap()
            .unwrap()
    }

    #[test]
    fn codes_are_six_digits() {
        for _ in 0..200 {
            let c = new_code();
            assert!(super::super::valid_code(&c), "{c}");
        }
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn codes_sqlite() {
        story(Store::Sqlite).await;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn codes_postgres() {
        story(Store::Postgres).await;
    }
}
