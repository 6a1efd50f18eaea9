//! Chances and draws idempotent by key; limits per day and in all; the window and
//! eligibility refused on the server; bad input refused naming the field, nothing written.

use futures::future::join_all;
use serde_json::{Value, json};
use youzhe_core::with_db;

use super::{CAMPAIGNS, app, campaign, code, count, draw, install, post, seed_chances, visitor};
use crate::{both_stores, helpers::TestApp, identity::get_with};

async fn earn(app: &TestApp, t: &str, id: &str, body: Value) -> Value {
    post(app, t, &format!("{CAMPAIGNS}/{id}/chances"), body).await
}

const DRAWS: &str = "SELECT COUNT(*) FROM campaign_draws WHERE campaign_id = $1";
const CHANCES: &str = "SELECT COUNT(*) FROM campaign_chances WHERE campaign_id = $1";
const WINS: &str = "SELECT COUNT(*) FROM campaign_wins WHERE campaign_id = $1";

both_stores!(chances_and_draws_are_idempotent_by_key, |store| {
    let app = app(store).await;
    install(&app, campaign("idem", json!({"loseWeight": 1}))).await;
    let (t, _) = visitor(&app, "oIdem").await;
    // Twenty identical earns at once earn once.
    let answers =
        join_all((0..20).map(|_| earn(&app, &t, "idem", json!({"task": "checkin", "key": "c-1"}))))
            .await;
    let earned = answers
        .iter()
        .inspect(|a| assert_eq!(code(a), 0, "{a}"))
        .filter(|a| a["data"]["outcome"] == "earned")
        .count();
    assert_eq!(earned, 1);
    assert_eq!(count(&app, CHANCES, "idem").await, 1);
    // Today's check-in under another key is the same deed: already.
    let again = earn(&app, &t, "idem", json!({"task": "checkin", "key": "c-2"})).await;
    assert_eq!(again["data"]["outcome"], "already", "{again}");
    assert_eq!(again["data"]["chancesLeft"], 1);
    // Twenty identical draws at once draw once, and all answer the same draw.
    let answers = join_all((0..20).map(|_| draw(&app, &t, "idem", "d-1"))).await;
    let ids: Vec<i64> = answers
        .iter()
        .map(|a| {
            assert_eq!(code(a), 0, "{a}");
            a["data"]["drawId"].as_i64().expect("drawId")
        })
        .collect();
    assert!(ids.iter().all(|i| *i == ids[0]), "{ids:?}");
    assert_eq!(
        answers
            .iter()
            .filter(|a| a["data"]["replayed"] == false)
            .count(),
        1
    );
    let outcome = &answers[0]["data"]["outcome"];
    assert!(answers.iter().all(|a| &a["data"]["outcome"] == outcome));
    assert_eq!(count(&app, DRAWS, "idem").await, 1);
    // The one chance is spent: a new key is refused, the old one still answers.
    let next = draw(&app, &t, "idem", "d-2").await;
    assert_eq!(code(&next), 40900, "{next}");
    assert_eq!(code(&draw(&app, &t, "idem", "d-1").await), 0);
    assert_eq!(count(&app, DRAWS, "idem").await, 1);
});

both_stores!(limits_per_day_and_in_all, |store| {
    let app = app(store).await;
    install(
        &app,
        campaign("daily", json!({"limits": {"perDay": 2, "inAll": 10}})),
    )
    .await;
    install(
        &app,
        campaign("total", json!({"limits": {"perDay": 3, "inAll": 4}})),
    )
    .await;
    let (t, uid) = visitor(&app, "oLimits").await;
    seed_chances(&app, "daily", &uid, 10).await;
    seed_chances(&app, "total", &uid, 10).await;
    for k in ["a", "b"] {
        assert_eq!(code(&draw(&app, &t, "daily", k).await), 0);
    }
    let third = draw(&app, &t, "daily", "c").await;
    assert_eq!(code(&third), 40900, "{third}");
    assert!(third["msg"].as_str().unwrap().contains("今天"), "{third}");
    assert_eq!(count(&app, DRAWS, "daily").await, 2);
    // Two draws on an earlier day count in all, not today.
    with_db!(&app.db, pool => sqlx::query(
        "INSERT INTO campaign_draws (campaign_id, user_id, action, idempotency_key, day, at_ms)
         VALUES ('total', $1, 'draw', 'old-1', '2000-01-01', 0), ('total', $1, 'draw', 'old-2', '2000-01-01', 0)")
        .bind(&uid).execute(pool).await.map(|_| ()))
    .unwrap();
    for k in ["a", "b"] {
        assert_eq!(code(&draw(&app, &t, "total", k).await), 0);
    }
    let fifth = draw(&app, &t, "total", "c").await;
    assert_eq!(code(&fifth), 40900, "{fifth}");
    assert!(
        fifth["msg"].as_str().unwrap().contains("最多 4 次"),
        "{fifth}"
    );
    assert_eq!(count(&app, DRAWS, "total").await, 4);
    // The visitor's progress says the same.
    let me = get_with(&app, &format!("{CAMPAIGNS}/total/me"), Some(&t)).await;
    assert_eq!(
        (
            me["data"]["drawsInAll"].as_i64(),
            me["data"]["drawsToday"].as_i64(),
            me["data"]["chancesLeft"].as_i64()
        ),
        (Some(4), Some(2), Some(6)),
        "{me}"
    );
    // A task's daily count: one check-in a day.
    install(
        &app,
        campaign(
            "tasks",
            json!({"tasks": [{"task": "checkin", "chances": 2, "perDay": 1}]}),
        ),
    )
    .await;
    let first = earn(&app, &t, "tasks", json!({"task": "checkin", "key": "x"})).await;
    assert_eq!(
        (
            first["data"]["outcome"].as_str(),
            first["data"]["chances"].as_i64()
        ),
        (Some("earned"), Some(2))
    );
});

both_stores!(
    the_window_and_eligibility_are_refused_on_the_server,
    |store| {
        let app = app(store).await;
        let soon = json!({"runsDays": null, "startsAt": "2099-01-01T10:00:00+08:00", "endsAt": "2099-02-01T10:00:00+08:00"});
        let past = json!({"runsDays": null, "startsAt": "2020-01-01T10:00:00+08:00", "endsAt": "2020-02-01T10:00:00+08:00"});
        install(&app, campaign("soon", soon)).await;
        install(&app, campaign("past", past)).await;
        install(
            &app,
            campaign("phone", json!({"eligibility": {"phoneRequired": true}})),
        )
        .await;
        install(
            &app,
            campaign("rich", json!({"eligibility": {"minPoints": 100}})),
        )
        .await;
        let (t, uid) = visitor(&app, "oWindow").await;
        for id in ["soon", "past", "phone", "rich"] {
            seed_chances(&app, id, &uid, 5).await;
        }
        let cases = [
            (
                "soon",
                "活动尚未开始（2099-01-01 10:00 至 2099-02-01 10:00）",
            ),
            ("past", "活动已结束（2020-01-01 10:00 至 2020-02-01 10:00）"),
            ("phone", "手机号"),
            ("rich", "至少 100 积分"),
        ];
        for (id, msg) in cases {
            let d = draw(&app, &t, id, "k").await;
            assert_eq!(code(&d), 40300, "{id}: {d}");
            assert!(d["msg"].as_str().unwrap().contains(msg), "{id}: {d}");
            let e = earn(&app, &t, id, json!({"task": "checkin", "key": "k"})).await;
            assert_eq!(code(&e), 40300, "{id}: {e}");
            assert_eq!(count(&app, DRAWS, id).await, 0);
            assert_eq!(count(&app, CHANCES, id).await, 1, "only the seeded row");
            let me = get_with(&app, &format!("{CAMPAIGNS}/{id}/me"), Some(&t)).await;
            assert_eq!(me["data"]["mayTakePart"], false, "{me}");
            assert!(me["data"]["whyNot"].as_str().unwrap().contains(msg), "{me}");
        }
        let detail = get_with(&app, &format!("{CAMPAIGNS}/soon"), None).await;
        assert_eq!(detail["data"]["status"], "not_started", "{detail}");
        assert_eq!(detail["data"]["startsAt"], "2099-01-01T10:00:00+08:00");
        let list = get_with(&app, CAMPAIGNS, None).await;
        assert_eq!(list["data"].as_array().unwrap().len(), 4, "{list}");
        let unknown = draw(&app, &t, "nope", "k").await;
        assert_eq!(code(&unknown), 40400, "{unknown}");
        assert_eq!(
            code(&get_with(&app, &format!("{CAMPAIGNS}/nope"), None).await),
            40400
        );
    }
);

both_stores!(
    bad_input_is_refused_naming_the_field_and_nothing_is_written,
    |store| {
        let app = app(store).await;
        install(
            &app,
            campaign(
                "bad",
                json!({"tasks": [
                    {"task": "checkin", "chances": 1, "perDay": 1},
                    {"task": "place_checkin", "chances": 1, "perDay": 3},
                    {"task": "share_visit", "chances": 1, "perDay": 3},
                    {"task": "review_published", "chances": 1, "perDay": 3},
                    {"task": "quiz_passed", "chances": 1, "perDay": 3}
                ]}),
            ),
        )
        .await;
        let (t, _) = visitor(&app, "oBad").await;
        let path = format!("{CAMPAIGNS}/bad/chances");
        let cases: Vec<(Value, &str)> = vec![
            (json!({"task": "dance", "key": "k"}), "task"),
            (json!({"task": "checkin", "key": "has space"}), "key"),
            (json!({"task": "checkin"}), "key"),
            (json!({"task": "place_checkin", "key": "k"}), "placeId"),
            (
                json!({"task": "place_checkin", "key": "k", "placeId": "scenic-hz-xihu"}),
                "lat",
            ),
            (
                json!({"task": "place_checkin", "key": "k", "placeId": "nowhere", "lat": 30.0, "lng": 120.0}),
                "placeId",
            ),
            (
                json!({"task": "place_checkin", "key": "k", "placeId": "x", "lat": 91.0, "lng": 120.0}),
                "lat",
            ),
            (json!({"task": "share_visit", "key": "k"}), "friendUid"),
            (
                json!({"task": "share_visit", "key": "k", "friendUid": "someone"}),
                "friendUid",
            ),
            (
                json!({"task": "review_published", "key": "k", "reviewId": 99}),
                "reviewId",
            ),
            (json!({"task": "checkin", "key": "k", "extra": 1}), "extra"),
        ];
        for (body, field) in cases {
            let a = post(&app, &t, &path, body.clone()).await;
            assert_eq!(
                (code(&a), a["data"]["field"].as_str()),
                (40000, Some(field)),
                "{body}: {a}"
            );
            assert!(!a["msg"].as_str().unwrap().is_empty());
        }
        let quiz = post(&app, &t, &path, json!({"task": "quiz_passed", "key": "k"})).await;
        assert_eq!(code(&quiz), 40300, "{quiz}");
        let d = post(
            &app,
            &t,
            &format!("{CAMPAIGNS}/bad/draws"),
            json!({"key": ""}),
        )
        .await;
        assert_eq!(
            (code(&d), d["data"]["field"].as_str()),
            (40000, Some("key")),
            "{d}"
        );
        let d = post(
            &app,
            &t,
            &format!("{CAMPAIGNS}/Bad%20Id/draws"),
            json!({"key": "k"}),
        )
        .await;
        assert_eq!(
            (code(&d), d["data"]["field"].as_str()),
            (40000, Some("id")),
            "{d}"
        );
        let d = post(
            &app,
            &t,
            &format!("{CAMPAIGNS}/bad/redemptions"),
            json!({"goodsId": "X!", "key": "k"}),
        )
        .await;
        assert_eq!(
            (code(&d), d["data"]["field"].as_str()),
            (40000, Some("goodsId")),
            "{d}"
        );
        // A draw in a campaign that is not a shop's is not a redemption.
        let r = post(
            &app,
            &t,
            &format!("{CAMPAIGNS}/bad/redemptions"),
            json!({"goodsId": "coupon", "key": "k"}),
        )
        .await;
        assert_eq!(code(&r), 40900, "{r}");
        for sql in [DRAWS, CHANCES, WINS] {
            assert_eq!(count(&app, sql, "bad").await, 0, "{sql}");
        }
        // Without a token: sign in again.
        let anon = crate::helpers::call(
            &app,
            reqwest::Method::POST,
            &format!("{CAMPAIGNS}/bad/draws"),
            None,
            Some(json!({"key": "k"})),
        )
        .await;
        assert_eq!(code(&anon), 40003);
    }
);
