//! Corrections: sending one (every kind, with a pin, a phone number, photos), the state
//! machine through the moderation service (received → accepted | rejected, decided once,
//! points credited once), reads scoped to the reporter, and every bad input refused naming
//! its field with nothing written.

mod cli;

use futures::future::join_all;
use serde_json::{Value, json};
use youzhe_corrections::moderation::{self, Decision};
use youzhe_operators::audit::Actor;

use crate::{
    both_stores,
    helpers::{TestApp, spawn_app_with},
    identity::{get_with, token_for},
};

pub const CORRECTIONS: &str = "/ver3/api/v3/corrections";
const WEST_LAKE: &str = "scenic-hz-xihu";
/// What the seeded rule gives for an accepted correction.
const ACCEPTED_POINTS: i64 = 20;

/// The server with the shipped content and no per-visitor limit (set where tested).
pub async fn app(store: youzhe_core::testing::Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", &dir),
            ("YOUZHE_RATE_CORRECTIONS", "off"),
        ],
    )
    .await
}

pub async fn send(app: &TestApp, token: Option<&str>, body: &Value) -> Value {
    let mut req = app.client.post(app.url(CORRECTIONS)).json(body);
    if let Some(t) = token {
        req = req.header("Authorization", format!("Bearer {t}"));
    }
    let res = req.send().await.expect("request");
    assert_eq!(res.status(), 200);
    res.json().await.expect("json")
}

/// A "moved" correction of West Lake with a pin on Beishan Street; its id.
pub async fn moved(app: &TestApp, token: &str) -> i64 {
    let b = send(
        app,
        Some(token),
        &json!({"targetKind": "place", "targetId": WEST_LAKE, "kind": "moved",
                "text": "入口搬到北山街了", "location": {"lat": 30.2605, "lng": 120.1452}}),
    )
    .await;
    assert_eq!(b["code"], 0, "{b}");
    assert_eq!(b["data"]["status"], "received");
    b["data"]["id"].as_i64().expect("id")
}

pub async fn rows(app: &TestApp) -> i64 {
    youzhe_core::with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM corrections").fetch_one(pool).await)
    .expect("count")
}

pub async fn uid_of(app: &TestApp, token: &str) -> String {
    get_with(app, "/ver3/api/v3/http/getUserInfo", Some(token)).await["data"]["uid"]
        .as_str()
        .expect("uid")
        .to_string()
}

pub async fn ledger_rows(app: &TestApp, uid: &str) -> i64 {
    youzhe_core::with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM point_ledger WHERE user_id = $1").bind(uid).fetch_one(pool).await)
    .expect("count")
}

async fn media(app: &TestApp, id: &str, owner: &str) {
    youzhe_core::with_db!(&app.db, pool => sqlx::query(
        "INSERT INTO media (id, owner, content_type, width, height, bytes, object_key, thumb_key, created_ms)
         VALUES ($1, $2, 'image/jpeg', 800, 600, 1000, $1, $1, 0)")
        .bind(id).bind(owner).execute(pool).await.map(|_| ()))
    .expect("media row");
}

both_stores!(received_then_accepted_once_with_points, |store| {
    let app = app(store).await;
    let t = token_for(&app, "oCorrOne").await;
    let id = moved(&app, &t).await;

    let one = get_with(&app, &format!("{CORRECTIONS}/{id}"), Some(&t)).await;
    let d = &one["data"];
    assert_eq!(one["code"], 0, "{one}");
    assert_eq!(d["status"], "received");
    assert_eq!(d["targetName"], "西湖风景名胜区");
    assert_eq!(d["kind"], "moved");
    assert_eq!(d["location"], json!({"lat": 30.2605, "lng": 120.1452}));
    assert_eq!(d["reason"], Value::Null);
    assert_eq!(d["decidedAt"], Value::Null);

    let pending = moderation::pending(&app.db, 10).await.expect("pending");
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].id, id);
    assert_eq!(pending[0].location, Some((30.2605, 120.1452)));

    assert_eq!(
        moderation::accept(&app.db, &Actor::cli(), id, Some("已核实"))
            .await
            .expect("accept"),
        Decision::Done
    );
    // Decided once: a second acceptance or a rejection changes nothing.
    assert_eq!(
        moderation::accept(&app.db, &Actor::cli(), id, None)
            .await
            .expect("again"),
        Decision::AlreadyDecided("accepted".into())
    );
    assert_eq!(
        moderation::reject(&app.db, &Actor::cli(), id, "不对")
            .await
            .expect("reject"),
        Decision::AlreadyDecided("accepted".into())
    );
    assert_eq!(
        moderation::accept(&app.db, &Actor::cli(), id + 100, None)
            .await
            .expect("none"),
        Decision::NotFound
    );
    assert!(
        moderation::pending(&app.db, 10)
            .await
            .expect("pending")
            .is_empty()
    );

    let list = get_with(&app, CORRECTIONS, Some(&t)).await;
    let item = &list["data"]["list"][0];
    assert_eq!(list["data"]["total"], 1, "{list}");
    assert_eq!(item["status"], "accepted");
    assert_eq!(item["points"], ACCEPTED_POINTS);
    assert_eq!(item["reason"], Value::Null);
    assert!(
        item["decidedAt"]
            .as_str()
            .is_some_and(|s| s.ends_with("+08:00"))
    );
    let points = get_with(&app, "/ver3/api/v3/points", Some(&t)).await;
    assert_eq!(points["data"]["balance"], ACCEPTED_POINTS, "{points}");
    assert_eq!(ledger_rows(&app, &uid_of(&app, &t).await).await, 1);
});

both_stores!(rejected_with_its_reason_and_no_points, |store| {
    let app = app(store).await;
    let t = token_for(&app, "oCorrTwo").await;
    let b = send(
        &app,
        Some(&t),
        &json!({"targetKind": "dish", "targetId": "dish-330102-dongpo-rou", "kind": "other",
                "text": "图片不是这道菜"}),
    )
    .await;
    let first = b["data"]["id"].as_i64().expect("id");
    let second = moved(&app, &t).await;
    assert_eq!(
        moderation::reject(&app.db, &Actor::cli(), first, "  图片无误  ")
            .await
            .expect("reject"),
        Decision::Done
    );
    assert_eq!(
        moderation::accept(&app.db, &Actor::cli(), first, None)
            .await
            .expect("accept"),
        Decision::AlreadyDecided("rejected".into())
    );
    let list = get_with(&app, CORRECTIONS, Some(&t)).await;
    // Newest first.
    let ids: Vec<i64> = list["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .filter_map(|i| i["id"].as_i64())
        .collect();
    assert_eq!(ids, [second, first]);
    let r = &list["data"]["list"][1];
    assert_eq!(r["status"], "rejected");
    assert_eq!(r["reason"], "图片无误");
    assert_eq!(r["points"], 0);
    assert_eq!(r["targetName"], "东坡肉");
    let page = get_with(&app, &format!("{CORRECTIONS}?page=2&size=1"), Some(&t)).await;
    assert_eq!(page["data"]["list"][0]["id"], first, "{page}");
    // A blank reason (the command refuses one; the service is careful anyway) reads as a sentence.
    assert_eq!(
        moderation::reject(&app.db, &Actor::cli(), second, "  ")
            .await
            .expect("reject"),
        Decision::Done
    );
    let d = get_with(&app, &format!("{CORRECTIONS}/{second}"), Some(&t)).await;
    assert_eq!(d["data"]["reason"], moderation::DEFAULT_REASON, "{d}");
    assert_eq!(ledger_rows(&app, &uid_of(&app, &t).await).await, 0);
});

both_stores!(
    many_decisions_at_once_decide_once_and_credit_once,
    |store| {
        let app = app(store).await;
        let t = token_for(&app, "oCorrRace").await;
        let id = moved(&app, &t).await;
        let db = &app.db;
        let decisions = join_all((0..20).map(|i| async move {
            if i % 2 == 0 {
                moderation::accept(db, &Actor::cli(), id, None).await
            } else {
                moderation::reject(db, &Actor::cli(), id, "重复").await
            }
        }))
        .await;
        let done = decisions
            .iter()
            .filter(|d| matches!(d, Ok(Decision::Done)))
            .count();
        assert_eq!(done, 1, "{decisions:?}");
        let status =
            get_with(&app, &format!("{CORRECTIONS}/{id}"), Some(&t)).await["data"]["status"]
                .as_str()
                .map(str::to_string)
                .expect("status");
        let credited = ledger_rows(&app, &uid_of(&app, &t).await).await;
        assert_eq!(credited, i64::from(status == "accepted"), "{status}");
        for d in &decisions {
            match d {
                Ok(Decision::Done) => {}
                Ok(Decision::AlreadyDecided(s)) => assert_eq!(s, &status),
                other => panic!("{other:?}"),
            }
        }
    }
);

both_stores!(another_visitors_token_reads_nothing, |store| {
    let app = app(store).await;
    let owner = token_for(&app, "oCorrOwner").await;
    let other = token_for(&app, "oCorrOther").await;
    let id = moved(&app, &owner).await;
    let b = get_with(&app, &format!("{CORRECTIONS}/{id}"), Some(&other)).await;
    assert_eq!(b["code"], 40400, "{b}");
    assert!(b["data"].is_null(), "{b}");
    let list = get_with(&app, CORRECTIONS, Some(&other)).await;
    assert_eq!(list["data"]["total"], 0, "{list}");
    // The other visitor's photo cannot ride on the owner's correction either.
    media(&app, "m-other", &uid_of(&app, &other).await).await;
    let b = send(
        &app,
        Some(&owner),
        &json!({"targetKind": "place", "targetId": WEST_LAKE, "kind": "closed",
                "mediaIds": ["m-other"]}),
    )
    .await;
    assert_eq!(
        (b["code"].as_i64(), b["data"]["field"].as_str()),
        (Some(40000), Some("mediaIds")),
        "{b}"
    );
    // Without a token: sign in first.
    assert_eq!(get_with(&app, CORRECTIONS, None).await["code"], 40003);
    assert_eq!(
        get_with(&app, &format!("{CORRECTIONS}/{id}"), None).await["code"],
        40003
    );
    assert_eq!(send(&app, None, &json!({})).await["code"], 40003);
    // Nothing changed for the owner.
    let mine = get_with(&app, &format!("{CORRECTIONS}/{id}"), Some(&owner)).await;
    assert_eq!(mine["data"]["status"], "received", "{mine}");
    assert_eq!(rows(&app).await, 1);
});

both_stores!(
    every_bad_input_names_its_field_and_writes_nothing,
    |store| {
        let app = app(store).await;
        let t = token_for(&app, "oCorrBad").await;
        let place = |extra: Value| {
            let mut b = json!({"targetKind": "place", "targetId": WEST_LAKE, "kind": "closed"});
            for (k, v) in extra.as_object().expect("object") {
                b[k] = v.clone();
            }
            b
        };
        let cases = [
            (place(json!({"targetKind": "line"})), "targetKind"),
            (place(json!({"targetId": "no-such-place"})), "targetId"),
            (place(json!({"targetId": ""})), "targetId"),
            (place(json!({"targetKind": "dish"})), "targetId"),
            (place(json!({"kind": "haunted"})), "kind"),
            (place(json!({"kind": "other"})), "text"),
            (place(json!({"kind": "hours", "text": "   "})), "text"),
            (place(json!({"text": "字".repeat(501)})), "text"),
            (place(json!({"kind": "moved"})), "location"),
            // Shanghai's People's Square: outside Zhejiang.
            (
                place(json!({"kind": "moved", "location": {"lat": 31.2304, "lng": 121.4737}})),
                "location",
            ),
            (
                place(json!({"kind": "moved", "location": {"lat": 95, "lng": 120}})),
                "location",
            ),
            (
                place(json!({"kind": "moved", "location": {"lat": "x", "lng": 120}})),
                "location.lat",
            ),
            (
                place(json!({"location": {"lat": 30.26, "lng": 120.14}})),
                "location",
            ),
            (place(json!({"kind": "phone"})), "phone"),
            (place(json!({"kind": "phone", "phone": "12345"})), "phone"),
            (place(json!({"phone": "13812345678"})), "phone"),
            (place(json!({"mediaIds": ["nope"]})), "mediaIds"),
            (
                place(json!({"mediaIds": (0..10).map(|i| format!("m{i}")).collect::<Vec<_>>()})),
                "mediaIds",
            ),
            (place(json!({"status": "accepted"})), "status"),
            (json!({"targetKind": "place", "kind": "closed"}), "targetId"),
        ];
        for (body, field) in cases {
            let b = send(&app, Some(&t), &body).await;
            assert_eq!(
                (b["code"].as_i64(), b["data"]["field"].as_str()),
                (Some(40000), Some(field)),
                "{body}: {b}"
            );
            assert!(b["msg"].as_str().is_some_and(|m| !m.is_empty()), "{b}");
        }
        assert_eq!(rows(&app).await, 0);
        for path in ["/0", "/abc", "/-3"] {
            let b = get_with(&app, &format!("{CORRECTIONS}{path}"), Some(&t)).await;
            assert_eq!(
                (b["code"].as_i64(), b["data"]["field"].as_str()),
                (Some(40000), Some("id")),
                "{path}: {b}"
            );
        }
        let b = get_with(&app, &format!("{CORRECTIONS}?size=51"), Some(&t)).await;
        assert_eq!(b["data"]["field"], "size", "{b}");
    }
);

both_stores!(every_kind_with_its_detail_and_photos, |store| {
    let app = app(store).await;
    let t = token_for(&app, "oCorrKinds").await;
    let uid = uid_of(&app, &t).await;
    media(&app, "m-1", &uid).await;
    media(&app, "m-2", &uid).await;
    let b = send(
        &app,
        Some(&t),
        &json!({"targetKind": "place", "targetId": WEST_LAKE, "kind": "phone",
                "phone": "0571 8765 4321", "text": "", "mediaIds": ["m-2", "m-1"]}),
    )
    .await;
    assert_eq!(b["code"], 0, "{b}");
    let id = b["data"]["id"].as_i64().expect("id");
    let d = get_with(&app, &format!("{CORRECTIONS}/{id}"), Some(&t)).await;
    assert_eq!(d["data"]["phone"], "0571-87654321", "{d}");
    let photos: Vec<&str> = d["data"]["photos"]
        .as_array()
        .expect("photos")
        .iter()
        .filter_map(|p| p["id"].as_str())
        .collect();
    assert_eq!(photos, ["m-2", "m-1"]);
    assert_eq!(
        d["data"]["photos"][0]["thumbUrl"],
        "/ver3/api/v3/media/m-2/thumb"
    );
    for body in [
        json!({"targetKind": "place", "targetId": WEST_LAKE, "kind": "hours", "text": "周一闭馆"}),
        json!({"targetKind": "dish", "targetId": "dish-330102-dongpo-rou", "kind": "closed"}),
    ] {
        assert_eq!(send(&app, Some(&t), &body).await["code"], 0, "{body}");
    }
});

both_stores!(three_open_corrections_of_one_thing_at_most, |store| {
    let app = app(store).await;
    let t = token_for(&app, "oCorrCap").await;
    let ids = [
        moved(&app, &t).await,
        moved(&app, &t).await,
        moved(&app, &t).await,
    ];
    let b = send(
        &app,
        Some(&t),
        &json!({"targetKind": "place", "targetId": WEST_LAKE, "kind": "closed"}),
    )
    .await;
    assert_eq!(b["code"], 40900, "{b}");
    assert_eq!(rows(&app).await, 3);
    // A decision frees a place; another thing was never limited.
    moderation::reject(&app.db, &Actor::cli(), ids[0], "重复")
        .await
        .expect("reject");
    moved(&app, &t).await;
    let b = send(
        &app,
        Some(&t),
        &json!({"targetKind": "dish", "targetId": "dish-330102-dongpo-rou", "kind": "closed"}),
    )
    .await;
    assert_eq!(b["code"], 0, "{b}");
});

both_stores!(
    sending_many_at_once_still_keeps_three_open_at_most,
    |store| {
        let app = app(store).await;
        let t = token_for(&app, "oCorrCapRace").await;
        let body = json!({"targetKind": "place", "targetId": WEST_LAKE, "kind": "closed"});
        let answers = join_all((0..12).map(|_| send(&app, Some(&t), &body))).await;
        let stored = answers.iter().filter(|b| b["code"] == 0).count();
        let refused = answers.iter().filter(|b| b["code"] == 40900).count();
        assert_eq!((stored, refused), (3, 9), "{answers:?}");
        assert_eq!(rows(&app).await, 3);
    }
);

both_stores!(a_visitor_sending_too_often_is_slowed, |store| {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    let app = spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", &dir),
            ("YOUZHE_RATE_CORRECTIONS", "2/60"),
        ],
    )
    .await;
    let t = token_for(&app, "oCorrFast").await;
    moved(&app, &t).await;
    moved(&app, &t).await;
    let res = app
        .client
        .post(app.url(CORRECTIONS))
        .header("Authorization", format!("Bearer {t}"))
        .json(&json!({"targetKind": "place", "targetId": WEST_LAKE, "kind": "closed"}))
        .send()
        .await
        .expect("request");
    assert_eq!(res.status(), 429);
    assert_eq!(rows(&app).await, 2);
    // Another visitor is not slowed by the first.
    let other = token_for(&app, "oCorrSlow").await;
    moved(&app, &other).await;
});
