//! Sign-in by mobile number and SMS code, end to end on both stores: the code reaches a
//! fake SMS provider on loopback, the token record is the openid login's, codes die when
//! used, expired or guessed five times, limits hold per number and per address, refusals
//! write nothing, and a WeChat visitor who adds a number keeps one account.

use std::sync::{
    Arc, Mutex,
    atomic::{AtomicBool, Ordering},
};

use axum::{Json, Router, extract::State, http::StatusCode, routing};
use serde_json::{Value, json};

use crate::{
    both_stores,
    helpers::{Store, TestApp, spawn_app_with},
    identity::{USER_INFO, get_with, logs::capture, token_for},
};

const CODE: &str = "/ver3/api/v3/user/login/code";
const LOGIN: &str = "/ver3/api/v3/user/login";

/// An SMS provider that keeps what it was asked to send, or fails when told to.
#[derive(Clone, Default)]
struct FakeSms {
    url: String,
    sent: Arc<Mutex<Vec<Value>>>,
    fail: Arc<AtomicBool>,
}

impl FakeSms {
    async fn start() -> Self {
        let mut fake = Self::default();
        let app = Router::new()
            .route(
                "/send",
                routing::post(
                    |State(f): State<FakeSms>, Json(m): Json<Value>| async move {
                        if f.fail.load(Ordering::SeqCst) {
                            return StatusCode::BAD_GATEWAY;
                        }
                        f.sent.lock().unwrap().push(m);
                        StatusCode::OK
                    },
                ),
            )
            .with_state(fake.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        fake.url = format!("http://{}/send", listener.local_addr().unwrap());
        tokio::spawn(async move { axum::serve(listener, app).await });
        fake
    }

    fn count(&self) -> usize {
        self.sent.lock().unwrap().len()
    }

    /// The six digits of the last message to `phone`.
    fn last_code(&self, phone: &str) -> String {
        let sent = self.sent.lock().unwrap();
        let m = sent
            .iter()
            .rev()
            .find(|m| m["phone"] == phone)
            .expect("a message to this number");
        let text = m["text"].as_str().unwrap();
        let digits: String = text.chars().filter(char::is_ascii_digit).take(6).collect();
        assert_eq!(digits.len(), 6, "{text}");
        digits
    }
}

async fn app_with_sms(store: Store, extra: &[(&str, &str)]) -> (TestApp, FakeSms) {
    let sms = FakeSms::start().await;
    let mut settings = vec![("YOUZHE_SMS_URL", sms.url.as_str())];
    settings.extend_from_slice(extra);
    (spawn_app_with(store, &settings).await, sms)
}

/// Posts and returns (HTTP status, body).
async fn post(app: &TestApp, path: &str, body: Value, token: Option<&str>) -> (u16, Value) {
    let mut req = app.client.post(app.url(path)).json(&body);
    if let Some(t) = token {
        req = req.bearer_auth(t);
    }
    let res = req.send().await.unwrap();
    let status = res.status().as_u16();
    (status, res.json().await.unwrap())
}

async fn send_code(app: &TestApp, phone: &str) -> Value {
    let (status, body) = post(app, CODE, json!({ "phone": phone }), None).await;
    assert_eq!((status, body["code"].as_i64()), (200, Some(0)), "{body}");
    body
}

async fn sign_in(app: &TestApp, phone: &str, code: &str, token: Option<&str>) -> Value {
    post(app, LOGIN, json!({ "phone": phone, "code": code }), token)
        .await
        .1
}

async fn count(app: &TestApp, table: &str) -> i64 {
    let sql = format!("SELECT COUNT(*) FROM {table}");
    youzhe_core::with_db!(&app.db, p => sqlx::query_scalar(sqlx::AssertSqlSafe(sql)).fetch_one(p).await)
        .unwrap()
}

both_stores!(a_code_by_sms_signs_in, |store| {
    let (app, sms) = app_with_sms(store, &[]).await;
    let sent = send_code(&app, "13800138000").await;
    assert_eq!(sent["data"]["expires_in"], 300);
    assert_eq!(sent["data"]["resend_in"], 60);
    assert_eq!(sms.count(), 1);
    assert!(
        sms.sent.lock().unwrap()[0]["text"]
            .as_str()
            .unwrap()
            .contains("5分钟")
    );
    let code = sms.last_code("13800138000");

    // Asking again inside the 60 s countdown sends nothing and says how long to wait.
    let (status, body) = post(&app, CODE, json!({"phone": "13800138000"}), None).await;
    assert_eq!(
        (status, body["code"].as_i64()),
        (429, Some(42900)),
        "{body}"
    );
    assert_eq!(sms.count(), 1);

    let body = sign_in(&app, "13800138000", &code, None).await;
    assert_eq!(body["code"], 0, "{body}");
    let rec = &body["data"];
    assert_eq!(rec["token_type"], "Bearer");
    assert_eq!(rec["expires_in"], 7200);
    assert!(rec["refresh_expires_in"].as_u64().unwrap() > 2_000_000);
    assert!(rec["openid"].is_null());
    let token = rec["ID_token"].as_str().unwrap();
    let me = get_with(&app, USER_INFO, Some(token)).await;
    assert_eq!(me["code"], 0, "{me}");
    assert_eq!(me["data"]["uid"], rec["uid"]);
    // The profile says which number the visitor is signed in with.
    assert_eq!(me["data"]["phone"], "13800138000");

    // A code works once.
    let again = sign_in(&app, "13800138000", &code, None).await;
    assert_eq!(again["code"], 40300, "{again}");
    assert!(again["msg"].as_str().unwrap().contains("重新获取"));
    app.stop().await;
});

both_stores!(the_same_number_is_the_same_account, |store| {
    let (app, sms) = app_with_sms(store, &[("YOUZHE_SMS_RESEND_SECS", "0")]).await;
    send_code(&app, "13900000001").await;
    let first = sign_in(&app, "13900000001", &sms.last_code("13900000001"), None).await;
    send_code(&app, "13900000001").await;
    let second = sign_in(&app, "13900000001", &sms.last_code("13900000001"), None).await;
    assert_eq!(first["data"]["uid"], second["data"]["uid"], "{second}");
    assert_ne!(first["data"]["ID_token"], second["data"]["ID_token"]);
    assert_eq!(count(&app, "visitors").await, 1);
    app.stop().await;
});

both_stores!(five_wrong_answers_kill_the_code, |store| {
    let (app, sms) = app_with_sms(store, &[]).await;
    send_code(&app, "13700000000").await;
    let right = sms.last_code("13700000000");
    let wrong = if right == "000000" {
        "111111"
    } else {
        "000000"
    };
    for left in (1..=4).rev() {
        let body = sign_in(&app, "13700000000", wrong, None).await;
        assert_eq!(body["code"], 40300, "{body}");
        assert!(
            body["msg"]
                .as_str()
                .unwrap()
                .contains(&format!("还可再试{left}次")),
            "{body}"
        );
    }
    let fifth = sign_in(&app, "13700000000", wrong, None).await;
    assert_eq!(fifth["code"], 40300);
    assert!(
        fifth["msg"].as_str().unwrap().contains("次数过多"),
        "{fifth}"
    );
    // Dead: even the right code is refused now, and no account was made.
    let late = sign_in(&app, "13700000000", &right, None).await;
    assert_eq!(late["code"], 40300, "{late}");
    assert_eq!(count(&app, "visitors").await, 0);
    app.stop().await;
});

both_stores!(an_expired_code_is_refused, |store| {
    let (app, sms) = app_with_sms(store, &[("YOUZHE_SMS_CODE_TTL_SECS", "1")]).await;
    send_code(&app, "13600000000").await;
    tokio::time::sleep(std::time::Duration::from_millis(1300)).await;
    let body = sign_in(&app, "13600000000", &sms.last_code("13600000000"), None).await;
    assert_eq!(body["code"], 40300, "{body}");
    assert!(body["msg"].as_str().unwrap().contains("失效"), "{body}");
    assert_eq!(count(&app, "visitors").await, 0);
    app.stop().await;
});

both_stores!(codes_are_limited_per_number_and_per_address, |store| {
    let (app, sms) = app_with_sms(
        store,
        &[
            ("YOUZHE_SMS_RESEND_SECS", "0"),
            ("YOUZHE_RATE_SMS_NUMBER", "2/3600"),
            ("YOUZHE_RATE_SMS_ADDRESS", "4/3600"),
        ],
    )
    .await;
    send_code(&app, "13800000001").await;
    send_code(&app, "13800000001").await;
    let (status, body) = post(&app, CODE, json!({"phone": "13800000001"}), None).await;
    assert_eq!(
        (status, body["code"].as_i64()),
        (429, Some(42900)),
        "per number: {body}"
    );
    // Another number still gets one; then this address has used its four requests.
    send_code(&app, "13800000002").await;
    let (status, _) = post(&app, CODE, json!({"phone": "13800000003"}), None).await;
    assert_eq!(status, 429, "per address");
    assert_eq!(sms.count(), 3);
    app.stop().await;
});

both_stores!(refusals_name_the_field_and_write_nothing, |store| {
    let (app, sms) = app_with_sms(store, &[]).await;
    for bad in [
        json!({"phone": "12800138000"}),
        json!({"phone": "1380013800"}),
        json!({"phone": "+8613800138000"}),
        json!({"phone": " 13800138000"}),
        json!({"phone": 13800138000u64}),
        json!({}),
    ] {
        let (status, body) = post(&app, CODE, bad.clone(), None).await;
        assert_eq!(
            (status, body["code"].as_i64()),
            (200, Some(40000)),
            "{bad}: {body}"
        );
        assert_eq!(body["data"]["field"], "phone", "{bad}: {body}");
    }
    for (bad, field) in [
        (json!({"phone": "12345", "code": "123456"}), "phone"),
        (json!({"phone": "13800138000", "code": "12345"}), "code"),
        (json!({"phone": "13800138000", "code": "12345a"}), "code"),
        (json!({"phone": "13800138000"}), "code"),
        (
            json!({"phone": "13800138000", "code": "123456", "openid": "o"}),
            "openid",
        ),
    ] {
        let (_, body) = post(&app, LOGIN, bad.clone(), None).await;
        assert_eq!(body["code"], 40000, "{bad}: {body}");
        assert_eq!(body["data"]["field"], field, "{bad}: {body}");
    }
    // A provider that fails: 50200, and the code is not kept (asking again is not blocked).
    sms.fail.store(true, Ordering::SeqCst);
    let (_, body) = post(&app, CODE, json!({"phone": "13800138000"}), None).await;
    assert_eq!(body["code"], 50200, "{body}");
    assert_eq!(sms.count(), 0);
    assert_eq!(count(&app, "phone_codes").await, 0);
    assert_eq!(count(&app, "visitors").await, 0);
    assert_eq!(count(&app, "token_chains").await, 0);
    sms.fail.store(false, Ordering::SeqCst);
    send_code(&app, "13800138000").await;
    app.stop().await;
});

both_stores!(a_wechat_visitor_keeps_one_account, |store| {
    let (app, sms) = app_with_sms(store, &[]).await;
    // Signed in through WeChat first, then adds a number: the same uid.
    let wx = token_for(&app, "oWechatFirst").await;
    let wx_uid = get_with(&app, USER_INFO, Some(&wx)).await["data"]["uid"].clone();
    send_code(&app, "15000000001").await;
    let body = sign_in(
        &app,
        "15000000001",
        &sms.last_code("15000000001"),
        Some(&wx),
    )
    .await;
    assert_eq!(body["code"], 0, "{body}");
    assert_eq!(body["data"]["uid"], wx_uid);
    assert_eq!(body["data"]["openid"], "oWechatFirst");

    // Signed in by number in a browser first, later inside WeChat: the openid joins the
    // number's account, and WeChat sign-ins find that account from then on.
    send_code(&app, "15000000002").await;
    let phone_uid = sign_in(&app, "15000000002", &sms.last_code("15000000002"), None).await["data"]
        ["uid"]
        .clone();
    let later = token_for(&app, "oWechatLater").await;
    let later_uid = get_with(&app, USER_INFO, Some(&later)).await["data"]["uid"].clone();
    assert_ne!(later_uid, phone_uid);
    // A used code leaves no wait behind: the next one may be asked for at once.
    send_code(&app, "15000000002").await;
    let body = sign_in(
        &app,
        "15000000002",
        &sms.last_code("15000000002"),
        Some(&later),
    )
    .await;
    assert_eq!(body["code"], 0, "{body}");
    assert_eq!(body["data"]["uid"], phone_uid);
    assert_eq!(body["data"]["openid"], "oWechatLater");
    let again = token_for(&app, "oWechatLater").await;
    let me = get_with(&app, USER_INFO, Some(&again)).await;
    assert_eq!(me["data"]["uid"], phone_uid, "{me}");
    assert_eq!(me["data"]["openid"], "oWechatLater");

    // A number already on another account never moves: the WeChat account that has its own
    // number signs in to the number's account without taking anything with it.
    send_code(&app, "15000000002").await;
    let body = sign_in(
        &app,
        "15000000002",
        &sms.last_code("15000000002"),
        Some(&wx),
    )
    .await;
    assert_eq!(body["data"]["uid"], phone_uid, "{body}");
    let me = get_with(&app, USER_INFO, Some(&wx)).await;
    assert_eq!(me["data"]["openid"], "oWechatFirst", "{me}");
    app.stop().await;
});

both_stores!(
    a_number_new_to_us_from_a_share_link_credits_the_sharer_once,
    |store| {
        let (app, sms) = app_with_sms(store, &[("YOUZHE_SMS_RESEND_SECS", "0")]).await;
        let sharer_token = token_for(&app, "oPhoneSharer").await;
        let sharer = get_with(&app, USER_INFO, Some(&sharer_token)).await["data"]["uid"]
            .as_str()
            .expect("uid")
            .to_string();
        let with_link = |phone: &'static str, user_id: String| {
            let (app, sms) = (&app, &sms);
            async move {
                send_code(app, phone).await;
                let body =
                    json!({"phone": phone, "code": sms.last_code(phone), "user_id": user_id});
                let (status, answer) = post(app, LOGIN, body, None).await;
                assert_eq!(
                    (status, answer["code"].as_i64()),
                    (200, Some(0)),
                    "{answer}"
                );
            }
        };
        // A friend signs in through the link, then again another day: one credit.
        with_link("13500000001", sharer.clone()).await;
        with_link("13500000001", sharer.clone()).await;
        // A link naming nobody we know, or the sharer's own link, brings nothing.
        with_link("13500000002", "not-a-visitor".into()).await;
        let points = get_with(&app, "/ver3/api/v3/points", Some(&sharer_token)).await;
        assert_eq!(points["data"]["balance"], 2, "{points}");
        // A number we already know keeps the referrer it had (none): its sign-in through a
        // link later credits nobody.
        send_code(&app, "13500000003").await;
        let code = sms.last_code("13500000003");
        sign_in(&app, "13500000003", &code, None).await;
        with_link("13500000003", sharer.clone()).await;
        let points = get_with(&app, "/ver3/api/v3/points", Some(&sharer_token)).await;
        assert_eq!(points["data"]["balance"], 2, "{points}");
        app.stop().await;
    }
);

/// A number of this test's own (the log is shared by every test running at the same time),
/// and how the log would mask it.
fn own_number(store: Store, n: u8) -> (String, String) {
    let n = n * 2 + u8::from(store == Store::Postgres);
    (format!("135123400{n:02}"), format!("135****00{n:02}"))
}

both_stores!(
    without_a_provider_phone_sign_in_is_off_and_says_so,
    |store| {
        let log = capture();
        let (phone, masked) = own_number(store, 0);
        let app = spawn_app_with(store, &[]).await;
        let (status, body) = post(&app, CODE, json!({ "phone": phone }), None).await;
        assert_eq!(
            (status, body["code"].as_i64()),
            (200, Some(50300)),
            "{body}"
        );
        let msg = body["msg"].as_str().unwrap();
        assert!(msg.contains("短信") && msg.contains("未开通"), "{msg}");
        // Signing in with a made-up code says the same, not "wrong code".
        let body = sign_in(&app, &phone, "123456", None).await;
        assert_eq!(body["code"], 50300, "{body}");
        // Nothing was kept, and nothing about this number reached the log: no code, no message.
        assert_eq!(count(&app, "phone_codes").await, 0);
        let text = log.text();
        assert!(
            !text
                .lines()
                .any(|l| l.contains(&masked) || l.contains(&phone)),
            "the number's message was logged:\n{text}"
        );
        app.stop().await;
    }
);

both_stores!(the_development_switch_writes_codes_to_the_log, |store| {
    let log = capture();
    let (phone, masked) = own_number(store, 1);
    let app = spawn_app_with(store, &[("YOUZHE_SMS_LOG_CODES", "1")]).await;
    send_code(&app, &phone).await;
    let text = log.text();
    let line = text
        .lines()
        .find(|l| l.contains(&masked) && l.contains("登录验证码"))
        .unwrap_or_else(|| panic!("no code in the log:\n{text}"));
    let code: String = line
        .split("登录验证码是")
        .nth(1)
        .unwrap()
        .chars()
        .take(6)
        .collect();
    let body = sign_in(&app, &phone, &code, None).await;
    assert_eq!(body["code"], 0, "{body}");
    app.stop().await;
});
