//! What 我的 gathers (docs/MINE.md): the visitor's own reviews in every state with the
//! page of what they reviewed, and their prizes across campaigns each naming the page its
//! campaign opens on; never another visitor's, never without a token.

use serde_json::{Value, json};
use youzhe_core::with_db;
use youzhe_operators::audit::Actor;
use youzhe_reviews::moderation;

use crate::{
    both_stores,
    campaigns::{self, PRIZES, campaign, draw, install, seed_chances, visitor},
    helpers::{TestApp, call, spawn_app_with},
    identity::{get_with, token_for},
};

const MINE: &str = "/ver3/api/v3/reviews/mine";

async fn app(store: crate::helpers::Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[("YOUZHE_CONTENT_DIR", &dir), ("YOUZHE_RATE_REVIEWS", "off")],
    )
    .await
}

async fn write(app: &TestApp, token: &str, kind: &str, target: &str, text: &str) -> i64 {
    let body = json!({"targetKind": kind, "targetId": target, "rating": 4, "text": text});
    let r = call(
        app,
        reqwest::Method::POST,
        "/ver3/api/v3/reviews",
        Some(token),
        Some(body),
    )
    .await;
    assert_eq!(r["code"], 0, "{r}");
    r["data"]["id"].as_i64().expect("id")
}

fn ids(body: &Value) -> Vec<i64> {
    body["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .map(|r| r["id"].as_i64().expect("id"))
        .collect()
}

both_stores!(my_reviews_in_every_state_and_nobody_elses, |store| {
    let app = app(store).await;
    let a = token_for(&app, "oMineA").await;
    let b = token_for(&app, "oMineB").await;
    let published = write(&app, &a, "place", "scenic-hz-xihu", "湖光山色").await;
    let held = write(
        &app,
        &a,
        "place",
        "scenic-hz-xihu",
        "门票便宜，加 Ｖ Ｘ 私聊",
    )
    .await;
    let refused = write(&app, &a, "dish", "dish-330102-dongpo-rou", "刷单的来了").await;
    moderation::reject(&app.db, &Actor::cli(), refused, "广告")
        .await
        .expect("reject");
    let theirs = write(&app, &b, "place", "scenic-hz-xihu", "断桥人多").await;

    let mine = get_with(&app, MINE, Some(&a)).await;
    assert_eq!(mine["code"], 0, "{mine}");
    assert_eq!(ids(&mine), vec![refused, held, published], "newest first");
    assert_eq!(mine["data"]["total"], 3);
    let list = &mine["data"]["list"];
    let states: Vec<&str> = (0..3)
        .map(|i| list[i]["status"].as_str().unwrap())
        .collect();
    assert_eq!(states, ["rejected", "pending", "published"]);
    assert_eq!(list[0]["rejectionReason"], "广告");
    assert_eq!(list[0]["targetName"], "东坡肉");
    assert_eq!(list[0]["page"], "pages/newcate/newdetail");
    assert_eq!(list[2]["targetName"], "西湖风景名胜区");
    assert_eq!(list[2]["page"], "pages/poi/detail/scenic");
    assert_eq!(list[2]["mine"], true);
    assert!(list[2]["rejectionReason"].is_null());

    // Paged in the one shape; B sees only B's, and nobody's without a token.
    let second = get_with(&app, &format!("{MINE}?page=2&size=1"), Some(&a)).await;
    assert_eq!(
        (ids(&second), second["data"]["total"].as_i64()),
        (vec![held], Some(3))
    );
    assert_eq!(
        (
            second["data"]["page"].as_i64(),
            second["data"]["size"].as_i64()
        ),
        (Some(2), Some(1))
    );
    assert_eq!(ids(&get_with(&app, MINE, Some(&b)).await), vec![theirs]);
    let anonymous = get_with(&app, MINE, None).await;
    assert_eq!(anonymous["code"], 40003, "{anonymous}");
    assert!(anonymous["data"]["list"].is_null());
    let bad = get_with(&app, &format!("{MINE}?size=51"), Some(&a)).await;
    assert_eq!(
        (bad["code"].as_i64(), bad["data"]["field"].as_str()),
        (Some(40000), Some("size"))
    );

    // A place the content no longer has is still listed, without a page to open.
    with_db!(&app.db, pool => sqlx::query("UPDATE reviews SET target_id = 'scenic-gone' WHERE id = $1")
        .bind(published).execute(pool).await.map(|_| ())).expect("gone");
    let later = get_with(&app, MINE, Some(&a)).await;
    assert_eq!(later["data"]["list"][2]["targetName"], "");
    assert!(later["data"]["list"][2]["page"].is_null());
});

both_stores!(my_prizes_name_the_page_of_each_campaign, |store| {
    let app = campaigns::app(store).await;
    install(&app, campaign("poster", json!({}))).await;
    install(&app, campaign("tasks", json!({"layout": 2}))).await;
    let (a, a_uid) = visitor(&app, "oPrizeA").await;
    let (b, _) = visitor(&app, "oPrizeB").await;
    for c in ["poster", "tasks"] {
        seed_chances(&app, c, &a_uid, 1).await;
        let won = draw(&app, &a, c, &format!("k-{c}")).await;
        assert_eq!(won["data"]["outcome"], "won", "{won}");
    }
    let list = get_with(&app, &format!("{PRIZES}/mine"), Some(&a)).await;
    let pages: Vec<(String, String)> = list["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .map(|p| {
            (
                p["campaignId"].as_str().unwrap().into(),
                p["page"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        pages,
        [
            ("tasks".to_string(), "pages/actives/active2".to_string()),
            ("poster".to_string(), "pages/actives/active1".to_string())
        ],
        "{list}"
    );
    assert_eq!(
        get_with(&app, &format!("{PRIZES}/mine"), Some(&b)).await["data"]["total"],
        0
    );
    assert_eq!(
        get_with(&app, &format!("{PRIZES}/mine"), None).await["code"],
        40003
    );
});
