//! Outside services as fakes on loopback that count what reaches them.

use std::{
    collections::HashMap,
    sync::{
        Arc, Mutex,
        atomic::{AtomicUsize, Ordering},
    },
    time::Duration,
};

use axum::{Json, Router, extract::Query, routing::get};
use serde_json::{Value, json};
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpListener,
};

/// The ticket of WeChat's published signature example.
pub const DOC_TICKET: &str =
    "sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg";
pub const APP_SECRET: &str = "fake-app-secret-never-shown";
pub const ACCESS_TOKEN: &str = "fake-access-token-never-shown";

/// A fake WeChat API. Codes: `ok-<name>` signs in openid `wx-<name>` with
/// `snsapi_userinfo`; `base-<name>` with `snsapi_base`; anything else is refused (40029).
#[derive(Clone, Default)]
pub struct FakeWechat {
    pub url: String,
    calls: Arc<Mutex<HashMap<String, usize>>>,
}

impl FakeWechat {
    pub async fn start() -> Self {
        let calls: Arc<Mutex<HashMap<String, usize>>> = Arc::default();
        let count = |calls: &Arc<Mutex<HashMap<String, usize>>>, path: &str| {
            *calls.lock().unwrap().entry(path.to_string()).or_default() += 1;
        };
        let c1 = calls.clone();
        let c2 = calls.clone();
        let c3 = calls.clone();
        let c4 = calls.clone();
        let app = Router::new()
            .route(
                "/cgi-bin/token",
                get(move |Query(q): Query<HashMap<String, String>>| async move {
                    count(&c1, "token");
                    // Slow enough that concurrent callers overlap.
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    if q.get("secret").map(String::as_str) != Some(APP_SECRET) {
                        return Json(json!({"errcode": 40125, "errmsg": "invalid appsecret"}));
                    }
                    Json(json!({"access_token": ACCESS_TOKEN, "expires_in": 7200}))
                }),
            )
            .route(
                "/cgi-bin/ticket/getticket",
                get(move |Query(q): Query<HashMap<String, String>>| async move {
                    count(&c2, "ticket");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    if q.get("access_token").map(String::as_str) != Some(ACCESS_TOKEN) {
                        return Json(json!({"errcode": 40001, "errmsg": "invalid credential"}));
                    }
                    Json(json!({"errcode": 0, "errmsg": "ok", "ticket": DOC_TICKET, "expires_in": 7200}))
                }),
            )
            .route(
                "/sns/oauth2/access_token",
                get(move |Query(q): Query<HashMap<String, String>>| async move {
                    count(&c3, "exchange");
                    let code = q.get("code").cloned().unwrap_or_default();
                    let secret_ok = q.get("secret").map(String::as_str) == Some(APP_SECRET);
                    let (scope, name) = if let Some(n) = code.strip_prefix("ok-") {
                        ("snsapi_userinfo", n)
                    } else if let Some(n) = code.strip_prefix("base-") {
                        ("snsapi_base", n)
                    } else {
                        return Json(json!({"errcode": 40029, "errmsg": "invalid code"}));
                    };
                    if !secret_ok {
                        return Json(json!({"errcode": 40125, "errmsg": "invalid appsecret"}));
                    }
                    Json(json!({
                        "access_token": format!("user-token-{name}"), "expires_in": 7200,
                        "refresh_token": "r", "openid": format!("wx-{name}"), "scope": scope,
                        "unionid": format!("union-{name}")
                    }))
                }),
            )
            .route(
                "/sns/userinfo",
                get(move |Query(q): Query<HashMap<String, String>>| async move {
                    count(&c4, "userinfo");
                    let openid = q.get("openid").cloned().unwrap_or_default();
                    Json(json!({"openid": openid, "nickname": "西湖游客", "headimgurl": "https://thirdwx.qlogo.cn/a.png"}))
                }),
            );
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let url = format!("http://{}", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await });
        Self { url, calls }
    }

    pub fn calls(&self, what: &str) -> usize {
        self.calls.lock().unwrap().get(what).copied().unwrap_or(0)
    }

    /// Settings that point the app at this fake.
    pub fn settings(&self) -> Vec<(&'static str, String)> {
        vec![
            ("WECHAT_APP_ID", "wx-test-app".to_string()),
            ("WECHAT_APP_SECRET", APP_SECRET.to_string()),
            ("WECHAT_API_BASE", self.url.clone()),
            ("WECHAT_OPEN_BASE", "https://open.weixin.qq.com".to_string()),
        ]
    }
}

/// A one-pixel PNG.
pub const PNG: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
    0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00,
    0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae,
    0x42, 0x60, 0x82,
];

/// A plain HTTP/1.1 server on a loopback address that counts TCP connections, so a test
/// can show that a refused address was never connected to. Paths:
/// `/ok.png`, `/lie.png` (HTML labelled image/png), `/page.html`, `/big.png` (3 MB),
/// `/slow.png` (never answers in time), `/redirect?to=<url>` (302).
#[derive(Clone)]
pub struct FakeImages {
    pub base: String,
    connections: Arc<AtomicUsize>,
}

impl FakeImages {
    pub async fn start(ip: &str) -> Self {
        let listener = TcpListener::bind(format!("{ip}:0")).await.unwrap();
        let base = format!("http://{}", listener.local_addr().unwrap());
        let connections = Arc::new(AtomicUsize::new(0));
        let counter = connections.clone();
        tokio::spawn(async move {
            while let Ok((mut sock, _)) = listener.accept().await {
                counter.fetch_add(1, Ordering::SeqCst);
                tokio::spawn(async move {
                    let mut buf = vec![0u8; 8192];
                    let mut head = Vec::new();
                    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
                        match sock.read(&mut buf).await {
                            Ok(0) | Err(_) => return,
                            Ok(n) => head.extend_from_slice(&buf[..n]),
                        }
                    }
                    let text = String::from_utf8_lossy(&head).to_string();
                    let target = text.split_whitespace().nth(1).unwrap_or("/").to_string();
                    let (status, ctype, body, extra): (&str, &str, Vec<u8>, String) =
                        match target.as_str() {
                            "/ok.png" => ("200 OK", "image/png", PNG.to_vec(), String::new()),
                            "/lie.png" => (
                                "200 OK",
                                "image/png",
                                b"<html>not an image</html>".to_vec(),
                                String::new(),
                            ),
                            "/page.html" => (
                                "200 OK",
                                "text/html",
                                b"<html></html>".to_vec(),
                                String::new(),
                            ),
                            "/big.png" => {
                                let mut b = PNG.to_vec();
                                b.resize(3 * 1024 * 1024, 0);
                                ("200 OK", "image/png", b, String::new())
                            }
                            "/slow.png" => {
                                tokio::time::sleep(Duration::from_secs(8)).await;
                                ("200 OK", "image/png", PNG.to_vec(), String::new())
                            }
                            t if t.starts_with("/redirect?to=") => {
                                let to = &t["/redirect?to=".len()..];
                                let to = url::form_urlencoded::parse(format!("u={to}").as_bytes())
                                    .next()
                                    .map(|(_, v)| v.into_owned())
                                    .unwrap_or_default();
                                (
                                    "302 Found",
                                    "text/plain",
                                    Vec::new(),
                                    format!("Location: {to}\r\n"),
                                )
                            }
                            _ => ("404 Not Found", "text/plain", Vec::new(), String::new()),
                        };
                    let head = format!(
                        "HTTP/1.1 {status}\r\nContent-Type: {ctype}\r\nContent-Length: {}\r\n{extra}Connection: close\r\n\r\n",
                        body.len()
                    );
                    let _ = sock.write_all(head.as_bytes()).await;
                    let _ = sock.write_all(&body).await;
                    let _ = sock.shutdown().await;
                });
            }
        });
        Self { base, connections }
    }

    pub fn connections(&self) -> usize {
        self.connections.load(Ordering::SeqCst)
    }

    pub fn port(&self) -> u16 {
        self.base.rsplit(':').next().unwrap().parse().unwrap()
    }
}

/// Reads `data.code` style bodies quickly in assertions.
pub fn code(body: &Value) -> i64 {
    body["code"].as_i64().unwrap_or(-1)
}
