//! The audit log: a row with before and after for every operator write, newest first,
//! paged by id, readable by admins only, and never changed.

use reqwest::Method;
use serde_json::json;
use youzhe_operators::Role;

use super::{PASSWORD, XIHU, add, app, code, get, sign_in, write};
use crate::both_stores;

both_stores!(every_write_leaves_a_row_with_before_and_after, |store| {
    let app = app(store, &[]).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    let admin = sign_in(&app, "admin").await;
    let r = write(&app, &admin, Method::POST, "/operators",
        json!({"username": "editor", "displayName": "西湖编辑", "role": "county_editor", "countyCode": XIHU, "password": PASSWORD})).await;
    assert_eq!(code(&r), 0, "{r}");
    assert_eq!(
        (
            r["data"]["cityId"].as_i64(),
            r["data"]["countyCode"].as_str()
        ),
        (Some(1201), Some(XIHU))
    );
    let ed = r["data"]["id"].as_i64().unwrap();
    let path = format!("/operators/{ed}");
    assert_eq!(
        code(
            &write(
                &app,
                &admin,
                Method::PATCH,
                &path,
                json!({"role": "city_editor", "cityId": 1201})
            )
            .await
        ),
        0
    );
    assert_eq!(
        code(
            &write(
                &app,
                &admin,
                Method::PATCH,
                &path,
                json!({"password": "a brand new password"})
            )
            .await
        ),
        0
    );
    assert_eq!(
        code(
            &write(
                &app,
                &admin,
                Method::PATCH,
                &path,
                json!({"disabled": true})
            )
            .await
        ),
        0
    );

    let log = get(&app, &admin, "/audit").await;
    let list = log["data"]["list"].as_array().unwrap();
    let actions: Vec<&str> = list.iter().map(|r| r["action"].as_str().unwrap()).collect();
    assert_eq!(
        actions,
        [
            "operator.disable",
            "operator.password_reset",
            "operator.update",
            "operator.create",
            "operator.create"
        ]
    );
    // The first row is the command line's (the admin itself).
    assert_eq!(list[4]["actor"], "cli");
    assert!(list[4]["operatorId"].is_null());
    let admin_id = get(&app, &admin, "/me").await["data"]["id"].clone();
    for row in &list[..4] {
        assert_eq!(row["actor"], "admin");
        assert_eq!(row["operatorId"], admin_id);
        assert_eq!(row["targetKind"], "operator");
        assert_eq!(row["targetId"], ed.to_string());
        assert_eq!(row["clientIp"], "127.0.0.1");
    }
    let create = &list[3];
    assert!(create["before"].is_null());
    assert_eq!(create["after"]["displayName"], "西湖编辑");
    let update = &list[2];
    assert_eq!(
        (&update["before"]["role"], &update["after"]["role"]),
        (&json!("county_editor"), &json!("city_editor"))
    );
    assert_eq!(
        (
            &update["before"]["countyCode"],
            &update["after"]["countyCode"]
        ),
        (&json!(XIHU), &json!(null))
    );
    let disable = &list[0];
    assert_eq!(
        (
            &disable["before"]["disabled"],
            &disable["after"]["disabled"]
        ),
        (&json!(false), &json!(true))
    );
    // Secrets never reach the log.
    let text = log.to_string();
    assert!(
        !text.contains("argon2") && !text.contains("passwordHash"),
        "{text}"
    );

    // Paged by id, newest first.
    let p1 = get(&app, &admin, "/audit?size=2").await;
    let next = p1["data"]["next"].as_i64().unwrap();
    let p2 = get(&app, &admin, &format!("/audit?size=2&before={next}")).await;
    let p3 = get(
        &app,
        &admin,
        &format!("/audit?size=2&before={}", p2["data"]["next"]),
    )
    .await;
    let ids: Vec<i64> = [&p1, &p2, &p3]
        .iter()
        .flat_map(|p| {
            p["data"]["list"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r["id"].as_i64().unwrap())
        })
        .collect();
    let all: Vec<i64> = list.iter().map(|r| r["id"].as_i64().unwrap()).collect();
    assert_eq!(ids, all);
    assert!(p3["data"]["next"].is_null());
    assert_eq!(
        get(&app, &admin, "/audit?size=0").await["data"]["field"],
        "size"
    );

    // Signing in and failing to are not writes: no rows.
    let before = list.len();
    let _ = crate::operators::try_sign_in(
        &app,
        json!({"username": "admin", "password": "wrong wrong wrong"}),
    )
    .await;
    sign_in(&app, "admin").await;
    assert_eq!(
        get(&app, &admin, "/audit").await["data"]["list"]
            .as_array()
            .unwrap()
            .len(),
        before
    );
});

both_stores!(the_log_is_append_only, |store| {
    let app = app(store, &[]).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    let changed = youzhe_core::with_db!(&app.db, pool => sqlx::query(
        "UPDATE audit_log SET actor = 'someone else'").execute(pool).await.map(|_| ()));
    assert!(changed.is_err());
    let removed = youzhe_core::with_db!(&app.db, pool => sqlx::query(
        "DELETE FROM audit_log").execute(pool).await.map(|_| ()));
    assert!(removed.is_err());
    let n: i64 = youzhe_core::with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM audit_log WHERE actor = 'cli'").fetch_one(pool).await)
    .unwrap();
    assert_eq!(n, 1);
});
