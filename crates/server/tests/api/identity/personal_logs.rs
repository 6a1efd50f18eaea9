//! A visitor's personal data stays out of the logs, captured at debug level for every crate:
//! their phone number (a log that must say which shows it masked), the SMS code that signs
//! them in and a wrong one, their tokens, the delivery address they give for a prize (name,
//! number, street) and the prize's code; an operator's password, session and CSRF token.
//! The development switch `YOUZHE_SMS_LOG_CODES` is the one way a code reaches the log.

use std::sync::{Arc, Mutex};

use axum::{Json, Router, extract::State, routing};
use reqwest::Method;
use serde_json::{Value, json};
use youzhe_operators::Role;

use super::logs::capture;
use crate::{
    both_stores,
    campaigns::{PRIZES, campaign, draw, install, seed_chances, uid_of},
    helpers::{Store, TestApp, call, spawn_app_with},
    operators::{self as ops, PASSWORD, add, sign_in},
};

const CODE: &str = "/ver3/api/v3/user/login/code";
const LOGIN: &str = "/ver3/api/v3/user/login";

/// An SMS provider on loopback that keeps what it is asked to send.
#[derive(Clone, Default)]
struct Inbox(Arc<Mutex<Vec<Value>>>);

async fn sms_provider() -> (String, Inbox) {
    let inbox = Inbox::default();
    let app = Router::new()
        .route(
            "/send",
            routing::post(|State(i): State<Inbox>, Json(m): Json<Value>| async move {
                i.0.lock().unwrap().push(m);
            }),
        )
        .with_state(inbox.clone());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/send", listener.local_addr().unwrap());
    tokio::spawn(async move { axum::serve(listener, app).await });
    (url, inbox)
}

/// The six digits of the last message sent to `phone`.
fn last_code(inbox: &Inbox, phone: &str) -> String {
    let sent = inbox.0.lock().unwrap();
    let m = sent
        .iter()
        .rev()
        .find(|m| m["phone"] == phone)
        .expect("a message");
    m["text"]
        .as_str()
        .unwrap()
        .chars()
        .filter(char::is_ascii_digit)
        .take(6)
        .collect()
}

/// Numbers of this test's own (the log is shared by every test running at the same time).
fn numbers(store: Store, base: u32) -> (String, String, String) {
    let n = base + u32::from(store == Store::Postgres);
    (
        format!("1391234{n:04}"),
        format!("139****{n:04}"),
        format!("1378765{n:04}"),
    )
}

/// The log's lines without their time stamps (whose fractions of a second are digits that
/// could spell a six-digit code by chance).
fn logged(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| match serde_json::from_str::<Value>(l) {
            Ok(mut v) => {
                if let Some(o) = v.as_object_mut() {
                    o.remove("timestamp");
                }
                v.to_string()
            }
            Err(_) => l.to_string(),
        })
        .collect()
}

/// `needle` in `line` standing alone: not part of a longer run of digits.
fn stands_in(line: &str, needle: &str) -> bool {
    line.match_indices(needle).any(|(at, _)| {
        let before = line[..at].chars().next_back();
        let after = line[at + needle.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_digit()) && !after.is_some_and(|c| c.is_ascii_digit())
    })
}

async fn post(app: &TestApp, path: &str, body: Value) -> Value {
    call(app, Method::POST, path, None, Some(body)).await
}

both_stores!(personal_data_and_codes_stay_out_of_the_logs, |store| {
    let log = capture();
    let (phone, masked, mobile) = numbers(store, 10);
    let (url, inbox) = sms_provider().await;
    let app = spawn_app_with(store, &[("YOUZHE_SMS_URL", url.as_str())]).await;

    // Sign in by SMS code, after a wrong one.
    let sent = post(&app, CODE, json!({ "phone": phone })).await;
    assert_eq!(sent["code"], 0, "{sent}");
    let code = last_code(&inbox, &phone);
    assert_eq!(code.len(), 6);
    let wrong: String = code
        .chars()
        .map(|c| char::from(b'0' + (c as u8 - b'0' + 1) % 10))
        .collect();
    let refused = post(&app, LOGIN, json!({ "phone": phone, "code": wrong })).await;
    assert_eq!(refused["code"], 40300, "{refused}");
    let signed = post(&app, LOGIN, json!({ "phone": phone, "code": code })).await;
    assert_eq!(signed["code"], 0, "{signed}");
    let token = signed["data"]["ID_token"].as_str().unwrap().to_string();
    let refresh = signed["data"]["refresh_token"]
        .as_str()
        .unwrap_or_default()
        .to_string();

    // Win a physical prize and give a delivery address for it.
    let id = format!("log-tea-{store:?}").to_lowercase();
    install(
        &app,
        campaign(
            &id,
            json!({"prizes": [{"id": "tea", "name": "龙井茶", "kind": "physical", "stock": 5, "weight": 1}]}),
        ),
    )
    .await;
    let uid = uid_of(&app, &token).await;
    seed_chances(&app, &id, &uid, 1).await;
    let won = draw(&app, &token, &id, "k").await;
    assert_eq!(won["data"]["outcome"], "won", "{won}");
    let prize = won["data"]["prize"]["id"].as_i64().unwrap();
    let prize_code = won["data"]["prize"]["code"].as_str().unwrap().to_string();
    let (name, street) = ("日志测试收件人", "浙江省杭州市西湖区日志测试路 88 号");
    let address = json!({"name": name, "mobile": mobile, "address": street});
    let given = call(
        &app,
        Method::PUT,
        &format!("{PRIZES}/{prize}/address"),
        Some(&token),
        Some(address),
    )
    .await;
    assert_eq!(given["data"]["state"], "address_given", "{given}");

    // An operator signs in and reads the address by the prize's code.
    let username = format!("log-mod-{store:?}").to_lowercase();
    add(&app, &username, Role::Moderator, None).await;
    let session = sign_in(&app, &username).await;
    let found = ops::get(&app, &session, &format!("/prizes?code={prize_code}")).await;
    assert_eq!(
        found["data"]["address"]["mobile"],
        mobile.as_str(),
        "{found}"
    );
    let _ = call(
        &app,
        Method::POST,
        "/ver3/api/v3/user/logout",
        Some(&token),
        None,
    )
    .await;
    app.stop().await;

    let lines = logged(&log.text());
    assert!(lines.iter().any(|l| l.contains(CODE)), "the capture works");
    for secret in [
        phone.as_str(),
        mobile.as_str(),
        name,
        street,
        prize_code.as_str(),
        PASSWORD,
        session.csrf.as_str(),
        session.cookie.split_once('=').map_or("", |(_, v)| v),
        token.rsplit('.').next().unwrap(),
    ]
    .into_iter()
    .chain((!refresh.is_empty()).then_some(refresh.as_str()))
    {
        assert!(
            !lines.iter().any(|l| l.contains(secret)),
            "reached the log: {secret}"
        );
    }
    for c in [&code, &wrong] {
        assert!(
            !lines.iter().any(|l| stands_in(l, c)),
            "a sign-in code reached the log: {c}"
        );
    }
    // Without the switch, not even the masked number is logged with a code.
    assert!(
        !lines
            .iter()
            .any(|l| l.contains(&masked) && l.contains("验证码")),
        "a message to {masked} was logged"
    );
});

both_stores!(only_the_development_switch_logs_a_code, |store| {
    let log = capture();
    let (phone, masked, _) = numbers(store, 20);
    let app = spawn_app_with(store, &[("YOUZHE_SMS_LOG_CODES", "1")]).await;
    let sent = post(&app, CODE, json!({ "phone": phone })).await;
    assert_eq!(sent["code"], 0, "{sent}");
    app.stop().await;
    let lines = logged(&log.text());
    // The code is there, with the number masked; the number itself is not.
    assert!(
        lines
            .iter()
            .any(|l| l.contains(&masked) && l.contains("登录验证码是")),
        "no code for {masked} in the log"
    );
    assert!(
        !lines.iter().any(|l| l.contains(&phone)),
        "the number {phone} reached the log"
    );
});
