//! Qixi matchmaking (docs/QIXI.md) on both stores: one pair per invitation however many
//! accept at once, never with oneself, the same score for both and for no one else, no
//! answers shown before both have answered, one chance each per pair, and every bad input
//! named with nothing written.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;

use crate::{
    both_stores,
    campaigns::visitor,
    helpers::{Store, TestApp, call, spawn_app_with},
};

const QIXI: &str = "/ver3/api/v3/qixi";

async fn app(store: Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", dir.as_str()),
            ("YOUZHE_RATE_LOGIN", "off"),
            ("YOUZHE_RATE_QIXI", "off"),
        ],
    )
    .await
}

async fn n_questions(app: &TestApp) -> usize {
    let q = call(app, Method::GET, &format!("{QIXI}/questions"), None, None).await;
    assert_eq!(q["code"], 0, "{q}");
    assert_eq!(q["data"]["campaignId"], "sample-qixi");
    q["data"]["questions"].as_array().expect("questions").len()
}

async fn invite(app: &TestApp, token: &str, answers: &[u8]) -> Value {
    call(
        app,
        Method::POST,
        &format!("{QIXI}/invitations"),
        Some(token),
        Some(json!({ "answers": answers })),
    )
    .await
}

async fn accept(app: &TestApp, token: &str, code: &str, answers: &[u8]) -> Value {
    call(
        app,
        Method::POST,
        &format!("{QIXI}/invitations/{code}/pair"),
        Some(token),
        Some(json!({ "answers": answers })),
    )
    .await
}

async fn scalar(app: &TestApp, sql: &'static str, arg: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).bind(arg).fetch_one(pool).await)
        .expect("count")
}

async fn paired_chances(app: &TestApp, uid: &str) -> i64 {
    scalar(
        app,
        "SELECT COUNT(*) FROM campaign_chances WHERE user_id = $1 AND task = 'qixi_paired' AND campaign_id = 'sample-qixi'",
        uid,
    )
    .await
}

fn has_key(v: &Value, key: &str) -> bool {
    match v {
        Value::Object(m) => m.iter().any(|(k, x)| k == key || has_key(x, key)),
        Value::Array(a) => a.iter().any(|x| has_key(x, key)),
        _ => false,
    }
}

both_stores!(a_pair_sees_one_score_and_both_earn_one_chance, |store| {
    let app = app(store).await;
    let n = n_questions(&app).await;
    let (a, a_uid) = visitor(&app, "qixi-a").await;
    let (b, b_uid) = visitor(&app, "qixi-b").await;
    let (c, _) = visitor(&app, "qixi-c").await;

    let mine: Vec<u8> = vec![0; n];
    let made = invite(&app, &a, &mine).await;
    assert_eq!(made["code"], 0, "{made}");
    let d = &made["data"];
    assert_eq!(
        (d["state"].as_str(), d["role"].as_str()),
        (Some("open"), Some("inviter"))
    );
    assert!(d["result"].is_null() && d["partner"].is_null());
    let code = d["code"].as_str().unwrap().to_string();
    assert_eq!(code.len(), 10);
    assert!(
        d["share"]["url"]
            .as_str()
            .is_some_and(|u| u.ends_with(&format!("/ver3/pages/custom/qixi/index?invite={code}")))
    );
    assert!(
        d["share"]["svg"]
            .as_str()
            .is_some_and(|s| s.contains("<svg"))
    );

    // The link, for anyone: the questions and the inviter's masked name, no answers.
    let public = call(
        &app,
        Method::GET,
        &format!("{QIXI}/invitations/{code}"),
        None,
        None,
    )
    .await;
    let p = &public["data"];
    assert_eq!(p["state"], "open", "{public}");
    assert!(p["role"].is_null());
    assert!(p["inviter"].as_str().unwrap().ends_with("**"));
    assert_eq!(p["questions"].as_array().unwrap().len(), n);
    for key in ["answers", "mine", "theirs", "result", "score"] {
        assert!(!has_key(p, key), "{key} shown on the link: {p}");
    }
    // In lower case the code is the same invitation.
    let lower = call(
        &app,
        Method::GET,
        &format!("{QIXI}/invitations/{}", code.to_ascii_lowercase()),
        Some(&a),
        None,
    )
    .await;
    assert_eq!(lower["data"]["role"], "inviter", "{lower}");
    // Nobody else reads the pair, before or after.
    let peek = call(
        &app,
        Method::GET,
        &format!("{QIXI}/pairs/{code}"),
        Some(&c),
        None,
    )
    .await;
    assert_eq!(peek["code"], 40400, "{peek}");

    // The inviter cannot pair with their own invitation.
    let own = accept(&app, &a, &code, &mine).await;
    assert_eq!(own["code"], 40300, "{own}");
    assert!(own["msg"].as_str().unwrap().contains("自己"));

    // B answers: the first six alike, the rest not.
    let theirs: Vec<u8> = (0..n).map(|i| if i < 6 { 0 } else { 1 }).collect();
    let expected = ((6 * 200 + n) / (2 * n)) as i64;
    let paired = accept(&app, &b, &code, &theirs).await;
    assert_eq!(paired["code"], 0, "{paired}");
    let r = &paired["data"];
    assert_eq!(
        (r["state"].as_str(), r["role"].as_str()),
        (Some("paired"), Some("partner"))
    );
    assert_eq!(r["result"]["score"], expected, "{r}");
    assert_eq!(r["result"]["same"], 6);
    assert_eq!(r["result"]["total"], n);
    assert_eq!(r["result"]["items"][n - 1]["mine"], 1);
    assert_eq!(r["result"]["items"][n - 1]["theirs"], 0);
    assert_eq!(r["result"]["items"][0]["same"], true);
    assert_eq!(r["result"]["chance"]["outcome"], "earned", "{r}");
    assert_eq!(r["result"]["chance"]["chancesLeft"], 1);
    assert!(r["share"].is_null());

    // A sees the same score, the answers the other way round, and a chance too.
    let seen = call(
        &app,
        Method::GET,
        &format!("{QIXI}/pairs/{code}"),
        Some(&a),
        None,
    )
    .await;
    let s = &seen["data"];
    assert_eq!(s["state"], "paired", "{seen}");
    assert_eq!(s["result"]["score"], expected);
    assert_eq!(s["result"]["items"][n - 1]["mine"], 0);
    assert_eq!(s["result"]["items"][n - 1]["theirs"], 1);
    assert_eq!(s["result"]["chance"]["outcome"], "earned");
    assert!(s["share"].is_null());
    assert_eq!(
        (
            paired_chances(&app, &a_uid).await,
            paired_chances(&app, &b_uid).await
        ),
        (1, 1)
    );
    let me = call(
        &app,
        Method::GET,
        "/ver3/api/v3/campaigns/sample-qixi/me",
        Some(&a),
        None,
    )
    .await;
    assert_eq!(me["data"]["chancesLeft"], 1, "{me}");

    // B again, C, and A: refused, nothing more credited.
    let again = accept(&app, &b, &code, &theirs).await;
    assert_eq!(again["code"], 40900, "{again}");
    assert!(again["msg"].as_str().unwrap().contains("已经接受过"));
    let third = accept(&app, &c, &code, &theirs).await;
    assert_eq!(third["code"], 40900, "{third}");
    assert!(third["msg"].as_str().unwrap().contains("已经有人配对"));
    let peek = call(
        &app,
        Method::GET,
        &format!("{QIXI}/pairs/{code}"),
        Some(&c),
        None,
    )
    .await;
    assert_eq!(peek["code"], 40400, "{peek}");
    let public = call(
        &app,
        Method::GET,
        &format!("{QIXI}/invitations/{code}"),
        Some(&b),
        None,
    )
    .await;
    assert_eq!(
        (
            public["data"]["state"].as_str(),
            public["data"]["role"].as_str()
        ),
        (Some("paired"), Some("partner"))
    );
    assert_eq!(
        (
            paired_chances(&app, &a_uid).await,
            paired_chances(&app, &b_uid).await
        ),
        (1, 1)
    );

    // A visitor cannot post the task themself.
    let posted = call(
        &app,
        Method::POST,
        "/ver3/api/v3/campaigns/sample-qixi/chances",
        Some(&c),
        Some(json!({"task": "qixi_paired", "key": "k1"})),
    )
    .await;
    assert_eq!(posted["code"], 40300, "{posted}");

    // Both list it, each from their side.
    let list_a = call(&app, Method::GET, &format!("{QIXI}/mine"), Some(&a), None).await;
    let item = &list_a["data"]["list"][0];
    assert_eq!(
        (
            item["code"].as_str(),
            item["role"].as_str(),
            item["score"].as_i64()
        ),
        (Some(code.as_str()), Some("inviter"), Some(expected)),
        "{list_a}"
    );
    assert!(item["partner"].as_str().unwrap().ends_with("**"));
    let list_b = call(&app, Method::GET, &format!("{QIXI}/mine"), Some(&b), None).await;
    assert_eq!(list_b["data"]["list"][0]["role"], "partner", "{list_b}");
    let list_c = call(&app, Method::GET, &format!("{QIXI}/mine"), Some(&c), None).await;
    assert_eq!(list_c["data"]["total"], 0, "{list_c}");
});

both_stores!(
    twenty_visitors_accepting_at_once_make_exactly_one_pair,
    |store| {
        let app = app(store).await;
        let n = n_questions(&app).await;
        let (a, a_uid) = visitor(&app, "qixi-race-a").await;
        let made = invite(&app, &a, &vec![1; n]).await;
        let code = made["data"]["code"].as_str().unwrap().to_string();
        let mut racers = Vec::new();
        for i in 0..20 {
            racers.push(visitor(&app, &format!("qixi-racer-{i}")).await);
        }
        let answers = vec![1u8; n];
        let answers = &answers;
        let code_ref = &code;
        let app_ref = &app;
        let results = futures::future::join_all(
            racers
                .iter()
                .map(|(t, _)| async move { accept(app_ref, t, code_ref, answers).await }),
        )
        .await;
        let won: Vec<usize> = results
            .iter()
            .enumerate()
            .filter(|(_, r)| r["code"] == 0)
            .map(|(i, _)| i)
            .collect();
        assert_eq!(won.len(), 1, "{results:?}");
        assert!(
            results.iter().all(|r| r["code"] == 0 || r["code"] == 40900),
            "{results:?}"
        );
        assert_eq!(results[won[0]]["data"]["result"]["score"], 100);
        let partner = scalar(
            &app,
            "SELECT COUNT(*) FROM qixi_invitations WHERE code = $1 AND partner_id IS NOT NULL",
            &code,
        )
        .await;
        assert_eq!(partner, 1);
        let all = scalar(
            &app,
            "SELECT COUNT(*) FROM campaign_chances WHERE task = 'qixi_paired' AND deed = $1",
            &code,
        )
        .await;
        assert_eq!(all, 2, "one chance for each of the pair");
        assert_eq!(paired_chances(&app, &a_uid).await, 1);
        assert_eq!(paired_chances(&app, &racers[won[0]].1).await, 1);
    }
);

both_stores!(bad_input_is_named_and_nothing_is_written, |store| {
    let app = app(store).await;
    let n = n_questions(&app).await;
    let (a, a_uid) = visitor(&app, "qixi-bad-a").await;
    let (b, b_uid) = visitor(&app, "qixi-bad-b").await;
    let count = |uid: String| {
        let app = &app;
        async move {
            scalar(
                app,
                "SELECT COUNT(*) FROM qixi_invitations WHERE inviter_id = $1",
                &uid,
            )
            .await
        }
    };
    let mut long = vec![0u8; n];
    long.push(0);
    let mut out_of_range = vec![0u8; n];
    out_of_range[3] = 4;
    let cases: Vec<(Value, &str)> = vec![
        (json!({"answers": vec![0; n - 1]}), "answers"),
        (json!({"answers": long}), "answers"),
        (json!({"answers": out_of_range}), "answers[3]"),
        (json!({"answers": [-1]}), "answers[0]"),
        (json!({"answers": vec![0; n], "extra": 1}), "extra"),
        (json!({}), "answers"),
    ];
    for (body, field) in &cases {
        let r = call(
            &app,
            Method::POST,
            &format!("{QIXI}/invitations"),
            Some(&a),
            Some(body.clone()),
        )
        .await;
        assert_eq!(
            (r["code"].as_i64(), r["data"]["field"].as_str()),
            (Some(40000), Some(*field)),
            "{body}: {r}"
        );
    }
    assert_eq!(count(a_uid.clone()).await, 0);
    let no_token = call(
        &app,
        Method::POST,
        &format!("{QIXI}/invitations"),
        None,
        Some(json!({"answers": vec![0; n]})),
    )
    .await;
    assert_eq!(no_token["code"], 40003, "{no_token}");

    let made = invite(&app, &a, &vec![0; n]).await;
    let code = made["data"]["code"].as_str().unwrap().to_string();
    for (body, field) in &cases {
        let r = call(
            &app,
            Method::POST,
            &format!("{QIXI}/invitations/{code}/pair"),
            Some(&b),
            Some(body.clone()),
        )
        .await;
        assert_eq!(
            (r["code"].as_i64(), r["data"]["field"].as_str()),
            (Some(40000), Some(*field)),
            "{body}: {r}"
        );
    }
    for bad in ["short", "ABCDEFGHJ!", "ABCDEFGHJKM"] {
        let r = accept(&app, &b, bad, &vec![0; n]).await;
        assert_eq!(
            (r["code"].as_i64(), r["data"]["field"].as_str()),
            (Some(40000), Some("code")),
            "{bad}: {r}"
        );
        let g = call(
            &app,
            Method::GET,
            &format!("{QIXI}/invitations/{bad}"),
            None,
            None,
        )
        .await;
        assert_eq!(g["code"], 40000, "{bad}: {g}");
    }
    let unknown = accept(&app, &b, "ZZZZZZZZZZ", &vec![0; n]).await;
    assert_eq!(unknown["code"], 40400, "{unknown}");
    let public = call(
        &app,
        Method::GET,
        &format!("{QIXI}/invitations/{code}"),
        None,
        None,
    )
    .await;
    assert_eq!(public["data"]["state"], "open", "nothing written: {public}");
    assert_eq!(paired_chances(&app, &b_uid).await, 0);
    assert_eq!(count(a_uid).await, 1);
});

both_stores!(an_expired_invitation_cannot_be_accepted, |store| {
    let app = app(store).await;
    let n = n_questions(&app).await;
    let (a, _) = visitor(&app, "qixi-old-a").await;
    let (b, b_uid) = visitor(&app, "qixi-old-b").await;
    let made = invite(&app, &a, &vec![2; n]).await;
    let code = made["data"]["code"].as_str().unwrap().to_string();
    assert_eq!(
        made["data"]["expiresAt"].as_i64().unwrap() - made["data"]["createdAt"].as_i64().unwrap(),
        7 * 86_400_000
    );
    with_db!(&app.db, pool => sqlx::query("UPDATE qixi_invitations SET expires_ms = 1 WHERE code = $1")
        .bind(&code).execute(pool).await.map(|_| ()))
    .expect("aged");
    let public = call(
        &app,
        Method::GET,
        &format!("{QIXI}/invitations/{code}"),
        None,
        None,
    )
    .await;
    assert_eq!(public["data"]["state"], "expired", "{public}");
    let late = accept(&app, &b, &code, &vec![2; n]).await;
    assert_eq!(late["code"], 40900, "{late}");
    assert!(late["msg"].as_str().unwrap().contains("过期"));
    assert_eq!(paired_chances(&app, &b_uid).await, 0);
    let own = call(
        &app,
        Method::GET,
        &format!("{QIXI}/pairs/{code}"),
        Some(&a),
        None,
    )
    .await;
    assert_eq!(
        (
            own["data"]["state"].as_str(),
            own["data"]["share"].is_null()
        ),
        (Some("expired"), true),
        "{own}"
    );
});

both_stores!(
    a_refused_chance_keeps_the_pair_with_the_refusal_recorded,
    |store| {
        let app = app(store).await;
        let n = n_questions(&app).await;
        let (a, a_uid) = visitor(&app, "qixi-ended-a").await;
        let (b, b_uid) = visitor(&app, "qixi-ended-b").await;
        let made = invite(&app, &a, &vec![0; n]).await;
        let code = made["data"]["code"].as_str().unwrap().to_string();
        // The campaign ends before the partner answers.
        with_db!(&app.db, pool => sqlx::query("UPDATE campaigns SET ends_ms = 1 WHERE id = 'sample-qixi'")
            .execute(pool).await.map(|_| ()))
        .expect("ended");
        let paired = accept(&app, &b, &code, &vec![0; n]).await;
        assert_eq!(paired["code"], 0, "{paired}");
        assert_eq!(paired["data"]["state"], "paired");
        let chance = &paired["data"]["result"]["chance"];
        assert_eq!(chance["outcome"], "refused", "{paired}");
        assert!(
            chance["message"]
                .as_str()
                .is_some_and(|m| m.contains("活动已结束")),
            "{chance}"
        );
        // Both sides' refusals were stored with the pair, in its transaction.
        let theirs = call(
            &app,
            Method::GET,
            &format!("{QIXI}/pairs/{code}"),
            Some(&a),
            None,
        )
        .await;
        assert_eq!(theirs["data"]["result"]["score"], 100, "{theirs}");
        assert_eq!(
            theirs["data"]["result"]["chance"]["outcome"], "refused",
            "{theirs}"
        );
        let kept = scalar(
            &app,
            "SELECT COUNT(*) FROM qixi_invitations WHERE code = $1 AND partner_id IS NOT NULL
             AND inviter_chance IS NOT NULL AND partner_chance IS NOT NULL",
            &code,
        )
        .await;
        assert_eq!(kept, 1);
        assert_eq!(paired_chances(&app, &a_uid).await, 0);
        assert_eq!(paired_chances(&app, &b_uid).await, 0);
    }
);

both_stores!(
    a_failure_while_earning_leaves_the_invitation_open,
    |store| {
        let app = app(store).await;
        let n = n_questions(&app).await;
        let (a, a_uid) = visitor(&app, "qixi-broken-a").await;
        let (b, b_uid) = visitor(&app, "qixi-broken-b").await;
        let made = invite(&app, &a, &vec![0; n]).await;
        let code = made["data"]["code"].as_str().unwrap().to_string();
        crate::quiz::break_chances(&app, true).await;
        let path = format!("{QIXI}/invitations/{code}/pair");
        let status =
            crate::quiz::post_status(&app, &path, &b, &json!({ "answers": vec![0; n] })).await;
        assert_eq!(status, 500);
        // Nothing half-written: no pair without its chances.
        let open = call(
            &app,
            Method::GET,
            &format!("{QIXI}/invitations/{code}"),
            None,
            None,
        )
        .await;
        assert_eq!(open["data"]["state"], "open", "{open}");
        crate::quiz::break_chances(&app, false).await;
        let paired = accept(&app, &b, &code, &vec![0; n]).await;
        assert_eq!(
            paired["data"]["result"]["chance"]["outcome"], "earned",
            "{paired}"
        );
        assert_eq!(paired_chances(&app, &a_uid).await, 1);
        assert_eq!(paired_chances(&app, &b_uid).await, 1);
    }
);
