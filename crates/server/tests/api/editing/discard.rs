//! Discarding a version: the author's own draft, or a rejected version by an editor of the
//! record's region; anyone else refused with nothing changed; audited; the number kept.

use super::*;

async fn versions_of(app: &TestApp, s: &Session, id: &str) -> Vec<(i64, String)> {
    let r = get(app, s, &path(&format!("places/{id}/versions"))).await;
    ok_data(&r)
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["version"].as_i64().unwrap(),
                v["state"].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

both_stores!(the_author_discards_their_own_draft, |store| {
    let app = app(store).await;
    add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
    add(&app, "ed-xihu2", Role::CountyEditor, Some(XIHU)).await;
    let county = sign_in(&app, "ed-xihu").await;
    let other = sign_in(&app, "ed-xihu2").await;
    let original = published(&app, &county, "places", PLACE).await;
    let r = draft(&app, &county, "places", PLACE, renamed(&original, NEW_NAME)).await;
    assert_eq!(code(&r), 0, "{r}");

    let r = act(
        &app,
        &county,
        "discard",
        "places",
        PLACE,
        json!({"version": 2}),
    )
    .await;
    assert_eq!(code(&r), 0, "{r}");
    assert_eq!(r["data"]["state"], "discarded");
    assert_eq!(r["data"]["decidedByName"], "ed-xihu");
    // The record is as published, the history keeps the discarded version, and the list
    // shows the record as published.
    assert_eq!(visitor_name(&app, PLACE).await, OLD_NAME);
    assert_eq!(published(&app, &county, "places", PLACE).await, original);
    assert_eq!(
        versions_of(&app, &county, PLACE).await,
        vec![(2, "discarded".into()), (1, "published".into())]
    );
    let list = get(
        &app,
        &county,
        &path(&format!("places?q={PLACE}&countyCode={XIHU}")),
    )
    .await;
    let row = ok_data(&list)["list"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["id"] == PLACE)
        .cloned()
        .expect("listed");
    assert_eq!(row["state"], "published");
    assert_eq!(
        audit_of(&app, "places", PLACE).await.last().unwrap(),
        &("content.discard".to_string(), "ed-xihu".to_string())
    );
    let after: Option<String> = with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT after_json FROM audit_log WHERE action = 'content.discard' ORDER BY id DESC LIMIT 1")
        .fetch_optional(pool).await)
    .unwrap();
    let after: Value = serde_json::from_str(&after.unwrap()).unwrap();
    assert_eq!(after, json!({"version": 2, "state": "discarded"}));

    // Discarded twice: 40900, nothing more written.
    let before = state(&app).await;
    let r = act(
        &app,
        &county,
        "discard",
        "places",
        PLACE,
        json!({"version": 2}),
    )
    .await;
    assert_eq!(code(&r), 40900, "{r}");
    assert_eq!(state(&app).await, before);

    // The record is free again, for anyone of the county, and the number is not reused.
    let r = draft(
        &app,
        &other,
        "places",
        PLACE,
        renamed(&original, "另一个名字"),
    )
    .await;
    assert_eq!(code(&r), 0, "{r}");
    assert_eq!(r["data"]["version"], 3);

    // The author may also withdraw what they submitted by discarding it.
    let r = act(
        &app,
        &other,
        "submit",
        "places",
        PLACE,
        json!({"version": 3}),
    )
    .await;
    assert_eq!(code(&r), 0, "{r}");
    let r = act(
        &app,
        &other,
        "discard",
        "places",
        PLACE,
        json!({"version": 3}),
    )
    .await;
    assert_eq!(code(&r), 0, "{r}");
    let queue = get(&app, &sign_in_city(&app).await, &path("queue")).await;
    assert!(
        !queue.to_string().contains(PLACE),
        "a discarded version leaves the queue: {queue}"
    );
});

async fn sign_in_city(app: &TestApp) -> Session {
    add(app, "city", Role::CityEditor, None).await;
    sign_in(app, "city").await
}

both_stores!(nobody_else_discards_a_draft_and_nothing_changes, |store| {
    let app = app(store).await;
    add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
    add(&app, "ed-xihu2", Role::CountyEditor, Some(XIHU)).await;
    add(&app, "ed-sc", Role::CountyEditor, Some(SHANGCHENG)).await;
    add(&app, "city", Role::CityEditor, None).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    add(&app, "mod", Role::Moderator, None).await;
    add(&app, "analyst", Role::Analyst, None).await;
    add_ningbo_editor(&app).await;
    let county = sign_in(&app, "ed-xihu").await;
    let original = published(&app, &county, "places", PLACE).await;
    let r = draft(&app, &county, "places", PLACE, renamed(&original, NEW_NAME)).await;
    assert_eq!(code(&r), 0, "{r}");
    let before = state(&app).await;

    // Another's draft, whatever their role or region; the published version; an
    // unknown one.
    for who in [
        "ed-xihu2", "ed-sc", "city", "admin", "mod", "analyst", "city-nb",
    ] {
        let s = sign_in(&app, who).await;
        let r = act(&app, &s, "discard", "places", PLACE, json!({"version": 2})).await;
        assert_eq!(code(&r), 40300, "{who}: {r}");
    }
    let r = act(
        &app,
        &county,
        "discard",
        "places",
        PLACE,
        json!({"version": 1}),
    )
    .await;
    assert_eq!(code(&r), 40900, "the published version: {r}");
    let r = act(
        &app,
        &county,
        "discard",
        "places",
        PLACE,
        json!({"version": 9}),
    )
    .await;
    assert_eq!(code(&r), 40400, "{r}");
    // The author without the CSRF header.
    let r = call(
        &app,
        &county,
        Method::POST,
        &path(&format!("places/{PLACE}/discard")),
        None,
        Some(json!({"version": 2})),
    )
    .await;
    assert_eq!(code(&r), 40300, "{r}");
    assert_eq!(state(&app).await, before, "nothing changed");

    // Submitted: still the author's alone to discard.
    let r = act(
        &app,
        &county,
        "submit",
        "places",
        PLACE,
        json!({"version": 2}),
    )
    .await;
    assert_eq!(code(&r), 0, "{r}");
    let before = state(&app).await;
    for who in ["ed-xihu2", "city", "admin"] {
        let s = sign_in(&app, who).await;
        let r = act(&app, &s, "discard", "places", PLACE, json!({"version": 2})).await;
        assert_eq!(code(&r), 40300, "{who}: {r}");
    }
    assert_eq!(state(&app).await, before, "nothing changed");
});

both_stores!(
    an_editor_of_the_region_discards_a_rejected_version,
    |store| {
        let app = app(store).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        add(&app, "ed-xihu2", Role::CountyEditor, Some(XIHU)).await;
        add(&app, "ed-sc", Role::CountyEditor, Some(SHANGCHENG)).await;
        add(&app, "city", Role::CityEditor, None).await;
        add(&app, "analyst", Role::Analyst, None).await;
        add_ningbo_editor(&app).await;
        let county = sign_in(&app, "ed-xihu").await;
        let city = sign_in(&app, "city").await;
        let original = published(&app, &county, "places", PLACE).await;
        let r = draft(&app, &county, "places", PLACE, renamed(&original, NEW_NAME)).await;
        assert_eq!(code(&r), 0, "{r}");
        let r = act(
            &app,
            &county,
            "submit",
            "places",
            PLACE,
            json!({"version": 2}),
        )
        .await;
        assert_eq!(code(&r), 0, "{r}");
        let r = act(
            &app,
            &city,
            "reject",
            "places",
            PLACE,
            json!({"version": 2, "reason": "名称不对"}),
        )
        .await;
        assert_eq!(code(&r), 0, "{r}");

        let before = state(&app).await;
        for who in ["ed-sc", "analyst", "city-nb"] {
            let s = sign_in(&app, who).await;
            let r = act(&app, &s, "discard", "places", PLACE, json!({"version": 2})).await;
            assert_eq!(code(&r), 40300, "{who}: {r}");
        }
        assert_eq!(state(&app).await, before, "nothing changed");

        // Another editor of the county clears it away.
        let other = sign_in(&app, "ed-xihu2").await;
        let r = act(
            &app,
            &other,
            "discard",
            "places",
            PLACE,
            json!({"version": 2}),
        )
        .await;
        assert_eq!(code(&r), 0, "{r}");
        assert_eq!(r["data"]["state"], "discarded");
        assert_eq!(
            r["data"]["reason"], "名称不对",
            "the rejection's reason stays"
        );
        assert_eq!(visitor_name(&app, PLACE).await, OLD_NAME);
        assert_eq!(
            audit_of(&app, "places", PLACE).await.last().unwrap(),
            &("content.discard".to_string(), "ed-xihu2".to_string())
        );
    }
);
