//! The image proxy: what it returns, and every SSRF spelling refused with no connection.

use base64::{Engine, engine::general_purpose::STANDARD};
use serde_json::Value;

use super::fakes::{FakeImages, PNG, code};
use crate::helpers::{Store, TestApp, spawn_app, spawn_app_with};

const PATH: &str = "/ver3/api/v3/file/base64";

async fn fetch(app: &TestApp, url: &str) -> Value {
    let res = app
        .client
        .get(app.url(PATH))
        .query(&[("url", url)])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200, "{url}");
    res.json().await.unwrap()
}

#[tokio::test]
async fn returns_an_allowed_image_and_refuses_what_is_not_one() {
    let img = FakeImages::start("127.0.0.1").await;
    // An intranet media server, allowed on purpose by the operator.
    let app = spawn_app_with(
        Store::Sqlite,
        &[
            ("YOUZHE_IMAGE_HOSTS", "127.0.0.1"),
            ("YOUZHE_IMAGE_ALLOWED_NETS", "127.0.0.1/32"),
            ("YOUZHE_RATE_IMAGE", "off"),
        ],
    )
    .await;
    let body = fetch(&app, &format!("{}/ok.png", img.base)).await;
    assert_eq!(code(&body), 0, "{body}");
    assert_eq!(body["data"]["content_type"], "image/png");
    assert_eq!(
        body["data"]["base64"],
        format!("data:image/png;base64,{}", STANDARD.encode(PNG))
    );

    // Nothing usable: "server parsing failed".
    for path in ["/lie.png", "/page.html", "/big.png", "/missing.png"] {
        let body = fetch(&app, &format!("{}{path}", img.base)).await;
        assert_eq!(code(&body), 50200, "{path}: {body}");
        assert_eq!(body["msg"], "服务器解析失败");
    }
    // No url: "please pass the image network resource path".
    for q in ["", "?url=", "?url=%20"] {
        let body = app.get_json(&format!("{PATH}{q}")).await;
        assert_eq!(
            (code(&body), body["msg"].clone()),
            (40000, Value::from("请传入图片网络资源路径")),
            "{q}"
        );
    }
    let body = fetch(&app, "not a url").await;
    assert_eq!(body["msg"], "服务器解析失败");
    app.stop().await;
}

#[tokio::test]
async fn gives_up_after_five_seconds() {
    let img = FakeImages::start("127.0.0.1").await;
    let app = spawn_app_with(
        Store::Sqlite,
        &[
            ("YOUZHE_IMAGE_HOSTS", "127.0.0.1"),
            ("YOUZHE_IMAGE_ALLOWED_NETS", "127.0.0.1/32"),
        ],
    )
    .await;
    let started = std::time::Instant::now();
    let body = fetch(&app, &format!("{}/slow.png", img.base)).await;
    let took = started.elapsed();
    assert_eq!(code(&body), 50200, "{body}");
    assert!(
        took >= std::time::Duration::from_millis(4900) && took < std::time::Duration::from_secs(7),
        "{took:?}"
    );
    app.stop().await;
}

#[tokio::test]
async fn every_internal_spelling_is_refused_without_a_connection() {
    let img = FakeImages::start("127.0.0.1").await;
    let p = img.port();
    // Any host name allowed: only the address checks stand between the visitor and us.
    let app = spawn_app_with(
        Store::Sqlite,
        &[("YOUZHE_IMAGE_HOSTS", "*"), ("YOUZHE_RATE_IMAGE", "off")],
    )
    .await;
    let urls = [
        format!("http://127.0.0.1:{p}/ok.png"),
        format!("http://127.1:{p}/ok.png"),
        format!("http://127.0.0.1.:{p}/ok.png"),
        format!("http://2130706433:{p}/ok.png"),
        format!("http://0177.0.0.1:{p}/ok.png"),
        format!("http://0177.1:{p}/ok.png"),
        format!("http://0x7f.0.0.1:{p}/ok.png"),
        format!("http://0x7f000001:{p}/ok.png"),
        format!("http://017700000001:{p}/ok.png"),
        format!("http://0.0.0.0:{p}/ok.png"),
        format!("http://0:{p}/ok.png"),
        format!("http://[::1]:{p}/ok.png"),
        format!("http://[::]:{p}/ok.png"),
        format!("http://[::ffff:127.0.0.1]:{p}/ok.png"),
        format!("http://[::ffff:7f00:1]:{p}/ok.png"),
        format!("http://[0:0:0:0:0:ffff:127.0.0.1]:{p}/ok.png"),
        format!("http://[::127.0.0.1]:{p}/ok.png"),
        format!("http://[64:ff9b::7f00:1]:{p}/ok.png"),
        format!("http://[2002:7f00:1::]:{p}/ok.png"),
        format!("http://localhost:{p}/ok.png"),
        format!("http://localhost.:{p}/ok.png"),
        format!("http://LOCALHOST:{p}/ok.png"),
        format!("http://img.localhost:{p}/ok.png"),
        format!("http://images.example.com@127.0.0.1:{p}/ok.png"),
        format!("http://user:pass@127.0.0.1:{p}/ok.png"),
        format!("http://127.0.0.1:{p}\\@images.example.com/ok.png"),
        format!("http://%31%32%37.0.0.1:{p}/ok.png"),
        "http://169.254.169.254/latest/meta-data/".to_string(),
        "http://[::ffff:169.254.169.254]/latest/meta-data/".to_string(),
        "http://2852039166/latest/meta-data/".to_string(),
        "http://100.100.100.200/latest/meta-data/".to_string(),
        "http://169.254.0.23/meta-data/".to_string(),
        "http://[fd00:ec2::254]/latest/meta-data/".to_string(),
        "http://10.0.0.1/x.png".to_string(),
        "http://172.16.0.1/x.png".to_string(),
        "http://192.168.0.1/x.png".to_string(),
        "http://100.64.0.1/x.png".to_string(),
        "http://[fd12:3456::1]/x.png".to_string(),
        "http://[fe80::1]/x.png".to_string(),
        "http://224.0.0.1/x.png".to_string(),
        format!("ftp://127.0.0.1:{p}/ok.png"),
        "file:///etc/passwd".to_string(),
        "gopher://127.0.0.1:70/".to_string(),
    ];
    for url in &urls {
        let body = fetch(&app, url).await;
        assert_ne!(code(&body), 0, "{url} was fetched: {body}");
        assert_eq!(body["msg"], "服务器解析失败", "{url}");
        assert!(
            body.get("data").is_none_or(|d| d.get("base64").is_none()),
            "{url}"
        );
    }
    assert_eq!(
        img.connections(),
        0,
        "no refused address was ever connected to"
    );
    app.stop().await;
}

#[tokio::test]
async fn every_redirect_is_checked_again() {
    let allowed = FakeImages::start("127.0.0.1").await;
    let internal = FakeImages::start("127.0.0.2").await;
    let q = internal.port();
    let app = spawn_app_with(
        Store::Sqlite,
        &[
            ("YOUZHE_IMAGE_HOSTS", "*"),
            ("YOUZHE_IMAGE_ALLOWED_NETS", "127.0.0.1/32"),
            ("YOUZHE_RATE_IMAGE", "off"),
        ],
    )
    .await;
    // A redirect within what is allowed is followed.
    let to: String =
        url::form_urlencoded::byte_serialize(format!("{}/ok.png", allowed.base).as_bytes())
            .collect();
    let body = fetch(&app, &format!("{}/redirect?to={to}", allowed.base)).await;
    assert_eq!(code(&body), 0, "{body}");
    for target in [
        format!("http://127.0.0.2:{q}/ok.png"),
        format!("http://2130706434:{q}/ok.png"),
        format!("http://[::ffff:127.0.0.2]:{q}/ok.png"),
        format!("http://localhost:{q}/ok.png"),
        "http://169.254.169.254/latest/meta-data/".to_string(),
        format!("http://x@127.0.0.2:{q}/ok.png"),
        "file:///etc/passwd".to_string(),
    ] {
        let to: String = url::form_urlencoded::byte_serialize(target.as_bytes()).collect();
        let body = fetch(&app, &format!("{}/redirect?to={to}", allowed.base)).await;
        assert_ne!(code(&body), 0, "redirect to {target} was followed: {body}");
    }
    assert_eq!(internal.connections(), 0);
    app.stop().await;
}

#[tokio::test]
async fn hosts_off_the_list_are_refused_without_a_connection() {
    let img = FakeImages::start("127.0.0.1").await;
    // By default only our own origins are allowed.
    let app = spawn_app(Store::Sqlite).await;
    let body = fetch(&app, "https://images.example.com/a.png").await;
    assert_eq!(code(&body), 40300, "{body}");
    let app = spawn_app_with(
        Store::Sqlite,
        &[
            ("YOUZHE_PUBLIC_URL", "https://trip.example.cn"),
            ("YOUZHE_IMAGE_HOSTS", "*.example.com"),
            ("YOUZHE_IMAGE_ALLOWED_NETS", "127.0.0.1/32"),
        ],
    )
    .await;
    let body = fetch(&app, &format!("{}/ok.png", img.base)).await;
    assert_eq!(code(&body), 40300, "{body}");
    assert_eq!(img.connections(), 0);
    app.stop().await;
}
