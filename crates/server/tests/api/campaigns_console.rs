//! The console's campaigns on both stores: the list with each prize's stock left and given;
//! a province admin's edit of the window, rules and each prize's stock, weight and daily
//! cap, audited; every bad field refused by name with nothing written; the stock never set
//! below what is already given, even while visitors draw; other roles refused.

use futures::future::join_all;
use reqwest::Method;
use serde_json::{Value, json};
use youzhe_operators::Role;

use crate::{
    both_stores,
    campaigns::{CAMPAIGNS, app, campaign, code, count, draw, install, seed_chances, visitor},
    helpers::TestApp,
    identity::get_with,
    operators::{self as ops, Session, add, sign_in},
};

fn pool(stock: i64) -> Value {
    json!({"loseWeight": 0, "limits": {"perDay": 100, "inAll": 100},
           "prizes": [{"id": "cup", "name": "保温杯", "kind": "coupon", "stock": stock, "weight": 1, "dailyCap": 0}]})
}

fn edit(stock: i64) -> Value {
    json!({"title": "改过的活动", "startsAt": "2020-01-01T00:00:00+08:00",
           "endsAt": "2099-01-01T00:00:00+08:00", "rules": "新的规则",
           "prizes": [{"id": "cup", "stock": stock, "weight": 3, "dailyCap": 7}]})
}

async fn put(app: &TestApp, s: &Session, id: &str, body: Value) -> Value {
    ops::write(app, s, Method::PUT, &format!("/campaigns/{id}"), body).await
}

async fn audits(app: &TestApp) -> i64 {
    count(
        app,
        "SELECT COUNT(*) FROM audit_log WHERE action = $1",
        "campaign.edit",
    )
    .await
}

fn prize(v: &Value) -> (i64, i64, i64) {
    let p = &v["data"]["prizes"][0];
    (
        p["stock"].as_i64().unwrap_or(-1),
        p["left"].as_i64().unwrap_or(-1),
        p["given"].as_i64().unwrap_or(-1),
    )
}

both_stores!(
    a_province_admin_edits_a_campaign_never_below_what_is_given,
    |store| {
        let app = app(store).await;
        install(&app, campaign("cups", pool(10))).await;
        let (t, uid) = visitor(&app, "oConsoleCups").await;
        // Three to draw now, one to try after the window is moved into the past.
        seed_chances(&app, "cups", &uid, 4).await;
        for k in ["a", "b", "c"] {
            assert_eq!(draw(&app, &t, "cups", k).await["data"]["outcome"], "won");
        }
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        add(&app, "mod", Role::Moderator, None).await;
        add(&app, "analyst", Role::Analyst, None).await;
        let admin = sign_in(&app, "boss").await;
        let m = sign_in(&app, "mod").await;
        let an = sign_in(&app, "analyst").await;

        // The list: stock 10 of which 3 given, 7 left; a moderator reads it, an analyst not.
        let list = ops::get(&app, &m, "/campaigns").await;
        let row = list["data"]["list"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["id"] == "cups")
            .cloned()
            .unwrap_or_else(|| panic!("{list}"));
        assert_eq!(row["status"], "running");
        assert_eq!(prize(&json!({"data": row})), (10, 7, 3), "{row}");
        assert_eq!(ops::code(&ops::get(&app, &an, "/campaigns").await), 40300);
        assert_eq!(
            prize(&ops::get(&app, &admin, "/campaigns/cups").await),
            (10, 7, 3)
        );
        assert_eq!(
            ops::code(&ops::get(&app, &admin, "/campaigns/nope").await),
            40400
        );

        // Every bad field is named, and nothing is written.
        let mut bad_window = edit(5);
        bad_window["endsAt"] = json!("2019-01-01T00:00:00+08:00");
        let mut blank_title = edit(5);
        blank_title["title"] = json!("  ");
        let mut no_rules = edit(5);
        no_rules["rules"] = json!("");
        let mut bad_time = edit(5);
        bad_time["startsAt"] = json!("tomorrow");
        let mut negative = edit(5);
        negative["prizes"][0]["weight"] = json!(-1);
        let mut unknown_prize = edit(5);
        unknown_prize["prizes"][0]["id"] = json!("mug");
        let mut extra = edit(5);
        extra["colour"] = json!("red");
        for (body, field) in [
            (edit(2), "prizes[0].stock"),
            (bad_window, "endsAt"),
            (blank_title, "title"),
            (no_rules, "rules"),
            (bad_time, "startsAt"),
            (negative, "prizes[0].weight"),
            (unknown_prize, "prizes[0].id"),
        ] {
            let r = put(&app, &admin, "cups", body.clone()).await;
            assert_eq!(
                (ops::code(&r), r["data"]["field"].as_str()),
                (40000, Some(field)),
                "{body}: {r}"
            );
        }
        let below = put(&app, &admin, "cups", edit(2)).await;
        assert!(below["msg"].as_str().unwrap().contains('3'), "{below}");
        assert_eq!(ops::code(&put(&app, &admin, "cups", extra).await), 40000);
        // A moderator may not edit; nor may anyone without the CSRF token.
        assert_eq!(ops::code(&put(&app, &m, "cups", edit(5)).await), 40300);
        let no_csrf = ops::call(
            &app,
            &admin,
            Method::PUT,
            "/campaigns/cups",
            None,
            Some(edit(5)),
        )
        .await;
        assert_eq!(ops::code(&no_csrf), 40300);
        assert_eq!(ops::code(&put(&app, &admin, "nope", edit(5)).await), 40400);
        assert_eq!(
            prize(&ops::get(&app, &admin, "/campaigns/cups").await),
            (10, 7, 3)
        );
        assert_eq!(audits(&app).await, 0);

        // Exactly what is given is allowed: nothing left. Then 5 in all: 2 left, and the
        // visitor's page reads it, with the new weight, cap, title and rules.
        let zero = put(&app, &admin, "cups", edit(3)).await;
        assert_eq!(prize(&zero), (3, 0, 3), "{zero}");
        let done = put(&app, &admin, "cups", edit(5)).await;
        assert_eq!(prize(&done), (5, 2, 3), "{done}");
        assert_eq!(done["data"]["prizes"][0]["weight"], 3);
        assert_eq!(done["data"]["prizes"][0]["dailyCap"], 7);
        assert_eq!(done["data"]["rules"], "新的规则");
        assert_eq!(audits(&app).await, 2);
        let public = get_with(&app, &format!("{CAMPAIGNS}/cups"), None).await;
        assert_eq!(public["data"]["prizes"][0]["left"], 2, "{public}");
        assert_eq!(public["data"]["title"], "改过的活动");
        assert_eq!(public["data"]["startsAt"], "2020-01-01T00:00:00+08:00");

        // A window moved into the past ends the campaign on the server too.
        let mut ended = edit(5);
        ended["endsAt"] = json!("2021-01-01T00:00:00+08:00");
        assert_eq!(
            put(&app, &admin, "cups", ended).await["data"]["status"],
            "ended"
        );
        let late = draw(&app, &t, "cups", "late").await;
        assert_eq!(code(&late), 40300, "{late}");
        assert!(
            late["msg"].as_str().unwrap().contains("活动已结束"),
            "{late}"
        );
    }
);

both_stores!(
    an_edit_during_draws_keeps_stock_and_wins_together,
    |store| {
        let app = app(store).await;
        install(&app, campaign("rush", pool(100))).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        let admin = sign_in(&app, "boss").await;
        let mut visitors = Vec::new();
        for i in 0..8 {
            let (t, uid) = visitor(&app, &format!("oConsoleRush{i}")).await;
            seed_chances(&app, "rush", &uid, 5).await;
            visitors.push(t);
        }
        let app_ref = &app;
        let draws = join_all(visitors.iter().flat_map(|t| {
            (0..5).map(move |k| async move { draw(app_ref, t, "rush", &format!("k{k}")).await })
        }));
        let (answers, edited) = futures::join!(draws, put(&app, &admin, "rush", edit(30)));
        let wins = answers
            .iter()
            .filter(|a| a["data"]["outcome"] == "won")
            .count() as i64;
        let after = ops::get(&app, &admin, "/campaigns/rush").await;
        let (stock, left, given) = prize(&after);
        assert_eq!(given, wins, "{after}");
        assert!(left >= 0);
        assert_eq!(stock, left + given);
        match ops::code(&edited) {
            // The edit came first or between draws: the total is what was set.
            0 => assert_eq!(stock, 30, "{after}"),
            // More than 30 were already given when it ran: refused, nothing changed.
            40000 => assert_eq!(stock, 100, "{edited}"),
            other => panic!("{other}: {edited}"),
        }
        let stored = count(
            &app,
            "SELECT stock FROM campaign_prizes WHERE campaign_id = $1",
            "rush",
        )
        .await;
        assert_eq!(stored, left);
    }
);

both_stores!(
    a_province_admin_sets_the_layout_adds_prizes_and_takes_out_ungiven_ones,
    |store| {
        let app = app(store).await;
        install(&app, campaign("pool", pool(10))).await;
        let (t, uid) = visitor(&app, "oConsolePool").await;
        seed_chances(&app, "pool", &uid, 1).await;
        assert_eq!(draw(&app, &t, "pool", "a").await["data"]["outcome"], "won");
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        let admin = sign_in(&app, "boss").await;
        assert_eq!(
            ops::get(&app, &admin, "/campaigns/pool").await["data"]["layout"],
            1
        );
        let with = |extra: Value| {
            let mut b = edit(10);
            for (k, v) in extra.as_object().unwrap() {
                b[k] = v.clone();
            }
            b
        };
        let tea = json!({"id": "tea", "name": "龙井 50 克", "kind": "physical", "stock": 4,
                         "weight": 2, "dailyCap": 1, "price": 0});

        // Refusals name the field and write nothing.
        let mut priced = tea.clone();
        priced["price"] = json!(5);
        let mut kindless = tea.clone();
        kindless["kind"] = json!("car");
        let mut nameless = tea.clone();
        nameless["name"] = json!(" ");
        let mut taken = tea.clone();
        taken["id"] = json!("cup");
        for (body, field) in [
            (with(json!({"layout": 3})), "layout"),
            (with(json!({"addPrizes": [priced]})), "addPrizes[0].price"),
            (with(json!({"addPrizes": [kindless]})), "addPrizes[0].kind"),
            (with(json!({"addPrizes": [nameless]})), "addPrizes[0].name"),
            (with(json!({"addPrizes": [taken]})), "addPrizes[0].id"),
            (with(json!({"removePrizes": ["mug"]})), "removePrizes[0]"),
            // The cup has been won: its winner's row names it.
            (
                with(json!({"prizes": [], "removePrizes": ["cup"]})),
                "removePrizes[0]",
            ),
        ] {
            let r = put(&app, &admin, "pool", body.clone()).await;
            assert_eq!(
                (ops::code(&r), r["data"]["field"].as_str()),
                (40000, Some(field)),
                "{body}: {r}"
            );
        }
        let kept = ops::get(&app, &admin, "/campaigns/pool").await;
        assert_eq!(
            kept["data"]["prizes"].as_array().unwrap().len(),
            1,
            "{kept}"
        );
        assert_eq!(kept["data"]["layout"], 1);
        assert_eq!(audits(&app).await, 0);

        // The task-list layout and a new prize, which the visitor's page lists and a draw
        // can give.
        let done = put(
            &app,
            &admin,
            "pool",
            with(json!({"layout": 2, "addPrizes": [tea]})),
        )
        .await;
        assert_eq!(ops::code(&done), 0, "{done}");
        assert_eq!(done["data"]["layout"], 2);
        let names: Vec<&str> = done["data"]["prizes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["id"].as_str().unwrap())
            .collect();
        assert_eq!(names, ["cup", "tea"]);
        let public = get_with(&app, &format!("{CAMPAIGNS}/pool"), None).await;
        assert_eq!(public["data"]["layout"], 2, "{public}");
        assert_eq!(
            public["data"]["prizes"][1]["name"], "龙井 50 克",
            "{public}"
        );

        // The tea, never given, can go again; the pool keeps the cup.
        let gone = put(
            &app,
            &admin,
            "pool",
            with(json!({"prizes": [], "removePrizes": ["tea"]})),
        )
        .await;
        assert_eq!(ops::code(&gone), 0, "{gone}");
        assert_eq!(gone["data"]["prizes"].as_array().unwrap().len(), 1);
        assert_eq!(gone["data"]["layout"], 2, "left out: unchanged");
        assert_eq!(audits(&app).await, 2);
    }
);

both_stores!(
    a_province_admin_edits_a_festival_programme_checked_field_by_field,
    |store| {
        let app = app(store).await;
        let programme = json!({
            "places": ["scenic-ls-suichang-jinkuang"], "gettingThere": "乘专线巴士", "days": 2,
            "stages": ["主舞台", "小剧场"],
            "lineup": [{"artist": "山雾乐队（示例）", "day": 1, "stage": "主舞台", "start": "19:00", "end": "20:00"}]
        });
        install(
            &app,
            campaign("fest", json!({"festival": programme.clone()})),
        )
        .await;
        install(&app, campaign("quizzy", json!({"kind": "quiz"}))).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        let admin = sign_in(&app, "boss").await;
        let shown = ops::get(&app, &admin, "/campaigns/fest").await;
        assert_eq!(shown["data"]["festival"], programme, "{shown}");
        let with = |f: Value| {
            let mut b = edit(10);
            b["prizes"] = json!([]);
            b["festival"] = f;
            b
        };

        // Each broken rule names its field, in words an operator reads; nothing is written.
        let mut wrong_stage = programme.clone();
        wrong_stage["lineup"][0]["stage"] = json!("后台");
        let mut backwards = programme.clone();
        backwards["lineup"][0]["end"] = json!("18:00");
        let mut too_late = programme.clone();
        too_late["lineup"][0]["day"] = json!(3);
        for (f, field) in [
            (wrong_stage, "festival.lineup[0].stage"),
            (backwards, "festival.lineup[0].end"),
            (too_late, "festival.lineup[0].day"),
        ] {
            let r = put(&app, &admin, "fest", with(f)).await;
            assert_eq!(
                (ops::code(&r), r["data"]["field"].as_str()),
                (40000, Some(field)),
                "{r}"
            );
            assert!(
                r["msg"].as_str().unwrap().chars().any(|c| c > '\u{4e00}'),
                "{r}"
            );
        }
        let r = put(&app, &admin, "quizzy", with(programme.clone())).await;
        assert_eq!(r["data"]["field"], "festival", "{r}");
        assert_eq!(audits(&app).await, 0);

        // A third day with a new stage and act: the visitor's festival page reads it.
        let mut longer = programme.clone();
        longer["days"] = json!(3);
        longer["stages"] = json!(["主舞台", "小剧场", "湖边"]);
        longer["lineup"]
            .as_array_mut()
            .unwrap()
            .push(json!({"artist": "溪口合唱团（示例）", "day": 3, "stage": "湖边", "start": "10:00", "end": "11:00"}));
        let done = put(&app, &admin, "fest", with(longer.clone())).await;
        assert_eq!(ops::code(&done), 0, "{done}");
        assert_eq!(done["data"]["festival"], longer);
        let public = get_with(&app, &format!("{CAMPAIGNS}/fest"), None).await;
        assert_eq!(public["data"]["programme"]["days"], 3, "{public}");
        assert_eq!(
            public["data"]["programme"]["lineup"][1]["artist"],
            "溪口合唱团（示例）"
        );
        // Left out, it stays.
        let mut plain = edit(10);
        plain["prizes"] = json!([]);
        put(&app, &admin, "fest", plain).await;
        let still = get_with(&app, &format!("{CAMPAIGNS}/fest"), None).await;
        assert_eq!(still["data"]["programme"]["days"], 3, "{still}");
        assert_eq!(audits(&app).await, 2);
    }
);
