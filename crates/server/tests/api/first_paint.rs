//! A content page's first HTML (docs/FRONTEND.md, "First paint"): its words, cover, head
//! tags and JSON-LD before any script runs, its first API answer inlined once, cacheable.

use youzhe_core::testing::Store;

use crate::helpers::{TestApp, spawn_app_with};

const XIHU: &str = "/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu";

async fn app() -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        Store::Sqlite,
        &[
            ("YOUZHE_CONTENT_DIR", &dir),
            ("YOUZHE_PUBLIC_URL", "https://trip.example.cn"),
        ],
    )
    .await
}

/// The text between `start` and the next `end` after it.
fn between<'a>(s: &'a str, start: &str, end: &str) -> &'a str {
    let from = s.find(start).unwrap_or_else(|| panic!("no {start}")) + start.len();
    let len = s[from..]
        .find(end)
        .unwrap_or_else(|| panic!("no {end} after {start}"));
    &s[from..from + len]
}

#[tokio::test]
async fn west_lakes_first_html_holds_its_page() {
    let app = app().await;
    let api: serde_json::Value = app
        .get_json("/ver3/api/poi/v1/details?id=scenic-hz-xihu")
        .await;
    let name = api["data"]["name"].as_str().unwrap().to_string();
    let r = app.client.get(app.url(XIHU)).send().await.unwrap();
    assert_eq!(r.status(), 200);
    assert_eq!(r.headers()["cache-control"], "no-cache");
    let etag = r.headers()["etag"].to_str().unwrap().to_string();
    let html = r.text().await.unwrap();

    // The words and the cover, before the app's root.
    let first = between(&html, "id=\"yz-first\"", "<div id=\"root\">");
    assert!(
        between(first, "<h1", "</h1>").ends_with(&format!(">{name}")),
        "{first}"
    );
    let img = between(first, "<img", ">");
    assert!(img.contains("fetchpriority=\"high\""), "{img}");
    assert!(
        img.contains("width=\"") && img.contains("height=\""),
        "{img}"
    );
    assert!(
        img.contains("src=\"/ver3/api/v3/media/cover/scenic-hz-xihu"),
        "{img}"
    );

    // The page's own head.
    assert_eq!(
        between(&html, "<title>", "</title>"),
        format!("{name} - 游浙")
    );
    assert_eq!(html.matches("<title>").count(), 1, "one title");
    assert!(html.contains(&format!("<meta property=\"og:title\" content=\"{name}\">")));
    assert!(html.contains(
        "<link rel=\"canonical\" href=\"https://trip.example.cn/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu\">"
    ));
    assert!(html.contains(
        "<meta property=\"og:url\" content=\"https://trip.example.cn/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu\">"
    ));
    assert!(html.contains(
        "<meta property=\"og:image\" content=\"https://trip.example.cn/ver3/api/v3/media/cover/scenic-hz-xihu"
    ));
    let desc = between(&html, "<meta name=\"description\" content=\"", "\"");
    assert!(
        !desc.is_empty() && !desc.contains("十一市"),
        "the page's own description: {desc}"
    );

    // JSON-LD: a tourist attraction with its name and position (WGS-84, within ~1 km of
    // the GCJ-02 point the API gives).
    let ld: serde_json::Value = serde_json::from_str(between(
        &html,
        "<script type=\"application/ld+json\">",
        "</script>",
    ))
    .unwrap();
    assert_eq!(ld["@type"], "TouristAttraction");
    assert_eq!(ld["name"], name.as_str());
    let lat = ld["geo"]["latitude"].as_f64().unwrap();
    let lng = ld["geo"]["longitude"].as_f64().unwrap();
    let (glat, glng) = (
        api["data"]["location"]["lat"].as_f64().unwrap(),
        api["data"]["location"]["lng"].as_f64().unwrap(),
    );
    assert!((lat - glat).abs() < 0.01 && (lng - glng).abs() < 0.01 && (lat, lng) != (glat, glng));

    // The first API answer, inlined exactly as the handler sends it.
    let inline: serde_json::Value = serde_json::from_str(between(
        &html,
        "<script type=\"application/json\" id=\"youzhe-inline\">",
        "</script>",
    ))
    .unwrap();
    assert_eq!(inline["url"], "/ver3/api/poi/v1/details?id=scenic-hz-xihu");
    assert_eq!(inline["body"], api);

    // Cacheable: the same page of the same content revalidates to 304.
    let r = app
        .client
        .get(app.url(XIHU))
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(r.status(), 304);
    // Another page has another tag.
    let other = app
        .client
        .get(app.url("/ver3/pages/poi/detail/site?id=scenic-hz-xihu"))
        .header("If-None-Match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(other.status(), 200);
    assert_ne!(other.headers()["etag"].to_str().unwrap(), etag);
    app.stop().await;
}

#[tokio::test]
async fn unknown_ids_and_other_pages_answer_the_plain_shell() {
    let app = app().await;
    for path in [
        "/ver3/pages/poi/detail/scenic?id=scenic-hz-nowhere",
        "/ver3/pages/poi/detail/scenic?id=%3Cscript%3E",
        "/ver3/pages/poi/detail/scenic",
        "/ver3/pages/poi/detail/nowhere?id=scenic-hz-xihu",
        "/ver3/pages/tour/nearby?id=scenic-hz-xihu",
    ] {
        let r = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
        let html = r.text().await.unwrap();
        assert!(html.contains("id=\"youzhe-config\""), "{path}");
        assert!(!html.contains("id=\"yz-first\""), "{path}");
        assert!(!html.contains("youzhe-inline"), "{path}");
        assert_eq!(between(&html, "<title>", "</title>"), "游浙", "{path}");
    }
    app.stop().await;
}
