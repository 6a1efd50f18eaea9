//! The web view's gate (docs/WEBVIEW.md) through the real server, on both stores: listed
//! hosts open, anything else is refused with its host and reason, local addresses never
//! open even when listed, and the frame policy follows the list.

use crate::{both_stores, helpers::*};

const CHECK: &str = "/ver3/api/v3/webview/check?url=";

async fn app_on(store: Store) -> TestApp {
    spawn_app_with(
        store,
        &[(
            "YOUZHE_WEBVIEW_HOSTS",
            "www.zjtour.example, *.gov.example, localhost, 127.0.0.1",
        )],
    )
    .await
}

async fn verdict(app: &TestApp, url: &str) -> serde_json::Value {
    let body = app.get_json(&format!("{CHECK}{}", urlencode(url))).await;
    ok_data(&body).clone()
}

both_stores!(listed_hosts_open_in_the_frame, |store| {
    let app = app_on(store).await;
    let d = verdict(&app, " https://WWW.zjtour.example/route?day=1#top ").await;
    assert_eq!(d["allowed"], true, "{d}");
    assert_eq!(d["reason"], "allowed");
    assert_eq!(d["host"], "www.zjtour.example");
    assert_eq!(d["url"], "https://www.zjtour.example/route?day=1#top");
    let d = verdict(&app, "http://news.gov.example/a").await;
    assert_eq!(
        (d["allowed"].as_bool(), d["reason"].as_str()),
        (Some(true), Some("allowed"))
    );
});

both_stores!(other_addresses_are_refused_with_host_and_reason, |store| {
    let app = app_on(store).await;
    let cases = [
        (
            "https://elsewhere.example/p",
            "not_listed",
            "elsewhere.example",
        ),
        ("https://gov.example/", "not_listed", "gov.example"),
        ("javascript:alert(document.cookie)", "scheme", ""),
        ("data:text/html,<script>alert(1)</script>", "scheme", ""),
        ("http://localhost/", "local_address", "localhost"),
        ("http://127.0.0.1/", "local_address", "127.0.0.1"),
        ("http://2130706433/", "local_address", "127.0.0.1"),
        ("http://0x7f.0.0.1/", "local_address", "127.0.0.1"),
        ("http://192.168.0.1/", "local_address", "192.168.0.1"),
        (
            "http://169.254.169.254/",
            "local_address",
            "169.254.169.254",
        ),
        ("http://[::1]/", "local_address", "::1"),
        ("http://[fd12::1]/", "local_address", "fd12::1"),
        ("http://printer/", "local_address", "printer"),
        ("www.zjtour.example/route", "malformed", ""),
        (
            "https://me:pw@www.zjtour.example/",
            "malformed",
            "www.zjtour.example",
        ),
    ];
    for (url, reason, host) in cases {
        let d = verdict(&app, url).await;
        assert_eq!(
            (
                d["allowed"].as_bool(),
                d["reason"].as_str(),
                d["host"].as_str()
            ),
            (Some(false), Some(reason), Some(host)),
            "{url}: {d}"
        );
    }
});

both_stores!(nothing_opens_without_a_list, |store| {
    let app = spawn_app(store).await;
    let d = verdict(&app, "https://www.zjtour.example/").await;
    assert_eq!(
        (d["allowed"].as_bool(), d["reason"].as_str()),
        (Some(false), Some("not_listed"))
    );
    // The frame policy names only ourselves.
    let res = app.client.get(app.url("/ver3/")).send().await.unwrap();
    let csp = res.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(csp.contains("frame-src 'self';"), "{csp}");
});

both_stores!(the_frame_policy_names_the_listed_hosts, |store| {
    let app = app_on(store).await;
    let res = app.client.get(app.url("/ver3/")).send().await.unwrap();
    let csp = res.headers()["content-security-policy"]
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        csp.contains("frame-src 'self' https://www.zjtour.example http://www.zjtour.example https://*.gov.example http://*.gov.example;"),
        "{csp}"
    );
    assert!(
        !csp.contains("localhost") && !csp.contains("127.0.0.1"),
        "{csp}"
    );
});

both_stores!(bad_input_names_the_field, |store| {
    let app = app_on(store).await;
    for path in [
        "/ver3/api/v3/webview/check".to_string(),
        CHECK.to_string(),
        format!("{CHECK}https%3A%2F%2Fa.example%2F{}", "a".repeat(2048)),
    ] {
        let body = app.get_json(&path).await;
        assert_eq!(
            (body["code"].as_i64(), body["data"]["field"].as_str()),
            (Some(40000), Some("url")),
            "{path}: {body}"
        );
        assert!(
            body["msg"].as_str().is_some_and(|m| m.contains("url")),
            "{body}"
        );
    }
    // At the limit it is read.
    let at_limit = format!("https://a.example/{}", "a".repeat(2048 - 18));
    let d = verdict(&app, &at_limit).await;
    assert_eq!(d["reason"], "not_listed");
});
