//! Spot the difference (docs/FOUND.md) on both stores: a tap off every difference counts
//! nothing found, a tap on one counts once, the differences' positions appear in no answer
//! before the round ends, the pictures are PNGs drawn on the server (no shape, no place in
//! them), another visitor's round is refused, a late tap is refused, and bad input is named.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;

use crate::{
    both_stores,
    campaigns::visitor,
    helpers::{Store, TestApp, call, spawn_app_with},
};

const ROUNDS: &str = "/ver3/api/v3/found/rounds";

async fn app(store: Store, extra: &[(&str, &str)]) -> TestApp {
    let mut settings = vec![("YOUZHE_RATE_LOGIN", "off"), ("YOUZHE_RATE_FOUND", "off")];
    settings.extend_from_slice(extra);
    spawn_app_with(store, &settings).await
}

/// The scene's differences `[cx, cy, r]`, read from the shipped file (the test knows them;
/// the browser never does).
fn circles(scene: &str) -> Vec<(i64, i64, i64)> {
    let text = std::fs::read_to_string(youzhe_content::fixture::shipped_dir().join("found.json"))
        .expect("found.json");
    let all: Value = serde_json::from_str(&text).expect("json");
    all["scenes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["id"] == scene)
        .expect("scene")["differences"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            let c = &d["circle"];
            (
                c[0].as_i64().unwrap(),
                c[1].as_i64().unwrap(),
                c[2].as_i64().unwrap(),
            )
        })
        .collect()
}

/// A spot at least 30 units from every difference.
fn empty_spot(c: &[(i64, i64, i64)]) -> (i64, i64) {
    for y in (10..240).step_by(10) {
        for x in (10..360).step_by(10) {
            if c.iter()
                .all(|&(cx, cy, r)| (x - cx).pow(2) + (y - cy).pow(2) > (r + 30).pow(2))
            {
                return (x, y);
            }
        }
    }
    panic!("no empty spot");
}

/// No position (cx, cy, r) anywhere in the answer except the regions named.
fn positions(v: &Value, out: &mut Vec<i64>) {
    match v {
        Value::Object(m) => {
            if let Some(i) = m.get("cx").and(m.get("index")).and_then(Value::as_i64) {
                out.push(i);
            }
            m.values().for_each(|x| positions(x, out));
        }
        Value::Array(a) => a.iter().for_each(|x| positions(x, out)),
        _ => {}
    }
}

fn revealed(v: &Value) -> Vec<i64> {
    let mut out = Vec::new();
    positions(v, &mut out);
    out.sort_unstable();
    out.dedup();
    out
}

async fn tap(app: &TestApp, token: &str, id: &str, x: i64, y: i64, key: &str) -> Value {
    call(
        app,
        Method::POST,
        &format!("{ROUNDS}/{id}/taps"),
        Some(token),
        Some(json!({"x": x, "y": y, "key": key})),
    )
    .await
}

async fn start(app: &TestApp, token: &str) -> (String, String, Value) {
    let s = call(app, Method::POST, ROUNDS, Some(token), None).await;
    assert_eq!(s["code"], 0, "{s}");
    let d = s["data"].clone();
    (
        d["roundId"].as_str().unwrap().to_string(),
        d["sceneId"].as_str().unwrap().to_string(),
        d,
    )
}

async fn taps_in(app: &TestApp, id: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM found_taps WHERE round_id = $1")
        .bind(id).fetch_one(pool).await)
    .expect("count")
}

both_stores!(
    a_miss_counts_nothing_found_and_a_find_counts_once,
    |store| {
        let app = app(store, &[]).await;
        let (token, _) = visitor(&app, "found-play").await;
        let (id, scene, started) = start(&app, &token).await;
        assert_eq!(started["state"], "open");
        assert_eq!(started["differences"], 5);
        assert!(started["all"].is_null(), "{started}");
        assert!(
            revealed(&started).is_empty(),
            "positions sent at the start: {started}"
        );
        assert_eq!(
            started["deadlineAt"].as_i64().unwrap() - started["startedAt"].as_i64().unwrap(),
            120_000
        );
        let c = circles(&scene);

        // Off every difference: a miss, nothing found; the same key again counts nothing.
        let (mx, my) = empty_spot(&c);
        let miss = tap(&app, &token, &id, mx, my, "m1").await;
        assert_eq!(miss["code"], 0, "{miss}");
        assert_eq!(
            (
                miss["data"]["hit"].as_bool(),
                miss["data"]["fresh"].as_bool()
            ),
            (Some(false), Some(false))
        );
        assert!(miss["data"]["difference"].is_null());
        assert_eq!(miss["data"]["round"]["found"], json!([]));
        assert_eq!(miss["data"]["round"]["misses"], 1);
        assert!(revealed(&miss).is_empty(), "{miss}");
        let again = tap(&app, &token, &id, mx, my, "m1").await;
        assert_eq!(again["data"]["round"]["misses"], 1, "{again}");

        // On difference 0 (at its edge, within the tolerance): found, and only it revealed.
        let (cx, cy, r) = c[0];
        let hit = tap(&app, &token, &id, cx + r, cy, "h1").await;
        assert_eq!(hit["code"], 0, "{hit}");
        assert_eq!(
            (hit["data"]["hit"].as_bool(), hit["data"]["fresh"].as_bool()),
            (Some(true), Some(true))
        );
        assert_eq!(
            hit["data"]["difference"],
            json!({"index": 0, "cx": cx, "cy": cy, "r": r})
        );
        assert_eq!(hit["data"]["round"]["found"].as_array().unwrap().len(), 1);
        assert_eq!(revealed(&hit), vec![0], "{hit}");
        assert!(hit["data"]["round"]["all"].is_null());
        // A second tap on it (another key) is a hit but not a new find.
        let twice = tap(&app, &token, &id, cx, cy, "h2").await;
        assert_eq!(
            (
                twice["data"]["hit"].as_bool(),
                twice["data"]["fresh"].as_bool()
            ),
            (Some(true), Some(false))
        );
        assert_eq!(twice["data"]["round"]["found"].as_array().unwrap().len(), 1);
        // The first key again answers the first tap.
        let replay = tap(&app, &token, &id, mx, my, "h1").await;
        assert_eq!(replay["data"]["fresh"], true, "{replay}");
        assert_eq!(replay["data"]["round"]["misses"], 1);
        assert_eq!(replay["data"]["round"]["score"], 100 - 10);

        // Hints: two per round, each revealing one not found; the same key uses none more.
        let hints = format!("{ROUNDS}/{id}/hints");
        let h = call(
            &app,
            Method::POST,
            &hints,
            Some(&token),
            Some(json!({"key": "k1"})),
        )
        .await;
        assert_eq!(h["code"], 0, "{h}");
        assert_eq!(h["data"]["hintsLeft"], 1);
        let hinted = h["data"]["hinted"][0]["index"].as_i64().unwrap();
        assert_ne!(hinted, 0);
        assert_eq!(revealed(&h), vec![0, hinted]);
        let h = call(
            &app,
            Method::POST,
            &hints,
            Some(&token),
            Some(json!({"key": "k1"})),
        )
        .await;
        assert_eq!(h["data"]["hintsLeft"], 1, "{h}");
        let h = call(
            &app,
            Method::POST,
            &hints,
            Some(&token),
            Some(json!({"key": "k2"})),
        )
        .await;
        assert_eq!(h["data"]["hintsLeft"], 0, "{h}");
        let none = call(
            &app,
            Method::POST,
            &hints,
            Some(&token),
            Some(json!({"key": "k3"})),
        )
        .await;
        assert_eq!(none["code"], 40900, "{none}");
        assert_eq!(h["data"]["score"], 100 - 80 - 10);

        // Reading the round reveals nothing more.
        let read = call(
            &app,
            Method::GET,
            &format!("{ROUNDS}/{id}"),
            Some(&token),
            None,
        )
        .await;
        assert_eq!(revealed(&read).len(), 3, "{read}");

        // Finish: every difference, the score fixed; a tap afterwards is refused.
        let fin = call(
            &app,
            Method::POST,
            &format!("{ROUNDS}/{id}/finish"),
            Some(&token),
            None,
        )
        .await;
        assert_eq!(fin["code"], 0, "{fin}");
        assert_eq!(fin["data"]["state"], "finished");
        assert_eq!(fin["data"]["all"].as_array().unwrap().len(), 5);
        assert_eq!(fin["data"]["score"], 10);
        let (c1x, c1y, _) = c[1];
        let late = tap(&app, &token, &id, c1x, c1y, "late").await;
        assert_eq!(late["code"], 40900, "{late}");
        let fin2 = call(
            &app,
            Method::POST,
            &format!("{ROUNDS}/{id}/finish"),
            Some(&token),
            None,
        )
        .await;
        assert_eq!(fin2["data"]["score"], 10);

        // My records and my best.
        let list = call(&app, Method::GET, ROUNDS, Some(&token), None).await;
        assert_eq!(list["data"]["total"], 1, "{list}");
        let card = &list["data"]["list"][0];
        assert_eq!(
            (
                card["roundId"].as_str(),
                card["found"].as_i64(),
                card["score"].as_i64()
            ),
            (Some(id.as_str()), Some(1), Some(10))
        );
        let best = call(
            &app,
            Method::GET,
            "/ver3/api/v3/found/best",
            Some(&token),
            None,
        )
        .await;
        assert_eq!(
            (
                best["data"]["best"].as_i64(),
                best["data"]["rounds"].as_i64()
            ),
            (Some(10), Some(1)),
            "{best}"
        );
    }
);

both_stores!(another_visitors_round_is_refused, |store| {
    let app = app(store, &[]).await;
    let (owner, _) = visitor(&app, "found-owner").await;
    let (other, _) = visitor(&app, "found-other").await;
    let (id, scene, _) = start(&app, &owner).await;
    let (cx, cy, _) = circles(&scene)[0];
    let read = call(
        &app,
        Method::GET,
        &format!("{ROUNDS}/{id}"),
        Some(&other),
        None,
    )
    .await;
    assert_eq!(read["code"], 40400, "{read}");
    let t = tap(&app, &other, &id, cx, cy, "x1").await;
    assert_eq!(t["code"], 40400, "{t}");
    for action in ["hints", "finish"] {
        let r = call(
            &app,
            Method::POST,
            &format!("{ROUNDS}/{id}/{action}"),
            Some(&other),
            Some(json!({"key": "k"})),
        )
        .await;
        assert!(r["code"] == 40400 || r["code"] == 40000, "{action}: {r}");
    }
    let fin = call(
        &app,
        Method::POST,
        &format!("{ROUNDS}/{id}/finish"),
        Some(&other),
        None,
    )
    .await;
    assert_eq!(fin["code"], 40400, "{fin}");
    assert_eq!(taps_in(&app, &id).await, 0);
    let list = call(&app, Method::GET, ROUNDS, Some(&other), None).await;
    assert_eq!(list["data"]["total"], 0);
    // Without a token: 40003.
    let anon = call(&app, Method::POST, ROUNDS, None, None).await;
    assert_eq!(anon["code"], 40003, "{anon}");
});

/// A PNG's width and height, from its header (IHDR, the first chunk).
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    assert_eq!(&bytes[12..16], b"IHDR");
    let n = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (n(16), n(20))
}

both_stores!(
    the_pictures_are_pngs_drawn_on_the_server_carrying_no_shapes,
    |store| {
        let app = app(store, &[]).await;
        let (token, _) = visitor(&app, "found-pictures").await;
        let (id, scene, started) = start(&app, &token).await;
        // The start says where the pictures are, not what is in them: no shape, no place.
        let text = started.to_string();
        assert!(revealed(&started).is_empty(), "{text}");
        assert!(!text.contains('<') && !text.contains("circle"), "{text}");
        let (a_url, b_url) = (
            started["pictureA"].as_str().unwrap(),
            started["pictureB"].as_str().unwrap(),
        );
        // The scene's address, the same for every round on it: nothing per round or per
        // difference.
        let base = format!("/ver3/api/v3/found/scenes/{scene}/picture/");
        assert!(a_url.starts_with(&format!("{base}a?v=")), "{a_url}");
        assert_eq!(b_url, a_url.replacen("/a?", "/b?", 1));
        assert!(!a_url.contains(&id));

        let (w, h) = (
            started["width"].as_u64().unwrap() as u32,
            started["height"].as_u64().unwrap() as u32,
        );
        let mut got = Vec::new();
        for url in [a_url, b_url] {
            let res = app.client.get(app.url(url)).send().await.expect("picture");
            assert_eq!(res.status(), 200, "{url}");
            let headers = res.headers().clone();
            assert_eq!(headers["content-type"], "image/png");
            assert_eq!(headers["x-content-type-options"], "nosniff");
            assert!(
                headers["cache-control"]
                    .to_str()
                    .unwrap()
                    .contains("max-age=31536000"),
                "{headers:?}"
            );
            let etag = headers["etag"].to_str().unwrap().to_string();
            let bytes = res.bytes().await.unwrap().to_vec();
            // Two pixels per picture unit.
            assert_eq!(png_size(&bytes), (2 * w, 2 * h), "{url}");
            // Pixels only: none of the scene's drawing is in the file.
            let lossy = String::from_utf8_lossy(&bytes);
            for word in ["<svg", "<rect", "<circle", "<path", "points="] {
                assert!(!lossy.contains(word), "{url} carries {word}");
            }
            // The same picture again, with its ETag: not sent twice.
            let again = app
                .client
                .get(app.url(url))
                .header("if-none-match", &etag)
                .send()
                .await
                .unwrap();
            assert_eq!(again.status(), 304);
            assert!(again.bytes().await.unwrap().is_empty());
            got.push((bytes, etag));
        }
        assert_ne!(got[0].0, got[1].0, "picture b is picture a");
        assert_ne!(got[0].1, got[1].1);

        // Without the drawings' version: the same picture, asked for again each time.
        let plain = app
            .client
            .get(app.url(&format!("{base}b")))
            .send()
            .await
            .unwrap();
        assert_eq!(plain.status(), 200);
        assert_eq!(plain.headers()["cache-control"], "public, no-cache");
        assert_eq!(plain.bytes().await.unwrap().to_vec(), got[1].0);

        // An unknown scene or side is a real 404 (an image tag shows nothing).
        for url in [
            format!("{base}c"),
            "/ver3/api/v3/found/scenes/nowhere/picture/a".to_string(),
        ] {
            let res = app.client.get(app.url(&url)).send().await.unwrap();
            assert_eq!(res.status(), 404, "{url}");
        }
        // The round's id reads no picture: the per-round address is gone.
        let old = app
            .client
            .get(app.url(&format!("{ROUNDS}/{id}/picture/b")))
            .send()
            .await
            .unwrap();
        assert_ne!(old.status(), 200);
    }
);

both_stores!(
    a_tap_after_the_time_is_refused_and_nothing_is_recorded,
    |store| {
        let app = app(store, &[("YOUZHE_FOUND_SECONDS", "1")]).await;
        let (token, _) = visitor(&app, "found-late").await;
        let (id, scene, _) = start(&app, &token).await;
        let (cx, cy, _) = circles(&scene)[0];
        tokio::time::sleep(std::time::Duration::from_millis(3_300)).await;
        let late = tap(&app, &token, &id, cx, cy, "late").await;
        assert_eq!(late["code"], 40900, "{late}");
        assert_eq!(taps_in(&app, &id).await, 0);
        let hint = call(
            &app,
            Method::POST,
            &format!("{ROUNDS}/{id}/hints"),
            Some(&token),
            Some(json!({"key": "k"})),
        )
        .await;
        assert_eq!(hint["code"], 40900, "{hint}");
        let read = call(
            &app,
            Method::GET,
            &format!("{ROUNDS}/{id}"),
            Some(&token),
            None,
        )
        .await;
        assert_eq!(read["data"]["state"], "timed_out", "{read}");
        assert_eq!(read["data"]["all"].as_array().unwrap().len(), 5);
        assert_eq!(read["data"]["score"], 0);
    }
);

both_stores!(bad_input_is_refused_naming_the_field, |store| {
    let app = app(store, &[]).await;
    let (token, _) = visitor(&app, "found-bad").await;
    let (id, _, _) = start(&app, &token).await;
    let path = format!("{ROUNDS}/{id}/taps");
    for (body, field) in [
        (json!({"x": 999, "y": 10, "key": "a"}), "x"),
        (json!({"x": 10, "y": -1, "key": "a"}), "y"),
        (json!({"x": 10, "y": 241, "key": "a"}), "y"),
        (json!({"x": 10, "y": 10}), "key"),
        (json!({"x": 10, "y": 10, "key": "no spaces"}), "key"),
        (json!({"x": "ten", "y": 10, "key": "a"}), "x"),
    ] {
        let r = call(&app, Method::POST, &path, Some(&token), Some(body.clone())).await;
        assert_eq!(
            (r["code"].as_i64(), r["data"]["field"].as_str()),
            (Some(40000), Some(field)),
            "{body}: {r}"
        );
    }
    let r = call(
        &app,
        Method::POST,
        &format!("{ROUNDS}/not-an-id/taps"),
        Some(&token),
        Some(json!({"x": 1, "y": 1, "key": "a"})),
    )
    .await;
    assert_eq!(
        (r["code"].as_i64(), r["data"]["field"].as_str()),
        (Some(40000), Some("id")),
        "{r}"
    );
    let r = call(
        &app,
        Method::POST,
        &format!("{ROUNDS}/{id}/hints"),
        Some(&token),
        Some(json!({"key": ""})),
    )
    .await;
    assert_eq!(
        (r["code"].as_i64(), r["data"]["field"].as_str()),
        (Some(40000), Some("key")),
        "{r}"
    );
    assert_eq!(taps_in(&app, &id).await, 0);
});

both_stores!(concurrent_taps_on_one_difference_find_it_once, |store| {
    let app = app(store, &[]).await;
    let (token, _) = visitor(&app, "found-many").await;
    let (id, scene, _) = start(&app, &token).await;
    let c = circles(&scene);
    let (cx, cy, _) = c[1];
    // Half share one key, half have their own.
    let keys: Vec<String> = (0..20)
        .map(|i| {
            if i < 10 {
                "same".to_string()
            } else {
                format!("k{i}")
            }
        })
        .collect();
    let answers =
        futures::future::join_all(keys.iter().map(|k| tap(&app, &token, &id, cx, cy, k))).await;
    assert!(
        answers
            .iter()
            .all(|a| a["code"] == 0 && a["data"]["hit"] == true),
        "{answers:?}"
    );
    let fresh = answers
        .iter()
        .filter(|a| a["data"]["fresh"] == true)
        .count();
    // The shared key answers its first tap every time: fresh for all ten or for none.
    assert!(fresh == 1 || fresh == 10, "fresh {fresh}");
    assert_eq!(taps_in(&app, &id).await, 11);
    let read = call(
        &app,
        Method::GET,
        &format!("{ROUNDS}/{id}"),
        Some(&token),
        None,
    )
    .await;
    assert_eq!(read["data"]["found"].as_array().unwrap().len(), 1, "{read}");
    // Concurrent misses with one key count once.
    let (mx, my) = empty_spot(&c);
    let misses =
        futures::future::join_all((0..10).map(|_| tap(&app, &token, &id, mx, my, "miss"))).await;
    assert!(
        misses
            .iter()
            .all(|a| a["code"] == 0 && a["data"]["hit"] == false)
    );
    let read = call(
        &app,
        Method::GET,
        &format!("{ROUNDS}/{id}"),
        Some(&token),
        None,
    )
    .await;
    assert_eq!(read["data"]["misses"], 1, "{read}");
});
