//! Two replicas on one PostgreSQL database: a change written by one reaches the other's
//! snapshot through `NOTIFY` (no poll runs here), nothing echoes back, and a listener whose
//! connection is killed comes back on its own. SQLite is one process and has nothing to
//! notify; its replicas-of-one are covered by the import tests.

#![allow(clippy::unwrap_used)] // test helpers: a failure should stop the test

use std::time::{Duration, Instant};

use youzhe_content::{Content, fixture, listener};
use youzhe_core::{
    Db,
    testing::{Store, TestDb},
};

/// Writes a folder holding only the first fixture place, renamed `name`.
fn one_place_named(name: &str) -> tempfile::TempDir {
    let src = tempfile::tempdir().unwrap();
    fixture::write(src.path()).unwrap();
    let line = std::fs::read_to_string(src.path().join("places.jsonl"))
        .unwrap()
        .lines()
        .next()
        .unwrap()
        .to_string();
    let mut place: serde_json::Value = serde_json::from_str(&line).unwrap();
    place["name"]["zh"] = name.into();
    let out = tempfile::tempdir().unwrap();
    std::fs::write(out.path().join("places.jsonl"), format!("{place}\n")).unwrap();
    out
}

fn first_name(c: &Content) -> String {
    c.snapshot().places[0].name.zh.clone()
}

/// Waits until `b` shows `name`; the time it took.
async fn until_named(b: &Content, name: &str, within: Duration) -> Duration {
    let start = Instant::now();
    while first_name(b) != name {
        assert!(
            start.elapsed() < within,
            "the other replica still shows {:?} after {within:?}",
            first_name(b)
        );
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    start.elapsed()
}

/// Waits until `n` connections of this database are listening for content changes.
async fn until_listening(db: &Db, n: i64) {
    let Db::Postgres(pool) = db else {
        unreachable!()
    };
    let start = Instant::now();
    loop {
        let listening: i64 = sqlx::query_scalar(
            "SELECT COUNT(*) FROM pg_stat_activity
             WHERE datname = current_database() AND query LIKE 'LISTEN %'",
        )
        .fetch_one(pool)
        .await
        .unwrap();
        if listening == n {
            return;
        }
        assert!(
            start.elapsed() < Duration::from_secs(10),
            "{listening} listening, not {n}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_on_one_replica_reaches_the_other_within_two_seconds() {
    let t = TestDb::new(Store::Postgres).await.unwrap();
    let full = tempfile::tempdir().unwrap();
    fixture::write(full.path()).unwrap();
    // Two processes' worth: each replica its own pool, as two servers would have.
    let a = Content::new(Db::connect(&t.url).await.unwrap());
    let b = Content::new(Db::connect(&t.url).await.unwrap());
    a.import_dir(full.path()).await.unwrap();
    b.reload().await.unwrap();
    let la = listener::spawn_listener(&a).unwrap();
    let lb = listener::spawn_listener(&b).unwrap();
    until_listening(&t.db, 2).await;
    let (a0, b0) = (a.rebuilds(), b.rebuilds());

    a.import_dir(one_place_named("改过的名字").path())
        .await
        .unwrap();
    let took = until_named(&b, "改过的名字", Duration::from_secs(2)).await;
    println!("a change reached the other replica in {took:?}");

    // One rebuild each: the writer's own, and the receiver's, which does not notify again.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!((a.rebuilds(), b.rebuilds()), (a0 + 1, b0 + 1));

    // The listeners' connections die (a restarted database, a reaped connection): they come
    // back by themselves, catch up, and the next change still arrives.
    let Db::Postgres(pool) = &t.db else {
        unreachable!()
    };
    sqlx::query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = current_database() AND query LIKE 'LISTEN %'",
    )
    .execute(pool)
    .await
    .unwrap();
    a.import_dir(one_place_named("又改了一次").path())
        .await
        .unwrap();
    let took = until_named(&b, "又改了一次", Duration::from_secs(3)).await;
    println!("after the listeners were cut off, a change arrived in {took:?}");
    until_listening(&t.db, 2).await;
    a.import_dir(one_place_named("第三次").path())
        .await
        .unwrap();
    until_named(&b, "第三次", Duration::from_secs(2)).await;

    la.abort();
    lb.abort();
}

macro_rules! both_stores {
    ($name:ident, |$store:ident| $body:block) => {
        mod $name {
            use super::*;
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                let $store = Store::Sqlite;
                $body
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                let $store = Store::Postgres;
                $body
            }
        }
    };
}

/// Everything a snapshot was built from, in its order, as JSON.
fn records(c: &Content) -> String {
    let s = c.snapshot();
    serde_json::json!([
        s.cities,
        s.places,
        s.dishes,
        s.people,
        s.lines,
        s.topics,
        s.rankings,
        s.suggestions,
        s.goods,
    ])
    .to_string()
}

/// A folder with the first fixture place renamed and a new place beside it (a copy under
/// another id), both on line 1 and 2: they now share their line numbers with records
/// imported before, so the order between equal lines is exercised too.
fn renamed_and_new(name: &str, new_id: &str) -> tempfile::TempDir {
    let dir = one_place_named(name);
    let path = dir.path().join("places.jsonl");
    let first = std::fs::read_to_string(&path).unwrap();
    let mut copy: serde_json::Value = serde_json::from_str(first.trim()).unwrap();
    copy["id"] = new_id.into();
    copy["name"]["zh"] = format!("{name}（分店）").into();
    std::fs::write(&path, format!("{first}{copy}\n")).unwrap();
    dir
}

both_stores!(
    a_rebuild_from_the_changes_equals_one_from_everything,
    |store| {
        let t = TestDb::new(store).await.unwrap();
        let full = tempfile::tempdir().unwrap();
        fixture::write(full.path()).unwrap();
        let a = Content::new(t.db.clone());
        a.import_dir(full.path()).await.unwrap();
        assert_eq!(
            a.rebuilds_from_changes(),
            0,
            "the first build reads everything"
        );
        // Content imported an hour ago: only what changes now is recent.
        youzhe_core::with_db!(&t.db, p => sqlx::query("UPDATE content_records SET updated_ms = updated_ms - 3600000")
            .execute(p).await.map(|r| r.rows_affected()))
        .unwrap();
        assert!(a.reload_if_changed().await.unwrap());
        let before = a.rebuilds_from_changes();

        for (n, id) in [
            (1, "food-test-new-1"),
            (2, "food-test-new-2"),
            (3, "food-test-new-3"),
        ] {
            a.import_dir(renamed_and_new(&format!("改名{n}"), id).path())
                .await
                .unwrap();
            let fresh = Content::new(t.db.clone());
            fresh.reload().await.unwrap();
            assert_eq!(records(&a), records(&fresh), "after change {n}");
            assert_eq!(first_name(&a), format!("改名{n}"));
        }
        assert_eq!(
            a.rebuilds_from_changes(),
            before + 3,
            "each change was laid over, not reloaded"
        );

        // A deleted record cannot be seen in the rows written since: everything is read again.
        youzhe_core::with_db!(&t.db, p => sqlx::query("DELETE FROM content_records WHERE id = 'food-test-new-1'")
        .execute(p).await.map(|r| r.rows_affected()))
    .unwrap();
        assert!(a.reload_if_changed().await.unwrap());
        assert_eq!(a.rebuilds_from_changes(), before + 3);
        let fresh = Content::new(t.db.clone());
        fresh.reload().await.unwrap();
        assert_eq!(records(&a), records(&fresh), "after the deletion");
        assert!(!records(&a).contains("food-test-new-1"));
    }
);

both_stores!(
    right_after_an_import_a_change_is_laid_over_and_the_shapes_are_kept,
    |store| {
        let t = TestDb::new(store).await.unwrap();
        let full = tempfile::tempdir().unwrap();
        fixture::write(full.path()).unwrap();
        let a = Content::new(t.db.clone());
        a.import_dir(full.path()).await.unwrap();
        let shapes = a.snapshot().polygons.clone();

        // Every row was written seconds ago, well inside the clock margin; only the renamed
        // place is read again, and the county shapes are shared, not built again.
        a.import_dir(one_place_named("刚改名").path())
            .await
            .unwrap();
        assert_eq!(a.rebuilds_from_changes(), 1, "laid over, not reloaded");
        assert_eq!(first_name(&a), "刚改名");
        assert!(std::sync::Arc::ptr_eq(&shapes, &a.snapshot().polygons));
        let fresh = Content::new(t.db.clone());
        fresh.reload().await.unwrap();
        assert_eq!(records(&a), records(&fresh));

        // A changed boundary is laid over too, and its shape is the new one.
        let line = std::fs::read_to_string(full.path().join("boundaries.jsonl"))
            .unwrap()
            .lines()
            .next()
            .unwrap()
            .to_string();
        let mut b: serde_json::Value = serde_json::from_str(&line).unwrap();
        let code = b["code"].as_str().unwrap().to_string();
        let lng = b["multipolygon"][0][0][0][0].as_f64().unwrap();
        for ring in b["multipolygon"][0].as_array_mut().unwrap() {
            for p in ring.as_array_mut().unwrap() {
                p[0] = (p[0].as_f64().unwrap() + 0.001).into();
            }
        }
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("boundaries.jsonl"), format!("{b}\n")).unwrap();
        a.import_dir(dir.path()).await.unwrap();
        assert_eq!(a.rebuilds_from_changes(), 2);
        let moved = a.snapshot().outlines[&code][0][0][0][0];
        assert!((moved - (lng + 0.001)).abs() < 1e-9, "{moved} vs {lng}");
        assert!(!std::sync::Arc::ptr_eq(&shapes, &a.snapshot().polygons));

        // `records` hands out what the snapshot was built from, catching up first when
        // another replica wrote.
        let other = Content::new(t.db.clone());
        other.reload().await.unwrap();
        a.import_dir(one_place_named("又改名").path())
            .await
            .unwrap();
        let seen = other.records().await.unwrap();
        assert!(seen.places.iter().any(|p| p.name.zh == "又改名"));
        assert_eq!(first_name(&other), "又改名");
        assert_eq!(records(&other), records(&a));
    }
);
