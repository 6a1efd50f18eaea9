//! The campaign studio on both stores: a province admin creates a campaign in the console
//! (a draft no visitor sees), publishes it (visitors find it, earn by its tasks and draw),
//! pauses it (draws refused at once), resumes and closes it, each step audited; a county
//! editor's draft waits for a province admin; every bad field is named and nothing is
//! written; concurrent draws on a created campaign never give more than its stock.

use futures::future::join_all;
use reqwest::Method;
use serde_json::{Value, json};
use youzhe_operators::Role;

use super::{CAMPAIGNS, app, code, count, draw, post, visitor};
use crate::{
    both_stores,
    helpers::TestApp,
    identity::get_with,
    operators::{self as ops, SHANGCHENG, Session, XIHU, add, sign_in},
};

/// A blind box running now with two prizes, one of stock 3; nothing to lose.
fn new_box() -> Value {
    json!({
        "kind": "blindbox", "title": "西湖盲盒", "startsAt": "2020-01-01T00:00:00+08:00",
        "endsAt": "2099-01-01T00:00:00+08:00", "rules": "每天签到得一次机会",
        "limits": {"perDay": 100, "inAll": 100}, "loseWeight": 0,
        "tasks": [{"task": "checkin", "chances": 5, "perDay": 1}],
        "prizes": [
            {"name": "西湖书签", "kind": "physical", "stock": 3, "weight": 1, "dailyCap": 0},
            {"name": "龙井茶券", "kind": "coupon", "stock": 100, "weight": 1, "dailyCap": 0}
        ]
    })
}

async fn create(app: &TestApp, s: &Session, body: Value) -> Value {
    ops::write(app, s, Method::POST, "/campaigns", body).await
}

async fn step(app: &TestApp, s: &Session, id: &str, step: &str) -> Value {
    ops::write(
        app,
        s,
        Method::POST,
        &format!("/campaigns/{id}/{step}"),
        json!({}),
    )
    .await
}

async fn visible(app: &TestApp, id: &str) -> bool {
    let list = get_with(app, CAMPAIGNS, None).await;
    let listed = list["data"]
        .as_array()
        .unwrap_or_else(|| panic!("{list}"))
        .iter()
        .any(|c| c["id"] == id);
    let detail = get_with(app, &format!("{CAMPAIGNS}/{id}"), None).await;
    assert_eq!(listed, code(&detail) == 0, "{detail}");
    listed
}

async fn audits(app: &TestApp, action: &'static str) -> i64 {
    count(
        app,
        "SELECT COUNT(*) FROM audit_log WHERE action = $1",
        action,
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
    an_admin_creates_publishes_pauses_and_closes_a_campaign,
    |store| {
        let app = app(store).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        let admin = sign_in(&app, "boss").await;
        let (t, _) = visitor(&app, "oStudio").await;

        let made = create(&app, &admin, new_box()).await;
        assert_eq!(code(&made), 0, "{made}");
        let id = made["data"]["id"].as_str().expect("an id").to_string();
        assert_eq!(
            (&made["data"]["state"], &made["data"]["sample"]),
            (&json!("draft"), &json!(false))
        );
        assert_eq!(made["data"]["prizes"][0]["id"], "p1");
        assert_eq!(made["data"]["createdBy"], "boss");
        // A draft is the console's only: not listed, not opened, nothing earned.
        assert!(!visible(&app, &id).await);
        assert_eq!(code(&checkin(&app, &t, &id, "k0").await), 40400);

        let live = step(&app, &admin, &id, "publish").await;
        assert_eq!(live["data"]["state"], "published", "{live}");
        assert!(visible(&app, &id).await);
        // Chances come from its task; draws are the engine's as for any campaign.
        assert_eq!(code(&checkin(&app, &t, &id, "k1").await), 0);
        assert_eq!(draw(&app, &t, &id, "d1").await["data"]["outcome"], "won");

        // Paused: the page says so, and the next draw is refused at once.
        assert_eq!(
            step(&app, &admin, &id, "pause").await["data"]["state"],
            "paused"
        );
        let detail = get_with(&app, &format!("{CAMPAIGNS}/{id}"), None).await;
        assert_eq!(detail["data"]["status"], "paused", "{detail}");
        let refused = draw(&app, &t, &id, "d2").await;
        assert_eq!(code(&refused), 40300, "{refused}");
        assert!(
            refused["msg"].as_str().unwrap().contains("暂停"),
            "{refused}"
        );
        assert_eq!(code(&step(&app, &admin, &id, "pause").await), 40900);

        assert_eq!(
            step(&app, &admin, &id, "resume").await["data"]["state"],
            "published"
        );
        assert_eq!(draw(&app, &t, &id, "d2").await["data"]["outcome"], "won");

        // Closed: ended for visitors; what was won and not yet claimed is listed.
        let closed = step(&app, &admin, &id, "close").await;
        assert_eq!(closed["data"]["state"], "closed", "{closed}");
        let unclaimed: i64 = closed["data"]["prizes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["unclaimed"].as_i64().unwrap())
            .sum();
        assert_eq!(unclaimed, 2, "{closed}");
        assert!(visible(&app, &id).await);
        let detail = get_with(&app, &format!("{CAMPAIGNS}/{id}"), None).await;
        assert_eq!(detail["data"]["status"], "ended");
        assert_eq!(code(&draw(&app, &t, &id, "d3").await), 40300);
        for s in ["publish", "resume", "close"] {
            assert_eq!(code(&step(&app, &admin, &id, s).await), 40900, "{s}");
        }

        for action in [
            "campaign.create",
            "campaign.publish",
            "campaign.pause",
            "campaign.resume",
            "campaign.close",
        ] {
            assert_eq!(audits(&app, action).await, 1, "{action}");
        }
        // An id of the operator's choosing, taken once.
        let mut named = new_box();
        named["id"] = json!("west-lake-box");
        named["sample"] = json!(true);
        let made = create(&app, &admin, named.clone()).await;
        assert_eq!(
            (&made["data"]["id"], &made["data"]["sample"]),
            (&json!("west-lake-box"), &json!(true))
        );
        let again = create(&app, &admin, named).await;
        assert_eq!(
            (code(&again), again["data"]["field"].as_str()),
            (40000, Some("id"))
        );
        assert_eq!(code(&step(&app, &admin, "no-such", "publish").await), 40400);
    }
);

both_stores!(every_bad_field_is_named_and_nothing_is_written, |store| {
    let app = app(store).await;
    add(&app, "boss", Role::ProvinceAdmin, None).await;
    add(&app, "mod", Role::Moderator, None).await;
    let admin = sign_in(&app, "boss").await;
    let m = sign_in(&app, "mod").await;
    let campaigns = || count(&app, "SELECT COUNT(*) FROM campaigns WHERE $1 = $1", "x");
    let before = campaigns().await;
    let with = |path: &[&str], v: Value| {
        let mut b = new_box();
        let mut at = &mut b;
        for (i, k) in path.iter().enumerate() {
            if i + 1 == path.len() {
                at[*k] = v.clone();
            } else {
                at = match k.parse::<usize>() {
                    Ok(n) => &mut at[n],
                    Err(_) => &mut at[*k],
                };
            }
        }
        b
    };
    for (body, field) in [
        (with(&["kind"], json!("raffle")), "kind"),
        (with(&["title"], json!(" ")), "title"),
        (
            with(&["endsAt"], json!("2019-01-01T00:00:00+08:00")),
            "endsAt",
        ),
        (with(&["limits", "inAll"], json!(0)), "limits.inAll"),
        (with(&["limits", "perDay"], json!(0)), "limits.perDay"),
        (
            with(&["tasks", "0", "task"], json!("dance")),
            "tasks[0].task",
        ),
        (
            with(&["prizes", "1", "stock"], json!(-2)),
            "prizes[1].stock",
        ),
        (
            with(&["prizes", "0", "price"], json!(10)),
            "prizes[0].price",
        ),
        (with(&["prizes"], json!([])), "prizes"),
    ] {
        let r = create(&app, &admin, body.clone()).await;
        assert_eq!(
            (code(&r), r["data"]["field"].as_str()),
            (40000, Some(field)),
            "{body}: {r}"
        );
    }
    // An unknown field, and a role that makes no campaigns.
    assert_eq!(
        code(&create(&app, &admin, with(&["colour"], json!("red"))).await),
        40000
    );
    assert_eq!(code(&create(&app, &m, new_box()).await), 40300);
    assert_eq!(campaigns().await, before);
    assert_eq!(audits(&app, "campaign.create").await, 0);
});

both_stores!(
    a_county_editors_campaign_waits_for_a_province_admin,
    |store| {
        let app = app(store).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        add(&app, "ed-shangcheng", Role::CountyEditor, Some(SHANGCHENG)).await;
        let admin = sign_in(&app, "boss").await;
        let ed = sign_in(&app, "ed-xihu").await;
        let other = sign_in(&app, "ed-shangcheng").await;

        let made = create(&app, &ed, new_box()).await;
        let id = made["data"]["id"]
            .as_str()
            .unwrap_or_else(|| panic!("{made}"))
            .to_string();
        // The editor sees their own campaigns only; another editor does not see this one.
        let mine = ops::get(&app, &ed, "/campaigns").await;
        let ids: Vec<&str> = mine["data"]["list"]
            .as_array()
            .unwrap()
            .iter()
            .filter_map(|c| c["id"].as_str())
            .collect();
        assert_eq!(ids, vec![id.as_str()]);
        assert_eq!(
            code(&ops::get(&app, &other, &format!("/campaigns/{id}")).await),
            40400
        );
        assert_eq!(code(&step(&app, &other, &id, "publish").await), 40400);

        // The editor's publish asks for approval; visitors still see nothing.
        let asked = step(&app, &ed, &id, "publish").await;
        assert_eq!(asked["data"]["state"], "pending", "{asked}");
        assert!(!visible(&app, &id).await);
        assert_eq!(code(&step(&app, &ed, &id, "publish").await), 40900);
        assert_eq!(code(&step(&app, &ed, &id, "pause").await), 40300);

        // The province admin's publish is the approval.
        let live = step(&app, &admin, &id, "publish").await;
        assert_eq!(live["data"]["state"], "published");
        assert!(visible(&app, &id).await);
        // Published, it is the province's to change.
        let edit = json!({"title": "改名", "startsAt": "2020-01-01T00:00:00+08:00",
        "endsAt": "2099-01-01T00:00:00+08:00", "rules": "r", "prizes": []});
        let refused = ops::write(&app, &ed, Method::PUT, &format!("/campaigns/{id}"), edit).await;
        assert_eq!(code(&refused), 40300, "{refused}");
        assert_eq!(audits(&app, "campaign.publish").await, 2);
    }
);

both_stores!(
    draws_on_a_created_campaign_never_give_more_than_its_stock,
    |store| {
        let app = app(store).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        let admin = sign_in(&app, "boss").await;
        let made = create(&app, &admin, new_box()).await;
        let id = made["data"]["id"].as_str().unwrap().to_string();
        step(&app, &admin, &id, "publish").await;
        let people = join_all((0..12).map(|i| {
            let app = &app;
            async move { visitor(app, &format!("oStudioRace{i}")).await }
        }))
        .await;
        for (t, _) in &people {
            assert_eq!(code(&checkin(&app, t, &id, "k").await), 0);
        }
        // 60 draws at once: every one wins (nothing to lose, 103 in stock), and the bookmark
        // of stock 3 is given exactly three times.
        let answers = join_all(people.iter().flat_map(|(t, _)| {
            let (app, id) = (&app, &id);
            (0..5).map(move |n| async move { draw(app, t, id, &format!("d{n}")).await })
        }))
        .await;
        let bookmarks = answers
            .iter()
            .inspect(|a| assert_eq!(code(a), 0, "{a}"))
            .filter(|a| a["data"]["prize"]["name"] == "西湖书签")
            .count();
        assert_eq!(bookmarks, 3);
        let c = ops::get(&app, &admin, &format!("/campaigns/{id}")).await;
        assert_eq!(
            (
                c["data"]["prizes"][0]["left"].as_i64(),
                c["data"]["prizes"][0]["given"].as_i64()
            ),
            (Some(0), Some(3))
        );
    }
);

both_stores!(
    an_operator_watches_a_campaign_and_ships_its_prizes,
    |store| {
        let app = app(store).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        add(&app, "mod", Role::Moderator, None).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        add(&app, "analyst", Role::Analyst, None).await;
        let admin = sign_in(&app, "boss").await;
        let m = sign_in(&app, "mod").await;
        let ed = sign_in(&app, "ed-xihu").await;
        let an = sign_in(&app, "analyst").await;
        // The editor's campaign, approved; only the bookmark can be won.
        let mut body = new_box();
        body["prizes"][1]["weight"] = json!(0);
        let made = create(&app, &ed, body).await;
        let id = made["data"]["id"]
            .as_str()
            .unwrap_or_else(|| panic!("{made}"))
            .to_string();
        step(&app, &ed, &id, "publish").await;
        step(&app, &admin, &id, "publish").await;

        let (t, _) = visitor(&app, "oWatched").await;
        assert_eq!(code(&checkin(&app, &t, &id, "k").await), 0);
        let won = draw(&app, &t, &id, "d1").await;
        let win_id = won["data"]["prize"]["id"]
            .as_i64()
            .unwrap_or_else(|| panic!("{won}"));
        let shown_code = won["data"]["prize"]["code"].as_str().unwrap().to_string();
        let put = crate::helpers::call(
        &app,
        Method::PUT,
        &format!("/ver3/api/v3/prizes/{win_id}/address"),
        Some(&t),
        Some(json!({"name": "张三", "mobile": "13812345678", "address": "浙江省杭州市西湖区龙井路 1 号"})),
    )
    .await;
        assert_eq!(code(&put), 0, "{put}");

        // The live figures, from the database.
        let live = ops::get(&app, &admin, &format!("/campaigns/{id}/live")).await;
        let d = &live["data"];
        assert_eq!(
            (
                d["participants"].as_i64(),
                d["chancesGiven"].as_i64(),
                d["draws"].as_i64(),
                d["wins"].as_i64()
            ),
            (Some(1), Some(5), Some(1), Some(1)),
            "{live}"
        );
        assert_eq!(
            (
                d["prizes"][0]["left"].as_i64(),
                d["prizes"][0]["given"].as_i64()
            ),
            (Some(2), Some(1))
        );
        assert_eq!(
            (
                d["perDay"][0]["draws"].as_i64(),
                d["perDay"][0]["wins"].as_i64()
            ),
            (Some(1), Some(1))
        );

        // Prize staff read the address whole; the editor who made the campaign, masked.
        let whole = ops::get(&app, &m, &format!("/campaigns/{id}/winners")).await;
        let w = &whole["data"]["list"][0];
        assert_eq!(
            (w["mobile"].as_str(), w["contactMasked"].as_bool()),
            (Some("13812345678"), Some(false)),
            "{whole}"
        );
        assert_eq!(w["state"], "address_given");
        let masked = ops::get(&app, &ed, &format!("/campaigns/{id}/winners")).await;
        let w = &masked["data"]["list"][0];
        assert_eq!(
            (w["mobile"].as_str(), w["name"].as_str()),
            (Some("138****5678"), Some("张*")),
            "{masked}"
        );
        assert!(!w["address"].as_str().unwrap().contains("龙井路"));
        assert_eq!(
            code(&ops::get(&app, &an, &format!("/campaigns/{id}/winners")).await),
            40300
        );

        // The export: a CSV file, in the audit log each time.
        let res = app
            .client
            .get(app.url(&format!("{}/campaigns/{id}/winners.csv", ops::ADMIN)))
            .header("cookie", &m.cookie)
            .send()
            .await
            .unwrap();
        assert_eq!(res.headers()["content-type"], "text/csv; charset=utf-8");
        let text = res.text().await.unwrap();
        assert!(
            text.starts_with('\u{FEFF}')
                && text.contains("13812345678")
                && text.contains(&shown_code),
            "{text}"
        );
        assert_eq!(text.lines().count(), 2);
        assert_eq!(audits(&app, "campaign.winners_export").await, 1);

        // Shipped with a tracking note: the list and the visitor's prize say so.
        let shipped = ops::write(
            &app,
            &m,
            Method::POST,
            "/prizes/ship",
            json!({"code": shown_code, "tracking": "顺丰 SF123456"}),
        )
        .await;
        assert_eq!(code(&shipped), 0, "{shipped}");
        let after = ops::get(&app, &m, &format!("/campaigns/{id}/winners")).await;
        assert_eq!(
            (
                &after["data"]["list"][0]["state"],
                &after["data"]["list"][0]["tracking"]
            ),
            (&json!("shipped"), &json!("顺丰 SF123456"))
        );
        let mine = get_with(&app, &format!("/ver3/api/v3/prizes/{win_id}"), Some(&t)).await;
        assert_eq!(mine["data"]["state"], "shipped", "{mine}");
    }
);
