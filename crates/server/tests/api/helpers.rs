//! `spawn_app(Store)`: the real application on a free port with a fresh database, the way
//! `youzhe serve` starts it. Outside services are fakes on loopback set through `settings`.

#![allow(dead_code)]

use std::{collections::BTreeMap, net::SocketAddr};

use serde_json::Value;
use tokio::{sync::oneshot, task::JoinHandle};
pub use youzhe_core::testing::Store;
use youzhe_core::{Config, Db, testing::TestDb};

pub struct TestApp {
    pub addr: SocketAddr,
    pub base: String,
    pub client: reqwest::Client,
    pub db: Db,
    pub testdb: TestDb,
    stop: Option<oneshot::Sender<()>>,
    handle: Option<JoinHandle<anyhow::Result<()>>>,
}

/// Runs `$body` (an async block using `app`) once per store, as two tests.
#[macro_export]
macro_rules! both_stores {
    ($name:ident, |$store:ident| $body:block) => {
        mod $name {
            #[allow(unused_imports)]
            use super::*;
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn sqlite() {
                let $store = $crate::helpers::Store::Sqlite;
                $body
            }
            #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
            async fn postgres() {
                let $store = $crate::helpers::Store::Postgres;
                $body
            }
        }
    };
}

pub async fn spawn_app(store: Store) -> TestApp {
    spawn_app_with(store, &[]).await
}

/// Starts the app with extra settings (e.g. `("WECHAT_API_BASE", fake.url)`).
/// The server with the shipped Zhejiang content (the suites of the content areas).
pub async fn shipped_app(store: Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(store, &[("YOUZHE_CONTENT_DIR", &dir)]).await
}

/// A GET refused as bad input: code 40000 naming `field`, with a message.
pub async fn refused(app: &TestApp, path: &str, field: &str) {
    let body = app.get_json(path).await;
    assert_eq!(
        (body["code"].as_i64(), body["data"]["field"].as_str()),
        (Some(40000), Some(field)),
        "{path}: {body}"
    );
    assert!(body["msg"].as_str().is_some_and(|m| !m.is_empty()));
}

pub async fn spawn_app_with(store: Store, extra: &[(&str, &str)]) -> TestApp {
    let testdb = TestDb::new(store).await.expect("test database");
    let dir = testdb.scratch_dir().join(format!("data-{}", uuid_like()));
    let mut settings: BTreeMap<String, String> = BTreeMap::new();
    settings.insert("YOUZHE_ADDR".into(), "127.0.0.1:0".into());
    settings.insert("YOUZHE_DATA_DIR".into(), dir.to_string_lossy().into_owned());
    settings.insert("DATABASE_URL".into(), testdb.url.clone());
    // Dozens of apps start in one test run: compress assets on demand only.
    settings.insert("YOUZHE_PRECOMPRESS".into(), "false".into());
    // Tests start empty unless they import content themselves.
    settings.insert("YOUZHE_CONTENT_DIR".into(), "none".into());
    // The race tests send a thousand requests at once to prove a draw or a seat is decided
    // once; shedding them would test the shedding. That has its own tests (overload.rs),
    // which set the bound themselves.
    settings.insert("YOUZHE_MAX_INFLIGHT".into(), "100000".into());
    for (k, v) in extra {
        settings.insert((*k).into(), (*v).into());
    }
    let config = Config::from_settings(settings).expect("config");
    let app = youzhe::Application::build(config)
        .await
        .expect("application builds");
    let addr = app.local_addr();
    let db = app.core().db.clone();
    let (tx, rx) = oneshot::channel::<()>();
    let handle = tokio::spawn(app.run_until(async move {
        let _ = rx.await;
    }));
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client");
    TestApp {
        addr,
        base: format!("http://{addr}"),
        client,
        db,
        testdb,
        stop: Some(tx),
        handle: Some(handle),
    }
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    pub async fn get_json(&self, path: &str) -> serde_json::Value {
        self.client
            .get(self.url(path))
            .send()
            .await
            .expect("request")
            .json()
            .await
            .expect("json body")
    }

    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client
            .post(self.url(path))
            .json(body)
            .send()
            .await
            .expect("request")
    }

    /// Sends the shutdown signal and waits for the drain and the areas' stop hooks. The
    /// database outlives the app, so a test can check what was written.
    pub async fn stop(mut self) -> TestDb {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
        if let Some(h) = self.handle.take() {
            h.await
                .expect("server task")
                .expect("server stopped cleanly");
        }
        self.testdb
    }
}

/// Asserts a success envelope: code 0, extend code 2000.
pub fn assert_ok(body: &Value) {
    assert_eq!(body["code"], 0, "{body}");
    assert_eq!(body["extend"]["code"], 2000, "{body}");
}

/// The `data` of a success envelope (asserted as [`assert_ok`] does).
pub fn ok_data(body: &Value) -> &Value {
    assert_ok(body);
    &body["data"]
}

/// `s` percent-encoded for a query value (commas kept, as comma lists send them).
pub fn urlencode(s: &str) -> String {
    s.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b',' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

fn uuid_like() -> String {
    format!(
        "{:x}",
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or(0)
    )
}

/// The app page the web app opens for a place of `kind` (route path without the leading
/// slash): the contract every item's `page` field must keep.
pub fn page_of_kind(kind: &str) -> String {
    match kind {
        "hotel" | "homestay" => "pages/hotel/detail".into(),
        "restaurant" => "pages/cate/detail".into(),
        // The SPEC has no campsite page: a campsite opens on the scenic one.
        "camping" => "pages/poi/detail/scenic".into(),
        other => format!("pages/poi/detail/{other}"),
    }
}

/// A call with an optional token and JSON body, answered HTTP 200 (business errors are
/// envelopes): its JSON.
pub async fn call(
    app: &TestApp,
    method: reqwest::Method,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> Value {
    let mut req = app.client.request(method, app.url(path));
    if let Some(t) = token {
        req = req.header("Authorization", format!("Bearer {t}"));
    }
    if let Some(b) = body {
        req = req.json(&b);
    }
    let res = req.send().await.expect("request");
    assert_eq!(res.status(), 200, "{path}");
    res.json().await.expect("json")
}
