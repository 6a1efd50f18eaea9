//! Reporting a contest entry, as a review is reported (docs/REVIEWS.md, "Reports"): the
//! same body and reasons, one report per visitor, never one's own or one outside a
//! gallery, and three visitors send an accepted entry back to the console's queue with
//! their reports, where a moderator decides it again.

use futures::future::join_all;
use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;
use youzhe_operators::Role;

use super::{ENTRIES, accepted, app, code, enter, entry, gallery, ids, photo, uid, vote};
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
        &format!("{ENTRIES}/{id}/report"),
        token,
        Some(body),
    )
    .await
}

async fn reports(app: &TestApp) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM photo_entry_reports")
        .fetch_one(pool).await)
    .expect("count")
}

/// The entry's item in the console's queue, if it waits there.
async fn queued(app: &TestApp, m: &Session, id: i64) -> Option<Value> {
    let q = get(app, m, "/moderation?kind=contest").await;
    assert_eq!(code(&q), 0, "{q}");
    q["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .find(|i| i["id"] == id)
        .cloned()
}

both_stores!(an_entry_is_reported_like_a_review, |store| {
    let app = app(store).await;
    add(&app, "contest-reports", Role::Moderator, None).await;
    let m = sign_in(&app, "contest-reports").await;
    let id = accepted(&app, &m, "oEntryReportAuthor", "m-er-1").await;
    let author = token_for(&app, "oEntryReportAuthor").await;
    let reader = token_for(&app, "oEntryReportReader").await;

    // Bad input names its field and records nothing.
    for (body, field) in [
        (json!({"reason": "rude"}), "reason"),
        (json!({"reason": "Spam"}), "reason"),
        (json!({"reason": null}), "reason"),
        (json!({}), "reason"),
    ] {
        let b = report(&app, Some(&reader), id, body.clone()).await;
        assert_eq!(
            (code(&b), b["data"]["field"].clone()),
            (40000, json!(field)),
            "{body} → {b}"
        );
    }
    let b = report(&app, Some(&reader), "0", json!({"reason": "spam"})).await;
    assert_eq!(
        (code(&b), b["data"]["field"].clone()),
        (40000, json!("id")),
        "{b}"
    );
    // Signed out, one's own, or an entry nobody else can see: refused.
    let b = report(&app, None, id, json!({"reason": "spam"})).await;
    assert_eq!(code(&b), 40003, "{b}");
    let own = report(&app, Some(&author), id, json!({"reason": "spam"})).await;
    assert_eq!(code(&own), 40300, "{own}");
    photo(&app, "m-er-2", &uid(&app, &author).await).await;
    let waiting = enter(&app, &author, entry("m-er-2", "还在审核")).await["data"]["id"]
        .as_i64()
        .unwrap();
    let b = report(&app, Some(&reader), waiting, json!({"reason": "spam"})).await;
    assert_eq!(code(&b), 40400, "{b}");
    let b = report(&app, Some(&reader), 999_999, json!({"reason": "spam"})).await;
    assert_eq!(code(&b), 40400, "{b}");
    assert_eq!(reports(&app).await, 0);

    // Accepted; the same visitor again (even ten times at once) is one report.
    let b = report(&app, Some(&reader), id, json!({"reason": "privacy"})).await;
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
        ids(&gallery(&app, "", None).await).contains(&id),
        "one reporter does not hide it"
    );
    assert!(queued(&app, &m, id).await.is_none());
});

both_stores!(
    three_reporters_send_an_entry_back_to_the_moderator,
    |store| {
        let app = app(store).await;
        add(&app, "contest-reports3", Role::Moderator, None).await;
        let m = sign_in(&app, "contest-reports3").await;
        let id = accepted(&app, &m, "oEntryHeldAuthor", "m-eh-1").await;
        let author = token_for(&app, "oEntryHeldAuthor").await;
        let mut reporters = Vec::new();
        for i in 0..6 {
            reporters.push(token_for(&app, &format!("oEntryReporter{i}")).await);
        }
        // Three at once: exactly one of them sends it back.
        let done = join_all(
            reporters[..3]
                .iter()
                .zip(["spam", "abuse", "false"])
                .map(|(t, r)| report(&app, Some(t), id, json!({"reason": r}))),
        )
        .await;
        assert!(done.iter().all(|b| code(b) == 0), "{done:?}");

        // Out of the gallery, no votes; its author sees it waiting; reporting it now is 40400.
        assert!(!ids(&gallery(&app, "", None).await).contains(&id));
        assert_eq!(code(&vote(&app, &reporters[3], id).await), 40400);
        let mine = call(
            &app,
            Method::GET,
            &format!("{ENTRIES}/{id}"),
            Some(&author),
            None,
        )
        .await;
        assert_eq!(mine["data"]["status"], "submitted", "{mine}");
        let b = report(&app, Some(&reporters[3]), id, json!({"reason": "other"})).await;
        assert_eq!(code(&b), 40400, "{b}");

        // The moderator sees it as an entry waiting for reports, with the three reasons.
        let item = queued(&app, &m, id).await.expect("the entry waits again");
        assert_eq!(item["kind"], "contest");
        assert_eq!(item["waitsFor"], "reports");
        let mut got: Vec<String> = item["reports"]
            .as_array()
            .expect("reports")
            .iter()
            .map(|r| r["reason"].as_str().unwrap().to_string())
            .collect();
        got.sort();
        assert_eq!(got, ["abuse", "false", "spam"]);

        // Accepted again: back in the gallery, and the earlier reports no longer count.
        let d = write(
            &app,
            &m,
            Method::POST,
            &format!("/moderation/contest/{id}/accept"),
            json!({}),
        )
        .await;
        assert_eq!(
            (code(&d), d["data"]["status"].clone()),
            (0, json!("accepted")),
            "{d}"
        );
        assert!(ids(&gallery(&app, "", None).await).contains(&id));
        for t in &reporters[3..5] {
            let b = report(&app, Some(t), id, json!({"reason": "other"})).await;
            assert_eq!(code(&b), 0, "{b}");
        }
        assert!(ids(&gallery(&app, "", None).await).contains(&id));
        assert!(queued(&app, &m, id).await.is_none());

        // A third new reporter sends it back once more; this time the moderator rejects it.
        let b = report(&app, Some(&reporters[5]), id, json!({"reason": "other"})).await;
        assert_eq!(code(&b), 0, "{b}");
        let item = queued(&app, &m, id).await.expect("sent back again");
        assert_eq!(item["reports"].as_array().unwrap().len(), 6, "{item}");
        let d = write(
            &app,
            &m,
            Method::POST,
            &format!("/moderation/contest/{id}/reject"),
            json!({"reason": "不是本人拍摄"}),
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
            &format!("{ENTRIES}/{id}"),
            Some(&author),
            None,
        )
        .await;
        assert_eq!(mine["data"]["status"], "rejected");
        assert_eq!(mine["data"]["rejectReason"], "不是本人拍摄");
        assert!(!ids(&gallery(&app, "", None).await).contains(&id));
    }
);
