//! Content editing in the console: the workflow (draft → submitted → published or
//! rejected) with the visitor seeing only what is published, roles and regions refused with
//! nothing changed, the import's validator giving the import's errors, one open version
//! per record, the audit log, and revert to the imported original.

mod discard;
mod news;
mod qixi_bank;
mod quiz_bank;
mod stops;

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::{testing::Store, with_db};
use youzhe_operators::{
    Role,
    accounts::{self, NewOperator},
    audit::Actor,
};

use crate::{
    both_stores,
    helpers::{TestApp, ok_data, shipped_app, spawn_app_with},
    operators::{PASSWORD, SHANGCHENG, Session, XIHU, add, call, code, get, sign_in, write},
};

const PLACE: &str = "scenic-hz-xihu";
const OLD_NAME: &str = "西湖风景名胜区";
const NEW_NAME: &str = "西湖（编辑后）";
/// A place in 上城区, for a 上城 editor's own record.
const SHANGCHENG_PLACE: &str = "canteen-hz-dayin-fuyun";

fn path(rest: &str) -> String {
    format!("/content/{rest}")
}

async fn app(store: Store) -> TestApp {
    shipped_app(store).await
}

/// A city editor of another city (宁波, 1202).
async fn add_ningbo_editor(app: &TestApp) {
    accounts::create(
        &app.db,
        &Actor::cli(),
        NewOperator {
            username: "city-nb".into(),
            display_name: None,
            role: Role::CityEditor,
            city_id: Some(1202),
            county_code: None,
            password: PASSWORD.into(),
        },
    )
    .await
    .unwrap();
}

/// The shipped record as the console reads it.
async fn published(app: &TestApp, s: &Session, entity: &str, id: &str) -> Value {
    let r = get(app, s, &path(&format!("{entity}/{id}"))).await;
    assert_eq!(code(&r), 0, "{r}");
    r["data"]["published"].clone()
}

fn renamed(body: &Value, zh: &str) -> Value {
    let mut b = body.clone();
    b["name"]["zh"] = json!(zh);
    b
}

async fn draft(app: &TestApp, s: &Session, entity: &str, id: &str, body: Value) -> Value {
    write(
        app,
        s,
        Method::PUT,
        &path(&format!("{entity}/{id}/draft")),
        json!({ "body": body }),
    )
    .await
}

async fn act(app: &TestApp, s: &Session, verb: &str, entity: &str, id: &str, body: Value) -> Value {
    write(
        app,
        s,
        Method::POST,
        &path(&format!("{entity}/{id}/{verb}")),
        body,
    )
    .await
}

/// A server on the mini content (no bank of any game): the games' banks start empty.
async fn fixture_app(store: Store, env: &[(&str, &str)]) -> (TestApp, tempfile::TempDir) {
    let dir = tempfile::tempdir().expect("temp dir");
    youzhe_content::fixture::write(dir.path()).expect("fixture");
    let path = dir.path().to_string_lossy().into_owned();
    let mut all = vec![("YOUZHE_CONTENT_DIR", path.as_str())];
    all.extend_from_slice(env);
    let app = spawn_app_with(store, &all).await;
    (app, dir)
}

/// Saves `body` as a draft of its record and publishes that draft at once (the admin's own).
async fn publish_first(app: &TestApp, s: &Session, entity: &str, body: Value) {
    let id = body["id"].as_str().unwrap().to_string();
    let r = draft(app, s, entity, &id, body).await;
    assert_eq!(code(&r), 0, "{r}");
    let v = r["data"]["version"].clone();
    let r = act(app, s, "publish", entity, &id, json!({ "version": v })).await;
    assert_eq!(code(&r), 0, "{r}");
}

async fn visitor_name(app: &TestApp, id: &str) -> String {
    let body = app
        .get_json(&format!("/ver3/api/poi/v1/details?id={id}"))
        .await;
    ok_data(&body)["name"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

/// The audit rows of one record: (action, actor) in order.
async fn audit_of(app: &TestApp, kind: &str, id: &str) -> Vec<(String, String)> {
    with_db!(&app.db, pool => sqlx::query_as(
        "SELECT action, actor FROM audit_log WHERE target_kind = $1 AND target_id = $2 ORDER BY id")
        .bind(kind).bind(id).fetch_all(pool).await)
    .unwrap()
}

/// A bank question's life in the log: draft, publish, draft, publish — each once, in order.
async fn assert_drafted_and_published_twice(app: &TestApp, kind: &str, id: &str) {
    let steps: Vec<String> = audit_of(app, kind, id)
        .await
        .into_iter()
        .map(|(a, _)| a)
        .collect();
    assert_eq!(
        steps,
        [
            "content.draft",
            "content.publish",
            "content.draft",
            "content.publish"
        ]
    );
}

/// Everything an editing write could change, as text.
async fn state(app: &TestApp) -> (String, String, i64) {
    let versions: Vec<(String, String, i64, String, String)> = with_db!(&app.db, pool => sqlx::query_as(
        "SELECT entity, record_id, version, state, body FROM content_versions ORDER BY entity, record_id, version")
        .fetch_all(pool).await)
    .unwrap();
    let records: Vec<(String, String, String, i64)> = with_db!(&app.db, pool => sqlx::query_as(
        "SELECT entity, id, body, updated_ms FROM content_records WHERE entity = 'places' ORDER BY id")
        .fetch_all(pool).await)
    .unwrap();
    let audit: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM audit_log").fetch_one(pool).await)
    .unwrap();
    (format!("{versions:?}"), format!("{records:?}"), audit)
}

both_stores!(a_county_draft_goes_live_when_the_city_publishes, |store| {
    let app = app(store).await;
    add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
    add(&app, "city", Role::CityEditor, None).await;
    let county = sign_in(&app, "ed-xihu").await;
    let city = sign_in(&app, "city").await;

    let original = published(&app, &county, "places", PLACE).await;
    assert_eq!(original["name"]["zh"], OLD_NAME);
    let r = draft(&app, &county, "places", PLACE, renamed(&original, NEW_NAME)).await;
    assert_eq!(code(&r), 0, "{r}");
    assert_eq!(
        (r["data"]["version"].as_i64(), r["data"]["state"].as_str()),
        (Some(2), Some("draft"))
    );
    // The first edit kept the original as version 1.
    let versions = get(&app, &county, &path(&format!("places/{PLACE}/versions"))).await;
    let v = ok_data(&versions).as_array().unwrap().clone();
    assert_eq!(v.len(), 2);
    assert_eq!(
        (
            v[1]["version"].as_i64(),
            v[1]["state"].as_str(),
            v[1]["authorName"].as_str()
        ),
        (Some(1), Some("published"), Some("import"))
    );
    assert_eq!(v[1]["body"], original);
    assert_eq!(v[0]["authorName"], "ed-xihu");
    let diff = get(
        &app,
        &county,
        &path(&format!("places/{PLACE}/versions/2/diff")),
    )
    .await;
    assert_eq!(
        ok_data(&diff),
        &json!([{"field": "name",
        "before": original["name"], "after": {"zh": NEW_NAME, "en": original["name"]["en"]}}])
    );

    // Nothing is live before publishing; a county editor never publishes, and the city
    // does not publish a draft its author has not submitted.
    assert_eq!(visitor_name(&app, PLACE).await, OLD_NAME);
    assert_eq!(
        code(
            &act(
                &app,
                &county,
                "publish",
                "places",
                PLACE,
                json!({"version": 2})
            )
            .await
        ),
        40300
    );
    assert_eq!(
        code(
            &act(
                &app,
                &city,
                "publish",
                "places",
                PLACE,
                json!({"version": 2})
            )
            .await
        ),
        40900
    );
    assert_eq!(code(&get(&app, &county, "/content/queue").await), 40300);
    assert_eq!(
        ok_data(&get(&app, &city, "/content/queue").await),
        &json!([])
    );

    let r = act(
        &app,
        &county,
        "submit",
        "places",
        PLACE,
        json!({"version": 2}),
    )
    .await;
    assert_eq!(r["data"]["state"], "submitted", "{r}");
    let queue = get(&app, &city, "/content/queue").await;
    let q = ok_data(&queue);
    assert_eq!(
        (
            q[0]["entity"].as_str(),
            q[0]["id"].as_str(),
            q[0]["version"]["version"].as_i64()
        ),
        (Some("places"), Some(PLACE), Some(2))
    );
    assert_eq!(visitor_name(&app, PLACE).await, OLD_NAME);

    let r = act(
        &app,
        &city,
        "publish",
        "places",
        PLACE,
        json!({"version": 2}),
    )
    .await;
    assert_eq!(
        (
            r["data"]["state"].as_str(),
            r["data"]["decidedByName"].as_str()
        ),
        (Some("published"), Some("city")),
        "{r}"
    );
    // Live as soon as the answer arrives.
    assert_eq!(visitor_name(&app, PLACE).await, NEW_NAME);
    assert_eq!(
        code(
            &act(
                &app,
                &city,
                "publish",
                "places",
                PLACE,
                json!({"version": 2})
            )
            .await
        ),
        40900
    );
    let list = get(&app, &county, "/content/places?q=编辑后").await;
    let l = ok_data(&list);
    assert_eq!(
        (
            l["total"].as_u64(),
            l["list"][0]["id"].as_str(),
            l["list"][0]["state"].as_str()
        ),
        (Some(1), Some(PLACE), Some("published"))
    );

    // Revert: a new draft from the original, which the city publishes at once.
    let r = act(
        &app,
        &city,
        "revert",
        "places",
        PLACE,
        json!({"version": 1}),
    )
    .await;
    assert_eq!(
        (r["data"]["version"].as_i64(), r["data"]["state"].as_str()),
        (Some(3), Some("draft")),
        "{r}"
    );
    let r = act(
        &app,
        &city,
        "publish",
        "places",
        PLACE,
        json!({"version": 3}),
    )
    .await;
    assert_eq!(r["data"]["state"], "published", "{r}");
    assert_eq!(visitor_name(&app, PLACE).await, OLD_NAME);
    assert_eq!(published(&app, &city, "places", PLACE).await, original);

    assert_eq!(
        audit_of(&app, "places", PLACE).await,
        [
            ("content.draft".to_string(), "ed-xihu".to_string()),
            ("content.submit".into(), "ed-xihu".into()),
            ("content.publish".into(), "city".into()),
            ("content.revert".into(), "city".into()),
            ("content.publish".into(), "city".into()),
        ]
    );
});

both_stores!(
    wrong_role_and_wrong_region_are_refused_and_change_nothing,
    |store| {
        let app = app(store).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        add(&app, "ed-sc", Role::CountyEditor, Some(SHANGCHENG)).await;
        add(&app, "mod", Role::Moderator, None).await;
        add(&app, "analyst", Role::Analyst, None).await;
        add_ningbo_editor(&app).await;
        let county = sign_in(&app, "ed-xihu").await;
        let original = published(&app, &county, "places", PLACE).await;
        let r = draft(&app, &county, "places", PLACE, renamed(&original, NEW_NAME)).await;
        assert_eq!(code(&r), 0, "{r}");
        assert_eq!(
            code(
                &act(
                    &app,
                    &county,
                    "submit",
                    "places",
                    PLACE,
                    json!({"version": 2})
                )
                .await
            ),
            0
        );
        let mut new_place = original.clone();
        new_place["id"] = json!("scenic-hz-new-one");
        let before = state(&app).await;

        let writes: Vec<(&str, &str, Value)> = vec![
            (
                "draft",
                PLACE,
                json!({"body": renamed(&original, "别处改名")}),
            ),
            ("draft", "scenic-hz-new-one", json!({"body": new_place})),
            ("submit", PLACE, json!({"version": 2})),
            ("publish", PLACE, json!({"version": 2})),
            ("reject", PLACE, json!({"version": 2, "reason": "不对"})),
            ("revert", PLACE, json!({"version": 1})),
        ];
        for who in ["ed-sc", "mod", "analyst", "city-nb"] {
            let s = sign_in(&app, who).await;
            for (verb, id, body) in &writes {
                let (method, body) = if *verb == "draft" {
                    (Method::PUT, body.clone())
                } else {
                    (Method::POST, body.clone())
                };
                let r = write(
                    &app,
                    &s,
                    method,
                    &path(&format!("places/{id}/{verb}")),
                    body,
                )
                .await;
                assert_eq!(code(&r), 40300, "{who} {verb} {id}: {r}");
            }
            // Reading a record outside their region is refused to the scoped editors.
            let r = get(&app, &s, &path(&format!("places/{PLACE}"))).await;
            let expected = if who.starts_with("ed-") || who.starts_with("city") {
                40300
            } else {
                0
            };
            assert_eq!(code(&r), expected, "{who} reads: {r}");
        }
        // The county editor: publishing and rejecting are not theirs.
        for (verb, body) in [
            ("publish", json!({"version": 2})),
            ("reject", json!({"version": 2, "reason": "x"})),
        ] {
            assert_eq!(
                code(&act(&app, &county, verb, "places", PLACE, body).await),
                40300,
                "{verb}"
            );
        }
        // Without the CSRF header nothing is written either.
        let r = call(
            &app,
            &county,
            Method::POST,
            &path(&format!("places/{PLACE}/submit")),
            None,
            Some(json!({"version": 2})),
        )
        .await;
        assert_eq!(code(&r), 40300);
        // Moving a record out of one's county, or into it, is refused too.
        let sc = sign_in(&app, "ed-sc").await;
        let theirs = published(&app, &sc, "places", SHANGCHENG_PLACE).await;
        let mut moved = theirs.clone();
        moved["county_code"] = json!(XIHU);
        assert_eq!(
            code(&draft(&app, &sc, "places", SHANGCHENG_PLACE, moved).await),
            40300
        );
        let mut moved = theirs.clone();
        moved["id"] = json!("canteen-hz-moved-in");
        moved["county_code"] = json!(XIHU);
        assert_eq!(
            code(&draft(&app, &sc, "places", "canteen-hz-moved-in", moved).await),
            40300
        );
        assert_eq!(state(&app).await, before, "nothing changed");
        assert_eq!(visitor_name(&app, PLACE).await, OLD_NAME);
    }
);

/// Problems import names for a places file holding only `line`.
async fn import_problems(app: &TestApp, line: &str) -> Vec<(String, String, String)> {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("places.jsonl"), format!("{line}\n")).unwrap();
    match youzhe_content::store::import_dir(&app.db, dir.path()).await {
        Err(youzhe_content::ImportError::Invalid(p)) => {
            p.0.into_iter()
                .map(|p| (p.file, p.field, p.message))
                .collect()
        }
        other => panic!("import accepted {line}: {other:?}"),
    }
}

both_stores!(a_draft_is_refused_with_the_imports_own_errors, |store| {
    let app = app(store).await;
    add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
    let s = sign_in(&app, "ed-xihu").await;
    let original = published(&app, &s, "places", PLACE).await;
    let before = state(&app).await;
    let mut cases = Vec::new();
    let mut bad = original.clone();
    bad["popularity"] = json!(0);
    cases.push((bad, "popularity"));
    let mut bad = original.clone();
    bad["facilities"] = json!(["wifi"]);
    cases.push((bad, "facilities"));
    let mut bad = original.clone();
    bad.as_object_mut().unwrap().remove("address");
    cases.push((bad, "address"));
    let mut bad = original.clone();
    bad["colour"] = json!("red");
    cases.push((bad, "colour"));
    let mut bad = original.clone();
    bad["location"]["lat"] = json!("north");
    cases.push((bad, "location.lat"));
    for (body, field) in cases {
        let r = draft(&app, &s, "places", PLACE, body.clone()).await;
        assert_eq!(
            (code(&r), r["data"]["field"].as_str()),
            (40000, Some(format!("body.{field}").as_str())),
            "{r}"
        );
        assert!(r["msg"].as_str().is_some_and(|m| m.contains(field)), "{r}");
        let got: Vec<(String, String, String)> = r["data"]["problems"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                (
                    p["file"].as_str().unwrap().into(),
                    p["field"].as_str().unwrap().into(),
                    p["message"].as_str().unwrap().into(),
                )
            })
            .collect();
        assert_eq!(
            got,
            import_problems(&app, &body.to_string()).await,
            "{field}"
        );
    }
    // A body for another record is refused before anything is checked.
    let r = draft(&app, &s, "places", "scenic-hz-other", original.clone()).await;
    assert_eq!(
        (code(&r), r["data"]["field"].as_str()),
        (40000, Some("body.id"))
    );
    assert_eq!(state(&app).await, before, "nothing written");
});

both_stores!(
    one_open_version_per_record_and_rejection_needs_a_reason,
    |store| {
        let app = app(store).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        add(&app, "city", Role::CityEditor, None).await;
        add(&app, "admin", Role::ProvinceAdmin, None).await;
        let county = sign_in(&app, "ed-xihu").await;
        let city = sign_in(&app, "city").await;
        let original = published(&app, &county, "places", PLACE).await;

        assert_eq!(
            ok_data(&draft(&app, &county, "places", PLACE, renamed(&original, "一稿")).await)["version"],
            2
        );
        // The author's next draft replaces their open one.
        assert_eq!(
            ok_data(&draft(&app, &county, "places", PLACE, renamed(&original, "二稿")).await)["version"],
            3
        );
        let versions = get(&app, &county, &path(&format!("places/{PLACE}/versions"))).await;
        let numbers: Vec<i64> = ok_data(&versions)
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v["version"].as_i64().unwrap())
            .collect();
        assert_eq!(numbers, [3, 1]);
        // Someone else's open version blocks another draft.
        assert_eq!(
            code(&draft(&app, &city, "places", PLACE, renamed(&original, "城稿")).await),
            40900
        );
        assert_eq!(
            code(
                &act(
                    &app,
                    &county,
                    "submit",
                    "places",
                    PLACE,
                    json!({"version": 2})
                )
                .await
            ),
            40400
        );
        assert_eq!(
            code(
                &act(
                    &app,
                    &county,
                    "submit",
                    "places",
                    PLACE,
                    json!({"version": 3})
                )
                .await
            ),
            0
        );
        assert_eq!(
            code(
                &act(
                    &app,
                    &county,
                    "submit",
                    "places",
                    PLACE,
                    json!({"version": 3})
                )
                .await
            ),
            40900
        );
        assert_eq!(
            code(&draft(&app, &city, "places", PLACE, renamed(&original, "城稿")).await),
            40900
        );

        // A rejection needs a reason of 1–500 characters.
        for reason in ["", "   ", &"长".repeat(501)] {
            let r = act(
                &app,
                &city,
                "reject",
                "places",
                PLACE,
                json!({"version": 3, "reason": reason}),
            )
            .await;
            assert_eq!(
                (code(&r), r["data"]["field"].as_str()),
                (40000, Some("reason")),
                "{r}"
            );
        }
        let r = act(
            &app,
            &city,
            "reject",
            "places",
            PLACE,
            json!({"version": 3, "reason": "名称不规范"}),
        )
        .await;
        assert_eq!(
            (r["data"]["state"].as_str(), r["data"]["reason"].as_str()),
            (Some("rejected"), Some("名称不规范")),
            "{r}"
        );
        assert_eq!(
            code(
                &act(
                    &app,
                    &city,
                    "publish",
                    "places",
                    PLACE,
                    json!({"version": 3})
                )
                .await
            ),
            40900
        );
        let detail = get(&app, &county, &path(&format!("places/{PLACE}"))).await;
        assert_eq!(
            (
                ok_data(&detail)["latest"]["state"].as_str(),
                ok_data(&detail)["published"]["name"]["zh"].as_str()
            ),
            (Some("rejected"), Some(OLD_NAME))
        );
        assert_eq!(visitor_name(&app, PLACE).await, OLD_NAME);

        // Once decided, the record is open for the next draft; a new record can be drafted and
        // published by the province at once, and visitors then find it.
        let r = draft(&app, &city, "places", PLACE, renamed(&original, "城稿")).await;
        assert_eq!(ok_data(&r)["version"], 4);
        let admin = sign_in(&app, "admin").await;
        let mut new_place = original.clone();
        new_place["id"] = json!("scenic-hz-new-one");
        new_place["name"]["zh"] = json!("新景点");
        let r = draft(&app, &admin, "places", "scenic-hz-new-one", new_place).await;
        assert_eq!(ok_data(&r)["version"], 1, "{r}");
        let r = act(
            &app,
            &admin,
            "publish",
            "places",
            "scenic-hz-new-one",
            json!({"version": 1}),
        )
        .await;
        assert_eq!(code(&r), 0, "{r}");
        assert_eq!(visitor_name(&app, "scenic-hz-new-one").await, "新景点");
        let list = get(&app, &county, "/content/places?state=draft").await;
        assert_eq!(ok_data(&list)["list"][0]["id"], PLACE);
    }
);

both_stores!(
    editors_racing_for_one_record_leave_one_open_version,
    |store| {
        let app = app(store).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        add(&app, "city", Role::CityEditor, None).await;
        let mut sessions = vec![sign_in(&app, "ed-xihu").await, sign_in(&app, "city").await];
        for i in 0..4 {
            let name = format!("admin{i}");
            add(&app, &name, Role::ProvinceAdmin, None).await;
            sessions.push(sign_in(&app, &name).await);
        }
        let original = published(&app, &sessions[0], "places", PLACE).await;
        let answers = futures::future::join_all(sessions.iter().enumerate().map(|(i, s)| {
            draft(
                &app,
                s,
                "places",
                PLACE,
                renamed(&original, &format!("并发{i}")),
            )
        }))
        .await;
        let mut codes: Vec<i64> = answers.iter().map(code).collect();
        codes.sort_unstable();
        assert_eq!(codes, [0, 40900, 40900, 40900, 40900, 40900], "{answers:?}");
        let open: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM content_versions WHERE state IN ('draft', 'submitted')")
        .fetch_one(pool).await)
        .unwrap();
        let original_kept: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM content_versions WHERE version = 1 AND state = 'published'")
        .fetch_one(pool).await)
        .unwrap();
        assert_eq!((open, original_kept), (1, 1));
        assert_eq!(audit_of(&app, "places", PLACE).await.len(), 1);
    }
);
