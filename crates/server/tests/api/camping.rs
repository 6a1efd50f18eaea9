//! Camping (docs/CAMPING.md) on both stores: the campsites filtered by county, facilities,
//! pets and power; sign-ups that never overfill an event however many press at once,
//! idempotent by key, one per visitor per event; a cancel gives the seats back; every bad
//! input refused naming its field with nothing taken.

use futures::future::join_all;
use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;

use crate::{
    both_stores,
    campaigns::visitor,
    helpers::{Store, TestApp, call, ok_data, refused, spawn_app_with},
};

const CAMPING: &str = "/ver3/api/v3/camping";

/// Events for the tests: a 37-seat event for the race, a small open one, one whose
/// sign-ups closed long ago.
fn events_file(store: Store) -> std::path::PathBuf {
    let event = |id: &str, place: &str, capacity: u32, max_party: u32, until: &str, ends: &str| {
        json!({"id": id, "title": format!("测试活动 {id}"), "place_id": place,
               "starts": until, "ends": ends, "signup_until": until, "capacity": capacity,
               "max_party": max_party, "description": "测试用的露营活动", "source": "测试"})
        .to_string()
    };
    let lines = [
        event("race", "camping-zs-jihu", 37, 1, "2999-01-01", "2999-01-02"),
        event(
            "small",
            "camping-tz-kuocangshan",
            5,
            3,
            "2999-02-01",
            "2999-02-02",
        ),
        event(
            "closed",
            "camping-ls-yunhe-titian",
            10,
            2,
            "2000-01-01",
            "2000-01-02",
        ),
    ];
    let path = std::env::temp_dir().join(format!(
        "camping-events-{:?}-{}-{}.jsonl",
        store,
        std::process::id(),
        youzhe_core::time::now_ms()
    ));
    std::fs::write(&path, lines.join("\n")).expect("events file");
    path
}

async fn app(store: Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    let events = events_file(store);
    let events = events.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", dir.as_str()),
            ("YOUZHE_CAMPING_EVENTS", events.as_str()),
            ("YOUZHE_RATE_LOGIN", "off"),
            ("YOUZHE_RATE_CAMPING", "off"),
        ],
    )
    .await
}

async fn sign_up(app: &TestApp, token: &str, event: &str, key: &str, party: u32) -> Value {
    call(
        app,
        Method::POST,
        &format!("{CAMPING}/events/{event}/signup"),
        Some(token),
        Some(json!({"key": key, "party": party, "phone": "13812345678"})),
    )
    .await
}

async fn cancel(app: &TestApp, token: &str, event: &str) -> Value {
    call(
        app,
        Method::DELETE,
        &format!("{CAMPING}/events/{event}/signup"),
        Some(token),
        None,
    )
    .await
}

/// The event as the public list shows it (with `mine` for `token`).
async fn event(app: &TestApp, token: Option<&str>, id: &str) -> Value {
    let body = call(app, Method::GET, &format!("{CAMPING}/events"), token, None).await;
    assert_eq!(body["code"], 0, "{body}");
    body["data"]
        .as_array()
        .expect("events")
        .iter()
        .find(|e| e["id"] == id)
        .cloned()
        .expect("the event is listed")
}

async fn scalar(app: &TestApp, sql: &'static str, arg: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).bind(arg).fetch_one(pool).await)
        .expect("count")
}

fn sites(body: &Value) -> Vec<Value> {
    ok_data(body)["list"].as_array().expect("list").clone()
}

both_stores!(
    campsites_filter_by_county_facilities_pets_and_power,
    |store| {
        let app = app(store).await;
        let all = app.get_json(&format!("{CAMPING}/sites?size=50")).await;
        assert!(ok_data(&all)["total"].as_u64().unwrap() >= 30, "{all}");
        for s in sites(&all) {
            assert!(s["id"].as_str().unwrap().starts_with("camping-"), "{s}");
            // A campsite opens on the scenic page (the SPEC has no campsite page).
            assert_eq!(s["page"], "pages/poi/detail/scenic");
            assert!(!s["countyName"].as_str().unwrap().is_empty(), "{s}");
            assert!(!s["source"].as_str().unwrap().is_empty());
        }

        let washed = app
            .get_json(&format!("{CAMPING}/sites?facilities=toilet,shower&size=50"))
            .await;
        let washed = sites(&washed);
        assert!(!washed.is_empty());
        for s in &washed {
            let f = s["facilities"].as_array().unwrap();
            assert!(
                f.contains(&json!("toilet")) && f.contains(&json!("shower")),
                "{s}"
            );
        }
        assert!(washed.len() < ok_data(&all)["total"].as_u64().unwrap() as usize);

        let powered = sites(
            &app.get_json(&format!("{CAMPING}/sites?electricity=true&size=50"))
                .await,
        );
        assert!(!powered.is_empty());
        assert!(
            powered.iter().all(|s| s["electricity"] == "yes"),
            "{powered:?}"
        );
        // `false` is no filter: an unstated power supply is unknown, not "none".
        let any = app
            .get_json(&format!("{CAMPING}/sites?electricity=false&size=50"))
            .await;
        assert_eq!(ok_data(&any)["total"], ok_data(&all)["total"]);
        for s in sites(
            &app.get_json(&format!("{CAMPING}/sites?pets=true&size=50"))
                .await,
        ) {
            assert_eq!(s["pets"], "yes", "{s}");
        }

        let anji = sites(
            &app.get_json(&format!("{CAMPING}/sites?countyCode=330523"))
                .await,
        );
        assert!(anji.len() >= 2, "{anji:?}");
        assert!(
            anji.iter()
                .all(|s| s["countyCode"] == "330523" && s["countyName"] == "安吉县")
        );
        let nowhere = app
            .get_json(&format!("{CAMPING}/sites?countyCode=339999"))
            .await;
        assert_eq!(ok_data(&nowhere)["total"], 0);

        let paged = app
            .get_json(&format!("{CAMPING}/sites?page=2&size=10"))
            .await;
        assert_eq!(sites(&paged).len(), 10);
        assert_eq!(sites(&paged)[0]["id"], sites(&all)[10]["id"]);

        refused(
            &app,
            &format!("{CAMPING}/sites?countyCode=33"),
            "county_code",
        )
        .await;
        refused(
            &app,
            &format!("{CAMPING}/sites?facilities=sauna"),
            "facilities",
        )
        .await;
        refused(&app, &format!("{CAMPING}/sites?size=51"), "size").await;
    }
);

both_stores!(a_hundred_sign_ups_at_once_fill_37_seats_exactly, |store| {
    let app = app(store).await;
    let people = join_all((0..100).map(|i| {
        let app = &app;
        async move { visitor(app, &format!("oCampRace{i}")).await }
    }))
    .await;
    let answers = join_all(people.iter().enumerate().map(|(i, (t, _))| {
        let app = &app;
        async move { sign_up(app, t, "race", &format!("press-{i}"), 1).await }
    }))
    .await;
    let won = answers.iter().filter(|a| a["code"] == 0).count();
    let full: Vec<&Value> = answers.iter().filter(|a| a["code"] != 0).collect();
    assert_eq!(won, 37, "{answers:?}");
    assert_eq!(full.len(), 63);
    for a in &full {
        assert_eq!(a["code"], 40900, "{a}");
        assert!(a["msg"].as_str().unwrap().contains("已满"), "{a}");
    }
    assert_eq!(
        scalar(
            &app,
            "SELECT seats_taken FROM camping_seats WHERE event_id = $1",
            "race"
        )
        .await,
        37
    );
    assert_eq!(
        scalar(
            &app,
            "SELECT COUNT(*) FROM camping_signups WHERE event_id = $1 AND state = 'active'",
            "race"
        )
        .await,
        37
    );
    assert_eq!(event(&app, None, "race").await["seatsLeft"], 0);

    // One cancel frees one seat, and exactly one of the turned-away gets it.
    let (winner, _) = &people[answers.iter().position(|a| a["code"] == 0).unwrap()];
    assert_eq!(cancel(&app, winner, "race").await["code"], 0);
    let losers: Vec<&String> = people
        .iter()
        .zip(&answers)
        .filter(|(_, a)| a["code"] != 0)
        .map(|((t, _), _)| t)
        .take(10)
        .collect();
    let again = join_all(losers.iter().enumerate().map(|(i, t)| {
        let app = &app;
        async move { sign_up(app, t, "race", &format!("again-{i}"), 1).await }
    }))
    .await;
    assert_eq!(
        again.iter().filter(|a| a["code"] == 0).count(),
        1,
        "{again:?}"
    );
    assert_eq!(event(&app, None, "race").await["seatsLeft"], 0);
});

both_stores!(
    a_sign_up_is_once_per_visitor_replayed_by_key_and_cancelled_for_its_seats,
    |store| {
        let app = app(store).await;
        let (ann, ann_uid) = visitor(&app, "oCampAnn").await;
        let (bob, _) = visitor(&app, "oCampBob").await;
        assert_eq!(event(&app, Some(&ann), "small").await["seatsLeft"], 5);

        let first = sign_up(&app, &ann, "small", "ann-1", 2).await;
        assert_eq!(first["code"], 0, "{first}");
        let d = ok_data(&first);
        assert_eq!(
            (d["replayed"].as_bool(), d["event"]["seatsLeft"].as_i64()),
            (Some(false), Some(3))
        );
        assert_eq!(d["signup"]["phone"], "138****5678");
        assert_eq!(d["signup"]["state"], "active");
        assert_eq!(d["event"]["mine"]["party"], 2);

        // The same press again: the same sign-up, no seat taken.
        let replay = sign_up(&app, &ann, "small", "ann-1", 2).await;
        assert_eq!(ok_data(&replay)["replayed"], true);
        assert_eq!(ok_data(&replay)["signup"]["id"], d["signup"]["id"]);
        assert_eq!(event(&app, None, "small").await["seatsLeft"], 3);
        // Another press while signed up: refused, nothing taken.
        let twice = sign_up(&app, &ann, "small", "ann-2", 1).await;
        assert_eq!(twice["code"], 40900, "{twice}");
        assert!(twice["msg"].as_str().unwrap().contains("已报名"));
        // The key of this sign-up on another event names another sign-up.
        assert_eq!(sign_up(&app, &ann, "race", "ann-1", 1).await["code"], 40900);

        // Bob sees his own state only; more than the event's party limit, or than the seats left.
        let seen_by_bob = event(&app, Some(&bob), "small").await;
        assert!(seen_by_bob["mine"].is_null(), "{seen_by_bob}");
        assert_eq!(
            sign_up(&app, &bob, "small", "bob-1", 4).await["code"],
            40900
        );
        assert_eq!(
            ok_data(&sign_up(&app, &bob, "small", "bob-2", 3).await)["event"]["seatsLeft"],
            0
        );
        let full = sign_up(
            &app,
            &visitor(&app, "oCampCid").await.0,
            "small",
            "cid-1",
            1,
        )
        .await;
        assert_eq!(full["code"], 40900);
        assert!(full["msg"].as_str().unwrap().contains("已满"));

        // Ann cancels: her two seats come back; a second cancel has nothing to cancel.
        let cancelled = cancel(&app, &ann, "small").await;
        assert_eq!(cancelled["code"], 0, "{cancelled}");
        assert_eq!(ok_data(&cancelled)["event"]["seatsLeft"], 2);
        assert_eq!(ok_data(&cancelled)["signup"]["state"], "cancelled");
        assert_eq!(cancel(&app, &ann, "small").await["code"], 40400);
        // And she may sign up again with a new press.
        assert_eq!(sign_up(&app, &ann, "small", "ann-3", 1).await["code"], 0);

        let mine = call(
            &app,
            Method::GET,
            &format!("{CAMPING}/signups/mine"),
            Some(&ann),
            None,
        )
        .await;
        let list = ok_data(&mine)["list"].as_array().unwrap().clone();
        assert_eq!(list.len(), 2, "{mine}");
        assert_eq!(list[0]["state"], "active");
        assert_eq!(list[0]["title"], "测试活动 small");
        assert_eq!(list[0]["placeName"], "括苍山露营");
        assert!(list.iter().any(|s| s["state"] == "cancelled"));
        assert_eq!(
            scalar(
                &app,
                "SELECT COUNT(*) FROM camping_signups WHERE user_id = $1 AND state = 'active'",
                &ann_uid
            )
            .await,
            1
        );
        assert_eq!(
            scalar(
                &app,
                "SELECT seats_taken FROM camping_seats WHERE event_id = $1",
                "small"
            )
            .await,
            4
        );
    }
);

both_stores!(bad_sign_ups_are_refused_with_nothing_taken, |store| {
    let app = app(store).await;
    let (t, _) = visitor(&app, "oCampBad").await;
    let post = |event: &'static str, body: Value| {
        let app = &app;
        let t = t.clone();
        async move {
            call(
                app,
                Method::POST,
                &format!("{CAMPING}/events/{event}/signup"),
                Some(&t),
                Some(body),
            )
            .await
        }
    };
    let good = json!({"key": "k1", "party": 1, "phone": "13812345678"});
    let field = |v: &Value| {
        (
            v["code"].as_i64(),
            v["data"]["field"].as_str().map(str::to_string),
        )
    };
    let with = |k: &str, v: Value| {
        let mut b = good.clone();
        b[k] = v;
        b
    };
    for (k, v, name) in [
        ("phone", json!("12345"), "phone"),
        ("phone", json!("23812345678"), "phone"),
        ("party", json!(0), "party"),
        ("party", json!(11), "party"),
        ("key", json!(""), "key"),
        ("key", json!("a b"), "key"),
    ] {
        let body = post("small", with(k, v.clone())).await;
        assert_eq!(
            field(&body),
            (Some(40000), Some(name.to_string())),
            "{k}={v}: {body}"
        );
    }
    let bad_id = post("Bad_Id", good.clone()).await;
    assert_eq!(field(&bad_id), (Some(40000), Some("id".to_string())));
    assert_eq!(post("no-such-event", good.clone()).await["code"], 40400);
    let closed = post("closed", good.clone()).await;
    assert_eq!(closed["code"], 40300, "{closed}");
    let anonymous = call(
        &app,
        Method::POST,
        &format!("{CAMPING}/events/small/signup"),
        None,
        Some(good.clone()),
    )
    .await;
    assert_eq!(anonymous["code"], 40003);
    assert_eq!(cancel(&app, &t, "no-such-event").await["code"], 40400);
    assert_eq!(
        scalar(
            &app,
            "SELECT COUNT(*) FROM camping_signups WHERE event_id <> $1",
            ""
        )
        .await,
        0
    );
    assert_eq!(event(&app, None, "small").await["seatsLeft"], 5);
});

both_stores!(
    the_export_lists_sign_ups_and_deleting_the_account_gives_the_seats_back,
    |store| {
        let app = app(store).await;
        let (t, uid) = visitor(&app, "oCampGone").await;
        assert_eq!(sign_up(&app, &t, "small", "gone-1", 3).await["code"], 0);
        assert_eq!(event(&app, None, "small").await["seatsLeft"], 2);
        // The export holds the sign-up with the number in full, for its visitor only.
        let export = call(&app, Method::GET, "/ver3/api/v3/me/export", Some(&t), None).await;
        let mine = &ok_data(&export)["camping_signups"];
        assert_eq!(mine.as_array().map(Vec::len), Some(1), "{export}");
        assert_eq!(
            (
                &mine[0]["event_id"],
                &mine[0]["party"],
                &mine[0]["phone"],
                &mine[0]["state"]
            ),
            (
                &json!("small"),
                &json!(3),
                &json!("13812345678"),
                &json!("active")
            )
        );
        let gone = call(
            &app,
            Method::DELETE,
            "/ver3/api/v3/me",
            Some(&t),
            Some(json!({"confirm": "DELETE"})),
        )
        .await;
        assert_eq!(gone["code"], 0, "{gone}");
        assert_eq!(event(&app, None, "small").await["seatsLeft"], 5);
        assert_eq!(
            scalar(
                &app,
                "SELECT COUNT(*) FROM camping_signups WHERE user_id = $1",
                &uid
            )
            .await,
            0
        );
    }
);
