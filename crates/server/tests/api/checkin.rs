//! The one daily check-in (docs/POINTS.md) on both stores: a press gives the points and
//! today's chance in every running campaign with a check-in task, once a day however many
//! presses arrive at once; every path to it afterwards answers that it was given.

use futures::future::join_all;
use serde_json::{Value, json};

use crate::{
    both_stores,
    campaigns::{CAMPAIGNS, app, campaign, install, post, visitor},
    helpers::TestApp,
    identity::get_with,
};

const CHECKIN: &str = "/ver3/api/v3/checkin";

async fn today(app: &TestApp, token: &str) -> Value {
    let b = get_with(app, CHECKIN, Some(token)).await;
    assert_eq!(b["code"], 0, "{b}");
    b["data"].clone()
}

/// The test's own campaigns in an answer's list, by id (the content may ship others).
fn ours(list: &Value) -> Vec<(String, i64, bool)> {
    let mut v: Vec<(String, i64, bool)> = list
        .as_array()
        .expect("a list")
        .iter()
        .filter(|c| {
            c["campaignId"]
                .as_str()
                .is_some_and(|i| i.starts_with("ck-"))
        })
        .map(|c| {
            (
                c["campaignId"].as_str().unwrap().to_string(),
                c["chances"].as_i64().unwrap(),
                c["earned"].as_bool().unwrap_or(true),
            )
        })
        .collect();
    v.sort();
    v
}

async fn rows(app: &TestApp, sql: &'static str, uid: &str) -> i64 {
    youzhe_core::with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).bind(uid).fetch_one(pool).await)
        .expect("count")
}

both_stores!(ten_presses_at_once_give_each_reward_once, |store| {
    let app = app(store).await;
    install(&app, campaign("ck-one", json!({}))).await;
    install(
        &app,
        campaign(
            "ck-two",
            json!({"tasks": [{"task": "checkin", "chances": 2, "perDay": 1}]}),
        ),
    )
    .await;
    // No check-in task: the check-in gives nothing there.
    install(
        &app,
        campaign(
            "ck-none",
            json!({"tasks": [{"task": "share_visit", "chances": 1, "perDay": 3}]}),
        ),
    )
    .await;
    // Open to visitors with a mobile number only: not offered to this one.
    install(
        &app,
        campaign("ck-phone", json!({"eligibility": {"phoneRequired": true}})),
    )
    .await;
    let (t, uid) = visitor(&app, "oDailyCheckin").await;

    let before = today(&app, &t).await;
    assert_eq!(before["done"], false, "{before}");
    assert_eq!(before["points"], 5);
    assert_eq!(before["pointsDone"], false);
    assert_eq!(
        ours(&before["chances"]),
        vec![("ck-one".into(), 1, false), ("ck-two".into(), 2, false)]
    );

    let answers = join_all((0..10).map(|_| post(&app, &t, CHECKIN, json!({})))).await;
    let mut points = 0;
    let mut given: Vec<(String, i64)> = Vec::new();
    for a in &answers {
        assert_eq!(a["code"], 0, "{a}");
        assert_eq!(a["data"]["today"]["done"], true, "{a}");
        points += a["data"]["points"].as_i64().unwrap();
        for g in a["data"]["chances"].as_array().unwrap() {
            given.push((
                g["campaignId"].as_str().unwrap().into(),
                g["chances"].as_i64().unwrap(),
            ));
        }
    }
    given.retain(|(id, _)| id.starts_with("ck-"));
    given.sort();
    assert_eq!(points, 5, "{answers:?}");
    assert_eq!(given, vec![("ck-one".into(), 1), ("ck-two".into(), 2)]);
    assert_eq!(
        answers
            .iter()
            .filter(|a| a["data"]["already"] == false)
            .count(),
        1
    );
    assert_eq!(
        rows(
            &app,
            "SELECT COUNT(*) FROM point_ledger WHERE user_id = $1 AND event = 'checkin'",
            &uid
        )
        .await,
        1
    );
    assert_eq!(
        rows(&app, "SELECT COUNT(*) FROM campaign_chances WHERE user_id = $1 AND task = 'checkin' AND campaign_id LIKE 'ck-%'", &uid).await,
        2
    );

    // The same state everywhere afterwards.
    let after = today(&app, &t).await;
    assert_eq!(
        (after["done"].as_bool(), after["pointsDone"].as_bool()),
        (Some(true), Some(true))
    );
    assert_eq!(
        ours(&after["chances"]),
        vec![("ck-one".into(), 1, true), ("ck-two".into(), 2, true)]
    );
    let again = post(&app, &t, CHECKIN, json!({})).await;
    assert_eq!(
        (
            again["data"]["already"].as_bool(),
            again["data"]["points"].as_i64()
        ),
        (Some(true), Some(0))
    );
    assert_eq!(again["data"]["balance"], 5);
    // The older paths answer that it was given.
    let day = after["day"].as_str().unwrap();
    let old = post(
        &app,
        &t,
        "/ver3/api/Open/integral",
        json!({"event": "checkin", "key": format!("checkin-{day}")}),
    )
    .await;
    assert_eq!(old["data"]["outcome"], "already", "{old}");
    let earn = post(
        &app,
        &t,
        &format!("{CAMPAIGNS}/ck-one/chances"),
        json!({"task": "checkin", "key": "another-key"}),
    )
    .await;
    assert_eq!(earn["data"]["outcome"], "already", "{earn}");
    let me = get_with(&app, &format!("{CAMPAIGNS}/ck-two/me"), Some(&t)).await;
    assert_eq!(me["data"]["chancesLeft"], 2, "{me}");
    app.stop().await;
});

both_stores!(a_checkin_needs_the_visitors_token, |store| {
    let app = app(store).await;
    let anon = get_with(&app, CHECKIN, None).await;
    assert_eq!(anon["code"], 40003, "{anon}");
    let bad = get_with(&app, CHECKIN, Some("not-a-token")).await;
    assert_eq!(bad["code"], 40003, "{bad}");
    app.stop().await;
});
