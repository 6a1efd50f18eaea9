//! Signing in and out: the cookie, one answer for every wrong credential, the lockout and
//! its end, one-time codes.

use std::time::Duration;

use reqwest::Method;
use serde_json::json;
use youzhe_operators::{Role, accounts, audit::Actor, totp};

use super::{ADMIN, PASSWORD, add, app, call, code, get, sign_in, try_sign_in, write};
use crate::both_stores;

both_stores!(signs_in_with_a_strict_http_only_cookie, |store| {
    let app = app(store, &[]).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    let (_, cookie, body) =
        try_sign_in(&app, json!({"username": "admin", "password": PASSWORD})).await;
    assert_eq!(body["code"], 0, "{body}");
    assert_eq!(body["data"]["operator"]["role"], "province_admin");
    assert!(body["data"]["csrf"].as_str().unwrap().len() >= 32);
    let cookie = cookie.unwrap();
    for flag in ["yz_op=", "HttpOnly", "SameSite=Strict", "Path=/ver3"] {
        assert!(cookie.contains(flag), "{cookie}");
    }
    assert!(!cookie.contains("Secure"), "plain http: {cookie}");
    // The cookie's value is not what the table keeps.
    let value = cookie
        .split(';')
        .next()
        .unwrap()
        .trim_start_matches("yz_op=")
        .to_string();
    let stored: i64 = youzhe_core::with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM operator_sessions WHERE id_hash = $1").bind(&value).fetch_one(pool).await)
    .unwrap();
    assert_eq!(stored, 0);

    let s = sign_in(&app, "admin").await;
    let me = get(&app, &s, "/me").await;
    assert_eq!(me["data"]["username"], "admin", "{me}");
    assert!(me["data"].get("passwordHash").is_none());

    // Without a cookie, or with a made-up one: sign in again.
    let none: serde_json::Value = app
        .client
        .get(app.url(&format!("{ADMIN}/me")))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(code(&none), 40003);
    let forged = crate::operators::Session {
        cookie: "yz_op=made-up".into(),
        csrf: String::new(),
    };
    assert_eq!(code(&get(&app, &forged, "/me").await), 40003);

    // Signing out ends the session on the server and removes the cookie.
    let res = app
        .client
        .delete(app.url(&format!("{ADMIN}/session")))
        .header("cookie", &s.cookie)
        .header("x-csrf-token", &s.csrf)
        .send()
        .await
        .unwrap();
    let removal = res.headers()["set-cookie"].to_str().unwrap().to_string();
    assert!(removal.contains("Max-Age=0"), "{removal}");
    assert_eq!(code(&get(&app, &s, "/me").await), 40003);

    // Behind https the cookie is Secure.
    let app = crate::operators::app(
        youzhe_core::testing::Store::Sqlite,
        &[("YOUZHE_PUBLIC_URL", "https://trip.example.cn")],
    )
    .await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    let (_, cookie, _) =
        try_sign_in(&app, json!({"username": "admin", "password": PASSWORD})).await;
    assert!(cookie.unwrap().contains("; Secure"));
});

both_stores!(wrong_password_and_unknown_user_answer_alike, |store| {
    let app = app(store, &[]).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    let (_, c1, wrong) = try_sign_in(
        &app,
        json!({"username": "admin", "password": "not the password"}),
    )
    .await;
    let (_, c2, unknown) = try_sign_in(
        &app,
        json!({"username": "nobody", "password": "not the password"}),
    )
    .await;
    assert_eq!(code(&wrong), 40003, "{wrong}");
    assert_eq!(wrong, unknown);
    assert_eq!(wrong["msg"], "用户名或密码不正确");
    assert!(c1.is_none() && c2.is_none());

    // Bad input names its field.
    let (_, _, empty) = try_sign_in(&app, json!({"username": "", "password": "x"})).await;
    assert_eq!(
        (code(&empty), empty["data"]["field"].as_str()),
        (40000, Some("username"))
    );
    let (_, _, bad_code) = try_sign_in(
        &app,
        json!({"username": "admin", "password": PASSWORD, "totp": "12ab56"}),
    )
    .await;
    assert_eq!(bad_code["data"]["field"], "totp");

    // A disabled account answers as a wrong password does, even with the right one.
    let ed = add(&app, "editor", Role::Analyst, None).await;
    accounts::update(
        &app.db,
        &Actor::cli(),
        ed,
        accounts::Changes {
            disabled: Some(true),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let (_, _, disabled) =
        try_sign_in(&app, json!({"username": "editor", "password": PASSWORD})).await;
    assert_eq!(disabled, wrong);
});

both_stores!(
    five_failures_lock_the_account_until_the_window_ends,
    |store| {
        let app = app(store, &[("YOUZHE_OPERATOR_LOCKOUT_SECS", "2")]).await;
        add(&app, "admin", Role::ProvinceAdmin, None).await;
        for _ in 0..5 {
            let (_, _, b) = try_sign_in(
                &app,
                json!({"username": "admin", "password": "guess guess guess"}),
            )
            .await;
            assert_eq!(code(&b), 40003);
        }
        // Locked: even the right password is refused, with when to come back.
        let res = app
            .post_json(
                &format!("{ADMIN}/session"),
                &json!({"username": "admin", "password": PASSWORD}),
            )
            .await;
        assert_eq!(res.status(), 429);
        assert!(res.headers().contains_key("retry-after"));
        let body: serde_json::Value = res.json().await.unwrap();
        assert_eq!(code(&body), 42900);
        assert!(body["msg"].as_str().unwrap().contains("锁定"), "{body}");
        let locked: Option<i64> = youzhe_core::with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT locked_until_ms FROM operators WHERE username = 'admin'").fetch_one(pool).await)
        .unwrap();
        assert!(locked.is_some());

        tokio::time::sleep(Duration::from_millis(2100)).await;
        let (_, cookie, ok) =
            try_sign_in(&app, json!({"username": "admin", "password": PASSWORD})).await;
        assert_eq!(code(&ok), 0, "{ok}");
        assert!(cookie.is_some());
        let failed: i64 = youzhe_core::with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT failed_attempts FROM operators WHERE username = 'admin'").fetch_one(pool).await)
        .unwrap();
        assert_eq!(failed, 0);
    }
);

both_stores!(an_unknown_username_locks_like_a_real_one, |store| {
    let app = app(store, &[("YOUZHE_OPERATOR_LOCKOUT_SECS", "2")]).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    // The same tries under a real name and a made-up one get the same answers, lock
    // included: the lockout cannot be used to learn which names exist.
    for name in ["admin", "nobody"] {
        let mut answers = Vec::new();
        for _ in 0..6 {
            let res = app
                .post_json(
                    &format!("{ADMIN}/session"),
                    &json!({"username": name, "password": "guess guess guess"}),
                )
                .await;
            let status = res.status().as_u16();
            let retry = res.headers().contains_key("retry-after");
            let body: serde_json::Value = res.json().await.unwrap();
            answers.push((status, code(&body), retry));
        }
        let mut expected = vec![(200, 40003, false); 5];
        expected.push((429, 42900, true));
        assert_eq!(answers, expected, "{name}");
    }
    // The lock ends like an account's, and the made-up name is then simply wrong again.
    tokio::time::sleep(Duration::from_millis(2100)).await;
    let (_, _, b) = try_sign_in(
        &app,
        json!({"username": "nobody", "password": "guess guess guess"}),
    )
    .await;
    assert_eq!(code(&b), 40003, "{b}");
});

both_stores!(totp_is_required_and_a_code_works_once, |store| {
    let app = app(store, &[]).await;
    let id = add(&app, "admin", Role::ProvinceAdmin, None).await;
    let secret = b"12345678901234567890";
    accounts::enable_totp(&app.db, &Actor::cli(), id, secret)
        .await
        .unwrap();

    let (_, cookie, missing) =
        try_sign_in(&app, json!({"username": "admin", "password": PASSWORD})).await;
    assert_eq!(
        (code(&missing), missing["data"]["field"].as_str()),
        (40000, Some("totp")),
        "{missing}"
    );
    assert!(cookie.is_none());

    let now = youzhe_core::time::now_ms() / 1000;
    let good = format!(
        "{:06}",
        totp::code_at(secret, now / totp::STEP_SECS, totp::DIGITS)
    );
    let wrong = format!("{:06}", (good.parse::<u32>().unwrap() + 1) % 1_000_000);
    let (_, _, bad) = try_sign_in(
        &app,
        json!({"username": "admin", "password": PASSWORD, "totp": wrong}),
    )
    .await;
    assert_eq!(
        (code(&bad), bad["data"]["field"].as_str()),
        (40000, Some("totp"))
    );
    // A right code with a wrong password says nothing about the code.
    let (_, _, wrong_pw) = try_sign_in(
        &app,
        json!({"username": "admin", "password": "not the password", "totp": good}),
    )
    .await;
    assert_eq!(code(&wrong_pw), 40003);

    let (_, cookie, ok) = try_sign_in(
        &app,
        json!({"username": "admin", "password": PASSWORD, "totp": good}),
    )
    .await;
    assert_eq!(code(&ok), 0, "{ok}");
    assert!(cookie.is_some());
    assert_eq!(ok["data"]["operator"]["totp"], true);
    let (_, cookie, replay) = try_sign_in(
        &app,
        json!({"username": "admin", "password": PASSWORD, "totp": good}),
    )
    .await;
    assert_eq!(code(&replay), 40900, "{replay}");
    assert!(cookie.is_none());
});

both_stores!(writes_without_the_csrf_token_change_nothing, |store| {
    let app = app(store, &[]).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    let s = sign_in(&app, "admin").await;
    let before = crate::operators::snapshot(&app).await;
    let new = json!({"username": "editor", "role": "analyst", "password": PASSWORD});
    for csrf in [None, Some("wrong"), Some("")] {
        let r = call(
            &app,
            &s,
            Method::POST,
            "/operators",
            csrf,
            Some(new.clone()),
        )
        .await;
        assert_eq!(code(&r), 40300, "{csrf:?}: {r}");
        assert!(r["msg"].as_str().unwrap().contains("CSRF"));
        let r = call(
            &app,
            &s,
            Method::PATCH,
            "/operators/1",
            csrf,
            Some(json!({"displayName": "x"})),
        )
        .await;
        assert_eq!(code(&r), 40300);
        let r = call(&app, &s, Method::DELETE, "/session", csrf, None).await;
        assert_eq!(code(&r), 40300);
    }
    // Another session's token is not this one's.
    let other = sign_in(&app, "admin").await;
    let r = call(
        &app,
        &s,
        Method::POST,
        "/operators",
        Some(&other.csrf),
        Some(new.clone()),
    )
    .await;
    assert_eq!(code(&r), 40300);
    assert_eq!(crate::operators::snapshot(&app).await, before);
    assert_eq!(
        get(&app, &s, "/me").await["code"],
        0,
        "the session still works"
    );

    let r = write(&app, &s, Method::POST, "/operators", new).await;
    assert_eq!(code(&r), 0, "{r}");
});

both_stores!(a_new_password_lifts_the_lock_at_once, |store| {
    let app = app(store, &[]).await;
    let id = add(&app, "admin", Role::ProvinceAdmin, None).await;
    for _ in 0..5 {
        try_sign_in(
            &app,
            json!({"username": "admin", "password": "guess guess guess"}),
        )
        .await;
    }
    let (status, _, _) =
        try_sign_in(&app, json!({"username": "admin", "password": PASSWORD})).await;
    assert_eq!(status, 429);
    // What `youzhe operator reset` does.
    accounts::update(
        &app.db,
        &Actor::cli(),
        id,
        accounts::Changes {
            password: Some("the replacement password".into()),
            ..Default::default()
        },
    )
    .await
    .unwrap();
    let (_, _, old) = try_sign_in(&app, json!({"username": "admin", "password": PASSWORD})).await;
    assert_eq!(code(&old), 40003);
    let (_, cookie, ok) = try_sign_in(
        &app,
        json!({"username": "admin", "password": "the replacement password"}),
    )
    .await;
    assert_eq!(code(&ok), 0, "{ok}");
    assert!(cookie.is_some());
});
