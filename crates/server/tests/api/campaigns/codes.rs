//! A coupon prize's code pool on both stores: an organiser uploads the partner's codes,
//! each bad, repeated or already pooled code named with nothing written; the prize's stock
//! follows the pool; visitors drawing at once each get a different code, never more wins
//! than codes.

use std::collections::HashSet;

use futures::future::join_all;
use reqwest::Method;
use serde_json::{Value, json};
use youzhe_operators::Role;

use super::{app, campaign, code, count, draw, install, seed_chances, visitor};
use crate::{
    both_stores,
    helpers::TestApp,
    identity::get_with,
    operators::{self as ops, Session, add, sign_in},
};

async fn upload(app: &TestApp, s: &Session, prize: &str, codes: Value) -> Value {
    ops::write(
        app,
        s,
        Method::POST,
        &format!("/campaigns/pooled/prizes/{prize}/codes"),
        json!({"codes": codes}),
    )
    .await
}

both_stores!(each_win_of_a_pooled_coupon_takes_its_own_code, |store| {
    let app = app(store).await;
    install(
        &app,
        campaign(
            "pooled",
            json!({"loseWeight": 0, "prizes": [
                {"id": "ticket", "name": "景区门票券", "kind": "coupon", "stock": 100, "weight": 1},
                {"id": "mug", "name": "马克杯", "kind": "physical", "stock": 5, "weight": 0}]}),
        ),
    )
    .await;
    add(&app, "boss", Role::ProvinceAdmin, None).await;
    add(&app, "mod", Role::Moderator, None).await;
    let admin = sign_in(&app, "boss").await;
    let m = sign_in(&app, "mod").await;

    let up = upload(
        &app,
        &admin,
        "ticket",
        json!(["TK-001", " TK-002 ", "TK-003"]),
    )
    .await;
    assert_eq!(code(&up), 0, "{up}");
    assert_eq!(
        (up["data"]["added"].as_i64(), up["data"]["free"].as_i64()),
        (Some(3), Some(3))
    );
    // Refused whole, naming the code, nothing written.
    for (codes, field) in [
        (json!(["TK-004", "TK-004"]), "codes[1]"),
        (json!(["TK-005", "TK-001"]), "codes[1]"),
        (json!(["含 空格"]), "codes[0]"),
        (json!([]), "codes"),
    ] {
        let r = upload(&app, &admin, "ticket", codes.clone()).await;
        assert_eq!(
            (code(&r), r["data"]["field"].as_str()),
            (40000, Some(field)),
            "{codes}: {r}"
        );
    }
    let r = upload(&app, &admin, "mug", json!(["M-1"])).await;
    assert_eq!(
        (code(&r), r["data"]["field"].as_str()),
        (40000, Some("prizeId")),
        "{r}"
    );
    assert_eq!(
        code(&upload(&app, &admin, "nope", json!(["X"])).await),
        40400
    );
    assert_eq!(code(&upload(&app, &m, "ticket", json!(["X"])).await), 40300);
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM campaign_prize_codes WHERE campaign_id = $1",
            "pooled"
        )
        .await,
        3
    );
    // The stock follows the pool.
    let c = ops::get(&app, &admin, "/campaigns/pooled").await;
    assert_eq!(c["data"]["prizes"][0]["left"], 3, "{c}");

    // Six visitors draw at once: three win, each with a code of their own.
    let mut people = Vec::new();
    for i in 0..6 {
        let (t, uid) = visitor(&app, &format!("oPooled{i}")).await;
        seed_chances(&app, "pooled", &uid, 1).await;
        people.push(t);
    }
    let answers = join_all(people.iter().map(|t| draw(&app, t, "pooled", "d"))).await;
    let mut codes = HashSet::new();
    for (a, t) in answers.iter().zip(&people) {
        assert_eq!(code(a), 0, "{a}");
        if a["data"]["outcome"] == "won" {
            let id = a["data"]["prize"]["id"].as_i64().unwrap();
            let mine = get_with(&app, &format!("/ver3/api/v3/prizes/{id}"), Some(t)).await;
            codes.insert(
                mine["data"]["couponCode"]
                    .as_str()
                    .unwrap_or_else(|| panic!("{mine}"))
                    .to_string(),
            );
        }
    }
    assert_eq!(
        codes,
        ["TK-001", "TK-002", "TK-003"]
            .iter()
            .map(|s| s.to_string())
            .collect::<HashSet<_>>()
    );
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM audit_log WHERE action = $1",
            "campaign.codes"
        )
        .await,
        1
    );
});
