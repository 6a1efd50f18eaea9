//! The console's camping sign-ups on both stores: the events an operator answers for with
//! their seats; an event's sign-ups with the contact number in full for the organiser
//! (province admin, the campsite's city editor), each such read audited, masked for the
//! county editor; moderators, analysts and other regions refused; an unknown event 40400.

use futures::future::join_all;
use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;
use youzhe_operators::Role;

use crate::{
    both_stores,
    campaigns::visitor,
    helpers::{Store, TestApp, call, spawn_app_with},
    operators::{self as ops, Session, XIHU, add, code, get, sign_in},
};

/// 龙坞 (西湖区, 杭州) and 基湖 (嵊泗, 舟山): one event in 杭州, one outside it.
fn events_file(store: Store) -> std::path::PathBuf {
    let event = |id: &str, place: &str, capacity: u32| {
        json!({"id": id, "title": format!("控制台测试 {id}"), "place_id": place,
               "starts": "2999-03-01", "ends": "2999-03-02", "signup_until": "2999-02-20",
               "capacity": capacity, "max_party": 4, "description": "测试用的露营活动",
               "source": "测试"})
        .to_string()
    };
    let lines = [
        event("longwu", "camping-hz-longwu", 12),
        event("jihu", "camping-zs-jihu", 8),
    ];
    let path = std::env::temp_dir().join(format!(
        "camping-console-{:?}-{}-{}.jsonl",
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
    let events = events_file(store).to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", dir.as_str()),
            ("YOUZHE_CAMPING_EVENTS", events.as_str()),
            ("YOUZHE_RATE_LOGIN", "off"),
            ("YOUZHE_RATE_OPERATOR_LOGIN", "off"),
            ("YOUZHE_RATE_CAMPING", "off"),
        ],
    )
    .await
}

async fn sign_up(app: &TestApp, token: &str, event: &str, party: u32, phone: &str) -> i64 {
    sign_up_with(app, token, event, &format!("k-{event}"), party, phone).await
}

async fn sign_up_with(
    app: &TestApp,
    token: &str,
    event: &str,
    key: &str,
    party: u32,
    phone: &str,
) -> i64 {
    let body = call(
        app,
        Method::POST,
        &format!("/ver3/api/v3/camping/events/{event}/signup"),
        Some(token),
        Some(json!({"key": key, "party": party, "phone": phone})),
    )
    .await;
    assert_eq!(body["code"], 0, "{body}");
    body["data"]["signup"]["id"]
        .as_i64()
        .expect("the sign-up's id")
}

async fn operator(app: &TestApp, name: &str, role: Role, county: Option<&str>) -> Session {
    add(app, name, role, county).await;
    sign_in(app, name).await
}

async fn reads(app: &TestApp) -> Vec<(String, String, String)> {
    with_db!(&app.db, pool => sqlx::query_as::<_, (String, String, String)>(
        "SELECT actor, target_id, after_json FROM audit_log
         WHERE action = 'camping.signups_read' ORDER BY id")
        .fetch_all(pool).await)
    .expect("audit")
}

fn ids(list: &Value) -> Vec<String> {
    list["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .map(|e| e["id"].as_str().unwrap_or_default().to_string())
        .collect()
}

const EVENTS: &str = "/camping/events";

both_stores!(
    the_organiser_reads_full_numbers_audited_others_masked_or_refused,
    |store| {
        let app = app(store).await;
        let (a, _) = visitor(&app, "oCampConsoleA").await;
        let (b, _) = visitor(&app, "oCampConsoleB").await;
        sign_up(&app, &a, "longwu", 3, "13812345678").await;
        sign_up(&app, &b, "longwu", 2, "15900001111").await;
        // B changes their mind: the console still lists the cancelled sign-up.
        let body = call(
            &app,
            Method::DELETE,
            "/ver3/api/v3/camping/events/longwu/signup",
            Some(&b),
            None,
        )
        .await;
        assert_eq!(body["code"], 0, "{body}");

        let admin = operator(&app, "camp-admin", Role::ProvinceAdmin, None).await;
        let city = operator(&app, "camp-city", Role::CityEditor, None).await;
        let county = operator(&app, "camp-county", Role::CountyEditor, Some(XIHU)).await;
        let other = operator(&app, "camp-other", Role::CountyEditor, Some("330102")).await;
        let moderator = operator(&app, "camp-mod", Role::Moderator, None).await;
        let analyst = operator(&app, "camp-analyst", Role::Analyst, None).await;

        // The list: seats as the visitors left them; each operator sees their own events.
        let all = get(&app, &admin, EVENTS).await;
        // Soonest first, then by id.
        assert_eq!(ids(&all), ["jihu", "longwu"], "{all}");
        let longwu = &all["data"]["list"][1];
        assert_eq!(longwu["capacity"], 12);
        assert_eq!(longwu["seatsTaken"], 3);
        assert_eq!(longwu["seatsLeft"], 9);
        assert_eq!(longwu["signups"], 1);
        assert_eq!(longwu["state"], "open");
        assert_eq!(longwu["phones"], "full");
        assert_eq!(longwu["placeName"], "龙坞茶村露营", "{longwu}");
        let mine = get(&app, &city, EVENTS).await;
        assert_eq!(
            ids(&mine),
            ["longwu"],
            "the 杭州 editor sees 杭州's event only"
        );
        let mine = get(&app, &county, EVENTS).await;
        assert_eq!(ids(&mine), ["longwu"]);
        assert_eq!(mine["data"]["list"][0]["phones"], "masked");
        assert!(ids(&get(&app, &other, EVENTS).await).is_empty());
        for who in [&moderator, &analyst] {
            assert_eq!(code(&get(&app, who, EVENTS).await), 40300);
        }
        assert!(reads(&app).await.is_empty(), "a list shows no number");

        // The organiser: numbers in full, in the order they came, each read audited.
        let path = format!("{EVENTS}/longwu/signups");
        for (who, name) in [(&admin, "camp-admin"), (&city, "camp-city")] {
            let page = get(&app, who, &path).await;
            assert_eq!(page["code"], 0, "{page}");
            let list = page["data"]["list"].as_array().unwrap();
            assert_eq!(list.len(), 2);
            assert_eq!(list[0]["phone"], "13812345678");
            assert_eq!(list[0]["party"], 3);
            assert_eq!(list[0]["state"], "active");
            assert_eq!(list[1]["phone"], "15900001111");
            assert_eq!(list[1]["state"], "cancelled");
            assert!(list[1]["cancelledAt"].is_string());
            assert_eq!(page["data"]["total"], 2);
            assert_eq!(page["data"]["event"]["seatsLeft"], 9);
            let last = reads(&app).await.pop().expect("an audit row");
            assert_eq!((last.0.as_str(), last.1.as_str()), (name, "longwu"));
            let after: Value = serde_json::from_str(&last.2).unwrap();
            assert_eq!(after["signups"], json!([list[0]["id"], list[1]["id"]]));
        }
        assert_eq!(reads(&app).await.len(), 2);

        // The county editor: masked, and nothing audited.
        let page = get(&app, &county, &path).await;
        assert_eq!(page["code"], 0, "{page}");
        assert_eq!(page["data"]["list"][0]["phone"], "138****5678");
        assert_eq!(page["data"]["list"][1]["phone"], "159****1111");
        assert_eq!(page["data"]["event"]["phones"], "masked");
        assert!(!page.to_string().contains("13812345678"));
        assert_eq!(reads(&app).await.len(), 2);

        // Refused: other roles, other regions; none of them leaves a number or a row.
        for who in [&moderator, &analyst, &other] {
            let body = get(&app, who, &path).await;
            assert_eq!(code(&body), 40300, "{body}");
            assert!(!body.to_string().contains("5678"));
        }
        assert_eq!(
            code(&get(&app, &city, &format!("{EVENTS}/jihu/signups")).await),
            40300,
            "舟山's event is not 杭州's"
        );
        // An event nobody signed up for: no number shown, so nothing to audit.
        let empty = get(&app, &admin, &format!("{EVENTS}/jihu/signups")).await;
        assert_eq!(empty["data"]["total"], 0, "{empty}");
        assert_eq!(reads(&app).await.len(), 2);

        // Unknown and malformed events.
        let body = get(&app, &admin, &format!("{EVENTS}/no-such-event/signups")).await;
        assert_eq!(code(&body), 40400, "{body}");
        let body = get(&app, &admin, &format!("{EVENTS}/Bad%20Id/signups")).await;
        assert_eq!(code(&body), 40000, "{body}");
        assert_eq!(body["data"]["field"], "id");
        let body = get(&app, &admin, &format!("{path}?size=0")).await;
        assert_eq!(code(&body), 40000, "{body}");

        // Paged: one a page, the second page holds the cancelled one.
        let second = get(&app, &admin, &format!("{path}?page=2&size=1")).await;
        assert_eq!(second["data"]["list"][0]["state"], "cancelled", "{second}");
        assert_eq!(second["data"]["list"].as_array().unwrap().len(), 1);
        let last = reads(&app).await.pop().unwrap();
        let after: Value = serde_json::from_str(&last.2).unwrap();
        assert_eq!(after["signups"], json!([second["data"]["list"][0]["id"]]));
    }
);

both_stores!(a_console_read_needs_a_session, |store| {
    let app = app(store).await;
    let body = app
        .get_json(&format!("{}{EVENTS}", crate::operators::ADMIN))
        .await;
    assert_eq!(code(&body), 40003, "{body}");
});

async fn cancel_as(app: &TestApp, s: &Session, event: &str, id: impl std::fmt::Display) -> Value {
    ops::write(
        app,
        s,
        Method::DELETE,
        &format!("{EVENTS}/{event}/signups/{id}"),
        json!({}),
    )
    .await
}

async fn seats_taken(app: &TestApp, event: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT seats_taken FROM camping_seats WHERE event_id = $1")
        .bind(event).fetch_one(pool).await)
    .expect("seats")
}

async fn cancels(app: &TestApp) -> Vec<(String, String, String, String)> {
    with_db!(&app.db, pool => sqlx::query_as::<_, (String, String, String, String)>(
        "SELECT actor, target_id, before_json, after_json FROM audit_log
         WHERE action = 'camping.signup_cancel' ORDER BY id")
        .fetch_all(pool).await)
    .expect("audit")
}

both_stores!(
    the_organiser_cancels_a_sign_up_seats_back_and_audited_once,
    |store| {
        let app = app(store).await;
        let (a, _) = visitor(&app, "oCampCancelA").await;
        let (b, _) = visitor(&app, "oCampCancelB").await;
        let a_id = sign_up(&app, &a, "longwu", 3, "13812345678").await;
        let b_id = sign_up(&app, &b, "longwu", 2, "15900001111").await;
        assert_eq!(seats_taken(&app, "longwu").await, 5);

        let city = operator(&app, "cancel-city", Role::CityEditor, None).await;
        let county = operator(&app, "cancel-county", Role::CountyEditor, Some(XIHU)).await;
        let moderator = operator(&app, "cancel-mod", Role::Moderator, None).await;

        // Not the organiser, or no CSRF token: refused, nothing changed.
        for who in [&county, &moderator] {
            let body = cancel_as(&app, who, "longwu", a_id).await;
            assert_eq!(code(&body), 40300, "{body}");
        }
        let body = ops::call(
            &app,
            &city,
            Method::DELETE,
            &format!("{EVENTS}/longwu/signups/{a_id}"),
            None,
            None,
        )
        .await;
        assert_eq!(code(&body), 40300, "{body}");
        assert_eq!(
            code(&cancel_as(&app, &city, "jihu", 1).await),
            40300,
            "舟山's"
        );
        assert_eq!(seats_taken(&app, "longwu").await, 5);
        assert!(cancels(&app).await.is_empty());

        // The organiser cancels A: the seats come back, the row says who and what.
        let body = cancel_as(&app, &city, "longwu", a_id).await;
        assert_eq!(body["code"], 0, "{body}");
        assert_eq!(body["data"]["signup"]["state"], "cancelled");
        assert!(body["data"]["signup"]["cancelledAt"].is_string());
        assert_eq!(body["data"]["event"]["seatsLeft"], 10);
        assert_eq!(body["data"]["event"]["signups"], 1);
        assert_eq!(seats_taken(&app, "longwu").await, 2);
        let rows = cancels(&app).await;
        assert_eq!(rows.len(), 1);
        assert_eq!(
            (rows[0].0.as_str(), rows[0].1.as_str()),
            ("cancel-city", a_id.to_string().as_str())
        );
        let before: Value = serde_json::from_str(&rows[0].2).unwrap();
        let after: Value = serde_json::from_str(&rows[0].3).unwrap();
        assert_eq!(
            (&before["state"], &after["state"]),
            (&json!("active"), &json!("cancelled"))
        );
        assert_eq!(after["party"], 3);
        assert!(
            !rows[0].3.contains("13812345678"),
            "the number stays out of the log"
        );

        // A sees it cancelled in their list and may sign up again with a new press.
        let mine = call(
            &app,
            Method::GET,
            "/ver3/api/v3/camping/signups/mine",
            Some(&a),
            None,
        )
        .await;
        assert_eq!(mine["data"]["list"][0]["state"], "cancelled", "{mine}");
        sign_up_with(&app, &a, "longwu", "again", 1, "13812345678").await;
        assert_eq!(seats_taken(&app, "longwu").await, 3);

        // Twice, unknown, another event's, malformed.
        assert_eq!(code(&cancel_as(&app, &city, "longwu", a_id).await), 40900);
        assert_eq!(
            code(&cancel_as(&app, &city, "longwu", 987_654_321).await),
            40400
        );
        assert_eq!(
            code(&cancel_as(&app, &city, "no-such-event", b_id).await),
            40400
        );
        let admin = operator(&app, "cancel-admin", Role::ProvinceAdmin, None).await;
        assert_eq!(code(&cancel_as(&app, &admin, "jihu", b_id).await), 40400);
        let body = cancel_as(&app, &admin, "longwu", "abc").await;
        assert_eq!(
            (code(&body), &body["data"]["field"]),
            (40000, &json!("signupId")),
            "{body}"
        );
        assert_eq!(seats_taken(&app, "longwu").await, 3);
        assert_eq!(cancels(&app).await.len(), 1);

        // Eight campers on 基湖, each cancelling while the organiser cancels them too, all at
        // once: each sign-up is cancelled once, its seat given back once, one row per organiser win.
        let mut campers = Vec::new();
        for i in 0..8 {
            let (t, _) = visitor(&app, &format!("oCampRace{i}")).await;
            let id = sign_up(&app, &t, "jihu", 1, "13700000000").await;
            campers.push((t, id));
        }
        assert_eq!(seats_taken(&app, "jihu").await, 8);
        let own = campers.iter().map(|(t, _)| {
            call(
                &app,
                Method::DELETE,
                "/ver3/api/v3/camping/events/jihu/signup",
                Some(t.as_str()),
                None,
            )
        });
        let theirs = campers
            .iter()
            .map(|(_, id)| cancel_as(&app, &admin, "jihu", *id));
        let (own, theirs) = futures::join!(join_all(own), join_all(theirs));
        let mut organiser_wins = 0;
        for (o, t) in own.iter().zip(&theirs) {
            let wins = [o, t].iter().filter(|b| b["code"] == 0).count();
            assert_eq!(wins, 1, "exactly one cancel of each: {o} {t}");
            if t["code"] == 0 {
                organiser_wins += 1;
            } else {
                assert_eq!(code(t), 40900, "{t}");
            }
        }
        assert_eq!(seats_taken(&app, "jihu").await, 0);
        assert_eq!(cancels(&app).await.len(), 1 + organiser_wins);
    }
);
