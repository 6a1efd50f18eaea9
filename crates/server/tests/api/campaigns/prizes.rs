//! A won prize: its code and QR payload in my prizes, the address only its winner and
//! prize staff read, staff marking it shipped or redeemed by code (audited), the public
//! winners list masked; the shipped samples and a check-in at a place within 500 m.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_operators::Role;

use super::{
    CAMPAIGNS, PRIZES, app, campaign, code, count, draw, install, post, seed_chances, visitor,
};
use crate::{
    both_stores,
    helpers::{TestApp, call, spawn_app_with},
    identity::get_with,
    operators::{self as ops, add, sign_in},
};

const ADDRESS: &str = "浙江省杭州市西湖区龙井路 1 号";

async fn put_address(app: &TestApp, t: &str, id: i64, body: Value) -> Value {
    call(
        app,
        Method::PUT,
        &format!("{PRIZES}/{id}/address"),
        Some(t),
        Some(body),
    )
    .await
}

fn physical() -> Value {
    json!({"prizes": [{"id": "tea", "name": "龙井茶", "kind": "physical", "stock": 5, "weight": 1}]})
}

both_stores!(
    the_address_is_read_by_its_winner_and_prize_staff_only,
    |store| {
        let app = app(store).await;
        install(&app, campaign("tea", physical())).await;
        let (a, a_uid) = visitor(&app, "oWinnerA").await;
        let (b, _) = visitor(&app, "oOtherB").await;
        seed_chances(&app, "tea", &a_uid, 1).await;
        let won = draw(&app, &a, "tea", "k").await;
        assert_eq!(won["data"]["outcome"], "won", "{won}");
        let prize = &won["data"]["prize"];
        let id = prize["id"].as_i64().unwrap();
        let shown = prize["code"].as_str().unwrap().to_string();
        assert_eq!(shown.len(), 11, "ABCDE-FGHJK: {shown}");
        assert_eq!(
            prize["qr"],
            format!("youzhe-prize:{}", shown.replace('-', ""))
        );
        assert_eq!(
            (prize["state"].as_str(), prize["needsAddress"].as_bool()),
            (Some("won"), Some(true))
        );

        // Bad fields are refused naming each, nothing written.
        for (body, field) in [
            (
                json!({"name": "张三", "mobile": "12345678901", "address": ADDRESS}),
                "mobile",
            ),
            (
                json!({"name": "   ", "mobile": "13812345678", "address": ADDRESS}),
                "name",
            ),
            (
                json!({"name": "张三", "mobile": "13812345678", "address": "杭州"}),
                "address",
            ),
            (json!({"name": "张三", "mobile": "13812345678"}), "address"),
        ] {
            let r = put_address(&app, &a, id, body.clone()).await;
            assert_eq!(
                (code(&r), r["data"]["field"].as_str()),
                (40000, Some(field)),
                "{body}: {r}"
            );
        }
        assert_eq!(count(&app, "SELECT COUNT(*) FROM campaign_addresses WHERE win_id IN (SELECT id FROM campaign_wins WHERE campaign_id = $1)", "tea").await, 0);

        let good = json!({"name": "张三", "mobile": "13812345678", "address": ADDRESS});
        // Another visitor can neither give nor read it: as if it did not exist.
        assert_eq!(code(&put_address(&app, &b, id, good.clone()).await), 40400);
        let given = put_address(&app, &a, id, good.clone()).await;
        assert_eq!(given["data"]["state"], "address_given", "{given}");
        assert_eq!(given["data"]["address"]["mobile"], "13812345678");
        let theirs = get_with(&app, &format!("{PRIZES}/{id}"), Some(&b)).await;
        assert_eq!(code(&theirs), 40400, "{theirs}");
        assert!(!theirs.to_string().contains("13812345678"));
        let mine = get_with(&app, &format!("{PRIZES}/{id}"), Some(&a)).await;
        assert_eq!(mine["data"]["address"]["address"], ADDRESS, "{mine}");
        // The list carries no address; another visitor's list is empty.
        let list = get_with(&app, &format!("{PRIZES}/mine"), Some(&a)).await;
        assert_eq!(list["data"]["total"], 1, "{list}");
        assert!(list["data"]["list"][0]["address"].is_null());
        assert_eq!(
            get_with(&app, &format!("{PRIZES}/mine"), Some(&b)).await["data"]["total"],
            0
        );

        // Staff: a moderator reads it by the typed code (any case, no dash) and ships it; an
        // analyst may not.
        add(&app, "mod", Role::Moderator, None).await;
        add(&app, "analyst", Role::Analyst, None).await;
        let m = sign_in(&app, "mod").await;
        let an = sign_in(&app, "analyst").await;
        let typed = shown.replace('-', "").to_lowercase();
        let found = ops::get(&app, &m, &format!("/prizes?code={typed}")).await;
        assert_eq!(found["data"]["address"]["name"], "张三", "{found}");
        assert_eq!(
            ops::code(&ops::get(&app, &an, &format!("/prizes?code={typed}")).await),
            40300
        );
        assert_eq!(
            ops::code(&ops::get(&app, &m, "/prizes?code=AAAAA-AAAAA").await),
            40400
        );
        let audit_before = count(
            &app,
            "SELECT COUNT(*) FROM audit_log WHERE action LIKE $1",
            "prize.%",
        )
        .await;
        let refused = ops::write(
            &app,
            &an,
            Method::POST,
            "/prizes/ship",
            json!({"code": shown, "tracking": "顺丰 SF123"}),
        )
        .await;
        assert_eq!(ops::code(&refused), 40300);
        let shipped = ops::write(
            &app,
            &m,
            Method::POST,
            "/prizes/ship",
            json!({"code": shown, "tracking": "顺丰 SF123"}),
        )
        .await;
        assert_eq!(shipped["data"]["state"], "shipped", "{shipped}");
        assert_eq!(shipped["data"]["tracking"], "顺丰 SF123");
        // Once shipped: no second ship, no redemption, no new address.
        let twice = ops::write(
            &app,
            &m,
            Method::POST,
            "/prizes/ship",
            json!({"code": shown, "tracking": "x"}),
        )
        .await;
        assert_eq!(ops::code(&twice), 40900);
        assert_eq!(
            ops::code(
                &ops::write(
                    &app,
                    &m,
                    Method::POST,
                    "/prizes/redeem",
                    json!({"code": shown})
                )
                .await
            ),
            40900
        );
        assert_eq!(code(&put_address(&app, &a, id, good).await), 40900);
        assert_eq!(
            count(
                &app,
                "SELECT COUNT(*) FROM audit_log WHERE action LIKE $1",
                "prize.%"
            )
            .await,
            audit_before + 1
        );
        let mine = get_with(&app, &format!("{PRIZES}/{id}"), Some(&a)).await;
        assert_eq!(
            (
                mine["data"]["state"].as_str(),
                mine["data"]["tracking"].as_str()
            ),
            (Some("shipped"), Some("顺丰 SF123"))
        );
        // The winners list names the winner masked.
        let winners = get_with(&app, &format!("{CAMPAIGNS}/tea/winners"), None).await;
        let w = &winners["data"]["list"][0];
        assert_eq!(w["prize"], "龙井茶", "{winners}");
        assert!(w["name"].as_str().unwrap().ends_with("**"), "{winners}");
    }
);

both_stores!(a_coupon_is_redeemed_once_by_code, |store| {
    let app = app(store).await;
    install(&app, campaign("cp", json!({}))).await;
    let (a, uid) = visitor(&app, "oCoupon").await;
    seed_chances(&app, "cp", &uid, 1).await;
    let won = draw(&app, &a, "cp", "k").await;
    let shown = won["data"]["prize"]["code"].as_str().unwrap().to_string();
    let id = won["data"]["prize"]["id"].as_i64().unwrap();
    // A coupon takes no address.
    let addr = call(
        &app,
        Method::PUT,
        &format!("{PRIZES}/{id}/address"),
        Some(&a),
        Some(json!({"name": "张三", "mobile": "13812345678", "address": ADDRESS})),
    )
    .await;
    assert_eq!(code(&addr), 40900, "{addr}");
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    let s = sign_in(&app, "admin").await;
    // Scanned: the QR's text.
    let first = ops::write(
        &app,
        &s,
        Method::POST,
        "/prizes/redeem",
        json!({"code": format!("youzhe-prize:{}", shown.replace('-', ""))}),
    )
    .await;
    assert_eq!(first["data"]["state"], "redeemed", "{first}");
    let second = ops::write(
        &app,
        &s,
        Method::POST,
        "/prizes/redeem",
        json!({"code": shown}),
    )
    .await;
    assert_eq!(ops::code(&second), 40900, "{second}");
    let bad = ops::write(
        &app,
        &s,
        Method::POST,
        "/prizes/redeem",
        json!({"code": "short"}),
    )
    .await;
    assert_eq!(
        (ops::code(&bad), bad["data"]["field"].as_str()),
        (40000, Some("code"))
    );
    // Without the CSRF header nothing changes.
    let no_csrf = ops::call(
        &app,
        &s,
        Method::POST,
        "/prizes/redeem",
        None,
        Some(json!({"code": shown})),
    )
    .await;
    assert_eq!(ops::code(&no_csrf), 40300);
    // A visitor's token is not an operator session.
    let visitor_try = post(
        &app,
        &a,
        "/ver3/api/admin/v1/prizes/redeem",
        json!({"code": shown}),
    )
    .await;
    assert_eq!(code(&visitor_try), 40003);
});

both_stores!(samples_load_and_a_check_in_counts_within_500_m, |store| {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    let app = spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", &dir),
            ("YOUZHE_RATE_CAMPAIGNS", "off"),
        ],
    )
    .await;
    let list = get_with(&app, CAMPAIGNS, None).await;
    let all = list["data"].as_array().unwrap();
    assert!(all.len() >= 6, "{list}");
    assert!(
        all.iter()
            .all(|c| c["sample"] == true && c["status"] == "running"),
        "{list}"
    );
    let shop = get_with(&app, &format!("{CAMPAIGNS}/sample-shop"), None).await;
    assert!(
        shop["data"]["prizes"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["price"].as_i64().unwrap() > 0)
    );
    let t = crate::identity::token_for(&app, "oCheckin").await;
    let path = format!("{CAMPAIGNS}/sample-blindbox/chances");
    // West Lake's stored location, from the shipped file; 0.01° of latitude is ~1.1 km.
    let places = std::fs::read_to_string(std::path::Path::new(&dir).join("places.jsonl")).unwrap();
    let xihu: Value = places
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .find(|p| p["id"] == "scenic-hz-xihu")
        .expect("West Lake");
    let (lat, lng) = (
        xihu["location"]["lat"].as_f64().unwrap(),
        xihu["location"]["lng"].as_f64().unwrap(),
    );
    let far = post(&app, &t, &path, json!({"task": "place_checkin", "key": "w1", "placeId": "scenic-hz-xihu", "lat": lat + 0.01, "lng": lng})).await;
    assert_eq!(
        (code(&far), far["data"]["field"].as_str()),
        (40000, Some("lat")),
        "{far}"
    );
    assert!(far["msg"].as_str().unwrap().contains("500 米"), "{far}");
    let near = post(&app, &t, &path, json!({"task": "place_checkin", "key": "w2", "placeId": "scenic-hz-xihu", "lat": lat + 0.003, "lng": lng})).await;
    assert_eq!(
        (
            near["data"]["outcome"].as_str(),
            near["data"]["chances"].as_i64()
        ),
        (Some("earned"), Some(2)),
        "{near}"
    );
    // A place that is not among the box's destinations does not count.
    let other = post(&app, &t, &path, json!({"task": "place_checkin", "key": "w3", "placeId": "scenic-hz-songcheng", "lat": 30.1765, "lng": 120.096})).await;
    assert_eq!(
        (code(&other), other["data"]["field"].as_str()),
        (40000, Some("placeId")),
        "{other}"
    );
    // The same place again, under another key: already.
    let again = post(&app, &t, &path, json!({"task": "place_checkin", "key": "w4", "placeId": "scenic-hz-xihu", "lat": lat, "lng": lng})).await;
    assert_eq!(again["data"]["outcome"], "already", "{again}");
});
