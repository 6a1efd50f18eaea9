//! The quiz's question bank as console content (docs/QUIZ.md, "Editing the bank"): an
//! operator's published question is what the quiz draws, a draft or a deleted one never;
//! an attempt keeps its questions when they are edited or deleted meanwhile; every field
//! refused is named, in Chinese too, with nothing written; the bank is the province's, so
//! a county editor may not write it.

use super::*;
use crate::{campaigns::visitor, helpers::call as visitor_call};

const ATTEMPTS: &str = "/ver3/api/v3/quiz/attempts";

fn question(id: &str, text: &str, options: [&str; 4], answer: usize) -> Value {
    json!({
        "id": id, "category": "food", "question": text, "options": options,
        "answer": answer, "explanation": "来源：编辑整理的公开资料", "source": "杭州市文化广电旅游局"
    })
}

fn tea() -> Value {
    question(
        "quiz-op-longjing",
        "西湖龙井的主要产地在哪个城市？",
        ["宁波", "杭州", "温州", "湖州"],
        1,
    )
}

fn rice_cake() -> Value {
    question(
        "quiz-op-niangao",
        "“宁波年糕”出自浙江哪个城市？",
        ["宁波", "金华", "台州", "衢州"],
        0,
    )
}

/// The mini content without a question: the bank starts empty.
async fn empty_bank_app(store: Store) -> (TestApp, tempfile::TempDir) {
    fixture_app(store, &[("YOUZHE_RATE_QUIZ", "off")]).await
}

async fn publish_new(app: &TestApp, s: &Session, body: Value) {
    publish_first(app, s, "quiz_questions", body).await;
}

async fn start(app: &TestApp, token: &str) -> Value {
    visitor_call(app, Method::POST, ATTEMPTS, Some(token), None).await
}

async fn bank_size(app: &TestApp) -> i64 {
    let r = app.get_json("/ver3/api/v3/quiz/rules").await;
    ok_data(&r)["bankSize"].as_i64().unwrap()
}

/// The shown index of `text` among a question's options.
fn shown(q: &Value, text: &str) -> usize {
    q["options"]
        .as_array()
        .unwrap()
        .iter()
        .position(|o| o == text)
        .unwrap_or_else(|| panic!("{text} not among {q}"))
}

both_stores!(
    published_questions_are_drawn_and_an_open_attempt_keeps_its_own,
    |store| {
        let (app, _dir) = empty_bank_app(store).await;
        add(&app, "admin", Role::ProvinceAdmin, None).await;
        let s = sign_in(&app, "admin").await;
        let (token, _) = visitor(&app, "bank-visitor").await;
        assert_eq!(start(&app, &token).await["code"], 50300);

        // A draft is not in the bank yet.
        let r = draft(&app, &s, "quiz_questions", "quiz-op-longjing", tea()).await;
        assert_eq!(code(&r), 0, "{r}");
        assert_eq!(bank_size(&app).await, 0);
        assert_eq!(start(&app, &token).await["code"], 50300);
        let r = act(
            &app,
            &s,
            "publish",
            "quiz_questions",
            "quiz-op-longjing",
            json!({"version": 1}),
        )
        .await;
        assert_eq!(code(&r), 0, "{r}");
        publish_new(&app, &s, rice_cake()).await;
        assert_eq!(bank_size(&app).await, 2);

        // The console lists them by their question and category.
        let list = get(&app, &s, "/content/quiz_questions").await;
        let rows = ok_data(&list)["list"].as_array().unwrap().clone();
        assert_eq!(rows.len(), 2, "{list}");
        assert!(
            rows.iter()
                .any(|r| r["title"] == "西湖龙井的主要产地在哪个城市？" && r["kind"] == "food"),
            "{list}"
        );

        // A visitor meets exactly the two published questions.
        let a = start(&app, &token).await;
        assert_eq!(a["code"], 0, "{a}");
        let qs = a["data"]["questions"].as_array().unwrap().clone();
        let mut ids: Vec<&str> = qs.iter().map(|q| q["id"].as_str().unwrap()).collect();
        ids.sort_unstable();
        assert_eq!(ids, ["quiz-op-longjing", "quiz-op-niangao"]);
        let id = a["data"]["attemptId"].as_str().unwrap().to_string();
        let answers: Vec<usize> = qs
            .iter()
            .map(|q| match q["id"].as_str() {
                Some("quiz-op-longjing") => shown(q, "杭州"),
                _ => shown(q, "宁波"),
            })
            .collect();

        // Meanwhile the operator rewrites one question and deletes the other.
        let mut edited = tea();
        edited["question"] = json!("龙井茶因哪座城市的龙井村得名？");
        edited["options"] = json!(["嘉兴", "绍兴", "舟山", "杭州"]);
        edited["answer"] = json!(3);
        publish_new(&app, &s, edited).await;
        let mut gone = rice_cake();
        gone["retired"] = json!(true);
        publish_new(&app, &s, gone).await;
        assert_eq!(bank_size(&app).await, 1);

        // The open attempt is scored and shown as it was drawn.
        let done = visitor_call(
            &app,
            Method::POST,
            &format!("{ATTEMPTS}/{id}/answers"),
            Some(&token),
            Some(json!({ "answers": answers })),
        )
        .await;
        assert_eq!(done["code"], 0, "{done}");
        let result = &done["data"]["result"];
        assert_eq!(result["score"], 2, "{result}");
        assert!(
            result["items"]
                .as_array()
                .unwrap()
                .iter()
                .any(|i| i["question"] == "西湖龙井的主要产地在哪个城市？"),
            "{result}"
        );

        // A new attempt draws only what is published now: the edited one, never the deleted.
        let b = start(&app, &token).await;
        let qs = b["data"]["questions"].as_array().unwrap();
        assert_eq!(qs.len(), 1, "{b}");
        assert_eq!(qs[0]["question"], "龙井茶因哪座城市的龙井村得名？");

        // Every step is in the audit log.
        assert_drafted_and_published_twice(&app, "quiz_questions", "quiz-op-niangao").await;
    }
);

both_stores!(
    a_bad_question_is_refused_naming_its_field_and_writes_nothing,
    |store| {
        let (app, _dir) = empty_bank_app(store).await;
        add(&app, "admin", Role::ProvinceAdmin, None).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        let s = sign_in(&app, "admin").await;
        let before = state(&app).await;
        let cases: [(Value, &str, &str); 8] = [
            (json!({"question": "  "}), "body.question", "题目"),
            (
                json!({"question": "问".repeat(81)}),
                "body.question",
                "题目",
            ),
            (
                json!({"options": ["宁波", "杭州", "温州"]}),
                "body.options",
                "选项",
            ),
            (
                json!({"options": ["宁波", "杭州", "宁波", "湖州"]}),
                "body.options[2]",
                "选项 C",
            ),
            (
                json!({"options": ["宁波", "", "温州", "湖州"]}),
                "body.options[1]",
                "选项 B",
            ),
            (json!({"answer": 4}), "body.answer", "正确答案"),
            (json!({"explanation": ""}), "body.explanation", "答案解析"),
            (json!({"category": "sports"}), "body.category", "题目类别"),
        ];
        for (patch, field, words) in cases {
            let mut body = tea();
            for (k, v) in patch.as_object().unwrap() {
                body[k] = v.clone();
            }
            let r = draft(&app, &s, "quiz_questions", "quiz-op-longjing", body).await;
            assert_eq!(code(&r), 40000, "{r}");
            assert_eq!(r["data"]["field"], field, "{r}");
            assert!(r["msg"].as_str().unwrap().contains(words), "{r}");
        }
        // A question without its answer is refused naming it too.
        let mut body = tea();
        body.as_object_mut().unwrap().remove("answer");
        let r = draft(&app, &s, "quiz_questions", "quiz-op-longjing", body).await;
        assert_eq!(r["data"]["field"], "body.answer", "{r}");

        // The bank is the province's: a county editor may not write a question.
        let county = sign_in(&app, "ed-xihu").await;
        let r = draft(&app, &county, "quiz_questions", "quiz-op-longjing", tea()).await;
        assert_eq!(code(&r), 40300, "{r}");
        assert_eq!(state(&app).await, before);
        assert_eq!(bank_size(&app).await, 0);
    }
);

/// `bank_size` once it is `n`: another replica's change arrives by the poll.
async fn bank_size_becomes(app: &TestApp, n: i64) {
    for _ in 0..100 {
        if bank_size(app).await == n {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(bank_size(app).await, n);
}

both_stores!(
    an_install_without_questions_gets_the_shipped_bank_once,
    |store| {
        let (app, dir) = empty_bank_app(store).await;
        add(&app, "admin", Role::ProvinceAdmin, None).await;
        let s = sign_in(&app, "admin").await;
        // The upgrade brings the file to a folder whose content is stored already: the
        // quiz's start (seen from a second server) imports it once.
        let file = "quiz_questions.jsonl";
        let shipped = youzhe_content::fixture::shipped_dir().join(file);
        std::fs::copy(&shipped, dir.path().join(file)).unwrap();
        let lines = std::fs::read_to_string(&shipped).unwrap().lines().count() as i64;
        let other = youzhe_content::Content::new(app.db.clone());
        other.reload().await.unwrap();
        assert!(
            youzhe_quiz::seed::seed_once(&other, dir.path())
                .await
                .unwrap()
        );
        bank_size_becomes(&app, lines).await;

        // Once the bank is stored the console owns it: a question deleted stays deleted
        // when the server starts again.
        let first: Value = serde_json::from_str(
            std::fs::read_to_string(&shipped)
                .unwrap()
                .lines()
                .next()
                .unwrap(),
        )
        .unwrap();
        let mut gone = published(&app, &s, "quiz_questions", first["id"].as_str().unwrap()).await;
        gone["retired"] = json!(true);
        publish_new(&app, &s, gone).await;
        assert_eq!(bank_size(&app).await, lines - 1);
        assert!(
            !youzhe_quiz::seed::seed_once(&other, dir.path())
                .await
                .unwrap()
        );
        bank_size_becomes(&app, lines - 1).await;
    }
);
