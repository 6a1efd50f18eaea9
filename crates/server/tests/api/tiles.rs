//! The map tile proxy (docs/MAP.md): a tile is fetched from the provider once and then served
//! from the media store; bad tiles are refused naming the field without asking the provider;
//! what the provider answers that is not a tile is refused and never kept; without a provider
//! the app is told so and the tiles answer the documented "not configured".

mod fake;

use reqwest::{StatusCode, header};
use serde_json::Value;

use self::fake::{FakeTiles, png_of};
use crate::{
    both_stores,
    helpers::{TestApp, ok_data, spawn_app_with},
};

const CONFIG: &str = "/ver3/api/v3/tiles/config";
/// Leifeng Pagoda's tile at zoom 15 (xyz.rs tests where it lies).
const WEST_LAKE: (u32, u32, u32) = (15, 27320, 13494);

async fn app_with(fake: &FakeTiles, style: &str, extra: &[(&str, &str)]) -> TestApp {
    let settings = fake.settings(style, "wgs84");
    let mut all: Vec<(&str, &str)> = settings.iter().map(|(k, v)| (*k, v.as_str())).collect();
    all.extend_from_slice(extra);
    spawn_app_with(crate::helpers::Store::Sqlite, &all).await
}

async fn get_tile(app: &TestApp, (z, x, y): (u32, u32, u32)) -> reqwest::Response {
    get_path(app, &format!("/ver3/api/v3/tiles/{z}/{x}/{y}")).await
}

async fn get_path(app: &TestApp, path: &str) -> reqwest::Response {
    app.client.get(app.url(path)).send().await.unwrap()
}

/// A refusal: its HTTP status and the envelope's code (and field, if any).
async fn refusal(res: reqwest::Response) -> (StatusCode, i64, Option<String>) {
    let status = res.status();
    let body: Value = res.json().await.unwrap();
    assert!(
        body["msg"].as_str().is_some_and(|m| !m.is_empty()),
        "{body}"
    );
    (
        status,
        body["code"].as_i64().unwrap(),
        body["data"]["field"].as_str().map(String::from),
    )
}

both_stores!(a_tile_is_fetched_once_then_kept, |store| {
    let fake = FakeTiles::start().await;
    let settings = fake.settings("png", "wgs84");
    let settings: Vec<(&str, &str)> = settings.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let app = spawn_app_with(store, &settings).await;

    let body = app.get_json(CONFIG).await;
    let d = ok_data(&body);
    assert_eq!(d["enabled"], true);
    assert_eq!(d["crs"], "wgs84");
    assert_eq!(d["attribution"], "测试底图 GS(2024)0000号");
    assert_eq!(d["max_zoom"], 18);
    assert_eq!(d["url"], "/ver3/api/v3/tiles/{z}/{x}/{y}");
    // The key stays on the server.
    assert!(!body.to_string().contains("operator-key"));

    let res = get_tile(&app, WEST_LAKE).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()[header::CONTENT_TYPE], "image/png");
    assert_eq!(
        res.headers()[header::CACHE_CONTROL],
        "public, max-age=2592000"
    );
    let etag = res.headers()[header::ETAG].clone();
    assert_eq!(res.bytes().await.unwrap(), png_of(15, 27320, 13494));
    assert_eq!(fake.hits(), 1);
    assert_eq!(fake.keys(), ["operator-key"]);

    // Again: from the media store, the provider not asked.
    let res = get_tile(&app, WEST_LAKE).await;
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()[header::ETAG], etag);
    assert_eq!(res.bytes().await.unwrap(), png_of(15, 27320, 13494));
    assert_eq!(fake.hits(), 1);

    // A browser that has it already gets 304 and no bytes.
    let res = app
        .client
        .get(app.url("/ver3/api/v3/tiles/15/27320/13494"))
        .header(header::IF_NONE_MATCH, etag)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_MODIFIED);
    assert!(res.bytes().await.unwrap().is_empty());

    // The neighbour is a tile of its own.
    let res = get_tile(&app, (15, 27321, 13494)).await;
    assert_eq!(res.bytes().await.unwrap(), png_of(15, 27321, 13494));
    assert_eq!(fake.hits(), 2);
    app.stop().await;
});

#[tokio::test]
async fn bad_tiles_are_refused_naming_the_field_without_asking_the_provider() {
    let fake = FakeTiles::start().await;
    let app = app_with(&fake, "png", &[("YOUZHE_TILES_MAX_ZOOM", "17")]).await;
    for (path, field) in [
        ("18/0/0", "z"), // deeper than the provider draws
        ("-1/0/0", "z"),
        ("z/0/0", "z"),
        ("2/4/1", "x"), // only 4 columns at zoom 2
        ("2/1.5/1", "x"),
        ("2/1/4", "y"),
        ("2/1/abc", "y"),
    ] {
        let got = refusal(get_path(&app, &format!("/ver3/api/v3/tiles/{path}")).await).await;
        assert_eq!(
            got,
            (StatusCode::BAD_REQUEST, 40000, Some(field.to_string())),
            "{path}"
        );
    }
    // A real tile, but of Beijing: outside the region served, so the key is not spent on it.
    let got = refusal(get_tile(&app, (12, 3372, 1552)).await).await;
    assert_eq!((got.0, got.1), (StatusCode::NOT_FOUND, 40400));
    assert_eq!(fake.hits(), 0);
    app.stop().await;
}

#[tokio::test]
async fn without_a_provider_the_app_is_told_and_tiles_are_not_configured() {
    let app = spawn_app_with(crate::helpers::Store::Sqlite, &[]).await;
    let body = app.get_json(CONFIG).await;
    let d = ok_data(&body);
    assert_eq!(d["enabled"], false);
    assert_eq!(d["crs"], Value::Null);
    let got = refusal(get_tile(&app, WEST_LAKE).await).await;
    assert_eq!((got.0, got.1), (StatusCode::NOT_FOUND, 50300));
    app.stop().await;
}

#[tokio::test]
async fn what_is_not_a_tile_is_refused_and_never_kept() {
    let fake = FakeTiles::start().await;
    for (n, style) in ["html", "lie", "big"].into_iter().enumerate() {
        let app = app_with(&fake, style, &[]).await;
        for attempt in 1..=2 {
            let got = refusal(get_tile(&app, WEST_LAKE).await).await;
            assert_eq!((got.0, got.1), (StatusCode::BAD_GATEWAY, 50200), "{style}");
            // Nothing was kept: the second asks the provider again.
            assert_eq!(fake.hits(), n * 2 + attempt, "{style}");
        }
        app.stop().await;
    }
}

#[tokio::test]
async fn tiles_are_rate_limited_per_address() {
    let fake = FakeTiles::start().await;
    let app = app_with(&fake, "png", &[("YOUZHE_RATE_TILES", "2/60")]).await;
    assert_eq!(get_tile(&app, WEST_LAKE).await.status(), StatusCode::OK);
    assert_eq!(get_tile(&app, WEST_LAKE).await.status(), StatusCode::OK);
    let res = get_tile(&app, WEST_LAKE).await;
    assert_eq!(res.status(), StatusCode::TOO_MANY_REQUESTS);
    assert!(res.headers().contains_key(header::RETRY_AFTER));
    app.stop().await;
}
