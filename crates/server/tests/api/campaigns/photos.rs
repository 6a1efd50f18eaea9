//! Campaign photos on both stores: a province admin uploads a photo in the console and
//! creates a campaign with it (alt text and a cover crop); once published, visitors get its
//! photos on the campaign's answer and its cover (with the crop) on its card in the list and
//! as the current campaign; the studio's edit replaces or removes them, audited. A photo
//! without alt text is refused naming `media[0].caption`, on create and on edit, and nothing
//! is written.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_media::fixtures;
use youzhe_operators::Role;

use super::{CAMPAIGNS, app, code, count};
use crate::{
    both_stores,
    helpers::{TestApp, ok_data},
    identity::get_with,
    media::form,
    operators::{self as ops, Session, add, sign_in},
};

/// A generic campaign running now with one prize, and `media`.
fn new_campaign(media: Value) -> Value {
    json!({
        "kind": "generic", "title": "西湖灯会抽奖", "startsAt": "2020-01-01T00:00:00+08:00",
        "endsAt": "2099-01-01T00:00:00+08:00", "rules": "每天签到得一次机会",
        "limits": {"perDay": 10, "inAll": 10},
        "tasks": [{"task": "checkin", "chances": 1, "perDay": 1}],
        "prizes": [{"name": "西湖书签", "kind": "physical", "stock": 3, "weight": 1}],
        "media": media
    })
}

/// One image through the console's upload: its `MediaRef`.
async fn upload(app: &TestApp, s: &Session, width: u32, height: u32) -> Value {
    let jpeg = fixtures::jpeg(width, height);
    let (ct, body) = form(&[("file", "cover.jpg", &jpeg)]);
    let res = app
        .client
        .post(app.url(youzhe_media::OPERATOR_UPLOAD_PATH))
        .header("Content-Type", ct)
        .header("cookie", &s.cookie)
        .header("x-csrf-token", &s.csrf)
        .body(body)
        .send()
        .await
        .expect("upload");
    let body: Value = res.json().await.expect("json");
    ok_data(&body)[0].clone()
}

async fn card_of(app: &TestApp, id: &str) -> Value {
    let list = get_with(app, CAMPAIGNS, None).await;
    ok_data(&list)
        .as_array()
        .expect("a list")
        .iter()
        .find(|c| c["id"] == id)
        .unwrap_or_else(|| panic!("{id} in {list}"))
        .clone()
}

async fn detail_of(app: &TestApp, id: &str) -> Value {
    let d = get_with(app, &format!("{CAMPAIGNS}/{id}"), None).await;
    ok_data(&d).clone()
}

/// The console's edit body of a campaign as it stands, with `media`.
fn edit_body(c: &Value, media: Value) -> Value {
    json!({
        "title": c["title"], "startsAt": c["startsAt"], "endsAt": c["endsAt"], "rules": c["rules"],
        "prizes": [], "media": media
    })
}

async fn audits(app: &TestApp, action: &'static str) -> i64 {
    count(
        app,
        "SELECT COUNT(*) FROM audit_log WHERE action = $1",
        action,
    )
    .await
}

both_stores!(
    a_campaign_created_with_photos_shows_them_to_visitors_once_published,
    |store| {
        let app = app(store).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        let s = sign_in(&app, "boss").await;
        let r = upload(&app, &s, 1600, 1000).await;
        let url = r["url"].as_str().expect("url").to_string();
        let crop = json!({"x": 0.25, "y": 0.1, "w": 0.5, "h": 0.5});
        let media = json!([{"url": url, "width": r["width"], "height": r["height"],
            "caption": "西湖灯会的花灯", "crop": crop}]);

        let made = ops::write(&app, &s, Method::POST, "/campaigns", new_campaign(media)).await;
        assert_eq!(code(&made), 0, "{made}");
        let id = made["data"]["id"].as_str().expect("id").to_string();
        // The studio reads its photos back to edit them.
        assert_eq!(
            made["data"]["media"][0]["caption"], "西湖灯会的花灯",
            "{made}"
        );
        let created: Value = audit_after(&app, &id, "campaign.create").await;
        assert_eq!(created["media"][0]["url"], url.as_str(), "{created}");
        // A draft: visitors see nothing of it, its photo neither.
        let d = get_with(&app, &format!("{CAMPAIGNS}/{id}"), None).await;
        assert_eq!(code(&d), 40400, "{d}");

        let live = ops::write(
            &app,
            &s,
            Method::POST,
            &format!("/campaigns/{id}/publish"),
            json!({}),
        )
        .await;
        assert_eq!(code(&live), 0, "{live}");
        let detail = detail_of(&app, &id).await;
        let photos = detail["photos"].as_array().expect("photos");
        assert_eq!(photos.len(), 1, "{detail}");
        assert_eq!(photos[0]["url"], url.as_str());
        assert_eq!(photos[0]["caption"], "西湖灯会的花灯");
        assert_eq!(photos[0]["illustrative"], false);
        assert_eq!(photos[0]["width"], r["width"]);
        assert_eq!(photos[0]["crop"], crop);
        let card = card_of(&app, &id).await;
        assert_eq!(
            (&card["cover"], &card["crop"]),
            (&json!(url), &crop),
            "{card}"
        );
        // Its sizes are there for the page's srcset.
        let sized = app
            .client
            .get(app.url(&format!("{url}/w/640")))
            .send()
            .await
            .expect("get");
        assert_eq!(sized.status(), 200);

        // A campaign without a photo keeps its look: no photo, no cover, nothing drawn.
        let plain = ops::write(
            &app,
            &s,
            Method::POST,
            "/campaigns",
            new_campaign(json!([])),
        )
        .await;
        let plain_id = plain["data"]["id"].as_str().expect("id").to_string();
        ops::write(
            &app,
            &s,
            Method::POST,
            &format!("/campaigns/{plain_id}/publish"),
            json!({}),
        )
        .await;
        assert_eq!(detail_of(&app, &plain_id).await["photos"], json!([]));
        let plain_card = card_of(&app, &plain_id).await;
        assert_eq!(plain_card["cover"], Value::Null, "{plain_card}");
        assert!(plain_card.get("crop").is_none(), "{plain_card}");

        // The studio's edit puts another photo first, audited; then removes them all.
        let second = upload(&app, &s, 1200, 900).await;
        let both = json!([
            {"url": second["url"], "width": second["width"], "height": second["height"], "caption": "灯会夜景"},
            {"url": url, "width": r["width"], "height": r["height"], "caption": "西湖灯会的花灯", "crop": crop}
        ]);
        let edits = audits(&app, "campaign.edit").await;
        let c = made["data"].clone();
        let e = ops::write(
            &app,
            &s,
            Method::PUT,
            &format!("/campaigns/{id}"),
            edit_body(&c, both),
        )
        .await;
        assert_eq!(code(&e), 0, "{e}");
        assert_eq!(audits(&app, "campaign.edit").await, edits + 1);
        let after: Value = audit_after(&app, &id, "campaign.edit").await;
        assert_eq!(after["media"][0]["caption"], "灯会夜景", "{after}");
        let card = card_of(&app, &id).await;
        assert_eq!(card["cover"], second["url"], "{card}");
        assert!(
            card.get("crop").is_none(),
            "the new cover has no crop: {card}"
        );
        assert_eq!(
            detail_of(&app, &id).await["photos"]
                .as_array()
                .map(Vec::len),
            Some(2)
        );
        let current = get_with(&app, &format!("{CAMPAIGNS}/current?kind=generic"), None).await;
        if ok_data(&current)["id"] == id.as_str() {
            assert_eq!(ok_data(&current)["cover"], second["url"], "{current}");
        }

        let e = ops::write(
            &app,
            &s,
            Method::PUT,
            &format!("/campaigns/{id}"),
            edit_body(&c, json!([])),
        )
        .await;
        assert_eq!(code(&e), 0, "{e}");
        assert_eq!(detail_of(&app, &id).await["photos"], json!([]));
        assert_eq!(card_of(&app, &id).await["cover"], Value::Null);
    }
);

/// The `after` of the campaign's latest audit row of `action`.
async fn audit_after(app: &TestApp, id: &str, action: &str) -> Value {
    let text: String = youzhe_core::with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT after_json FROM audit_log WHERE action = $1 AND target_id = $2 ORDER BY id DESC LIMIT 1")
        .bind(action).bind(id).fetch_one(pool).await)
    .expect("an audit row");
    serde_json::from_str(&text).expect("json")
}

both_stores!(
    a_photo_without_alt_text_is_refused_naming_it_and_changes_nothing,
    |store| {
        let app = app(store).await;
        add(&app, "boss", Role::ProvinceAdmin, None).await;
        let s = sign_in(&app, "boss").await;
        let r = upload(&app, &s, 800, 500).await;
        let good = json!({"url": r["url"], "width": 800, "height": 500, "caption": "花灯"});
        let blank = json!({"url": r["url"], "width": 800, "height": 500, "caption": "  "});

        // On create: refused, no campaign, no audit row.
        let creates = audits(&app, "campaign.create").await;
        let mut body = new_campaign(json!([blank]));
        body["id"] = json!("lantern-photos");
        let refused = ops::write(&app, &s, Method::POST, "/campaigns", body).await;
        assert_eq!(code(&refused), 40000, "{refused}");
        assert_eq!(refused["data"]["field"], "media[0].caption", "{refused}");
        assert!(
            refused["msg"].as_str().unwrap_or("").contains("图片说明"),
            "{refused}"
        );
        assert_eq!(audits(&app, "campaign.create").await, creates);
        let rows = count(
            &app,
            "SELECT COUNT(*) FROM campaigns WHERE id = $1",
            "lantern-photos",
        )
        .await;
        assert_eq!(rows, 0);
        // A bare address is not a photo either, named as the content's check names it.
        let bare = ops::write(
            &app,
            &s,
            Method::POST,
            "/campaigns",
            new_campaign(json!(["a.jpg"])),
        )
        .await;
        assert_eq!(bare["data"]["field"], "media[0]", "{bare}");

        // On edit: refused, the photos and the title as they were, no audit row.
        let made = ops::write(
            &app,
            &s,
            Method::POST,
            "/campaigns",
            new_campaign(json!([good])),
        )
        .await;
        let id = made["data"]["id"].as_str().expect("id").to_string();
        ops::write(
            &app,
            &s,
            Method::POST,
            &format!("/campaigns/{id}/publish"),
            json!({}),
        )
        .await;
        let before = detail_of(&app, &id).await;
        let edits = audits(&app, "campaign.edit").await;
        let mut body = edit_body(&made["data"], json!([blank]));
        body["title"] = json!("改了名字");
        let refused = ops::write(&app, &s, Method::PUT, &format!("/campaigns/{id}"), body).await;
        assert_eq!(code(&refused), 40000, "{refused}");
        assert_eq!(refused["data"]["field"], "media[0].caption", "{refused}");
        assert_eq!(audits(&app, "campaign.edit").await, edits);
        let after = detail_of(&app, &id).await;
        assert_eq!(after["photos"], before["photos"]);
        assert_eq!(after["title"], "西湖灯会抽奖");
    }
);
