//! The token-verification matrix, refresh rotation and replay revocation, chain lifetime,
//! key rotation.

use base64::{
    Engine,
    engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD},
};
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use serde_json::{Value, json};
use youzhe_core::{time::now_ms, with_db};

use super::{USER_INFO, claims_of, fakes::code, get_with, kid_of, refresh, token_for};
use crate::{both_stores, helpers::spawn_app_with};

const KEY: [u8; 32] = [42; 32];

fn key_setting() -> String {
    STANDARD.encode(KEY)
}

fn craft(alg: Algorithm, kid: &str, claims: &Value, key: &[u8]) -> String {
    let mut h = Header::new(alg);
    h.kid = Some(kid.to_string());
    jsonwebtoken::encode(&h, claims, &EncodingKey::from_secret(key)).unwrap()
}

fn with(claims: &Value, changes: Value) -> Value {
    let mut c = claims.clone();
    for (k, v) in changes.as_object().unwrap() {
        c[k] = v.clone();
    }
    c
}

both_stores!(every_bad_token_answers_40003, |store| {
    let key = key_setting();
    let app = spawn_app_with(store, &[("YOUZHE_TOKEN_KEY", key.as_str())]).await;
    let real = token_for(&app, "oMatrix").await;
    let kid = kid_of(&real);
    let claims = claims_of(&real);
    let now = now_ms() / 1000;

    // Our crafting is faithful: the same claims with the right key pass.
    let same = craft(Algorithm::HS256, &kid, &claims, &KEY);
    assert_eq!(code(&get_with(&app, USER_INFO, Some(&same)).await), 0);

    let header = |h: Value| URL_SAFE_NO_PAD.encode(h.to_string());
    let payload = URL_SAFE_NO_PAD.encode(claims.to_string());
    let cases: Vec<(&str, Option<String>)> = vec![
        ("no token", None),
        ("garbage", Some("garbage".into())),
        (
            "alg none",
            Some(format!(
                "{}.{payload}.",
                header(json!({"alg": "none", "kid": kid}))
            )),
        ),
        (
            "alg None",
            Some(format!(
                "{}.{payload}.",
                header(json!({"alg": "None", "kid": kid}))
            )),
        ),
        (
            "foreign algorithm HS512",
            Some(craft(Algorithm::HS512, &kid, &claims, &KEY)),
        ),
        (
            "foreign algorithm HS384",
            Some(craft(Algorithm::HS384, &kid, &claims, &KEY)),
        ),
        (
            "RS256 header on an HMAC",
            Some(format!(
                "{}.{payload}.{}",
                header(json!({"alg": "RS256", "kid": kid})),
                real.split('.').nth(2).unwrap()
            )),
        ),
        (
            "wrong key",
            Some(craft(Algorithm::HS256, &kid, &claims, &[7; 32])),
        ),
        (
            "unknown kid",
            Some(craft(Algorithm::HS256, "k-unknown", &claims, &KEY)),
        ),
        (
            "no kid",
            Some(
                jsonwebtoken::encode(
                    &Header::new(Algorithm::HS256),
                    &claims,
                    &EncodingKey::from_secret(&KEY),
                )
                .unwrap(),
            ),
        ),
        (
            "expired",
            Some(craft(
                Algorithm::HS256,
                &kid,
                &with(&claims, json!({"iat": now - 7300, "exp": now - 100})),
                &KEY,
            )),
        ),
        (
            "from the future",
            Some(craft(
                Algorithm::HS256,
                &kid,
                &with(&claims, json!({"iat": now + 3600, "exp": now + 7200})),
                &KEY,
            )),
        ),
        (
            "wrong issuer",
            Some(craft(
                Algorithm::HS256,
                &kid,
                &with(&claims, json!({"iss": "https://evil.example"})),
                &KEY,
            )),
        ),
        (
            "wrong audience",
            Some(craft(
                Algorithm::HS256,
                &kid,
                &with(&claims, json!({"aud": "admin"})),
                &KEY,
            )),
        ),
        (
            "no expiry",
            Some(craft(
                Algorithm::HS256,
                &kid,
                &{
                    let mut c = claims.clone();
                    c.as_object_mut().unwrap().remove("exp");
                    c
                },
                &KEY,
            )),
        ),
        (
            "unknown chain",
            Some(craft(
                Algorithm::HS256,
                &kid,
                &with(&claims, json!({"sid": "nope"})),
                &KEY,
            )),
        ),
        (
            "another uid on the chain",
            Some(craft(
                Algorithm::HS256,
                &kid,
                &with(&claims, json!({"uid": "someone-else"})),
                &KEY,
            )),
        ),
        (
            "a jti the chain never had",
            Some(craft(
                Algorithm::HS256,
                &kid,
                &with(&claims, json!({"jti": "made-up"})),
                &KEY,
            )),
        ),
    ];
    for (what, token) in cases {
        let body = get_with(&app, USER_INFO, token.as_deref()).await;
        assert_eq!(code(&body), 40003, "{what}: {body}");
        assert_eq!(body["msg"], "未登录!");
    }
    // A scheme other than Bearer.
    let res = app
        .client
        .get(app.url(USER_INFO))
        .header("Authorization", format!("Basic {real}"))
        .send()
        .await
        .unwrap();
    assert_eq!(code(&res.json::<Value>().await.unwrap()), 40003);
    app.stop().await;
});

both_stores!(refresh_rotates_and_a_replay_revokes_the_chain, |store| {
    let app = spawn_app_with(store, &[("YOUZHE_TOKEN_RETIRED_GRACE_SECS", "0")]).await;
    let a = token_for(&app, "oRefresh").await;
    let body = refresh(&app, &a).await;
    assert_eq!(code(&body), 0, "{body}");
    assert_eq!(body["data"]["token_type"], "Bearer");
    assert_eq!(body["data"]["openid"], "oRefresh");
    let b = body["data"]["ID_token"].as_str().unwrap().to_string();
    let (ca, cb) = (claims_of(&a), claims_of(&b));
    assert_eq!(
        (ca["uid"].clone(), ca["sid"].clone()),
        (cb["uid"].clone(), cb["sid"].clone())
    );
    assert_ne!(ca["jti"], cb["jti"]);

    // The old token is retired; the new one works.
    assert_eq!(code(&get_with(&app, USER_INFO, Some(&a)).await), 40003);
    assert_eq!(code(&get_with(&app, USER_INFO, Some(&b)).await), 0);

    // Presenting the retired token again revokes the whole chain.
    assert_eq!(code(&refresh(&app, &a).await), 40003);
    assert_eq!(code(&get_with(&app, USER_INFO, Some(&b)).await), 40003);
    assert_eq!(code(&refresh(&app, &b).await), 40003);
    let reason: Option<String> = with_db!(&app.db, p => sqlx::query_scalar(
        "SELECT revoked_reason FROM token_chains WHERE id = $1").bind(cb["sid"].as_str().unwrap()).fetch_one(p).await).unwrap();
    assert_eq!(reason.as_deref(), Some("reuse"));

    // Another sign-in of the same visitor is a new chain and unaffected.
    let c = token_for(&app, "oRefresh").await;
    assert_eq!(code(&get_with(&app, USER_INFO, Some(&c)).await), 0);

    // No token, or a forged one: nothing to refresh.
    let res = app
        .client
        .post(app.url(crate::identity::REFRESH))
        .send()
        .await
        .unwrap();
    assert_eq!(code(&res.json::<Value>().await.unwrap()), 40003);
    assert_eq!(code(&refresh(&app, "forged.token.here").await), 40003);
    app.stop().await;
});

both_stores!(two_racing_refreshes_of_one_token_end_the_chain, |store| {
    let app = spawn_app_with(store, &[]).await;
    let a = token_for(&app, "oRace").await;
    let (x, y) = tokio::join!(refresh(&app, &a), refresh(&app, &a));
    // One wins, the other is a replay: afterwards nothing of the chain works.
    assert_eq!(
        [code(&x), code(&y)].iter().filter(|c| **c == 0).count(),
        1,
        "{x} {y}"
    );
    let winner = if code(&x) == 0 { &x } else { &y };
    let token = winner["data"]["ID_token"].as_str().unwrap();
    assert_eq!(code(&refresh(&app, token).await), 40003);
    app.stop().await;
});

both_stores!(
    a_just_retired_token_passes_briefly_and_an_expired_current_one_refreshes,
    |store| {
        let key = key_setting();
        let app = spawn_app_with(store, &[("YOUZHE_TOKEN_KEY", key.as_str())]).await;
        let a = token_for(&app, "oGrace").await;
        let b = refresh(&app, &a).await["data"]["ID_token"]
            .as_str()
            .unwrap()
            .to_string();
        // Requests already in flight with the old token still pass for a few seconds.
        assert_eq!(code(&get_with(&app, USER_INFO, Some(&a)).await), 0);
        // The current token, expired (the phone slept), can still be exchanged.
        let now = now_ms() / 1000;
        let expired = craft(
            Algorithm::HS256,
            &kid_of(&b),
            &with(&claims_of(&b), json!({"iat": now - 7300, "exp": now - 100})),
            &KEY,
        );
        assert_eq!(
            code(&get_with(&app, USER_INFO, Some(&expired)).await),
            40003
        );
        let body = refresh(&app, &expired).await;
        assert_eq!(code(&body), 0, "{body}");
        app.stop().await;
    }
);

both_stores!(chains_end_after_their_absolute_lifetime, |store| {
    let app = spawn_app_with(store, &[]).await;
    let a = token_for(&app, "oLifetime").await;
    let sid = claims_of(&a)["sid"].as_str().unwrap().to_string();
    with_db!(&app.db, p => sqlx::query("UPDATE token_chains SET expires_ms = $1 WHERE id = $2")
        .bind(now_ms() - 1).bind(&sid).execute(p).await.map(|r| r.rows_affected()))
    .unwrap();
    assert_eq!(code(&refresh(&app, &a).await), 40003);
    assert_eq!(code(&get_with(&app, USER_INFO, Some(&a)).await), 40003);
    app.stop().await;
});

both_stores!(a_rotated_key_keeps_verifying_during_its_grace, |store| {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let data_s = data.to_string_lossy().to_string();
    let app = spawn_app_with(
        store,
        &[
            ("YOUZHE_DATA_DIR", data_s.as_str()),
            ("YOUZHE_TOKEN_KEY_RELOAD_SECS", "0"),
        ],
    )
    .await;
    let key_file = data.join("token-keys.json");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(
            std::fs::metadata(&key_file).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }
    let old = token_for(&app, "oRotate").await;
    let mut settings = std::collections::BTreeMap::new();
    settings.insert("YOUZHE_DATA_DIR".to_string(), data_s.clone());
    let config = youzhe_core::Config::from_settings(settings).unwrap();
    let new_kid = youzhe_identity::tokens::keys::rotate(&config).unwrap();
    assert_ne!(new_kid, kid_of(&old));

    let new = token_for(&app, "oRotate").await;
    assert_eq!(kid_of(&new), new_kid, "new tokens use the new key at once");
    assert_eq!(
        code(&get_with(&app, USER_INFO, Some(&old)).await),
        0,
        "the old key is still in its grace"
    );
    assert_eq!(code(&get_with(&app, USER_INFO, Some(&new)).await), 0);
    // The old token can also be refreshed onto the new key.
    let body = refresh(&app, &old).await;
    assert_eq!(kid_of(body["data"]["ID_token"].as_str().unwrap()), new_kid);
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        assert_eq!(
            std::fs::metadata(&key_file).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }
    app.stop().await;
});

both_stores!(signing_out_ends_this_sign_in_only, |store| {
    let app = spawn_app_with(store, &[]).await;
    let phone = token_for(&app, "oSignOut").await;
    let laptop = token_for(&app, "oSignOut").await;
    let post = |token: Option<String>| {
        let mut req = app.client.post(app.url("/ver3/api/v3/user/logout"));
        if let Some(t) = token {
            req = req.header("Authorization", format!("Bearer {t}"));
        }
        async move { req.send().await.unwrap().json::<Value>().await.unwrap() }
    };

    // Without a token there is nothing to sign out of.
    assert_eq!(code(&post(None).await), 40003);

    let body = post(Some(phone.clone())).await;
    assert_eq!(code(&body), 0, "{body}");
    assert_eq!(body["data"]["signed_out"], true);
    // The token and its refresh stop working at once…
    assert_eq!(code(&get_with(&app, USER_INFO, Some(&phone)).await), 40003);
    assert_eq!(code(&refresh(&app, &phone).await), 40003);
    assert_eq!(code(&post(Some(phone.clone())).await), 40003);
    let reason: Option<String> = with_db!(&app.db, p => sqlx::query_scalar(
        "SELECT revoked_reason FROM token_chains WHERE id = $1")
        .bind(claims_of(&phone)["sid"].as_str().unwrap()).fetch_one(p).await)
    .unwrap();
    assert_eq!(reason.as_deref(), Some("signed_out"));
    // …and the visitor's other sign-in is untouched.
    assert_eq!(code(&get_with(&app, USER_INFO, Some(&laptop)).await), 0);
    app.stop().await;
});
