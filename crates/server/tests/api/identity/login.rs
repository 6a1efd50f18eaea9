//! Openid sign-in, signed links, the legacy entry, the profile.

use std::collections::BTreeMap;

use serde_json::json;
use youzhe_core::{Config, Secret, time::now_secs};
use youzhe_identity::links;

use super::{USER_INFO, fakes::code, get_with, login, token_for};
use crate::{
    both_stores,
    helpers::{spawn_app, spawn_app_with},
};

const SECRET: &str = "a-link-secret-for-tests";

both_stores!(
    first_login_creates_the_visitor_and_the_same_openid_keeps_its_uid,
    |store| {
        let app = spawn_app(store).await;
        let first = login(&app, json!({"openid": "oTour-1"})).await;
        assert_eq!(code(&first), 0, "{first}");
        let record = &first["data"];
        assert_eq!(record["token_type"], "Bearer");
        assert!(
            record["expires_in"].as_u64().unwrap() > 1200,
            "well above the client's refresh window"
        );
        assert!(
            record["refresh_expires_in"].as_u64().unwrap() > record["expires_in"].as_u64().unwrap()
        );
        assert_eq!(record["openid"], "oTour-1");
        let uid = record["uid"].as_str().unwrap().to_string();
        assert_eq!(
            crate::identity::claims_of(record["ID_token"].as_str().unwrap())["uid"],
            uid.as_str()
        );

        let again = login(&app, json!({"openid": "oTour-1"})).await;
        assert_eq!(again["data"]["uid"], uid.as_str());
        assert_ne!(again["data"]["ID_token"], record["ID_token"]);
        let other = login(&app, json!({"openid": "oTour-2"})).await;
        assert_ne!(other["data"]["uid"], uid.as_str());

        // Bad input names the field and creates nobody.
        for bad in [
            json!({}),
            json!({"openid": ""}),
            json!({"openid": "a b"}),
            json!({"openid": 7}),
        ] {
            let body = login(&app, bad.clone()).await;
            assert_eq!(code(&body), 40000, "{bad}: {body}");
            assert_eq!(body["data"]["field"], "openid");
        }
        let n: i64 = youzhe_core::with_db!(&app.db, p => sqlx::query_scalar("SELECT COUNT(*) FROM visitors").fetch_one(p).await).unwrap();
        assert_eq!(n, 2);
        app.stop().await;
    }
);

both_stores!(signed_links_work_once_within_five_minutes, |store| {
    let app = spawn_app_with(store, &[("YOUZHE_OPENID_LINK_SECRET", SECRET)]).await;
    let secret = Secret::new(SECRET.to_string());
    let now = now_secs();

    // Good, as the operator command builds it (ts arrives as a string from the link).
    let mut s = BTreeMap::new();
    s.insert(
        "YOUZHE_PUBLIC_URL".to_string(),
        "https://trip.example.cn".to_string(),
    );
    s.insert("YOUZHE_OPENID_LINK_SECRET".to_string(), SECRET.to_string());
    let link = links::signed_link(
        &Config::from_settings(s).unwrap(),
        "oLink-1",
        "/ver3/pages/hotel/index",
        now,
    )
    .unwrap();
    let q: BTreeMap<String, String> = url::Url::parse(&link)
        .unwrap()
        .query_pairs()
        .into_owned()
        .collect();
    let good = json!({"openid": q["openid"], "ts": q["ts"], "sign": q["sign"]});
    let body = login(&app, good.clone()).await;
    assert_eq!(code(&body), 0, "{body}");

    // Reused.
    let body = login(&app, good).await;
    assert_eq!(code(&body), 40900, "{body}");

    // Expired: correctly signed six minutes ago.
    let old = now - 360;
    let body = login(
        &app,
        json!({"openid": "oLink-2", "ts": old, "sign": links::sign(&secret, "oLink-2", old)}),
    )
    .await;
    assert_eq!(code(&body), 40300, "{body}");

    // Tampered: another openid, another ts, a flipped signature, another secret.
    let sign = links::sign(&secret, "oLink-3", now);
    // The signature with its last digit changed (to another digit, whatever it was).
    let flipped = format!(
        "{}{}",
        &sign[..sign.len() - 1],
        if sign.ends_with('0') { '1' } else { '0' }
    );
    for tampered in [
        json!({"openid": "oLink-4", "ts": now, "sign": sign}),
        json!({"openid": "oLink-3", "ts": now - 1, "sign": sign}),
        json!({"openid": "oLink-3", "ts": now, "sign": flipped}),
        json!({"openid": "oLink-3", "ts": now, "sign": links::sign(&Secret::new("other".into()), "oLink-3", now)}),
        json!({"openid": "oLink-3"}),
        json!({"openid": "oLink-3", "ts": now}),
    ] {
        let body = login(&app, tampered.clone()).await;
        assert_eq!(code(&body), 40300, "{tampered}: {body}");
    }
    // The untampered link still works afterwards (failed attempts spend nothing).
    let body = login(&app, json!({"openid": "oLink-3", "ts": now, "sign": sign})).await;
    assert_eq!(code(&body), 0, "{body}");
    app.stop().await;
});

both_stores!(legacy_login_is_the_openid_login_by_another_door, |store| {
    let app = spawn_app(store).await;
    let uid = login(&app, json!({"openid": "oLegacy"})).await["data"]["uid"].clone();
    let res = app
        .post_json("/ver3/api/v3/user/login", &json!({"openid": "oLegacy"}))
        .await;
    let body: serde_json::Value = res.json().await.unwrap();
    assert_eq!(code(&body), 0, "{body}");
    assert_eq!(body["data"]["uid"], uid);
    for bad in [
        json!({}),
        json!({"openid": "o", "code": "c"}),
        json!({"openid": "o", "admin": true}),
    ] {
        let body: serde_json::Value = app
            .post_json("/ver3/api/v3/user/login", &bad)
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(code(&body), 40000, "{bad}: {body}");
    }
    // Without WeChat configured the code door says so.
    let body: serde_json::Value = app
        .post_json("/ver3/api/v3/user/login", &json!({"code": "ok-x"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 50300, "{body}");
    app.stop().await;
});

both_stores!(profile_shows_the_visitor_and_saves_usertype, |store| {
    let app = spawn_app(store).await;
    let token = token_for(&app, "oProfile").await;
    let body = get_with(&app, USER_INFO, Some(&token)).await;
    assert_eq!(code(&body), 0, "{body}");
    assert_eq!(body["data"]["usertype"], "normal");
    assert_eq!(body["data"]["openid"], "oProfile");
    assert_eq!(body["data"]["points"], 0);
    let uid = body["data"]["uid"].clone();

    let save = |v: serde_json::Value| {
        app.client
            .post(app.url("/ver3/api/v3/user/usertype"))
            .header("Authorization", format!("Bearer {token}"))
            .json(&v)
            .send()
    };
    let body: serde_json::Value = save(json!({"usertype": "elder"}))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 0, "{body}");
    assert_eq!(body["data"]["usertype"], "elder");
    let body: serde_json::Value = save(json!({"usertype": "teen"}))
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 40000);
    assert_eq!(body["data"]["field"], "usertype");
    let body = get_with(&app, USER_INFO, Some(&token)).await;
    assert_eq!(
        (
            body["data"]["usertype"].clone(),
            body["data"]["uid"].clone()
        ),
        (json!("elder"), uid)
    );

    // Without a token: sign in again.
    let body: serde_json::Value = app
        .post_json("/ver3/api/v3/user/usertype", &json!({"usertype": "elder"}))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(code(&body), 40003);
    app.stop().await;
});
