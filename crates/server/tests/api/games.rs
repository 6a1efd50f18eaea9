//! The Monkey King game (docs/GAMES.md) on both stores: the server replays each round from
//! its session's seed and the aims the page sends — a score the replay does not reach, a
//! round submitted before its time has passed, or more than that time allows is refused
//! and logged; a session scores once, the same key answers the same result (also many at
//! once), the leaderboards rank each visitor's best with masked names, and a score reaching
//! a tier earns its chance once. Honest rounds are played by `replay::autoplay`, a player
//! who chases the lowest peach, as a page would send them.

use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;
use youzhe_games::replay::{self, Play, autoplay};

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

/// The world height the tests play in.
const HEIGHT: f64 = 700.0;

/// The round a player makes of this session in `seconds`, and its score.
fn seed_of(session: &Value) -> u32 {
    u32::try_from(session["seed"].as_i64().expect("seed")).expect("a u32 seed")
}

fn round(session: &Value, seconds: i64) -> (Play, i64) {
    autoplay(seed_of(session), HEIGHT, false, seconds)
}

/// A session whose `seconds`-second round scores at least `min` (a few seeds are tried).
async fn session_scoring(app: &TestApp, token: &str, seconds: i64, min: i64) -> (Value, Play, i64) {
    for _ in 0..50 {
        let s = open(app, token).await;
        let (play, score) = round(&s, seconds);
        if score >= min {
            return (s, play, score);
        }
    }
    panic!("no round of {seconds} s reached {min}");
}

async fn submit(
    app: &TestApp,
    token: &str,
    session: &Value,
    play: &Play,
    score: i64,
    key: &str,
) -> Value {
    call(
        app,
        Method::POST,
        &format!("{BASE}/scores"),
        Some(token),
        Some(json!({"session": session["session"], "score": score, "key": key, "play": play})),
    )
    .await
}

/// Waits out a round of `seconds` after its session opened.
async fn play_time(seconds: i64) {
    tokio::time::sleep(Duration::from_millis(seconds as u64 * 1000 + 150)).await;
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

both_stores!(
    a_score_the_replay_does_not_reach_is_refused_and_logged,
    |store| {
        let app = app(store).await;
        let (token, uid) = visitor(&app, "wukong-cheat").await;
        // A round where standing still would catch less than the chasing player did (with
        // some seeds peaches fall where the monkey stands, and idling alone reaches the score).
        let (s, play, honest) = loop {
            let (s, play, honest) = session_scoring(&app, &token, 5, 10).await;
            let idle = Play {
                aims: vec![],
                ..play.clone()
            };
            if replay::score(seed_of(&s), &idle) < honest {
                break (s, play, honest);
            }
        };
        assert_eq!(s["rules"]["maxPointsPerSecond"], 50);
        assert_eq!(s["rules"]["roundSeconds"], 45);
        assert_eq!(
            s["expiresAt"].as_i64().unwrap() - s["startedAt"].as_i64().unwrap(),
            1_800_000
        );
        // The honest round, submitted before its five seconds could have passed: refused.
        let r = submit(&app, &token, &s, &play, honest, "early").await;
        assert_eq!(r["code"], 40300, "{r}");
        assert_eq!(refusals(&app, &uid, "too_soon").await, 1);
        play_time(5).await;
        // A score the round's own aims do not reach: forged, whatever the time.
        let r = submit(&app, &token, &s, &play, 2_000, "cheat-1").await;
        assert_eq!(r["code"], 40300, "{r}");
        assert!(r["msg"].as_str().unwrap().contains("2000"), "{r}");
        assert_eq!(refusals(&app, &uid, "forged").await, 1);
        let logged = with_db!(&app.db, pool => sqlx::query_as::<_, (i64, Option<i64>)>(
        "SELECT score, max_score FROM game_refusals WHERE user_id = $1 AND reason = 'forged'")
        .bind(&uid).fetch_one(pool).await)
        .expect("row");
        assert_eq!(logged, (2_000, Some(honest)));
        // Standing still does not catch what the chasing player caught.
        let idle = Play {
            aims: vec![],
            ..play.clone()
        };
        let r = submit(&app, &token, &s, &idle, honest, "idle").await;
        assert_eq!(r["code"], 40300, "{r}");
        // Nothing recorded: no best, no leaderboard line.
        let me = call(&app, Method::GET, &format!("{BASE}/me"), Some(&token), None).await;
        assert_eq!(me["data"]["best"], Value::Null, "{me}");
        assert_eq!(me["data"]["rounds"], 0);
        // The honest round is still taken for the same session.
        let r = submit(&app, &token, &s, &play, honest, "honest-1").await;
        assert_eq!(r["code"], 0, "{r}");
        assert_eq!(r["data"]["score"], honest);
        // Bad shapes name their field.
        let s2 = open(&app, &token).await;
        let r = submit(&app, &token, &s2, &play, 100_001, "too-big").await;
        assert_eq!(
            (r["code"].as_i64(), r["data"]["field"].as_str()),
            (Some(40000), Some("score")),
            "{r}"
        );
        let tall = Play {
            height: 10.0,
            ..play.clone()
        };
        let r = submit(&app, &token, &s2, &tall, 0, "tall").await;
        assert_eq!(
            (r["code"].as_i64(), r["data"]["field"].as_str()),
            (Some(40000), Some("play.height")),
            "{r}"
        );
        let r = call(
            &app,
            Method::POST,
            &format!("{BASE}/scores"),
            Some(&token),
            Some(json!({"session": s2["session"], "score": 0, "key": "no-play"})),
        )
        .await;
        assert_eq!(r["code"], 40000, "{r}");
    }
);

both_stores!(a_session_scores_once_and_only_for_its_visitor, |store| {
    let app = app(store).await;
    let (token, uid) = visitor(&app, "wukong-once").await;
    let (other, other_uid) = visitor(&app, "wukong-other").await;
    let (s, play, score) = session_scoring(&app, &token, 5, 10).await;
    // Opened now, to be submitted at once below: the first has waited its time by then.
    let s2 = open(&app, &token).await;
    let s3 = open(&app, &token).await;
    play_time(5).await;
    // Another visitor cannot submit it.
    let r = submit(&app, &other, &s, &play, score, "theirs").await;
    assert_eq!(r["code"], 40400, "{r}");
    assert_eq!(refusals(&app, &other_uid, "not_yours").await, 1);
    // A tampered session (another start) is not one this server opened: as an unknown one.
    let forged = s["session"].as_str().unwrap().replacen('.', ".1", 1);
    let r = call(
        &app,
        Method::POST,
        &format!("{BASE}/scores"),
        Some(&token),
        Some(json!({"session": forged, "score": score, "key": "forged", "play": play})),
    )
    .await;
    assert_eq!(r["code"], 40400, "{r}");
    // Something not shaped like a session at all is bad input naming it.
    let r = call(
        &app,
        Method::POST,
        &format!("{BASE}/scores"),
        Some(&token),
        Some(json!({"session": "not-a-session", "score": score, "key": "garbled", "play": play})),
    )
    .await;
    assert_eq!(r["code"], 40000, "{r}");
    assert_eq!(r["data"]["field"], "session");
    let ok1 = submit(&app, &token, &s, &play, score, "first").await;
    assert_eq!(ok1["code"], 0, "{ok1}");
    // Used: another key is refused and logged, nothing changes.
    let r = submit(&app, &token, &s, &play, score, "second").await;
    assert_eq!(r["code"], 40900, "{r}");
    assert_eq!(refusals(&app, &uid, "used").await, 1);
    let me = call(&app, Method::GET, &format!("{BASE}/me"), Some(&token), None).await;
    assert_eq!(me["data"]["best"], score, "{me}");
    assert_eq!(me["data"]["rounds"], 1);
    // Expired: a session past its half hour.
    with_db!(&app.db, pool => sqlx::query("UPDATE game_sessions SET expires_ms = 1 WHERE id = $1")
        .bind(s2["sessionId"].as_str().unwrap()).execute(pool).await.map(|_| ()))
    .expect("expire");
    let (late, late_score) = round(&s2, 5);
    let r = submit(&app, &token, &s2, &late, late_score, "late").await;
    assert_eq!(r["code"], 40900, "{r}");
    assert_eq!(refusals(&app, &uid, "expired").await, 1);
    // Ten submissions of one session at once, each with its own key: one is taken.
    let (race, race_score) = round(&s3, 5);
    let keys: Vec<String> = (0..10).map(|i| format!("race-{i}")).collect();
    let answers = futures::future::join_all(
        keys.iter()
            .map(|k| submit(&app, &token, &s3, &race, race_score, k)),
    )
    .await;
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
        // A round reaching the first chance tier (200) but not the second (500).
        let (s, play, score) = loop {
            let found = session_scoring(&app, &token, 20, 200).await;
            if found.2 < 500 {
                break found;
            }
        };
        play_time(20).await;
        let answers = futures::future::join_all(
            (0..20).map(|_| submit(&app, &token, &s, &play, score, "round-1")),
        )
        .await;
        for a in &answers {
            assert_eq!(a["code"], 0, "{a}");
            assert_eq!(a["data"]["score"], score);
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
        let again = submit(&app, &token, &s, &play, score, "round-1").await;
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
        // Two rounds each; their bests all different, so the order is the scores'.
        let mut sessions = Vec::new();
        let mut bests = Vec::new();
        for t in &players {
            loop {
                let (a, b) = (open(&app, t).await, open(&app, t).await);
                let best = round(&a, 5).1.max(round(&b, 5).1);
                if !bests.contains(&best) {
                    bests.push(best);
                    sessions.push((a, b));
                    break;
                }
            }
        }
        play_time(5).await;
        for (t, (a, b)) in players.iter().zip(&sessions) {
            for (s, key) in [(a, "k1"), (b, "k2")] {
                let (play, score) = round(s, 5);
                let r = submit(&app, t, s, &play, score, key).await;
                assert_eq!(r["code"], 0, "{r}");
            }
        }
        let names = ["孙**", "猪**", "游客**"];
        let mut expected: Vec<(String, i64, bool)> = (0..3)
            .map(|i| (names[i].to_string(), bests[i], i == 0))
            .collect();
        expected.sort_by_key(|e| std::cmp::Reverse(e.1));
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
            assert_eq!(lines, expected, "{period}");
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
            json!({"best": bests[0], "bestToday": bests[0], "rounds": 2})
        );
    }
);
