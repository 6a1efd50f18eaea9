//! The quiz and the persona test (docs/QUIZ.md) on both stores: the answers never leave
//! the server before submission, a late submission is refused, a second one changes
//! nothing, bad input is named, and a pass earns exactly one campaign chance.

use std::collections::HashMap;

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;

use crate::{
    both_stores,
    campaigns::visitor,
    helpers::{Store, TestApp, call, spawn_app_with},
};

const ATTEMPTS: &str = "/ver3/api/v3/quiz/attempts";
const PERSONA: &str = "/ver3/api/v3/persona";

async fn app(store: Store, extra: &[(&str, &str)]) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    let mut settings = vec![
        ("YOUZHE_CONTENT_DIR", dir.as_str()),
        ("YOUZHE_RATE_LOGIN", "off"),
        ("YOUZHE_RATE_QUIZ", "off"),
    ];
    settings.extend_from_slice(extra);
    spawn_app_with(store, &settings).await
}

/// Question id → the right option's text, from the shipped bank.
fn right_texts() -> HashMap<String, String> {
    let text = std::fs::read_to_string(
        youzhe_content::fixture::shipped_dir().join("quiz_questions.jsonl"),
    )
    .expect("quiz_questions.jsonl");
    text.lines()
        .map(|l| {
            let q: Value = serde_json::from_str(l).expect("json");
            let i = q["answer"].as_u64().expect("answer") as usize;
            (
                q["id"].as_str().unwrap().to_string(),
                q["options"][i].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

/// The shown index of the right option of every question of an attempt.
fn right_answers(attempt: &Value) -> Vec<Value> {
    let right = right_texts();
    attempt["questions"]
        .as_array()
        .expect("questions")
        .iter()
        .map(|q| {
            let text = &right[q["id"].as_str().unwrap()];
            let i = q["options"]
                .as_array()
                .unwrap()
                .iter()
                .position(|o| o == text.as_str())
                .unwrap();
            json!(i)
        })
        .collect()
}

async fn quiz_chances(app: &TestApp, uid: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM campaign_chances WHERE user_id = $1 AND task = 'quiz_passed'")
        .bind(uid).fetch_one(pool).await)
    .expect("count")
}

/// Makes every insert into `campaign_chances` fail (`on`), or lifts that: a database that
/// breaks in the middle of an earn.
pub async fn break_chances(app: &TestApp, on: bool) {
    match (&app.db, on) {
        (youzhe_core::Db::Sqlite(p), true) => sqlx::query(
            "CREATE TRIGGER no_chances BEFORE INSERT ON campaign_chances
             BEGIN SELECT RAISE(ABORT, 'broken'); END",
        )
        .execute(p)
        .await
        .map(|_| ()),
        (youzhe_core::Db::Sqlite(p), false) => sqlx::query("DROP TRIGGER no_chances")
            .execute(p)
            .await
            .map(|_| ()),
        (youzhe_core::Db::Postgres(p), true) => {
            sqlx::query(
                "CREATE FUNCTION no_chances() RETURNS trigger LANGUAGE plpgsql
                 AS $$ BEGIN RAISE EXCEPTION 'broken'; END $$",
            )
            .execute(p)
            .await
            .expect("function");
            sqlx::query(
                "CREATE TRIGGER no_chances BEFORE INSERT ON campaign_chances
                 FOR EACH ROW EXECUTE FUNCTION no_chances()",
            )
            .execute(p)
            .await
            .map(|_| ())
        }
        (youzhe_core::Db::Postgres(p), false) => {
            sqlx::query("DROP TRIGGER no_chances ON campaign_chances")
                .execute(p)
                .await
                .map(|_| ())
        }
    }
    .expect("trigger");
}

/// A POST whose HTTP status is the point (`call` wants 200): the status.
pub async fn post_status(app: &TestApp, path: &str, token: &str, body: &Value) -> u16 {
    app.client
        .post(app.url(path))
        .header("Authorization", format!("Bearer {token}"))
        .json(body)
        .send()
        .await
        .expect("request")
        .status()
        .as_u16()
}

fn has_key(v: &Value, key: &str) -> bool {
    match v {
        Value::Object(m) => m.iter().any(|(k, x)| k == key || has_key(x, key)),
        Value::Array(a) => a.iter().any(|x| has_key(x, key)),
        _ => false,
    }
}

both_stores!(
    a_pass_shows_the_answers_only_after_submission_and_earns_one_chance,
    |store| {
        let app = app(store, &[]).await;
        let (token, uid) = visitor(&app, "quiz-pass").await;
        let started = call(&app, Method::POST, ATTEMPTS, Some(&token), None).await;
        assert_eq!(started["code"], 0, "{started}");
        let a = &started["data"];
        assert_eq!(a["state"], "open");
        assert_eq!(a["questions"].as_array().unwrap().len(), 10);
        assert!(a["deadlineAt"].as_i64().unwrap() - a["startedAt"].as_i64().unwrap() == 180_000);
        assert!(a["share"].is_null());
        for key in ["answer", "explanation", "source", "result"] {
            assert!(
                !has_key(a, key) || a[key].is_null(),
                "{key} sent before submission: {a}"
            );
        }
        let id = a["attemptId"].as_str().unwrap().to_string();
        let again = call(
            &app,
            Method::GET,
            &format!("{ATTEMPTS}/{id}"),
            Some(&token),
            None,
        )
        .await;
        assert!(
            again["data"]["result"].is_null() && !has_key(&again["data"]["questions"], "answer")
        );

        let answers = right_answers(a);
        let path = format!("{ATTEMPTS}/{id}/answers");
        let done = call(
            &app,
            Method::POST,
            &path,
            Some(&token),
            Some(json!({"answers": answers})),
        )
        .await;
        assert_eq!(done["code"], 0, "{done}");
        let r = &done["data"]["result"];
        assert_eq!(
            (r["score"].as_i64(), r["passed"].as_bool()),
            (Some(10), Some(true)),
            "{r}"
        );
        assert_eq!(r["chance"]["outcome"], "earned", "{r}");
        assert_eq!(r["chance"]["chances"], 1);
        assert!(
            done["data"]["share"]["url"]
                .as_str()
                .is_some_and(|u| u.ends_with("/ver3/pages/custom/answer/index"))
        );
        assert!(
            done["data"]["share"]["svg"]
                .as_str()
                .is_some_and(|u| u.contains("<svg"))
        );
        assert_eq!(r["items"][0]["answer"], answers[0]);
        assert!(
            r["items"][0]["explanation"]
                .as_str()
                .is_some_and(|e| !e.is_empty())
        );

        // A second submission (other answers) answers the first result; no second chance.
        let wrong: Vec<Value> = answers
            .iter()
            .map(|a| json!((a.as_u64().unwrap() + 1) % 4))
            .collect();
        let twice = call(
            &app,
            Method::POST,
            &path,
            Some(&token),
            Some(json!({"answers": wrong})),
        )
        .await;
        assert_eq!(twice["data"]["result"]["score"], 10, "{twice}");
        assert_eq!(twice["data"]["result"]["chance"]["outcome"], "earned");
        assert_eq!(quiz_chances(&app, &uid).await, 1);
        let read = call(
            &app,
            Method::GET,
            &format!("{ATTEMPTS}/{id}"),
            Some(&token),
            None,
        )
        .await;
        assert_eq!(read["data"]["state"], "submitted");
        assert_eq!(read["data"]["result"]["score"], 10);

        // A failed attempt earns nothing.
        let other = call(&app, Method::POST, ATTEMPTS, Some(&token), None).await;
        let oid = other["data"]["attemptId"].as_str().unwrap().to_string();
        let blank: Vec<Value> = (0..10).map(|_| Value::Null).collect();
        let failed = call(
            &app,
            Method::POST,
            &format!("{ATTEMPTS}/{oid}/answers"),
            Some(&token),
            Some(json!({"answers": blank})),
        )
        .await;
        assert_eq!(failed["data"]["result"]["passed"], false, "{failed}");
        assert!(failed["data"]["result"]["chance"].is_null());
        assert_eq!(quiz_chances(&app, &uid).await, 1);
    }
);

both_stores!(
    a_late_submission_is_refused_and_nothing_is_recorded,
    |store| {
        let app = app(store, &[("YOUZHE_QUIZ_SECONDS", "1")]).await;
        let (token, uid) = visitor(&app, "quiz-late").await;
        let a = call(&app, Method::POST, ATTEMPTS, Some(&token), None).await;
        let id = a["data"]["attemptId"].as_str().unwrap().to_string();
        let answers = right_answers(&a["data"]);
        tokio::time::sleep(std::time::Duration::from_millis(3_300)).await;
        let late = call(
            &app,
            Method::POST,
            &format!("{ATTEMPTS}/{id}/answers"),
            Some(&token),
            Some(json!({"answers": answers})),
        )
        .await;
        assert_eq!(late["code"], 40900, "{late}");
        let read = call(
            &app,
            Method::GET,
            &format!("{ATTEMPTS}/{id}"),
            Some(&token),
            None,
        )
        .await;
        assert_eq!(read["data"]["state"], "expired");
        assert!(read["data"]["result"].is_null());
        assert_eq!(quiz_chances(&app, &uid).await, 0);
    }
);

both_stores!(bad_input_is_named_and_attempts_are_private, |store| {
    let app = app(store, &[]).await;
    let (token, _) = visitor(&app, "quiz-bad").await;
    assert_eq!(
        call(&app, Method::POST, ATTEMPTS, None, None).await["code"],
        40003
    );
    let a = call(&app, Method::POST, ATTEMPTS, Some(&token), None).await;
    let id = a["data"]["attemptId"].as_str().unwrap().to_string();
    let path = format!("{ATTEMPTS}/{id}/answers");
    let short = call(
        &app,
        Method::POST,
        &path,
        Some(&token),
        Some(json!({"answers": [0, 1]})),
    )
    .await;
    assert_eq!(
        (short["code"].as_i64(), short["data"]["field"].as_str()),
        (Some(40000), Some("answers")),
        "{short}"
    );
    let mut out: Vec<Value> = (0..10).map(|_| json!(0)).collect();
    out[3] = json!(7);
    let bad = call(
        &app,
        Method::POST,
        &path,
        Some(&token),
        Some(json!({"answers": out})),
    )
    .await;
    assert_eq!(
        (bad["code"].as_i64(), bad["data"]["field"].as_str()),
        (Some(40000), Some("answers[3]")),
        "{bad}"
    );
    let noid = call(
        &app,
        Method::GET,
        &format!("{ATTEMPTS}/nope"),
        Some(&token),
        None,
    )
    .await;
    assert_eq!(
        (noid["code"].as_i64(), noid["data"]["field"].as_str()),
        (Some(40000), Some("id"))
    );
    // Nothing was recorded: the attempt is still open.
    let read = call(
        &app,
        Method::GET,
        &format!("{ATTEMPTS}/{id}"),
        Some(&token),
        None,
    )
    .await;
    assert_eq!(read["data"]["state"], "open");
    // Another visitor neither reads nor submits it.
    let (stranger, _) = visitor(&app, "quiz-stranger").await;
    assert_eq!(
        call(
            &app,
            Method::GET,
            &format!("{ATTEMPTS}/{id}"),
            Some(&stranger),
            None
        )
        .await["code"],
        40400
    );
    let zeros: Vec<Value> = (0..10).map(|_| json!(0)).collect();
    assert_eq!(
        call(
            &app,
            Method::POST,
            &path,
            Some(&stranger),
            Some(json!({"answers": zeros}))
        )
        .await["code"],
        40400
    );
});

both_stores!(
    a_persona_result_recommends_shipped_things_and_is_shared_by_its_id,
    |store| {
        let app = app(store, &[]).await;
        let (token, _) = visitor(&app, "persona").await;
        let test = call(&app, Method::GET, &format!("{PERSONA}/test"), None, None).await;
        let n = test["data"]["questions"].as_array().unwrap().len();
        assert!(
            n >= 5 && test["data"]["personas"].as_array().unwrap().len() >= 4,
            "{test}"
        );
        assert!(!has_key(&test["data"], "scores"));
        let answers: Vec<u8> = vec![1; n];
        let r = call(
            &app,
            Method::POST,
            &format!("{PERSONA}/results"),
            Some(&token),
            Some(json!({"answers": answers})),
        )
        .await;
        assert_eq!(r["code"], 0, "{r}");
        let d = &r["data"];
        assert_eq!(d["personaId"], "guzhen", "{d}");
        assert_eq!(d["line"]["id"], "line-jx-guzhen-2d");
        assert!(!d["places"].as_array().unwrap().is_empty());
        let id = d["id"].as_str().unwrap();
        assert!(
            d["share"]["url"]
                .as_str()
                .is_some_and(|u| u.ends_with(&format!("/ver3/pages/spring/result2?id={id}")))
        );
        let shared = call(
            &app,
            Method::GET,
            &format!("{PERSONA}/results/{id}"),
            None,
            None,
        )
        .await;
        assert_eq!(shared["data"]["personaId"], "guzhen");
        assert_eq!(shared["data"]["places"], d["places"]);
        let unknown = call(
            &app,
            Method::GET,
            &format!("{PERSONA}/results/AAAAAAAAAAAAAAAAAAAA"),
            None,
            None,
        )
        .await;
        assert_eq!(unknown["code"], 40400);
        let bad = call(
            &app,
            Method::POST,
            &format!("{PERSONA}/results"),
            Some(&token),
            Some(json!({"answers": [0]})),
        )
        .await;
        assert_eq!(bad["data"]["field"], "answers", "{bad}");
        let mut out = vec![0u8; n];
        out[2] = 9;
        let bad = call(
            &app,
            Method::POST,
            &format!("{PERSONA}/results"),
            Some(&token),
            Some(json!({"answers": out})),
        )
        .await;
        assert_eq!(bad["data"]["field"], "answers[2]", "{bad}");
        assert_eq!(
            call(
                &app,
                Method::POST,
                &format!("{PERSONA}/results"),
                None,
                Some(json!({"answers": vec![0; n]}))
            )
            .await["code"],
            40003
        );
    }
);

both_stores!(
    a_refused_chance_keeps_the_submission_with_the_refusal_recorded,
    |store| {
        let app = app(store, &[]).await;
        let (token, uid) = visitor(&app, "quiz-ended").await;
        let a = call(&app, Method::POST, ATTEMPTS, Some(&token), None).await;
        let id = a["data"]["attemptId"].as_str().unwrap().to_string();
        let answers = right_answers(&a["data"]);
        // The quiz campaign ends while the visitor answers.
        with_db!(&app.db, pool => sqlx::query("UPDATE campaigns SET ends_ms = 1 WHERE id = 'sample-quiz'")
            .execute(pool).await.map(|_| ()))
        .expect("ended");
        let path = format!("{ATTEMPTS}/{id}/answers");
        let done = call(
            &app,
            Method::POST,
            &path,
            Some(&token),
            Some(json!({"answers": answers})),
        )
        .await;
        assert_eq!(done["code"], 0, "{done}");
        let r = &done["data"]["result"];
        assert_eq!(
            (r["score"].as_i64(), r["passed"].as_bool()),
            (Some(10), Some(true))
        );
        assert_eq!(r["chance"]["outcome"], "refused", "{r}");
        assert!(
            r["chance"]["message"]
                .as_str()
                .is_some_and(|m| m.contains("活动已结束")),
            "{r}"
        );
        assert_eq!(quiz_chances(&app, &uid).await, 0);

        // The attempt and the refusal were stored together: read back, and a second
        // submission after the campaign reopens, answer the same and earn nothing.
        let read = call(
            &app,
            Method::GET,
            &format!("{ATTEMPTS}/{id}"),
            Some(&token),
            None,
        )
        .await;
        assert_eq!(read["data"]["state"], "submitted");
        assert_eq!(
            read["data"]["result"]["chance"]["outcome"], "refused",
            "{read}"
        );
        with_db!(&app.db, pool => sqlx::query("UPDATE campaigns SET ends_ms = $1 WHERE id = 'sample-quiz'")
            .bind(youzhe_core::time::now_ms() + 86_400_000).execute(pool).await.map(|_| ()))
        .expect("reopened");
        let again = call(
            &app,
            Method::POST,
            &path,
            Some(&token),
            Some(json!({"answers": answers})),
        )
        .await;
        assert_eq!(
            again["data"]["result"]["chance"]["outcome"], "refused",
            "{again}"
        );
        assert_eq!(quiz_chances(&app, &uid).await, 0);
    }
);

both_stores!(
    twenty_submissions_of_one_attempt_at_once_credit_one_chance,
    |store| {
        let app = app(store, &[]).await;
        let (token, uid) = visitor(&app, "quiz-race").await;
        let a = call(&app, Method::POST, ATTEMPTS, Some(&token), None).await;
        let id = a["data"]["attemptId"].as_str().unwrap().to_string();
        let answers = right_answers(&a["data"]);
        let path = format!("{ATTEMPTS}/{id}/answers");
        let (app_ref, token_ref, path_ref, answers_ref) = (&app, &token, &path, &answers);
        let results = futures::future::join_all((0..20).map(|_| async move {
            call(
                app_ref,
                Method::POST,
                path_ref,
                Some(token_ref),
                Some(json!({"answers": answers_ref})),
            )
            .await
        }))
        .await;
        for r in &results {
            assert_eq!(r["code"], 0, "{r}");
            assert_eq!(r["data"]["result"]["score"], 10, "{r}");
            assert_eq!(r["data"]["result"]["chance"]["outcome"], "earned", "{r}");
        }
        assert_eq!(quiz_chances(&app, &uid).await, 1);
        let submitted: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
            "SELECT COUNT(*) FROM quiz_attempts WHERE id = $1 AND submitted_ms IS NOT NULL AND chance IS NOT NULL")
            .bind(&id).fetch_one(pool).await)
        .expect("count");
        assert_eq!(submitted, 1);
    }
);

both_stores!(
    a_failure_while_earning_leaves_the_attempt_unsubmitted,
    |store| {
        let app = app(store, &[]).await;
        let (token, uid) = visitor(&app, "quiz-broken").await;
        let a = call(&app, Method::POST, ATTEMPTS, Some(&token), None).await;
        let id = a["data"]["attemptId"].as_str().unwrap().to_string();
        let answers = right_answers(&a["data"]);
        let path = format!("{ATTEMPTS}/{id}/answers");
        let body = json!({"answers": answers});
        break_chances(&app, true).await;
        assert_eq!(post_status(&app, &path, &token, &body).await, 500);
        // Nothing half-written: the attempt is still open, to be submitted again.
        let read = call(
            &app,
            Method::GET,
            &format!("{ATTEMPTS}/{id}"),
            Some(&token),
            None,
        )
        .await;
        assert_eq!(read["data"]["state"], "open", "{read}");
        assert!(read["data"]["result"].is_null());
        break_chances(&app, false).await;
        let done = call(&app, Method::POST, &path, Some(&token), Some(body)).await;
        assert_eq!(
            done["data"]["result"]["chance"]["outcome"], "earned",
            "{done}"
        );
        assert_eq!(quiz_chances(&app, &uid).await, 1);
    }
);
