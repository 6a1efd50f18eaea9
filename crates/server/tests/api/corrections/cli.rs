//! `youzhe moderate`: the binary itself, run against the test server's database, lists what
//! waits, accepts a correction or publishes a review (the author credited once), rejects with
//! a reason, and refuses what cannot be done with a message and a non-zero exit.

use std::process::{Command, Output};

use super::{CORRECTIONS, app, ledger_rows, moved, uid_of};
use crate::{both_stores, helpers::TestApp, identity::get_with};

fn youzhe(app: &TestApp, args: &[&str]) -> Output {
    let data = app.testdb.scratch_dir().join("cli-data");
    Command::new(env!("CARGO_BIN_EXE_youzhe"))
        .args(args)
        .env("DATABASE_URL", &app.testdb.url)
        .env("YOUZHE_DATA_DIR", &data)
        .env("YOUZHE_LOG", "warn")
        .output()
        .expect("the youzhe binary runs")
}

fn out(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn err(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

both_stores!(moderate_lists_accepts_and_refuses, |store| {
    let app = app(store).await;
    let t = crate::identity::token_for(&app, "oCorrCli").await;
    let first = moved(&app, &t).await;
    let second = moved(&app, &t).await;

    let o = youzhe(&app, &["moderate", "list", "--kind", "corrections"]);
    assert!(o.status.success(), "{}", err(&o));
    let listed = out(&o);
    assert!(!listed.contains("review"), "{listed}");
    assert!(
        listed.contains(&format!("correction {first}  place scenic-hz-xihu  moved")),
        "{listed}"
    );
    assert!(
        listed.contains("    location: 30.2605,120.1452"),
        "{listed}"
    );
    assert!(listed.contains("    text: 入口搬到北山街了"), "{listed}");

    let o = youzhe(
        &app,
        &[
            "moderate",
            "accept",
            "correction",
            &first.to_string(),
            "--note",
            "已核实",
        ],
    );
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(out(&o).trim(), format!("correction {first} accepted"));
    assert_eq!(ledger_rows(&app, &uid_of(&app, &t).await).await, 1);

    // Decided once: the second acceptance fails and says why.
    let o = youzhe(
        &app,
        &["moderate", "accept", "correction", &first.to_string()],
    );
    assert!(!o.status.success());
    assert!(err(&o).contains("already accepted"), "{}", err(&o));
    assert_eq!(ledger_rows(&app, &uid_of(&app, &t).await).await, 1);

    let o = youzhe(
        &app,
        &[
            "moderate",
            "reject",
            "correction",
            "999999",
            "--reason",
            "重复",
        ],
    );
    assert!(!o.status.success());
    assert!(
        err(&o).contains("no correction has id 999999"),
        "{}",
        err(&o)
    );

    // A reason is required and may not be blank.
    let id = second.to_string();
    assert!(
        !youzhe(&app, &["moderate", "reject", "correction", &id])
            .status
            .success()
    );
    let o = youzhe(
        &app,
        &["moderate", "reject", "correction", &id, "--reason", "  "],
    );
    assert!(!o.status.success());
    assert!(err(&o).contains("--reason"), "{}", err(&o));
    let d = get_with(&app, &format!("{CORRECTIONS}/{second}"), Some(&t)).await;
    assert_eq!(d["data"]["status"], "received", "{d}");

    let o = youzhe(
        &app,
        &[
            "moderate",
            "reject",
            "correction",
            &id,
            "--reason",
            "位置没有变",
        ],
    );
    assert!(o.status.success(), "{}", err(&o));
    let d = get_with(&app, &format!("{CORRECTIONS}/{second}"), Some(&t)).await;
    assert_eq!(d["data"]["reason"], "位置没有变", "{d}");

    let o = youzhe(&app, &["moderate", "list"]);
    assert_eq!(out(&o), "no reviews waiting\nno corrections waiting\n");
    let o = youzhe(&app, &["moderate", "list", "--kind", "reviews"]);
    assert_eq!(out(&o), "no reviews waiting\n");
});

both_stores!(moderate_publishes_and_rejects_reviews, |store| {
    let app = app(store).await;
    let t = crate::identity::token_for(&app, "oCorrCliReviews").await;
    let mut held = Vec::new();
    for text in ["门票便宜，加微信私聊", "加我微信带你逃票"] {
        let b = app
            .client
            .post(app.url("/ver3/api/v3/reviews"))
            .header("Authorization", format!("Bearer {t}"))
            .json(
                &serde_json::json!({"targetKind": "place", "targetId": "scenic-hz-xihu",
                "rating": 5, "text": text, "mediaIds": []}),
            )
            .send()
            .await
            .expect("request")
            .json::<serde_json::Value>()
            .await
            .expect("json");
        assert_eq!(b["data"]["status"], "pending", "{b}");
        held.push(b["data"]["id"].as_i64().expect("id").to_string());
    }

    let o = youzhe(&app, &["moderate", "list", "--kind", "reviews"]);
    let listed = out(&o);
    assert!(
        listed.contains(&format!(
            "review {}  place scenic-hz-xihu  5★  waits for sensitive_word",
            held[0]
        )),
        "{listed}"
    );
    assert!(!listed.contains("correction"), "{listed}");

    let o = youzhe(&app, &["moderate", "accept", "review", &held[0]]);
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(out(&o).trim(), format!("review {} published", held[0]));
    assert_eq!(ledger_rows(&app, &uid_of(&app, &t).await).await, 1);
    let o = youzhe(&app, &["moderate", "accept", "review", &held[0]]);
    assert!(!o.status.success());
    assert!(err(&o).contains("already published"), "{}", err(&o));
    assert_eq!(ledger_rows(&app, &uid_of(&app, &t).await).await, 1);

    let o = youzhe(
        &app,
        &[
            "moderate",
            "reject",
            "review",
            &held[1],
            "--reason",
            "含联系方式",
        ],
    );
    assert!(o.status.success(), "{}", err(&o));
    assert_eq!(out(&o).trim(), format!("review {} rejected", held[1]));
    let o = youzhe(&app, &["moderate", "list", "--kind", "reviews"]);
    assert_eq!(out(&o), "no reviews waiting\n");
});
