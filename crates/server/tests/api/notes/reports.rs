//! Reporting a travel note, as a review is reported (docs/REVIEWS.md, "Reports"): the same
//! body and reasons, one report per visitor, never one's own or one not published, and
//! three visitors send a published note back to the console's queue with their reports,
//! where a moderator decides it again.

use futures::future::join_all;
use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;
use youzhe_operators::Role;

use super::{NOTES, app, code, ids, note, post, public_list};
use crate::{
    both_stores,
    helpers::{TestApp, call},
    identity::token_for,
    operators::{Session, add, get, sign_in, write},
};

async fn report(
    app: &TestApp,
    token: Option<&str>,
    id: impl std::fmt::Display,
    body: Value,
) -> Value {
    call(
        app,
        Method::POST,
        &format!("{NOTES}/{id}/report"),
        token,
        Some(body),
    )
    .await
}

async fn reports(app: &TestApp) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM travel_note_reports")
        .fetch_one(pool).await)
    .expect("count")
}

/// A note by `author`, published by the moderator: its id.
async fn published(app: &TestApp, m: &Session, author: &str, title: &str) -> i64 {
    let id = post(app, author, note(title, &[], &[])).await["data"]["id"]
        .as_i64()
        .expect("id");
    let d = write(
        app,
        m,
        Method::POST,
        &format!("/moderation/note/{id}/accept"),
        json!({}),
    )
    .await;
    assert_eq!(code(&d), 0, "{d}");
    id
}

/// The note's item in the console's queue, if it waits there.
async fn queued(app: &TestApp, m: &Session, id: i64) -> Option<Value> {
    let q = get(app, m, "/moderation?kind=note").await;
    assert_eq!(code(&q), 0, "{q}");
    q["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .find(|i| i["id"] == id)
        .cloned()
}

both_stores!(a_note_is_reported_like_a_review, |store| {
    let app = app(store).await;
    add(&app, "notes-reports", Role::Moderator, None).await;
    let m = sign_in(&app, "notes-reports").await;
    let author = token_for(&app, "oNoteReportAuthor").await;
    let reader = token_for(&app, "oNoteReportReader").await;
    let id = published(&app, &m, &author, "金矿一日").await;

    // Bad input names its field and records nothing.
    for (body, field) in [
        (json!({"reason": "rude"}), "reason"),
        (json!({"reason": "SPAM"}), "reason"),
        (json!({"reason": 3}), "reason"),
        (json!({}), "reason"),
    ] {
        let b = report(&app, Some(&reader), id, body.clone()).await;
        assert_eq!(
            (code(&b), b["data"]["field"].clone()),
            (40000, json!(field)),
            "{body} → {b}"
        );
    }
    let b = report(&app, Some(&reader), "abc", json!({"reason": "spam"})).await;
    assert_eq!(
        (code(&b), b["data"]["field"].clone()),
        (40000, json!("id")),
        "{b}"
    );
    // Signed out, one's own, or a note nobody else can see: refused.
    assert_eq!(
        code(&report(&app, None, id, json!({"reason": "spam"})).await),
        40003
    );
    let own = report(&app, Some(&author), id, json!({"reason": "spam"})).await;
    assert_eq!(code(&own), 40300, "{own}");
    let waiting = post(&app, &author, note("还在审核", &[], &[])).await["data"]["id"]
        .as_i64()
        .unwrap();
    let b = report(&app, Some(&reader), waiting, json!({"reason": "spam"})).await;
    assert_eq!(code(&b), 40400, "{b}");
    assert_eq!(
        code(&report(&app, Some(&reader), 999_999, json!({"reason": "spam"})).await),
        40400
    );
    assert_eq!(reports(&app).await, 0);

    // Accepted; the same visitor again (even ten times at once) is one report.
    let b = report(&app, Some(&reader), id, json!({"reason": "spam"})).await;
    assert_eq!(code(&b), 0, "{b}");
    assert_eq!(b["data"], json!({"id": id, "reported": true}));
    let again =
        join_all((0..10).map(|_| report(&app, Some(&reader), id, json!({"reason": "abuse"}))))
            .await;
    assert!(
        again
            .iter()
            .all(|b| code(b) == 0 && b["data"]["reported"] == true),
        "{again:?}"
    );
    assert_eq!(reports(&app).await, 1);
    assert!(
        ids(&public_list(&app, "", None).await).contains(&id),
        "one reporter does not hide it"
    );
    assert!(queued(&app, &m, id).await.is_none());
});

both_stores!(three_reporters_send_a_note_back_to_the_moderator, |store| {
    let app = app(store).await;
    add(&app, "notes-reports3", Role::Moderator, None).await;
    let m = sign_in(&app, "notes-reports3").await;
    let author = token_for(&app, "oNoteHeldAuthor").await;
    let mut reporters = Vec::new();
    for i in 0..6 {
        reporters.push(token_for(&app, &format!("oNoteReporter{i}")).await);
    }
    let id = published(&app, &m, &author, "金矿一日").await;
    let reasons = ["spam", "abuse", "privacy"];
    // Three at once: exactly one of them sends it back.
    let done = join_all(
        reporters[..3]
            .iter()
            .zip(reasons)
            .map(|(t, r)| report(&app, Some(t), id, json!({"reason": r}))),
    )
    .await;
    assert!(done.iter().all(|b| code(b) == 0), "{done:?}");

    // Off the public list; its author sees it waiting; reporting it now is 40400.
    assert!(!ids(&public_list(&app, "", None).await).contains(&id));
    let b = call(
        &app,
        Method::GET,
        &format!("{NOTES}/{id}"),
        Some(&reporters[3]),
        None,
    )
    .await;
    assert_eq!(code(&b), 40400, "{b}");
    let mine = call(
        &app,
        Method::GET,
        &format!("{NOTES}/{id}"),
        Some(&author),
        None,
    )
    .await;
    assert_eq!(mine["data"]["status"], "pending", "{mine}");
    let b = report(&app, Some(&reporters[3]), id, json!({"reason": "other"})).await;
    assert_eq!(code(&b), 40400, "{b}");

    // The moderator sees it as a note waiting for reports, with the three reasons.
    let item = queued(&app, &m, id).await.expect("the note waits again");
    assert_eq!(item["kind"], "note");
    assert_eq!(item["waitsFor"], "reports");
    let mut got: Vec<String> = item["reports"]
        .as_array()
        .expect("reports")
        .iter()
        .map(|r| r["reason"].as_str().unwrap().to_string())
        .collect();
    got.sort();
    assert_eq!(got, ["abuse", "privacy", "spam"]);

    // Published again: it is back, and the earlier reports no longer count.
    let d = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/note/{id}/accept"),
        json!({}),
    )
    .await;
    assert_eq!(
        (code(&d), d["data"]["status"].clone()),
        (0, json!("published")),
        "{d}"
    );
    assert!(ids(&public_list(&app, "", None).await).contains(&id));
    let b = report(&app, Some(&reporters[3]), id, json!({"reason": "other"})).await;
    assert_eq!(code(&b), 0, "{b}");
    assert!(ids(&public_list(&app, "", None).await).contains(&id));
    assert!(queued(&app, &m, id).await.is_none());

    // Three new reporters send it back once more (an earlier reporter's report does not
    // count again); this time the moderator rejects it.
    for t in [&reporters[4], &reporters[5]] {
        let b = report(&app, Some(t), id, json!({"reason": "false"})).await;
        assert_eq!(code(&b), 0, "{b}");
    }
    let item = queued(&app, &m, id).await.expect("sent back again");
    assert_eq!(item["reports"].as_array().unwrap().len(), 6, "{item}");
    let d = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/note/{id}/reject"),
        json!({"reason": "含广告"}),
    )
    .await;
    assert_eq!(
        (code(&d), d["data"]["status"].clone()),
        (0, json!("rejected")),
        "{d}"
    );
    let mine = call(
        &app,
        Method::GET,
        &format!("{NOTES}/{id}"),
        Some(&author),
        None,
    )
    .await;
    assert_eq!(mine["data"]["status"], "rejected");
    assert_eq!(mine["data"]["rejectReason"], "含广告");
    assert!(!ids(&public_list(&app, "", None).await).contains(&id));

    // Its author deletes it: its reports go with it.
    let b = call(
        &app,
        Method::DELETE,
        &format!("{NOTES}/{id}"),
        Some(&author),
        None,
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    assert_eq!(reports(&app).await, 0);
});
