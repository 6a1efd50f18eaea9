//! Nothing secret reaches the logs: app secret, WeChat access tokens and tickets, codes,
//! link signatures, ID tokens. Logs are captured at debug level for every crate, which is
//! more than any deployment runs with.

use std::{
    io::Write,
    sync::{Arc, Mutex, OnceLock},
};

use serde_json::{Value, json};
use youzhe_core::{Secret, time::now_secs};
use youzhe_identity::links;

use super::{
    OPENID_LOGIN, REFRESH, USER_INFO,
    fakes::{ACCESS_TOKEN, APP_SECRET, DOC_TICKET, FakeWechat, code},
    get_with,
};
use crate::helpers::{Store, spawn_app_with};

#[derive(Clone, Default)]
pub(crate) struct Captured(Arc<Mutex<Vec<u8>>>);

impl Captured {
    /// Everything logged so far, by every app of this test binary.
    pub(crate) fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().unwrap()).into_owned()
    }
}

impl Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Every log line of this test binary from the first call on (the one log subscriber of
/// the API tests: the phone sign-in suite reads it too).
pub(crate) fn capture() -> Captured {
    static LOGS: OnceLock<Captured> = OnceLock::new();
    LOGS.get_or_init(|| {
        let logs = Captured::default();
        let writer = logs.clone();
        tracing_subscriber::fmt()
            .json()
            .with_env_filter(tracing_subscriber::EnvFilter::new("debug"))
            .with_writer(move || writer.clone())
            .try_init()
            .expect("the log capture is the only subscriber");
        logs
    })
    .clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_secret_reaches_the_logs() {
    let logs = capture();
    let fake = FakeWechat::start().await;
    let mut s: Vec<(&str, String)> = fake.settings();
    s.push(("YOUZHE_PUBLIC_URL", "https://trip.example.cn".into()));
    s.push(("YOUZHE_OPENID_LINK_SECRET", "log-link-secret".into()));
    s.push(("YOUZHE_IMAGE_HOSTS", "*".into()));
    let refs: Vec<(&str, &str)> = s.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let app = spawn_app_with(Store::Sqlite, &refs).await;
    let mut secrets: Vec<String> = vec![
        APP_SECRET.into(),
        ACCESS_TOKEN.into(),
        DOC_TICKET.into(),
        "user-token-log".into(),
        "log-link-secret".into(),
    ];

    // WeChat sign-in, a replay, a refused code.
    let body: Value = app
        .post_json("/ver3/api/wechat/v1/code/login", &json!({"code": "ok-log"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 0, "{body}");
    let token = body["data"]["ID_token"].as_str().unwrap().to_string();
    secrets.push("ok-log".into());
    secrets.push(token.clone());
    let _ = app
        .post_json("/ver3/api/wechat/v1/code/login", &json!({"code": "ok-log"}))
        .await;
    let _ = app
        .post_json(
            "/ver3/api/wechat/v1/code/login",
            &json!({"code": "refused-code-xyz"}),
        )
        .await;
    secrets.push("refused-code-xyz".into());

    // A signed link, used twice.
    let ts = now_secs();
    let sign = links::sign(&Secret::new("log-link-secret".into()), "oLog", ts);
    let link = json!({"openid": "oLog", "ts": ts, "sign": sign});
    let body: Value = app
        .post_json(OPENID_LOGIN, &link)
        .await
        .json()
        .await
        .unwrap();
    secrets.push(body["data"]["ID_token"].as_str().unwrap().to_string());
    let _ = app.post_json(OPENID_LOGIN, &link).await;
    secrets.push(sign);

    // A share signature, refreshes (one a replay), bad tokens.
    let _ = app
        .client
        .post(app.url("/wxShare"))
        .form(&[("url", "/ver3/?q=1")])
        .send()
        .await
        .unwrap();
    let refreshed: Value = app
        .client
        .post(app.url(REFRESH))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    secrets.push(refreshed["data"]["ID_token"].as_str().unwrap().to_string());
    let _ = app
        .client
        .post(app.url(REFRESH))
        .bearer_auth(&token)
        .send()
        .await
        .unwrap();
    let _ = get_with(&app, USER_INFO, Some(&token)).await;
    let _ = get_with(&app, USER_INFO, Some("forged.token.value")).await;

    // Image addresses carrying credentials in their query.
    for url in [
        "http://127.0.0.1/a.png?sig=img-secret-1",
        "http://127.0.0.1:1/a.png?sig=img-secret-2",
    ] {
        let _ = app
            .client
            .get(app.url("/ver3/api/v3/file/base64"))
            .query(&[("url", url)])
            .send()
            .await
            .unwrap();
    }
    secrets.push("img-secret-1".into());
    secrets.push("img-secret-2".into());
    app.stop().await;

    let text = String::from_utf8_lossy(&logs.0.lock().unwrap()).to_string();
    assert!(
        text.contains("/ver3/api/wechat/v1/code/login"),
        "the capture works"
    );
    assert!(
        text.contains("a retired token was presented again"),
        "the reuse is logged, without the token"
    );
    for secret in &secrets {
        // Whole tokens, and their signature part on its own.
        let needle = secret.rsplit('.').next().unwrap_or(secret);
        assert!(
            !text.contains(needle),
            "a secret reached the logs: {needle}"
        );
    }
}
