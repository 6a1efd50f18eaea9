//! The Qixi game's questions as console content (docs/QIXI.md, "Editing the questions"):
//! an operator's published question is what a new invitation asks, a draft or a deleted
//! one never; an invitation keeps the questions its inviter answered, so the partner
//! answers and the result shows those whatever is published meanwhile; every field refused
//! is named, in Chinese too, with nothing written; a county editor may not write the bank.

use super::*;
use crate::{campaigns::visitor, helpers::call as visitor_call};

const QIXI: &str = "/ver3/api/v3/qixi";

fn question(id: &str, text: &str, options: &[&str]) -> Value {
    json!({"id": id, "question": text, "options": options, "source": "游浙编辑部撰写"})
}

fn tea() -> Value {
    question(
        "qx-op-tea",
        "一起去杭州，先喝哪一杯？",
        &["西湖龙井", "九曲红梅", "径山茶"],
    )
}

fn island() -> Value {
    question("qx-op-island", "最想一起登哪座岛？", &["普陀山", "东极岛"])
}

async fn empty_bank_app(store: Store) -> (TestApp, tempfile::TempDir) {
    fixture_app(
        store,
        &[("YOUZHE_RATE_QIXI", "off"), ("YOUZHE_RATE_LOGIN", "off")],
    )
    .await
}

/// The question texts a visitor is asked now.
async fn asked(app: &TestApp) -> Vec<String> {
    let r = app.get_json(&format!("{QIXI}/questions")).await;
    ok_data(&r)["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["question"].as_str().unwrap().to_string())
        .collect()
}

async fn invite(app: &TestApp, token: &str, answers: &[u8]) -> Value {
    visitor_call(
        app,
        Method::POST,
        &format!("{QIXI}/invitations"),
        Some(token),
        Some(json!({ "answers": answers })),
    )
    .await
}

both_stores!(
    published_questions_are_asked_and_an_invitation_keeps_its_own,
    |store| {
        let (app, _dir) = empty_bank_app(store).await;
        add(&app, "admin", Role::ProvinceAdmin, None).await;
        let s = sign_in(&app, "admin").await;
        let (a, _) = visitor(&app, "qixi-bank-a").await;
        let (b, _) = visitor(&app, "qixi-bank-b").await;
        assert!(asked(&app).await.is_empty());
        assert_eq!(invite(&app, &a, &[]).await["code"], 50300);

        // A draft is not asked yet; published, it is.
        let r = draft(&app, &s, "qixi_questions", "qx-op-tea", tea()).await;
        assert_eq!(code(&r), 0, "{r}");
        assert!(asked(&app).await.is_empty());
        let r = act(
            &app,
            &s,
            "publish",
            "qixi_questions",
            "qx-op-tea",
            json!({"version": 1}),
        )
        .await;
        assert_eq!(code(&r), 0, "{r}");
        publish_first(&app, &s, "qixi_questions", island()).await;
        assert_eq!(
            asked(&app).await,
            ["一起去杭州，先喝哪一杯？", "最想一起登哪座岛？"]
        );

        // The console lists them by their question.
        let list = get(&app, &s, "/content/qixi_questions").await;
        let rows = ok_data(&list)["list"].as_array().unwrap().clone();
        assert_eq!(rows.len(), 2, "{list}");
        assert!(
            rows.iter().any(|r| r["title"] == "最想一起登哪座岛？"),
            "{list}"
        );

        // A invites, answering the two.
        let inv = invite(&app, &a, &[2, 1]).await;
        assert_eq!(inv["code"], 0, "{inv}");
        let code_ = inv["data"]["code"].as_str().unwrap().to_string();

        // Meanwhile the operator rewrites the first, deletes the second and adds a third.
        let mut edited = tea();
        edited["question"] = json!("在杭州的第一杯茶喝什么？");
        publish_first(&app, &s, "qixi_questions", edited).await;
        let mut gone = island();
        gone["retired"] = json!(true);
        publish_first(&app, &s, "qixi_questions", gone).await;
        publish_first(
            &app,
            &s,
            "qixi_questions",
            question("qx-op-boat", "一起坐哪条船？", &["乌篷船", "摇橹船"]),
        )
        .await;
        assert_eq!(
            asked(&app).await,
            ["在杭州的第一杯茶喝什么？", "一起坐哪条船？"]
        );

        // B opens A's link and is asked what A was asked, and answers those.
        let open = visitor_call(
            &app,
            Method::GET,
            &format!("{QIXI}/invitations/{code_}"),
            Some(&b),
            None,
        )
        .await;
        let texts: Vec<&str> = open["data"]["questions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|q| q["question"].as_str().unwrap())
            .collect();
        assert_eq!(
            texts,
            ["一起去杭州，先喝哪一杯？", "最想一起登哪座岛？"],
            "{open}"
        );
        let pair = visitor_call(
            &app,
            Method::POST,
            &format!("{QIXI}/invitations/{code_}/pair"),
            Some(&b),
            Some(json!({ "answers": [2, 0] })),
        )
        .await;
        assert_eq!(pair["code"], 0, "{pair}");
        let result = &pair["data"]["result"];
        assert_eq!(
            (result["same"].as_i64(), result["total"].as_i64()),
            (Some(1), Some(2))
        );
        assert_eq!(
            result["items"][1]["question"], "最想一起登哪座岛？",
            "{result}"
        );
        assert_eq!(result["items"][0]["options"][2], "径山茶", "{result}");

        // A new invitation asks what is published now: never the deleted one.
        let again = invite(&app, &a, &[0, 1]).await;
        assert_eq!(again["code"], 0, "{again}");
        assert_eq!(invite(&app, &a, &[0, 1, 0]).await["code"], 40000);

        // Every step is in the audit log.
        assert_drafted_and_published_twice(&app, "qixi_questions", "qx-op-island").await;
    }
);

both_stores!(
    a_bad_qixi_question_is_refused_naming_its_field_and_writes_nothing,
    |store| {
        let (app, _dir) = empty_bank_app(store).await;
        add(&app, "admin", Role::ProvinceAdmin, None).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        let s = sign_in(&app, "admin").await;
        let before = state(&app).await;
        let cases: [(Value, &str, &str); 6] = [
            (json!({"question": ""}), "body.question", "题目"),
            (
                json!({"question": "问".repeat(81)}),
                "body.question",
                "题目",
            ),
            (json!({"options": ["西湖龙井"]}), "body.options", "选项"),
            (
                json!({"options": ["a", "b", "c", "d", "e", "f", "g"]}),
                "body.options",
                "选项",
            ),
            (
                json!({"options": ["西湖龙井", "径山茶", "西湖龙井"]}),
                "body.options[2]",
                "选项 C",
            ),
            (json!({"source": " "}), "body.source", "出处"),
        ];
        for (patch, field, words) in cases {
            let mut body = tea();
            for (k, v) in patch.as_object().unwrap() {
                body[k] = v.clone();
            }
            let r = draft(&app, &s, "qixi_questions", "qx-op-tea", body).await;
            assert_eq!(code(&r), 40000, "{r}");
            assert_eq!(r["data"]["field"], field, "{r}");
            assert!(r["msg"].as_str().unwrap().contains(words), "{r}");
        }
        // A question without its options is refused naming them too.
        let mut body = tea();
        body.as_object_mut().unwrap().remove("options");
        let r = draft(&app, &s, "qixi_questions", "qx-op-tea", body).await;
        assert_eq!(r["data"]["field"], "body.options", "{r}");

        // The bank is the province's: a county editor may not write a question.
        let county = sign_in(&app, "ed-xihu").await;
        let r = draft(&app, &county, "qixi_questions", "qx-op-tea", tea()).await;
        assert_eq!(code(&r), 40300, "{r}");
        assert_eq!(state(&app).await, before);
        assert!(asked(&app).await.is_empty());
    }
);

both_stores!(
    an_install_without_qixi_questions_gets_the_shipped_ones_once,
    |store| {
        let (app, dir) = empty_bank_app(store).await;
        add(&app, "admin", Role::ProvinceAdmin, None).await;
        let s = sign_in(&app, "admin").await;
        // The upgrade brings the file to a folder whose content is stored already: the
        // game's start (seen from a second server) imports it once.
        let file = youzhe_qixi::seed::FILE;
        let shipped = youzhe_content::fixture::shipped_dir().join(file);
        std::fs::copy(&shipped, dir.path().join(file)).unwrap();
        let n = youzhe_qixi::seed::shipped(dir.path())
            .unwrap()
            .unwrap()
            .qixi_questions
            .len();
        let other = youzhe_content::Content::new(app.db.clone());
        other.reload().await.unwrap();
        assert!(
            youzhe_qixi::seed::seed_once(&other, dir.path())
                .await
                .unwrap()
        );
        asked_becomes(&app, n).await;

        // Once stored the console owns it: a question deleted stays deleted on a restart.
        let first = asked_ids(&app).await.remove(0);
        let mut gone = published(&app, &s, "qixi_questions", &first).await;
        gone["retired"] = json!(true);
        publish_first(&app, &s, "qixi_questions", gone).await;
        assert_eq!(asked(&app).await.len(), n - 1);
        assert!(
            !youzhe_qixi::seed::seed_once(&other, dir.path())
                .await
                .unwrap()
        );
        asked_becomes(&app, n - 1).await;
    }
);

async fn asked_ids(app: &TestApp) -> Vec<String> {
    let r = app.get_json(&format!("{QIXI}/questions")).await;
    ok_data(&r)["questions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|q| q["id"].as_str().unwrap().to_string())
        .collect()
}

/// The questions asked once they are `n`: another replica's change arrives by the poll.
async fn asked_becomes(app: &TestApp, n: usize) {
    for _ in 0..100 {
        if asked(app).await.len() == n {
            return;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(asked(app).await.len(), n);
}
