//! Operators' photos of a place, end to end: uploaded from the console (kept at responsive
//! sizes), alt text required in the draft, published — and then the place answers its
//! photos only, no drawn view; a visitor's published review photo promoted into the album by
//! an editor of the place's region (copied, credited, audited), refused by role and region.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;
use youzhe_media::fixtures;
use youzhe_operators::Role;

use super::{fetch, form, image_size, upload};
use crate::{
    both_stores,
    helpers::{TestApp, call as visitor_call, ok_data, spawn_app_with},
    identity::token_for,
    operators::{SHANGCHENG, Session, XIHU, add, code, get, sign_in, write},
};

const PLACE: &str = "scenic-hz-xihu";
const DETAIL: &str = "/ver3/api/poi/v1/details?id=scenic-hz-xihu";

async fn app(store: youzhe_core::testing::Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[("YOUZHE_CONTENT_DIR", &dir), ("YOUZHE_RATE_REVIEWS", "off")],
    )
    .await
}

/// The console's upload with the session and its CSRF token; the answer's refs.
async fn console_upload(app: &TestApp, s: &Session, files: &[(&str, &[u8])]) -> Vec<Value> {
    let parts: Vec<(&str, &str, &[u8])> = files.iter().map(|(n, b)| ("file", *n, *b)).collect();
    let (ct, body) = form(&parts);
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
    ok_data(&body).as_array().expect("refs").clone()
}

async fn published(app: &TestApp, s: &Session) -> Value {
    let r = get(app, s, &format!("/content/places/{PLACE}")).await;
    assert_eq!(code(&r), 0, "{r}");
    r["data"]["published"].clone()
}

async fn post(app: &TestApp, s: &Session, rest: &str, body: Value) -> Value {
    write(
        app,
        s,
        Method::POST,
        &format!("/content/places/{PLACE}/{rest}"),
        body,
    )
    .await
}

async fn photos(app: &TestApp) -> Vec<Value> {
    let d = app.get_json(DETAIL).await;
    ok_data(&d)["photos"].as_array().expect("photos").clone()
}

async fn audit_rows(app: &TestApp, action: &str) -> Vec<(String, String)> {
    with_db!(&app.db, pool => sqlx::query_as(
        "SELECT actor, target_id FROM audit_log WHERE action = $1 ORDER BY id")
        .bind(action).fetch_all(pool).await)
    .expect("audit")
}

both_stores!(
    a_place_with_uploaded_photos_shows_them_and_no_drawn_view,
    |store| {
        let app = app(store).await;
        add(&app, "city-hz", Role::CityEditor, None).await;
        let city = sign_in(&app, "city-hz").await;
        // Before: four drawn views, each marked.
        let before = photos(&app).await;
        assert_eq!(before.len(), 4);
        assert!(before.iter().all(|p| p["illustrative"] == true));

        let a = fixtures::jpeg_with_gps(1600, 1000);
        let b = fixtures::jpeg(900, 600);
        let refs = console_upload(&app, &city, &[("a.jpg", &a), ("b.jpg", &b)]).await;
        assert_eq!(refs.len(), 2);
        let item = |r: &Value, caption: &str| json!({"url": r["url"], "width": r["width"], "height": r["height"], "caption": caption});

        // Alt text is required: the draft is refused naming the photo's caption, nothing kept.
        let mut body = published(&app, &city).await;
        body["media"] = json!([item(&refs[1], "断桥"), item(&refs[0], " ")]);
        let r = write(
            &app,
            &city,
            Method::PUT,
            &format!("/content/places/{PLACE}/draft"),
            json!({ "body": body }),
        )
        .await;
        assert_eq!(code(&r), 40000, "{r}");
        assert_eq!(r["data"]["field"], "body.media[1].caption", "{r}");

        // With it, the city editor publishes; the second photo chosen as the cover is first.
        body["media"] = json!([item(&refs[1], "断桥残雪"), item(&refs[0], "苏堤春晓")]);
        let r = write(
            &app,
            &city,
            Method::PUT,
            &format!("/content/places/{PLACE}/draft"),
            json!({ "body": body }),
        )
        .await;
        assert_eq!(code(&r), 0, "{r}");
        let v = r["data"]["version"].as_i64().expect("version");
        let r = post(&app, &city, "publish", json!({ "version": v })).await;
        assert_eq!(code(&r), 0, "{r}");

        let after = photos(&app).await;
        assert_eq!(after.len(), 2, "only the photos: {after:?}");
        assert!(after.iter().all(|p| p["illustrative"] == false));
        assert!(
            !after
                .iter()
                .any(|p| p["url"].as_str().unwrap().contains("/media/cover/"))
        );
        assert_eq!(after[0]["url"], refs[1]["url"]);
        assert_eq!(after[0]["caption"], "断桥残雪");
        let d = app.get_json(DETAIL).await;
        assert_eq!(ok_data(&d)["cover"], refs[1]["url"]);
        // The list card shows the new cover too.
        let list = app
            .get_json("/ver3/api/v3/places?kind=scenic&cityId=1201&size=50")
            .await;
        let card = ok_data(&list)["list"]
            .as_array()
            .expect("list")
            .iter()
            .find(|c| c["id"] == PLACE)
            .cloned()
            .expect("West Lake in the list");
        assert_eq!(card["cover"], refs[1]["url"]);

        // Its sizes are served: 320 and 640 of the 900 px photo, 1280 is the photo itself.
        let url = refs[1]["url"].as_str().expect("url");
        for (w, want) in [(320, (320, 213)), (640, (640, 426)), (1280, (900, 600))] {
            let res = fetch(&app, &format!("{url}/w/{w}")).await;
            assert_eq!(res.status(), 200);
            let bytes = res.bytes().await.expect("bytes");
            assert!(!fixtures::has_exif(&bytes));
            assert_eq!(image_size(&bytes), want, "width {w}");
        }
    }
);

/// A visitor's published review of West Lake with one photo they uploaded: (review id,
/// media id).
async fn review_with_photo(app: &TestApp, openid: &str) -> (i64, String) {
    let t = token_for(app, openid).await;
    let photo = fixtures::jpeg(800, 600);
    let (status, body) = upload(app, Some(&t), &[("lake.jpg", &photo)]).await;
    assert_eq!(status, 200, "{body}");
    let media = ok_data(&body)[0]["id"].as_str().expect("id").to_string();
    let b = visitor_call(
        app,
        Method::POST,
        "/ver3/api/v3/reviews",
        Some(&t),
        Some(
            json!({"targetKind": "place", "targetId": PLACE, "rating": 5,
            "text": "湖边的早晨很安静", "mediaIds": [media]}),
        ),
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    assert_eq!(b["data"]["status"], "published", "{b}");
    (b["data"]["id"].as_i64().expect("id"), media)
}

both_stores!(
    an_editor_of_the_region_promotes_a_review_photo_into_the_album,
    |store| {
        let app = app(store).await;
        add(&app, "mod", Role::Moderator, None).await;
        add(&app, "ed-sc", Role::CountyEditor, Some(SHANGCHENG)).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        add(&app, "city-hz", Role::CityEditor, None).await;
        let moderator = sign_in(&app, "mod").await;
        let other = sign_in(&app, "ed-sc").await;
        let editor = sign_in(&app, "ed-xihu").await;
        let city = sign_in(&app, "city-hz").await;
        let (review, media) = review_with_photo(&app, "oAlbumVisitor").await;
        let req = json!({"reviewId": review, "mediaId": media});
        let media_rows = youzhe_media::rows::count(&app.db).await.unwrap();

        // Refused by role and by region, with nothing copied or audited.
        for s in [&moderator, &other] {
            let r = post(&app, s, "album", req.clone()).await;
            assert_eq!(code(&r), 40300, "{r}");
        }
        // Not this review's photo, not this place's review, not a review at all.
        for (bad, field) in [
            (
                json!({"reviewId": review, "mediaId": "00000000-0000-4000-8000-000000000000"}),
                "mediaId",
            ),
            (
                json!({"reviewId": review + 1000, "mediaId": media}),
                "reviewId",
            ),
        ] {
            let r = post(&app, &editor, "album", bad).await;
            assert_eq!(
                (code(&r), r["data"]["field"].as_str()),
                (40000, Some(field)),
                "{r}"
            );
        }
        assert_eq!(
            youzhe_media::rows::count(&app.db).await.unwrap(),
            media_rows
        );
        assert!(audit_rows(&app, "content.promote_photo").await.is_empty());

        // The editor of 西湖区 promotes it: a draft with the copy last, credited.
        let r = post(&app, &editor, "album", req.clone()).await;
        assert_eq!(code(&r), 0, "{r}");
        let body: Value = r["data"]["body"].clone();
        let item = body["media"]
            .as_array()
            .expect("media")
            .last()
            .cloned()
            .expect("item");
        assert!(
            item["credit"].as_str().unwrap().starts_with("游客 "),
            "{item}"
        );
        assert!(item["credit"].as_str().unwrap().ends_with(" 摄"), "{item}");
        assert_eq!(item["caption"], "游客拍摄的西湖风景名胜区");
        let copy_url = item["url"].as_str().expect("url").to_string();
        assert_ne!(
            copy_url,
            youzhe_media::url_of(&media),
            "a copy, not the visitor's"
        );
        assert_eq!(fetch(&app, &copy_url).await.status(), 200);
        assert_eq!(
            youzhe_media::rows::count(&app.db).await.unwrap(),
            media_rows + 1
        );
        assert_eq!(
            audit_rows(&app, "content.promote_photo").await,
            vec![("ed-xihu".to_string(), PLACE.to_string())]
        );
        // Twice is refused.
        let again = post(&app, &editor, "album", req.clone()).await;
        assert_eq!(
            (code(&again), again["data"]["field"].as_str()),
            (40000, Some("mediaId")),
            "{again}"
        );

        // Submitted and published, the album shows it with its credit (and no drawing).
        let v = r["data"]["version"].as_i64().expect("version");
        let s = post(&app, &editor, "submit", json!({ "version": v })).await;
        assert_eq!(code(&s), 0, "{s}");
        let p = post(&app, &city, "publish", json!({ "version": v })).await;
        assert_eq!(code(&p), 0, "{p}");
        let album = photos(&app).await;
        assert_eq!(album.len(), 1, "{album:?}");
        assert_eq!(album[0]["url"], copy_url.as_str());
        assert_eq!(album[0]["credit"], item["credit"]);
        assert_eq!(album[0]["illustrative"], false);
    }
);
