//! The famous-people area (docs/FAMOUS.md) through the real server with the shipped
//! Zhejiang content: themes, the paged list, one person, one place story, on both stores.

use crate::{both_stores, helpers::*};

const API: &str = "/ver3/api/v3/famous";

async fn not_found(app: &TestApp, path: &str, msg: &str) {
    let body = app.get_json(path).await;
    assert_eq!(body["code"], 40400, "{path}: {body}");
    assert_eq!(body["msg"], msg, "{path}");
}

both_stores!(themes_and_cities_count_every_person, |store| {
    let app = shipped_app(store).await;
    let body = app.get_json(&format!("{API}/themes")).await;
    let d = ok_data(&body);
    assert_eq!(d["total"], 51);
    let themes = d["themes"].as_array().unwrap();
    let ids: Vec<&str> = themes.iter().map(|t| t["id"].as_str().unwrap()).collect();
    for id in ["literature", "thought", "science", "revolution", "art"] {
        assert!(ids.contains(&id), "{ids:?}");
    }
    assert!(themes.iter().all(|t| t["people"].as_u64().unwrap() > 0));
    let cities = d["cities"].as_array().unwrap();
    let in_cities: u64 = cities.iter().map(|c| c["people"].as_u64().unwrap()).sum();
    assert_eq!(in_cities, 51);
    assert!(
        cities
            .iter()
            .any(|c| c["city_id"] == 1205 && c["city_name"] == "绍兴市")
    );
});

both_stores!(the_list_pages_and_filters, |store| {
    let app = shipped_app(store).await;
    let body = app.get_json(&format!("{API}/people?size=20")).await;
    let d = ok_data(&body);
    assert_eq!(d["total"], 51);
    assert_eq!(d["list"].as_array().unwrap().len(), 20);
    let first = &d["list"][0];
    assert_eq!(first["id"], "person-lu-xun");
    assert_eq!(first["name"], "鲁迅");
    assert_eq!(first["page"], "pages/famous/peopledetail");
    assert_eq!(first["city_name"], "绍兴市");
    assert!(first["place_count"].as_u64().unwrap() >= 1);
    assert!(first["summary"].as_str().unwrap().ends_with('。'));
    let last = app.get_json(&format!("{API}/people?size=20&page=3")).await;
    assert_eq!(ok_data(&last)["list"].as_array().unwrap().len(), 11);

    let body = app
        .get_json(&format!("{API}/people?theme=science&size=50"))
        .await;
    let d = ok_data(&body);
    let list = d["list"].as_array().unwrap();
    assert!(!list.is_empty());
    assert_eq!(d["total"].as_u64().unwrap(), list.len() as u64);
    for p in list {
        assert!(
            p["themes"].as_array().unwrap().contains(&"science".into()),
            "{p}"
        );
    }
    let body = app
        .get_json(&format!(
            "{API}/people?cityId=1205&theme=literature&size=50"
        ))
        .await;
    let list = ok_data(&body)["list"].as_array().unwrap().clone();
    assert!(list.iter().any(|p| p["id"] == "person-lu-xun"));
    assert!(list.iter().all(|p| p["city_id"] == 1205));
    let none = app.get_json(&format!("{API}/people?cityId=9999")).await;
    assert_eq!(ok_data(&none)["total"], 0);
    let blank = app.get_json(&format!("{API}/people?theme=")).await;
    assert_eq!(ok_data(&blank)["total"], 51);
});

both_stores!(a_person_with_the_places_of_their_life, |store| {
    let app = shipped_app(store).await;
    let body = app
        .get_json(&format!("{API}/person?id=person-lu-xun"))
        .await;
    let d = ok_data(&body);
    assert_eq!(d["name"], "鲁迅");
    assert_eq!(d["hometown"], "越城区");
    assert!(d["biography"].as_str().unwrap().contains("狂人日记"));
    assert!(!d["source"].as_str().unwrap().is_empty());
    let places = d["places"].as_array().unwrap();
    assert_eq!(places.len(), 2);
    assert_eq!(places[0]["place"]["id"], "site-sx-luxun-guli");
    // 咸亨酒店, from 《孔乙己》: two places make a trail.
    assert_eq!(places[1]["place"]["id"], "restaurant-sx-xianheng");
    assert_eq!(d["trail"], "trail-person-lu-xun");
    assert_eq!(places[0]["place"]["page"], "pages/poi/detail/site");
    assert!(places[0]["story"].as_str().unwrap().contains("鲁迅"));

    // The place page links back to the person through its page route.
    let place = app
        .get_json("/ver3/api/poi/v1/details?id=site-sx-luxun-guli")
        .await;
    let people = ok_data(&place)["people"].as_array().unwrap().clone();
    let link = people.iter().find(|p| p["id"] == "person-lu-xun").unwrap();
    assert_eq!(link["page"], "pages/famous/peopledetail");

    let story = app
        .get_json(&format!(
            "{API}/story?personId=person-lu-xun&placeId=site-sx-luxun-guli"
        ))
        .await;
    let s = ok_data(&story);
    assert_eq!(s["person"]["id"], "person-lu-xun");
    assert_eq!(s["place"]["id"], "site-sx-luxun-guli");
    assert!(!s["description"].as_str().unwrap().is_empty());
    assert_eq!(s["story"], places[0]["story"]);
    let others = s["others"].as_array().unwrap();
    assert_eq!(others.len(), 1);
    assert_eq!(others[0]["id"], "restaurant-sx-xianheng");

    // One place is no trail.
    let one = app
        .get_json(&format!("{API}/person?id=person-cai-yuanpei"))
        .await;
    assert_eq!(ok_data(&one)["trail"], serde_json::Value::Null);
});

both_stores!(bad_input_and_unknown_ids, |store| {
    let app = shipped_app(store).await;
    refused(&app, &format!("{API}/people?theme=poets"), "theme").await;
    refused(&app, &format!("{API}/people?size=51"), "size").await;
    refused(&app, &format!("{API}/people?page=0"), "page").await;
    refused(&app, &format!("{API}/people?cityId=x"), "cityId").await;
    refused(&app, &format!("{API}/person"), "id").await;
    refused(
        &app,
        &format!("{API}/story?personId=person-lu-xun"),
        "placeId",
    )
    .await;
    not_found(
        &app,
        &format!("{API}/person?id=person-nobody"),
        "人物不存在",
    )
    .await;
    not_found(
        &app,
        &format!("{API}/story?personId=person-nobody&placeId=site-sx-luxun-guli"),
        "人物不存在",
    )
    .await;
    not_found(
        &app,
        &format!("{API}/story?personId=person-lu-xun&placeId=scenic-hz-xihu"),
        "该地点与此人物无关",
    )
    .await;
});

both_stores!(answers_carry_the_content_etag, |store| {
    let app = shipped_app(store).await;
    let url = app.url(&format!("{API}/person?id=person-lu-xun"));
    let res = app.client.get(&url).send().await.unwrap();
    let etag = res.headers()["etag"].to_str().unwrap().to_string();
    let again = app
        .client
        .get(&url)
        .header("if-none-match", &etag)
        .send()
        .await
        .unwrap();
    assert_eq!(again.status().as_u16(), 304);
});
