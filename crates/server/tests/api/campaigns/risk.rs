//! Risk rules on both stores: a blocked visitor takes part in no campaign (every earn and
//! draw refused in plain words) until unblocked, each change audited; new accounts joining
//! one campaign from one address are capped per day while an older account still joins;
//! the suspicious-pattern report lists an address several winners came from.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;
use youzhe_operators::Role;

use super::{CAMPAIGNS, campaign, code, count, draw, install, post, seed_chances, visitor};
use crate::{
    both_stores,
    helpers::{Store, TestApp, spawn_app_with},
    operators::{self as ops, add, sign_in},
};

async fn app(store: Store, cap: &str) -> TestApp {
    spawn_app_with(
        store,
        &[
            ("YOUZHE_RATE_LOGIN", "off"),
            ("YOUZHE_RATE_CAMPAIGNS", "off"),
            ("YOUZHE_CAMPAIGN_NEW_PER_ADDRESS", cap),
        ],
    )
    .await
}

async fn checkin(app: &TestApp, token: &str, id: &str, key: &str) -> Value {
    post(
        app,
        token,
        &format!("{CAMPAIGNS}/{id}/chances"),
        json!({"task": "checkin", "key": key}),
    )
    .await
}

both_stores!(
    a_blocked_visitor_takes_part_in_nothing_until_unblocked,
    |store| {
        let app = app(store, "off").await;
        install(&app, campaign("blocking", json!({}))).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        add(&app, "mod", Role::Moderator, None).await;
        let admin = sign_in(&app, "boss").await;
        let m = sign_in(&app, "mod").await;
        let (t, uid) = visitor(&app, "oBlocked").await;
        seed_chances(&app, "blocking", &uid, 3).await;

        let blocked = ops::write(
            &app,
            &admin,
            Method::POST,
            "/campaign-blocks",
            json!({"uid": uid, "reason": "同一设备反复注册领奖"}),
        )
        .await;
        assert_eq!(code(&blocked), 0, "{blocked}");
        assert_eq!(blocked["data"]["list"][0]["uid"], uid.as_str());
        let refused = draw(&app, &t, "blocking", "d1").await;
        assert_eq!(code(&refused), 40300, "{refused}");
        let words = refused["msg"].as_str().unwrap();
        assert!(
            words.contains("暂时不能参加") && !words.contains("反复注册"),
            "{refused}"
        );
        assert_eq!(code(&checkin(&app, &t, "blocking", "c1").await), 40300);
        assert_eq!(
            count(
                &app,
                "SELECT COUNT(*) FROM campaign_draws WHERE campaign_id = $1",
                "blocking"
            )
            .await,
            0
        );

        // Bad input names its field; others may not block; nothing changes.
        for (body, field) in [
            (json!({"uid": "no-such-visitor", "reason": "x"}), "uid"),
            (json!({"uid": uid, "reason": "  "}), "reason"),
        ] {
            let r = ops::write(&app, &admin, Method::POST, "/campaign-blocks", body).await;
            assert_eq!(
                (code(&r), r["data"]["field"].as_str()),
                (40000, Some(field)),
                "{r}"
            );
        }
        let r = ops::write(
            &app,
            &m,
            Method::POST,
            "/campaign-blocks",
            json!({"uid": uid, "reason": "x"}),
        )
        .await;
        assert_eq!(code(&r), 40300);

        let lifted = ops::write(
            &app,
            &admin,
            Method::DELETE,
            &format!("/campaign-blocks/{uid}"),
            json!({}),
        )
        .await;
        assert_eq!(code(&lifted), 0, "{lifted}");
        assert_eq!(
            draw(&app, &t, "blocking", "d1").await["data"]["outcome"],
            "won"
        );
        let again = ops::write(
            &app,
            &admin,
            Method::DELETE,
            &format!("/campaign-blocks/{uid}"),
            json!({}),
        )
        .await;
        assert_eq!(code(&again), 40400);
        for action in ["campaign.block", "campaign.unblock"] {
            assert_eq!(
                count(
                    &app,
                    "SELECT COUNT(*) FROM audit_log WHERE action = $1",
                    action
                )
                .await,
                1,
                "{action}"
            );
        }
    }
);

both_stores!(
    new_accounts_from_one_address_are_capped_per_campaign_and_day,
    |store| {
        let app = app(store, "2").await;
        install(&app, campaign("capped", json!({}))).await;
        install(&app, campaign("other", json!({}))).await;
        let mut tokens = Vec::new();
        for i in 0..3 {
            tokens.push(visitor(&app, &format!("oCapped{i}")).await.0);
        }
        assert_eq!(code(&checkin(&app, &tokens[0], "capped", "k").await), 0);
        assert_eq!(code(&checkin(&app, &tokens[1], "capped", "k").await), 0);
        let third = checkin(&app, &tokens[2], "capped", "k").await;
        assert_eq!(code(&third), 40300, "{third}");
        assert!(third["msg"].as_str().unwrap().contains("新账号"), "{third}");
        // Those who joined keep taking part; the cap is per campaign.
        assert_eq!(code(&draw(&app, &tokens[0], "capped", "d").await), 0);
        assert_eq!(code(&checkin(&app, &tokens[2], "other", "k").await), 0);
        // An account older than a week is not new: it joins.
        let (old, old_uid) = visitor(&app, "oCappedOld").await;
        with_db!(&app.db, pool => sqlx::query("UPDATE visitors SET created_ms = 0 WHERE uid = $1")
        .bind(&old_uid).execute(pool).await.map(|_| ()))
        .unwrap();
        assert_eq!(code(&checkin(&app, &old, "capped", "k").await), 0);
        assert_eq!(
            count(
                &app,
                "SELECT COUNT(*) FROM campaign_joins WHERE campaign_id = $1",
                "capped"
            )
            .await,
            3
        );
    }
);

both_stores!(an_address_several_winners_came_from_is_reported, |store| {
    let app = app(store, "off").await;
    install(&app, campaign("watched", json!({}))).await;
    add(&app, "boss", Role::ProvinceAdmin, None).await;
    let admin = sign_in(&app, "boss").await;
    for i in 0..3 {
        let (t, uid) = visitor(&app, &format!("oWinner{i}")).await;
        seed_chances(&app, "watched", &uid, 1).await;
        assert_eq!(
            draw(&app, &t, "watched", "d").await["data"]["outcome"],
            "won"
        );
    }
    let r = ops::get(&app, &admin, "/campaigns/watched/suspicious").await;
    let row = &r["data"]["list"][0];
    assert_eq!(row["address"], "127.0.0.1", "{r}");
    assert_eq!(
        (
            row["visitors"].as_i64(),
            row["winners"].as_i64(),
            row["wins"].as_i64(),
            row["newAccounts"].as_i64()
        ),
        (Some(3), Some(3), Some(3), Some(3))
    );
    assert_eq!(
        code(&ops::get(&app, &admin, "/campaigns/nope/suspicious").await),
        40400
    );
});
