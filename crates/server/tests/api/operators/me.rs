//! `GET me` answers the session's CSRF token: a reloaded console (which kept nothing but
//! the cookie) reads it there and writes again without signing in.

use reqwest::Method;
use serde_json::json;
use youzhe_operators::Role;

use super::{Session, add, app, call, code, get, sign_in};
use crate::both_stores;

both_stores!(me_answers_the_sessions_own_csrf_token, |store| {
    let app = app(store, &[]).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    let first = sign_in(&app, "admin").await;
    let second = sign_in(&app, "admin").await;
    assert_ne!(first.csrf, second.csrf);

    let me = get(&app, &first, "/me").await;
    assert_eq!(code(&me), 0, "{me}");
    assert_eq!(me["data"]["username"], "admin");
    assert_eq!(me["data"]["role"], "province_admin");
    assert_eq!(
        me["data"]["csrf"],
        first.csrf.as_str(),
        "this session's token"
    );
    let me2 = get(&app, &second, "/me").await;
    assert_eq!(me2["data"]["csrf"], second.csrf.as_str());

    // A console that lost its token (a reload, a new tab) writes with the one `me` gave.
    let reloaded = Session {
        cookie: first.cookie.clone(),
        csrf: me["data"]["csrf"].as_str().unwrap().to_string(),
    };
    let r = call(
        &app,
        &reloaded,
        Method::POST,
        "/operators",
        Some(&reloaded.csrf),
        Some(
            json!({"username": "ed-new", "role": "analyst", "password": "a long enough password"}),
        ),
    )
    .await;
    assert_eq!(code(&r), 0, "{r}");
    // Another session's token is still refused.
    let r = call(
        &app,
        &reloaded,
        Method::POST,
        "/operators",
        Some(&second.csrf),
        Some(json!({"username": "ed-other", "role": "analyst", "password": "a long enough password"})),
    )
    .await;
    assert_eq!(code(&r), 40300, "{r}");
    // Signed out: no token for anyone.
    let r = call(
        &app,
        &first,
        Method::DELETE,
        "/session",
        Some(&first.csrf),
        None,
    )
    .await;
    assert_eq!(code(&r), 0, "{r}");
    let me = get(&app, &first, "/me").await;
    assert_eq!(code(&me), 40003, "{me}");
    assert!(me["data"]["csrf"].is_null());
});
