//! County stamp campaigns (docs/STAMPS.md) on both stores: a check-in far from the place is
//! refused with the distance and stores nothing, a near one stamps once per place (the
//! same key replays, another key answers `already`), a place not on the card or unknown is
//! refused, and the last stamp credits the full card's draw chance exactly once however
//! many check-ins arrive at once; the chance then draws.

use futures::future::join_all;
use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;

use crate::{
    both_stores,
    campaigns::{code, draw, visitor},
    helpers::{Store, TestApp, call, spawn_app_with},
};

const BASE: &str = "/ver3/api/v3/stamps";
const NINGHAI: &str = "sample-stamps-ninghai";
/// 前童古镇 (29.284, 121.365), 前童古镇豆腐三宝 (29.244, 121.352), 前童古镇民宿集群 (29.245, 121.35).
const STOPS: [(&str, f64, f64); 3] = [
    ("scenic-nb-qiantong", 29.284, 121.365),
    ("food-nb-qiantong-tofu", 29.244, 121.352),
    ("homestay-nb-qiantong", 29.245, 121.35),
];

async fn app(store: Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", dir.as_str()),
            ("YOUZHE_RATE_LOGIN", "off"),
            ("YOUZHE_RATE_STAMPS", "off"),
            ("YOUZHE_RATE_CAMPAIGNS", "off"),
        ],
    )
    .await
}

/// About 150 m north of the place.
fn near(lat: f64) -> f64 {
    lat + 0.00135
}

async fn check_in(app: &TestApp, token: &str, place: &str, lat: f64, lng: f64, key: &str) -> Value {
    call(
        app,
        Method::POST,
        &format!("{BASE}/{NINGHAI}/checkins"),
        Some(token),
        Some(json!({"placeId": place, "lat": lat, "lng": lng, "key": key})),
    )
    .await
}

async fn stamps_of(app: &TestApp, uid: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM stamps WHERE user_id = $1").bind(uid).fetch_one(pool).await)
    .expect("count")
}

async fn full_card_chances(app: &TestApp, uid: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT CAST(COALESCE(SUM(chances), 0) AS BIGINT) FROM campaign_chances
         WHERE user_id = $1 AND campaign_id = $2 AND task = 'card_full'")
        .bind(uid).bind(NINGHAI).fetch_one(pool).await)
    .expect("count")
}

both_stores!(the_card_lists_its_real_places_in_order, |store| {
    let app = app(store).await;
    let card = app.get_json(&format!("{BASE}/{NINGHAI}")).await;
    assert_eq!(card["code"], 0, "{card}");
    let d = &card["data"];
    assert_eq!(d["status"], "running");
    assert_eq!(d["sample"], true);
    assert_eq!(d["radiusM"], 500);
    assert_eq!(d["chancesWhenFull"], 1);
    let ids: Vec<&str> = d["stops"]
        .as_array()
        .expect("stops")
        .iter()
        .map(|s| s["placeId"].as_str().unwrap_or(""))
        .collect();
    assert_eq!(ids, STOPS.iter().map(|s| s.0).collect::<Vec<_>>());
    assert_eq!(d["stops"][0]["name"], "前童古镇");
    assert_eq!(d["stops"][0]["county"], "宁海县");
    let food = app.get_json(&format!("{BASE}/sample-stamps-food")).await;
    assert_eq!(food["data"]["stops"][0]["dish"]["name"], "东坡肉", "{food}");
    assert_eq!(food["data"]["chancesWhenFull"], 2);
    let none = app.get_json(&format!("{BASE}/sample-lucky-draw")).await;
    assert_eq!(none["code"], 40400, "a campaign without a card: {none}");
    let bad = app.get_json(&format!("{BASE}/Bad_Id")).await;
    assert_eq!(bad["code"], 40000, "{bad}");
    assert_eq!(bad["data"]["field"], "id");
});

both_stores!(
    far_is_refused_with_the_distance_and_stores_nothing,
    |store| {
        let app = app(store).await;
        let (token, uid) = visitor(&app, "stamps-far").await;
        let (place, lat, lng) = STOPS[0];
        // About 1.7 km away.
        let r = check_in(&app, &token, place, lat + 0.015, lng, "far-1").await;
        assert_eq!(code(&r), 40300, "{r}");
        let msg = r["msg"].as_str().unwrap_or("");
        assert!(
            msg.contains("前童古镇") && msg.contains("米") && msg.contains("500"),
            "{msg}"
        );
        let metres: i64 = msg
            .split("约 ")
            .nth(1)
            .and_then(|t| t.split(' ').next())
            .and_then(|n| n.parse().ok())
            .expect("the distance in the message");
        assert!((1600..=1750).contains(&metres), "{msg}");
        assert_eq!(stamps_of(&app, &uid).await, 0);
        // The refused key stamps when the visitor is near.
        let r = check_in(&app, &token, place, near(lat), lng, "far-1").await;
        assert_eq!(r["data"]["outcome"], "stamped", "{r}");
        assert_eq!(stamps_of(&app, &uid).await, 1);
    }
);

both_stores!(near_stamps_once_per_place, |store| {
    let app = app(store).await;
    let (token, uid) = visitor(&app, "stamps-near").await;
    let (place, lat, lng) = STOPS[0];
    let r = check_in(&app, &token, place, near(lat), lng, "near-1").await;
    let d = &r["data"];
    assert_eq!(d["outcome"], "stamped", "{r}");
    assert_eq!(d["replayed"], false);
    assert_eq!(d["collected"], 1);
    assert_eq!(d["total"], 3);
    assert_eq!(d["full"], false);
    assert!(d["chance"].is_null());
    let m = d["distanceM"].as_i64().expect("distance");
    assert!((140..=160).contains(&m), "{m}");
    // The same key: the first answer again.
    let again = check_in(&app, &token, place, near(lat), lng, "near-1").await;
    assert_eq!(again["data"]["replayed"], true, "{again}");
    assert_eq!(again["data"]["stampedAt"], d["stampedAt"]);
    // Another key at the same place: already stamped, nothing new.
    let other = check_in(&app, &token, place, lat, lng, "near-2").await;
    assert_eq!(other["data"]["outcome"], "already", "{other}");
    assert_eq!(other["data"]["collected"], 1);
    assert_eq!(stamps_of(&app, &uid).await, 1);
    let me = call(
        &app,
        Method::GET,
        &format!("{BASE}/{NINGHAI}/me"),
        Some(&token),
        None,
    )
    .await;
    assert_eq!(me["data"]["collected"], 1, "{me}");
    assert_eq!(me["data"]["stamps"][0]["placeId"], place);
    // Another visitor's card is their own.
    let (other_token, _) = visitor(&app, "stamps-near-2").await;
    let theirs = call(
        &app,
        Method::GET,
        &format!("{BASE}/{NINGHAI}/me"),
        Some(&other_token),
        None,
    )
    .await;
    assert_eq!(theirs["data"]["collected"], 0, "{theirs}");
    let anon = call(
        &app,
        Method::GET,
        &format!("{BASE}/{NINGHAI}/me"),
        None,
        None,
    )
    .await;
    assert_eq!(code(&anon), 40003, "{anon}");
});

both_stores!(wrong_places_and_inputs_are_refused, |store| {
    let app = app(store).await;
    let (token, uid) = visitor(&app, "stamps-wrong").await;
    let r = check_in(&app, &token, "no-such-place", 29.0, 121.0, "w-1").await;
    assert_eq!(code(&r), 40400, "unknown place: {r}");
    // 西湖 is a real place, but not on 宁海's card, even when standing at it.
    let r = check_in(&app, &token, "scenic-hz-xihu", 30.2467, 120.1485, "w-2").await;
    assert_eq!(code(&r), 40300, "not on the card: {r}");
    assert!(r["msg"].as_str().unwrap_or("").contains("集章卡"), "{r}");
    let r = check_in(&app, &token, STOPS[0].0, 91.0, 121.0, "w-3").await;
    assert_eq!(code(&r), 40000, "{r}");
    assert_eq!(r["data"]["field"], "lat");
    let r = check_in(&app, &token, STOPS[0].0, 29.0, 121.0, "bad key!").await;
    assert_eq!(r["data"]["field"], "key", "{r}");
    let r = call(
        &app,
        Method::POST,
        &format!("{BASE}/sample-lucky-draw/checkins"),
        Some(&token),
        Some(json!({"placeId": STOPS[0].0, "lat": 29.0, "lng": 121.0, "key": "w-4"})),
    )
    .await;
    assert_eq!(code(&r), 40400, "no card: {r}");
    // The full card's chance is the server's to give.
    let r = call(
        &app,
        Method::POST,
        &format!("/ver3/api/v3/campaigns/{NINGHAI}/chances"),
        Some(&token),
        Some(json!({"task": "card_full", "key": "w-5"})),
    )
    .await;
    assert_eq!(code(&r), 40300, "{r}");
    assert_eq!(stamps_of(&app, &uid).await, 0);
    assert_eq!(full_card_chances(&app, &uid).await, 0);
    // An ended campaign stamps nothing.
    with_db!(&app.db, pool => sqlx::query("UPDATE campaigns SET ends_ms = 1 WHERE id = $1")
        .bind(NINGHAI).execute(pool).await.map(|_| ()))
    .expect("end it");
    let (place, lat, lng) = STOPS[0];
    let r = check_in(&app, &token, place, near(lat), lng, "w-6").await;
    assert_eq!(code(&r), 40300, "{r}");
    assert!(
        r["msg"].as_str().unwrap_or("").contains("活动已结束"),
        "{r}"
    );
    assert_eq!(stamps_of(&app, &uid).await, 0);
});

both_stores!(
    the_full_card_earns_once_under_twenty_check_ins_and_draws,
    |store| {
        let app = app(store).await;
        let (token, uid) = visitor(&app, "stamps-full").await;
        // 20 at once at the first place, some with one key: one stamp.
        let (place, lat, lng) = STOPS[0];
        let keys: Vec<String> = (0..20).map(|i| format!("first-{}", i % 5)).collect();
        let answers = join_all(
            keys.iter()
                .map(|k| check_in(&app, &token, place, near(lat), lng, k)),
        )
        .await;
        assert!(answers.iter().all(|a| a["code"] == 0), "{answers:?}");
        assert_eq!(stamps_of(&app, &uid).await, 1);
        let r = check_in(&app, &token, STOPS[1].0, STOPS[1].1, STOPS[1].2, "second").await;
        assert_eq!(r["data"]["collected"], 2, "{r}");
        assert_eq!(full_card_chances(&app, &uid).await, 0, "not full yet");
        // 20 at once at the last place, each its own key: one stamp fills the card, one chance.
        let (place, lat, lng) = STOPS[2];
        let answers = join_all((0..20).map(|i| {
            let key = format!("last-{i}");
            let token = token.clone();
            let app = &app;
            async move { check_in(app, &token, place, lat, lng, &key).await }
        }))
        .await;
        assert!(answers.iter().all(|a| a["code"] == 0), "{answers:?}");
        let stamped: Vec<&Value> = answers
            .iter()
            .filter(|a| a["data"]["outcome"] == "stamped")
            .collect();
        assert_eq!(stamped.len(), 1, "{answers:?}");
        assert_eq!(stamped[0]["data"]["full"], true);
        assert_eq!(
            stamped[0]["data"]["chance"]["outcome"], "earned",
            "{:?}",
            stamped[0]
        );
        assert_eq!(stamped[0]["data"]["chance"]["chances"], 1);
        assert!(answers.iter().all(|a| a["data"]["full"] == true));
        assert_eq!(stamps_of(&app, &uid).await, 3);
        assert_eq!(full_card_chances(&app, &uid).await, 1);
        let me = call(
            &app,
            Method::GET,
            &format!("{BASE}/{NINGHAI}/me"),
            Some(&token),
            None,
        )
        .await;
        assert_eq!(me["data"]["full"], true, "{me}");
        assert_eq!(me["data"]["chance"]["outcome"], "earned");
        // The chance draws once; there is no second.
        let d = draw(&app, &token, NINGHAI, "stamp-draw-1").await;
        assert_eq!(code(&d), 0, "{d}");
        assert!(
            d["data"]["outcome"] == "won" || d["data"]["outcome"] == "lost",
            "{d}"
        );
        assert_eq!(d["data"]["chancesLeft"], 0);
        let again = draw(&app, &token, NINGHAI, "stamp-draw-2").await;
        assert_eq!(code(&again), 40900, "{again}");
    }
);
