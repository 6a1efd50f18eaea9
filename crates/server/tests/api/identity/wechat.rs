//! WeChat: the authorize address, code sign-in and replay, share signatures with the
//! published test vector, and the single-fetch token/ticket cache under concurrency.

use serde_json::{Value, json};
use youzhe_core::with_db;
use youzhe_identity::wechat::share_sign::signature;

use super::{
    USER_INFO,
    fakes::{ACCESS_TOKEN, APP_SECRET, DOC_TICKET, FakeWechat, code},
    get_with,
};
use crate::{
    both_stores,
    helpers::{Store, TestApp, spawn_app, spawn_app_with},
};

const PUBLIC: &str = "https://trip.example.cn";
const AUTHORIZE: &str = "/ver3/api/wechat/v1/authorization";
const CODE_LOGIN: &str = "/ver3/api/wechat/v1/code/login";

async fn app_with_wechat(store: Store, extra: &[(&str, &str)]) -> (TestApp, FakeWechat) {
    let fake = FakeWechat::start().await;
    let mut settings: Vec<(&str, String)> = fake.settings();
    settings.push(("YOUZHE_PUBLIC_URL", PUBLIC.to_string()));
    for (k, v) in extra {
        settings.push((k, v.to_string()));
    }
    let refs: Vec<(&str, &str)> = settings.iter().map(|(k, v)| (*k, v.as_str())).collect();
    (spawn_app_with(store, &refs).await, fake)
}

fn no_secrets(text: &str) {
    for secret in [APP_SECRET, ACCESS_TOKEN, DOC_TICKET] {
        assert!(
            !text.contains(secret),
            "a secret leaked into a response: {text}"
        );
    }
}

async fn share(app: &TestApp, url: &str) -> (Value, String) {
    let res = app
        .client
        .post(app.url("/wxShare"))
        .form(&[("url", url)])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    let text = res.text().await.unwrap();
    (serde_json::from_str(&text).unwrap(), text)
}

#[tokio::test]
async fn without_configuration_wechat_says_so() {
    let app = spawn_app(Store::Sqlite).await;
    let body = app
        .get_json(&format!("{AUTHORIZE}?callback_url=/ver3/"))
        .await;
    assert_eq!(code(&body), 50300, "{body}");
    let body: Value = app
        .post_json(CODE_LOGIN, &json!({"code": "ok-a"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 50300);
    let (body, _) = share(&app, "/ver3/").await;
    assert_eq!(code(&body), 50300);
    app.stop().await;
}

#[tokio::test]
async fn the_authorize_address_is_wechats_with_a_browser_bound_state() {
    let (app, fake) = app_with_wechat(Store::Sqlite, &[]).await;
    let cb = format!("{PUBLIC}/ver3/pages/hotel/index?x=1");
    let res = app
        .client
        .get(app.url(AUTHORIZE))
        .query(&[("callback_url", cb.as_str())])
        .send()
        .await
        .unwrap();
    let cookie = res
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    let text = res.text().await.unwrap();
    no_secrets(&text);
    let body: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(code(&body), 0, "{body}");
    let address = body["data"].as_str().unwrap();
    let state = cookie
        .strip_prefix("yz_wx_state=")
        .unwrap()
        .split(';')
        .next()
        .unwrap();
    assert!(
        cookie.contains("HttpOnly") && cookie.contains("Secure") && cookie.contains("SameSite=Lax"),
        "{cookie}"
    );
    let enc: String = url::form_urlencoded::byte_serialize(cb.as_bytes()).collect();
    assert_eq!(
        address,
        format!(
            "https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx-test-app&redirect_uri={enc}\
             &response_type=code&scope=snsapi_userinfo&state={state}#wechat_redirect"
        )
    );
    assert_eq!(state.len(), 32);

    let body = app
        .get_json(&format!(
            "{AUTHORIZE}?scope=snsapi_base&callback_url=/ver3/"
        ))
        .await;
    assert!(
        body["data"]
            .as_str()
            .unwrap()
            .contains("&scope=snsapi_base&"),
        "{body}"
    );
    let body = app
        .get_json(&format!("{AUTHORIZE}?scope=snsapi_login"))
        .await;
    assert_eq!(
        (code(&body), body["data"]["field"].clone()),
        (40000, json!("scope"))
    );

    for bad in [
        "https://evil.example/ver3/",
        "https://trip.example.cn/admin/",
        "https://trip.example.cn@evil.example/ver3/",
        "http://trip.example.cn/ver3/",
        "//evil.example/ver3/",
        "javascript:alert(1)",
    ] {
        let res = app
            .client
            .get(app.url(AUTHORIZE))
            .query(&[("callback_url", bad)])
            .send()
            .await
            .unwrap();
        assert!(res.headers().get("set-cookie").is_none());
        let body: Value = res.json().await.unwrap();
        assert_eq!(
            (code(&body), body["data"]["field"].clone()),
            (40000, json!("callback_url")),
            "{bad}"
        );
    }
    assert_eq!(fake.calls("exchange"), 0);
    app.stop().await;
}

both_stores!(code_login_links_the_visitor_once_per_code, |store| {
    let (app, fake) = app_with_wechat(store, &[]).await;
    let res = app
        .post_json(CODE_LOGIN, &json!({"code": "ok-amy", "user_id": "share-9"}))
        .await;
    let text = res.text().await.unwrap();
    no_secrets(&text);
    assert!(
        !text.contains("user-token-amy"),
        "the visitor's WeChat access token stays with us"
    );
    let body: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(code(&body), 0, "{body}");
    assert_eq!(body["data"]["openid"], "wx-amy");
    let uid = body["data"]["uid"].clone();
    let token = body["data"]["ID_token"].as_str().unwrap().to_string();
    let profile = get_with(&app, USER_INFO, Some(&token)).await;
    assert_eq!(profile["data"]["nickname"], "西湖游客");
    assert_eq!(profile["data"]["avatar"], "https://thirdwx.qlogo.cn/a.png");
    let (referrer, unionid): (Option<String>, Option<String>) =
        with_db!(&app.db, p => sqlx::query_as(
        "SELECT referrer, unionid FROM visitors WHERE openid = 'wx-amy'").fetch_one(p).await)
        .unwrap();
    assert_eq!(
        (referrer.as_deref(), unionid.as_deref()),
        (Some("share-9"), Some("union-amy"))
    );
    assert_eq!((fake.calls("exchange"), fake.calls("userinfo")), (1, 1));

    // A replayed code is refused before WeChat is asked.
    let body: Value = app
        .post_json(CODE_LOGIN, &json!({"code": "ok-amy"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 40900, "{body}");
    assert_eq!(fake.calls("exchange"), 1);

    // snsapi_base: no profile call; the same openid is the same visitor.
    let body: Value = app
        .post_json(CODE_LOGIN, &json!({"code": "base-amy"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!((code(&body), body["data"]["uid"].clone()), (0, uid));
    assert_eq!(fake.calls("userinfo"), 1);

    // WeChat refuses the code: an upstream error, no visitor.
    let body: Value = app
        .post_json(CODE_LOGIN, &json!({"code": "expired-code"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 50200, "{body}");
    let body: Value = app
        .post_json(CODE_LOGIN, &json!({"code": ""}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (code(&body), body["data"]["field"].clone()),
        (40000, json!("code"))
    );

    // The legacy entry takes codes too (and refuses their replay the same way).
    let body: Value = app
        .post_json("/ver3/api/v3/user/login", &json!({"code": "ok-cat"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(
        (code(&body), body["data"]["openid"].clone()),
        (0, json!("wx-cat"))
    );
    let body: Value = app
        .post_json("/ver3/api/v3/user/login", &json!({"code": "ok-cat"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 40900);
    app.stop().await;
});

#[tokio::test]
async fn the_state_must_come_from_this_browser() {
    let (app, _fake) = app_with_wechat(Store::Sqlite, &[]).await;
    let res = app
        .client
        .get(app.url(&format!("{AUTHORIZE}?callback_url=/ver3/")))
        .send()
        .await
        .unwrap();
    let cookie = res
        .headers()
        .get("set-cookie")
        .unwrap()
        .to_str()
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_string();
    let state = cookie.strip_prefix("yz_wx_state=").unwrap().to_string();
    let login = |c: Option<&str>, state: &str, code: &str| {
        let mut req = app
            .client
            .post(app.url(CODE_LOGIN))
            .json(&json!({"code": code, "state": state}));
        if let Some(c) = c {
            req = req.header("Cookie", c);
        }
        req.send()
    };
    let body: Value = login(None, &state, "ok-dan")
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 40300, "no cookie: {body}");
    let body: Value = login(Some("yz_wx_state=someone-else"), &state, "ok-dan")
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 40300, "another browser: {body}");
    let body: Value = login(Some(&cookie), &state, "ok-dan")
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 0, "{body}");
    app.stop().await;
}

#[test]
fn the_published_signature_test_vector() {
    assert_eq!(
        signature(
            DOC_TICKET,
            "Wm3WZYTPz0wzccnW",
            1414587457,
            "http://mp.weixin.qq.com?params=value"
        ),
        "0f9de62fce790f9a083d5c99e95740ceb90c27ed"
    );
}

both_stores!(share_signs_our_pages_without_the_fragment, |store| {
    let (app, fake) = app_with_wechat(store, &[]).await;
    let (body, text) = share(&app, &format!("{PUBLIC}/ver3/pages/hotel/index?id=3#top")).await;
    no_secrets(&text);
    assert_eq!(code(&body), 0, "{body}");
    let r = &body["result"];
    assert_eq!(r, &body["data"]);
    assert_eq!(r["appId"], "wx-test-app");
    let (nonce, ts) = (
        r["nonceStr"].as_str().unwrap(),
        r["timestamp"].as_i64().unwrap(),
    );
    assert_eq!(nonce.len(), 16);
    let expected = signature(
        DOC_TICKET,
        nonce,
        ts,
        &format!("{PUBLIC}/ver3/pages/hotel/index?id=3"),
    );
    assert_eq!(r["signature"], expected.as_str());

    // A path alone, and a once-more-encoded address, are the same page.
    let (body, _) = share(&app, "/ver3/pages/hotel/index?id=3").await;
    let r = &body["result"];
    let expected = signature(
        DOC_TICKET,
        r["nonceStr"].as_str().unwrap(),
        r["timestamp"].as_i64().unwrap(),
        &format!("{PUBLIC}/ver3/pages/hotel/index?id=3"),
    );
    assert_eq!(r["signature"], expected.as_str());
    let encoded: String =
        url::form_urlencoded::byte_serialize(format!("{PUBLIC}/ver3/a?b=1").as_bytes()).collect();
    let (body, _) = share(&app, &encoded).await;
    assert_eq!(code(&body), 0, "{body}");

    for bad in [
        "https://evil.example/ver3/",
        &format!("{PUBLIC}/admin"),
        "",
        "http://mp.weixin.qq.com?params=value",
    ] {
        let (body, _) = share(&app, bad).await;
        assert_eq!(
            (code(&body), body["data"]["field"].clone()),
            (40000, json!("url")),
            "{bad}"
        );
    }
    // Cached: one token and one ticket however many signatures.
    assert_eq!((fake.calls("token"), fake.calls("ticket")), (1, 1));
    app.stop().await;
});

both_stores!(two_hundred_concurrent_signings_fetch_once, |store| {
    let (app, fake) = app_with_wechat(store, &[("YOUZHE_RATE_WXSHARE", "off")]).await;
    let started = std::time::Instant::now();
    let requests = (0..200).map(|i| {
        let app = &app;
        async move { share(app, &format!("/ver3/pages/p{i}")).await.0 }
    });
    let bodies = futures::future::join_all(requests).await;
    let elapsed = started.elapsed();
    assert!(
        bodies.iter().all(|b| code(b) == 0),
        "{:?}",
        bodies.iter().find(|b| code(b) != 0)
    );
    assert_eq!(fake.calls("token"), 1, "exactly one access-token fetch");
    assert_eq!(fake.calls("ticket"), 1, "exactly one ticket fetch");
    let cached: Option<String> = youzhe_core::kv::get(&app.db, "wechat:jsapi_ticket")
        .await
        .unwrap();
    assert_eq!(cached.as_deref(), Some(DOC_TICKET));
    eprintln!("200 concurrent signings on an empty cache ({store:?}): {elapsed:?}");
    app.stop().await;
});

both_stores!(
    a_friend_brought_by_a_share_link_earns_the_sharer_once,
    |store| {
        let (app, _fake) = app_with_wechat(store, &[]).await;
        let sharer_token = crate::identity::token_for(&app, "oSharer").await;
        let sharer = get_with(&app, USER_INFO, Some(&sharer_token)).await["data"]["uid"]
            .as_str()
            .expect("uid")
            .to_string();
        let sign_in = |wx_code: &'static str, user_id: String| {
            let app = &app;
            async move {
                let body: Value = app
                    .post_json(CODE_LOGIN, &json!({"code": wx_code, "user_id": user_id}))
                    .await
                    .json()
                    .await
                    .unwrap();
                assert_eq!(code(&body), 0, "{body}");
            }
        };
        // The friend opens the shared page and signs in, then again another day.
        sign_in("ok-bob", sharer.clone()).await;
        sign_in("base-bob", sharer.clone()).await;
        // A link naming nobody we know brings nobody any points.
        sign_in("ok-cat", "not-a-visitor".into()).await;

        let points = get_with(&app, "/ver3/api/v3/points", Some(&sharer_token)).await;
        assert_eq!(points["data"]["balance"], 2, "{points}");
        let rows: Vec<(String, String)> = with_db!(&app.db, p => sqlx::query_as(
        "SELECT user_id, idempotency_key FROM point_ledger WHERE event = 'share_visit'")
        .fetch_all(p).await)
        .unwrap();
        assert_eq!(rows.len(), 1, "{rows:?}");
        assert_eq!(rows[0].0, sharer);
        assert!(rows[0].1.starts_with("share-"), "{rows:?}");
        app.stop().await;
    }
);
