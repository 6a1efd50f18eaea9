//! Alipay code sign-in against a fake gateway that checks our RSA2 signatures: one visitor
//! per Alipay account, the browser's `user_id` never believed over the gateway's, refusals
//! that store nothing, the same limit as WeChat's code login, and 50300 when unset.

use serde_json::{Value, json};
use youzhe_core::{Db, with_db};

use super::{USER_INFO, alipay_fake::FakeAlipay, fakes::code, get_with, token_for};
use crate::{
    both_stores,
    helpers::{Store, TestApp, call, spawn_app, spawn_app_with},
};

const LOGIN: &str = "/ver3/api/alipay/v1/code/login";

async fn app_with_alipay(store: Store, extra: &[(&str, &str)]) -> (TestApp, FakeAlipay) {
    let fake = FakeAlipay::start().await;
    let mut settings = fake.settings();
    for (k, v) in extra {
        settings.push((k, v.to_string()));
    }
    let refs: Vec<(&str, &str)> = settings.iter().map(|(k, v)| (*k, v.as_str())).collect();
    (spawn_app_with(store, &refs).await, fake)
}

async fn login(app: &TestApp, body: Value, token: Option<&str>) -> Value {
    call(app, reqwest::Method::POST, LOGIN, token, Some(body)).await
}

async fn links(db: &Db) -> i64 {
    with_db!(db, p => sqlx::query_scalar("SELECT COUNT(*) FROM visitor_alipay").fetch_one(p).await)
        .unwrap()
}

async fn visitors(db: &Db) -> i64 {
    with_db!(db, p => sqlx::query_scalar("SELECT COUNT(*) FROM visitors").fetch_one(p).await)
        .unwrap()
}

#[tokio::test]
async fn without_configuration_alipay_sign_in_says_so() {
    let app = spawn_app(Store::Sqlite).await;
    let body = login(&app, json!({"auth_code": "ok-1", "user_id": "20881"}), None).await;
    assert_eq!(code(&body), 50300, "{body}");
    assert!(
        body["msg"].as_str().unwrap().contains("支付宝登录"),
        "{body}"
    );
    assert_eq!(links(&app.db).await, 0);
    app.stop().await;
}

both_stores!(an_alipay_account_is_one_visitor, |store| {
    let (app, fake) = app_with_alipay(store, &[]).await;
    let first = login(
        &app,
        json!({"auth_code": "ok-1001", "user_id": "20881001"}),
        None,
    )
    .await;
    assert_eq!(code(&first), 0, "{first}");
    let record = &first["data"];
    assert_eq!(record["token_type"], "Bearer");
    let uid = record["uid"].as_str().unwrap().to_string();
    // The request was signed RSA2 as Alipay reads it (the fake checked the signature).
    let form = fake.last_form();
    assert_eq!(form["method"], "alipay.system.oauth.token");
    assert_eq!(form["sign_type"], "RSA2");
    assert_eq!(form["code"], "ok-1001");
    let ts = &form["timestamp"];
    assert!(ts.len() == 19 && &ts[10..11] == " ", "{ts}");
    let me = get_with(&app, USER_INFO, record["ID_token"].as_str()).await;
    assert_eq!(me["data"]["uid"], uid.as_str());

    // Another code of the same account, without user_id: the same visitor.
    let again = login(&app, json!({"auth_code": "ok-1001-b"}), None).await;
    assert_eq!(again["data"]["uid"], uid.as_str(), "{again}");
    assert_eq!(links(&app.db).await, 1);

    // A code works once, and the replay never reaches Alipay.
    let calls = fake.calls();
    let replay = login(&app, json!({"auth_code": "ok-1001-b"}), None).await;
    assert_eq!(code(&replay), 40900, "{replay}");
    assert_eq!(fake.calls(), calls);
    app.stop().await;
});

both_stores!(refusals_store_nothing, |store| {
    let (app, fake) = app_with_alipay(store, &[]).await;
    let before = visitors(&app.db).await;
    // The gateway refuses the code.
    let body = login(
        &app,
        json!({"auth_code": "expired-code", "user_id": "2088"}),
        None,
    )
    .await;
    assert_eq!(code(&body), 50200, "{body}");
    // An answer not signed by Alipay is not believed.
    let body = login(&app, json!({"auth_code": "forged-7"}), None).await;
    assert_eq!(code(&body), 50200, "{body}");
    // The page says it is someone else than the code's account.
    let body = login(
        &app,
        json!({"auth_code": "ok-2002", "user_id": "2088999"}),
        None,
    )
    .await;
    assert_eq!(code(&body), 40300, "{body}");
    assert_eq!(fake.calls(), 3);
    // Bad input names its field and never reaches Alipay.
    for (bad, field) in [
        (json!({"auth_code": ""}), "auth_code"),
        (json!({"auth_code": "with space"}), "auth_code"),
        (json!({"auth_code": "x".repeat(257)}), "auth_code"),
        (
            json!({"auth_code": "ok-3", "user_id": "2088 or 1=1"}),
            "user_id",
        ),
        (json!({"user_id": "2088"}), "auth_code"),
    ] {
        let body = login(&app, bad.clone(), None).await;
        assert_eq!(
            (code(&body), body["data"]["field"].as_str()),
            (40000, Some(field)),
            "{bad}: {body}"
        );
    }
    assert_eq!(fake.calls(), 3);
    assert_eq!(links(&app.db).await, 0);
    assert_eq!(visitors(&app.db).await, before);
    app.stop().await;
});

both_stores!(a_signed_in_visitor_keeps_one_account, |store| {
    let (app, _fake) = app_with_alipay(store, &[]).await;
    // Known by WeChat (openid) first, then signing in by Alipay: the same visitor.
    let token = token_for(&app, "oWechatFirst").await;
    let body = login(&app, json!({"auth_code": "ok-3003"}), Some(&token)).await;
    assert_eq!(code(&body), 0, "{body}");
    let me = get_with(&app, USER_INFO, Some(&token)).await;
    let uid = me["data"]["uid"].as_str().unwrap().to_string();
    assert_eq!(body["data"]["uid"], uid.as_str());
    assert_eq!(body["data"]["openid"], "oWechatFirst");
    // Later, without a token, Alipay alone finds them.
    let body = login(&app, json!({"auth_code": "ok-3003-later"}), None).await;
    assert_eq!(body["data"]["uid"], uid.as_str());
    let t = body["data"]["ID_token"].as_str().unwrap().to_string();
    let export = call(
        &app,
        reqwest::Method::GET,
        "/ver3/api/v3/me/export",
        Some(&t),
        None,
    )
    .await;
    assert_eq!(export["data"]["profile"]["has_alipay"], true, "{export}");

    // Another visitor signing in with an account already linked reaches its owner; their
    // own account is left as it was.
    let other = token_for(&app, "oSomeoneElse").await;
    let body = login(&app, json!({"auth_code": "ok-3003-third"}), Some(&other)).await;
    assert_eq!(body["data"]["uid"], uid.as_str());

    // Deleting the account takes the link: the same Alipay account starts afresh.
    let gone = call(
        &app,
        reqwest::Method::DELETE,
        "/ver3/api/v3/me",
        Some(&t),
        Some(json!({"confirm": "DELETE"})),
    )
    .await;
    assert_eq!(code(&gone), 0, "{gone}");
    let body = login(&app, json!({"auth_code": "ok-3003-after"}), None).await;
    assert_eq!(code(&body), 0, "{body}");
    assert_ne!(body["data"]["uid"], uid.as_str());
    app.stop().await;
});

both_stores!(alipay_sign_ins_share_the_code_login_limit, |store| {
    let (app, fake) = app_with_alipay(store, &[("YOUZHE_RATE_CODE_LOGIN", "1/60")]).await;
    let body = login(&app, json!({"auth_code": "ok-4004"}), None).await;
    assert_eq!(code(&body), 0, "{body}");
    let res = app
        .post_json(LOGIN, &json!({"auth_code": "ok-4004-b"}))
        .await;
    assert_eq!(res.status(), 429);
    assert!(res.headers().get("retry-after").is_some());
    assert_eq!(fake.calls(), 1);
    app.stop().await;
});
