//! The places area (docs/PLACES.md) through the real server with the shipped Zhejiang
//! content imported at start. The content is served from memory, so the store matters
//! only for the import: most tests run on SQLite, the detail page on both.

use std::{collections::HashSet, io::Write};

use serde_json::{Value, json};

use crate::{both_stores, helpers::*};

async fn app() -> TestApp {
    shipped_app(Store::Sqlite).await
}

/// The shipped records of one file, as JSON.
fn shipped(file: &str) -> Vec<Value> {
    let path = youzhe_content::fixture::shipped_dir().join(file);
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn list(body: &Value) -> Vec<Value> {
    let data = ok_data(body);
    data["list"]
        .as_array()
        .or_else(|| data.as_array())
        .unwrap_or_else(|| panic!("no list in {body}"))
        .clone()
}

fn ids(items: &[Value]) -> Vec<String> {
    items
        .iter()
        .map(|i| i["id"].as_str().unwrap().to_string())
        .collect()
}

fn distances(items: &[Value]) -> Vec<f64> {
    items
        .iter()
        .map(|i| {
            i["distance"]
                .as_f64()
                .unwrap_or_else(|| panic!("no distance in {i}"))
        })
        .collect()
}

fn ascending(d: &[f64]) -> bool {
    d.windows(2).all(|w| w[0] <= w[1])
}

/// Asserts a 40000 naming `field`.
async fn not_found(app: &TestApp, path: &str, msg: &str) {
    let body = app.get_json(path).await;
    assert_eq!(body["code"], 40400, "{path}: {body}");
    assert_eq!(body["msg"], msg, "{path}");
}

fn gzip_len(bytes: &[u8]) -> usize {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    e.write_all(bytes).unwrap();
    e.finish().unwrap().len()
}

// The detail page on both stores: the content is imported from either, then served alike.
both_stores!(details_of_west_lake, |store| {
    let app = shipped_app(store).await;
    let body = app
        .get_json("/ver3/api/poi/v1/details?id=scenic-hz-xihu")
        .await;
    let d = ok_data(&body);
    assert_eq!(d["id"], "scenic-hz-xihu");
    assert_eq!(d["kind"], "scenic");
    assert_eq!(d["page"], "pages/poi/detail/scenic");
    assert_eq!(d["name"], "西湖风景名胜区");
    assert_eq!(d["a_level"], "5A");
    assert_eq!(d["city_id"], 1201);
    assert_eq!(d["city_name"], "杭州市");
    assert_eq!(d["county_name"], "西湖区");
    assert!(d["ticket"]["notes"].as_str().is_some_and(|n| !n.is_empty()));
    assert_eq!(d["ticket"]["price"], 0);
    assert!(d["distance"].is_null());
    assert!(d["description"].as_str().is_some_and(|s| s.len() > 20));
    assert!(d["source"].as_str().is_some_and(|s| !s.is_empty()));
    assert_eq!(d["cover"], "/ver3/api/v3/media/cover/scenic-hz-xihu");
    // The famous people who list West Lake.
    let people: HashSet<String> = shipped("famous_people.jsonl")
        .iter()
        .filter(|p| {
            p["place_ids"]
                .as_array()
                .unwrap()
                .iter()
                .any(|i| i == "scenic-hz-xihu")
        })
        .map(|p| p["id"].as_str().unwrap().to_string())
        .collect();
    assert!(!people.is_empty());
    let got: HashSet<String> = ids(d["people"].as_array().unwrap()).into_iter().collect();
    assert_eq!(got, people);
    assert!(d["people"][0]["era"].is_string() && d["people"][0]["title"].is_string());
    // Four generated album views, marked as illustrations.
    let photos = d["photos"].as_array().unwrap();
    assert_eq!(photos.len(), 4);
    for (n, p) in photos.iter().enumerate() {
        assert_eq!(p["illustrative"], true);
        assert_eq!(
            (p["width"].as_u64(), p["height"].as_u64()),
            (Some(640), Some(400))
        );
        assert_eq!(
            p["url"],
            format!("/ver3/api/v3/media/cover/scenic-hz-xihu?n={n}")
        );
        assert!(p["caption"].as_str().unwrap().starts_with("示意图"));
    }
    // The brand path answers the same; a position adds the distance.
    let brand = app
        .get_json("/brand-api/t5/poi/details?id=scenic-hz-xihu")
        .await;
    assert_eq!(brand, body);
    let near = app
        .get_json("/ver3/api/poi/v1/details?id=scenic-hz-xihu&lat=30.25&lng=120.16")
        .await;
    let km = ok_data(&near)["distance"].as_f64().unwrap();
    assert!(km > 0.5 && km < 2.0, "{km}");
    // A place dishes list carries them.
    let dish = &shipped("dishes.jsonl")[0];
    let at = dish["where_to_eat"][0].as_str().unwrap();
    let body = app
        .get_json(&format!("/ver3/api/poi/v1/details?id={at}"))
        .await;
    assert!(
        ids(ok_data(&body)["dishes"].as_array().unwrap())
            .contains(&dish["id"].as_str().unwrap().to_string())
    );
    not_found(
        &app,
        "/ver3/api/poi/v1/details?id=no-such-place",
        "地点不存在",
    )
    .await;
    refused(&app, "/ver3/api/poi/v1/details", "id").await;
    refused(
        &app,
        "/ver3/api/poi/v1/details?id=scenic-hz-xihu&lat=30.2",
        "lng",
    )
    .await;
    app.stop().await;
});

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn place_list_filters_sorts_and_pages() {
    let app = app().await;
    let places = shipped("places.jsonl");
    let count = |f: &dyn Fn(&Value) -> bool| places.iter().filter(|p| f(p)).count() as u64;

    // Kind and city.
    let body = app
        .get_json("/ver3/api/v3/places?kind=hotel,homestay&cityId=1201&size=50")
        .await;
    let items = list(&body);
    let expected =
        count(&|p| (p["kind"] == "hotel" || p["kind"] == "homestay") && p["city_id"] == 1201);
    assert_eq!(body["data"]["total"], expected);
    assert!(expected > 0);
    assert!(items.iter().all(
        |i| ["hotel", "homestay"].contains(&i["kind"].as_str().unwrap())
            && i["city_id"] == 1201
            && i["city_name"] == "杭州市"
            && i["page"] == "pages/hotel/detail"
            && i["distance"].is_null()
            && i.get("description").is_none()
    ));
    // Popular first, then id.
    let pop: Vec<i64> = items
        .iter()
        .map(|i| i["popularity"].as_i64().unwrap())
        .collect();
    assert!(pop.windows(2).all(|w| w[0] >= w[1]), "{pop:?}");

    // Price levels.
    let body = app
        .get_json("/ver3/api/v3/places?priceLevel=0,4&size=50")
        .await;
    assert_eq!(
        body["data"]["total"],
        count(&|p| p["price_level"] == 0 || p["price_level"] == 4)
    );
    assert!(
        list(&body)
            .iter()
            .all(|i| i["price_level"] == 0 || i["price_level"] == 4)
    );

    // Facilities: every one listed must be present.
    let has = |p: &Value, f: &str| {
        p["facilities"]
            .as_array()
            .is_some_and(|a| a.iter().any(|x| x == f))
    };
    let body = app
        .get_json("/ver3/api/v3/places?facilities=pool,gym&size=50")
        .await;
    let expected: HashSet<String> = places
        .iter()
        .filter(|p| has(p, "pool") && has(p, "gym"))
        .map(|p| p["id"].as_str().unwrap().to_string())
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(
        ids(&list(&body)).into_iter().collect::<HashSet<_>>(),
        expected
    );

    // County and theme.
    let body = app
        .get_json("/ver3/api/v3/places?countyCode=330106&size=50")
        .await;
    assert!(list(&body).iter().all(|i| i["county_code"] == "330106"));
    let body = app
        .get_json(&format!(
            "/ver3/api/v3/places?theme={}&size=50",
            urlencode("世界遗产")
        ))
        .await;
    assert!(!list(&body).is_empty());
    assert!(list(&body).iter().all(|i| {
        i["themes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|t| t == "世界遗产")
    }));

    // Keyword through the search index: Chinese and pinyin.
    for k in ["西湖", "xihu"] {
        let body = app
            .get_json(&format!("/ver3/api/v3/places?keyword={}", urlencode(k)))
            .await;
        let found = ids(&list(&body));
        assert_eq!(
            found.first().map(String::as_str),
            Some("scenic-hz-xihu"),
            "{k}"
        );
    }
    let body = app
        .get_json(&format!(
            "/ver3/api/v3/places?keyword={}&kind=hotel",
            urlencode("西湖")
        ))
        .await;
    assert!(list(&body).iter().all(|i| i["kind"] == "hotel"));
    // Dishes are found by search but are not places.
    let body = app
        .get_json(&format!(
            "/ver3/api/v3/places?keyword={}",
            urlencode("东坡肉")
        ))
        .await;
    assert!(
        list(&body)
            .iter()
            .all(|i| !i["id"].as_str().unwrap().starts_with("dish-"))
    );

    // Distance sort with a position: ascending, every card measured.
    let body = app
        .get_json("/ver3/api/v3/places?sort=distance&lat=30.2431&lng=120.1502&size=30")
        .await;
    let items = list(&body);
    assert_eq!(items[0]["id"], "scenic-hz-xihu");
    assert!(ascending(&distances(&items)));
    // Price sorts.
    let body = app
        .get_json("/ver3/api/v3/places?kind=hotel&sort=price_asc&size=50")
        .await;
    let prices: Vec<f64> = list(&body)
        .iter()
        .filter_map(|i| i["avg_price"].as_f64())
        .collect();
    assert!(ascending(&prices), "{prices:?}");
    let body = app
        .get_json("/ver3/api/v3/places?kind=hotel&sort=price_desc&size=50")
        .await;
    let prices: Vec<f64> = list(&body)
        .iter()
        .filter_map(|i| i["avg_price"].as_f64())
        .collect();
    assert!(prices.windows(2).all(|w| w[0] >= w[1]), "{prices:?}");

    // Pages cut one list.
    let all = ids(&list(&app.get_json("/ver3/api/v3/places?size=10").await));
    let second = app.get_json("/ver3/api/v3/places?size=5&page=2").await;
    assert_eq!(ids(&list(&second)), all[5..10]);
    assert_eq!(second["data"]["page"], 2);
    assert_eq!(second["data"]["total"], places.len() as u64);

    // Twenty cards stay under 8 KB gzip.
    let res = app
        .client
        .get(app.url("/ver3/api/v3/places?size=20"))
        .send()
        .await
        .unwrap();
    let bytes = res.bytes().await.unwrap();
    let zipped = gzip_len(&bytes);
    assert!(
        zipped <= 8192,
        "20 cards: {} bytes, {zipped} gzip",
        bytes.len()
    );

    // Bad input names its field.
    for (q, field) in [
        ("kind=castle", "kind"),
        ("priceLevel=5", "priceLevel"),
        ("priceLevel=x", "priceLevel"),
        ("facilities=sauna", "facilities"),
        ("lat=30.2", "lng"),
        ("lng=120.1", "lat"),
        ("lat=95&lng=120", "lat"),
        ("lat=30&lng=200", "lng"),
        ("lat=abc&lng=120", "lat"),
        ("size=51", "size"),
        ("page=0", "page"),
        ("sort=distance", "sort"),
        ("sort=cheapest", "sort"),
        ("cityId=abc", "cityId"),
    ] {
        refused(&app, &format!("/ver3/api/v3/places?{q}"), field).await;
    }
    refused(
        &app,
        &format!(
            "/ver3/api/v3/places?keyword={}",
            urlencode(&"西".repeat(51))
        ),
        "keyword",
    )
    .await;
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn answers_carry_the_content_etag_and_304() {
    let app = app().await;
    for path in [
        "/ver3/api/v3/places?kind=hotel,homestay&cityId=1201",
        "/ver3/api/poi/v1/details?id=scenic-hz-xihu",
        "/ver3/api/poi/v1/details?id=scenic-hz-xihu&lat=30.2&lng=120.1",
        "/ver3/api/v3/hotel-detail?id=hotel-hz-amanfayun",
        "/ver3/api/poi/v1/cateRecommend?cityId=1201",
    ] {
        let res = app.client.get(app.url(path)).send().await.unwrap();
        assert_eq!(res.status(), 200, "{path}");
        assert_eq!(
            res.headers()["cache-control"],
            "public, max-age=60, stale-while-revalidate=300",
            "{path}"
        );
        let etag = res.headers()["etag"].to_str().unwrap().to_string();
        let again = app
            .client
            .get(app.url(path))
            .header("if-none-match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(again.status(), 304, "{path}");
        assert_eq!(again.headers()["etag"].to_str().unwrap(), etag);
        let stale = app
            .client
            .get(app.url(path))
            .header("if-none-match", "\"old\"")
            .send()
            .await
            .unwrap();
        assert_eq!(stale.status(), 200, "{path}");
    }
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hotel_page_and_recommendations() {
    let app = app().await;
    let body = app
        .get_json("/ver3/api/v3/hotel-detail?id=hotel-hz-amanfayun")
        .await;
    let d = ok_data(&body);
    assert_eq!(d["place"]["id"], "hotel-hz-amanfayun");
    assert!(
        d["place"]["facilities"]
            .as_array()
            .is_some_and(|f| !f.is_empty())
    );
    let food = d["nearby_food"].as_array().unwrap();
    let sights = d["nearby_sights"].as_array().unwrap();
    let like = d["also_like"].as_array().unwrap();
    assert!(!food.is_empty() && food.len() <= 6);
    assert!(!sights.is_empty() && sights.len() <= 6);
    assert_eq!(like.len(), 6);
    assert!(
        food.iter()
            .all(|p| ["restaurant", "food", "canteen"].contains(&p["kind"].as_str().unwrap()))
    );
    assert!(
        sights
            .iter()
            .all(|p| ["scenic", "site"].contains(&p["kind"].as_str().unwrap()))
    );
    assert!(
        like.iter()
            .all(|p| ["hotel", "homestay"].contains(&p["kind"].as_str().unwrap()))
    );
    assert!(!ids(like).contains(&"hotel-hz-amanfayun".to_string()));
    not_found(
        &app,
        "/ver3/api/v3/hotel-detail?id=scenic-hz-xihu",
        "酒店不存在",
    )
    .await;
    not_found(&app, "/ver3/api/v3/hotel-detail?id=nothing", "酒店不存在").await;

    // Guess you like: never the place, the same list twice, the same on both paths.
    let path = "/ver3/api/poi/v1/guessYouLike?id=scenic-hz-xihu";
    let a = list(&app.get_json(path).await);
    let b = list(&app.get_json(path).await);
    assert_eq!(a.len(), 6);
    assert_eq!(a, b);
    assert!(!ids(&a).contains(&"scenic-hz-xihu".to_string()));
    let also = list(
        &app.get_json("/brand-api/common/v1/you-may-also-like/list?id=scenic-hz-xihu")
            .await,
    );
    assert_eq!(also, a);
    // Kind and city filters, a size, a position without an id.
    let body = app
        .get_json(
            "/ver3/api/poi/v1/guessYouLike?kind=homestay&cityId=1201&size=10&lat=30.25&lng=120.16",
        )
        .await;
    let items = list(&body);
    let homestays = shipped("places.jsonl")
        .iter()
        .filter(|p| p["kind"] == "homestay" && p["city_id"] == 1201)
        .count();
    assert_eq!(items.len(), homestays.min(10));
    assert!(
        items
            .iter()
            .all(|i| i["kind"] == "homestay" && i["city_id"] == 1201)
    );
    assert!(items.iter().all(|i| i["distance"].is_number()));
    not_found(
        &app,
        "/ver3/api/poi/v1/guessYouLike?id=nothing",
        "地点不存在",
    )
    .await;
    refused(&app, "/ver3/api/poi/v1/guessYouLike?size=21", "size").await;
    refused(&app, "/ver3/api/poi/v1/guessYouLike?kind=dish", "kind").await;
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn around_is_nearest_first_without_the_centre() {
    let app = app().await;
    let body = app
        .get_json("/brand-api/t5/around/recommend/list?id=scenic-hz-xihu&group=food&size=20")
        .await;
    let items = list(&body);
    assert!(!items.is_empty());
    assert!(!ids(&items).contains(&"scenic-hz-xihu".to_string()));
    let d = distances(&items);
    // Food looks as far as its reach, 10 km (docs/PLACES.md), and leaves canteens out.
    assert!(ascending(&d) && d.iter().all(|x| *x <= 10.0), "{d:?}");
    assert!(
        items
            .iter()
            .all(|p| ["restaurant", "food"].contains(&p["kind"].as_str().unwrap()))
    );
    // Around the lake's own group, the centre is still left out.
    let items = list(
        &app.get_json(
            "/brand-api/t5/around/recommend/list?id=scenic-hz-xihu&group=sights&radius=10",
        )
        .await,
    );
    assert!(!items.is_empty() && !ids(&items).contains(&"scenic-hz-xihu".to_string()));
    // A point as the centre: West Lake itself is first.
    let items = list(
        &app.get_json("/brand-api/t5/around/recommend/list?lat=30.2431&lng=120.1502&group=sights")
            .await,
    );
    assert_eq!(items[0]["id"], "scenic-hz-xihu");
    assert_eq!(items[0]["distance"], 0.0);
    for (q, field) in [
        ("", "id"),
        ("lat=30.2", "lng"),
        ("id=scenic-hz-xihu&radius=51", "radius"),
        ("id=scenic-hz-xihu&radius=0", "radius"),
        ("id=scenic-hz-xihu&group=zoo", "group"),
        ("id=scenic-hz-xihu&size=51", "size"),
    ] {
        refused(
            &app,
            &format!("/brand-api/t5/around/recommend/list?{q}"),
            field,
        )
        .await;
    }
    not_found(
        &app,
        "/brand-api/t5/around/recommend/list?id=nothing",
        "地点不存在",
    )
    .await;
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tickets_share_and_themes() {
    let app = app().await;
    for path in [
        "/ver3/api/poi/v1/tickets/lists",
        "/brand-api/common/v1/poi/tickets/list",
    ] {
        let body = app.get_json(&format!("{path}?id=scenic-hz-xihu")).await;
        let t = ok_data(&body);
        assert_eq!(t["list"].as_array().unwrap().len(), 1);
        assert_eq!(t["list"][0]["free"], true);
        assert_eq!(t["list"][0]["price"], 0);
        assert!(
            t["notes"]
                .as_str()
                .is_some_and(|n| n.contains("不在线售票"))
        );
        // A hotel has no ticket record.
        let body = app.get_json(&format!("{path}?id=hotel-hz-amanfayun")).await;
        let t = ok_data(&body);
        assert!(t["list"].as_array().unwrap().is_empty());
        assert!(
            t["notes"]
                .as_str()
                .is_some_and(|n| n.contains("不在线售票"))
        );
        not_found(&app, &format!("{path}?id=nothing"), "地点不存在").await;
        refused(&app, path, "id").await;
    }

    let body = app
        .get_json("/brand-api/t5/share/lists?id=scenic-hz-xihu")
        .await;
    let share = ok_data(&body).as_array().unwrap().clone();
    let channels: Vec<&str> = share
        .iter()
        .map(|s| s["channel"].as_str().unwrap())
        .collect();
    assert_eq!(channels, ["friend", "timeline"]);
    for s in &share {
        assert!(s["link"].as_str().unwrap().starts_with("http"));
        assert!(
            s["link"]
                .as_str()
                .unwrap()
                .ends_with("/ver3/pages/poi/detail/scenic?id=scenic-hz-xihu")
        );
        assert!(
            s["img_url"]
                .as_str()
                .unwrap()
                .ends_with("/ver3/api/v3/media/cover/scenic-hz-xihu")
        );
        assert!(s["title"].as_str().unwrap().contains("西湖"));
        assert!(!s["desc"].as_str().unwrap().is_empty());
    }
    not_found(&app, "/brand-api/t5/share/lists?id=nothing", "地点不存在").await;

    let body = app
        .get_json("/ver3/api/v3/places/themes?kind=hotel,homestay&cityId=1201")
        .await;
    let themes = ok_data(&body).as_array().unwrap().clone();
    assert!(!themes.is_empty());
    let counts: Vec<u64> = themes
        .iter()
        .map(|t| t["count"].as_u64().unwrap())
        .collect();
    assert!(counts.windows(2).all(|w| w[0] >= w[1]) && counts.iter().all(|c| *c >= 2));
    assert!(themes.iter().all(|t| {
        t["cover"]
            .as_str()
            .unwrap()
            .starts_with("/ver3/api/v3/media/cover/")
    }));
    refused(&app, "/ver3/api/v3/places/themes?kind=castle", "kind").await;
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn dishes_and_food_categories() {
    let app = app().await;
    let dishes = shipped("dishes.jsonl");
    let places = shipped("places.jsonl");

    // 百县千碗 in file order, by city and by county.
    let body = app
        .get_json("/ver3/api/poi/v1/cateRecommend?cityId=1201&size=50")
        .await;
    let expected: Vec<String> = dishes
        .iter()
        .filter(|d| d["city_id"] == 1201)
        .map(|d| d["id"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(ids(&list(&body)), expected);
    let body = app
        .get_json("/ver3/api/poi/v1/cateRecommend?countyCode=330102")
        .await;
    let items = list(&body);
    assert!(ids(&items).contains(&"dish-330102-dongpo-rou".to_string()));
    assert!(
        items
            .iter()
            .all(|d| d["county_code"] == "330102" && d["county_name"] == "上城区")
    );
    let body = app
        .get_json("/ver3/api/poi/v1/cateRecommend?size=10&page=2")
        .await;
    assert_eq!(body["data"]["total"], dishes.len() as u64);
    refused(&app, "/ver3/api/poi/v1/cateRecommend?size=51", "size").await;

    // A dish and where to eat it, in the dish's order.
    let dish = dishes
        .iter()
        .find(|d| d["id"] == "dish-330102-dongpo-rou")
        .unwrap();
    let where_to_eat: Vec<String> = dish["where_to_eat"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_str().unwrap().to_string())
        .collect();
    let body = app
        .get_json("/ver3/api/v3/dishes/detail?id=dish-330102-dongpo-rou")
        .await;
    let d = ok_data(&body);
    assert_eq!(d["name"], "东坡肉");
    assert_eq!(d["places"], where_to_eat.len());
    assert!(d["summary"].as_str().unwrap().ends_with('。'));
    assert_eq!(
        d["cover"],
        "/ver3/api/v3/media/cover/dish-330102-dongpo-rou"
    );
    assert_eq!(ids(d["where_to_eat"].as_array().unwrap()), where_to_eat);
    for p in d["where_to_eat"].as_array().unwrap() {
        assert_eq!(p["page"], page_of_kind(p["kind"].as_str().unwrap()), "{p}");
    }
    let body = app
        .get_json("/ver3/api/poi/v1/cateAffiliationShop?dishId=dish-330102-dongpo-rou&lat=30.25&lng=120.17")
        .await;
    let items = list(&body);
    assert_eq!(ids(&items), where_to_eat);
    assert!(items.iter().all(|i| i["distance"].is_number()));
    not_found(&app, "/ver3/api/v3/dishes/detail?id=nothing", "菜品不存在").await;
    not_found(
        &app,
        "/ver3/api/poi/v1/cateAffiliationShop?dishId=nothing",
        "菜品不存在",
    )
    .await;
    refused(&app, "/ver3/api/poi/v1/cateAffiliationShop", "dishId").await;

    // Category tabs count the city's places.
    let body = app
        .get_json("/ver3/api/poi/v1/shopCate?cityId=1201&area=food")
        .await;
    let c = ok_data(&body);
    let kinds: Vec<(String, u64)> = c["kinds"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| {
            (
                k["kind"].as_str().unwrap().to_string(),
                k["count"].as_u64().unwrap(),
            )
        })
        .collect();
    let expected: Vec<(String, u64)> = ["restaurant", "food", "canteen"]
        .iter()
        .map(|k| {
            let n = places
                .iter()
                .filter(|p| p["kind"] == *k && p["city_id"] == 1201)
                .count() as u64;
            (k.to_string(), n)
        })
        .collect();
    assert_eq!(kinds, expected);
    let themes = c["themes"].as_array().unwrap();
    assert!(!themes.is_empty());
    let body = app.get_json("/ver3/api/poi/v1/shopCate?area=shop").await;
    let c = ok_data(&body);
    assert_eq!(c["kinds"].as_array().unwrap().len(), 1);
    assert_eq!(
        c["kinds"][0]["count"],
        places.iter().filter(|p| p["kind"] == "shop").count() as u64
    );
    refused(&app, "/ver3/api/poi/v1/shopCate?area=zoo", "area").await;

    // Local goods: shops only.
    let res = app
        .post_json("/ver3/api/v3/http/goodInfos", &json!({}))
        .await;
    let body: Value = res.json().await.unwrap();
    let items = list(&body);
    assert!(!items.is_empty() && items.iter().all(|i| i["kind"] == "shop"));
    assert_eq!(
        body["data"]["total"],
        places.iter().filter(|p| p["kind"] == "shop").count() as u64
    );
    let res = app
        .post_json(
            "/ver3/api/v3/http/goodInfos",
            &json!({"cityId": 1201, "page": 1, "size": 5}),
        )
        .await;
    let body: Value = res.json().await.unwrap();
    let items = list(&body);
    assert!(
        items.len() <= 5
            && items
                .iter()
                .all(|i| i["kind"] == "shop" && i["city_id"] == 1201)
    );
    let res = app
        .post_json("/ver3/api/v3/http/goodInfos", &json!({"keyword": "茶"}))
        .await;
    let body: Value = res.json().await.unwrap();
    assert!(list(&body).iter().all(|i| i["kind"] == "shop"));
    for (bad, field) in [
        (json!({"cityId": "x"}), "cityId"),
        (json!({"size": 51}), "size"),
        (json!({"colour": "red"}), "colour"),
    ] {
        let res = app.post_json("/ver3/api/v3/http/goodInfos", &bad).await;
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["data"]["field"], field, "{bad}: {body}");
    }
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn covers_are_small_svgs() {
    let app = app().await;
    let get = |path: &str| app.client.get(app.url(path)).send();
    let res = get("/ver3/api/v3/media/cover/scenic-hz-xihu")
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert_eq!(res.headers()["content-type"], "image/svg+xml");
    assert_eq!(res.headers()["cache-control"], "public, max-age=86400");
    let etag = res.headers()["etag"].to_str().unwrap().to_string();
    let svg = res.text().await.unwrap();
    assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    assert!(svg.contains("西湖风景名胜区") && svg.contains("Noto Sans CJK SC"));
    assert!(svg.contains(r#"viewBox="0 0 640 400""#));
    assert!(svg.len() < 4096, "{} bytes", svg.len());
    let again = app
        .client
        .get(app.url("/ver3/api/v3/media/cover/scenic-hz-xihu"))
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);
    // Album views differ; dishes and topics have covers too.
    let n2 = get("/ver3/api/v3/media/cover/scenic-hz-xihu?n=2")
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_ne!(n2, svg);
    for id in [
        "dish-330102-dongpo-rou",
        "topic-songyun",
        "hotel-hz-amanfayun",
        "shop-huz-anji-white-tea",
    ] {
        let res = get(&format!("/ver3/api/v3/media/cover/{id}"))
            .await
            .unwrap();
        assert_eq!(res.status(), 200, "{id}");
        assert!(res.text().await.unwrap().len() < 4096);
    }
    // Every place's covers stay small.
    for p in shipped("places.jsonl").iter().step_by(7) {
        let id = p["id"].as_str().unwrap();
        let svg = get(&format!("/ver3/api/v3/media/cover/{id}?n=3"))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(svg.len() < 4096, "{id}: {}", svg.len());
    }
    // An unknown id is a real 404 with the envelope.
    let res = get("/ver3/api/v3/media/cover/nothing").await.unwrap();
    assert_eq!(res.status(), 404);
    let body: Value = res.json().await.unwrap();
    assert_eq!(body["code"], 40400);
    refused(&app, "/ver3/api/v3/media/cover/scenic-hz-xihu?n=4", "n").await;
    refused(&app, "/ver3/api/v3/media/cover/scenic-hz-xihu?n=x", "n").await;
    app.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn boundaries_of_a_city_for_the_offline_map() {
    let app = app().await;
    let body = app
        .get_json("/ver3/api/v3/geo/boundaries?cityId=1201")
        .await;
    let d = ok_data(&body);
    assert_eq!(d["city_id"], 1201);
    let counties = d["counties"].as_array().unwrap();
    let expected = shipped("regions.jsonl")
        .iter()
        .filter(|r| r["parent_id"] == 1201)
        .count();
    assert_eq!(counties.len(), expected);
    let xihu = counties.iter().find(|c| c["code"] == "330106").unwrap();
    assert_eq!(xihu["name"], "西湖区");
    assert!(xihu["centroid"]["lat"].is_number());
    let first = &xihu["multipolygon"][0][0][0];
    assert!(first[0].as_f64().unwrap() > 118.0 && first[1].as_f64().unwrap() > 27.0);
    // Every city's answer is small enough for a phone.
    for city in shipped("regions.jsonl")
        .iter()
        .filter(|r| r["level"] == "city")
    {
        let id = city["id"].as_u64().unwrap();
        let res = app
            .client
            .get(app.url(&format!("/ver3/api/v3/geo/boundaries?cityId={id}")))
            .send()
            .await
            .unwrap();
        let bytes = res.bytes().await.unwrap();
        let zipped = gzip_len(&bytes);
        assert!(zipped < 100_000, "city {id}: {zipped} bytes gzip");
    }
    not_found(
        &app,
        "/ver3/api/v3/geo/boundaries?cityId=9999",
        "城市不存在",
    )
    .await;
    refused(&app, "/ver3/api/v3/geo/boundaries", "cityId").await;
    refused(&app, "/ver3/api/v3/geo/boundaries?cityId=abc", "cityId").await;
    app.stop().await;
}

both_stores!(sparse_neighbourhoods_widen_until_ten_places, |store| {
    let app = shipped_app(store).await;
    // Zhoushan's town centre: 5 km hold one place.
    let at = "lat=29.985&lng=122.207";
    let asked = app
        .get_json(&format!("/ver3/api/poi/v1/nearby?{at}&radius=5"))
        .await;
    assert_ok(&asked);
    assert_eq!(asked["data"]["total"], 1, "{asked}");
    assert_eq!(asked["data"]["widened"], false);
    assert_eq!(asked["data"]["radius_km"], 5.0);

    let wide = app
        .get_json(&format!(
            "/ver3/api/poi/v1/nearby?{at}&radius=5&atLeast=10&size=50"
        ))
        .await;
    assert_ok(&wide);
    let d = &wide["data"];
    let radius = d["radius_km"].as_f64().unwrap_or(0.0);
    assert!(d["total"].as_u64().unwrap_or(0) >= 10, "{wide}");
    assert_eq!(d["widened"], true);
    assert_eq!(d["asked_radius_km"], 5.0);
    assert!(radius > 5.0 && radius <= 200.0, "{radius}");
    let list = d["list"].as_array().cloned().unwrap_or_default();
    let far: Vec<f64> = list.iter().filter_map(|i| i["distance"].as_f64()).collect();
    assert!(far.iter().all(|x| *x <= radius), "{far:?}");
    assert!(far.iter().any(|x| *x > 5.0), "{far:?}");

    // Dense enough already: West Lake never widens.
    let dense = app
        .get_json("/ver3/api/poi/v1/nearby?lat=30.2431&lng=120.1502&radius=5&atLeast=10")
        .await;
    assert_eq!(dense["data"]["widened"], false);
    // The bound is named.
    let bad = app
        .get_json(&format!("/ver3/api/poi/v1/nearby?{at}&atLeast=51"))
        .await;
    assert_eq!(bad["code"], 40000);
    assert_eq!(bad["data"]["field"], "atLeast");
    app.stop().await;
});

both_stores!(
    a_hotels_nearby_food_stays_within_reach_and_leaves_canteens_out,
    |store| {
        let app = shipped_app(store).await;
        // By Dongqian Lake, Ningbo: one snack place within 3 km, then nothing to eat for 13 km
        // but an elderly-care canteen.
        for hotel in [
            "hotel-nb-park-hyatt-dongqianhu",
            "hotel-nb-hilton-dongqianhu",
        ] {
            let b = app
                .get_json(&format!(
                    "/ver3/api/v3/hotel-detail?id={hotel}&lat=29.78&lng=121.64"
                ))
                .await;
            assert_ok(&b);
            let food = b["data"]["nearby_food"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            assert!(!food.is_empty(), "{hotel}: {b}");
            for f in &food {
                assert_ne!(f["kind"], "canteen", "{hotel}: {f}");
            }
            // Distances are from the stay: within food's reach of 10 km.
            let around = app
                .get_json(&format!(
                    "/brand-api/t5/around/recommend/list?id={hotel}&group=food&size=20&radius=50"
                ))
                .await;
            let items = list(&around);
            assert!(!items.is_empty(), "{around}");
            let d = distances(&items);
            assert!(d.iter().all(|x| *x <= 10.0), "{hotel}: {d:?}");
            assert!(items.iter().all(|p| p["kind"] != "canteen"), "{around}");
            let ids_food: Vec<String> = food
                .iter()
                .map(|f| f["id"].as_str().unwrap().to_string())
                .collect();
            assert!(
                ids_food.iter().all(|i| ids(&items).contains(i)),
                "{ids_food:?}"
            );
            // Sights reach farther than food.
            let sights = b["data"]["nearby_sights"]
                .as_array()
                .cloned()
                .unwrap_or_default();
            assert!(!sights.is_empty(), "{b}");
        }
        // Asked for, canteens are there (Jiulonghu has one 5 km away); otherwise not.
        let around =
            "/brand-api/t5/around/recommend/list?id=homestay-nb-jiulonghu&group=food&size=20";
        let asked = list(&app.get_json(&format!("{around}&canteens=true")).await);
        assert!(asked.iter().any(|p| p["kind"] == "canteen"), "{asked:?}");
        let plain = list(&app.get_json(around).await);
        assert!(plain.iter().all(|p| p["kind"] != "canteen"), "{plain:?}");
        // Near me, food only: the widening stops at food's reach.
        let near = app
        .get_json("/ver3/api/poi/v1/nearby?lat=29.985&lng=122.207&kind=restaurant,food&radius=5&atLeast=50&size=50")
        .await;
        assert_ok(&near);
        assert!(
            near["data"]["radius_km"].as_f64().unwrap() <= 10.0,
            "{near}"
        );
        let far: Vec<f64> = near["data"]["list"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|i| i["distance"].as_f64())
            .collect();
        assert!(far.iter().all(|x| *x <= 10.0), "{far:?}");
        app.stop().await;
    }
);
