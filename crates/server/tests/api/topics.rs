//! The topics area (docs/TOPICS.md) through the real server with the shipped Zhejiang
//! content: topics and their places, banners, hot places, local goods, news, QR codes, and
//! the figures counted from page views, on both stores.

use std::time::Duration;

use serde_json::{Value, json};

use crate::{both_stores, helpers::*};

async fn app_on(store: Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", &dir),
            ("YOUZHE_PUBLIC_URL", "https://trip.example.cn"),
        ],
    )
    .await
}

async fn not_found(app: &TestApp, path: &str) {
    let body = app.get_json(path).await;
    assert_eq!(body["code"], 40400, "{path}: {body}");
    assert_eq!(body["msg"], "专题不存在");
}

fn ids(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap()
        .iter()
        .map(|x| x["id"].as_str().unwrap().to_string())
        .collect()
}

both_stores!(topics_page_and_filter_by_city, |store| {
    let app = app_on(store).await;
    let body = app.get_json("/ver3/api/v3/topic/data/list?size=5").await;
    let d = ok_data(&body);
    assert_eq!(d["total"], 17);
    assert_eq!((d["page"].as_u64(), d["size"].as_u64()), (Some(1), Some(5)));
    assert_eq!(d["list"].as_array().unwrap().len(), 5);
    let first = &d["list"][0];
    assert_eq!(first["id"], "topic-songyun");
    assert_eq!(first["page"], "pages/topic/detail");
    assert_eq!(first["title"], "诗画浙江·宋韵");
    assert_eq!(first["place_count"], 7);
    assert_eq!(first["city_names"][0], "杭州市");
    assert!(first["cover"].as_str().unwrap().starts_with('/'));
    let last = app
        .get_json("/ver3/api/v3/topic/data/list?size=5&page=4")
        .await;
    assert_eq!(ok_data(&last)["list"].as_array().unwrap().len(), 2);
    let past = app.get_json("/ver3/api/v3/topic/data/list?page=9").await;
    assert_eq!(ok_data(&past)["list"], json!([]));

    // Zhoushan: the island topic, and no topic without a place there.
    let zs = app
        .get_json("/ver3/api/v3/topic/data/list?city_id=1245&size=50")
        .await;
    let zs = ok_data(&zs);
    assert!(ids(&zs["list"]).contains(&"topic-islands".to_string()));
    assert!(!ids(&zs["list"]).contains(&"topic-songyun".to_string()));
    assert!(zs["total"].as_u64().unwrap() < 17);
    let none = app.get_json("/ver3/api/v3/topic/data/list?city_id=9").await;
    assert_eq!(ok_data(&none)["total"], 0);

    refused(&app, "/ver3/api/v3/topic/data/list?city_id=hz", "city_id").await;
    refused(&app, "/ver3/api/v3/topic/data/list?page=0", "page").await;
    refused(&app, "/ver3/api/v3/topic/data/list?size=51", "size").await;
});

both_stores!(one_topic_with_its_places, |store| {
    let app = app_on(store).await;
    let res = app
        .client
        .get(app.url("/ver3/api/v3/topic/template?id=topic-songyun"))
        .send()
        .await
        .unwrap();
    let etag = res.headers()["etag"].to_str().unwrap().to_string();
    let body: Value = res.json().await.unwrap();
    let d = ok_data(&body);
    assert_eq!(d["id"], "topic-songyun");
    assert!(d["summary"].as_str().unwrap().contains("宋韵"));
    assert!(d["source"].as_str().unwrap().contains("编辑专题"));
    let places = d["places"].as_array().unwrap();
    assert_eq!(places.len(), 7);
    assert_eq!(places[0]["id"], "restaurant-hz-louwailou");
    assert_eq!(places[0]["page"], "pages/cate/detail");
    // The content ETag: the same copy is not sent twice.
    let again = app
        .client
        .get(app.url("/ver3/api/v3/topic/template?id=topic-songyun"))
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status(), 304);

    not_found(&app, "/ver3/api/v3/topic/template?id=topic-nowhere").await;
    not_found(&app, "/ver3/api/v3/topic/template?id=").await;
    refused(&app, "/ver3/api/v3/topic/template", "id").await;
});

both_stores!(the_topics_a_place_is_in, |store| {
    let app = app_on(store).await;
    let body = app
        .get_json("/ver3/api/topic/gettopiclist?place_id=restaurant-hz-louwailou")
        .await;
    let d = ok_data(&body);
    assert!(ids(&d["list"]).contains(&"topic-songyun".to_string()));
    assert_eq!(
        d["total"].as_u64().unwrap(),
        d["list"].as_array().unwrap().len() as u64
    );
    let all = app
        .get_json("/ver3/api/topic/gettopiclist?size=3&page=2")
        .await;
    let all = ok_data(&all);
    assert_eq!(
        (all["total"].as_u64(), all["list"].as_array().unwrap().len()),
        (Some(17), 3)
    );
    let none = app
        .get_json("/ver3/api/topic/gettopiclist?place_id=scenic-nowhere")
        .await;
    assert_eq!(ok_data(&none)["total"], 0);
    refused(&app, "/ver3/api/topic/gettopiclist?size=0", "size").await;
});

both_stores!(banners_and_the_landing_page, |store| {
    let app = app_on(store).await;
    let body = app.get_json("/ver3/api/topic/getbanner").await;
    let list = ok_data(&body).as_array().unwrap().clone();
    assert_eq!(list.len(), 5);
    assert_eq!(list[0]["topic_id"], "topic-songyun");
    assert_eq!(list[0]["page"], "pages/topic/detail");
    assert!(!list[0]["cover"].as_str().unwrap().is_empty());
    // A city's topics come first.
    let zs = app
        .get_json("/ver3/api/topic/getbanner?city_id=1245&size=2")
        .await;
    let zs = ok_data(&zs).as_array().unwrap().clone();
    assert_eq!(zs.len(), 2);
    assert_eq!(zs[0]["topic_id"], "topic-islands");
    refused(&app, "/ver3/api/topic/getbanner?size=11", "size").await;
    refused(&app, "/ver3/api/topic/getbanner?city_id=-1", "city_id").await;

    let play = app.get_json("/brand-api/z3/topic_play/index").await;
    let p = ok_data(&play);
    assert_eq!(p["banners"].as_array().unwrap().len(), 5);
    assert_eq!(p["topics"].as_array().unwrap().len(), 17);
    assert_eq!(p["hot_scenic"].as_array().unwrap().len(), 6);
    assert_eq!(p["hot_hotels"].as_array().unwrap().len(), 6);
});

both_stores!(hot_places_most_popular_first, |store| {
    let app = app_on(store).await;
    for (path, kinds) in [
        ("/ver3/api/topic/gethotscenic?size=50", ["scenic", "site"]),
        ("/ver3/api/topic/gethothotel?size=50", ["hotel", "homestay"]),
        (
            "/ver3/api/topic/getcityhotscenic?city_id=1203&size=50",
            ["scenic", "site"],
        ),
        (
            "/ver3/api/topic/getcityhothotel?city_id=1203&size=50",
            ["hotel", "homestay"],
        ),
    ] {
        let body = app.get_json(path).await;
        let d = ok_data(&body);
        let list = d["list"].as_array().unwrap();
        assert!(!list.is_empty(), "{path}");
        assert!(d["total"].as_u64().unwrap() >= list.len() as u64);
        let pops: Vec<u64> = list
            .iter()
            .map(|p| p["popularity"].as_u64().unwrap())
            .collect();
        assert!(pops.windows(2).all(|w| w[0] >= w[1]), "{path}: {pops:?}");
        assert!(
            list.iter()
                .all(|p| kinds.contains(&p["kind"].as_str().unwrap())),
            "{path}"
        );
        if path.contains("city_id") {
            assert!(list.iter().all(|p| p["city_id"] == 1203), "{path}");
        }
    }
    let p2 = app
        .get_json("/ver3/api/topic/gethotscenic?size=10&page=2")
        .await;
    let p1 = app.get_json("/ver3/api/topic/gethotscenic?size=20").await;
    assert_eq!(
        ok_data(&p2)["list"][0]["id"],
        ok_data(&p1)["list"][10]["id"]
    );
    let none = app
        .get_json("/ver3/api/topic/getcityhothotel?city_id=77")
        .await;
    assert_eq!(ok_data(&none)["total"], 0);
    refused(&app, "/ver3/api/topic/getcityhothotel", "city_id").await;
    refused(
        &app,
        "/ver3/api/topic/getcityhotscenic?city_id=wz",
        "city_id",
    )
    .await;
    refused(&app, "/ver3/api/topic/gethothotel?page=10001", "page").await;
});

both_stores!(local_goods_by_city_county_and_category, |store| {
    let app = app_on(store).await;
    let body = app.get_json("/ver3/api/topic/getgoods?size=50").await;
    let d = ok_data(&body);
    assert!(d["total"].as_u64().unwrap() >= 60);
    let tea = app
        .get_json("/ver3/api/topic/getgoods?county_code=330106")
        .await;
    let tea = ok_data(&tea);
    let g = &tea["list"][0];
    assert_eq!(g["name"], "西湖龙井");
    assert_eq!(g["gi_list"], "certification_mark");
    assert_eq!(g["gi_list_name"], "地理标志证明商标");
    assert_eq!(g["county_name"], "西湖区");
    assert_eq!(g["sellers"][0]["id"], "shop-hz-longjing-tea-village");
    assert_eq!(g["sellers"][0]["page"], "pages/poi/detail/shop");
    let lishui = app
        .get_json("/ver3/api/topic/getgoods?city_id=1230&size=50")
        .await;
    let lishui = ok_data(&lishui)["list"].as_array().unwrap().clone();
    assert!(lishui.iter().any(|g| g["name"] == "庆元香菇"));
    assert!(lishui.iter().all(|g| g["city_id"] == 1230));
    let crafts = app
        .get_json("/ver3/api/topic/getgoods?category=craft&size=50")
        .await;
    let crafts = ok_data(&crafts)["list"].as_array().unwrap().clone();
    assert!(crafts.iter().any(|g| g["name"] == "龙泉青瓷"));
    assert!(crafts.iter().all(|g| g["category"] == "craft"));
    let p2 = app
        .get_json("/ver3/api/topic/getgoods?size=20&page=4")
        .await;
    assert_eq!(
        ok_data(&p2)["list"].as_array().unwrap().len() as u64,
        d["total"].as_u64().unwrap() - 60
    );
    refused(
        &app,
        "/ver3/api/topic/getgoods?category=gadgets",
        "category",
    )
    .await;
    refused(
        &app,
        "/ver3/api/topic/getgoods?county_code=3301063301063",
        "county_code",
    )
    .await;
    refused(&app, "/ver3/api/topic/getgoods?city_id=1.5", "city_id").await;

    // A shop's page lists the goods it sells.
    let shop = app
        .get_json("/ver3/api/poi/v1/details?id=shop-ls-qingyuan-mushroom-market")
        .await;
    let goods = ok_data(&shop)["goods"].as_array().unwrap().clone();
    assert_eq!(goods.len(), 1);
    assert_eq!(goods[0]["name"], "庆元香菇");
    assert_eq!(goods[0]["gi_list"], "protected_product");
});

both_stores!(news_is_an_empty_list, |store| {
    let app = app_on(store).await;
    let body = app.get_json("/ver3/api/topic/getnews?page=2&size=5").await;
    assert_eq!(
        ok_data(&body),
        &json!({"list": [], "total": 0, "page": 2, "size": 5})
    );
    refused(&app, "/ver3/api/topic/getnews?size=100", "size").await;
});

both_stores!(qr_codes_only_for_our_pages, |store| {
    let app = app_on(store).await;
    let body = app
        .get_json("/ver3/api/v3/qrcode/applets?page=pages/topic/detail&id=topic-songyun")
        .await;
    let d = ok_data(&body);
    assert_eq!(
        d["url"],
        "https://trip.example.cn/ver3/pages/topic/detail?id=topic-songyun"
    );
    assert!(d["svg"].as_str().unwrap().contains("<svg"));
    assert!(d["modules"].as_u64().unwrap() >= 21);
    let list = app
        .get_json("/ver3/api/v3/qrcode/applets?page=pages/topic/index")
        .await;
    assert_eq!(
        ok_data(&list)["url"],
        "https://trip.example.cn/ver3/pages/topic/index"
    );

    refused(
        &app,
        &format!(
            "/ver3/api/v3/qrcode/applets?page={}",
            urlencode("https://evil.example/pages/topic/detail")
        ),
        "page",
    )
    .await;
    refused(
        &app,
        "/ver3/api/v3/qrcode/applets?page=pages/topic/detail&id=a%26b",
        "id",
    )
    .await;
    refused(&app, "/ver3/api/v3/qrcode/applets", "page").await;
});

async fn view(app: &TestApp, page_url: &str, visitor: &str, share: &str) {
    let body = json!({"page_url": page_url, "visitor_cookie": visitor, "share_code": share});
    let r = app
        .post_json("/brand-api/common/v1/page-views/add", &body)
        .await;
    assert_eq!(r.json::<Value>().await.unwrap()["code"], 0);
}

/// Polls `path` until `done` holds on its data (page views are written in batches, within
/// about a second; the 30 s bound is for a loaded machine and costs nothing when they land).
async fn settled(app: &TestApp, path: &str, done: impl Fn(&Value) -> bool) -> Value {
    for _ in 0..300 {
        let body = app.get_json(path).await;
        if done(ok_data(&body)) {
            return ok_data(&body).clone();
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{path} never settled");
}

both_stores!(figures_come_from_the_page_views, |store| {
    let app = app_on(store).await;
    let zero = app
        .get_json("/ver3/api/v3/topic-statistics?id=topic-islands")
        .await;
    assert_eq!(
        ok_data(&zero),
        &json!({"topic_id": "topic-islands", "views": 0, "visitors": 0, "favourites": 0})
    );
    let islands = "https://trip.example.cn/ver3/pages/topic/detail?id=topic-islands&openid=o1";
    view(&app, islands, "u1", "sharer-aaaa1").await;
    view(&app, islands, "u1", "sharer-aaaa1").await;
    view(&app, islands, "u2", "sharer-aaaa1").await;
    view(&app, islands, "u3", "sharer-bbbb2").await;
    view(
        &app,
        "/ver3/pages/topic/detail?id=topic-songyun",
        "u4",
        "sharer-bbbb2",
    )
    .await;
    view(
        &app,
        "/ver3/pages/topic/detail?id=topic-songyun",
        "u5",
        "sharer-bbbb2",
    )
    .await;
    view(&app, "/ver3/pages/hotel/index", "u6", "").await;

    let s = settled(
        &app,
        "/ver3/api/v3/topic-statistics?id=topic-islands",
        |d| d["views"] == 4,
    )
    .await;
    assert_eq!(s["visitors"], 3);

    // Wait for all six topic views: the islands' may land before the others, and then the
    // sharer with fewer landed views would still be listed second with three.
    let all = settled(&app, "/ver3/api/topic/getsharers", |d| {
        d["list"]
            .as_array()
            .is_some_and(|l| l.len() == 2 && l.iter().all(|s| s["views"] == 3))
    })
    .await;
    assert_eq!(all["topic_id"], Value::Null);
    // Three views each: more distinct visitors come first.
    assert_eq!(
        all["list"][0],
        json!({"code": "sh***b2", "views": 3, "visitors": 3})
    );
    assert_eq!(
        all["list"][1],
        json!({"code": "sh***a1", "views": 3, "visitors": 2})
    );

    let one = app
        .get_json("/ver3/api/topic/getsharers?topic_id=topic-islands&size=1")
        .await;
    let one = ok_data(&one);
    assert_eq!(one["topic_id"], "topic-islands");
    assert_eq!(
        one["list"],
        json!([{"code": "sh***a1", "views": 3, "visitors": 2}])
    );

    not_found(&app, "/ver3/api/v3/topic-statistics?id=topic-nowhere").await;
    not_found(&app, "/ver3/api/topic/getsharers?topic_id=topic-nowhere").await;
    refused(&app, "/ver3/api/v3/topic-statistics", "id").await;
    refused(&app, "/ver3/api/topic/getsharers?size=51", "size").await;
});

both_stores!(figures_count_the_topics_favourites, |store| {
    let app = app_on(store).await;
    let path = "/ver3/api/v3/topic-statistics?id=topic-islands";
    // Two visitors keep the topic, one saves it twice, another keeps a different topic.
    for (openid, topic) in [
        ("oTopicFavA", "topic-islands"),
        ("oTopicFavA", "topic-islands"),
        ("oTopicFavB", "topic-islands"),
        ("oTopicFavC", "topic-songyun"),
    ] {
        let t = crate::identity::token_for(&app, openid).await;
        let res = app
            .client
            .put(app.url(&format!("/ver3/api/v3/favourites/topic/{topic}")))
            .bearer_auth(&t)
            .send()
            .await
            .unwrap();
        let body: Value = res.json().await.unwrap();
        assert_eq!(body["code"], 0, "{body}");
    }
    let s = settled(&app, path, |d| d["favourites"] == 2).await;
    assert_eq!(s["views"], 0);
    // Taking the heart back takes the figure down.
    let t = crate::identity::token_for(&app, "oTopicFavB").await;
    app.client
        .delete(app.url("/ver3/api/v3/favourites/topic/topic-islands"))
        .bearer_auth(&t)
        .send()
        .await
        .unwrap();
    settled(&app, path, |d| d["favourites"] == 1).await;
    app.stop().await;
});
