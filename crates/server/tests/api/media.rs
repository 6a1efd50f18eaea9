//! Media: photos uploaded as multipart, checked by their bytes, re-encoded without EXIF and
//! served with a year's caching; every refusal names the file and stores nothing (no row,
//! no object); the S3 path against a real S3-compatible server (moto).

mod album;
mod library;
mod operator;
mod records;
mod s3;

use std::path::Path;

use serde_json::Value;
use youzhe_media::fixtures;

use crate::{
    both_stores,
    helpers::{TestApp, spawn_app_with},
    identity::{get_with, token_for},
};

/// The handler's path as the server's body limit knows it: an 11 MB upload through any
/// other path would be cut at 1 MB.
pub const UPLOAD: &str = youzhe_media::UPLOAD_PATH;

/// A multipart/form-data body with one part per (field, file name, bytes).
pub fn form(parts: &[(&str, &str, &[u8])]) -> (String, Vec<u8>) {
    let boundary = "youzhe-test-boundary-7d3f";
    let mut body = Vec::new();
    for (field, name, bytes) in parts {
        body.extend_from_slice(format!("--{boundary}\r\n").as_bytes());
        body.extend_from_slice(
            format!("Content-Disposition: form-data; name=\"{field}\"; filename=\"{name}\"\r\n")
                .as_bytes(),
        );
        body.extend_from_slice(b"Content-Type: application/octet-stream\r\n\r\n");
        body.extend_from_slice(bytes);
        body.extend_from_slice(b"\r\n");
    }
    body.extend_from_slice(format!("--{boundary}--\r\n").as_bytes());
    (format!("multipart/form-data; boundary={boundary}"), body)
}

/// Uploads `files` (name, bytes) as `file` parts; the answer's status and body.
pub async fn upload(app: &TestApp, token: Option<&str>, files: &[(&str, &[u8])]) -> (u16, Value) {
    let parts: Vec<(&str, &str, &[u8])> = files.iter().map(|(n, b)| ("file", *n, *b)).collect();
    let (ct, body) = form(&parts);
    let mut req = app
        .client
        .post(app.url(UPLOAD))
        .header("Content-Type", ct)
        .body(body);
    if let Some(t) = token {
        req = req.header("Authorization", format!("Bearer {t}"));
    }
    let res = req.send().await.expect("request");
    let status = res.status().as_u16();
    (status, res.json().await.expect("json"))
}

pub async fn rows(app: &TestApp) -> i64 {
    youzhe_media::rows::count(&app.db).await.expect("count")
}

/// Every file under `dir`, recursively.
fn files_under(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut out = Vec::new();
    if let Ok(entries) = std::fs::read_dir(dir) {
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                out.extend(files_under(&p));
            } else {
                out.push(p);
            }
        }
    }
    out
}

/// The app with its data folder where the test can look into it.
async fn app_in(
    store: youzhe_core::testing::Store,
    data: &Path,
    extra: &[(&str, &str)],
) -> TestApp {
    let dir = data.to_string_lossy().into_owned();
    let mut settings = vec![("YOUZHE_DATA_DIR", dir.as_str())];
    settings.extend_from_slice(extra);
    spawn_app_with(store, &settings).await
}

async fn fetch(app: &TestApp, path: &str) -> reqwest::Response {
    app.client.get(app.url(path)).send().await.expect("request")
}

both_stores!(photos_upload_and_come_back_without_exif, |store| {
    let data = tempfile::tempdir().expect("dir");
    let app = app_in(store, data.path(), &[]).await;
    let t = token_for(&app, "oMediaOwner").await;
    let camera = fixtures::jpeg_with_gps(640, 320);
    assert!(fixtures::has_exif(&camera));
    let png = fixtures::png(800, 400);
    let webp = fixtures::webp(300, 200);
    let (status, body) = upload(
        &app,
        Some(&t),
        &[("西湖.jpg", &camera), ("map.png", &png), ("b.webp", &webp)],
    )
    .await;
    assert_eq!(status, 200);
    let refs = crate::helpers::ok_data(&body)
        .as_array()
        .expect("list")
        .clone();
    assert_eq!(refs.len(), 3, "{body}");
    // The camera's orientation (6) is applied: 640×320 on the sensor, 320×640 to the eye.
    assert_eq!(
        (refs[0]["width"].as_i64(), refs[0]["height"].as_i64()),
        (Some(320), Some(640))
    );
    assert_eq!(
        (refs[1]["width"].as_i64(), refs[1]["height"].as_i64()),
        (Some(800), Some(400))
    );
    let id = refs[0]["id"].as_str().expect("id");
    assert!(
        uuid::Uuid::parse_str(id).is_ok(),
        "ids are random uuids: {id}"
    );
    assert_eq!(refs[0]["url"], format!("/ver3/api/v3/media/{id}"));
    assert_eq!(
        refs[0]["thumbUrl"],
        format!("/ver3/api/v3/media/{id}/thumb")
    );

    for (r, ct) in refs.iter().zip(["image/jpeg", "image/png", "image/jpeg"]) {
        for (path, long_side) in [
            (r["url"].as_str(), None),
            (r["thumbUrl"].as_str(), Some(360)),
        ] {
            let res = fetch(&app, path.expect("url")).await;
            assert_eq!(res.status(), 200);
            let h = res.headers().clone();
            assert_eq!(h["content-type"], ct);
            assert_eq!(h["cache-control"], "public, max-age=31536000, immutable");
            assert_eq!(h["x-content-type-options"], "nosniff");
            let bytes = res.bytes().await.expect("bytes");
            assert!(
                !fixtures::has_exif(&bytes),
                "{path:?} carries no EXIF or GPS"
            );
            let img = image_size(&bytes);
            match long_side {
                Some(max) => assert!(img.0.max(img.1) <= max, "thumbnail {img:?}"),
                None => assert_eq!(
                    img,
                    (
                        r["width"].as_u64().expect("w") as u32,
                        r["height"].as_u64().expect("h") as u32
                    )
                ),
            }
        }
    }
    // The 800 px PNG is kept at 320 and 640 px too (never 1280: never enlarged), without
    // EXIF, at stable addresses; a width at or over a photo's own answers the photo; a
    // width that is not one of the sizes is a real 404.
    let png_url = refs[1]["url"].as_str().expect("url");
    for (w, want) in [(320, (320, 160)), (640, (640, 320)), (1280, (800, 400))] {
        let res = fetch(&app, &format!("{png_url}/w/{w}")).await;
        assert_eq!(res.status(), 200, "width {w}");
        assert_eq!(res.headers()["content-type"], "image/png");
        assert_eq!(
            res.headers()["cache-control"],
            "public, max-age=31536000, immutable"
        );
        let bytes = res.bytes().await.expect("bytes");
        assert_eq!(image_size(&bytes), want, "width {w}");
    }
    let camera_url = refs[0]["url"].as_str().expect("url");
    let res = fetch(&app, &format!("{camera_url}/w/640")).await;
    assert_eq!(res.status(), 200);
    let bytes = res.bytes().await.expect("bytes");
    assert!(!fixtures::has_exif(&bytes), "a size carries no EXIF");
    assert_eq!(image_size(&bytes), (320, 640), "never enlarged");
    for bad in ["500", "abc", "0"] {
        assert_eq!(
            fetch(&app, &format!("{png_url}/w/{bad}")).await.status(),
            404
        );
    }
    // Two objects a photo in the media folder (and the PNG's two sizes), one row each,
    // owned by the uploader.
    assert_eq!(files_under(&data.path().join("media")).len(), 8);
    assert_eq!(rows(&app).await, 3);
    let uid = get_with(&app, "/ver3/api/v3/http/getUserInfo", Some(&t)).await["data"]["uid"]
        .as_str()
        .expect("uid")
        .to_string();
    let ids: Vec<String> = refs
        .iter()
        .map(|r| r["id"].as_str().expect("id").to_string())
        .collect();
    let owned = youzhe_media::owned(&app.db, &uid, &ids)
        .await
        .expect("db")
        .expect("all owned");
    assert_eq!(
        serde_json::to_value(&owned).expect("json"),
        Value::Array(refs.clone())
    );
    // Another visitor cannot claim them.
    assert_eq!(
        youzhe_media::owned(&app.db, "someone-else", &ids)
            .await
            .expect("db"),
        Err(ids[0].clone())
    );

    // Account deletion's helper: keeps what it is told to keep, deletes the rest, bytes too.
    let store = youzhe_media::MediaStore::local(&data.path().join("media")).expect("store");
    let gone = youzhe_media::erase_owner(&app.db, &store, &uid, &ids[..1])
        .await
        .expect("erase");
    assert_eq!(gone, 2);
    assert_eq!(rows(&app).await, 1);
    assert_eq!(files_under(&data.path().join("media")).len(), 2);
    assert_eq!(
        fetch(&app, refs[1]["url"].as_str().expect("url"))
            .await
            .status(),
        404
    );
    assert_eq!(
        fetch(&app, refs[0]["url"].as_str().expect("url"))
            .await
            .status(),
        200
    );
});

fn image_size(bytes: &[u8]) -> (u32, u32) {
    // The test crate has no image decoder: read the size from the PNG header or JPEG SOF.
    if bytes.starts_with(b"\x89PNG") {
        let n = |i: usize| u32::from_be_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
        return (n(16), n(20));
    }
    let mut i = 2;
    while i + 9 < bytes.len() {
        assert_eq!(bytes[i], 0xFF, "JPEG marker expected at {i}");
        let marker = bytes[i + 1];
        let len = usize::from(u16::from_be_bytes([bytes[i + 2], bytes[i + 3]]));
        if matches!(marker, 0xC0..=0xC3) {
            let h = u16::from_be_bytes([bytes[i + 5], bytes[i + 6]]);
            let w = u16::from_be_bytes([bytes[i + 7], bytes[i + 8]]);
            return (u32::from(w), u32::from(h));
        }
        i += 2 + len;
    }
    panic!("no size in the image")
}

/// Asserts a refusal naming `field` whose message names `name` and says `why`.
pub fn assert_refused(status: u16, body: &Value, field: &str, words: &[&str]) {
    assert_eq!(status, 200, "business refusals are HTTP 200: {body}");
    assert_eq!(body["code"], 40000, "{body}");
    assert_eq!(body["data"]["field"], field, "{body}");
    let msg = body["msg"].as_str().expect("msg");
    for w in words {
        assert!(msg.contains(w), "{msg:?} should say {w:?}");
    }
}

both_stores!(
    bad_files_are_refused_by_name_and_nothing_is_stored,
    |store| {
        let data = tempfile::tempdir().expect("dir");
        let app = app_in(store, data.path(), &[("YOUZHE_RATE_MEDIA", "off")]).await;
        let t = token_for(&app, "oMediaRefused").await;
        let good = fixtures::jpeg(64, 64);
        let text = b"Shopping list: tea, rice cakes. Saved from a notes app as photo.jpg".to_vec();

        // A text file renamed photo.jpg, second in the batch: the good first one is not kept.
        let (s, b) = upload(&app, Some(&t), &[("good.jpg", &good), ("photo.jpg", &text)]).await;
        assert_refused(
            s,
            &b,
            "file[1]",
            &["第 2 个文件", "photo.jpg", "不是 JPEG、PNG 或 WebP 图片"],
        );

        // 60 megapixels by its header (a few dozen bytes; refused before any decoding).
        let huge = fixtures::png_claiming(8000, 7500);
        let (s, b) = upload(&app, Some(&t), &[("全景.png", &huge)]).await;
        assert_refused(s, &b, "file[0]", &["全景.png", "8000×7500", "4000 万像素"]);

        // 11 MB: a JPEG's first bytes, then filler (past the server's usual 1 MB body limit too).
        let mut big = good.clone();
        big.resize(11 * 1024 * 1024, 0);
        let (s, b) = upload(&app, Some(&t), &[("small.jpg", &good), ("big.jpg", &big)]).await;
        assert_refused(s, &b, "file[1]", &["big.jpg", "超过 10 MB"]);

        // A real image cut short before its size (a JPEG cut after it shows what arrived).
        let (s, b) = upload(&app, Some(&t), &[("cut.jpg", &good[..40])]).await;
        assert_refused(s, &b, "file[0]", &["cut.jpg", "无法读取"]);

        // Ten at once.
        let ten: Vec<(&str, &[u8])> = (0..10).map(|_| ("p.jpg", good.as_slice())).collect();
        let (s, b) = upload(&app, Some(&t), &ten).await;
        assert_refused(s, &b, "file", &["最多上传 9 张"]);

        // No file, a part under another name, a JSON body.
        let (s, b) = upload(&app, Some(&t), &[]).await;
        assert_refused(s, &b, "file", &["1 到 9 张"]);
        let (ct, body) = form(&[("photo", "a.jpg", &good)]);
        let res = app
            .client
            .post(app.url(UPLOAD))
            .header("Content-Type", ct)
            .body(body)
            .header("Authorization", format!("Bearer {t}"))
            .send()
            .await
            .expect("request");
        let b: Value = res.json().await.expect("json");
        assert_refused(200, &b, "file", &["file 字段"]);
        let res = app
            .client
            .post(app.url(UPLOAD))
            .json(&serde_json::json!({"file": "x"}))
            .header("Authorization", format!("Bearer {t}"))
            .send()
            .await
            .expect("request");
        let b: Value = res.json().await.expect("json");
        assert_refused(200, &b, "file", &["multipart/form-data"]);

        // Signed out: sign in again.
        let (s, b) = upload(&app, None, &[("good.jpg", &good), ("big.jpg", &big)]).await;
        assert_eq!((s, b["code"].as_i64()), (200, Some(40003)), "{b}");

        assert_eq!(rows(&app).await, 0, "no row was written");
        assert!(
            files_under(&data.path().join("media")).is_empty(),
            "no object was written"
        );
    }
);

both_stores!(
    unknown_photos_are_404s_and_only_the_upload_takes_large_bodies,
    |store| {
        let app = spawn_app_with(store, &[]).await;
        for path in [
            "/ver3/api/v3/media/0b6f1f2e-8f5e-4d59-9d3c-1f1f1f1f1f1f",
            "/ver3/api/v3/media/0b6f1f2e-8f5e-4d59-9d3c-1f1f1f1f1f1f/thumb",
            "/ver3/api/v3/media/not-an-id",
        ] {
            let res = fetch(&app, path).await;
            assert_eq!(res.status(), 404, "{path}");
            let b: Value = res.json().await.expect("json");
            assert_eq!(b["code"], 40400, "{path}: {b}");
        }
        // Other routes keep the server's 1 MB limit.
        let res = app
            .client
            .post(app.url("/ver3/api/Open/integral"))
            .header("Content-Type", "application/json")
            .body(vec![b' '; 2 * 1024 * 1024])
            .send()
            .await
            .expect("request");
        assert_eq!(res.status(), 413);
    }
);

both_stores!(uploads_are_rate_limited_per_visitor, |store| {
    let app = spawn_app_with(store, &[("YOUZHE_RATE_MEDIA", "1/60")]).await;
    let a = token_for(&app, "oMediaRateA").await;
    let b = token_for(&app, "oMediaRateB").await;
    let good = fixtures::jpeg(32, 32);
    assert_eq!(
        upload(&app, Some(&a), &[("a.jpg", &good)]).await.1["code"],
        0
    );
    // Even with several megabytes on the way, the visitor gets the answer, not a reset.
    let mut large = good.clone();
    large.resize(6 * 1024 * 1024, 0);
    let (s, body) = upload(&app, Some(&a), &[("a.jpg", &large)]).await;
    assert_eq!((s, body["code"].as_i64()), (429, Some(42900)), "{body}");
    // Another visitor has their own allowance.
    assert_eq!(
        upload(&app, Some(&b), &[("b.jpg", &good)]).await.1["code"],
        0
    );
});
