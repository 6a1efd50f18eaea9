//! Consent and profile (docs/IDENTITY.md, "Consent" and "Profile"), on both stores: the
//! version in force comes from the server, agreeing records it once per visitor and version,
//! an unknown version is refused and records nothing, the export holds it and deletion
//! erases it; the nickname passes the sensitive-word list and shows on the visitor's review,
//! the picture must be their own photo.

use serde_json::{Value, json};
use youzhe_core::{Db, with_db};

use crate::{
    both_stores,
    helpers::{TestApp, call, spawn_app_with},
    identity::{USER_INFO, get_with, token_for},
};

const LEGAL: &str = "/ver3/api/v3/legal";
const CONSENT: &str = "/ver3/api/v3/me/consent";
const PROFILE: &str = "/ver3/api/v3/me/profile";
const VERSION: &str = youzhe_identity::legal::VERSION;

async fn consent(app: &TestApp, token: Option<&str>, version: &str) -> Value {
    call(
        app,
        reqwest::Method::POST,
        CONSENT,
        token,
        Some(json!({ "version": version })),
    )
    .await
}

async fn edit(app: &TestApp, token: &str, body: Value) -> Value {
    call(app, reqwest::Method::PUT, PROFILE, Some(token), Some(body)).await
}

async fn consent_rows(db: &Db) -> i64 {
    with_db!(db, p => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM visitor_consents")
        .fetch_one(p).await)
    .expect("count")
}

fn refused_naming(body: &Value, field: &str) {
    assert_eq!(body["code"], 40000, "{body}");
    assert_eq!(body["data"]["field"], field, "{body}");
    assert!(
        body["msg"].as_str().is_some_and(|m| !m.is_empty()),
        "{body}"
    );
}

both_stores!(
    the_legal_version_and_operator_come_from_the_server,
    |store| {
        let app = spawn_app_with(
            store,
            &[
                ("YOUZHE_SITE_OPERATOR", "丽水市文旅局"),
                ("YOUZHE_SITE_CONTACT", " "),
            ],
        )
        .await;
        let b = app.get_json(LEGAL).await;
        assert_eq!(b["code"], 0, "{b}");
        assert_eq!(b["data"]["version"], VERSION);
        assert_eq!(
            b["data"]["privacyUpdated"],
            youzhe_identity::legal::PRIVACY_UPDATED
        );
        assert_eq!(
            b["data"]["agreementUpdated"],
            youzhe_identity::legal::AGREEMENT_UPDATED
        );
        assert_eq!(b["data"]["operator"], "丽水市文旅局");
        assert!(
            b["data"]["contact"].is_null(),
            "a blank setting is no contact: {b}"
        );
    }
);

both_stores!(consent_is_recorded_once_exported_and_erased, |store| {
    let app = spawn_app_with(store, &[]).await;
    let t = token_for(&app, "oConsentOne").await;
    let other = token_for(&app, "oConsentOther").await;

    let before = get_with(&app, CONSENT, Some(&t)).await;
    assert_eq!(before["data"]["upToDate"], false, "{before}");
    assert!(before["data"]["version"].is_null());
    assert_eq!(before["data"]["current"], VERSION);

    // Without a token, or with another version, nothing is recorded.
    assert_eq!(consent(&app, None, VERSION).await["code"], 40003);
    refused_naming(&consent(&app, Some(&t), "2020-01-01").await, "version");
    refused_naming(
        &call(
            &app,
            reqwest::Method::POST,
            CONSENT,
            Some(&t),
            Some(json!({})),
        )
        .await,
        "version",
    );
    assert_eq!(consent_rows(&app.db).await, 0);

    let first = consent(&app, Some(&t), VERSION).await;
    assert_eq!(first["code"], 0, "{first}");
    assert_eq!(first["data"]["upToDate"], true);
    assert_eq!(first["data"]["version"], VERSION);
    let when = first["data"]["consentedAt"]
        .as_str()
        .expect("when")
        .to_string();

    // Agreeing again, even many times at once, keeps one row and the first time.
    let again: Vec<_> = (0..8).map(|_| consent(&app, Some(&t), VERSION)).collect();
    for b in futures::future::join_all(again).await {
        assert_eq!(b["code"], 0, "{b}");
        assert_eq!(b["data"]["consentedAt"], when.as_str());
    }
    assert_eq!(consent_rows(&app.db).await, 1);
    assert_eq!(
        get_with(&app, CONSENT, Some(&other)).await["data"]["upToDate"],
        false
    );

    // The export says which version and when; the neighbour's holds none.
    let export = get_with(&app, "/ver3/api/v3/me/export", Some(&t)).await;
    assert_eq!(
        export["data"]["consents"][0]["version"], VERSION,
        "{export}"
    );
    assert!(
        export["data"]["consents"][0]["consented_ms"]
            .as_i64()
            .is_some()
    );
    let theirs = get_with(&app, "/ver3/api/v3/me/export", Some(&other)).await;
    assert_eq!(theirs["data"]["consents"], json!([]));

    consent(&app, Some(&other), VERSION).await;
    let gone = call(
        &app,
        reqwest::Method::DELETE,
        "/ver3/api/v3/me",
        Some(&t),
        Some(json!({"confirm": "DELETE"})),
    )
    .await;
    assert_eq!(gone["code"], 0, "{gone}");
    assert_eq!(
        consent_rows(&app.db).await,
        1,
        "only the neighbour's agreement stays"
    );
});

both_stores!(
    a_nickname_passes_the_word_list_and_signs_the_review,
    |store| {
        let dir = youzhe_content::fixture::shipped_dir();
        let dir = dir.to_string_lossy().into_owned();
        let app = spawn_app_with(
            store,
            &[("YOUZHE_CONTENT_DIR", &dir), ("YOUZHE_RATE_REVIEWS", "off")],
        )
        .await;
        let t = token_for(&app, "oProfileOne").await;

        for (nick, why) in [
            ("加微信领红包", "sensitive"),
            ("   ", "blank"),
            ("已注销用户", "reserved"),
        ] {
            let b = edit(&app, &t, json!({ "nickname": nick })).await;
            refused_naming(&b, "nickname");
            assert!(b["msg"].as_str().unwrap().contains("昵称"), "{why}: {b}");
        }
        let unchanged = get_with(&app, USER_INFO, Some(&t)).await;
        assert_eq!(unchanged["data"]["nickname"], "", "refusals change nothing");
        assert_eq!(
            edit(&app, &t, json!({"nickname": "游".repeat(17)})).await["code"],
            40000
        );
        assert_eq!(
            edit(&app, &t, json!({"nickname": "小王", "uid": "x"})).await["code"],
            40000
        );

        let ok = edit(&app, &t, json!({ "nickname": "  西湖边的小王 " })).await;
        assert_eq!(ok["code"], 0, "{ok}");
        assert_eq!(ok["data"]["nickname"], "西湖边的小王");
        assert_eq!(
            get_with(&app, USER_INFO, Some(&t)).await["data"]["nickname"],
            "西湖边的小王"
        );

        let w = call(
            &app,
            reqwest::Method::POST,
            "/ver3/api/v3/reviews",
            Some(&t),
            Some(
                json!({"targetKind": "place", "targetId": "scenic-hz-xihu", "rating": 5,
            "text": "清晨的苏堤很安静，值得一走。", "mediaIds": []}),
            ),
        )
        .await;
        assert_eq!(w["code"], 0, "{w}");
        assert_eq!(w["data"]["authorName"], "西湖边的小王", "{w}");
        assert_eq!(w["data"]["authorAvatar"], "");
    }
);

both_stores!(the_picture_is_one_of_the_visitors_own_photos, |store| {
    let app = spawn_app_with(store, &[]).await;
    let t = token_for(&app, "oAvatarOne").await;
    let other = token_for(&app, "oAvatarOther").await;
    let owner = get_with(&app, USER_INFO, Some(&t)).await["data"]["uid"]
        .as_str()
        .expect("uid")
        .to_string();
    let theirs = get_with(&app, USER_INFO, Some(&other)).await["data"]["uid"]
        .as_str()
        .expect("uid")
        .to_string();
    for (id, who) in [
        ("a1b2c3d4-0000-4000-8000-000000000001", &owner),
        ("a1b2c3d4-0000-4000-8000-000000000002", &theirs),
    ] {
        with_db!(&app.db, p => sqlx::query(
            "INSERT INTO media (id, owner, content_type, width, height, bytes, object_key, thumb_key, created_ms)
             VALUES ($1, $2, 'image/jpeg', 10, 10, 1, $1, $1, 1)")
            .bind(id).bind(who).execute(p).await.map(|_| ()))
        .expect("photo");
    }
    // Another's photo, or an unknown id, is refused and nothing changes.
    for id in ["a1b2c3d4-0000-4000-8000-000000000002", "nope"] {
        refused_naming(
            &edit(&app, &t, json!({"nickname": "阿青", "avatar": id})).await,
            "avatar",
        );
    }
    assert_eq!(
        get_with(&app, USER_INFO, Some(&t)).await["data"]["nickname"],
        ""
    );

    let ok = edit(
        &app,
        &t,
        json!({"nickname": "阿青", "avatar": "a1b2c3d4-0000-4000-8000-000000000001"}),
    )
    .await;
    assert_eq!(
        ok["data"]["avatar"], "/ver3/api/v3/media/a1b2c3d4-0000-4000-8000-000000000001/thumb",
        "{ok}"
    );
    // Absent keeps it; empty clears it.
    let kept = edit(&app, &t, json!({"nickname": "阿青青"})).await;
    assert_eq!(kept["data"]["avatar"], ok["data"]["avatar"]);
    let cleared = edit(&app, &t, json!({"nickname": "阿青青", "avatar": ""})).await;
    assert_eq!(cleared["data"]["avatar"], "");
    // The neighbour is untouched.
    assert_eq!(
        get_with(&app, USER_INFO, Some(&other)).await["data"]["nickname"],
        ""
    );
});
