//! The rankings area (docs/RANKINGS.md) through the real server with the shipped Zhejiang
//! content: `GET /v3/homepage/rankList` in the rank list's own shape, on both stores.

use serde_json::Value;

use crate::{both_stores, helpers::*};

const PATH: &str = "/v3/homepage/rankList";

/// The answer's status and body.
async fn get(app: &TestApp, query: &str) -> (u16, Value) {
    let res = app
        .client
        .get(app.url(&format!("{PATH}{query}")))
        .send()
        .await
        .unwrap();
    (res.status().as_u16(), res.json().await.unwrap())
}

fn result(body: &Value) -> &Value {
    assert_eq!(body["status"]["code"], 200, "{body}");
    assert_eq!(body["status"]["message"], "ok");
    assert!(body.get("code").is_none(), "not the envelope: {body}");
    &body["result"]
}

fn lists(body: &Value) -> &Vec<Value> {
    result(body)["lists"].as_array().unwrap()
}

both_stores!(every_list_with_evidence_and_place_cards, |store| {
    let app = shipped_app(store).await;
    let (status, body) = get(&app, "").await;
    assert_eq!(status, 200);
    let all = lists(&body);
    assert_eq!(all.len(), 12);
    let first = &all[0];
    assert_eq!(first["id"], "rank-must-eat");
    assert_eq!(first["title"], "浙江必吃榜");
    assert_eq!(first["kind"], "restaurant");
    assert_eq!(first["city_name"], "浙江省");
    for l in all {
        let e = &l["evidence"];
        assert!(e["basis"].as_str().unwrap().contains("编辑"), "{l}");
        assert_eq!(e["updated_at"], "2026-11-29");
        assert_eq!(e["paid_placement"], false);
        let items = l["items"].as_array().unwrap();
        assert_eq!(items.len() as u64, l["total"].as_u64().unwrap());
        assert_eq!(items[0]["rank"], 1);
        let place = &items[0]["place"];
        assert!(
            place["page"].as_str().unwrap().starts_with("pages/"),
            "{place}"
        );
        assert!(
            place["cover"]
                .as_str()
                .unwrap()
                .starts_with("/ver3/api/v3/media/cover/")
        );
    }
    let cities = result(&body)["cities"].as_array().unwrap();
    assert_eq!(cities.len(), 11, "every city has a list");
    let kinds = result(&body)["kinds"].as_array().unwrap();
    let counted: u64 = kinds.iter().map(|k| k["lists"].as_u64().unwrap()).sum();
    assert_eq!(counted, 12);
    app.stop().await;
});

both_stores!(filters_by_city_kind_and_id, |store| {
    let app = shipped_app(store).await;
    let (_, body) = get(&app, "?cityId=1245").await;
    let zs = lists(&body);
    assert!(!zs.is_empty());
    for l in zs {
        let items = l["items"].as_array().unwrap();
        assert!(!items.is_empty());
        assert!(items.iter().all(|i| i["place"]["city_id"] == 1245), "{l}");
        assert!(items.len() as u64 <= l["total"].as_u64().unwrap());
    }
    let (_, body) = get(&app, "?kind=food&cityId=1201").await;
    let food = lists(&body);
    assert!(!food.is_empty());
    assert!(food.iter().all(|l| l["kind"] == "food"));
    // The chips under a kind still offer every kind of that city.
    assert!(result(&body)["kinds"].as_array().unwrap().len() > 1);
    let (_, body) = get(&app, "?id=rank-museums").await;
    let one = lists(&body);
    assert_eq!(one.len(), 1);
    assert_eq!(one[0]["title"], "博物馆榜");
    // A blank kind or id is absent (a number, as everywhere, must be one).
    let (_, body) = get(&app, "?kind=&id=").await;
    assert_eq!(lists(&body).len(), 12);
    // An unknown city has no lists, not an error.
    let (status, body) = get(&app, "?cityId=9999").await;
    assert_eq!(status, 200);
    assert!(lists(&body).is_empty());
    app.stop().await;
});

both_stores!(refusals_keep_the_rank_list_shape, |store| {
    let app = shipped_app(store).await;
    for (query, status, word) in [
        ("?cityId=hangzhou", 400, "cityId"),
        ("?cityId=-1", 400, "cityId"),
        ("?kind=museum", 400, "kind"),
        ("?id=rank-none", 404, "榜单不存在"),
    ] {
        let (got, body) = get(&app, query).await;
        assert_eq!(got, status, "{query}: {body}");
        assert_eq!(body["status"]["code"], status, "{query}");
        assert!(body["result"].is_null(), "{query}");
        let message = body["status"]["message"].as_str().unwrap();
        assert!(message.contains(word), "{query}: {message}");
        assert!(body.get("code").is_none(), "{query}: not the envelope");
    }
    app.stop().await;
});

both_stores!(no_token_needed_and_an_etag_with_304, |store| {
    let app = shipped_app(store).await;
    let path = format!("{PATH}?cityId=1201");
    let res = app
        .client
        .get(app.url(&path))
        .header("authorization", "Bearer not-a-token")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "application/json");
    assert_eq!(
        res.headers()["cache-control"],
        "public, max-age=60, stale-while-revalidate=300"
    );
    let etag = res.headers()["etag"].to_str().unwrap().to_string();
    let first: Value = res.json().await.unwrap();
    let again = app
        .client
        .get(app.url(&path))
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);
    assert_eq!(again.headers()["etag"].to_str().unwrap(), etag);
    let stale = app
        .client
        .get(app.url(&path))
        .header("if-none-match", "\"old\"")
        .send()
        .await
        .unwrap();
    assert_eq!(stale.status(), 200);
    let kept: Value = stale.json().await.unwrap();
    assert_eq!(first, kept);
    app.stop().await;
});
