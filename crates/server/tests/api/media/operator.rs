//! The console's upload (`POST /ver3/api/admin/v1/media`): an editor's session and CSRF
//! token, the visitors' checks (a non-image refused naming the file, nothing stored), EXIF
//! gone, an audit row per photo; other roles, visitors' tokens and missing CSRF refused with
//! nothing stored.

use reqwest::Method;
use serde_json::Value;
use youzhe_core::with_db;
use youzhe_media::fixtures;
use youzhe_operators::Role;

use super::{app_in, fetch, files_under, form, rows};
use crate::{
    both_stores,
    helpers::{TestApp, ok_data},
    identity::token_for,
    operators::{Session, XIHU, add, sign_in},
};

const PATH: &str = youzhe_media::OPERATOR_UPLOAD_PATH;

/// Uploads `files` as `file` parts with the session's cookie, and `csrf` when given.
async fn upload_as(
    app: &TestApp,
    s: Option<&Session>,
    csrf: Option<&str>,
    bearer: Option<&str>,
    files: &[(&str, &[u8])],
) -> (u16, Value) {
    let parts: Vec<(&str, &str, &[u8])> = files.iter().map(|(n, b)| ("file", *n, *b)).collect();
    let (ct, body) = form(&parts);
    let mut req = app
        .client
        .request(Method::POST, app.url(PATH))
        .header("Content-Type", ct)
        .body(body);
    if let Some(s) = s {
        req = req.header("cookie", &s.cookie);
    }
    if let Some(c) = csrf {
        req = req.header("x-csrf-token", c);
    }
    if let Some(t) = bearer {
        req = req.header("Authorization", format!("Bearer {t}"));
    }
    let res = req.send().await.expect("request");
    let status = res.status().as_u16();
    (status, res.json().await.expect("json"))
}

async fn audit_uploads(app: &TestApp) -> Vec<(String, String)> {
    with_db!(&app.db, pool => sqlx::query_as(
        "SELECT actor, target_id FROM audit_log WHERE action = 'media.upload' ORDER BY id")
        .fetch_all(pool).await)
    .unwrap()
}

both_stores!(
    an_editor_uploads_a_content_image_from_the_console,
    |store| {
        let data = tempfile::tempdir().expect("dir");
        let app = app_in(store, data.path(), &[]).await;
        let op_id = add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        let s = sign_in(&app, "ed-xihu").await;
        let camera = fixtures::jpeg_with_gps(640, 320);
        let (status, body) = upload_as(
            &app,
            Some(&s),
            Some(&s.csrf),
            None,
            &[("西湖.jpg", &camera)],
        )
        .await;
        assert_eq!(status, 200, "{body}");
        let refs = ok_data(&body).as_array().expect("list").clone();
        assert_eq!(refs.len(), 1);
        let url = refs[0]["url"].as_str().unwrap().to_string();
        assert!(url.starts_with("/ver3/api/v3/media/"), "{url}");
        // Served like a visitor's photo, re-encoded: the GPS position is gone.
        let res = fetch(&app, &url).await;
        assert_eq!(res.status(), 200);
        let bytes = res.bytes().await.unwrap();
        assert!(!fixtures::has_exif(&bytes));
        assert_eq!(rows(&app).await, 1);
        // The photo is the operator's, and audited with its id.
        let id = refs[0]["id"].as_str().unwrap();
        assert_eq!(
            youzhe_media::rows::get(&app.db, id)
                .await
                .unwrap()
                .unwrap()
                .owner,
            youzhe_media::operator_owner(op_id)
        );
        assert_eq!(
            audit_uploads(&app).await,
            vec![("ed-xihu".to_string(), id.to_string())]
        );
    }
);

both_stores!(refused_uploads_from_the_console_store_nothing, |store| {
    let data = tempfile::tempdir().expect("dir");
    let app = app_in(store, data.path(), &[]).await;
    add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
    add(&app, "mod", Role::Moderator, None).await;
    add(&app, "analyst", Role::Analyst, None).await;
    let editor = sign_in(&app, "ed-xihu").await;
    let png = fixtures::png(64, 48);

    // A text file named like a photo: 40000 naming the file, by position and name.
    let (status, body) = upload_as(
        &app,
        Some(&editor),
        Some(&editor.csrf),
        None,
        &[
            ("ok.png", &png),
            ("菜单.jpg", b"just some text, not an image at all"),
        ],
    )
    .await;
    assert_eq!(
        (status, body["code"].as_i64()),
        (200, Some(40000)),
        "{body}"
    );
    assert_eq!(body["data"]["field"], "file[1]", "{body}");
    assert!(body["msg"].as_str().unwrap().contains("菜单.jpg"), "{body}");

    // Roles that do not edit content.
    for who in ["mod", "analyst"] {
        let s = sign_in(&app, who).await;
        let (_, body) = upload_as(&app, Some(&s), Some(&s.csrf), None, &[("a.png", &png)]).await;
        assert_eq!(body["code"], 40300, "{who}: {body}");
    }
    // The editor without the CSRF header, or with another session's.
    let (_, body) = upload_as(&app, Some(&editor), None, None, &[("a.png", &png)]).await;
    assert_eq!(body["code"], 40300, "{body}");
    let other = sign_in(&app, "mod").await;
    let (_, body) = upload_as(
        &app,
        Some(&editor),
        Some(&other.csrf),
        None,
        &[("a.png", &png)],
    )
    .await;
    assert_eq!(body["code"], 40300, "{body}");
    // No session; a visitor's token is not an operator's session.
    let (_, body) = upload_as(&app, None, None, None, &[("a.png", &png)]).await;
    assert_eq!(body["code"], 40003, "{body}");
    let t = token_for(&app, "oMediaVisitorAtConsole").await;
    let (_, body) = upload_as(&app, None, None, Some(&t), &[("a.png", &png)]).await;
    assert_eq!(body["code"], 40003, "{body}");

    assert_eq!(rows(&app).await, 0, "no row");
    assert!(
        files_under(&data.path().join("media")).is_empty(),
        "no object"
    );
    assert!(audit_uploads(&app).await.is_empty(), "no audit row");
});

both_stores!(
    operators_uploads_are_rate_limited_each_on_their_own,
    |store| {
        let data = tempfile::tempdir().expect("dir");
        let app = app_in(store, data.path(), &[("YOUZHE_RATE_MEDIA", "1/60")]).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        add(&app, "ed-xihu2", Role::CountyEditor, Some(XIHU)).await;
        let a = sign_in(&app, "ed-xihu").await;
        let b = sign_in(&app, "ed-xihu2").await;
        let png = fixtures::png(32, 32);
        let (_, body) = upload_as(&app, Some(&a), Some(&a.csrf), None, &[("a.png", &png)]).await;
        assert_eq!(body["code"], 0, "{body}");
        let (status, body) =
            upload_as(&app, Some(&a), Some(&a.csrf), None, &[("a.png", &png)]).await;
        assert_eq!(
            (status, body["code"].as_i64()),
            (429, Some(42900)),
            "{body}"
        );
        // Another operator has their own allowance.
        let (_, body) = upload_as(&app, Some(&b), Some(&b.csrf), None, &[("b.png", &png)]).await;
        assert_eq!(body["code"], 0, "{body}");
        assert_eq!(rows(&app).await, 2);
        assert_eq!(audit_uploads(&app).await.len(), 2);
    }
);
