//! The storage suite, run on both databases: migrations, durability settings, shared
//! key/value state and its atomic lease.

use youzhe_core::{Db, kv, testing::TestDb};

use crate::both_stores;

both_stores!(migrations_apply_and_reapply, |store| {
    let t = TestDb::new(store).await.unwrap();
    // A second run is a no-op, as at every start of a replica.
    t.db.migrate().await.unwrap();
    assert!(t.db.ping().await);
});

#[tokio::test]
async fn sqlite_runs_with_wal_full_sync_foreign_keys_and_busy_timeout() {
    let t = TestDb::sqlite().await.unwrap();
    let Db::Sqlite(pool) = &t.db else {
        panic!("sqlite")
    };
    let mut c = pool.acquire().await.unwrap();
    let journal: String = sqlx::query_scalar("PRAGMA journal_mode")
        .fetch_one(&mut *c)
        .await
        .unwrap();
    let sync: i64 = sqlx::query_scalar("PRAGMA synchronous")
        .fetch_one(&mut *c)
        .await
        .unwrap();
    let fk: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
        .fetch_one(&mut *c)
        .await
        .unwrap();
    let busy: i64 = sqlx::query_scalar("PRAGMA busy_timeout")
        .fetch_one(&mut *c)
        .await
        .unwrap();
    assert_eq!((journal.as_str(), sync, fk), ("wal", 2, 1));
    assert!(busy >= 5000);
}

both_stores!(kv_stores_replaces_and_expires, |store| {
    let t = TestDb::new(store).await.unwrap();
    assert_eq!(kv::get(&t.db, "a").await.unwrap(), None);
    kv::put(&t.db, "a", "1", None).await.unwrap();
    kv::put(&t.db, "a", "2", None).await.unwrap();
    assert_eq!(kv::get(&t.db, "a").await.unwrap().as_deref(), Some("2"));
    kv::put(&t.db, "b", "x", Some(-1)).await.unwrap();
    assert_eq!(
        kv::get(&t.db, "b").await.unwrap(),
        None,
        "expired values are not returned"
    );
    kv::delete(&t.db, "a").await.unwrap();
    assert_eq!(kv::get(&t.db, "a").await.unwrap(), None);
});

both_stores!(a_lease_goes_to_exactly_one_of_many, |store| {
    let t = TestDb::new(store).await.unwrap();
    let mut tasks = Vec::new();
    for i in 0..32 {
        let db = t.db.clone();
        tasks.push(tokio::spawn(async move {
            kv::try_lease(&db, "lock", &format!("h{i}"), 60_000)
                .await
                .unwrap()
        }));
    }
    let mut winners = 0;
    for task in tasks {
        winners += usize::from(task.await.unwrap());
    }
    assert_eq!(winners, 1);
    // Once the holder's time has run out, the next caller takes it.
    kv::put(&t.db, "lock", "old", Some(-1)).await.unwrap();
    assert!(kv::try_lease(&t.db, "lock", "next", 60_000).await.unwrap());
    assert!(!kv::try_lease(&t.db, "lock", "late", 60_000).await.unwrap());
});

both_stores!(a_failed_transaction_leaves_nothing, |store| {
    let t = TestDb::new(store).await.unwrap();
    let r: Result<(), sqlx::Error> = youzhe_core::with_db!(&t.db, pool => async {
        let mut tx = pool.begin().await?;
        sqlx::query("INSERT INTO kv (key, value, updated_ms) VALUES ('k', 'v', 0)").execute(&mut *tx).await?;
        // Same key again violates the primary key: the whole transaction must go.
        sqlx::query("INSERT INTO kv (key, value, updated_ms) VALUES ('k', 'w', 0)").execute(&mut *tx).await?;
        tx.commit().await
    }.await);
    assert!(r.is_err());
    assert_eq!(kv::get(&t.db, "k").await.unwrap(), None);
});
