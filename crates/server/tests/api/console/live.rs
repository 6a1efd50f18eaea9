//! The live form: a crowd level through an operator session, in the operator's region.

use reqwest::Method;
use serde_json::json;
use youzhe_core::time::{now_ms, rfc3339_shanghai};
use youzhe_operators::Role;

use super::{DONGQIAN_LAKE, WEST_LAKE, app, audited, code, rows};
use crate::{
    both_stores,
    operators::{SHANGCHENG, XIHU, add, call, sign_in, write},
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
