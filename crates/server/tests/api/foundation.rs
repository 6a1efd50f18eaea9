//! The server foundation as a visitor's browser and a client see it: the app shell in
//! history mode, immutable assets, JSON errors for every class of bad input, headers.

use serde_json::json;
use youzhe_pageviews::store;

use youzhe_core::testing::Store;

use crate::{
    both_stores,
    helpers::{spawn_app, spawn_app_with},
};

/// A real hashed asset from the built web app (`make test` builds it first): the largest
/// script, so it is well above the size under which assets are sent uncompressed.
fn some_asset() -> String {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../web/dist/static");
    let mut stack = vec![std::path::PathBuf::from(dir)];
    let mut largest: Option<(u64, std::path::PathBuf)> = None;
    while let Some(d) = stack.pop() {
        let entries = std::fs::read_dir(&d)
            .unwrap_or_else(|_| panic!("{dir} is missing: build the web app first (make web)"));
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "js") {
                let len = e.metadata().map(|m| m.len()).unwrap_or(0);
                if largest.as_ref().is_none_or(|(l, _)| len > *l) {
                    largest = Some((len, p));
                }
            }
        }
    }
    let (_, p) = largest.unwrap_or_else(|| panic!("no JavaScript asset in {dir}"));
    p.strip_prefix(dir).unwrap().to_string_lossy().into_owned()
}

both_stores!(serves_the_app_in_history_mode, |store| {
    let app = spawn_app(store).await;
    let r = app.client.get(app.url("/")).send().await.unwrap();
    assert!(r.status().is_redirection());
    assert_eq!(r.headers()["location"], "/ver3/");

    for path in [
        "/ver3/",
        "/ver3/pages/hotel/index",
        "/ver3/pages/tour/nearby?lat=30.1&lng=120.2",
    ] {
        let r = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
        assert!(
            r.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("text/html")
        );
        assert_eq!(r.headers()["cache-control"], "no-cache");
        let html = r.text().await.unwrap();
        assert!(
            html.contains("id=\"youzhe-config\""),
            "runtime configuration is inlined"
        );
    }
    app.stop().await;
});

both_stores!(the_console_has_its_own_shell, |store| {
    let app = spawn_app(store).await;
    for path in [
        "/ver3/admin",
        "/ver3/admin/",
        "/ver3/admin/content/places/12?tab=versions",
    ] {
        let r = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
        assert_eq!(r.headers()["cache-control"], "no-cache");
        let html = r.text().await.unwrap();
        assert!(
            html.contains("id=\"console\""),
            "{path} answers the console"
        );
        assert!(
            !html.contains("id=\"root\""),
            "{path} is not the visitor's app"
        );
        assert!(html.contains("id=\"youzhe-config\""), "{path}");
    }
    // A visitor's page never names the console's script.
    let html = app
        .client
        .get(app.url("/ver3/administrator"))
        .send()
        .await
        .unwrap();
    let html = html.text().await.unwrap();
    assert!(html.contains("id=\"root\"") && !html.contains("admin-"));
    app.stop().await;
});

both_stores!(
    assets_are_immutable_compressed_and_never_the_shell,
    |store| {
        let app = spawn_app(store).await;
        let asset = some_asset();
        let r = app
            .client
            .get(app.url(&format!("/ver3/static/{asset}")))
            .header("accept-encoding", "br, gzip")
            .send()
            .await
            .unwrap();
        assert_eq!(r.status(), 200);
        assert_eq!(
            r.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        assert_eq!(r.headers()["content-encoding"], "br");
        assert!(
            r.headers()["content-type"]
                .to_str()
                .unwrap()
                .contains("javascript")
        );
        let etag = r.headers()["etag"].clone();
        let gz = app
            .client
            .get(app.url(&format!("/ver3/static/{asset}")))
            .header("accept-encoding", "gzip")
            .send()
            .await
            .unwrap();
        assert_eq!(gz.headers()["content-encoding"], "gzip");
        let again = app
            .client
            .get(app.url(&format!("/ver3/static/{asset}")))
            .header("if-none-match", etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), 304);

        let missing = app
            .client
            .get(app.url("/ver3/static/nope.js"))
            .send()
            .await
            .unwrap();
        assert_eq!(missing.status(), 404);
        assert!(
            missing.headers()["content-type"]
                .to_str()
                .unwrap()
                .starts_with("application/json")
        );
        app.stop().await;
    }
);

both_stores!(unknown_api_routes_are_json_404s, |store| {
    let app = spawn_app(store).await;
    for path in [
        "/ver3/api/nope",
        "/brand-api/nope/x",
        "/v3/homepage/nope",
        "/elsewhere",
    ] {
        let r = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 404, "{path}");
        let body: serde_json::Value = r.json().await.unwrap();
        assert_eq!(body["code"], 40400, "{path}");
        assert_eq!(body["extend"]["code"], 2000);
    }
    let r = app
        .client
        .delete(app.url("/brand-api/common/v1/page-views/add"))
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 405);
    let body: serde_json::Value = r.json().await.unwrap();
    assert_eq!(body["code"], 40500);
    assert_eq!(body["msg"], "请求方法不被允许");
    assert_eq!(body["extend"]["code"], 2000);
    app.stop().await;
});

both_stores!(health_and_readiness, |store| {
    let app = spawn_app(store).await;
    let h = app.get_json("/healthz").await;
    assert_eq!(h["data"]["status"], "ok");
    let r = app.get_json("/readyz").await;
    assert_eq!(
        r["data"]["database"],
        if store == crate::helpers::Store::Sqlite {
            "sqlite"
        } else {
            "postgres"
        }
    );
    app.stop().await;
});

both_stores!(every_response_carries_the_security_headers, |store| {
    let app = spawn_app(store).await;
    for path in ["/ver3/", "/healthz", "/ver3/api/nope"] {
        let r = app.client.get(app.url(path)).send().await.unwrap();
        let h = r.headers();
        let csp = h["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("script-src 'self'")
                && csp.contains("frame-ancestors 'self'")
                && csp.contains("object-src 'none'")
        );
        assert!(
            !csp.contains("script-src 'self' 'unsafe-inline'"),
            "no inline scripts"
        );
        assert_eq!(h["x-content-type-options"], "nosniff");
        assert_eq!(h["referrer-policy"], "strict-origin-when-cross-origin");
        assert!(h.contains_key("x-request-id"));
        assert!(
            !h.contains_key("access-control-allow-origin"),
            "no CORS by default"
        );
    }
    // A caller's request id is kept, so logs can be joined across services.
    let r = app
        .client
        .get(app.url("/healthz"))
        .header("x-request-id", "abc-123")
        .send()
        .await
        .unwrap();
    assert_eq!(r.headers()["x-request-id"], "abc-123");
    app.stop().await;
});

both_stores!(openapi_document_is_served, |store| {
    let app = spawn_app(store).await;
    let doc = app.get_json("/ver3/api/openapi.json").await;
    assert!(doc["openapi"].as_str().unwrap().starts_with("3.1"));
    assert!(doc["paths"]["/brand-api/common/v1/page-views/add"]["post"].is_object());
    app.stop().await;
});

// Each class of bad input is refused with an envelope naming the field, and nothing is
// written: the page-view count stays zero after a clean stop that flushes everything.
both_stores!(bad_input_is_refused_and_writes_nothing, |store| {
    let app = spawn_app(store).await;
    let url = app.url("/brand-api/common/v1/page-views/add");
    let send = |body: String, ct: &'static str| {
        app.client
            .post(&url)
            .header("content-type", ct)
            .body(body)
            .send()
    };

    let cases: Vec<(String, &str, &str)> = vec![
        ("{\"page_url\": ".into(), "application/json", "body"), // malformed JSON
        (
            json!({"page_url": 42}).to_string(),
            "application/json",
            "page_url",
        ), // wrong type
        (
            json!({"source": "wx"}).to_string(),
            "application/json",
            "page_url",
        ), // missing field
        (
            json!({"page_url": "/x", "admin": true}).to_string(),
            "application/json",
            "admin",
        ), // unknown field
        (
            json!({"page_url": "javascript:alert(1)"}).to_string(),
            "application/json",
            "page_url",
        ), // bad value
        (
            "page_url=/x".into(),
            "application/x-www-form-urlencoded",
            "body",
        ), // wrong content type
    ];
    for (body, ct, field) in cases {
        let r = send(body.clone(), ct).await.unwrap();
        assert_eq!(r.status(), 200, "{body}");
        let v: serde_json::Value = r.json().await.unwrap();
        assert_eq!(v["code"], 40000, "{body}");
        assert_eq!(v["data"]["field"], field, "{body}");
        assert!(
            v["msg"].as_str().unwrap().chars().any(|c| c > '\u{2E80}'),
            "a Chinese message: {v}"
        );
    }

    // Over the body limit (1 MiB by default): 413 with the envelope, declared or streamed.
    let big = json!({"page_url": format!("/{}", "a".repeat(2 * 1024 * 1024))}).to_string();
    let r = send(big.clone(), "application/json").await.unwrap();
    assert_eq!(r.status(), 413);
    assert_eq!(r.json::<serde_json::Value>().await.unwrap()["code"], 41300);
    let stream = reqwest::Body::wrap_stream(futures_stream(big));
    let r = app
        .client
        .post(&url)
        .header("content-type", "application/json")
        .body(stream)
        .send()
        .await;
    // The server answers 413 as soon as the limit is crossed and may close the
    // connection while the client is still streaming: either way the body is refused.
    match r {
        Ok(r) => assert_eq!(r.status(), 413),
        Err(e) => assert!(e.is_request() || e.is_body(), "{e:?}"),
    }

    let t = app.stop().await;
    assert_eq!(store::total(&t.db).await.unwrap(), 0, "nothing was written");
});

// Every view acknowledged before a graceful stop is in the database after it.
both_stores!(page_views_survive_a_graceful_stop, |store| {
    let app = spawn_app(store).await;
    let mut handles = Vec::new();
    for i in 0..120 {
        let (client, url) = (
            app.client.clone(),
            app.url("/brand-api/common/v1/page-views/add"),
        );
        handles.push(tokio::spawn(async move {
            let page = format!("/ver3/pages/hotel/{}", if i % 3 == 0 { "index" } else { "detail" });
            let body = json!({"page_url": page, "source": if i % 2 == 0 { "wx" } else { "" }, "visitor_cookie": "u1"});
            let r = client.post(url).json(&body).send().await.unwrap();
            r.json::<serde_json::Value>().await.unwrap()["code"] == 0
        }));
    }
    let mut acked = 0;
    for h in handles {
        acked += i64::from(h.await.unwrap());
    }
    assert_eq!(acked, 120);
    let t = app.stop().await;
    let db = t.db.clone();
    assert_eq!(store::total(&db).await.unwrap(), acked);
    let today = youzhe_core::time::shanghai_day(youzhe_core::time::now_ms());
    let counts = store::daily_counts(&db, &today).await.unwrap();
    let sum: i64 = counts.iter().map(|c| c.views).sum();
    assert_eq!(sum, 120);
    let index_wx = counts
        .iter()
        .find(|c| c.page_path == "/ver3/pages/hotel/index" && c.source == "wx")
        .unwrap();
    assert_eq!(index_wx.views, 20, "i % 6 == 0 for i in 0..120");
});

fn futures_stream(s: String) -> impl futures::Stream<Item = Result<Vec<u8>, std::io::Error>> {
    let chunks: Vec<Result<Vec<u8>, std::io::Error>> = s
        .into_bytes()
        .chunks(64 * 1024)
        .map(|c| Ok(c.to_vec()))
        .collect();
    futures::stream::iter(chunks)
}

// One address reporting page views faster than the limit is turned away with 429 and a
// Retry-After, and only the views it was allowed are written.
#[tokio::test]
async fn page_views_are_limited_per_address() {
    let app = spawn_app_with(Store::Sqlite, &[("YOUZHE_RATE_PAGEVIEWS", "3/60")]).await;
    let url = app.url("/brand-api/common/v1/page-views/add");
    let mut statuses = Vec::new();
    for i in 0..5 {
        let res = app
            .client
            .post(&url)
            .json(&json!({"page_url": format!("/ver3/pages/hotel/index?n={i}")}))
            .send()
            .await
            .unwrap();
        if res.status() == 429 {
            assert!(res.headers().contains_key("retry-after"));
        }
        statuses.push(res.status().as_u16());
    }
    assert_eq!(statuses, [200, 200, 200, 429, 429]);
    let t = app.stop().await;
    assert_eq!(store::total(&t.db).await.unwrap(), 3);
}

both_stores!(reqloading_answers_the_loading_settings, |store| {
    // SPEC §7's GET /ver3/api/v3/http/reqloading: the mask, its text and the timeouts of §9,
    // for a visitor with or without a token (a bad one is not refused: nothing here is theirs).
    let app = spawn_app(store).await;
    for token in [None, Some("not-a-token")] {
        let mut req = app.client.get(app.url("/ver3/api/v3/http/reqloading"));
        if let Some(t) = token {
            req = req.bearer_auth(t);
        }
        let res = req.send().await.unwrap();
        assert_eq!(res.status(), 200);
        let body: serde_json::Value = res.json().await.unwrap();
        assert_eq!(body["code"], 0, "{body}");
        assert_eq!(
            body["data"],
            serde_json::json!({
                "mask": true,
                "text": "正在加载",
                "request_timeout_ms": 60000,
                "page_load_delay_ms": 200,
                "page_load_timeout_ms": 60000,
                "chunk_load_timeout_ms": 120000,
            })
        );
    }
    // Only GET is built: anything else is the envelope's 405, not a bare 404.
    let res = app
        .client
        .post(app.url("/ver3/api/v3/http/reqloading"))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 405);
    app.stop().await;
});
