//! Prize pictures on both stores (docs/CAMPAIGNS.md, "Prize pictures"): a picture given in
//! the studio reaches the visitor's prize pool with its alt text; one without alt text is
//! refused naming `prizes[0].picture.caption` and nothing is written; the console's edit
//! keeps a picture it does not mention, takes it away with `null`, and gives a picture to
//! a prize it adds.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_operators::Role;

use super::{CAMPAIGNS, app, code, count};
use crate::{
    both_stores,
    identity::get_with,
    operators::{self as ops, add, sign_in},
};

fn picture(caption: &str) -> Value {
    json!({"url": "/ver3/api/v3/media/prize-tea", "width": 800, "height": 800, "caption": caption})
}

fn new_draw(first_picture: Value) -> Value {
    json!({
        "kind": "generic", "title": "龙井茶抽奖", "startsAt": "2020-01-01T00:00:00+08:00",
        "endsAt": "2099-01-01T00:00:00+08:00", "rules": "每天签到得一次机会",
        "limits": {"perDay": 3, "inAll": 30}, "loseWeight": 1,
        "tasks": [{"task": "checkin", "chances": 1, "perDay": 1}],
        "prizes": [
            {"name": "龙井茶礼盒", "kind": "physical", "stock": 5, "weight": 1, "dailyCap": 0, "picture": first_picture},
            {"name": "景区门票", "kind": "coupon", "stock": 10, "weight": 1, "dailyCap": 0}
        ]
    })
}

/// The pool as a visitor reads it: each prize's picture url and alt text, or nulls.
async fn pool(app: &crate::helpers::TestApp, id: &str) -> Vec<(Value, Value)> {
    let detail = get_with(app, &format!("{CAMPAIGNS}/{id}"), None).await;
    detail["data"]["prizes"]
        .as_array()
        .unwrap_or_else(|| panic!("{detail}"))
        .iter()
        .map(|p| (p["picture"]["url"].clone(), p["picture"]["caption"].clone()))
        .collect()
}

both_stores!(
    a_prize_picture_reaches_visitors_and_the_edit_keeps_or_takes_it,
    |store| {
        let app = app(store).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        let admin = sign_in(&app, "boss").await;
        let campaigns = "SELECT COUNT(*) FROM campaigns WHERE title = $1";

        // Without its alt text: refused by name, nothing written.
        let refused = ops::write(
            &app,
            &admin,
            Method::POST,
            "/campaigns",
            new_draw(picture(" ")),
        )
        .await;
        assert_eq!(code(&refused), 40000, "{refused}");
        assert_eq!(
            refused["data"]["field"], "prizes[0].picture.caption",
            "{refused}"
        );
        assert_eq!(count(&app, campaigns, "龙井茶抽奖").await, 0);

        let made = ops::write(
            &app,
            &admin,
            Method::POST,
            "/campaigns",
            new_draw(picture("一盒龙井茶")),
        )
        .await;
        assert_eq!(code(&made), 0, "{made}");
        let id = made["data"]["id"].as_str().unwrap().to_string();
        assert_eq!(
            made["data"]["prizes"][0]["picture"]["caption"], "一盒龙井茶",
            "{made}"
        );
        let published = ops::write(
            &app,
            &admin,
            Method::POST,
            &format!("/campaigns/{id}/publish"),
            json!({}),
        )
        .await;
        assert_eq!(code(&published), 0, "{published}");
        assert_eq!(
            pool(&app, &id).await,
            vec![
                (json!("/ver3/api/v3/media/prize-tea"), json!("一盒龙井茶")),
                (Value::Null, Value::Null)
            ]
        );

        // The edit: a prize that does not mention its picture keeps it; a prize added
        // brings its own.
        let edit = |first: Option<Value>| {
            let mut p1 = json!({"id": "p1", "stock": 5, "weight": 1, "dailyCap": 0});
            if let Some(v) = first {
                p1["picture"] = v;
            }
            json!({"title": "龙井茶抽奖", "startsAt": "2020-01-01T00:00:00+08:00",
                   "endsAt": "2099-01-01T00:00:00+08:00", "rules": "每天签到得一次机会",
                   "prizes": [p1, {"id": "p2", "stock": 10, "weight": 1, "dailyCap": 0}]})
        };
        let put = |body: Value| {
            let app = &app;
            let admin = &admin;
            let id = id.clone();
            async move { ops::write(app, admin, Method::PUT, &format!("/campaigns/{id}"), body).await }
        };
        let kept = put(edit(None)).await;
        assert_eq!(code(&kept), 0, "{kept}");
        assert_eq!(pool(&app, &id).await[0].1, json!("一盒龙井茶"));

        let mut with_new = edit(None);
        with_new["addPrizes"] = json!([{"id": "p3", "name": "茶杯", "kind": "physical", "stock": 2,
            "weight": 1, "dailyCap": 0, "price": 0, "picture": picture("青瓷茶杯")}]);
        let added = put(with_new).await;
        assert_eq!(code(&added), 0, "{added}");
        assert_eq!(pool(&app, &id).await[2].1, json!("青瓷茶杯"));

        // A bad picture in the edit is named and changes nothing.
        let bad = put(edit(Some(picture("")))).await;
        assert_eq!(code(&bad), 40000, "{bad}");
        assert_eq!(bad["data"]["field"], "prizes[0].picture.caption", "{bad}");
        assert_eq!(pool(&app, &id).await[0].1, json!("一盒龙井茶"));

        let taken = put(edit(Some(Value::Null))).await;
        assert_eq!(code(&taken), 0, "{taken}");
        assert_eq!(pool(&app, &id).await[0], (Value::Null, Value::Null));
    }
);
