//! The lists' first HTML: the stay search and the search results hold their top and their
//! first page of cards, the answer the page asks first, their own head and an ItemList,
//! cacheable per page; a visitor's keyword is text wherever it is written.

use super::{app, between};

/// The parts of a first HTML a test reads.
struct Page {
    etag: String,
    html: String,
}

impl Page {
    fn first(&self) -> &str {
        between(&self.html, "id=\"yz-first\"", "<div id=\"root\">")
    }

    fn ld(&self) -> serde_json::Value {
        serde_json::from_str(between(
            &self.html,
            "<script type=\"application/ld+json\">",
            "</script>",
        ))
        .expect("the JSON-LD parses")
    }

    fn inline(&self) -> serde_json::Value {
        serde_json::from_str(between(
            &self.html,
            "<script type=\"application/json\" id=\"youzhe-inline\">",
            "</script>",
        ))
        .expect("the inlined answer parses")
    }
}

async fn open(app: &crate::helpers::TestApp, path: &str) -> Page {
    let r = app.client.get(app.url(path)).send().await.unwrap();
    assert_eq!(r.status(), 200, "{path}");
    let etag = r.headers()["etag"].to_str().unwrap().to_string();
    Page {
        etag,
        html: r.text().await.unwrap(),
    }
}

async fn revalidates(app: &crate::helpers::TestApp, path: &str, etag: &str) -> u16 {
    app.client
        .get(app.url(path))
        .header("If-None-Match", etag)
        .send()
        .await
        .unwrap()
        .status()
        .as_u16()
}

#[tokio::test]
async fn the_stay_searchs_first_html_holds_its_first_page_of_stays() {
    let app = app().await;
    for (path, api_url, title) in [
        (
            "/ver3/pages/hotel/search",
            "/ver3/api/v3/places?kind=hotel%2Chomestay&sort=popular&page=1&size=20",
            "浙江酒店民宿 - 游浙",
        ),
        (
            "/ver3/pages/hotel/search?cityId=1201&kind=homestay&sort=price",
            "/ver3/api/v3/places?kind=homestay&cityId=1201&sort=price_asc&page=1&size=20",
            "杭州民宿 - 游浙",
        ),
        (
            "/ver3/pages/hotel/search?keyword=%E8%A5%BF%E6%B9%96",
            "/ver3/api/v3/places?kind=hotel%2Chomestay&keyword=%E8%A5%BF%E6%B9%96&sort=popular&page=1&size=20",
            "“西湖”的浙江酒店民宿 - 游浙",
        ),
    ] {
        let api: serde_json::Value = app.get_json(api_url).await;
        let cards = api["data"]["list"].as_array().unwrap();
        assert!(!cards.is_empty(), "{path}: the fixture has stays");
        let total = api["data"]["total"].as_u64().unwrap();
        let page = open(&app, path).await;
        let first = page.first();
        // Every card of the first page, with its name and county; one picture at once.
        for c in cards {
            let name = c["name"].as_str().unwrap();
            assert!(
                first.contains(&format!("<span class=\"yz-place__name\">{name}</span>")),
                "{path}: {name} in {first}"
            );
        }
        assert_eq!(first.matches("class=\"yz-place\"").count(), cards.len());
        assert_eq!(first.matches("fetchpriority=\"high\"").count(), 1, "{path}");
        let img = between(first, "<img", ">");
        assert!(img.contains("fetchpriority=\"high\""), "{img}");
        assert!(img.contains("width=\"240\" height=\"150\""), "{img}");
        let href = format!(
            "href=\"/ver3/pages/hotel/detail?id={}\"",
            cards[0]["id"].as_str().unwrap()
        );
        assert!(first.contains(&href), "{path}: the card leads to its stay");
        assert!(
            first.contains(&format!(">找到{total}家酒店民宿</p>")),
            "{path}"
        );
        assert!(first.contains(">搜索</button>"));
        assert!(first.contains("aria-current=\"true\">热门优先<") || path.contains("sort=price"));

        assert_eq!(between(&page.html, "<title>", "</title>"), title, "{path}");
        assert!(
            page.html.contains(&format!(
                "<link rel=\"canonical\" href=\"https://trip.example.cn{}\">",
                path.replace('&', "&amp;")
            )),
            "{path}"
        );
        let ld = page.ld();
        assert_eq!(ld["@type"], "ItemList");
        assert_eq!(ld["numberOfItems"], total);
        let item = &ld["itemListElement"][0]["item"];
        assert!(
            ["Hotel", "LodgingBusiness"].contains(&item["@type"].as_str().unwrap()),
            "{item}"
        );
        assert_eq!(item["name"], cards[0]["name"]);

        let inline = page.inline();
        assert_eq!(inline["url"], api_url, "{path}");
        assert_eq!(inline["body"], api, "{path}");
        assert_eq!(revalidates(&app, path, &page.etag).await, 304, "{path}");
    }
    // Each page of the same content has its own tag.
    let a = open(&app, "/ver3/pages/hotel/search").await;
    let b = open(&app, "/ver3/pages/hotel/search?cityId=1202").await;
    assert_ne!(a.etag, b.etag);
    assert_eq!(
        revalidates(&app, "/ver3/pages/hotel/search?cityId=1202", &a.etag).await,
        200
    );

    // Nearest first waits for a position, the sheet's filters draw a line of their own, a
    // keyword the API refuses is refused: the plain shell, the app draws them.
    let long = "西".repeat(51);
    for path in [
        "/ver3/pages/hotel/search?sort=nearest".to_string(),
        "/ver3/pages/hotel/search?priceLevel=2".to_string(),
        "/ver3/pages/hotel/search?facilities=wifi".to_string(),
        format!("/ver3/pages/hotel/search?keyword={long}"),
    ] {
        let html = open(&app, &path).await.html;
        assert!(!html.contains("id=\"yz-first\""), "{path}");
        assert!(!html.contains("youzhe-inline"), "{path}");
    }
    app.stop().await;
}

#[tokio::test]
async fn the_search_results_first_html_holds_its_results() {
    let app = app().await;
    for (path, api_url) in [
        (
            "/ver3/pages/homesearch/result?keyword=%E8%A5%BF%E6%B9%96",
            "/ver3/api/v3/http/search?keyword=%E8%A5%BF%E6%B9%96&page=1&size=20",
        ),
        (
            "/ver3/pages/homesearch/result?keyword=hangzhou&tab=food",
            "/ver3/api/v3/http/search?keyword=hangzhou&kind=restaurant%2Cfood%2Ccanteen%2Cdish&page=1&size=20",
        ),
    ] {
        let api: serde_json::Value = app.get_json(api_url).await;
        let items = api["data"]["list"].as_array().unwrap();
        assert!(!items.is_empty(), "{path}: the fixture finds something");
        let total = api["data"]["total"].as_u64().unwrap();
        let page = open(&app, path).await;
        let first = page.first();
        for i in items {
            let name = i["name"].as_str().unwrap();
            let shown = if i["type"] == "place" {
                format!("<span class=\"yz-place__name\">{name}</span>")
            } else {
                format!("<span class=\"homesearch__item-name\">{name}<span class=\"yz-badge\">")
            };
            assert!(first.contains(&shown), "{path}: {name} in {first}");
        }
        assert!(
            first.contains(&format!(">共找到 {total} 个结果</p>")),
            "{path}"
        );
        assert!(first.contains("role=\"search\""), "{path}");
        let tab = if path.contains("tab=food") {
            "美食"
        } else {
            "全部"
        };
        assert!(
            first.contains(&format!("aria-current=\"true\">{tab}</span>")),
            "{path}: the tab of the address is chosen"
        );
        let places = items.iter().filter(|i| i["type"] == "place").count();
        if places > 0 {
            assert_eq!(first.matches("fetchpriority=\"high\"").count(), 1, "{path}");
        }
        // Each place card holds its rating line's place (the words come with the reviews).
        assert_eq!(
            first
                .matches("aria-hidden=\"true\">暂无评分</span>")
                .count(),
            places,
            "{path}"
        );
        let ld = page.ld();
        assert_eq!(ld["@type"], "SearchResultsPage");
        assert_eq!(ld["mainEntity"]["numberOfItems"], total);
        assert_eq!(
            ld["mainEntity"]["itemListElement"][0]["item"]["name"],
            items[0]["name"]
        );
        let inline = page.inline();
        assert_eq!(inline["url"], api_url, "{path}");
        assert_eq!(inline["body"], api, "{path}");
        assert_eq!(revalidates(&app, path, &page.etag).await, 304, "{path}");
    }
    // No keyword: the page asks nothing and says so itself.
    for path in [
        "/ver3/pages/homesearch/result",
        "/ver3/pages/homesearch/result?keyword=%20%20",
    ] {
        let html = open(&app, path).await.html;
        assert!(!html.contains("id=\"yz-first\""), "{path}");
    }
    app.stop().await;
}

#[tokio::test]
async fn a_hostile_keyword_is_text_on_the_results_page_and_data_in_its_json() {
    let app = app().await;
    let word = "<script>alert(1)</script>\"&'";
    let path = format!(
        "/ver3/pages/homesearch/result?keyword={}",
        youzhe::first_paint::encode_query_value(word)
    );
    let page = open(&app, &path).await;
    let html = &page.html;
    assert!(!html.contains("<script>alert"), "{html}");
    let escaped = "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&amp;&#39;";
    let first = page.first();
    assert!(
        first.contains(&format!("value=\"{escaped}\"")),
        "the keyword stays in the box, as text: {first}"
    );
    assert!(
        first.contains(&format!("没有找到“{escaped}”相关的内容")),
        "{first}"
    );
    assert_eq!(
        between(html, "<title>", "</title>"),
        format!("“{escaped}”的搜索结果 - 游浙")
    );
    assert_eq!(page.ld()["name"], format!("“{word}”的搜索结果"));
    let inline = page.inline();
    let url = inline["url"].as_str().unwrap();
    assert!(
        url.starts_with("/ver3/api/v3/http/search?keyword=%3Cscript%3E"),
        "{url}"
    );
    assert_eq!(inline["body"]["data"]["total"], 0);
    // The stay search writes it as text too.
    let stays = open(
        &app,
        &format!(
            "/ver3/pages/hotel/search?keyword={}",
            youzhe::first_paint::encode_query_value(word)
        ),
    )
    .await;
    assert!(!stays.html.contains("<script>alert"));
    assert!(stays.first().contains(&format!("value=\"{escaped}\"")));
    app.stop().await;
}

#[tokio::test]
async fn a_food_themes_first_html_holds_its_first_page_of_places() {
    let app = app().await;
    let hbc = "%E6%9D%AD%E5%B8%AE%E8%8F%9C"; // 杭帮菜
    let bxqw = "%E7%99%BE%E5%8E%BF%E5%8D%83%E7%A2%97"; // 百县千碗
    for (path, api_url, meta) in [
        (
            format!("/ver3/pages/cate/theme?theme={hbc}&cityId=1201"),
            format!(
                "/ver3/api/v3/places?kind=restaurant%2Cfood%2Ccanteen&theme={hbc}&cityId=1201&page=1&size=20"
            ),
            "杭州",
        ),
        (
            format!("/ver3/pages/cate/theme?theme={bxqw}"),
            format!(
                "/ver3/api/v3/places?kind=restaurant%2Cfood%2Ccanteen&theme={bxqw}&page=1&size=20"
            ),
            "全省",
        ),
    ] {
        let api: serde_json::Value = app.get_json(&api_url).await;
        let cards = api["data"]["list"].as_array().unwrap();
        assert!(!cards.is_empty(), "{path}: the fixture has the theme");
        let total = api["data"]["total"].as_u64().unwrap();
        let page = open(&app, &path).await;
        let first = page.first();
        for c in cards {
            let name = c["name"].as_str().unwrap();
            assert!(
                first.contains(&format!("<span class=\"yz-place__name\">{name}</span>")),
                "{path}: {name}"
            );
        }
        assert!(
            first.contains(&format!(">{meta} · 共{total}家</p>")),
            "{path}: {first}"
        );
        assert!(
            first.contains(&format!("aria-current=\"true\">{meta}</span>")),
            "{path}: the address's city is chosen"
        );
        assert_eq!(first.matches("fetchpriority=\"high\"").count(), 1, "{path}");
        let ld = page.ld();
        assert_eq!(ld["@type"], "ItemList");
        assert_eq!(ld["numberOfItems"], total);
        assert_eq!(ld["itemListElement"][0]["item"]["@type"], "Restaurant");
        let inline = page.inline();
        assert_eq!(inline["url"], api_url.as_str(), "{path}");
        assert_eq!(inline["body"], api, "{path}");
        assert_eq!(revalidates(&app, &path, &page.etag).await, 304, "{path}");
    }
    // A theme is the visitor's address: written as text; none is the page's own state.
    let page = open(
        &app,
        "/ver3/pages/cate/theme?theme=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    )
    .await;
    assert!(!page.html.contains("<script>alert"));
    assert!(
        page.first()
            .contains(">&lt;script&gt;alert(1)&lt;/script&gt;</h1>")
    );
    assert_eq!(page.inline()["body"]["data"]["total"], 0);
    let html = open(&app, "/ver3/pages/cate/theme?theme=%20").await.html;
    assert!(!html.contains("id=\"yz-first\""));
    app.stop().await;
}
