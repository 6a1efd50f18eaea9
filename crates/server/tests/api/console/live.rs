//! The live form: a crowd level through an operator session, in the operator's region.

use reqwest::Method;
use serde_json::json;
use youzhe_core::time::{now_ms, rfc3339_shanghai};
use youzhe_operators::Role;

use super::{DONGQIAN_LAKE, WEST_LAKE, app, audited, code, rows};
use crate::{
    both_stores,
    operators::{SHANGCHENG, XIHU, add, call, get, sign_in, write},
};

both_stores!(crowd_levels_from_the_form_in_the_editors_region, |store| {
    let app = app(store).await;
    add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
    add(&app, "ed-sc", Role::CountyEditor, Some(SHANGCHENG)).await;
    add(&app, "ed-hz", Role::CityEditor, None).await;
    add(&app, "mod", Role::Moderator, None).await;
    let xihu = sign_in(&app, "ed-xihu").await;
    let shangcheng = sign_in(&app, "ed-sc").await;
    let city = sign_in(&app, "ed-hz").await;
    let moderator = sign_in(&app, "mod").await;
    let body = |place: &str, level: &str| json!({"place_id": place, "level": level, "observed_at": rfc3339_shanghai(now_ms()), "ttl_seconds": 3600});

    // Refused: another county, another city, a role without the live form, no CSRF header.
    for (s, place) in [
        (&shangcheng, WEST_LAKE),
        (&city, DONGQIAN_LAKE),
        (&moderator, WEST_LAKE),
    ] {
        let b = write(&app, s, Method::POST, "/live/crowd", body(place, "拥挤")).await;
        assert_eq!(code(&b), 40300, "{b}");
    }
    let b = call(
        &app,
        &xihu,
        Method::POST,
        "/live/crowd",
        None,
        Some(body(WEST_LAKE, "拥挤")),
    )
    .await;
    assert_eq!(code(&b), 40300, "{b}");
    // The ingest's own checks, each naming its field.
    for (bad, field) in [
        (body("hotel-hz-nope", "拥挤"), "place_id"),
        (body(WEST_LAKE, "很多"), "level"),
        (
            json!({"place_id": WEST_LAKE, "level": "舒适", "observed_at": "2020-01-01T00:00:00+08:00", "ttl_seconds": 3600}),
            "observed_at",
        ),
    ] {
        let b = write(&app, &xihu, Method::POST, "/live/crowd", bad).await;
        assert_eq!(
            (code(&b), b["data"]["field"].clone()),
            (40000, json!(field)),
            "{b}"
        );
    }
    assert_eq!(rows(&app, "live_crowd").await, 0);
    assert!(audited(&app, "live.crowd").await.is_empty());

    let b = write(
        &app,
        &xihu,
        Method::POST,
        "/live/crowd",
        body(WEST_LAKE, "拥挤"),
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    assert_eq!(
        (b["data"]["state"].clone(), b["data"]["level"].clone()),
        (json!("fresh"), json!("拥挤"))
    );
    let b = write(
        &app,
        &city,
        Method::POST,
        "/live/crowd",
        body(WEST_LAKE, "较多"),
    )
    .await;
    assert_eq!(b["data"]["level"], "较多", "{b}");

    // Visitors see it on the live city page.
    let page = app.get_json("/ver3/api/v3/live/city?city_id=1201").await;
    let spot = page["data"]["crowd"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["crowd"]["place_id"] == WEST_LAKE)
        .expect("West Lake on the page")
        .clone();
    assert_eq!(spot["crowd"]["level"], "较多", "{spot}");
    assert_eq!(
        audited(&app, "live.crowd").await,
        vec![
            ("ed-xihu".to_string(), WEST_LAKE.to_string()),
            ("ed-hz".to_string(), WEST_LAKE.to_string())
        ]
    );
});

both_stores!(notices_from_the_form_on_the_live_pages, |store| {
    let app = app(store).await;
    add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
    add(&app, "ed-sc", Role::CountyEditor, Some(SHANGCHENG)).await;
    add(&app, "ed-hz", Role::CityEditor, None).await;
    add(&app, "mod", Role::Moderator, None).await;
    let xihu = sign_in(&app, "ed-xihu").await;
    let shangcheng = sign_in(&app, "ed-sc").await;
    let city = sign_in(&app, "ed-hz").await;
    let moderator = sign_in(&app, "mod").await;
    let tomorrow = rfc3339_shanghai(now_ms() + 86_400_000);
    let notice = |city_id: u32, county: Option<&str>, text: &str| json!({"city_id": city_id, "county_code": county, "text": text, "ends_at": tomorrow});

    // Refused: the whole city for a county editor, another county, a role without the form.
    for (s, body) in [
        (&xihu, notice(1201, None, "全市公告")),
        (&shangcheng, notice(1201, Some(XIHU), "西湖区公告")),
        (&moderator, notice(1201, None, "全市公告")),
    ] {
        let b = write(&app, s, Method::POST, "/live/notice", body).await;
        assert_eq!(code(&b), 40300, "{b}");
    }
    for (bad, field) in [
        (notice(9999, None, "x"), "city_id"),
        (notice(1202, Some(XIHU), "x"), "county_code"),
        (notice(1201, Some(XIHU), "  "), "text"),
        (
            json!({"city_id": 1201, "county_code": XIHU, "text": "x", "ends_at": "2020-01-01T00:00:00+08:00"}),
            "ends_at",
        ),
    ] {
        let b = write(&app, &xihu, Method::POST, "/live/notice", bad).await;
        assert_eq!(
            (code(&b), b["data"]["field"].clone()),
            (40000, json!(field)),
            "{b}"
        );
    }
    assert_eq!(code(&get(&app, &moderator, "/live/notices").await), 40300);
    assert!(audited(&app, "live.notice").await.is_empty());

    let own = write(
        &app,
        &xihu,
        Method::POST,
        "/live/notice",
        notice(1201, Some(XIHU), "断桥周末限流"),
    )
    .await;
    assert_eq!(code(&own), 0, "{own}");
    assert_eq!(own["data"]["county_code"], XIHU);
    let own_id = own["data"]["id"].as_i64().unwrap();
    let wide = write(
        &app,
        &city,
        Method::POST,
        "/live/notice",
        notice(1201, None, "地铁夜间延时运营"),
    )
    .await;
    assert_eq!(code(&wide), 0, "{wide}");

    // Visitors read both on the city page and the province page, newest first.
    let page = app.get_json("/ver3/api/v3/live/city?city_id=1201").await;
    let texts: Vec<&str> = page["data"]["notices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["text"].as_str().unwrap())
        .collect();
    assert_eq!(texts, vec!["地铁夜间延时运营", "断桥周末限流"], "{page}");
    let province = app.get_json("/ver3/api/v3/live/province").await;
    let hz = province["data"]["cities"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["city_id"] == 1201)
        .unwrap();
    assert_eq!(hz["notices"].as_array().unwrap().len(), 2);
    let nb = province["data"]["cities"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["city_id"] == 1202)
        .unwrap();
    assert_eq!(nb["notices"], json!([]));

    // Each editor lists what they may take down.
    assert_eq!(
        get(&app, &xihu, "/live/notices").await["data"]["list"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert_eq!(
        get(&app, &city, "/live/notices").await["data"]["list"]
            .as_array()
            .unwrap()
            .len(),
        2
    );

    let b = call(
        &app,
        &shangcheng,
        Method::DELETE,
        &format!("/live/notice/{own_id}"),
        Some(&shangcheng.csrf.clone()),
        None,
    )
    .await;
    assert_eq!(code(&b), 40300, "{b}");
    let b = call(
        &app,
        &xihu,
        Method::DELETE,
        &format!("/live/notice/{own_id}"),
        Some(&xihu.csrf.clone()),
        None,
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    let b = call(
        &app,
        &xihu,
        Method::DELETE,
        &format!("/live/notice/{own_id}"),
        Some(&xihu.csrf.clone()),
        None,
    )
    .await;
    assert_eq!(code(&b), 40900, "{b}");
    let b = call(
        &app,
        &xihu,
        Method::DELETE,
        "/live/notice/999999",
        Some(&xihu.csrf.clone()),
        None,
    )
    .await;
    assert_eq!(code(&b), 40400, "{b}");
    let page = app.get_json("/ver3/api/v3/live/city?city_id=1201").await;
    assert_eq!(
        page["data"]["notices"].as_array().unwrap().len(),
        1,
        "{page}"
    );

    assert_eq!(audited(&app, "live.notice").await.len(), 2);
    assert_eq!(
        audited(&app, "live.notice_withdraw").await,
        vec![("ed-xihu".to_string(), own_id.to_string())]
    );
});
