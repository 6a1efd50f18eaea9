//! The Monkey King game (docs/GAMES.md) on both stores: a score no round could reach in
//! the time since its session opened is refused and logged, a session scores once, the
//! same key answers the same result (also many at once), the leaderboards rank each
//! visitor's best with masked names, and a score reaching a tier earns its chance once.

use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;

use crate::{
    both_stores,
    campaigns::visitor,
    helpers::{Store, TestApp, call, spawn_app_with},
};

const BASE: &str = "/ver3/api/v3/games/wukong";

async fn app(store: Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", dir.as_str()),
            ("YOUZHE_RATE_LOGIN", "off"),
            ("YOUZHE_RATE_GAMES", "off"),
            ("YOUZHE_RATE_CAMPAIGNS", "off"),
        ],
    )
    .await
}

async fn open(app: &TestApp, token: &str) -> Value {
    let s = call(
        app,
        Method::POST,
        &format!("{BASE}/sessions"),
        Some(token),
        None,
    )
    .await;
    assert_eq!(s["code"], 0, "{s}");
    s["data"].clone()
}

async fn submit(app: &TestApp, token: &str, session: &Value, score: i64, key: &str) -> Value {
    call(
        app,
        Method::POST,
        &format!("{BASE}/scores"),
        Some(token),
        Some(json!({"session": session["session"], "score": score, "key": key})),
    )
    .await
}

async fn refusals(app: &TestApp, uid: &str, reason: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM game_refusals WHERE user_id = $1 AND reason = $2")
        .bind(uid).bind(reason).fetch_one(pool).await)
    .expect("count")
}

async fn game_chances(app: &TestApp, uid: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM campaign_chances WHERE user_id = $1 AND task = 'game_score'
         AND campaign_id = 'sample-wukong'")
        .bind(uid).fetch_one(pool).await)
    .expect("count")
}

async fn nickname(app: &TestApp, uid: &str, name: &str) {
    with_db!(&app.db, pool => sqlx::query("UPDATE visitors SET nickname = $1 WHERE uid = $2")
        .bind(name).bind(uid).execute(pool).await.map(|_| ()))
    .expect("nickname");
}

both_stores!(an_implausible_score_is_refused_and_logged, |store| {
    let app = app(store).await;
    let (token, uid) = visitor(&app, "wukong-cheat").await;
    let s = open(&app, &token).await;
    assert_eq!(s["rules"]["maxPointsPerSecond"], 50);
    assert_eq!(s["rules"]["roundSeconds"], 45);
    assert_eq!(
        s["expiresAt"].as_i64().unwrap() - s["startedAt"].as_i64().unwrap(),
        1_800_000
    );
    // A whole round's worth, a moment after opening: impossible.
    let r = submit(&app, &token, &s, 2_000, "cheat-1").await;
    assert_eq!(r["code"], 40300, "{r}");
    assert!(r["msg"].as_str().unwrap().contains("2000"), "{r}");
    assert_eq!(refusals(&app, &uid, "implausible").await, 1);
    let logged = with_db!(&app.db, pool => sqlx::query_as::<_, (i64, Option<i64>)>(
        "SELECT score, max_score FROM game_refusals WHERE user_id = $1")
        .bind(&uid).fetch_one(pool).await)
    .expect("row");
    assert_eq!(logged.0, 2_000);
    assert!(logged.1.unwrap() < 2_000);
    // Nothing recorded: no best, no leaderboard line.
    let me = call(&app, Method::GET, &format!("{BASE}/me"), Some(&token), None).await;
    assert_eq!(me["data"]["best"], Value::Null, "{me}");
    assert_eq!(me["data"]["rounds"], 0);
    // An honest score for the time played is still taken for the same round.
    tokio::time::sleep(Duration::from_millis(1_100)).await;
    let r = submit(&app, &token, &s, 40, "honest-1").await;
    assert_eq!(r["code"], 0, "{r}");
    assert_eq!(r["data"]["score"], 40);
    assert_eq!(r["data"]["chance"], Value::Null);
    // The limit is the whole round's at most, however long ago it opened.
    let s2 = open(&app, &token).await;
    let r = submit(&app, &token, &s2, 100_001, "too-big").await;
    assert_eq!(r["code"], 40000, "{r}");
    assert_eq!(r["data"]["field"], "score");
});

both_stores!(a_session_scores_once_and_only_for_its_visitor, |store| {
    let app = app(store).await;
    let (token, uid) = visitor(&app, "wukong-once").await;
    let (other, other_uid) = visitor(&app, "wukong-other").await;
    let s = open(&app, &token).await;
    tokio::time::sleep(Duration::from_millis(1_100)).await;
    // Another visitor cannot submit it.
    let r = submit(&app, &other, &s, 10, "theirs").await;
    assert_eq!(r["code"], 40400, "{r}");
    assert_eq!(refusals(&app, &other_uid, "not_yours").await, 1);
    // A tampered session (another start) is not one this server opened: as an unknown one.
    let forged = s["session"].as_str().unwrap().replacen('.', ".1", 1);
    let r = call(
        &app,
        Method::POST,
        &format!("{BASE}/scores"),
        Some(&token),
        Some(json!({"session": forged, "score": 10, "key": "forged"})),
    )
    .await;
    assert_eq!(r["code"], 40400, "{r}");
    // Something not shaped like a session at all is bad input naming it.
    let r = call(
        &app,
        Method::POST,
        &format!("{BASE}/scores"),
        Some(&token),
        Some(json!({"session": "not-a-session", "score": 10, "key": "garbled"})),
    )
    .await;
    assert_eq!(r["code"], 40000, "{r}");
    assert_eq!(r["data"]["field"], "session");
    let ok1 = submit(&app, &token, &s, 30, "first").await;
    assert_eq!(ok1["code"], 0, "{ok1}");
    // Used: another key is refused and logged, nothing changes.
    let r = submit(&app, &token, &s, 40, "second").await;
    assert_eq!(r["code"], 40900, "{r}");
    assert_eq!(refusals(&app, &uid, "used").await, 1);
    let me = call(&app, Method::GET, &format!("{BASE}/me"), Some(&token), None).await;
    assert_eq!(me["data"]["best"], 30, "{me}");
    assert_eq!(me["data"]["rounds"], 1);
    // Expired: a session past its half hour.
    let s2 = open(&app, &token).await;
    with_db!(&app.db, pool => sqlx::query("UPDATE game_sessions SET expires_ms = 1 WHERE id = $1")
        .bind(s2["sessionId"].as_str().unwrap()).execute(pool).await.map(|_| ()))
    .expect("expire");
    let r = submit(&app, &token, &s2, 0, "late").await;
    assert_eq!(r["code"], 40900, "{r}");
    assert_eq!(refusals(&app, &uid, "expired").await, 1);
    // Ten submissions of one session at once, each with its own key: one is taken.
    let s3 = open(&app, &token).await;
    let keys: Vec<String> = (0..10).map(|i| format!("race-{i}")).collect();
    let answers =
        futures::future::join_all(keys.iter().map(|k| submit(&app, &token, &s3, 0, k))).await;
    let codes: Vec<i64> = answers
        .iter()
        .map(|a| a["code"].as_i64().unwrap())
        .collect();
    assert_eq!(codes.iter().filter(|c| **c == 0).count(), 1, "{codes:?}");
    assert_eq!(
        codes.iter().filter(|c| **c == 40900).count(),
        9,
        "{codes:?}"
    );
    let me = call(&app, Method::GET, &format!("{BASE}/me"), Some(&token), None).await;
    assert_eq!(me["data"]["rounds"], 2, "{me}");
});

both_stores!(
    the_same_key_answers_the_first_result_and_earns_one_chance,
    |store| {
        let app = app(store).await;
        let (token, uid) = visitor(&app, "wukong-keys").await;
        let s = open(&app, &token).await;
        // 200 points (the first chance tier) need four seconds of play.
        tokio::time::sleep(Duration::from_millis(4_200)).await;
        let answers =
            futures::future::join_all((0..20).map(|_| submit(&app, &token, &s, 200, "round-1")))
                .await;
        for a in &answers {
            assert_eq!(a["code"], 0, "{a}");
            assert_eq!(a["data"]["score"], 200);
            assert_eq!(a["data"]["chance"]["campaignId"], "sample-wukong");
        }
        let earned: Vec<_> = answers
            .iter()
            .map(|a| a["data"]["chance"]["outcome"].clone())
            .collect();
        assert!(earned.iter().all(|o| o == "earned"), "{earned:?}");
        assert_eq!(answers[0]["data"]["chance"]["chances"], 1);
        assert_eq!(game_chances(&app, &uid).await, 1);
        // Once more, later: the same answer, nothing added.
        let again = submit(&app, &token, &s, 200, "round-1").await;
        assert_eq!(again["data"], answers[0]["data"]);
        assert_eq!(game_chances(&app, &uid).await, 1);
        let rows = with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM game_sessions WHERE user_id = $1 AND score IS NOT NULL")
        .bind(&uid).fetch_one(pool).await)
        .expect("count");
        assert_eq!(rows, 1);
        // The chance shows in the campaign; a visitor cannot post the task.
        let me = call(
            &app,
            Method::GET,
            "/ver3/api/v3/campaigns/sample-wukong/me",
            Some(&token),
            None,
        )
        .await;
        assert_eq!(me["data"]["chancesLeft"], 1, "{me}");
        let task = me["data"]["tasks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|t| t["task"] == "game_score")
            .cloned()
            .unwrap();
        assert_eq!(task["serverOnly"], true);
        let posted = call(
            &app,
            Method::POST,
            "/ver3/api/v3/campaigns/sample-wukong/chances",
            Some(&token),
            Some(json!({"task": "game_score", "key": "mine"})),
        )
        .await;
        assert_eq!(posted["code"], 40300, "{posted}");
        assert_eq!(game_chances(&app, &uid).await, 1);
    }
);

both_stores!(
    leaderboards_rank_each_visitors_best_with_masked_names,
    |store| {
        let app = app(store).await;
        let mut players = Vec::new();
        for (openid, name) in [
            ("wukong-a", "孙悟空"),
            ("wukong-b", "猪八戒"),
            ("wukong-c", ""),
        ] {
            let (t, uid) = visitor(&app, openid).await;
            if !name.is_empty() {
                nickname(&app, &uid, name).await;
            } else {
                nickname(&app, &uid, "").await;
            }
            players.push(t);
        }
        let mut sessions = Vec::new();
        for t in &players {
            sessions.push((open(&app, t).await, open(&app, t).await));
        }
        tokio::time::sleep(Duration::from_millis(1_200)).await;
        // 孙悟空 30 then 10 (best 30), 猪八戒 50, the nameless 20.
        for (i, (t, (a, b))) in players.iter().zip(&sessions).enumerate() {
            let (first, second) = [(30, 10), (50, 0), (20, 5)][i];
            assert_eq!(submit(&app, t, a, first, "k1").await["code"], 0);
            assert_eq!(submit(&app, t, b, second, "k2").await["code"], 0);
        }
        for period in ["today", "all"] {
            let b = call(
                &app,
                Method::GET,
                &format!("{BASE}/leaderboard?period={period}"),
                Some(&players[0]),
                None,
            )
            .await;
            assert_eq!(b["code"], 0, "{b}");
            let lines: Vec<(String, i64, bool)> = b["data"]["entries"]
                .as_array()
                .unwrap()
                .iter()
                .map(|e| {
                    (
                        e["name"].as_str().unwrap().to_string(),
                        e["score"].as_i64().unwrap(),
                        e["mine"].as_bool().unwrap(),
                    )
                })
                .collect();
            assert_eq!(
                lines,
                vec![
                    ("猪**".to_string(), 50, false),
                    ("孙**".to_string(), 30, true),
                    ("游客**".to_string(), 20, false),
                ],
                "{period}"
            );
            assert_eq!(b["data"]["entries"][0]["rank"], 1);
            assert!(!b.to_string().contains("悟空"), "{b}");
        }
        // Signed out: no line is anyone's.
        let b = call(
            &app,
            Method::GET,
            &format!("{BASE}/leaderboard"),
            None,
            None,
        )
        .await;
        assert_eq!(b["data"]["period"], "today");
        assert!(
            b["data"]["entries"]
                .as_array()
                .unwrap()
                .iter()
                .all(|e| e["mine"] == false)
        );
        let bad = call(
            &app,
            Method::GET,
            &format!("{BASE}/leaderboard?period=week"),
            None,
            None,
        )
        .await;
        assert_eq!(bad["code"], 40000);
        assert_eq!(bad["data"]["field"], "period");
        let me = call(
            &app,
            Method::GET,
            &format!("{BASE}/me"),
            Some(&players[0]),
            None,
        )
        .await;
        assert_eq!(
            me["data"],
            json!({"best": 30, "bestToday": 30, "rounds": 2})
        );
    }
);
