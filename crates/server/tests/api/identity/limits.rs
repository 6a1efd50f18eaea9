//! Rate limits: 429 with Retry-After, and X-Forwarded-For trusted only from our proxies.

use serde_json::{Value, json};

use super::{OPENID_LOGIN, fakes::FakeWechat};
use crate::{
    both_stores,
    helpers::{Store, TestApp, spawn_app_with},
};

async fn post_from(
    app: &TestApp,
    path: &str,
    body: Value,
    forwarded_for: Option<&str>,
) -> reqwest::Response {
    let mut req = app.client.post(app.url(path)).json(&body);
    if let Some(ip) = forwarded_for {
        req = req.header("X-Forwarded-For", ip);
    }
    req.send().await.unwrap()
}

async fn assert_limited(res: reqwest::Response) {
    assert_eq!(res.status(), 429);
    let retry: u64 = res
        .headers()
        .get("retry-after")
        .expect("Retry-After")
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    // The limits here are per 60 s; a sliding window may ask a client that spent a whole
    // window to wait into the next one, never more than two periods.
    assert!((1..=120).contains(&retry), "{retry}");
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["code"], 42900);
}

both_stores!(
    sign_ins_are_limited_per_address_across_the_database,
    |store| {
        let app = spawn_app_with(store, &[("YOUZHE_RATE_LOGIN", "2/60")]).await;
        for i in 0..2 {
            let res = post_from(
                &app,
                OPENID_LOGIN,
                json!({"openid": format!("oLimit{i}")}),
                None,
            )
            .await;
            assert_eq!(res.status(), 200);
        }
        assert_limited(post_from(&app, OPENID_LOGIN, json!({"openid": "oLimit3"}), None).await)
            .await;
        // Without trusted proxies a forged X-Forwarded-For changes nothing.
        assert_limited(
            post_from(
                &app,
                OPENID_LOGIN,
                json!({"openid": "oLimit3"}),
                Some("203.0.113.7"),
            )
            .await,
        )
        .await;
        // The legacy entry shares the limit.
        assert_limited(
            post_from(
                &app,
                "/ver3/api/v3/user/login",
                json!({"openid": "oLimit3"}),
                None,
            )
            .await,
        )
        .await;
        app.stop().await;
    }
);

both_stores!(
    forwarded_addresses_count_only_from_trusted_proxies,
    |store| {
        let app = spawn_app_with(
            store,
            &[
                ("YOUZHE_RATE_LOGIN", "1/60"),
                ("YOUZHE_TRUSTED_PROXIES", "127.0.0.1"),
            ],
        )
        .await;
        let a = post_from(
            &app,
            OPENID_LOGIN,
            json!({"openid": "oProxy"}),
            Some("198.51.100.1"),
        )
        .await;
        assert_eq!(a.status(), 200);
        let b = post_from(
            &app,
            OPENID_LOGIN,
            json!({"openid": "oProxy"}),
            Some("198.51.100.2"),
        )
        .await;
        assert_eq!(b.status(), 200, "another visitor behind the same proxy");
        assert_limited(
            post_from(
                &app,
                OPENID_LOGIN,
                json!({"openid": "oProxy"}),
                Some("198.51.100.1"),
            )
            .await,
        )
        .await;
        // A visitor prepending a fake hop is still counted by the address our proxy saw.
        assert_limited(
            post_from(
                &app,
                OPENID_LOGIN,
                json!({"openid": "oProxy"}),
                Some("10.9.9.9, 198.51.100.2"),
            )
            .await,
        )
        .await;
        app.stop().await;
    }
);

both_stores!(code_logins_are_limited, |store| {
    let fake = FakeWechat::start().await;
    let mut s: Vec<(&str, String)> = fake.settings();
    s.push(("YOUZHE_RATE_CODE_LOGIN", "1/60".into()));
    let refs: Vec<(&str, &str)> = s.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let app = spawn_app_with(store, &refs).await;
    let res = post_from(
        &app,
        "/ver3/api/wechat/v1/code/login",
        json!({"code": "ok-lim"}),
        None,
    )
    .await;
    assert_eq!(res.status(), 200);
    assert_limited(
        post_from(
            &app,
            "/ver3/api/wechat/v1/code/login",
            json!({"code": "ok-lim2"}),
            None,
        )
        .await,
    )
    .await;
    assert_eq!(fake.calls("exchange"), 1);
    app.stop().await;
});

#[tokio::test]
async fn share_refresh_and_images_are_limited() {
    let fake = FakeWechat::start().await;
    let mut s: Vec<(&str, String)> = fake.settings();
    for (k, v) in [
        ("YOUZHE_RATE_WXSHARE", "1/60"),
        ("YOUZHE_RATE_IMAGE", "1/60"),
        ("YOUZHE_RATE_REFRESH", "1/60"),
    ] {
        s.push((k, v.into()));
    }
    let refs: Vec<(&str, &str)> = s.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let app = spawn_app_with(Store::Sqlite, &refs).await;
    let share = || {
        app.client
            .post(app.url("/wxShare"))
            .form(&[("url", "/ver3/")])
            .send()
    };
    assert_eq!(share().await.unwrap().status(), 200);
    assert_limited(share().await.unwrap()).await;
    let image = || {
        app.client
            .get(app.url("/ver3/api/v3/file/base64?url=https://images.example.com/a.png"))
            .send()
    };
    assert_eq!(image().await.unwrap().status(), 200);
    assert_limited(image().await.unwrap()).await;
    let token = crate::identity::token_for(&app, "oRefreshLimit").await;
    let refresh = || {
        app.client
            .post(app.url(crate::identity::REFRESH))
            .header("Authorization", format!("Bearer {token}"))
            .send()
    };
    assert_eq!(refresh().await.unwrap().status(), 200);
    assert_limited(refresh().await.unwrap()).await;
    app.stop().await;
}
