//! Favourites: saving and removing from the pages, the list by kind newest first, the
//! hearts' state, and every call scoped to the visitor's own token.

use serde_json::{Value, json};

use crate::{
    both_stores,
    helpers::{TestApp, shipped_app, spawn_app_with},
    identity::{get_with, token_for},
};

const LIST: &str = "/ver3/api/v3/favourites";

async fn send(app: &TestApp, method: reqwest::Method, path: &str, token: Option<&str>) -> Value {
    let mut req = app.client.request(method, app.url(path));
    if let Some(t) = token {
        req = req.header("Authorization", format!("Bearer {t}"));
    }
    let res = req.send().await.expect("request");
    assert_eq!(res.status(), 200, "{path}");
    res.json().await.expect("json")
}

async fn save(app: &TestApp, token: &str, kind: &str, id: &str) -> Value {
    send(
        app,
        reqwest::Method::PUT,
        &format!("{LIST}/{kind}/{id}"),
        Some(token),
    )
    .await
}

async fn remove(app: &TestApp, token: &str, kind: &str, id: &str) -> Value {
    send(
        app,
        reqwest::Method::DELETE,
        &format!("{LIST}/{kind}/{id}"),
        Some(token),
    )
    .await
}

fn ids(body: &Value) -> Vec<String> {
    body["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .map(|i| i["id"].as_str().unwrap_or_default().to_string())
        .collect()
}

both_stores!(saving_twice_keeps_one_and_removing_is_idempotent, |store| {
    let app = shipped_app(store).await;
    let t = token_for(&app, "oFavOne").await;
    for _ in 0..2 {
        let b = save(&app, &t, "place", "scenic-hz-xihu").await;
        assert_eq!(b["code"], 0, "{b}");
        assert_eq!(b["data"]["saved"], true);
    }
    let list = get_with(&app, LIST, Some(&t)).await;
    assert_eq!(list["data"]["total"], 1, "{list}");
    let item = &list["data"]["list"][0];
    assert_eq!(item["name"], "西湖风景名胜区", "{item}");
    assert_eq!(item["page"], "pages/poi/detail/scenic");
    assert_eq!(item["gone"], false);
    assert!(item["cover"].as_str().is_some_and(|c| !c.is_empty()));

    for _ in 0..2 {
        let b = remove(&app, &t, "place", "scenic-hz-xihu").await;
        assert_eq!(
            (b["code"].as_i64(), b["data"]["saved"].as_bool()),
            (Some(0), Some(false)),
            "{b}"
        );
    }
    // Never saved at all: still fine.
    assert_eq!(remove(&app, &t, "dish", "no-such-dish").await["code"], 0);
    let list = get_with(&app, LIST, Some(&t)).await;
    assert_eq!(list["data"]["total"], 0, "{list}");
});

both_stores!(kinds_and_ids_are_checked, |store| {
    let app = shipped_app(store).await;
    let t = token_for(&app, "oFavTwo").await;
    let b = save(&app, &t, "hotel", "scenic-hz-xihu").await;
    assert_eq!(
        (b["code"].as_i64(), b["data"]["field"].as_str()),
        (Some(40000), Some("kind")),
        "{b}"
    );
    let b = save(&app, &t, "place", "no-such-place").await;
    assert_eq!(b["code"], 40400, "{b}");
    // A place id is not a dish.
    assert_eq!(
        save(&app, &t, "dish", "scenic-hz-xihu").await["code"],
        40400
    );
    let b = get_with(&app, &format!("{LIST}?kind=shop"), Some(&t)).await;
    assert_eq!(
        (b["code"].as_i64(), b["data"]["field"].as_str()),
        (Some(40000), Some("kind")),
        "{b}"
    );
    // Every kind, a person's trail among the lines.
    for (kind, id) in [
        ("dish", "dish-330102-dongpo-rou"),
        ("line", "line-hz-classic-1d"),
        ("line", "trail-person-wu-changshuo"),
        ("person", "person-lu-xun"),
        ("topic", "topic-songyun"),
    ] {
        let b = save(&app, &t, kind, id).await;
        assert_eq!(b["code"], 0, "{kind}/{id}: {b}");
    }
    // No token: sign in first.
    assert_eq!(
        send(
            &app,
            reqwest::Method::PUT,
            &format!("{LIST}/place/scenic-hz-xihu"),
            None
        )
        .await["code"],
        40003
    );
    assert_eq!(get_with(&app, LIST, None).await["code"], 40003);
});

both_stores!(newest_first_by_kind_and_paged, |store| {
    let app = shipped_app(store).await;
    let t = token_for(&app, "oFavThree").await;
    let saved = [
        ("place", "scenic-hz-xihu"),
        ("person", "person-lu-xun"),
        ("dish", "dish-330102-dongpo-rou"),
        ("topic", "topic-songyun"),
        ("person", "person-wu-changshuo"),
    ];
    for (kind, id) in saved {
        assert_eq!(save(&app, &t, kind, id).await["code"], 0);
        // Distinct milliseconds, so "newest first" has one answer.
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    let all = get_with(&app, LIST, Some(&t)).await;
    let newest_first: Vec<String> = saved
        .iter()
        .rev()
        .map(|(_, id)| (*id).to_string())
        .collect();
    assert_eq!(ids(&all), newest_first);
    let kinds = &all["data"]["kinds"];
    assert_eq!(kinds[0], json!({"kind": "place", "count": 1}), "{kinds}");
    assert_eq!(kinds[3], json!({"kind": "person", "count": 2}), "{kinds}");
    assert_eq!(kinds[2]["count"], 0);

    let people = get_with(&app, &format!("{LIST}?kind=person"), Some(&t)).await;
    assert_eq!(ids(&people), ["person-wu-changshuo", "person-lu-xun"]);
    assert_eq!(people["data"]["total"], 2);

    let p1 = get_with(&app, &format!("{LIST}?page=1&size=2"), Some(&t)).await;
    let p3 = get_with(&app, &format!("{LIST}?page=3&size=2"), Some(&t)).await;
    assert_eq!(ids(&p1), newest_first[..2]);
    assert_eq!(ids(&p3), newest_first[4..]);
    assert_eq!(p3["data"]["total"], 5);

    let state = get_with(
        &app,
        &format!("{LIST}/state?kind=person&ids=person-lu-xun,person-nobody,scenic-hz-xihu"),
        Some(&t),
    )
    .await;
    assert_eq!(state["data"]["saved"], json!(["person-lu-xun"]), "{state}");
});

both_stores!(another_visitor_never_sees_nor_removes_them, |store| {
    let app = shipped_app(store).await;
    let first = token_for(&app, "oFavMine").await;
    let second = token_for(&app, "oFavOther").await;
    assert_eq!(
        save(&app, &first, "place", "scenic-hz-xihu").await["code"],
        0
    );

    let theirs = get_with(&app, LIST, Some(&second)).await;
    assert_eq!(theirs["data"]["total"], 0, "{theirs}");
    let state = get_with(
        &app,
        &format!("{LIST}/state?kind=place&ids=scenic-hz-xihu"),
        Some(&second),
    )
    .await;
    assert_eq!(state["data"]["saved"], json!([]));
    assert_eq!(
        remove(&app, &second, "place", "scenic-hz-xihu").await["code"],
        0
    );

    let mine = get_with(&app, LIST, Some(&first)).await;
    assert_eq!(ids(&mine), ["scenic-hz-xihu"]);
});

both_stores!(withdrawn_things_stay_listed_and_removable, |store| {
    let app = shipped_app(store).await;
    let t = token_for(&app, "oFavGone").await;
    let uid = get_with(&app, "/ver3/api/v3/http/getUserInfo", Some(&t)).await["data"]["uid"]
        .as_str()
        .expect("uid")
        .to_string();
    // As if the content had dropped a place the visitor saved.
    youzhe_core::with_db!(&app.db, pool => sqlx::query(
        "INSERT INTO favourites (user_id, kind, item_id, at_ms) VALUES ($1, 'place', 'scenic-gone', 1)")
        .bind(&uid).execute(pool).await.map(|_| ()))
    .expect("insert");
    let list = get_with(&app, LIST, Some(&t)).await;
    let item = &list["data"]["list"][0];
    assert_eq!(
        (item["id"].as_str(), item["gone"].as_bool()),
        (Some("scenic-gone"), Some(true)),
        "{list}"
    );
    assert!(item["page"].is_null());
    assert_eq!(remove(&app, &t, "place", "scenic-gone").await["code"], 0);
    assert_eq!(get_with(&app, LIST, Some(&t)).await["data"]["total"], 0);
});

both_stores!(at_most_a_thousand_each, |store| {
    let app = shipped_app(store).await;
    let t = token_for(&app, "oFavFull").await;
    let uid = get_with(&app, "/ver3/api/v3/http/getUserInfo", Some(&t)).await["data"]["uid"]
        .as_str()
        .expect("uid")
        .to_string();
    youzhe_core::with_db!(&app.db, pool => {
        for i in 0..1000 {
            sqlx::query("INSERT INTO favourites (user_id, kind, item_id, at_ms) VALUES ($1, 'dish', $2, $3)")
                .bind(&uid).bind(format!("old-{i}")).bind(i64::from(i)).execute(pool).await.expect("insert");
        }
    });
    let b = save(&app, &t, "place", "scenic-hz-xihu").await;
    assert_eq!(b["code"], 40900, "{b}");
    assert!(b["msg"].as_str().is_some_and(|m| m.contains("1000")), "{b}");
    assert_eq!(get_with(&app, LIST, Some(&t)).await["data"]["total"], 1000);
    // Room again after one is removed.
    assert_eq!(remove(&app, &t, "dish", "old-0").await["code"], 0);
    assert_eq!(save(&app, &t, "place", "scenic-hz-xihu").await["code"], 0);
});

both_stores!(one_visitor_saving_too_often_is_slowed_down, |store| {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    let app = spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", &dir),
            ("YOUZHE_RATE_FAVOURITES", "2/60"),
        ],
    )
    .await;
    let t = token_for(&app, "oFavBusy").await;
    assert_eq!(save(&app, &t, "place", "scenic-hz-xihu").await["code"], 0);
    assert_eq!(remove(&app, &t, "place", "scenic-hz-xihu").await["code"], 0);
    let res = app
        .client
        .put(app.url(&format!("{LIST}/place/scenic-hz-xihu")))
        .header("Authorization", format!("Bearer {t}"))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 429);
    // Reading the list is not limited.
    assert_eq!(get_with(&app, LIST, Some(&t)).await["code"], 0);
});
