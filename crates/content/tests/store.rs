//! Import, export and the snapshot on both stores.

#![allow(clippy::unwrap_used)] // test helpers: a failure should stop the test

use std::path::Path;

use youzhe_content::{Content, ImportError, fixture, read_dir, store};
use youzhe_core::testing::{Store, TestDb};
use youzhe_text_index::Query;

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

fn read_all(dir: &Path) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_some_and(|x| x == "jsonl"))
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read_to_string(e.path()).unwrap(),
            )
        })
        .collect();
    out.sort();
    out
}

fn as_json_lines(text: &str) -> Vec<serde_json::Value> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

async fn count(db: &youzhe_core::Db) -> i64 {
    youzhe_core::with_db!(db, p => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM content_records").fetch_one(p).await).unwrap()
}

both_stores!(import_export_round_trip, |store| {
    let t = TestDb::new(store).await.unwrap();
    let src = tempfile::tempdir().unwrap();
    fixture::write(src.path()).unwrap();
    let content = Content::new(t.db.clone());
    let first = content.import_dir(src.path()).await.unwrap();
    assert!(first.inserted > 100, "{first}");
    assert_eq!(first.updated + first.unchanged, 0);

    // Export writes the same records in the same order as the files imported.
    let out = tempfile::tempdir().unwrap();
    youzhe_content::export_dir(&t.db, out.path()).await.unwrap();
    let (a, b) = (read_all(src.path()), read_all(out.path()));
    assert_eq!(
        a.iter().map(|x| &x.0).collect::<Vec<_>>(),
        b.iter().map(|x| &x.0).collect::<Vec<_>>()
    );
    for ((name, x), (_, y)) in a.iter().zip(&b) {
        assert_eq!(
            as_json_lines(x),
            as_json_lines(y),
            "{name} differs after export"
        );
    }

    // Importing the export changes nothing; exporting again gives identical bytes.
    let before = store::fingerprint(&t.db).await.unwrap();
    let again = content.import_dir(out.path()).await.unwrap();
    assert_eq!((again.inserted, again.updated), (0, 0), "{again}");
    assert_eq!(again.unchanged, first.inserted);
    assert_eq!(store::fingerprint(&t.db).await.unwrap(), before);
    let out2 = tempfile::tempdir().unwrap();
    youzhe_content::export_dir(&t.db, out2.path())
        .await
        .unwrap();
    assert_eq!(read_all(out.path()), read_all(out2.path()));
});

both_stores!(
    reimport_updates_in_place_and_the_snapshot_follows,
    |store| {
        let t = TestDb::new(store).await.unwrap();
        let src = tempfile::tempdir().unwrap();
        fixture::write(src.path()).unwrap();
        let content = Content::new(t.db.clone());
        content.import_dir(src.path()).await.unwrap();
        let n = count(&t.db).await;
        let find = |c: &Content, q: &str| {
            let s = c.snapshot();
            let r = s.search.search(&Query {
                text: q,
                limit: 5,
                ..Default::default()
            });
            r.hits
                .iter()
                .filter_map(|h| match s.search_refs[h.doc as usize] {
                    youzhe_content::snapshot::Ref::Place(i) => {
                        Some(s.places[i as usize].id.clone())
                    }
                    _ => None,
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(
            find(&content, "西湖").first().map(String::as_str),
            Some("scenic-hz-xihu")
        );
        assert!(find(&content, "雷峰塔新址").is_empty());

        // Rename one place and add one; only those rows change, and search sees both at once.
        let places = src.path().join("places.jsonl");
        let text = std::fs::read_to_string(&places).unwrap();
        let mut lines: Vec<String> = text.lines().map(String::from).collect();
        let i = lines
            .iter()
            .position(|l| l.contains("\"hotel-hz-shangri-la\""))
            .unwrap();
        lines[i] = lines[i].replace("杭州香格里拉饭店", "杭州香格里拉饭店（北山路）");
        let mut extra: serde_json::Value = serde_json::from_str(&lines[i]).unwrap();
        extra["id"] = "site-hz-leifeng-new".into();
        extra["kind"] = "site".into();
        extra["name"]["zh"] = "雷峰塔新址".into();
        extra["facilities"] = serde_json::Value::Null;
        extra["star"] = serde_json::Value::Null;
        extra["ticket"] = serde_json::json!({"price": 40, "notes": "测试"});
        lines.push(extra.to_string());
        std::fs::write(&places, lines.join("\n") + "\n").unwrap();
        let r = content.import_dir(src.path()).await.unwrap();
        assert_eq!((r.inserted, r.updated), (1, 1), "{r}");
        assert_eq!(count(&t.db).await, n + 1);
        assert_eq!(find(&content, "雷峰塔新址"), vec!["site-hz-leifeng-new"]);
        assert_eq!(
            find(&content, "北山路").first().map(String::as_str),
            Some("hotel-hz-shangri-la")
        );
    }
);

both_stores!(a_bad_file_is_refused_whole, |store| {
    let t = TestDb::new(store).await.unwrap();
    let src = tempfile::tempdir().unwrap();
    fixture::write(src.path()).unwrap();
    // Line 3 of places.jsonl: a latitude as text.
    let places = src.path().join("places.jsonl");
    let mut lines: Vec<String> = std::fs::read_to_string(&places)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    let mut v: serde_json::Value = serde_json::from_str(&lines[2]).unwrap();
    v["location"]["lat"] = "thirty".into();
    lines[2] = v.to_string();
    // Line 1 of dishes.jsonl: a place that does not exist.
    let dishes = src.path().join("dishes.jsonl");
    let mut d: Vec<String> = std::fs::read_to_string(&dishes)
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    let mut v: serde_json::Value = serde_json::from_str(&d[0]).unwrap();
    v["where_to_eat"] = serde_json::json!(["restaurant-nowhere"]);
    d[0] = v.to_string();
    std::fs::write(&places, lines.join("\n") + "\n").unwrap();
    std::fs::write(&dishes, d.join("\n") + "\n").unwrap();

    let content = Content::new(t.db.clone());
    let Err(ImportError::Invalid(p)) = content.import_dir(src.path()).await else {
        panic!("import must fail")
    };
    assert_eq!(p.0.len(), 1, "{p}");
    assert_eq!(
        (p.0[0].file.as_str(), p.0[0].line, p.0[0].field.as_str()),
        ("places.jsonl", 3, "location.lat")
    );
    assert_eq!(count(&t.db).await, 0, "nothing written");

    // With the syntax fixed, the broken reference is what is left, named precisely.
    let mut v: serde_json::Value = serde_json::from_str(&lines[2]).unwrap();
    v["location"]["lat"] = 30.25.into();
    lines[2] = v.to_string();
    std::fs::write(&places, lines.join("\n") + "\n").unwrap();
    let Err(ImportError::Invalid(p)) = content.import_dir(src.path()).await else {
        panic!("import must fail")
    };
    let msg = p.to_string();
    assert_eq!(
        (p.0[0].file.as_str(), p.0[0].line, p.0[0].field.as_str()),
        ("dishes.jsonl", 1, "where_to_eat[0]"),
        "{msg}"
    );
    assert!(msg.contains("restaurant-nowhere"), "{msg}");
    assert_eq!(count(&t.db).await, 0, "nothing written");
});

#[test]
fn missing_and_unknown_fields_are_named() {
    let dir = tempfile::tempdir().unwrap();
    fixture::write(dir.path()).unwrap();
    let places = dir.path().join("places.jsonl");
    let text = std::fs::read_to_string(&places).unwrap();
    let first = text.lines().next().unwrap();
    let mut v: serde_json::Value = serde_json::from_str(first).unwrap();
    v.as_object_mut().unwrap().remove("phone");
    let mut w: serde_json::Value = serde_json::from_str(first).unwrap();
    w["name"]["fr"] = "x".into();
    std::fs::write(&places, format!("{v}\n{w}\nnot json\n")).unwrap();
    let problems = read_dir(dir.path()).unwrap_err().0;
    let got: Vec<(usize, &str)> = problems
        .iter()
        .map(|p| (p.line, p.field.as_str()))
        .collect();
    assert_eq!(got, vec![(1, "phone"), (2, "name.fr"), (3, "")]);
}
