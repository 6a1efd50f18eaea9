//! Operators' photos on the records that are not places — a dish, a tour line, a famous
//! person, a topic: uploaded from the console, saved in a draft with alt text and a cover
//! crop, published, and then the visitor's answer shows them (the dish's drawn views gone);
//! a bad photo entry is refused naming its field, and the visitor's answer stays as it was.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_media::fixtures;
use youzhe_operators::Role;

use super::form;
use crate::{
    both_stores,
    helpers::{TestApp, ok_data, spawn_app_with},
    operators::{Session, add, code, get, sign_in, write},
};

/// A record of each kind from the shipped content, with its visitor detail and list.
struct Case {
    entity: &'static str,
    id: &'static str,
    detail: &'static str,
    list: &'static str,
}

const CASES: [Case; 4] = [
    Case {
        entity: "dishes",
        id: "dish-330102-dongpo-rou",
        detail: "/ver3/api/v3/dishes/detail?id=dish-330102-dongpo-rou",
        list: "/ver3/api/poi/v1/cateRecommend?countyCode=330102&size=50",
    },
    Case {
        entity: "lines",
        id: "line-hz-classic-1d",
        detail: "/ver3/api/v3/lines/detail?id=line-hz-classic-1d",
        list: "/ver3/api/v3/lines/list?size=50",
    },
    Case {
        entity: "famous_people",
        id: "person-lu-xun",
        detail: "/ver3/api/v3/famous/person?id=person-lu-xun",
        list: "/ver3/api/v3/famous/people?size=50",
    },
    Case {
        entity: "topics",
        id: "topic-songyun",
        detail: "/ver3/api/v3/topic/template?id=topic-songyun",
        list: "/ver3/api/v3/topic/data/list?size=50",
    },
];

async fn app(store: youzhe_core::testing::Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(store, &[("YOUZHE_CONTENT_DIR", &dir)]).await
}

async fn console_upload(app: &TestApp, s: &Session, name: &str, bytes: &[u8]) -> Value {
    let (ct, body) = form(&[("file", name, bytes)]);
    let res = app
        .client
        .post(app.url(youzhe_media::OPERATOR_UPLOAD_PATH))
        .header("Content-Type", ct)
        .header("cookie", &s.cookie)
        .header("x-csrf-token", &s.csrf)
        .body(body)
        .send()
        .await
        .expect("upload");
    let body: Value = res.json().await.expect("json");
    ok_data(&body)[0].clone()
}

async fn published(app: &TestApp, s: &Session, c: &Case) -> Value {
    let r = get(app, s, &format!("/content/{}/{}", c.entity, c.id)).await;
    assert_eq!(code(&r), 0, "{r}");
    r["data"]["published"].clone()
}

async fn save(app: &TestApp, s: &Session, c: &Case, body: &Value) -> Value {
    let path = format!("/content/{}/{}/draft", c.entity, c.id);
    write(app, s, Method::PUT, &path, json!({ "body": body })).await
}

/// The list item of the record in the visitor's list.
async fn card(app: &TestApp, c: &Case) -> Value {
    let r = app.get_json(c.list).await;
    let data = ok_data(&r);
    let items = data["list"]
        .as_array()
        .or_else(|| data["items"].as_array())
        .or_else(|| data.as_array())
        .unwrap_or_else(|| panic!("a list in {r}"));
    items
        .iter()
        .find(|x| x["id"] == c.id)
        .unwrap_or_else(|| panic!("{} in {}", c.id, c.list))
        .clone()
}

both_stores!(
    a_dish_line_person_and_topic_with_photos_show_them_to_visitors,
    |store| {
        let app = app(store).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        let s = sign_in(&app, "boss").await;

        // Before: the dish shows its four drawn views, each marked; the others no photo.
        let d = app.get_json(CASES[0].detail).await;
        let before = ok_data(&d)["photos"].as_array().expect("photos").clone();
        assert_eq!(before.len(), 4);
        assert!(before.iter().all(|p| p["illustrative"] == true));
        for c in &CASES[1..] {
            let r = app.get_json(c.detail).await;
            assert_eq!(ok_data(&r)["photos"], json!([]), "{}", c.id);
        }

        for (n, c) in CASES.iter().enumerate() {
            let jpeg = fixtures::jpeg(1600 + n as u32 * 10, 1000);
            let r = console_upload(&app, &s, &format!("{}.jpg", c.id), &jpeg).await;
            let url = r["url"].as_str().expect("url").to_string();
            let mut body = published(&app, &s, c).await;
            body["media"] = json!([{
                "url": url, "width": r["width"], "height": r["height"],
                "caption": format!("{} 的照片", c.id),
                "crop": {"x": 0.1, "y": 0.2, "w": 0.8, "h": 0.8}
            }]);
            let r = save(&app, &s, c, &body).await;
            assert_eq!(code(&r), 0, "{}: {r}", c.id);
            let v = r["data"]["version"].as_i64().expect("version");
            let path = format!("/content/{}/{}/publish", c.entity, c.id);
            let r = write(&app, &s, Method::POST, &path, json!({ "version": v })).await;
            assert_eq!(code(&r), 0, "{}: {r}", c.id);

            let r = app.get_json(c.detail).await;
            let data = ok_data(&r);
            let photos = data["photos"].as_array().expect("photos");
            assert_eq!(
                photos.len(),
                1,
                "{}: only the photo, no drawing: {photos:?}",
                c.id
            );
            assert_eq!(photos[0]["url"], url.as_str());
            assert_eq!(photos[0]["illustrative"], false);
            assert_eq!(photos[0]["caption"], format!("{} 的照片", c.id));
            assert_eq!(
                photos[0]["crop"],
                json!({"x": 0.1, "y": 0.2, "w": 0.8, "h": 0.8})
            );
            assert_eq!(data["cover"], url.as_str(), "{}: the detail's cover", c.id);
            let card = card(&app, c).await;
            assert_eq!(card["cover"], url.as_str(), "{}: the card", c.id);
            // The card carries the cover's crop, so the list shows the detail's part of it.
            assert_eq!(
                card["crop"],
                json!({"x": 0.1, "y": 0.2, "w": 0.8, "h": 0.8}),
                "{}: the card's crop",
                c.id
            );
        }
    }
);

both_stores!(
    a_bad_photo_entry_is_refused_naming_its_field_and_changes_nothing,
    |store| {
        let app = app(store).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        let s = sign_in(&app, "boss").await;
        let r = console_upload(&app, &s, "a.jpg", &fixtures::jpeg(800, 500)).await;
        let good = json!({"url": r["url"], "width": 800, "height": 500, "caption": "照片"});

        for c in &CASES {
            let before = app.get_json(c.detail).await;
            let body = published(&app, &s, c).await;
            let bad = [
                (
                    json!([good, {"url": r["url"], "caption": " "}]),
                    "body.media[1].caption",
                ),
                (
                    json!([{"url": "javascript:alert(1)", "caption": "x"}]),
                    "body.media[0].url",
                ),
                (json!(["a.jpg"]), "body.media[0]"),
                (
                    json!([{"url": r["url"], "caption": "x", "crop": {"x": 1.2, "y": 0, "w": 0.5, "h": 0.5}}]),
                    "body.media[0].crop.x",
                ),
                (
                    json!([{"url": r["url"], "caption": "x", "crop": {"x": 0.6, "y": 0, "w": 0.5, "h": 0.5}}]),
                    "body.media[0].crop.w",
                ),
            ];
            for (media, field) in bad {
                let mut body = body.clone();
                body["media"] = media;
                let r = save(&app, &s, c, &body).await;
                assert_eq!(code(&r), 40000, "{}: {r}", c.id);
                assert_eq!(r["data"]["field"], field, "{}: {r}", c.id);
            }
            // Nothing was kept: no draft, and visitors see the record as before.
            let item = get(&app, &s, &format!("/content/{}/{}", c.entity, c.id)).await;
            assert!(
                item["data"]["latest"].is_null() || item["data"]["latest"]["state"] == "published",
                "{}: {item}",
                c.id
            );
            assert_eq!(app.get_json(c.detail).await, before, "{}", c.id);
        }
    }
);
