//! The tour-lines area (docs/LINES.md) through the real server with the shipped Zhejiang
//! content: themes, the paged list, one line day by day, the line as GPX, on both stores.

use crate::{both_stores, helpers::*};

const API: &str = "/ver3/api/v3/lines";

/// The element names in document order, checking every tag closes the one it opened.
fn balanced_tags(xml: &str) -> Vec<String> {
    let mut open: Vec<String> = Vec::new();
    let mut seen = Vec::new();
    let body = xml.trim_start();
    assert!(body.starts_with("<?xml version=\"1.0\" encoding=\"UTF-8\"?>"));
    let body = &body[body.find("?>").unwrap() + 2..];
    for part in body.split('<').skip(1) {
        let tag = &part[..part.find('>').expect("a tag closes")];
        if let Some(name) = tag.strip_prefix('/') {
            assert_eq!(open.pop().as_deref(), Some(name), "{xml}");
        } else {
            let name = tag.split_whitespace().next().unwrap().to_string();
            seen.push(name.clone());
            if !tag.ends_with('/') {
                open.push(name);
            }
        }
    }
    assert!(open.is_empty(), "unclosed {open:?}");
    seen
}

both_stores!(themes_and_lengths_count_every_line, |store| {
    let app = shipped_app(store).await;
    let d = app.get_json(&format!("{API}/themes")).await;
    let d = ok_data(&d);
    assert_eq!(d["total"], 36);
    let themes = d["themes"].as_array().unwrap();
    let in_themes: u64 = themes.iter().map(|t| t["lines"].as_u64().unwrap()).sum();
    assert_eq!(in_themes, 36);
    assert!(
        themes
            .iter()
            .any(|t| t["id"] == "classic" && t["name"] == "经典" && t["lines"] == 8)
    );
    let lengths = d["lengths"].as_array().unwrap();
    let days: Vec<u64> = lengths
        .iter()
        .map(|l| l["days"].as_u64().unwrap())
        .collect();
    assert_eq!(days, [1, 2, 3, 5]);
});

both_stores!(the_list_pages_and_filters, |store| {
    let app = shipped_app(store).await;
    let body = app.get_json(&format!("{API}/list?size=20")).await;
    let d = ok_data(&body);
    assert_eq!(d["total"], 36);
    assert_eq!(d["list"].as_array().unwrap().len(), 20);
    let first = &d["list"][0];
    assert_eq!(first["id"], "line-hz-classic-1d");
    assert_eq!(first["page"], "pages/line/lineDetail");
    assert_eq!(first["theme"], "classic");
    assert_eq!(first["days"], 1);
    assert_eq!(first["stop_count"], 5);
    assert_eq!(first["city_names"][0], "杭州市");
    let last = app.get_json(&format!("{API}/list?size=20&page=2")).await;
    assert_eq!(ok_data(&last)["list"].as_array().unwrap().len(), 16);

    let body = app
        .get_json(&format!("{API}/list?theme=family&size=50"))
        .await;
    let list = ok_data(&body)["list"].as_array().unwrap().clone();
    assert_eq!(list.len(), 5);
    assert!(list.iter().all(|l| l["theme_name"] == "亲子"));
    let body = app.get_json(&format!("{API}/list?days=2&size=50")).await;
    let d = ok_data(&body);
    assert_eq!(d["total"], 17);
    assert!(d["list"].as_array().unwrap().iter().all(|l| l["days"] == 2));
    let none = app.get_json(&format!("{API}/list?days=30")).await;
    assert_eq!(ok_data(&none)["total"], 0);
    let blank = app.get_json(&format!("{API}/list?theme=")).await;
    assert_eq!(ok_data(&blank)["total"], 36);
});

both_stores!(a_line_day_by_day_with_legs_between_stops, |store| {
    let app = shipped_app(store).await;
    let body = app
        .get_json(&format!("{API}/detail?id=line-hz-classic-2d"))
        .await;
    let d = ok_data(&body);
    assert_eq!(d["days"], 2);
    assert!(d["estimate"].as_str().unwrap().contains("估算"));
    let days = d["itinerary"].as_array().unwrap();
    assert_eq!(days.len(), 2);
    for day in days {
        let stops = day["stops"].as_array().unwrap();
        assert!(stops[0]["from_previous"].is_null(), "a day starts afresh");
        let mut total = 0.0;
        for s in &stops[1..] {
            let leg = &s["from_previous"];
            let km = leg["distance_km"].as_f64().unwrap();
            assert!(km > 0.0 && km < 200.0, "{leg}");
            assert_eq!(leg["minutes"].as_u64().unwrap() % 5, 0);
            assert!(["walk", "drive"].contains(&leg["mode"].as_str().unwrap()));
            total += km;
        }
        assert!((day["distance_km"].as_f64().unwrap() - total).abs() < 0.02);
        assert!(stops.iter().all(|s| s["stay_minutes"].as_u64().is_some()));
    }
    let first = &days[0]["stops"][0];
    assert_eq!(first["place"]["id"], "scenic-hz-xihu");
    assert_eq!(first["place"]["page"], "pages/poi/detail/scenic");
    assert_eq!(first["stay_minutes"], 180);
    assert_eq!(first["order"], 1);
});

both_stores!(a_line_as_gpx, |store| {
    let app = shipped_app(store).await;
    let url = app.url(&format!("{API}/detail?id=line-hz-classic-1d&format=gpx"));
    let res = app.client.get(&url).send().await.unwrap();
    assert_eq!(res.headers()["content-type"], "application/gpx+xml");
    assert!(res.headers().contains_key("etag"));
    let text = res.text().await.unwrap();
    let tags = balanced_tags(&text);
    assert_eq!(tags.iter().filter(|t| *t == "wpt").count(), 5);
    assert_eq!(tags.iter().filter(|t| *t == "rtept").count(), 5);
    let names: Vec<&str> = text
        .split("<wpt ")
        .skip(1)
        .map(|w| &w[w.find("<name>").unwrap() + 6..w.find("</name>").unwrap()])
        .collect();
    assert_eq!(names[0], "D1-1 灵隐寺与飞来峰");
    assert!(names[4].starts_with("D1-5 "));
    assert!(text.contains("lat=\"30.2") && text.contains("lon=\"120.1"));
});

both_stores!(bad_input_and_unknown_ids, |store| {
    let app = shipped_app(store).await;
    refused(&app, &format!("{API}/list?theme=poets"), "theme").await;
    refused(&app, &format!("{API}/list?days=0"), "days").await;
    refused(&app, &format!("{API}/list?days=x"), "days").await;
    refused(&app, &format!("{API}/list?size=51"), "size").await;
    refused(&app, &format!("{API}/list?page=0"), "page").await;
    refused(&app, &format!("{API}/detail"), "id").await;
    refused(
        &app,
        &format!("{API}/detail?id=line-hz-classic-1d&format=kml"),
        "format",
    )
    .await;
    for path in [
        "detail?id=line-nowhere",
        "detail?id=line-nowhere&format=gpx",
    ] {
        let body = app.get_json(&format!("{API}/{path}")).await;
        assert_eq!(body["code"], 40400, "{path}: {body}");
        assert_eq!(body["msg"], "线路不存在");
    }
});

both_stores!(answers_carry_the_content_etag, |store| {
    let app = shipped_app(store).await;
    for path in ["detail?id=line-hz-classic-1d", "list", "themes"] {
        let url = app.url(&format!("{API}/{path}"));
        let res = app.client.get(&url).send().await.unwrap();
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

both_stores!(a_famous_persons_trail_is_a_line, |store| {
    let app = shipped_app(store).await;
    // 吴昌硕's three places, day by day, with legs like any line.
    let body = app
        .get_json(&format!("{API}/detail?id=trail-person-wu-changshuo"))
        .await;
    let d = ok_data(&body);
    assert_eq!(d["id"], "trail-person-wu-changshuo");
    assert_eq!(d["name"], "吴昌硕足迹");
    assert_eq!(d["theme"], "culture");
    assert!(d["description"].as_str().unwrap().contains("生成"));
    let stops: Vec<&serde_json::Value> = d["itinerary"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|day| day["stops"].as_array().unwrap())
        .collect();
    assert_eq!(stops.len(), 3);
    assert_eq!(d["stop_count"], 3);
    let person = app
        .get_json("/ver3/api/v3/famous/person?id=person-wu-changshuo")
        .await;
    let mut of_life: Vec<String> = ok_data(&person)["places"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["place"]["id"].as_str().unwrap().to_string())
        .collect();
    let mut walked: Vec<String> = stops
        .iter()
        .map(|s| s["place"]["id"].as_str().unwrap().to_string())
        .collect();
    // It starts where the person's own list starts and visits every place once.
    assert_eq!(walked[0], of_life[0]);
    of_life.sort();
    walked.sort();
    assert_eq!(walked, of_life);

    // As GPX too.
    let url = app.url(&format!(
        "{API}/detail?id=trail-person-wu-changshuo&format=gpx"
    ));
    let gpx = app
        .client
        .get(&url)
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(
        balanced_tags(&gpx).iter().filter(|t| *t == "wpt").count(),
        3
    );

    // A person of one place, an unknown person, and a person's id without the prefix.
    for id in [
        "trail-person-cai-yuanpei",
        "trail-person-nobody",
        "person-wu-changshuo",
    ] {
        let body = app.get_json(&format!("{API}/detail?id={id}")).await;
        assert_eq!(body["code"], 40400, "{id}: {body}");
    }
});
