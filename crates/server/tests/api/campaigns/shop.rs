//! The points shop: a redemption is one debit row, the stock and the prize in one
//! transaction; a hundred at once never take the balance below zero or the stock below
//! zero; the same key redeems once.

use futures::future::join_all;
use serde_json::{Value, json};
use youzhe_core::with_db;

use super::{CAMPAIGNS, app, campaign, code, count, install, post, visitor};
use crate::{both_stores, helpers::TestApp};

fn shop(id: &str, stock: i64) -> Value {
    campaign(
        id,
        json!({"kind": "shop", "tasks": [], "limits": {"perDay": 1000, "inAll": 1000},
               "prizes": [{"id": "tea", "name": "茶包", "kind": "physical", "stock": stock, "price": 100}]}),
    )
}

/// Credits `points` to the visitor as a campaign reward row.
async fn give_points(app: &TestApp, uid: &str, points: i64) {
    with_db!(&app.db, pool => sqlx::query(
        "INSERT INTO point_ledger (user_id, event, points, idempotency_key, day, at_ms)
         VALUES ($1, 'campaign', $2, 'seed', '2000-01-01', 0)")
        .bind(uid).bind(points).execute(pool).await.map(|_| ()))
    .unwrap();
}

async fn balance(app: &TestApp, uid: &str) -> i64 {
    youzhe_points::ledger::balance(&app.db, uid).await.unwrap()
}

async fn redeem(app: &TestApp, t: &str, id: &str, key: &str) -> Value {
    post(
        app,
        t,
        &format!("{CAMPAIGNS}/{id}/redemptions"),
        json!({"goodsId": "tea", "key": key}),
    )
    .await
}

both_stores!(a_hundred_redemptions_at_once_never_go_below_zero, |store| {
    let app = app(store).await;
    install(&app, shop("shop", 1000)).await;
    let (t, uid) = visitor(&app, "oShopper").await;
    give_points(&app, &uid, 1000).await;
    let keys: Vec<String> = (0..100).map(|i| format!("r{i}")).collect();
    let answers = join_all(keys.iter().map(|k| redeem(&app, &t, "shop", k))).await;
    let ok = answers.iter().filter(|a| code(a) == 0).count();
    for a in answers.iter().filter(|a| code(a) != 0) {
        assert_eq!(code(a), 40900, "{a}");
        assert!(a["msg"].as_str().unwrap().contains("积分不足"), "{a}");
    }
    assert_eq!(ok, 10);
    assert_eq!(balance(&app, &uid).await, 0);
    let debits: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM point_ledger WHERE user_id = $1 AND event = 'shop_redeem' AND points = -100")
        .bind(&uid).fetch_one(pool).await).unwrap();
    assert_eq!(debits, 10);
    assert_eq!(
        count(
            &app,
            "SELECT stock FROM campaign_prizes WHERE campaign_id = $1",
            "shop"
        )
        .await,
        990
    );
    assert_eq!(
        count(
            &app,
            "SELECT COUNT(*) FROM campaign_wins WHERE campaign_id = $1",
            "shop"
        )
        .await,
        10
    );
    // The points page lists the debit, and the shop's rule is not a way to earn.
    let records = crate::identity::get_with(&app, "/ver3/api/v3/points/records", Some(&t)).await;
    assert_eq!(records["data"]["list"][0]["points"], -100, "{records}");
    let summary = crate::identity::get_with(&app, "/ver3/api/v3/points", Some(&t)).await;
    assert!(
        summary["data"]["tasks"]
            .as_array()
            .unwrap()
            .iter()
            .all(|x| x["event"] != "shop_redeem")
    );
});

both_stores!(
    stock_runs_out_before_points_and_a_key_redeems_once,
    |store| {
        let app = app(store).await;
        install(&app, shop("few", 5)).await;
        let mut people = Vec::new();
        for i in 0..20 {
            let (t, uid) = visitor(&app, &format!("oFew{i}")).await;
            give_points(&app, &uid, 300).await;
            people.push((t, uid));
        }
        // Twenty visitors, five goods: five get one, nobody pays for nothing.
        let answers = join_all(people.iter().map(|(t, _)| redeem(&app, t, "few", "once"))).await;
        assert_eq!(answers.iter().filter(|a| code(a) == 0).count(), 5);
        assert!(
            answers
                .iter()
                .filter(|a| code(a) != 0)
                .all(|a| code(a) == 40900 && a["msg"] == "商品已兑完")
        );
        assert_eq!(
            count(
                &app,
                "SELECT stock FROM campaign_prizes WHERE campaign_id = $1",
                "few"
            )
            .await,
            0
        );
        let mut spent = 0;
        for (_, uid) in &people {
            spent += 300 - balance(&app, uid).await;
        }
        assert_eq!(spent, 500);
        // The same key again: the first answer, nothing taken.
        let (t, uid) = people
            .iter()
            .find(|(t, _)| {
                answers
                    .iter()
                    .zip(&people)
                    .any(|(a, (pt, _))| pt == t && code(a) == 0)
            })
            .unwrap();
        let before = balance(&app, uid).await;
        let again = redeem(&app, t, "few", "once").await;
        assert_eq!(
            (code(&again), again["data"]["replayed"].as_bool()),
            (0, Some(true)),
            "{again}"
        );
        assert_eq!(balance(&app, uid).await, before);
        // An unknown goods id: 40400; a draw in a shop: 40900.
        let none = post(
            &app,
            t,
            &format!("{CAMPAIGNS}/few/redemptions"),
            json!({"goodsId": "nope", "key": "n"}),
        )
        .await;
        assert_eq!(code(&none), 40400, "{none}");
        let d = crate::campaigns::draw(&app, t, "few", "d").await;
        assert_eq!(code(&d), 40900, "{d}");
    }
);
