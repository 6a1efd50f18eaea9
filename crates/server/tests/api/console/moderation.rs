//! The moderation queue and its decisions.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::with_db;
use youzhe_operators::Role;

use super::{WEST_LAKE, app, audited, code, rows};
use crate::{
    both_stores,
    corrections::{CORRECTIONS, moved},
    helpers::{TestApp, call as visitor_call},
    identity::{get_with, token_for},
    operators::{XIHU, add, call, get, sign_in, write},
};

const REVIEWS: &str = "/ver3/api/v3/reviews";

async fn review(app: &TestApp, token: &str, rating: i64, text: &str, media: &[&str]) -> Value {
    let b = visitor_call(
        app,
        Method::POST,
        REVIEWS,
        Some(token),
        Some(
            json!({"targetKind": "place", "targetId": WEST_LAKE, "rating": rating,
                    "text": text, "mediaIds": media}),
        ),
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    b["data"].clone()
}

async fn uid(app: &TestApp, token: &str) -> String {
    get_with(app, "/ver3/api/v3/http/getUserInfo", Some(token)).await["data"]["uid"]
        .as_str()
        .expect("uid")
        .to_string()
}

/// A photo as the media area keeps it, owned by `owner`.
async fn photo(app: &TestApp, id: &str, owner: &str) {
    with_db!(&app.db, pool => sqlx::query(
        "INSERT INTO media (id, owner, content_type, width, height, bytes, object_key, thumb_key, created_ms)
         VALUES ($1, $2, 'image/jpeg', 800, 600, 1000, $1, $1, 0)")
        .bind(id).bind(owner).execute(pool).await.map(|_| ()))
    .expect("media row");
}

/// The author's own view of their review on West Lake's list (signed-in readers are
/// answered fresh): its status, or None when they no longer see it.
async fn seen_by_author(app: &TestApp, token: &str, id: i64) -> Option<String> {
    let b = visitor_call(
        app,
        Method::GET,
        &format!("{REVIEWS}?targetKind=place&targetId={WEST_LAKE}"),
        Some(token),
        None,
    )
    .await;
    b["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .find(|r| r["id"] == id)
        .map(|r| r["status"].as_str().unwrap_or_default().to_string())
}

async fn balance(app: &TestApp, token: &str) -> i64 {
    get_with(app, "/ver3/api/v3/points", Some(token)).await["data"]["balance"]
        .as_i64()
        .expect("balance")
}

fn kinds_and_ids(page: &Value) -> Vec<(String, i64)> {
    page["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .map(|i| {
            (
                i["kind"].as_str().unwrap().to_string(),
                i["id"].as_i64().unwrap(),
            )
        })
        .collect()
}

/// A pause so the items' times differ (the queue is ordered by when they were written).
async fn tick() {
    tokio::time::sleep(std::time::Duration::from_millis(5)).await;
}

both_stores!(one_queue_oldest_first_decided_once, |store| {
    let app = app(store).await;
    add(&app, "mod", Role::Moderator, None).await;
    add(&app, "analyst", Role::Analyst, None).await;
    add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
    let m = sign_in(&app, "mod").await;
    let analyst = sign_in(&app, "analyst").await;
    let editor = sign_in(&app, "ed-xihu").await;

    let author = token_for(&app, "oConsoleAuthor").await;
    let reporter = token_for(&app, "oConsoleReporter").await;
    let author_uid = uid(&app, &author).await;
    photo(&app, "m-console-1", &author_uid).await;

    // Written in this order: a published review (reported below), a held one, a correction,
    // a held one with a photo.
    let reported = review(&app, &author, 1, "很差", &[]).await["id"]
        .as_i64()
        .unwrap();
    tick().await;
    let held = review(&app, &author, 5, "门票便宜，加微信私聊", &[]).await;
    assert_eq!(held["status"], "pending", "{held}");
    let held = held["id"].as_i64().unwrap();
    tick().await;
    let correction = moved(&app, &reporter).await;
    tick().await;
    let with_photo = review(&app, &author, 4, "加我微信带你逃票", &["m-console-1"]).await;
    let with_photo = with_photo["id"].as_i64().unwrap();
    for i in 0..3 {
        let t = token_for(&app, &format!("oConsoleReports{i}")).await;
        let b = visitor_call(
            &app,
            Method::POST,
            &format!("{REVIEWS}/{reported}/report"),
            Some(&t),
            Some(json!({"reason": "abuse"})),
        )
        .await;
        assert_eq!(code(&b), 0, "{b}");
    }

    // The author named 小李, the reporter without a nickname: the queue names each as
    // visitors see them (what an album credit will say).
    let reporter_uid = uid(&app, &reporter).await;
    for (who, nick) in [(&author_uid, "小李"), (&reporter_uid, "")] {
        with_db!(&app.db, pool => sqlx::query("UPDATE visitors SET nickname = $2 WHERE uid = $1")
            .bind(who).bind(nick).execute(pool).await.map(|_| ()))
        .expect("nickname");
    }

    let all = get(&app, &m, "/moderation").await;
    assert_eq!(code(&all), 0, "{all}");
    assert_eq!(
        kinds_and_ids(&all),
        vec![
            ("report".into(), reported),
            ("review".into(), held),
            ("correction".into(), correction),
            ("photo".into(), with_photo),
        ],
        "{all}"
    );
    let d = &all["data"];
    assert_eq!(d["total"], 4);
    assert_eq!(
        d["counts"],
        json!({"review": 1, "photo": 1, "report": 1, "correction": 1, "note": 0, "contest": 0})
    );
    let first = &d["list"][0];
    assert_eq!(first["targetName"], "西湖风景名胜区");
    assert_eq!(first["countyCode"], XIHU);
    assert_eq!(first["waitsFor"], "reports");
    assert_eq!(first["reports"].as_array().unwrap().len(), 3);
    assert_eq!(d["list"][2]["correctionKind"], "moved");
    assert_eq!(
        d["list"][2]["location"],
        json!({"lat": 30.2605, "lng": 120.1452})
    );
    assert_eq!(d["list"][3]["author"], author_uid.as_str());
    assert_eq!(d["list"][3]["authorName"], "小李", "{all}");
    let tail: String = reporter_uid
        .chars()
        .rev()
        .take(4)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect();
    assert_eq!(d["list"][2]["authorName"], format!("游客{tail}"), "{all}");
    assert_eq!(
        d["list"][3]["photos"],
        json!([{"id": "m-console-1", "url": "/ver3/api/v3/media/m-console-1"}])
    );

    // Filtered by kind, and paged.
    let only = get(&app, &m, "/moderation?kind=correction").await;
    assert_eq!(
        kinds_and_ids(&only),
        vec![("correction".into(), correction)]
    );
    assert_eq!(only["data"]["total"], 1);
    assert_eq!(only["data"]["counts"]["review"], 1);
    let second = get(&app, &m, "/moderation?page=2&size=3").await;
    assert_eq!(kinds_and_ids(&second), vec![("photo".into(), with_photo)]);
    let bad = get(&app, &m, "/moderation?kind=reviews").await;
    assert_eq!(
        (code(&bad), bad["data"]["field"].clone()),
        (40000, json!("kind"))
    );

    // Roles that do not moderate: refused, nothing changed.
    let audit_before = rows(&app, "audit_log").await;
    for s in [&analyst, &editor] {
        assert_eq!(code(&get(&app, s, "/moderation").await), 40300);
        let b = write(
            &app,
            s,
            Method::POST,
            &format!("/moderation/review/{held}/accept"),
            json!({}),
        )
        .await;
        assert_eq!(code(&b), 40300, "{b}");
        let b = write(
            &app,
            s,
            Method::POST,
            &format!("/moderation/correction/{correction}/reject"),
            json!({"reason": "不对"}),
        )
        .await;
        assert_eq!(code(&b), 40300, "{b}");
    }
    // Without the CSRF header.
    let b = call(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/review/{held}/accept"),
        None,
        Some(json!({})),
    )
    .await;
    assert_eq!(code(&b), 40300, "{b}");
    assert_eq!(rows(&app, "audit_log").await, audit_before);
    assert_eq!(
        seen_by_author(&app, &author, held).await.as_deref(),
        Some("pending")
    );
    let c = get_with(
        &app,
        &format!("{CORRECTIONS}/{correction}"),
        Some(&reporter),
    )
    .await;
    assert_eq!(c["data"]["status"], "received");

    // Accept the held review: the author sees it published and is credited once.
    let points_before = balance(&app, &author).await;
    let b = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/review/{held}/accept"),
        json!({}),
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    assert_eq!(
        b["data"],
        json!({"kind": "review", "id": held, "status": "published"})
    );
    assert_eq!(
        seen_by_author(&app, &author, held).await.as_deref(),
        Some("published")
    );
    let credited = balance(&app, &author).await;
    assert!(credited > points_before, "{points_before} → {credited}");

    // Decided again: 40900, nothing changes.
    let audit_now = rows(&app, "audit_log").await;
    for (path, body) in [
        (format!("/moderation/review/{held}/accept"), json!({})),
        (
            format!("/moderation/review/{held}/reject"),
            json!({"reason": "广告"}),
        ),
    ] {
        let b = write(&app, &m, Method::POST, &path, body).await;
        assert_eq!(code(&b), 40900, "{b}");
    }
    assert_eq!(rows(&app, "audit_log").await, audit_now);
    assert_eq!(balance(&app, &author).await, credited);
    assert_eq!(
        seen_by_author(&app, &author, held).await.as_deref(),
        Some("published")
    );

    // Reject the correction with a reason: the reporter reads it; a blank reason is refused.
    let blank = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/correction/{correction}/reject"),
        json!({"reason": "   "}),
    )
    .await;
    assert_eq!(
        (code(&blank), blank["data"]["field"].clone()),
        (40000, json!("reason"))
    );
    let b = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/correction/{correction}/reject"),
        json!({"reason": "位置没有变"}),
    )
    .await;
    assert_eq!(b["data"]["status"], "rejected", "{b}");
    let c = get_with(
        &app,
        &format!("{CORRECTIONS}/{correction}"),
        Some(&reporter),
    )
    .await;
    assert_eq!(
        (c["data"]["status"].clone(), c["data"]["reason"].clone()),
        (json!("rejected"), json!("位置没有变"))
    );
    let again = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/correction/{correction}/accept"),
        json!({}),
    )
    .await;
    assert_eq!(code(&again), 40900, "{again}");
    assert_eq!(
        get_with(
            &app,
            &format!("{CORRECTIONS}/{correction}"),
            Some(&reporter)
        )
        .await["data"]["status"],
        "rejected"
    );

    // A second correction accepted: the reporter sees it taken up, with points.
    let reporter_before = balance(&app, &reporter).await;
    let taken = moved(&app, &reporter).await;
    let b = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/correction/{taken}/accept"),
        json!({"note": "已核实"}),
    )
    .await;
    assert_eq!(b["data"]["status"], "accepted", "{b}");
    let c = get_with(&app, &format!("{CORRECTIONS}/{taken}"), Some(&reporter)).await;
    assert_eq!(c["data"]["status"], "accepted");
    assert!(balance(&app, &reporter).await > reporter_before);

    // The photo review published; the reported one rejected (its author no longer sees it).
    let b = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/photo/{with_photo}/accept"),
        json!({}),
    )
    .await;
    assert_eq!(b["data"]["status"], "published", "{b}");
    let b = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/report/{reported}/reject"),
        json!({"reason": "辱骂他人"}),
    )
    .await;
    assert_eq!(b["data"]["status"], "rejected", "{b}");
    // Gone from everyone else's list; its author still sees it, with its state (and the
    // reason on their own reviews, docs/REVIEWS.md).
    assert_eq!(
        seen_by_author(&app, &author, reported).await.as_deref(),
        Some("rejected")
    );

    // Unknown ids and kinds.
    let none = write(
        &app,
        &m,
        Method::POST,
        "/moderation/review/999999/accept",
        json!({}),
    )
    .await;
    assert_eq!(code(&none), 40400, "{none}");
    let odd = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/reviews/{held}/accept"),
        json!({}),
    )
    .await;
    assert_eq!(
        (code(&odd), odd["data"]["field"].clone()),
        (40000, json!("kind"))
    );

    // Every decision audited with the moderator's name.
    assert_eq!(
        audited(&app, "review.publish").await,
        vec![
            ("mod".to_string(), held.to_string()),
            ("mod".to_string(), with_photo.to_string())
        ]
    );
    assert_eq!(
        audited(&app, "review.reject").await,
        vec![("mod".to_string(), reported.to_string())]
    );
    assert_eq!(
        audited(&app, "correction.reject").await,
        vec![("mod".to_string(), correction.to_string())]
    );
    assert_eq!(
        audited(&app, "correction.accept").await,
        vec![("mod".to_string(), taken.to_string())]
    );

    let empty = get(&app, &m, "/moderation").await;
    assert_eq!(empty["data"]["total"], 0, "{empty}");
});
