//! The suggestions area (docs/SUGGEST.md) through the real server with the shipped Zhejiang
//! content: the paged list by city and theme, the themes, one theme, one suggestion with
//! its places, the suggestions of a place, those near the visitor, and the news and
//! notices that stay empty until operators write them, on both stores.

use crate::{both_stores, helpers::*};

const API: &str = "/ver3/api/v3/suggest";

async fn not_found(app: &TestApp, path: &str) {
    let body = app.get_json(path).await;
    assert_eq!(body["code"], 40400, "{path}: {body}");
    assert!(body["msg"].as_str().is_some_and(|m| !m.is_empty()));
}

fn ids(list: &serde_json::Value) -> Vec<&str> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap())
        .collect()
}

both_stores!(the_list_pages_newest_first_and_filters, |store| {
    let app = shipped_app(store).await;
    let body = app.get_json(&format!("{API}/list?size=20")).await;
    let d = ok_data(&body);
    assert_eq!(
        (d["total"].as_u64(), d["page"].as_u64()),
        (Some(31), Some(1))
    );
    assert_eq!(d["list"].as_array().unwrap().len(), 20);
    let first = &d["list"][0];
    assert_eq!(first["id"], "sugg-huz-nanxun-digang");
    assert_eq!(first["date"], "2026-11-19");
    assert_eq!(first["city_name"], "湖州市");
    assert_eq!(first["place_count"], 4);
    assert_eq!(first["place_names"].as_array().unwrap().len(), 4);
    assert!(first["cover"].as_str().is_some_and(|c| !c.is_empty()));
    let dates: Vec<&str> = d["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["published_at"].as_str().unwrap())
        .collect();
    assert!(dates.windows(2).all(|w| w[0] >= w[1]), "{dates:?}");
    let second = app.get_json(&format!("{API}/list?size=20&page=2")).await;
    let second = ok_data(&second);
    assert_eq!(second["list"].as_array().unwrap().len(), 11);
    assert!(
        ids(&second["list"])
            .iter()
            .all(|i| !ids(&d["list"]).contains(i))
    );
    let past = app.get_json(&format!("{API}/list?page=9")).await;
    let past = ok_data(&past);
    assert_eq!(
        (
            past["total"].as_u64(),
            past["list"].as_array().map(Vec::len)
        ),
        (Some(31), Some(0))
    );

    let hz = app.get_json(&format!("{API}/list?cityId=1201")).await;
    let hz = ok_data(&hz);
    assert_eq!(
        ids(&hz["list"]),
        [
            "sugg-hz-autumn-longjing",
            "sugg-hz-rainy-museums",
            "sugg-hz-elder-xixi"
        ]
    );
    let theme = urlencode("老城漫步");
    let walks = app.get_json(&format!("{API}/list?theme={theme}")).await;
    let walks = ok_data(&walks);
    assert_eq!(walks["total"], 7);
    assert!(walks["list"].as_array().unwrap().iter().all(|c| {
        c["themes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t == "老城漫步")
    }));
    let both = app
        .get_json(&format!(
            "{API}/list?cityId=1201&theme={}",
            urlencode("雨天")
        ))
        .await;
    assert_eq!(ids(&ok_data(&both)["list"]), ["sugg-hz-rainy-museums"]);
    for none in ["cityId=9999", &format!("theme={}", urlencode("没有这个"))] {
        let body = app.get_json(&format!("{API}/list?{none}")).await;
        assert_eq!(ok_data(&body)["total"], 0, "{none}");
    }
});

both_stores!(the_list_refuses_bad_input_naming_the_field, |store| {
    let app = shipped_app(store).await;
    refused(&app, &format!("{API}/list?page=0"), "page").await;
    refused(&app, &format!("{API}/list?size=51"), "size").await;
    refused(&app, &format!("{API}/list?cityId=x"), "cityId").await;
    let long = urlencode(&"字".repeat(21));
    refused(&app, &format!("{API}/list?theme={long}"), "theme").await;
});

both_stores!(
    themes_count_every_suggestion_and_one_theme_lists_them,
    |store| {
        let app = shipped_app(store).await;
        let body = app.get_json(&format!("{API}/theme")).await;
        let d = ok_data(&body);
        assert_eq!(d["total"], 31);
        let themes = d["themes"].as_array().unwrap();
        let counts: Vec<u64> = themes
            .iter()
            .map(|t| t["count"].as_u64().unwrap())
            .collect();
        assert!(counts.windows(2).all(|w| w[0] >= w[1]), "most used first");
        assert!(
            themes
                .iter()
                .any(|t| t["name"] == "古镇" && t["count"] == 4)
        );
        let cities = d["cities"].as_array().unwrap();
        assert_eq!(cities.len(), 11);
        assert_eq!(
            (cities[0]["id"].as_u64(), cities[0]["name"].as_str()),
            (Some(1201), Some("杭州市"))
        );
        let in_cities: u64 = cities.iter().map(|c| c["count"].as_u64().unwrap()).sum();
        assert_eq!(in_cities, 31);

        let one = app
            .get_json(&format!("{API}/theme-detail?theme={}", urlencode("古镇")))
            .await;
        let one = ok_data(&one);
        assert_eq!(
            (one["name"].as_str(), one["count"].as_u64()),
            (Some("古镇"), Some(4))
        );
        assert_eq!(one["list"].as_array().unwrap().len(), 4);
        not_found(
            &app,
            &format!("{API}/theme-detail?theme={}", urlencode("没有这个")),
        )
        .await;
        refused(&app, &format!("{API}/theme-detail"), "theme").await;
        refused(&app, &format!("{API}/theme-detail?theme=%20"), "theme").await;
    }
);

both_stores!(one_suggestion_with_its_places, |store| {
    let app = shipped_app(store).await;
    let body = app
        .get_json(&format!("{API}/detail?id=sugg-hz-autumn-longjing"))
        .await;
    let d = ok_data(&body);
    assert_eq!(d["title"].as_str().map(|t| t.is_empty()), Some(false));
    assert_eq!(d["date"], "2026-10-09");
    assert_eq!(d["city_id"], 1201);
    assert!(d["body"].as_str().unwrap().chars().count() > 100);
    assert!(d["source"].as_str().unwrap().contains("编辑原创"));
    let places = d["places"].as_array().unwrap();
    assert_eq!(
        ids(&d["places"]),
        [
            "scenic-hz-xihu",
            "shop-hz-longjing-tea-village",
            "site-hz-tea-museum",
            "restaurant-hz-louwailou"
        ]
    );
    assert_eq!(places[0]["page"], "pages/poi/detail/scenic");
    assert_eq!(places[0]["name"], "西湖风景名胜区");
    assert!(places[0]["distance"].is_null());
    assert_eq!(d["place_names"][0], "西湖风景名胜区");
    not_found(&app, &format!("{API}/detail?id=sugg-nowhere")).await;
    refused(&app, &format!("{API}/detail"), "id").await;
});

both_stores!(the_suggestions_of_a_place, |store| {
    let app = shipped_app(store).await;
    let body = app
        .get_json(&format!("{API}/poi-detail?id=scenic-hz-xihu"))
        .await;
    assert_eq!(ids(ok_data(&body)), ["sugg-hz-autumn-longjing"]);
    let none = app
        .get_json(&format!("{API}/poi-detail?id=canteen-hz-huafeng"))
        .await;
    assert_eq!(ok_data(&none).as_array().map(Vec::len), Some(0));
    not_found(&app, &format!("{API}/poi-detail?id=scenic-nowhere")).await;
    refused(&app, &format!("{API}/poi-detail"), "id").await;
});

both_stores!(suggestions_near_the_visitor_nearest_first, |store| {
    let app = shipped_app(store).await;
    // On the lake shore: the autumn suggestion's West Lake is a few hundred metres away.
    let body = app
        .get_json(&format!(
            "{API}/own-nearby?lat=30.2431&lng=120.1502&radius=30"
        ))
        .await;
    let d = ok_data(&body);
    let list = d["list"].as_array().unwrap();
    assert_eq!(list[0]["id"], "sugg-hz-autumn-longjing");
    assert_eq!(list[0]["nearest_place_id"], "scenic-hz-xihu");
    assert_eq!(list[0]["nearest_place_name"], "西湖风景名胜区");
    assert_eq!(list[0]["distance"], 0.0);
    let km: Vec<f64> = list
        .iter()
        .map(|c| c["distance"].as_f64().unwrap())
        .collect();
    assert!(km.windows(2).all(|w| w[0] <= w[1]), "{km:?}");
    assert!(
        km.iter()
            .all(|k| *k <= 30.0 && (k * 100.0).round() / 100.0 == *k),
        "{km:?}"
    );
    assert!(
        list.iter().all(|c| c["city_id"] == 1201),
        "30 km around the lake is Hangzhou"
    );
    let paged = app
        .get_json(&format!(
            "{API}/own-nearby?lat=30.2431&lng=120.1502&radius=1000&size=5&page=2"
        ))
        .await;
    let paged = ok_data(&paged);
    assert_eq!(
        (
            paged["total"].as_u64(),
            paged["list"].as_array().map(Vec::len)
        ),
        (Some(31), Some(5))
    );
    // Far from Zhejiang: nothing within the default 100 km.
    let far = app
        .get_json(&format!("{API}/own-nearby?lat=40.0&lng=116.4"))
        .await;
    assert_eq!(ok_data(&far)["total"], 0);
    refused(&app, &format!("{API}/own-nearby?lng=120.1"), "lat").await;
    refused(&app, &format!("{API}/own-nearby?lat=30.2"), "lng").await;
    refused(&app, &format!("{API}/own-nearby?lat=91&lng=120.1"), "lat").await;
    refused(
        &app,
        &format!("{API}/own-nearby?lat=30&lng=120&radius=0"),
        "radius",
    )
    .await;
    refused(
        &app,
        &format!("{API}/own-nearby?lat=30&lng=120&radius=1001"),
        "radius",
    )
    .await;
});

both_stores!(news_and_notices_are_empty_until_written, |store| {
    let app = shipped_app(store).await;
    for what in ["news", "notice"] {
        let body = app.get_json(&format!("{API}/{what}?page=2&size=10")).await;
        let d = ok_data(&body);
        assert_eq!(d["list"].as_array().map(Vec::len), Some(0), "{what}");
        assert_eq!(
            (d["total"].as_u64(), d["page"].as_u64(), d["size"].as_u64()),
            (Some(0), Some(2), Some(10))
        );
        refused(&app, &format!("{API}/{what}?size=0"), "size").await;
    }
});

both_stores!(answers_carry_the_content_etag, |store| {
    let app = shipped_app(store).await;
    for path in [
        "list",
        "theme",
        "detail?id=sugg-hz-autumn-longjing",
        "poi-detail?id=scenic-hz-xihu",
        "own-nearby?lat=30.2431&lng=120.1502",
        "news",
    ] {
        let url = app.url(&format!("{API}/{path}"));
        let res = app.client.get(&url).send().await.unwrap();
        assert_eq!(res.headers()["content-type"], "application/json", "{path}");
        let etag = res.headers()["etag"].to_str().unwrap().to_string();
        let again = app
            .client
            .get(&url)
            .header("if-none-match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status().as_u16(), 304, "{path}");
    }
});
