//! Roles and scope: every write this area has, tried by an operator of the wrong role and
//! of the wrong county, is refused with nothing changed; a disabled operator's session
//! ends at once.

use reqwest::Method;
use serde_json::json;
use youzhe_operators::Role;

use super::{PASSWORD, SHANGCHENG, XIHU, add, app, code, get, sign_in, snapshot, write};
use crate::both_stores;

both_stores!(
    wrong_role_and_wrong_county_are_refused_and_change_nothing,
    |store| {
        let app = app(store, &[]).await;
        add(&app, "admin", Role::ProvinceAdmin, None).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        let other_county = add(&app, "ed-shangcheng", Role::CountyEditor, Some(SHANGCHENG)).await;
        add(&app, "mod", Role::Moderator, None).await;
        add(&app, "city", Role::CityEditor, None).await;
        add(&app, "analyst", Role::Analyst, None).await;
        let before = snapshot(&app).await;

        let writes = [
            (
                Method::POST,
                "/operators".to_string(),
                json!({"username": "new-ed", "role": "county_editor", "countyCode": SHANGCHENG, "password": PASSWORD}),
            ),
            (
                Method::PATCH,
                format!("/operators/{other_county}"),
                json!({"displayName": "改名"}),
            ),
            (
                Method::PATCH,
                format!("/operators/{other_county}"),
                json!({"disabled": true}),
            ),
            (
                Method::PATCH,
                format!("/operators/{other_county}"),
                json!({"password": "another long password"}),
            ),
            (
                Method::PATCH,
                format!("/operators/{other_county}"),
                json!({"role": "county_editor", "countyCode": XIHU}),
            ),
        ];
        for who in ["ed-xihu", "mod", "city", "analyst"] {
            let s = sign_in(&app, who).await;
            for (method, path, body) in &writes {
                let r = write(&app, &s, method.clone(), path, body.clone()).await;
                assert_eq!(code(&r), 40300, "{who} {method} {path}: {r}");
            }
            for path in ["/operators", "/audit"] {
                assert_eq!(code(&get(&app, &s, path).await), 40300, "{who} GET {path}");
            }
            // Their own account reads fine.
            assert_eq!(get(&app, &s, "/me").await["data"]["username"], who);
        }
        assert_eq!(snapshot(&app).await, before, "nothing changed");
        // The county editor of 西湖 still signs in as before, and 上城's editor too.
        sign_in(&app, "ed-shangcheng").await;
        let me = get(&app, &sign_in(&app, "ed-xihu").await, "/me").await;
        assert_eq!(
            (
                me["data"]["cityId"].as_i64(),
                me["data"]["countyCode"].as_str()
            ),
            (Some(1201), Some(XIHU))
        );
    }
);

both_stores!(a_disabled_operators_session_stops_at_once, |store| {
    let app = app(store, &[]).await;
    let admin_id = add(&app, "admin", Role::ProvinceAdmin, None).await;
    let ed = add(&app, "editor", Role::CountyEditor, Some(XIHU)).await;
    let admin = sign_in(&app, "admin").await;
    let s = sign_in(&app, "editor").await;
    assert_eq!(code(&get(&app, &s, "/me").await), 0);

    let r = write(
        &app,
        &admin,
        Method::PATCH,
        &format!("/operators/{ed}"),
        json!({"disabled": true}),
    )
    .await;
    assert_eq!((code(&r), &r["data"]["disabled"]), (0, &json!(true)), "{r}");
    assert_eq!(code(&get(&app, &s, "/me").await), 40003);
    // Enabling the account again does not bring the old session back.
    let r = write(
        &app,
        &admin,
        Method::PATCH,
        &format!("/operators/{ed}"),
        json!({"disabled": false}),
    )
    .await;
    assert_eq!(code(&r), 0);
    assert_eq!(code(&get(&app, &s, "/me").await), 40003);

    // An admin cannot disable themselves or change their own role.
    let before = snapshot(&app).await;
    let r = write(
        &app,
        &admin,
        Method::PATCH,
        &format!("/operators/{admin_id}"),
        json!({"disabled": true}),
    )
    .await;
    assert_eq!(code(&r), 40300, "{r}");
    let r = write(
        &app,
        &admin,
        Method::PATCH,
        &format!("/operators/{admin_id}"),
        json!({"role": "analyst"}),
    )
    .await;
    assert_eq!(code(&r), 40300, "{r}");
    assert_eq!(snapshot(&app).await, before);
});

both_stores!(bad_input_names_its_field_and_writes_nothing, |store| {
    let app = app(store, &[]).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    let admin = sign_in(&app, "admin").await;
    let before = snapshot(&app).await;
    for (body, field) in [
        (
            json!({"username": "Bad Name", "role": "analyst", "password": PASSWORD}),
            "username",
        ),
        (
            json!({"username": "editor", "role": "analyst", "password": "short"}),
            "password",
        ),
        (
            json!({"username": "editor", "role": "city_editor", "password": PASSWORD}),
            "cityId",
        ),
        (
            json!({"username": "editor", "role": "city_editor", "cityId": 9999, "password": PASSWORD}),
            "cityId",
        ),
        (
            json!({"username": "editor", "role": "county_editor", "countyCode": "999999", "password": PASSWORD}),
            "countyCode",
        ),
        (
            json!({"username": "editor", "role": "county_editor", "cityId": 1202, "countyCode": XIHU, "password": PASSWORD}),
            "cityId",
        ),
        (
            json!({"username": "editor", "role": "moderator", "cityId": 1201, "password": PASSWORD}),
            "cityId",
        ),
        (
            json!({"username": "editor", "role": "overlord", "password": PASSWORD}),
            "role",
        ),
    ] {
        let r = write(&app, &admin, Method::POST, "/operators", body.clone()).await;
        assert_eq!(
            (code(&r), r["data"]["field"].as_str()),
            (40000, Some(field)),
            "{body}: {r}"
        );
    }
    let r = write(
        &app,
        &admin,
        Method::POST,
        "/operators",
        json!({"username": "admin", "role": "analyst", "password": PASSWORD}),
    )
    .await;
    assert_eq!(code(&r), 40900, "{r}");
    let r = write(
        &app,
        &admin,
        Method::PATCH,
        "/operators/999",
        json!({"displayName": "x"}),
    )
    .await;
    assert_eq!(code(&r), 40400, "{r}");
    let r = write(
        &app,
        &admin,
        Method::PATCH,
        "/operators/0",
        json!({"displayName": "x"}),
    )
    .await;
    assert_eq!(r["data"]["field"], "id");
    assert_eq!(snapshot(&app).await, before);
});

both_stores!(the_accounts_are_read_a_page_at_a_time, |store| {
    let app = app(store, &[]).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    for i in 0..4 {
        add(&app, &format!("ed-{i}"), Role::CountyEditor, Some(XIHU)).await;
    }
    let admin = sign_in(&app, "admin").await;
    let names = |v: &serde_json::Value| -> Vec<String> {
        v["data"]["list"]
            .as_array()
            .unwrap_or_else(|| panic!("{v}"))
            .iter()
            .map(|o| o["username"].as_str().unwrap().to_string())
            .collect()
    };
    let first = get(&app, &admin, "/operators?page=1&size=2").await;
    assert_eq!(names(&first), ["admin", "ed-0"]);
    assert_eq!(first["data"]["total"], 5);
    let last = get(&app, &admin, "/operators?page=3&size=2").await;
    assert_eq!(names(&last), ["ed-3"]);
    let bad = get(&app, &admin, "/operators?size=51").await;
    assert_eq!(
        (code(&bad), bad["data"]["field"].as_str()),
        (40000, Some("size"))
    );
});
