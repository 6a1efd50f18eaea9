//! A content page's first HTML (docs/FRONTEND.md, "First paint"): its words, cover, head
//! tags and JSON-LD before any script runs, its first API answer inlined once, cacheable.

mod lists;

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

/// The dish, line, person and topic pages: (page, the API the app asks, the JSON-LD type,
/// the answer's field holding the name).
const DETAILS: [(&str, &str, &str, &str); 4] = [
    (
        "/ver3/pages/newcate/newdetail?id=dish-330102-dongpo-rou",
        "/ver3/api/v3/dishes/detail?id=dish-330102-dongpo-rou",
        "Thing",
        "name",
    ),
    (
        "/ver3/pages/line/lineDetail?id=line-hz-classic-1d",
        "/ver3/api/v3/lines/detail?id=line-hz-classic-1d",
        "TouristTrip",
        "name",
    ),
    (
        "/ver3/pages/famous/peopledetail?id=person-lu-xun",
        "/ver3/api/v3/famous/person?id=person-lu-xun",
        "Person",
        "name",
    ),
    (
        "/ver3/pages/topic/detail?id=topic-songyun",
        "/ver3/api/v3/topic/template?id=topic-songyun",
        "CollectionPage",
        "title",
    ),
];

#[tokio::test]
async fn dish_line_person_and_topic_pages_hold_their_words_and_answer() {
    let app = app().await;
    for (page, api_url, ld_type, field) in DETAILS {
        let api: serde_json::Value = app.get_json(api_url).await;
        let name = api["data"][field].as_str().unwrap().to_string();
        let r = app.client.get(app.url(page)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{page}");
        let etag = r.headers()["etag"].to_str().unwrap().to_string();
        let html = r.text().await.unwrap();

        let first = between(&html, "id=\"yz-first\"", "<div id=\"root\">");
        assert!(
            between(first, "<h1", "</h1>").ends_with(&format!(">{name}")),
            "{page}: {first}"
        );
        assert_eq!(
            between(&html, "<title>", "</title>"),
            format!("{name} - 游浙"),
            "{page}"
        );
        assert!(
            html.contains(&format!("<meta property=\"og:title\" content=\"{name}\">")),
            "{page}"
        );
        assert!(
            html.contains(&format!(
                "<link rel=\"canonical\" href=\"https://trip.example.cn{page}\">"
            )),
            "{page}"
        );
        let desc = between(&html, "<meta name=\"description\" content=\"", "\"");
        assert!(
            !desc.is_empty() && !desc.contains("十一市"),
            "{page}: {desc}"
        );

        let ld: serde_json::Value = serde_json::from_str(between(
            &html,
            "<script type=\"application/ld+json\">",
            "</script>",
        ))
        .unwrap();
        assert_eq!(ld["@type"], ld_type, "{page}");
        assert_eq!(ld["name"], name.as_str(), "{page}");
        assert_eq!(
            ld["url"],
            format!("https://trip.example.cn{page}"),
            "{page}"
        );

        // The app's first answer, exactly as the handler sends it, under the URL it asks.
        let inline: serde_json::Value = serde_json::from_str(between(
            &html,
            "<script type=\"application/json\" id=\"youzhe-inline\">",
            "</script>",
        ))
        .unwrap();
        assert_eq!(inline["url"], api_url, "{page}");
        assert_eq!(inline["body"], api, "{page}");

        let again = app
            .client
            .get(app.url(page))
            .header("If-None-Match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), 304, "{page}");
    }

    // The line's stops are its itinerary, in order; the person's years are dates.
    let html = app
        .client
        .get(app.url(DETAILS[1].0))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let ld: serde_json::Value = serde_json::from_str(between(
        &html,
        "<script type=\"application/ld+json\">",
        "</script>",
    ))
    .unwrap();
    let api: serde_json::Value = app.get_json(DETAILS[1].1).await;
    let first_stop = &api["data"]["itinerary"][0]["stops"][0]["place"]["name"];
    assert_eq!(
        ld["itinerary"]["itemListElement"][0]["item"]["name"],
        *first_stop
    );
    let html = app
        .client
        .get(app.url(DETAILS[2].0))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(html.contains("\"birthDate\":\"1881\""), "{html}");
    assert!(html.contains("\"deathDate\":\"1936\""));
    app.stop().await;
}

#[tokio::test]
async fn unknown_dishes_lines_people_and_topics_answer_the_plain_shell() {
    let app = app().await;
    for path in [
        "/ver3/pages/newcate/newdetail?id=dish-nowhere",
        "/ver3/pages/line/lineDetail?id=line-nowhere",
        "/ver3/pages/famous/peopledetail?id=%3Cscript%3E",
        "/ver3/pages/topic/detail?id=topic-nowhere",
        "/ver3/pages/topic/detail",
        // A page of another kind with a known id of this one.
        "/ver3/pages/line/lineDetail?id=person-lu-xun",
    ] {
        let r = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
        let html = r.text().await.unwrap();
        assert!(!html.contains("id=\"yz-first\""), "{path}");
        assert!(!html.contains("youzhe-inline"), "{path}");
        assert_eq!(between(&html, "<title>", "</title>"), "游浙", "{path}");
    }
    app.stop().await;
}

/// A copy of the shipped content whose first dish, line, person and topic carry `name`.
fn hostile_content(name: &str) -> tempfile::TempDir {
    let src = youzhe_content::fixture::shipped_dir();
    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let mut text = std::fs::read_to_string(&path).unwrap();
        let (key, id) = match file.as_str() {
            "dishes.jsonl" => ("name", "dish-330102-dongpo-rou"),
            "lines.jsonl" => ("name", "line-hz-classic-1d"),
            "famous_people.jsonl" => ("name", "person-lu-xun"),
            "topics.jsonl" => ("title", "topic-songyun"),
            _ => ("", ""),
        };
        if !key.is_empty() {
            text = text
                .lines()
                .map(|l| {
                    let mut v: serde_json::Value = serde_json::from_str(l).unwrap();
                    if v["id"] == id {
                        v[key]["zh"] = serde_json::json!(name);
                    }
                    v.to_string()
                })
                .collect::<Vec<_>>()
                .join("\n");
        }
        std::fs::write(dir.path().join(&file), text).unwrap();
    }
    dir
}

#[tokio::test]
async fn a_hostile_name_is_text_in_the_markup_and_data_in_the_json() {
    let name = "</script><script>alert(1)</script><!--\"&'";
    let dir = hostile_content(name);
    let dir_str = dir.path().to_string_lossy().into_owned();
    let app = spawn_app_with(
        Store::Sqlite,
        &[
            ("YOUZHE_CONTENT_DIR", &dir_str),
            ("YOUZHE_PUBLIC_URL", "https://trip.example.cn"),
        ],
    )
    .await;
    for (page, _, _, _) in DETAILS {
        let html = app
            .client
            .get(app.url(page))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(!html.contains("<script>alert"), "{page}: {html}");
        assert!(!html.contains("<!--\""), "{page}");
        assert!(
            html.contains(
                "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&quot;&amp;&#39;</h1>"
            ),
            "{page}: {html}"
        );
        let ld: serde_json::Value = serde_json::from_str(between(
            &html,
            "<script type=\"application/ld+json\">",
            "</script>",
        ))
        .unwrap();
        assert_eq!(ld["name"], name, "{page}");
        let inline: serde_json::Value = serde_json::from_str(between(
            &html,
            "<script type=\"application/json\" id=\"youzhe-inline\">",
            "</script>",
        ))
        .unwrap();
        let field = if page.contains("topic") {
            "title"
        } else {
            "name"
        };
        assert_eq!(inline["body"]["data"][field], name, "{page}");
    }
    app.stop().await;
}

/// What the home page asks first: Hangzhou's stay themes (the city a first visit starts on).
const HOME_THEMES: &str = "/ver3/api/v3/places/themes?kind=hotel,homestay&cityId=1201";

#[tokio::test]
async fn the_home_pages_first_html_holds_its_first_screen() {
    let app = app().await;
    let api: serde_json::Value = app.get_json(HOME_THEMES).await;
    let first_theme = api["data"][0]["theme"].as_str().unwrap().to_string();
    let mut tags = Vec::new();
    for path in ["/ver3/", "/ver3/pages/hotel/index"] {
        let r = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{path}");
        assert_eq!(r.headers()["cache-control"], "no-cache");
        let etag = r.headers()["etag"].to_str().unwrap().to_string();
        let html = r.text().await.unwrap();

        // The slogan, the search bar, the line under it, the cities and the first banner:
        // the words of the first screen, before the app's root.
        let first = between(&html, "id=\"yz-first\"", "<div id=\"root\">");
        assert!(
            first.contains("<p class=\"hotel-index__slogan\">住在浙里，看见诗画江南</p>"),
            "{path}: {first}"
        );
        assert!(first.contains(">搜索杭州的酒店、民宿<"), "{path}");
        assert!(first.contains(">正在定位…<"), "{path}");
        assert!(first.contains(">选择城市<"), "{path}");
        for city in ["杭州", "宁波", "温州", "台州", "舟山"] {
            assert!(first.contains(&format!(">{city}<")), "{path}: {city}");
        }
        assert!(
            first.contains("<span class=\"yz-chip\" aria-current=\"true\">杭州</span>"),
            "{path}: Hangzhou is the city shown"
        );
        assert!(
            first.contains(&format!(
                "<span class=\"theme-banner__theme\">{first_theme}</span>"
            )),
            "{path}: {first}"
        );
        let count = api["data"][0]["count"].as_u64().unwrap();
        assert!(first.contains(&format!(">{count}家酒店民宿<")), "{path}");
        let img = between(first, "<img", ">");
        assert!(img.contains("fetchpriority=\"high\""), "{path}: {img}");
        assert!(
            img.contains(&format!(
                "src=\"{}\"",
                api["data"][0]["cover"].as_str().unwrap()
            )),
            "{path}: {img}"
        );

        // The site's own head: its name and slogan, the home address as canonical.
        assert_eq!(
            between(&html, "<title>", "</title>"),
            "游浙 - 住在浙里，看见诗画江南",
            "{path}"
        );
        assert_eq!(html.matches("<title>").count(), 1, "{path}: one title");
        assert_eq!(
            html.matches("<meta name=\"description\"").count(),
            1,
            "{path}"
        );
        assert!(
            html.contains("<link rel=\"canonical\" href=\"https://trip.example.cn/ver3/\">"),
            "{path}"
        );
        assert!(
            html.contains("<meta property=\"og:url\" content=\"https://trip.example.cn/ver3/\">"),
            "{path}"
        );
        assert!(
            html.contains("<meta property=\"og:title\" content=\"游浙\">"),
            "{path}"
        );
        assert!(html.contains("<meta property=\"og:image\" content=\"https://trip.example.cn/"));
        let desc = between(&html, "<meta name=\"description\" content=\"", "\"");
        assert!(desc.contains("十一市"), "{path}: {desc}");
        let ld: serde_json::Value = serde_json::from_str(between(
            &html,
            "<script type=\"application/ld+json\">",
            "</script>",
        ))
        .unwrap();
        assert_eq!(ld["@type"], "WebSite", "{path}");
        assert_eq!(ld["name"], "游浙");
        assert_eq!(ld["url"], "https://trip.example.cn/ver3/");
        assert_eq!(ld["about"]["@type"], "TouristDestination");
        assert_eq!(ld["about"]["containsPlace"].as_array().unwrap().len(), 11);
        assert_eq!(
            ld["potentialAction"]["target"],
            "https://trip.example.cn/ver3/pages/homesearch/result?keyword={search_term_string}"
        );

        // The themes answer, exactly as the handler sends it, under the URL the app asks.
        let inline: serde_json::Value = serde_json::from_str(between(
            &html,
            "<script type=\"application/json\" id=\"youzhe-inline\">",
            "</script>",
        ))
        .unwrap();
        assert_eq!(
            inline["url"],
            "/ver3/api/v3/places/themes?kind=hotel%2Chomestay&cityId=1201"
        );
        assert_eq!(inline["body"], api, "{path}");

        let again = app
            .client
            .get(app.url(path))
            .header("If-None-Match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), 304, "{path}");
        tags.push(etag);
    }
    // The home page's tag is not a place page's.
    let xihu = app.client.get(app.url(XIHU)).send().await.unwrap();
    assert!(!tags.contains(&xihu.headers()["etag"].to_str().unwrap().to_string()));
    app.stop().await;
}

#[tokio::test]
async fn a_hostile_theme_is_text_on_the_home_page_and_data_in_its_json() {
    let name = "</script><script>alert(1)</script><!--\"&'";
    let src = youzhe_content::fixture::shipped_dir();
    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let mut text = std::fs::read_to_string(&path).unwrap();
        if file == "places.jsonl" {
            // Every stay of Hangzhou gains the theme: the biggest, so the first banner.
            text = text
                .lines()
                .map(|l| {
                    let mut v: serde_json::Value = serde_json::from_str(l).unwrap();
                    if v["city_id"] == 1201 && (v["kind"] == "hotel" || v["kind"] == "homestay") {
                        v["themes"].as_array_mut().unwrap().push(name.into());
                    }
                    v.to_string()
                })
                .collect::<Vec<_>>()
                .join("\n");
        }
        std::fs::write(dir.path().join(&file), text).unwrap();
    }
    let dir_str = dir.path().to_string_lossy().into_owned();
    let app = spawn_app_with(
        Store::Sqlite,
        &[
            ("YOUZHE_CONTENT_DIR", &dir_str),
            ("YOUZHE_PUBLIC_URL", "https://trip.example.cn"),
        ],
    )
    .await;
    let html = app
        .client
        .get(app.url("/ver3/"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!html.contains("<script>alert"), "{html}");
    assert!(!html.contains("<!--\""));
    assert!(html.contains(
        "<span class=\"theme-banner__theme\">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&quot;&amp;&#39;</span>"
    ), "{html}");
    let inline: serde_json::Value = serde_json::from_str(between(
        &html,
        "<script type=\"application/json\" id=\"youzhe-inline\">",
        "</script>",
    ))
    .unwrap();
    assert_eq!(inline["body"]["data"][0]["theme"], name);
    app.stop().await;
}

#[tokio::test]
async fn the_rank_lists_first_html_holds_the_top_of_the_page_and_its_answer() {
    let app = app().await;
    for (page, api_url) in [
        ("/ver3/pages/ranklist/index", "/v3/homepage/rankList"),
        (
            "/ver3/pages/ranklist/index?cityId=1201&kind=restaurant",
            "/v3/homepage/rankList?cityId=1201&kind=restaurant",
        ),
    ] {
        let api: serde_json::Value = app.get_json(api_url).await;
        let first_title = api["result"]["lists"][0]["title"]
            .as_str()
            .unwrap()
            .to_string();
        let r = app.client.get(app.url(page)).send().await.unwrap();
        assert_eq!(r.status(), 200, "{page}");
        let etag = r.headers()["etag"].to_str().unwrap().to_string();
        let html = r.text().await.unwrap();
        let first = between(&html, "id=\"yz-first\"", "<div id=\"root\">");
        assert!(first.contains(">浙江榜单</h2>"), "{page}: {first}");
        assert!(
            first.contains(&format!("<h3 class=\"ranklist__name\">{first_title}</h3>")),
            "{page}: {first}"
        );
        assert!(first.contains(">杭州市</span>"), "{page}");
        let n = api["result"]["lists"].as_array().unwrap().len();
        assert!(first.contains(&format!(">共{n}个榜单<")), "{page}");
        assert!(first.contains(">依据："), "{page}");
        assert_eq!(
            between(&html, "<title>", "</title>"),
            "浙江榜单 - 游浙",
            "{page}"
        );
        assert!(
            html.contains(&format!(
                "<link rel=\"canonical\" href=\"https://trip.example.cn{}\">",
                page.replace('&', "&amp;")
            )),
            "{page}"
        );
        let ld: serde_json::Value = serde_json::from_str(between(
            &html,
            "<script type=\"application/ld+json\">",
            "</script>",
        ))
        .unwrap();
        assert_eq!(ld["@type"], "CollectionPage");
        assert_eq!(ld["mainEntity"]["numberOfItems"], n);
        assert_eq!(
            ld["mainEntity"]["itemListElement"][0]["item"]["name"],
            first_title.as_str()
        );
        let inline: serde_json::Value = serde_json::from_str(between(
            &html,
            "<script type=\"application/json\" id=\"youzhe-inline\">",
            "</script>",
        ))
        .unwrap();
        assert_eq!(inline["url"], api_url, "{page}");
        assert_eq!(inline["body"], api, "{page}");
        let again = app
            .client
            .get(app.url(page))
            .header("If-None-Match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), 304, "{page}");
    }
    // A kind the API refuses: the plain shell, and the app shows the refusal itself.
    let html = app
        .client
        .get(app.url("/ver3/pages/ranklist/index?kind=%3Cscript%3E"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!html.contains("id=\"yz-first\""));
    assert!(!html.contains("youzhe-inline"));
    app.stop().await;
}

#[tokio::test]
async fn a_hostile_list_title_is_text_on_the_rank_lists_page_and_data_in_its_json() {
    let name = "</script><script>alert(1)</script><!--\"&'";
    let src = youzhe_content::fixture::shipped_dir();
    let dir = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        let file = path.file_name().unwrap().to_string_lossy().into_owned();
        let mut text = std::fs::read_to_string(&path).unwrap();
        if file == "rankings.jsonl" {
            text = text
                .lines()
                .map(|l| {
                    let mut v: serde_json::Value = serde_json::from_str(l).unwrap();
                    if v["id"] == "rank-must-eat" {
                        v["title"]["zh"] = serde_json::json!(name);
                    }
                    v.to_string()
                })
                .collect::<Vec<_>>()
                .join("\n");
        }
        std::fs::write(dir.path().join(&file), text).unwrap();
    }
    let dir_str = dir.path().to_string_lossy().into_owned();
    let app = spawn_app_with(
        Store::Sqlite,
        &[
            ("YOUZHE_CONTENT_DIR", &dir_str),
            ("YOUZHE_PUBLIC_URL", "https://trip.example.cn"),
        ],
    )
    .await;
    let html = app
        .client
        .get(app.url("/ver3/pages/ranklist/index"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(!html.contains("<script>alert"), "{html}");
    assert!(!html.contains("<!--\""));
    assert!(
        html.contains(
            "<h3 class=\"ranklist__name\">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--&quot;&amp;&#39;</h3>"
        ),
        "{html}"
    );
    let inline: serde_json::Value = serde_json::from_str(between(
        &html,
        "<script type=\"application/json\" id=\"youzhe-inline\">",
        "</script>",
    ))
    .unwrap();
    let titles: Vec<&str> = inline["body"]["result"]["lists"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|l| l["title"].as_str())
        .collect();
    assert!(titles.contains(&name));
    app.stop().await;
}
