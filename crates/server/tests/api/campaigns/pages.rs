//! What the campaign pages read beside the engine: each campaign's page layout (1 poster,
//! 2 task list; rows stored before the column read 1) in the list and the detail, a
//! festival's programme in its detail, and both checked field by field at load.

use serde_json::json;
use youzhe_campaigns::config::CampaignConfig;
use youzhe_core::{time::now_ms, with_db};

use super::{CAMPAIGNS, app, campaign, code, draw, install, seed_chances, visitor};
use crate::{both_stores, identity::get_with};

fn programme() -> serde_json::Value {
    json!({
        "places": ["scenic-ls-suichang-jinkuang"], "gettingThere": "乘专线巴士", "days": 2,
        "stages": ["主舞台", "小剧场"],
        "lineup": [
            {"artist": "山雾乐队（示例）", "note": "民谣", "day": 1, "stage": "主舞台", "start": "19:00", "end": "20:00"},
            {"artist": "竹炭电台（示例）", "day": 2, "stage": "小剧场", "start": "15:00", "end": "16:30"}
        ]
    })
}

both_stores!(
    layouts_and_the_festival_programme_are_read_by_the_pages,
    |store| {
        let app = app(store).await;
        install(&app, campaign("poster", json!({}))).await;
        install(&app, campaign("tasks", json!({"layout": 2}))).await;
        install(&app, campaign("fest", json!({"festival": programme()}))).await;
        // A row stored before layouts existed (no layout, no programme) reads as layout 1.
        with_db!(&app.db, pool => sqlx::query(
            "INSERT INTO campaigns (id, title, kind, sample, starts_ms, ends_ms, rules, eligibility,
                 per_day, in_all, lose_weight, claim_days, tasks, created_ms, updated_ms)
             VALUES ('older', '旧活动', 'generic', FALSE, 0, $1, '规则', '{}', 1, 1, 0, 30, '[]', 0, 0)")
            .bind(now_ms() + 86_400_000).execute(pool).await.map(|_| ()))
        .expect("an older row");

        let list = get_with(&app, CAMPAIGNS, None).await;
        let layout_of = |id: &str| {
            list["data"]
                .as_array()
                .and_then(|l| l.iter().find(|c| c["id"] == id))
                .map(|c| (c["layout"].as_i64(), c["festival"].as_bool()))
        };
        assert_eq!(layout_of("poster"), Some((Some(1), Some(false))), "{list}");
        assert_eq!(layout_of("tasks"), Some((Some(2), Some(false))));
        assert_eq!(layout_of("fest"), Some((Some(1), Some(true))));
        assert_eq!(layout_of("older"), Some((Some(1), Some(false))));

        let tasks = get_with(&app, &format!("{CAMPAIGNS}/tasks"), None).await;
        assert_eq!(tasks["data"]["layout"], 2, "{tasks}");
        assert!(tasks["data"].get("programme").is_none(), "{tasks}");
        let older = get_with(&app, &format!("{CAMPAIGNS}/older"), None).await;
        assert_eq!(
            (older["code"].as_i64(), older["data"]["layout"].as_i64()),
            (Some(0), Some(1)),
            "{older}"
        );

        let fest = get_with(&app, &format!("{CAMPAIGNS}/fest"), None).await;
        assert_eq!(fest["data"]["festival"], true, "{fest}");
        let f = &fest["data"]["programme"];
        assert_eq!(f["stages"], json!(["主舞台", "小剧场"]), "{fest}");
        assert_eq!(f["days"], 2);
        assert_eq!(f["places"][0], "scenic-ls-suichang-jinkuang");
        assert_eq!(f["lineup"][1]["artist"], "竹炭电台（示例）");
        assert_eq!(
            (
                f["lineup"][1]["day"].as_i64(),
                f["lineup"][1]["start"].as_str()
            ),
            (Some(2), Some("15:00"))
        );

        // A festival draws like any campaign.
        let (t, uid) = visitor(&app, "oFestivalFan").await;
        seed_chances(&app, "fest", &uid, 1).await;
        let drawn = draw(&app, &t, "fest", "fest-1").await;
        assert_eq!(
            (code(&drawn), drawn["data"]["outcome"].as_str()),
            (0, Some("won")),
            "{drawn}"
        );
    }
);

both_stores!(
    a_bad_layout_or_programme_is_refused_at_load_naming_the_field,
    |store| {
        let app = app(store).await;
        for (c, field) in [
            (campaign("l3", json!({"layout": 3})), "layout"),
            (
                campaign("extra", json!({"kind": "quiz", "festival": programme()})),
                "festival:",
            ),
            (
                campaign(
                    "stage",
                    json!({"festival": {
                    "places": ["p"], "gettingThere": "x", "days": 1, "stages": ["A"],
                    "lineup": [{"artist": "X", "day": 1, "stage": "B", "start": "19:00", "end": "20:00"}]}}),
                ),
                "festival.lineup[0].stage",
            ),
        ] {
            let c: CampaignConfig = serde_json::from_value(c).expect("parses");
            let err = youzhe_campaigns::seed::install(&app.db, &[c], now_ms())
                .await
                .expect_err("refused")
                .to_string();
            assert!(err.starts_with(field), "{field}: {err}");
        }
        let n: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
            "SELECT COUNT(*) FROM campaigns WHERE id IN ('l3', 'extra', 'stage')").fetch_one(pool).await)
            .expect("count");
        assert_eq!(n, 0, "nothing stored");
    }
);

#[test]
fn the_shipped_festival_is_a_labelled_sample_with_fictional_acts() {
    let text = include_str!("../../../../../data/zhejiang/campaigns.jsonl");
    let all = youzhe_campaigns::seed::parse(text).expect("the shipped file parses");
    let fest = all
        .iter()
        .find(|c| c.festival.is_some())
        .expect("a festival sample");
    assert!(fest.sample && fest.title.contains("示例"));
    let f = fest.festival.as_ref().expect("its programme");
    assert!(f.lineup.iter().all(|s| s.artist.contains("示例")));
    assert!(
        all.iter()
            .any(|c| c.kind == "generic" && c.layout == 2 && c.sample)
    );
}

/// Each campaign's `page` in the list, by id.
async fn pages_of(app: &crate::helpers::TestApp) -> std::collections::HashMap<String, String> {
    let list = get_with(app, CAMPAIGNS, None).await;
    list["data"]
        .as_array()
        .expect("a list")
        .iter()
        .map(|c| {
            (
                c["id"].as_str().expect("an id").to_owned(),
                c["page"].as_str().expect("a page").to_owned(),
            )
        })
        .collect()
}

both_stores!(
    each_card_names_the_page_it_opens_and_an_area_s_page_wins,
    |store| {
        let app = app(store).await;
        install(&app, campaign("poster", json!({}))).await;
        install(&app, campaign("tasks", json!({"layout": 2}))).await;
        install(&app, campaign("fest", json!({"festival": programme()}))).await;
        install(&app, campaign("quiz-1", json!({"kind": "quiz"}))).await;
        install(&app, campaign("qixi-1", json!({"kind": "qixi"}))).await;
        let pages = pages_of(&app).await;
        for (id, page) in [
            ("poster", "pages/actives/active1"),
            ("tasks", "pages/actives/active2"),
            ("fest", "pages/actives/suichang"),
            ("quiz-1", "pages/custom/answer/index"),
            ("qixi-1", "pages/custom/qixi/index"),
        ] {
            assert_eq!(
                pages.get(id).map(String::as_str),
                Some(page),
                "{id}: {pages:?}"
            );
        }

        // An area naming its campaign's page (as the photo contest does at start) wins over
        // the layout, in the list and the detail.
        use youzhe_campaigns::page::{CampaignPage, set};
        assert!(
            set(&app.db, "tasks", CampaignPage::PhotoContest)
                .await
                .expect("set")
        );
        assert_eq!(
            pages_of(&app).await.get("tasks").map(String::as_str),
            Some("pages/actives/huawei")
        );
        let tasks = get_with(&app, &format!("{CAMPAIGNS}/tasks"), None).await;
        assert_eq!(tasks["data"]["page"], "pages/actives/huawei", "{tasks}");
        assert_eq!(tasks["data"]["layout"], 2, "the layout is still answered");
        let fest = get_with(&app, &format!("{CAMPAIGNS}/fest"), None).await;
        assert_eq!(fest["data"]["page"], "pages/actives/suichang", "{fest}");

        // Naming a page for a campaign that is not stored changes nothing.
        assert!(
            !set(&app.db, "no-such", CampaignPage::StampsYunhe)
                .await
                .expect("set")
        );
        let named: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
            "SELECT COUNT(*) FROM campaigns WHERE page IS NOT NULL").fetch_one(pool).await)
        .expect("count");
        assert_eq!(named, 1);

        // A route this build does not know (a row written by hand) reads as the kind's page.
        with_db!(&app.db, pool => sqlx::query("UPDATE campaigns SET page = 'pages/gone' WHERE id = 'poster'")
            .execute(pool).await.map(|_| ()))
        .expect("a stray route");
        let poster = get_with(&app, &format!("{CAMPAIGNS}/poster"), None).await;
        assert_eq!(poster["data"]["page"], "pages/actives/active1", "{poster}");
    }
);

both_stores!(
    the_shipped_contest_and_stamp_cards_open_their_own_pages,
    |store| {
        let dir = youzhe_content::fixture::shipped_dir();
        let dir = dir.to_string_lossy().into_owned();
        let app =
            crate::helpers::spawn_app_with(store, &[("YOUZHE_CONTENT_DIR", dir.as_str())]).await;
        let pages = pages_of(&app).await;
        for (id, page) in [
            ("sample-photo-journey", "pages/actives/huawei"),
            ("sample-stamps-ninghai", "pages/custom/ninghai/activestart"),
            ("sample-stamps-yunhe", "pages/custom/yunhe/active"),
            ("sample-stamps-food", "pages/custom/food/index"),
            ("sample-lucky-draw", "pages/actives/active1"),
            ("sample-task-draw", "pages/actives/active2"),
            ("sample-suichang-festival", "pages/actives/suichang"),
            ("sample-quiz", "pages/custom/answer/index"),
            ("sample-persona", "pages/spring/banner"),
            ("sample-blindbox", "pages/custom/huawei/index"),
            ("sample-qixi", "pages/custom/qixi/index"),
            ("sample-shop", "pages/actives/shop"),
        ] {
            assert_eq!(
                pages.get(id).map(String::as_str),
                Some(page),
                "{id}: {pages:?}"
            );
        }
        let yunhe = get_with(&app, &format!("{CAMPAIGNS}/sample-stamps-yunhe"), None).await;
        assert_eq!(
            yunhe["data"]["page"], "pages/custom/yunhe/active",
            "{yunhe}"
        );
    }
);
