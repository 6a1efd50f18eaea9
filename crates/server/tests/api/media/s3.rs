//! The media store on S3: photos go to a bucket of a real S3-compatible server (moto, from
//! `make moto`) and come back through the API; a refusal leaves the bucket as it was.

use std::{
    net::TcpListener,
    process::{Child, Command, Stdio},
    time::Duration,
};

use youzhe_media::fixtures;

use super::{assert_refused, rows, upload};
use crate::{both_stores, helpers::spawn_app_with, identity::token_for};

/// moto's server, stopped when dropped.
struct Moto {
    child: Child,
    base: String,
}

impl Drop for Moto {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Where `make moto` installs it; `YOUZHE_TEST_MOTO` (set by the Makefile) wins.
fn moto_binary() -> String {
    std::env::var("YOUZHE_TEST_MOTO").unwrap_or_else(|_| {
        let home = std::env::var("HOME").unwrap_or_default();
        format!("{home}/.cache/youzhe/moto/bin/moto_server")
    })
}

async fn start_moto() -> Moto {
    let bin = moto_binary();
    assert!(
        std::path::Path::new(&bin).exists(),
        "no moto_server at {bin}: run `make moto` (it installs moto[server] into ~/.cache/youzhe/moto)"
    );
    let port = TcpListener::bind("127.0.0.1:0")
        .expect("port")
        .local_addr()
        .expect("addr")
        .port();
    let child = Command::new(&bin)
        .args(["-H", "127.0.0.1", "-p", &port.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("starting {bin}: {e} (run `make moto`)"));
    let moto = Moto {
        child,
        base: format!("http://127.0.0.1:{port}"),
    };
    let client = reqwest::Client::new();
    for _ in 0..200 {
        if client
            .get(format!("{}/moto-api/", moto.base))
            .send()
            .await
            .is_ok()
        {
            return moto;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("moto_server did not answer on {}", moto.base);
}

/// The keys in the bucket (moto answers unsigned requests).
async fn keys(moto: &Moto, bucket: &str) -> Vec<String> {
    let xml = reqwest::get(format!("{}/{bucket}?list-type=2", moto.base))
        .await
        .expect("list")
        .text()
        .await
        .expect("xml");
    xml.split("<Key>")
        .skip(1)
        .filter_map(|s| s.split("</Key>").next())
        .map(str::to_string)
        .collect()
}

both_stores!(photos_live_in_an_s3_bucket, |store| {
    let moto = start_moto().await;
    let bucket = "youzhe-photos";
    let made = reqwest::Client::new()
        .put(format!("{}/{bucket}", moto.base))
        .send()
        .await
        .expect("create bucket");
    assert!(made.status().is_success(), "{}", made.status());
    let url = format!(
        "s3://{bucket}/visitors?endpoint={}&region=us-east-1",
        moto.base
    );
    let app = spawn_app_with(
        store,
        &[
            ("YOUZHE_MEDIA_URL", url.as_str()),
            ("YOUZHE_MEDIA_ACCESS_KEY_ID", "testing"),
            ("YOUZHE_MEDIA_SECRET_ACCESS_KEY", "testing"),
            ("YOUZHE_RATE_MEDIA", "off"),
        ],
    )
    .await;
    let t = token_for(&app, "oMediaS3").await;

    // A refusal writes nothing to the bucket.
    let good = fixtures::jpeg_with_gps(120, 80);
    let (s, b) = upload(
        &app,
        Some(&t),
        &[("ok.jpg", &good), ("notes.jpg", b"plain text, not a photo")],
    )
    .await;
    assert_refused(s, &b, "file[1]", &["notes.jpg"]);
    assert!(keys(&moto, bucket).await.is_empty());
    assert_eq!(rows(&app).await, 0);

    let (s, b) = upload(&app, Some(&t), &[("ok.jpg", &good)]).await;
    assert_eq!((s, b["code"].as_i64()), (200, Some(0)), "{b}");
    let id = b["data"][0]["id"].as_str().expect("id").to_string();
    let mut stored = keys(&moto, bucket).await;
    stored.sort();
    assert_eq!(
        stored,
        vec![
            format!("visitors/photos/{id}.jpg"),
            format!("visitors/thumbs/{id}.jpg")
        ]
    );

    // Through the API, the bucket's bytes, without EXIF.
    let res = app
        .client
        .get(app.url(&format!("/ver3/api/v3/media/{id}")))
        .send()
        .await
        .expect("get");
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "image/jpeg");
    let served = res.bytes().await.expect("bytes");
    // Read back from the bucket itself (signed, as another replica would).
    let direct =
        youzhe_media::MediaStore::s3(&url, Some("testing"), Some("testing")).expect("store");
    let in_bucket = direct
        .get(&format!("visitors/photos/{id}.jpg"))
        .await
        .expect("read")
        .expect("the object is in the bucket");
    assert!(
        served == in_bucket,
        "the API serves the bucket's bytes ({} vs {})",
        served.len(),
        in_bucket.len()
    );
    assert!(!fixtures::has_exif(&served));
    let thumb = app
        .client
        .get(app.url(&format!("/ver3/api/v3/media/{id}/thumb")))
        .send()
        .await
        .expect("get");
    assert_eq!(thumb.status(), 200);
});
