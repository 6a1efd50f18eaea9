//! Content, search and geo through the real server, on both stores, with the test
//! fixture (real places from the shipped content) imported at start.

use serde_json::Value;

use crate::{both_stores, helpers::*};

async fn app_with_content(store: Store) -> (TestApp, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("temp dir");
    youzhe_content::fixture::write(dir.path()).expect("fixture");
    let path = dir.path().to_string_lossy().into_owned();
    let app = spawn_app_with(store, &[("YOUZHE_CONTENT_DIR", &path)]).await;
    (app, dir)
}

fn ids(body: &Value) -> Vec<String> {
    body["data"]["list"]
        .as_array()
        .unwrap_or_else(|| panic!("no list in {body}"))
        .iter()
        .map(|i| i["id"].as_str().unwrap_or_default().to_string())
        .collect()
}

async fn search(app: &TestApp, q: &str) -> Vec<String> {
    let url = format!("/ver3/api/v3/http/search?keyword={}", urlencode(q));
    let body = app.get_json(&url).await;
    assert_ok(&body);
    ids(&body)
}

both_stores!(search_finds_what_a_visitor_means, |store| {
    let (app, _dir) = app_with_content(store).await;
    for q in ["西湖", "xihu", "xh", "XiHu", "west lake", "xihy"] {
        assert_eq!(
            search(&app, q).await.first().map(String::as_str),
            Some("scenic-hz-xihu"),
            "query {q}"
        );
    }
    for q in ["乌镇", "wuzhen", "wuzhn"] {
        assert_eq!(
            search(&app, q).await.first().map(String::as_str),
            Some("scenic-jx-wuzhen"),
            "query {q}"
        );
    }
    // City + kind: homestays in Hangzhou only, spaced or not.
    for q in ["杭州 民宿", "杭州民宿", "hangzhou minsu"] {
        let found = search(&app, q).await;
        assert!(!found.is_empty(), "query {q}");
        assert!(
            found.iter().all(|id| id.starts_with("homestay-hz-")),
            "query {q}: {found:?}"
        );
    }
    // Dishes, people, lines and topics are found too.
    assert!(
        search(&app, "西湖醋鱼")
            .await
            .contains(&"dish-330106-xihu-cuyu".to_string())
    );
    assert!(
        search(&app, "林逋")
            .await
            .contains(&"person-lin-bu".to_string())
    );
    assert!(
        search(&app, "一日经典游")
            .await
            .contains(&"line-hz-westlake-1d".to_string())
    );
    assert!(
        search(&app, "江南水乡")
            .await
            .contains(&"topic-water-towns".to_string())
    );
    assert!(search(&app, "完全不存在的地方").await.is_empty());

    // Every result names the app page that shows it.
    let pages = [
        (
            "西湖醋鱼",
            "dish-330106-xihu-cuyu",
            "pages/newcate/newdetail",
        ),
        ("林逋", "person-lin-bu", "pages/famous/peopledetail"),
        ("一日经典游", "line-hz-westlake-1d", "pages/line/lineDetail"),
        ("江南水乡", "topic-water-towns", "pages/topic/detail"),
        ("西湖", "scenic-hz-xihu", "pages/poi/detail/scenic"),
    ];
    for (q, id, page) in pages {
        let url = format!("/ver3/api/v3/http/search?keyword={}", urlencode(q));
        let body = app.get_json(&url).await;
        let list = body["data"]["list"].as_array().cloned().unwrap_or_default();
        let item = list.iter().find(|i| i["id"] == id);
        assert_eq!(item.map(|i| &i["page"]), Some(&Value::from(page)), "{q}");
    }
    let body = app
        .get_json("/ver3/api/v3/http/search?keyword=%E6%9D%AD%E5%B7%9E&size=50")
        .await;
    for item in body["data"]["list"].as_array().cloned().unwrap_or_default() {
        if item["type"] == "place" {
            assert_eq!(
                item["page"],
                page_of_kind(item["kind"].as_str().unwrap_or(""))
            );
        }
    }

    // Filters: kind and city.
    let body = app
        .get_json("/ver3/api/v3/http/search?keyword=xihu&kind=hotel,homestay&city_id=1201&size=50")
        .await;
    assert_ok(&body);
    let list = body["data"]["list"].as_array().cloned().unwrap_or_default();
    assert!(!list.is_empty());
    for item in &list {
        assert!(
            ["hotel", "homestay"].contains(&item["kind"].as_str().unwrap_or("")),
            "{item}"
        );
        assert_eq!(item["city_id"], 1201);
        assert_eq!(item["type"], "place");
        assert_eq!(item["page"], "pages/hotel/detail");
        assert_eq!(item["place"]["page"], "pages/hotel/detail");
        assert!(item["place"]["location"]["lat"].is_number());
    }
    // Paging shape.
    let body = app
        .get_json("/ver3/api/v3/http/search?keyword=%E6%9D%AD%E5%B7%9E&page=2&size=3")
        .await;
    assert_eq!(body["data"]["page"], 2);
    assert_eq!(body["data"]["size"], 3);
    assert!(body["data"]["total"].as_u64().unwrap_or(0) > 3);
    // Bad input names the field.
    let body = app
        .get_json("/ver3/api/v3/http/search?keyword=x&kind=castle")
        .await;
    assert_eq!(
        (body["code"].as_i64(), body["data"]["field"].as_str()),
        (Some(40000), Some("kind"))
    );
    let body = app
        .get_json("/ver3/api/v3/http/search?keyword=x&size=500")
        .await;
    assert_eq!(body["data"]["field"], "size");
    let long = "西".repeat(80);
    let body = app
        .get_json(&format!(
            "/ver3/api/v3/http/search?keyword={}",
            urlencode(&long)
        ))
        .await;
    assert_eq!(body["data"]["field"], "keyword");
    app.stop().await;
});

both_stores!(content_reads_carry_etags_and_answer_304, |store| {
    let (app, _dir) = app_with_content(store).await;
    let res = app
        .client
        .get(app.url("/ver3/api/v3/http/search?keyword=xihu"))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 200);
    let etag = res
        .headers()
        .get("etag")
        .and_then(|v| v.to_str().ok())
        .expect("etag")
        .to_string();
    assert!(res.headers().get("cache-control").is_some());
    let again = app
        .client
        .get(app.url("/ver3/api/v3/common-region"))
        .header("if-none-match", &etag)
        .send()
        .await
        .expect("request");
    assert_eq!(again.status(), 304);
    let stale = app
        .client
        .get(app.url("/ver3/api/v3/common-region"))
        .header("if-none-match", "\"something-else\"")
        .send()
        .await
        .expect("request");
    assert_eq!(stale.status(), 200);
    app.stop().await;
});

both_stores!(nearby_is_sorted_by_distance, |store| {
    let (app, _dir) = app_with_content(store).await;
    // Beside West Lake.
    let body = app
        .get_json("/ver3/api/poi/v1/nearby?lat=30.2431&lng=120.1502&radius=5&size=50")
        .await;
    assert_ok(&body);
    let list = body["data"]["list"].as_array().cloned().unwrap_or_default();
    assert!(list.len() >= 5, "{body}");
    assert_eq!(list[0]["id"], "scenic-hz-xihu");
    assert_eq!(list[0]["distance"], 0.0);
    let d: Vec<f64> = list
        .iter()
        .map(|i| i["distance"].as_f64().unwrap_or(f64::NAN))
        .collect();
    assert!(d.windows(2).all(|w| w[0] <= w[1]), "{d:?}");
    assert!(
        d.iter().all(|x| *x <= 5.0 && (x * 100.0).fract() == 0.0),
        "{d:?}"
    );
    assert!(list.iter().all(|i| i["city_id"] == 1201));
    assert!(
        list.iter()
            .all(|i| i["page"] == page_of_kind(i["kind"].as_str().unwrap_or("")))
    );
    assert_eq!(body["data"]["total"].as_u64(), Some(list.len() as u64));

    // A kind filter and a smaller radius only ever remove places.
    let body = app
        .get_json("/ver3/api/poi/v1/nearby?lat=30.2431&lng=120.1502&radius=5&kind=hotel&size=50")
        .await;
    let hotels = body["data"]["list"].as_array().cloned().unwrap_or_default();
    assert!(!hotels.is_empty() && hotels.iter().all(|i| i["kind"] == "hotel"));
    // Nothing in the middle of the sea; bad input is named.
    let body = app
        .get_json("/ver3/api/poi/v1/nearby?lat=25.0&lng=125.0")
        .await;
    assert_eq!(body["data"]["total"], 0);
    let body = app
        .get_json("/ver3/api/poi/v1/nearby?lat=30.2&lng=120.1&radius=500")
        .await;
    assert_eq!(body["data"]["field"], "radius");
    let body = app
        .get_json("/ver3/api/poi/v1/nearby?lat=300&lng=120.1")
        .await;
    assert_eq!(body["data"]["field"], "lat");
    let body = app
        .get_json("/ver3/api/poi/v1/nearby?lat=abc&lng=120.1")
        .await;
    assert_eq!(body["data"]["field"], "lat");
    let body = app.get_json("/ver3/api/poi/v1/nearby?lng=120.1").await;
    assert_eq!(body["data"]["field"], "lat");
    app.stop().await;
});

both_stores!(geo_answers_in_the_map_service_shapes, |store| {
    let (app, _dir) = app_with_content(store).await;

    // Translate: GPS to GCJ-02 moves Hangzhou a few hundred metres east-ish.
    let body = app
        .get_json("/ver3/api/v3/geo/translate?locations=30.2435,120.182;39.915,116.404&type=1")
        .await;
    assert_ok(&body);
    let locs = body["data"]["locations"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(locs.len(), 2);
    assert!(
        (locs[1]["lat"].as_f64().unwrap_or(0.0) - 39.916404).abs() < 1e-6,
        "{body}"
    );
    assert!(
        (locs[1]["lng"].as_f64().unwrap_or(0.0) - 116.410244).abs() < 1e-6,
        "{body}"
    );
    let body = app
        .get_json("/ver3/api/v3/geo/translate?locations=30.2,120.1;oops")
        .await;
    assert_eq!(body["data"]["field"], "locations[1]");
    let body = app
        .get_json("/ver3/api/v3/geo/translate?locations=30.2,120.1&type=9")
        .await;
    assert_eq!(body["data"]["field"], "type");

    // Reverse: West Lake is in Xihu District, Hangzhou.
    let body = app
        .get_json("/ver3/api/v3/geo/reverse?location=30.2431,120.1502")
        .await;
    assert_ok(&body);
    let d = &body["data"];
    assert_eq!(d["address_component"]["province"], "浙江省");
    assert_eq!(d["address_component"]["city"], "杭州市");
    assert_eq!(d["address_component"]["district"], "西湖区");
    assert_eq!(d["ad_info"]["adcode"], "330106");
    assert_eq!(d["ad_info"]["city_id"], 1201);
    assert_eq!(d["address"], "浙江省杭州市西湖区");
    assert_eq!(d["formatted_addresses"]["rough"], "杭州市西湖区");
    assert_eq!(d["pois"][0]["id"], "scenic-hz-xihu");
    assert_eq!(d["pois"][0]["ad_info"]["district"], "西湖区");
    assert!(d["pois"][0]["distance"].is_number());
    assert_eq!(d["address_reference"]["landmark"]["id"], "scenic-hz-xihu");
    assert_eq!(d["location"]["lat"], 30.2431);
    // Wuzhen is in Tongxiang, Jiaxing.
    let body = app
        .get_json("/ver3/api/v3/geo/reverse?location=30.745,120.487")
        .await;
    assert_eq!(body["data"]["ad_info"]["adcode"], "330483");
    assert_eq!(body["data"]["ad_info"]["city_id"], 1209);
    // Beijing is outside the service area; a malformed location is named.
    let body = app
        .get_json("/ver3/api/v3/geo/reverse?location=39.9,116.4")
        .await;
    assert_eq!(body["code"], 40400, "{body}");
    let body = app.get_json("/ver3/api/v3/geo/reverse?location=30.2").await;
    assert_eq!(body["data"]["field"], "location");

    // IP location: a Hangzhou address, a Ningbo one, and loopback (the default).
    let body = app.get_json("/ver3/api/v3/geo/ip?ip=115.236.0.1").await;
    assert_ok(&body);
    assert_eq!(body["data"]["fallback"], false, "{body}");
    assert_eq!(body["data"]["ad_info"]["city"], "杭州市");
    assert!(
        body["data"]["source"]
            .as_str()
            .unwrap_or("")
            .starts_with("ip2region")
    );
    let body = app.get_json("/ver3/api/v3/geo/ip?ip=60.190.0.1").await;
    assert_eq!(body["data"]["ad_info"]["city_id"], 1202, "{body}");
    for path in [
        "/ver3/api/v3/geo/ip",
        "/ver3/api/v3/geo/ip?ip=8.8.8.8",
        "/ver3/api/v3/geo/ip?ip=2001:db8::1",
    ] {
        let body = app.get_json(path).await;
        assert_ok(&body);
        assert_eq!(body["data"]["fallback"], true, "{path}: {body}");
        assert_eq!(body["data"]["location"]["lat"], 30.2435);
        assert_eq!(body["data"]["location"]["lng"], 120.182);
        assert_eq!(body["data"]["ad_info"]["city"], "杭州市");
    }
    let body = app.get_json("/ver3/api/v3/geo/ip?ip=not-an-ip").await;
    assert_eq!(body["data"]["field"], "ip");
    app.stop().await;
});

both_stores!(common_region_lists_cities_and_counties, |store| {
    let (app, _dir) = app_with_content(store).await;
    let body = app.get_json("/ver3/api/v3/common-region").await;
    assert_ok(&body);
    let cities = body["data"]["list"].as_array().cloned().unwrap_or_default();
    let ids: Vec<u64> = cities.iter().filter_map(|c| c["id"].as_u64()).collect();
    assert_eq!(
        ids,
        vec![
            1201, 1202, 1203, 1204, 1205, 1209, 1224, 1230, 1235, 1239, 1245
        ]
    );
    let counties: usize = cities
        .iter()
        .map(|c| c["counties"].as_array().map_or(0, Vec::len))
        .sum();
    assert_eq!(counties, 90);
    assert!(
        cities[0]["counties"]
            .as_array()
            .is_some_and(|c| c.iter().any(|x| x["name"] == "余杭区"))
    );
    for (name, id) in [
        ("宁波", 1202),
        ("宁波市", 1202),
        ("Wenzhou", 1203),
        ("1224", 1224),
        ("火星市", 1201),
        ("", 0),
    ] {
        let body = app
            .get_json(&format!(
                "/ver3/api/v3/common-region?city={}",
                urlencode(name)
            ))
            .await;
        assert_ok(&body);
        if id == 0 {
            assert_eq!(body["data"]["city_id"], Value::Null);
            assert_eq!(body["data"]["list"].as_array().map(Vec::len), Some(11));
        } else {
            assert_eq!(body["data"]["city_id"], id, "{name}");
            assert_eq!(body["data"]["list"][0]["id"], id, "{name}");
        }
    }
    app.stop().await;
});

both_stores!(an_empty_store_answers_empty_lists, |store| {
    let app = spawn_app(store).await;
    let body = app.get_json("/ver3/api/v3/http/search?keyword=xihu").await;
    assert_ok(&body);
    assert_eq!(body["data"]["total"], 0);
    let body = app
        .get_json("/ver3/api/poi/v1/nearby?lat=30.2431&lng=120.1502")
        .await;
    assert_eq!(body["data"]["total"], 0);
    let body = app.get_json("/ver3/api/v3/common-region").await;
    assert_eq!(body["data"]["list"].as_array().map(Vec::len), Some(0));
    app.stop().await;
});

// Behind a listed proxy, IP location reads the visitor's address from X-Forwarded-For;
// from anyone else the header is ignored and the caller's own address is used.
#[tokio::test]
async fn ip_location_reads_the_visitor_behind_a_trusted_proxy() {
    let dir = tempfile::tempdir().expect("temp dir");
    youzhe_content::fixture::write(dir.path()).expect("fixture");
    let path = dir.path().to_string_lossy().into_owned();
    let located = |app: &TestApp| {
        let req = app
            .client
            .get(app.url("/ver3/api/v3/geo/ip"))
            .header("x-forwarded-for", "115.236.0.1");
        async move { req.send().await.unwrap().json::<Value>().await.unwrap() }
    };

    let app = spawn_app_with(
        Store::Sqlite,
        &[
            ("YOUZHE_CONTENT_DIR", &path),
            ("YOUZHE_TRUSTED_PROXIES", "127.0.0.1"),
        ],
    )
    .await;
    let body = located(&app).await;
    assert_eq!(body["data"]["fallback"], false, "{body}");
    assert_eq!(body["data"]["ip"], "115.236.0.1");
    assert_eq!(body["data"]["ad_info"]["city"], "杭州市");
    app.stop().await;

    let app = spawn_app_with(Store::Sqlite, &[("YOUZHE_CONTENT_DIR", &path)]).await;
    let body = located(&app).await;
    assert_eq!(
        body["data"]["fallback"], true,
        "forged header trusted: {body}"
    );
    assert_eq!(body["data"]["ip"], "127.0.0.1");
    app.stop().await;
}
