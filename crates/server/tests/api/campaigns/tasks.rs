//! Tasks the server credits by itself, on both stores: a review the visitor publishes
//! earns the `review_published` chances of every running campaign listing the task — at
//! once when it is published on writing, or when a moderator publishes a held one — once
//! per review, and never for a campaign that is not running.

use serde_json::{Value, json};
use youzhe_operators::audit::Actor;
use youzhe_reviews::moderation;

use super::{CAMPAIGNS, campaign, install, post, visitor};
use crate::{
    both_stores,
    helpers::{Store, TestApp, spawn_app_with},
    identity::get_with,
};

/// The shipped content (reviews are of its places), limits lifted.
async fn app(store: Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", &dir),
            ("YOUZHE_RATE_LOGIN", "off"),
            ("YOUZHE_RATE_CAMPAIGNS", "off"),
            ("YOUZHE_RATE_REVIEWS", "off"),
        ],
    )
    .await
}

fn reviewing(id: &str) -> Value {
    campaign(
        id,
        json!({"tasks": [{"task": "review_published", "chances": 2, "perDay": 3}]}),
    )
}

async fn review(app: &TestApp, token: &str, text: &str) -> Value {
    let b = post(
        app,
        token,
        "/ver3/api/v3/reviews",
        json!({"targetKind": "place", "targetId": "scenic-hz-xihu", "rating": 5, "text": text}),
    )
    .await;
    assert_eq!(b["code"], 0, "{b}");
    b["data"].clone()
}

/// (chances left, the task's completions today, whether the page only explains it).
async fn progress(app: &TestApp, token: &str, id: &str) -> (i64, i64, bool) {
    let me = get_with(app, &format!("{CAMPAIGNS}/{id}/me"), Some(token)).await;
    let task = &me["data"]["tasks"][0];
    (
        me["data"]["chancesLeft"]
            .as_i64()
            .unwrap_or_else(|| panic!("{me}")),
        task["doneToday"].as_i64().unwrap(),
        task["serverOnly"].as_bool().unwrap(),
    )
}

both_stores!(a_published_review_earns_its_campaign_chances, |store| {
    let app = app(store).await;
    install(&app, reviewing("reviews-a")).await;
    install(&app, reviewing("reviews-b")).await;
    let (t, _) = visitor(&app, "oReviewer").await;
    assert_eq!(progress(&app, &t, "reviews-a").await, (0, 0, true));

    let r = review(&app, &t, "湖光山色，值得一去，傍晚的断桥尤其好看。").await;
    assert_eq!(r["status"], "published", "{r}");
    // Both campaigns credit it, each once.
    assert_eq!(progress(&app, &t, "reviews-a").await, (2, 1, true));
    assert_eq!(progress(&app, &t, "reviews-b").await, (2, 1, true));

    // A held review earns nothing until a moderator publishes it; publishing it twice
    // credits once.
    let held = review(&app, &t, "门票便宜，加微信私聊").await;
    assert_eq!(held["status"], "pending", "{held}");
    assert_eq!(progress(&app, &t, "reviews-a").await, (2, 1, true));
    let id = held["id"].as_i64().unwrap();
    moderation::publish(&app.db, &Actor::cli(), id)
        .await
        .unwrap();
    moderation::publish(&app.db, &Actor::cli(), id)
        .await
        .unwrap();
    assert_eq!(progress(&app, &t, "reviews-a").await, (4, 2, true));
    // The visitor's own claim of the same review adds nothing.
    let again = post(
        &app,
        &t,
        &format!("{CAMPAIGNS}/reviews-a/chances"),
        json!({"task": "review_published", "key": "mine-1", "reviewId": id}),
    )
    .await;
    assert_eq!(again["data"]["outcome"], "already", "{again}");
    assert_eq!(progress(&app, &t, "reviews-a").await, (4, 2, true));
});
