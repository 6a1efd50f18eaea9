//! Overload and slow clients (docs/OPERATIONS.md "Limits under load"): a client that sends
//! its headers too slowly is cut off; one that sends its body too slowly gets 408; past the
//! in-flight bound the server answers 503 with `Retry-After` at once, the health checks
//! still answer; and a shutdown lets the request being served finish while refusing new
//! connections. Raw sockets, because an HTTP client would not misbehave on purpose.
//!
//! The HTTP layer is the same on both stores, so these run on SQLite only.

use std::time::{Duration, Instant};

use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpStream,
};

use crate::helpers::{Store, TestApp, spawn_app_with};

/// A POST whose handler waits for its body (the shop list's filters, `{}` lists all). The
/// headers promise 2 bytes; `start` sends none of them.
const SLOW_POST: &str = "POST /ver3/api/v3/http/goodInfos HTTP/1.1\r\nHost: x\r\n\
Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n";

async fn start_slow_post(app: &TestApp) -> TcpStream {
    let mut s = TcpStream::connect(app.addr).await.expect("connect");
    s.write_all(SLOW_POST.as_bytes()).await.expect("headers");
    s
}

/// Everything the server sends until it closes, within `limit`.
async fn read_all(s: &mut TcpStream, limit: Duration) -> String {
    let mut out = Vec::new();
    tokio::time::timeout(limit, s.read_to_end(&mut out))
        .await
        .expect("the server closes the connection in time")
        .ok();
    String::from_utf8_lossy(&out).into_owned()
}

/// Waits until the server has taken the slow request in (its handler holds the slot).
async fn until_busy(app: &TestApp) -> reqwest::Response {
    for _ in 0..200 {
        let res = app
            .client
            .get(app.url("/ver3/api/v3/common-region"))
            .send()
            .await
            .expect("request");
        if res.status() == 503 {
            return res;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("the server never reported itself busy");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_headers_are_cut_off() {
    let app = spawn_app_with(Store::Sqlite, &[("YOUZHE_HEADER_TIMEOUT_MS", "300")]).await;
    let mut s = TcpStream::connect(app.addr).await.expect("connect");
    let began = Instant::now();
    s.write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\n")
        .await
        .expect("part of the headers");
    let got = read_all(&mut s, Duration::from_secs(5)).await;
    assert!(
        began.elapsed() < Duration::from_secs(3),
        "closed after {:?}",
        began.elapsed()
    );
    assert!(
        !got.contains("200 OK"),
        "no answer to half a request: {got}"
    );
    // Everyone else is served as usual.
    let res = app
        .client
        .get(app.url("/healthz"))
        .send()
        .await
        .expect("ping");
    assert_eq!(res.status(), 200);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_bodies_time_out_with_408() {
    let app = spawn_app_with(Store::Sqlite, &[("YOUZHE_REQUEST_TIMEOUT_SECS", "1")]).await;
    let mut s = start_slow_post(&app).await;
    let got = read_all(&mut s, Duration::from_secs(5)).await;
    assert!(got.starts_with("HTTP/1.1 408"), "{got}");
    assert!(got.contains("\"code\":40800"), "{got}");
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn past_the_in_flight_bound_it_sheds_with_retry_after() {
    let app = spawn_app_with(Store::Sqlite, &[("YOUZHE_MAX_INFLIGHT", "1")]).await;
    let mut slow = start_slow_post(&app).await;

    let busy = until_busy(&app).await;
    assert_eq!(
        busy.headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok()),
        Some("1")
    );
    assert!(
        busy.headers().get("content-security-policy").is_some(),
        "a shed answer carries the usual headers"
    );
    let body: serde_json::Value = busy.json().await.expect("envelope");
    assert_eq!(body["code"], 50300, "{body}");
    assert_eq!(body["msg"], "服务器繁忙，请稍后再试");
    let ping = app
        .client
        .get(app.url("/healthz"))
        .send()
        .await
        .expect("ping");
    assert_eq!(ping.status(), 200, "the health check is never shed");

    // The request that held the slot finishes normally, and the slot is free again.
    slow.write_all(b"{}").await.expect("body");
    let got = read_all(&mut slow, Duration::from_secs(5)).await;
    assert!(got.starts_with("HTTP/1.1 200"), "{got}");
    assert!(got.contains("\"code\":0"), "{got}");
    let res = app
        .client
        .get(app.url("/ver3/api/v3/common-region"))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 200);
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn shutdown_finishes_the_request_in_flight_and_refuses_new_ones() {
    let app = spawn_app_with(Store::Sqlite, &[("YOUZHE_MAX_INFLIGHT", "1")]).await;
    let addr = app.addr;
    let mut slow = start_slow_post(&app).await;
    until_busy(&app).await;

    let stopping = tokio::spawn(app.stop());
    // The listener closes first: a new visitor is refused rather than left waiting.
    let mut refused = false;
    for _ in 0..200 {
        if TcpStream::connect(addr).await.is_err() {
            refused = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert!(refused, "new connections are refused once shutdown began");
    assert!(
        !stopping.is_finished(),
        "the server waits for the request it serves"
    );

    slow.write_all(b"{}").await.expect("body");
    let got = read_all(&mut slow, Duration::from_secs(5)).await;
    assert!(got.starts_with("HTTP/1.1 200"), "{got}");
    assert!(got.contains("\"code\":0"), "{got}");
    tokio::time::timeout(Duration::from_secs(10), stopping)
        .await
        .expect("the server stops once drained")
        .expect("server task");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bad_limit_stops_the_start_naming_the_setting() {
    for key in [
        "YOUZHE_MAX_INFLIGHT",
        "YOUZHE_MAX_CONNECTIONS",
        "YOUZHE_HEADER_TIMEOUT_MS",
        "YOUZHE_REQUEST_TIMEOUT_SECS",
        "YOUZHE_DRAIN_SECS",
    ] {
        let testdb = youzhe_core::testing::TestDb::new(Store::Sqlite)
            .await
            .expect("test database");
        let mut settings = std::collections::BTreeMap::new();
        settings.insert("YOUZHE_ADDR".to_string(), "127.0.0.1:0".to_string());
        settings.insert("DATABASE_URL".to_string(), testdb.url.clone());
        settings.insert(
            "YOUZHE_DATA_DIR".to_string(),
            testdb
                .scratch_dir()
                .join("data")
                .to_string_lossy()
                .into_owned(),
        );
        settings.insert("YOUZHE_CONTENT_DIR".to_string(), "none".to_string());
        settings.insert(key.to_string(), "0".to_string());
        let config = youzhe_core::Config::from_settings(settings).expect("config");
        let err = youzhe::Application::build(config)
            .await
            .err()
            .unwrap_or_else(|| panic!("{key}=0 was accepted"));
        assert!(err.to_string().contains(key), "{key}: {err}");
    }
}
