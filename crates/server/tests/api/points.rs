//! Points: the check-in through Open/integral (idempotent under concurrency, capped per
//! day), the balance as the ledger's sum, the records newest first, and the refusals.

use futures::future::join_all;
use serde_json::{Value, json};

use crate::{
    both_stores,
    helpers::{TestApp, spawn_app, spawn_app_with},
    identity::{get_with, token_for},
};

const INTEGRAL: &str = "/ver3/api/Open/integral";
const POINTS: &str = "/ver3/api/v3/points";
const RECORDS: &str = "/ver3/api/v3/points/records";
/// What the seeded rule gives for a check-in.
const CHECKIN_POINTS: i64 = 5;

async fn post(app: &TestApp, token: Option<&str>, body: &Value) -> Value {
    let mut req = app.client.post(app.url(INTEGRAL)).json(body);
    if let Some(t) = token {
        req = req.header("Authorization", format!("Bearer {t}"));
    }
    let res = req.send().await.expect("request");
    assert_eq!(res.status(), 200);
    res.json().await.expect("json")
}

async fn uid_of(app: &TestApp, token: &str) -> String {
    get_with(app, "/ver3/api/v3/http/getUserInfo", Some(token)).await["data"]["uid"]
        .as_str()
        .expect("uid")
        .to_string()
}

async fn ledger_rows(app: &TestApp, uid: &str) -> i64 {
    youzhe_core::with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM point_ledger WHERE user_id = $1").bind(uid).fetch_one(pool).await)
    .expect("count")
}

both_stores!(a_hundred_identical_checkins_credit_once, |store| {
    // The per-visitor limit is lifted: this is about a hundred posts that do get in.
    let app = spawn_app_with(store, &[("YOUZHE_RATE_POINTS", "off")]).await;
    let t = token_for(&app, "oPointsRace").await;
    let body = json!({"event": "checkin", "key": "checkin-race"});
    let answers = join_all((0..100).map(|_| post(&app, Some(&t), &body))).await;
    let mut credited = 0;
    for a in &answers {
        assert_eq!(a["code"], 0, "{a}");
        assert_eq!(a["data"]["balance"], CHECKIN_POINTS, "{a}");
        match a["data"]["outcome"].as_str() {
            Some("credited") => credited += 1,
            Some("already") => {}
            other => panic!("unexpected outcome {other:?}"),
        }
    }
    assert_eq!(credited, 1);
    assert_eq!(ledger_rows(&app, &uid_of(&app, &t).await).await, 1);
    let summary = get_with(&app, POINTS, Some(&t)).await;
    assert_eq!(summary["data"]["balance"], CHECKIN_POINTS, "{summary}");
    let again = post(&app, Some(&t), &body).await;
    assert_eq!(
        (
            again["data"]["outcome"].as_str(),
            again["data"]["points"].as_i64()
        ),
        (Some("already"), Some(CHECKIN_POINTS))
    );
});

both_stores!(the_daily_cap_holds_even_when_racing, |store| {
    let app = spawn_app(store).await;
    let t = token_for(&app, "oPointsCap").await;
    // Check-in's cap is one a day: twenty different keys at once credit one.
    let answers = join_all((0..20).map(|i| {
        let body = json!({"event": "checkin", "key": format!("k-{i}")});
        let t = t.clone();
        let app = &app;
        async move { post(app, Some(&t), &body).await }
    }))
    .await;
    let outcomes: Vec<&str> = answers
        .iter()
        .map(|a| a["data"]["outcome"].as_str().unwrap_or("?"))
        .collect();
    assert_eq!(
        outcomes.iter().filter(|o| **o == "credited").count(),
        1,
        "{outcomes:?}"
    );
    assert_eq!(
        outcomes.iter().filter(|o| **o == "capped").count(),
        19,
        "{outcomes:?}"
    );
    assert_eq!(ledger_rows(&app, &uid_of(&app, &t).await).await, 1);
    let summary = get_with(&app, POINTS, Some(&t)).await;
    let checkin = summary["data"]["tasks"]
        .as_array()
        .expect("tasks")
        .iter()
        .find(|x| x["event"] == "checkin")
        .cloned()
        .expect("checkin task");
    assert_eq!(
        (
            checkin["done_today"].as_i64(),
            checkin["daily_cap"].as_i64()
        ),
        (Some(1), Some(1))
    );
});

both_stores!(
    server_credits_go_through_the_rust_api_within_their_cap,
    |store| {
        let app = spawn_app(store).await;
        let t = token_for(&app, "oPointsServer").await;
        let uid = uid_of(&app, &t).await;
        // share_visit: 2 points, ten a day.
        let mut outcomes = Vec::new();
        for i in 0..12 {
            let c = youzhe_points::credit(&app.db, &uid, "share_visit", &format!("visit-{i}"))
                .await
                .expect("credit")
                .expect("rule");
            outcomes.push(c.outcome);
        }
        use youzhe_points::Outcome::{Capped, Credited};
        assert_eq!(outcomes.iter().filter(|o| **o == Credited).count(), 10);
        assert_eq!(&outcomes[10..], [Capped, Capped]);
        assert!(
            youzhe_points::credit(&app.db, &uid, "no_such_event", "x")
                .await
                .expect("credit")
                .is_none()
        );
        let summary = get_with(&app, POINTS, Some(&t)).await;
        assert_eq!(summary["data"]["balance"], 20, "{summary}");
        assert_eq!(summary["data"]["level"]["name"], "新游客");
        assert_eq!(
            summary["data"]["next"],
            json!({"name": "浙行者", "min": 100})
        );
    }
);

both_stores!(refusals_name_what_was_wrong, |store| {
    let app = spawn_app(store).await;
    let t = token_for(&app, "oPointsRefused").await;
    let b = post(&app, Some(&t), &json!({"event": "lottery", "key": "k"})).await;
    assert_eq!(
        (b["code"].as_i64(), b["data"]["field"].as_str()),
        (Some(40000), Some("event")),
        "{b}"
    );
    let b = post(&app, Some(&t), &json!({"event": "checkin"})).await;
    assert_eq!(
        (b["code"].as_i64(), b["data"]["field"].as_str()),
        (Some(40000), Some("key")),
        "{b}"
    );
    let b = post(
        &app,
        Some(&t),
        &json!({"event": "checkin", "key": "has space"}),
    )
    .await;
    assert_eq!(
        (b["code"].as_i64(), b["data"]["field"].as_str()),
        (Some(40000), Some("key")),
        "{b}"
    );
    let b = post(
        &app,
        Some(&t),
        &json!({"event": "review_published", "key": "r-1"}),
    )
    .await;
    assert_eq!(b["code"], 40300, "{b}");
    assert!(
        b["msg"]
            .as_str()
            .is_some_and(|m| m.contains("review_published")),
        "{b}"
    );
    let b = post(&app, None, &json!({"event": "checkin", "key": "k"})).await;
    assert_eq!(b["code"], 40003, "{b}");
    assert_eq!(get_with(&app, POINTS, None).await["code"], 40003);
    assert_eq!(get_with(&app, RECORDS, None).await["code"], 40003);
    assert_eq!(get_with(&app, POINTS, Some(&t)).await["data"]["balance"], 0);
});

both_stores!(records_newest_first_and_paged, |store| {
    let app = spawn_app(store).await;
    let t = token_for(&app, "oPointsRecords").await;
    let other = token_for(&app, "oPointsElse").await;
    let uid = uid_of(&app, &t).await;
    assert_eq!(
        post(&app, Some(&t), &json!({"event": "checkin", "key": "c-1"})).await["data"]["outcome"],
        "credited"
    );
    for i in 0..3 {
        youzhe_points::credit(&app.db, &uid, "correction_accepted", &format!("corr-{i}"))
            .await
            .expect("credit");
    }
    let p1 = get_with(&app, &format!("{RECORDS}?page=1&size=3"), Some(&t)).await;
    let p2 = get_with(&app, &format!("{RECORDS}?page=2&size=3"), Some(&t)).await;
    assert_eq!(p1["data"]["total"], 4, "{p1}");
    let events: Vec<&str> = p1["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|r| r["event"].as_str())
        .collect();
    assert_eq!(events, ["correction_accepted"; 3]);
    let last = &p2["data"]["list"][0];
    assert_eq!(
        (
            last["event"].as_str(),
            last["points"].as_i64(),
            last["description"].as_str()
        ),
        (Some("checkin"), Some(CHECKIN_POINTS), Some("每日签到"))
    );
    assert!(
        last["at"].as_str().is_some_and(|a| a.ends_with("+08:00")),
        "{last}"
    );
    assert_eq!(
        get_with(&app, POINTS, Some(&t)).await["data"]["balance"],
        65
    );
    // The profile's points are the same sum.
    let profile = get_with(&app, "/ver3/api/v3/http/getUserInfo", Some(&t)).await;
    assert_eq!(profile["data"]["points"], 65, "{profile}");
    assert_eq!(
        get_with(&app, RECORDS, Some(&other)).await["data"]["total"],
        0
    );
});

both_stores!(one_visitor_posting_too_often_is_slowed_down, |store| {
    let app = spawn_app_with(store, &[("YOUZHE_RATE_POINTS", "2/60")]).await;
    let t = token_for(&app, "oPointsBusy").await;
    let other = token_for(&app, "oPointsCalm").await;
    for i in 0..2 {
        let b = post(
            &app,
            Some(&t),
            &json!({"event": "checkin", "key": format!("b-{i}")}),
        )
        .await;
        assert_eq!(b["code"], 0, "{b}");
    }
    let res = app
        .client
        .post(app.url(INTEGRAL))
        .header("Authorization", format!("Bearer {t}"))
        .json(&json!({"event": "checkin", "key": "b-3"}))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 429);
    assert!(res.headers().contains_key("retry-after"));
    let body: Value = res.json().await.expect("json");
    assert_eq!(body["code"], 42900);
    // Another visitor is not held up by the first.
    assert_eq!(
        post(
            &app,
            Some(&other),
            &json!({"event": "checkin", "key": "c-1"})
        )
        .await["code"],
        0
    );
});
