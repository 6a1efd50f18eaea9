//! The dashboards: what a test's page views, searches, reviews and corrections add up to,
//! who may read which, the CSV downloads and the date range's refusals.

use std::time::Duration;

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::time::{now_ms, shanghai_day};
use youzhe_operators::Role;

use super::{DONGQIAN_LAKE, WEST_LAKE, app, code};
use crate::{
    both_stores,
    corrections::moved,
    helpers::{TestApp, call as visitor_call},
    identity::token_for,
    operators::{ADMIN, SHANGCHENG, Session, XIHU, add, get, sign_in, write},
};

async fn view(app: &TestApp, url: &str, source: Option<&str>, share: Option<&str>) {
    let b = app
        .post_json(
            "/brand-api/common/v1/page-views/add",
            &json!({"page_url": url, "source": source, "share_code": share}),
        )
        .await
        .json::<Value>()
        .await
        .unwrap();
    assert_eq!(code(&b), 0, "{b}");
}

async fn search(app: &TestApp, keyword: &str) -> u64 {
    let b = app
        .get_json(&format!(
            "/ver3/api/v3/http/search?keyword={}",
            crate::helpers::urlencode(keyword)
        ))
        .await;
    b["data"]["total"].as_u64().expect("total")
}

/// Reads `path` until `done` holds (buffered writes land within about a second; the 30 s
/// bound is for a loaded machine).
async fn until(app: &TestApp, s: &Session, path: &str, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..300 {
        let b = get(app, s, path).await;
        if done(&b) {
            return b;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!(
        "{path} never showed what was expected: {}",
        get(app, s, path).await
    );
}

fn row<'a>(b: &'a Value, key: &str, value: &str) -> Option<&'a Value> {
    b["data"]["rows"]
        .as_array()?
        .iter()
        .find(|r| r[key] == value)
}

both_stores!(
    page_views_and_searches_counted_for_whom_may_see_them,
    |store| {
        let app = app(store).await;
        add(&app, "analyst", Role::Analyst, None).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        add(&app, "mod", Role::Moderator, None).await;
        let analyst = sign_in(&app, "analyst").await;
        let editor = sign_in(&app, "ed-xihu").await;
        let moderator = sign_in(&app, "mod").await;
        let today = shanghai_day(now_ms());

        for _ in 0..3 {
            view(
                &app,
                &format!("https://trip.example.cn/ver3/pages/poi/detail/scenic?id={WEST_LAKE}&x=1"),
                Some("wx"),
                Some("u-share-1"),
            )
            .await;
        }
        view(
            &app,
            &format!("/ver3/pages/poi/detail/scenic?id={DONGQIAN_LAKE}"),
            None,
            None,
        )
        .await;
        view(&app, "/ver3/pages/index/index", Some("zlb"), None).await;

        assert!(search(&app, "西湖").await > 0);
        assert_eq!(search(&app, "zzqq 没有这个").await, 0);
        search(&app, "13800138000").await;

        let by_day = until(&app, &analyst, "/dashboard/pageviews", |b| {
            b["data"]["total"] == 5
        })
        .await;
        let days = by_day["data"]["rows"].as_array().unwrap();
        assert_eq!(days.len(), 30, "the last 30 days by default");
        assert_eq!(days[29], json!({"key": today, "views": 5}));
        assert_eq!(days[0]["views"], 0);

        let by_source = get(&app, &analyst, "/dashboard/pageviews?by=source").await;
        assert_eq!(
            row(&by_source, "key", "wx").unwrap()["views"],
            3,
            "{by_source}"
        );
        assert_eq!(row(&by_source, "key", "zlb").unwrap()["views"], 1);
        assert_eq!(row(&by_source, "key", "").unwrap()["views"], 1);
        let by_share = get(&app, &analyst, "/dashboard/pageviews?by=share").await;
        assert_eq!(
            by_share["data"]["rows"],
            json!([{"key": "u-share-1", "views": 3}]),
            "{by_share}"
        );
        let by_page = get(&app, &analyst, "/dashboard/pageviews?by=page").await;
        assert_eq!(
            by_page["data"]["rows"][0],
            json!({"key": "/ver3/pages/poi/detail/scenic", "views": 4}),
            "{by_page}"
        );

        let top = get(&app, &analyst, "/dashboard/top-places").await;
        let rows = top["data"]["rows"].as_array().unwrap();
        assert_eq!(rows.len(), 2, "{top}");
        assert_eq!(rows[0]["placeId"], WEST_LAKE);
        assert_eq!(rows[0]["views"], 3);
        assert_eq!(rows[0]["name"], "西湖风景名胜区");
        assert_eq!(rows[1]["placeId"], DONGQIAN_LAKE);

        // A county editor: the places of their county only, nothing province-wide.
        let theirs = get(&app, &editor, "/dashboard/top-places").await;
        assert_eq!(
            theirs["data"]["rows"].as_array().unwrap().len(),
            1,
            "{theirs}"
        );
        assert_eq!(theirs["data"]["rows"][0]["placeId"], WEST_LAKE);
        for path in [
            "/dashboard/pageviews",
            "/dashboard/pageviews?by=share",
            "/dashboard/searches",
        ] {
            assert_eq!(code(&get(&app, &editor, path).await), 40300, "{path}");
        }
        // A moderator has no dashboards.
        for path in [
            "/dashboard/pageviews",
            "/dashboard/top-places",
            "/dashboard/searches",
            "/dashboard/reviews",
            "/dashboard/corrections",
        ] {
            assert_eq!(code(&get(&app, &moderator, path).await), 40300, "{path}");
        }

        let searches = until(&app, &analyst, "/dashboard/searches", |b| {
            b["data"]["rows"].as_array().is_some_and(|r| r.len() >= 2)
        })
        .await;
        let west = row(&searches, "query", "西湖").expect("西湖 logged");
        assert_eq!(
            (west["searches"].clone(), west["empty"].clone()),
            (json!(1), json!(0))
        );
        assert!(
            row(&searches, "query", "13800138000").is_none(),
            "a phone number is never kept"
        );
        let gaps = get(&app, &analyst, "/dashboard/searches?empty=true").await;
        assert_eq!(
            gaps["data"]["rows"],
            json!([{"query": "zzqq 没有这个", "searches": 1, "empty": 1, "results": 0}]),
            "{gaps}"
        );

        // CSV: BOM, header row, an attachment.
        let res = app
            .client
            .get(app.url(&format!("{ADMIN}/dashboard/pageviews?by=source&format=csv")))
            .header("cookie", &analyst.cookie)
            .send()
            .await
            .unwrap();
        assert_eq!(res.headers()["content-type"], "text/csv; charset=utf-8");
        let disposition = res.headers()["content-disposition"]
            .to_str()
            .unwrap()
            .to_string();
        assert!(
            disposition.starts_with("attachment; filename=\"pageviews-by-source-"),
            "{disposition}"
        );
        let bytes = res.bytes().await.unwrap();
        assert!(bytes.starts_with(&[0xEF, 0xBB, 0xBF]), "UTF-8 BOM first");
        let text = String::from_utf8(bytes[3..].to_vec()).unwrap();
        let lines: Vec<&str> = text.split("\r\n").collect();
        assert_eq!(lines[0], "source,views");
        assert_eq!(lines[1], "wx,3");
        assert_eq!(
            lines.len(),
            5,
            "header, three sources, and the final line break: {text:?}"
        );
        let res = app
            .client
            .get(app.url(&format!("{ADMIN}/dashboard/searches?empty=true&format=csv")))
            .header("cookie", &analyst.cookie)
            .send()
            .await
            .unwrap();
        let text = res.text().await.unwrap();
        assert_eq!(
            text,
            "\u{FEFF}query,searches,empty,results\r\nzzqq 没有这个,1,1,0\r\n"
        );

        // Dates: each bad one named.
        for (query, field) in [
            ("from=2026-13-01", "from"),
            ("to=2026-1-1", "to"),
            ("from=2026-11-02&to=2026-11-01", "to"),
            ("from=2024-01-01&to=2025-01-02", "from"),
        ] {
            for path in [
                "/dashboard/pageviews",
                "/dashboard/top-places",
                "/dashboard/searches",
                "/dashboard/reviews",
                "/dashboard/corrections",
            ] {
                let b = get(&app, &analyst, &format!("{path}?{query}")).await;
                assert_eq!(
                    (code(&b), b["data"]["field"].clone()),
                    (40000, json!(field)),
                    "{path}?{query}: {b}"
                );
            }
        }
        let year = get(
            &app,
            &analyst,
            "/dashboard/pageviews?from=2024-01-01&to=2024-12-31",
        )
        .await;
        assert_eq!(year["data"]["rows"].as_array().unwrap().len(), 366);
    }
);

both_stores!(reviews_and_corrections_answer_times, |store| {
    let app = app(store).await;
    add(&app, "analyst", Role::Analyst, None).await;
    add(&app, "ed-sc", Role::CountyEditor, Some(SHANGCHENG)).await;
    add(&app, "mod", Role::Moderator, None).await;
    let analyst = sign_in(&app, "analyst").await;
    let other_county = sign_in(&app, "ed-sc").await;
    let m = sign_in(&app, "mod").await;
    let today = shanghai_day(now_ms());

    let t = token_for(&app, "oDashReviews").await;
    for (rating, text) in [(5, "很好"), (3, "一般"), (4, "加微信私聊")] {
        let b = visitor_call(
            &app,
            Method::POST,
            "/ver3/api/v3/reviews",
            Some(&t),
            Some(json!({"targetKind": "place", "targetId": WEST_LAKE, "rating": rating, "text": text, "mediaIds": []})),
        )
        .await;
        assert_eq!(code(&b), 0, "{b}");
    }
    let r = get(&app, &analyst, "/dashboard/reviews").await;
    assert_eq!(code(&r), 0, "{r}");
    let total = &r["data"]["total"];
    assert_eq!(total["written"], 3, "{r}");
    assert_eq!(total["published"], 2);
    assert_eq!(total["average"], 4.0);
    assert_eq!(total["stars"], json!([0, 0, 1, 0, 1]));
    let days = r["data"]["days"].as_array().unwrap();
    assert_eq!(days.last().unwrap()["day"], today.as_str());
    assert_eq!(days.last().unwrap()["written"], 3);
    // West Lake is not in 上城区: that editor counts none of it.
    let theirs = get(&app, &other_county, "/dashboard/reviews").await;
    assert_eq!(theirs["data"]["total"]["written"], 0, "{theirs}");

    let first = moved(&app, &t).await;
    moved(&app, &t).await;
    let b = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/correction/{first}/accept"),
        json!({}),
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    let c = get(&app, &analyst, "/dashboard/corrections").await;
    let total = &c["data"]["total"];
    assert_eq!(
        (
            total["received"].clone(),
            total["answered"].clone(),
            total["open"].clone()
        ),
        (json!(2), json!(1), json!(1)),
        "{c}"
    );
    assert!(total["medianMs"].as_i64().unwrap() >= 0);
    assert_eq!(total["medianMs"], total["p90Ms"]);
    assert_eq!(c["data"]["openNow"], 1);
    let theirs = get(&app, &other_county, "/dashboard/corrections").await;
    assert_eq!(theirs["data"]["openNow"], 0, "{theirs}");

    let res = app
        .client
        .get(app.url(&format!(
            "{ADMIN}/dashboard/reviews?from={today}&to={today}&format=csv"
        )))
        .header("cookie", &analyst.cookie)
        .send()
        .await
        .unwrap();
    let text = res.text().await.unwrap();
    assert_eq!(
        text,
        format!(
            "\u{FEFF}day,written,published,average,stars_1,stars_2,stars_3,stars_4,stars_5\r\n{today},3,2,4.00,0,0,1,0,1\r\n"
        )
    );
    let res = app
        .client
        .get(app.url(&format!(
            "{ADMIN}/dashboard/corrections?from={today}&to={today}&format=csv"
        )))
        .header("cookie", &analyst.cookie)
        .send()
        .await
        .unwrap();
    let text = res.text().await.unwrap();
    assert!(
        text.starts_with(&format!(
            "\u{FEFF}day,received,answered,open,median_ms,p90_ms\r\n{today},2,1,1,"
        )),
        "{text}"
    );
});
