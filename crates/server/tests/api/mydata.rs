//! Your data: the export holds what the visitor saved and earned and nothing of anyone
//! else; deleting the account needs the confirmation, removes their rows in one go, and
//! revokes their token, leaving a second visitor untouched.

mod activity;
mod areas;

use serde_json::{Value, json};

use crate::{
    both_stores,
    helpers::{TestApp, call, shipped_app},
    identity::{get_with, refresh, token_for},
};

const EXPORT: &str = "/ver3/api/v3/me/export";
const ME: &str = "/ver3/api/v3/me";

/// A visitor who saved two things and checked in once.
async fn busy_visitor(app: &TestApp, openid: &str) -> String {
    let t = token_for(app, openid).await;
    for path in [
        "/ver3/api/v3/favourites/place/scenic-hz-xihu",
        "/ver3/api/v3/favourites/dish/dish-330102-dongpo-rou",
    ] {
        let b = call(app, reqwest::Method::PUT, path, Some(&t), None).await;
        assert_eq!(b["code"], 0, "{b}");
    }
    let b = call(
        app,
        reqwest::Method::POST,
        "/ver3/api/Open/integral",
        Some(&t),
        Some(json!({"event": "checkin", "key": format!("checkin-{openid}")})),
    )
    .await;
    assert_eq!(b["data"]["outcome"], "credited", "{b}");
    t
}

async fn delete_me(app: &TestApp, token: Option<&str>, body: Value) -> Value {
    call(app, reqwest::Method::DELETE, ME, token, Some(body)).await
}

/// What the visitor sees of their own data, summed up: favourites and points balance.
async fn saved_and_earned(app: &TestApp, token: &str) -> (i64, i64) {
    let favs = get_with(app, "/ver3/api/v3/favourites", Some(token)).await;
    let points = get_with(app, "/ver3/api/v3/points", Some(token)).await;
    (
        favs["data"]["total"].as_i64().expect("total"),
        points["data"]["balance"].as_i64().expect("balance"),
    )
}

both_stores!(export_holds_the_visitors_own_rows_only, |store| {
    let app = shipped_app(store).await;
    let t = busy_visitor(&app, "oMyDataOne").await;
    let other = token_for(&app, "oMyDataOther").await;
    let b = call(
        &app,
        reqwest::Method::PUT,
        "/ver3/api/v3/favourites/topic/topic-songyun",
        Some(&other),
        None,
    )
    .await;
    assert_eq!(b["code"], 0, "{b}");

    let body = get_with(&app, EXPORT, Some(&t)).await;
    assert_eq!(body["code"], 0, "{body}");
    let d = &body["data"];
    assert!(d["generated_at"].as_str().is_some_and(|s| s.contains('T')));
    assert_eq!(d["profile"]["has_openid"], true, "{d}");
    assert_eq!(d["profile"]["has_unionid"], false, "{d}");
    let mut saved: Vec<String> = d["favourites"]
        .as_array()
        .expect("favourites")
        .iter()
        .map(|f| {
            format!(
                "{}/{}",
                f["kind"].as_str().unwrap(),
                f["id"].as_str().unwrap()
            )
        })
        .collect();
    saved.sort();
    assert_eq!(
        saved,
        ["dish/dish-330102-dongpo-rou", "place/scenic-hz-xihu"]
    );
    let points = d["points"].as_array().expect("points");
    assert_eq!(points.len(), 1, "{d}");
    assert_eq!(points[0]["event"], "checkin");
    assert_eq!(points[0]["key"], "checkin-oMyDataOne");
    assert_eq!(d["points_balance"], points[0]["points"]);
    assert!(!body.to_string().contains("topic-songyun"), "{body}");

    assert_eq!(get_with(&app, EXPORT, None).await["code"], 40003);
});

both_stores!(deleting_needs_the_confirmation, |store| {
    let app = shipped_app(store).await;
    let t = busy_visitor(&app, "oMyDataTwo").await;
    let before = saved_and_earned(&app, &t).await;
    for body in [
        json!({}),
        json!({"confirm": "yes"}),
        json!({"confirm": "delete"}),
    ] {
        let b = delete_me(&app, Some(&t), body).await;
        assert_eq!(
            (b["code"].as_i64(), b["data"]["field"].as_str()),
            (Some(40000), Some("confirm")),
            "{b}"
        );
    }
    assert_eq!(saved_and_earned(&app, &t).await, before);
    let b = delete_me(&app, None, json!({"confirm": "DELETE"})).await;
    assert_eq!(b["code"], 40003, "{b}");
    assert_eq!(saved_and_earned(&app, &t).await, before);
});

both_stores!(
    deleting_removes_the_account_and_refuses_its_token,
    |store| {
        let app = shipped_app(store).await;
        let t = busy_visitor(&app, "oMyDataThree").await;
        let other = busy_visitor(&app, "oMyDataFour").await;
        let uid = get_with(&app, EXPORT, Some(&t)).await["data"]["profile"]["uid"]
            .as_str()
            .expect("uid")
            .to_string();

        let b = delete_me(&app, Some(&t), json!({"confirm": "DELETE"})).await;
        assert_eq!(b["code"], 0, "{b}");
        assert_eq!(b["data"]["deleted"], true);

        // The old token is refused everywhere.
        assert_eq!(get_with(&app, EXPORT, Some(&t)).await["code"], 40003);
        assert_eq!(
            get_with(&app, "/ver3/api/v3/favourites", Some(&t)).await["code"],
            40003
        );
        assert_eq!(
            delete_me(&app, Some(&t), json!({"confirm": "DELETE"})).await["code"],
            40003
        );
        // Nor can it be refreshed into a new one.
        assert_eq!(refresh(&app, &t).await["code"], 40003);
        // Nothing of theirs is left; the account keeps only its id.
        let (favs, ledger, openid): (i64, i64, Option<String>) = youzhe_core::with_db!(&app.db, pool => {
            let favs = sqlx::query_scalar("SELECT COUNT(*) FROM favourites WHERE user_id = $1")
                .bind(&uid).fetch_one(pool).await.expect("favourites");
            let ledger = sqlx::query_scalar("SELECT COUNT(*) FROM point_ledger WHERE user_id = $1")
                .bind(&uid).fetch_one(pool).await.expect("ledger");
            let openid = sqlx::query_scalar("SELECT openid FROM visitors WHERE uid = $1")
                .bind(&uid).fetch_one(pool).await.expect("visitor");
            (favs, ledger, openid)
        });
        assert_eq!((favs, ledger, openid), (0, 0, None));

        // The second visitor keeps everything.
        assert_eq!(saved_and_earned(&app, &other).await.0, 2);
        assert!(saved_and_earned(&app, &other).await.1 > 0);

        // Signing in again with the same WeChat account starts afresh.
        let again = token_for(&app, "oMyDataThree").await;
        let fresh = get_with(&app, EXPORT, Some(&again)).await;
        assert_ne!(fresh["data"]["profile"]["uid"], uid.as_str(), "{fresh}");
        assert_eq!(saved_and_earned(&app, &again).await, (0, 0));
    }
);

/// Posts a review and answers its id.
async fn review(app: &TestApp, token: &str, text: &str, media: &[&str]) -> i64 {
    let b = call(
        app,
        reqwest::Method::POST,
        "/ver3/api/v3/reviews",
        Some(token),
        Some(
            json!({"targetKind": "place", "targetId": "scenic-hz-xihu", "rating": 5,
            "text": text, "mediaIds": media}),
        ),
    )
    .await;
    assert_eq!(b["code"], 0, "{b}");
    b["data"]["id"].as_i64().expect("review id")
}

/// Uploads one photo and answers its id.
async fn photo(app: &TestApp, token: &str) -> String {
    let png = youzhe_media::fixtures::png(64, 48);
    let (status, b) = crate::media::upload(app, Some(token), &[("p.png", &png)]).await;
    assert_eq!((status, b["code"].as_i64()), (200, Some(0)), "{b}");
    b["data"][0]["id"].as_str().expect("media id").to_string()
}

async fn media_status(app: &TestApp, id: &str) -> u16 {
    let url = app.url(&format!("/ver3/api/v3/media/{id}"));
    app.client
        .get(url)
        .send()
        .await
        .expect("media")
        .status()
        .as_u16()
}

both_stores!(
    what_they_wrote_is_exported_then_anonymised_or_removed,
    |store| {
        let app = shipped_app(store).await;
        let t = token_for(&app, "oMyDataWriter").await;
        let reader = token_for(&app, "oMyDataReader").await;
        let (shown, spare) = (photo(&app, &t).await, photo(&app, &t).await);
        let published = review(
            &app,
            &t,
            "湖边走了一圈，断桥人很多，傍晚最好看。",
            &[&shown],
        )
        .await;
        // A sensitive word holds it for moderation: only its author ever saw it.
        let waiting = review(&app, &t, "想一起拼车的加我微信聊聊路线", &[]).await;
        let by_other = review(&app, &reader, "苏堤春晓名不虚传，早上人少。", &[]).await;
        let b = call(
            &app,
            reqwest::Method::POST,
            &format!("/ver3/api/v3/reviews/{by_other}/report"),
            Some(&t),
            Some(json!({"reason": "spam"})),
        )
        .await;
        assert_eq!(b["code"], 0, "{b}");

        let d = get_with(&app, EXPORT, Some(&t)).await["data"].clone();
        let ids: Vec<i64> = d["reviews"]
            .as_array()
            .expect("reviews")
            .iter()
            .map(|r| r["id"].as_i64().unwrap())
            .collect();
        assert_eq!(ids, [published, waiting], "{d}");
        assert_eq!(d["reviews"][0]["status"], "published");
        assert_eq!(d["reviews"][0]["media_ids"], shown.as_str());
        assert_eq!(d["reviews"][1]["status"], "pending");
        assert_eq!(d["review_reports"][0]["review_id"], by_other, "{d}");
        let photos: Vec<&str> = d["photos"]
            .as_array()
            .expect("photos")
            .iter()
            .map(|p| p["id"].as_str().unwrap())
            .collect();
        assert_eq!(photos.len(), 2, "{d}");
        assert!(photos.contains(&shown.as_str()) && photos.contains(&spare.as_str()));
        assert_eq!(d["corrections"], json!([]));
        // Nothing of the other visitor's writing is in this visitor's export.
        assert!(!d.to_string().contains("苏堤春晓"), "{d}");

        let b = delete_me(&app, Some(&t), json!({"confirm": "DELETE"})).await;
        assert_eq!(b["code"], 0, "{b}");

        // The published review stays, by nobody; the waiting one and the report are gone.
        let list = get_with(
            &app,
            "/ver3/api/v3/reviews?targetKind=place&targetId=scenic-hz-xihu",
            Some(&reader),
        )
        .await;
        let items = list["data"]["list"].as_array().expect("list").clone();
        let kept = items
            .iter()
            .find(|r| r["id"] == published)
            .expect("published review kept");
        assert_eq!(kept["authorName"], "已注销用户", "{kept}");
        assert!(items.iter().all(|r| r["id"] != waiting), "{list}");
        let (waiting_rows, reports): (i64, i64) = youzhe_core::with_db!(&app.db, pool => {
            let w = sqlx::query_scalar("SELECT COUNT(*) FROM reviews WHERE id = $1")
                .bind(waiting).fetch_one(pool).await.expect("reviews");
            let r = sqlx::query_scalar("SELECT COUNT(*) FROM review_reports")
                .fetch_one(pool).await.expect("reports");
            (w, r)
        });
        assert_eq!((waiting_rows, reports), (0, 0));
        // Its photo is still served with it; the unused one is gone.
        assert_eq!(media_status(&app, &shown).await, 200);
        assert_eq!(media_status(&app, &spare).await, 404);
        // The other visitor's review is untouched.
        assert!(items.iter().any(|r| r["id"] == by_other), "{list}");
    }
);

both_stores!(
    a_prize_address_is_exported_then_deleted_with_the_account,
    |store| {
        use crate::campaigns::{PRIZES, campaign, draw, install, seed_chances, visitor};
        let app = crate::campaigns::app(store).await;
        install(
        &app,
        campaign(
            "tea",
            json!({"prizes": [{"id": "tea", "name": "龙井茶", "kind": "physical", "stock": 5, "weight": 1}]}),
        ),
    )
    .await;
        let (t, uid) = visitor(&app, "oPrizeExport").await;
        seed_chances(&app, "tea", &uid, 1).await;
        let won = draw(&app, &t, "tea", "k").await;
        let id = won["data"]["prize"]["id"].as_i64().expect("a prize");
        let b = call(
        &app,
        reqwest::Method::PUT,
        &format!("{PRIZES}/{id}/address"),
        Some(&t),
        Some(json!({"name": "张三", "mobile": "13812345678", "address": "浙江省杭州市西湖区龙井路1号"})),
    )
    .await;
        assert_eq!(b["code"], 0, "{b}");

        let export = get_with(&app, EXPORT, Some(&t)).await;
        let prizes = export["data"]["prizes"].as_array().expect("prizes");
        assert_eq!(prizes.len(), 1, "{export}");
        assert_eq!(prizes[0]["prize_id"], "tea");
        assert_eq!(prizes[0]["address_mobile"], "13812345678");
        assert_eq!(prizes[0]["address"], "浙江省杭州市西湖区龙井路1号");

        assert_eq!(
            delete_me(&app, Some(&t), json!({"confirm": "DELETE"})).await["code"],
            0
        );
        // The prize still counts against the stock; who it went to and where is gone.
        let (wins, addresses): (i64, i64) = youzhe_core::with_db!(&app.db, pool => sqlx::query_as(
        "SELECT (SELECT COUNT(*) FROM campaign_wins WHERE user_id = $1),
                (SELECT COUNT(*) FROM campaign_addresses)")
        .bind(&uid).fetch_one(pool).await)
        .expect("counts");
        assert_eq!((wins, addresses), (1, 0));
    }
);
