//! Reviews: published at once or held for moderation, seen by whom they should be, the
//! summary, reports sending a review back, deletion by its author only, and every bad
//! input refused naming its field with nothing written.

use futures::future::join_all;
use serde_json::{Value, json};
use youzhe_core::{Db, with_db};
use youzhe_operators::audit::Actor;
use youzhe_reviews::moderation::{self, Decision};

use crate::{
    both_stores,
    helpers::{TestApp, assert_ok, call, shipped_app, spawn_app_with},
    identity::{claims_of, token_for},
};

const LIST: &str = "/ver3/api/v3/reviews";
const WEST_LAKE: &str = "scenic-hz-xihu";

async fn app_without_rate(store: crate::helpers::Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[("YOUZHE_CONTENT_DIR", &dir), ("YOUZHE_RATE_REVIEWS", "off")],
    )
    .await
}

async fn write(app: &TestApp, token: &str, body: Value) -> Value {
    call(app, reqwest::Method::POST, LIST, Some(token), Some(body)).await
}

fn review(rating: i64, text: &str) -> Value {
    json!({"targetKind": "place", "targetId": WEST_LAKE, "rating": rating, "text": text, "mediaIds": []})
}

async fn list(app: &TestApp, query: &str, token: Option<&str>) -> Value {
    call(
        app,
        reqwest::Method::GET,
        &format!("{LIST}?targetKind=place&targetId={WEST_LAKE}{query}"),
        token,
        None,
    )
    .await
}

/// The public list once a change has had time to reach it: anonymous readers are answered
/// a page kept for up to `FRESH_FOR` (crates/reviews/src/public_pages.rs).
async fn public_list_later(app: &TestApp) -> Value {
    tokio::time::sleep(youzhe_reviews::public_pages::FRESH_FOR).await;
    list(app, "", None).await
}

fn ids(body: &Value) -> Vec<i64> {
    body["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .map(|r| r["id"].as_i64().expect("id"))
        .collect()
}

fn uid(token: &str) -> String {
    claims_of(token)["uid"].as_str().expect("uid").to_string()
}

async fn count(db: &Db, sql: &'static str) -> i64 {
    with_db!(db, pool => sqlx::query_scalar::<_, i64>(sql).fetch_one(pool).await).expect("count")
}

async fn points_rows(db: &Db, user: &str) -> i64 {
    with_db!(db, pool => sqlx::query_scalar::<_, i64>(
        "SELECT COUNT(*) FROM point_ledger WHERE user_id = $1 AND event = 'review_published'")
        .bind(user).fetch_one(pool).await)
    .expect("count")
}

async fn status_of(db: &Db, id: i64) -> String {
    with_db!(db, pool => sqlx::query_scalar::<_, String>("SELECT status FROM reviews WHERE id = $1")
        .bind(id).fetch_one(pool).await)
    .expect("status")
}

/// A photo row as the media area keeps it, owned by `owner`.
async fn photo(db: &Db, id: &str, owner: &str) {
    with_db!(db, pool => sqlx::query(
        "INSERT INTO media (id, owner, content_type, width, height, bytes, object_key, thumb_key, created_ms)
         VALUES ($1, $2, 'image/jpeg', 800, 600, 1000, $1, $1, 0)")
        .bind(id).bind(owner).execute(pool).await.map(|_| ()))
    .expect("media row");
}

both_stores!(
    a_review_is_published_at_once_with_summary_and_points,
    |store| {
        let app = app_without_rate(store).await;
        let a = token_for(&app, "oRevA").await;
        let b = token_for(&app, "oRevB").await;
        photo(&app.db, "m-west-1", &uid(&b)).await;

        let first = write(&app, &a, review(5, "  湖光山色，<b>值得</b>一去  ")).await;
        assert_eq!(first["code"], 0, "{first}");
        let d = &first["data"];
        assert_eq!(d["status"], "published");
        assert_eq!(
            d["text"], "湖光山色，<b>值得</b>一去",
            "kept trimmed and literal"
        );
        assert_eq!(d["mine"], true);
        assert_eq!(
            d["authorName"],
            format!("游客{}", &uid(&a)[uid(&a).len() - 4..])
        );
        let first_id = d["id"].as_i64().expect("id");
        assert_eq!(points_rows(&app.db, &uid(&a)).await, 1, "points credited");

        let mut with_photo = review(4, "断桥人多，早去");
        with_photo["mediaIds"] = json!(["m-west-1"]);
        let second = write(&app, &b, with_photo).await;
        assert_eq!(second["code"], 0, "{second}");
        let second_id = second["data"]["id"].as_i64().expect("id");
        assert_eq!(
            second["data"]["photos"][0]["thumbUrl"],
            "/ver3/api/v3/media/m-west-1/thumb"
        );

        let all = list(&app, "", None).await;
        assert_eq!(ids(&all), vec![second_id, first_id], "newest first: {all}");
        let s = &all["data"]["summary"];
        assert_eq!(
            (
                s["average"].as_f64(),
                s["count"].as_i64(),
                s["withPhotos"].as_i64()
            ),
            (Some(4.5), Some(2), Some(1)),
            "{s}"
        );
        assert_eq!(s["stars"], json!([0, 0, 0, 1, 1]));
        assert_eq!(all["data"]["target"]["name"], "西湖风景名胜区");
        assert_eq!(all["data"]["list"][0]["mine"], false, "nobody signed in");
        assert_eq!(
            ids(&list(&app, "&sort=best", None).await),
            vec![first_id, second_id]
        );
        assert_eq!(
            ids(&list(&app, "&sort=photos", None).await),
            vec![second_id]
        );
        let paged = list(&app, "&size=1&page=2", None).await;
        assert_eq!(
            (ids(&paged), paged["data"]["total"].as_i64()),
            (vec![first_id], Some(2))
        );

        let summary = call(
            &app,
            reqwest::Method::GET,
            &format!("{LIST}/summary?targetKind=place&targetId={WEST_LAKE}"),
            None,
            None,
        )
        .await;
        assert_eq!(summary["data"]["average"], 4.5, "{summary}");

        // A nickname is shown as set; the same review twice (a double tap) is one review.
        with_db!(&app.db, pool => sqlx::query("UPDATE visitors SET nickname = '西湖客' WHERE uid = $1")
        .bind(uid(&a)).execute(pool).await.map(|_| ())).expect("nickname");
        let again = write(&app, &a, review(5, "湖光山色，<b>值得</b>一去")).await;
        assert_eq!(again["data"]["id"], first_id, "{again}");
        assert_eq!(again["data"]["authorName"], "西湖客");
        assert_eq!(count(&app.db, "SELECT COUNT(*) FROM reviews").await, 2);
        assert_eq!(points_rows(&app.db, &uid(&a)).await, 1);

        // A dish can be reviewed too.
        let d = write(&app, &a,
        json!({"targetKind": "dish", "targetId": "dish-330102-dongpo-rou", "rating": 3, "text": "偏甜"})).await;
        assert_eq!(d["data"]["targetKind"], "dish", "{d}");
    }
);

both_stores!(
    a_held_review_is_seen_only_by_its_author_until_moderation_decides,
    |store| {
        let app = app_without_rate(store).await;
        let a = token_for(&app, "oHeldA").await;
        let b = token_for(&app, "oHeldB").await;
        let held = write(&app, &a, review(5, "门票便宜，加 Ｖ Ｘ 私聊")).await;
        assert_eq!(held["data"]["status"], "pending", "{held}");
        let id = held["data"]["id"].as_i64().expect("id");
        assert_eq!(
            points_rows(&app.db, &uid(&a)).await,
            0,
            "no points while it waits"
        );

        assert!(ids(&list(&app, "", None).await).is_empty(), "anonymous");
        assert!(
            ids(&list(&app, "", Some(&b)).await).is_empty(),
            "another visitor"
        );
        let mine = list(&app, "", Some(&a)).await;
        assert_eq!(ids(&mine), vec![id]);
        assert_eq!(mine["data"]["list"][0]["status"], "pending");
        assert_eq!(
            mine["data"]["summary"]["count"], 0,
            "only published reviews count"
        );
        let report = call(
            &app,
            reqwest::Method::POST,
            &format!("{LIST}/{id}/report"),
            Some(&b),
            Some(json!({"reason": "spam"})),
        )
        .await;
        assert_eq!(
            report["code"], 40400,
            "nobody else can even report it: {report}"
        );

        let waiting = moderation::pending(&app.db, 10).await.expect("pending");
        assert_eq!(waiting.len(), 1);
        assert_eq!(
            (waiting[0].id, waiting[0].reason.as_str()),
            (id, "sensitive_word")
        );
        assert_eq!(waiting[0].author, uid(&a));

        assert_eq!(
            moderation::publish(&app.db, &Actor::cli(), id)
                .await
                .expect("publish"),
            Decision::Done
        );
        assert_eq!(
            moderation::publish(&app.db, &Actor::cli(), id)
                .await
                .expect("again"),
            Decision::AlreadyDecided("published".into())
        );
        assert_eq!(
            moderation::reject(&app.db, &Actor::cli(), id, "广告")
                .await
                .expect("reject"),
            Decision::AlreadyDecided("published".into())
        );
        assert_eq!(
            moderation::publish(&app.db, &Actor::cli(), 999_999)
                .await
                .expect("none"),
            Decision::NotFound
        );
        assert_eq!(points_rows(&app.db, &uid(&a)).await, 1, "credited once");
        assert_eq!(
            ids(&public_list_later(&app).await),
            vec![id],
            "now everyone sees it"
        );

        // Rejected: final, and gone for everyone but its author.
        let other = write(&app, &a, review(1, "刷单的来了")).await;
        let other_id = other["data"]["id"].as_i64().expect("id");
        assert_eq!(
            moderation::reject(&app.db, &Actor::cli(), other_id, "广告")
                .await
                .expect("reject"),
            Decision::Done
        );
        assert_eq!(
            moderation::publish(&app.db, &Actor::cli(), other_id)
                .await
                .expect("publish"),
            Decision::AlreadyDecided("rejected".into())
        );
        // Its author sees it rejected, with the moderator's reason; nobody else sees it.
        let mine = list(&app, "", Some(&a)).await;
        assert_eq!(ids(&mine), vec![other_id, id]);
        assert_eq!(mine["data"]["list"][0]["status"], "rejected");
        assert_eq!(mine["data"]["list"][0]["rejectionReason"], "广告");
        assert!(mine["data"]["list"][1]["rejectionReason"].is_null());
        assert_eq!(ids(&list(&app, "", Some(&b)).await), vec![id]);
        assert_eq!(ids(&public_list_later(&app).await), vec![id]);
        assert!(
            moderation::pending(&app.db, 10)
                .await
                .expect("pending")
                .is_empty()
        );
    }
);

both_stores!(
    many_reviews_in_an_hour_wait_and_the_hard_limit_answers_429,
    |store| {
        let app = app_without_rate(store).await;
        let a = token_for(&app, "oRate").await;
        let mut statuses = Vec::new();
        for i in 0..7 {
            let b = write(&app, &a, review(4, &format!("第 {i} 次来西湖"))).await;
            statuses.push(b["data"]["status"].as_str().unwrap_or_default().to_string());
        }
        assert_eq!(&statuses[..5], ["published"; 5]);
        assert_eq!(&statuses[5..], ["pending"; 2]);
        assert_eq!(
            moderation::pending(&app.db, 10).await.expect("pending")[0].reason,
            "author_rate"
        );

        let dir = youzhe_content::fixture::shipped_dir();
        let dir = dir.to_string_lossy().into_owned();
        let limited = spawn_app_with(
            store,
            &[
                ("YOUZHE_CONTENT_DIR", &dir),
                ("YOUZHE_RATE_REVIEWS", "2/60"),
            ],
        )
        .await;
        let t = token_for(&limited, "oLimited").await;
        let mut codes = Vec::new();
        for i in 0..3 {
            let res = limited
                .client
                .post(limited.url(LIST))
                .bearer_auth(&t)
                .json(&review(5, &format!("限速 {i}")))
                .send()
                .await
                .expect("send");
            codes.push(res.status().as_u16());
        }
        assert_eq!(codes, [200, 200, 429]);
    }
);

both_stores!(another_visitors_token_is_refused_on_every_write, |store| {
    let app = app_without_rate(store).await;
    let a = token_for(&app, "oOwnerA").await;
    let b = token_for(&app, "oOtherB").await;
    photo(&app.db, "m-of-a", &uid(&a)).await;
    let mut body = review(5, "我的点评");
    body["mediaIds"] = json!(["m-of-a"]);
    let id = write(&app, &a, body.clone()).await["data"]["id"]
        .as_i64()
        .expect("id");

    let del = call(
        &app,
        reqwest::Method::DELETE,
        &format!("{LIST}/{id}"),
        Some(&b),
        None,
    )
    .await;
    assert_eq!(del["code"], 40400, "{del}");
    // B cannot take A's photo into a review of their own.
    let stolen = write(&app, &b, body).await;
    assert_eq!(
        (stolen["code"].as_i64(), stolen["data"]["field"].as_str()),
        (Some(40000), Some("mediaIds")),
        "{stolen}"
    );
    // A cannot report their own review.
    let own = call(
        &app,
        reqwest::Method::POST,
        &format!("{LIST}/{id}/report"),
        Some(&a),
        Some(json!({"reason": "other"})),
    )
    .await;
    assert_eq!(own["code"], 40300, "{own}");
    // Without a token nothing is written.
    for (m, p, body) in [
        (
            reqwest::Method::POST,
            LIST.to_string(),
            Some(review(5, "无名")),
        ),
        (reqwest::Method::DELETE, format!("{LIST}/{id}"), None),
        (
            reqwest::Method::POST,
            format!("{LIST}/{id}/report"),
            Some(json!({"reason": "spam"})),
        ),
    ] {
        assert_eq!(call(&app, m, &p, None, body).await["code"], 40003, "{p}");
    }
    assert_eq!(count(&app.db, "SELECT COUNT(*) FROM reviews").await, 1);
    assert_eq!(
        count(&app.db, "SELECT COUNT(*) FROM review_reports").await,
        0
    );
    assert_eq!(status_of(&app.db, id).await, "published");

    let gone = call(
        &app,
        reqwest::Method::DELETE,
        &format!("{LIST}/{id}"),
        Some(&a),
        None,
    )
    .await;
    assert_eq!(gone["data"]["deleted"], true, "{gone}");
    assert!(ids(&list(&app, "", Some(&a)).await).is_empty());
    let again = call(
        &app,
        reqwest::Method::DELETE,
        &format!("{LIST}/{id}"),
        Some(&a),
        None,
    )
    .await;
    assert_eq!(again["code"], 40400);
    assert_eq!(
        points_rows(&app.db, &uid(&a)).await,
        1,
        "points earned stay"
    );
});

both_stores!(three_reporters_send_a_review_back_to_moderation, |store| {
    let app = app_without_rate(store).await;
    let a = token_for(&app, "oReported").await;
    let id = write(&app, &a, review(1, "很差")).await["data"]["id"]
        .as_i64()
        .expect("id");
    let mut reporters = Vec::new();
    for i in 0..4 {
        reporters.push(token_for(&app, &format!("oReporter{i}")).await);
    }
    let report = |t: String| {
        let app = &app;
        async move {
            call(
                app,
                reqwest::Method::POST,
                &format!("{LIST}/{id}/report"),
                Some(&t),
                Some(json!({"reason": "abuse"})),
            )
            .await
        }
    };
    // The same visitor twice counts once.
    for _ in 0..2 {
        assert_eq!(report(reporters[0].clone()).await["data"]["reported"], true);
    }
    assert_eq!(report(reporters[1].clone()).await["code"], 0);
    assert_eq!(status_of(&app.db, id).await, "published");
    assert_eq!(report(reporters[2].clone()).await["code"], 0);
    assert_eq!(status_of(&app.db, id).await, "pending");
    assert!(ids(&list(&app, "", None).await).is_empty());
    assert_eq!(
        list(&app, "", Some(&a)).await["data"]["list"][0]["status"],
        "pending"
    );
    assert_eq!(
        moderation::pending(&app.db, 5).await.expect("pending")[0].reason,
        "reports"
    );

    // Published again: earlier reports no longer count, and no second credit.
    assert_eq!(
        moderation::publish(&app.db, &Actor::cli(), id)
            .await
            .expect("publish"),
        Decision::Done
    );
    assert_eq!(points_rows(&app.db, &uid(&a)).await, 1);
    assert_eq!(report(reporters[3].clone()).await["code"], 0);
    assert_eq!(status_of(&app.db, id).await, "published");
});

both_stores!(decisions_and_reports_hold_under_concurrency, |store| {
    let app = app_without_rate(store).await;
    let a = token_for(&app, "oRace").await;
    let id = write(&app, &a, review(2, "加微信有优惠")).await["data"]["id"]
        .as_i64()
        .expect("id");
    let cli = Actor::cli();
    let decisions = join_all((0..20).map(|_| moderation::publish(&app.db, &cli, id))).await;
    let done = decisions
        .iter()
        .filter(|d| matches!(d, Ok(Decision::Done)))
        .count();
    assert_eq!(done, 1, "{decisions:?}");
    assert_eq!(points_rows(&app.db, &uid(&a)).await, 1);

    let mut tokens = Vec::new();
    for i in 0..12 {
        tokens.push(token_for(&app, &format!("oRacer{i}")).await);
    }
    let path = format!("{LIST}/{id}/report");
    let answers = join_all(tokens.iter().map(|t| {
        call(
            &app,
            reqwest::Method::POST,
            &path,
            Some(t),
            Some(json!({"reason": "spam"})),
        )
    }))
    .await;
    // Once held, later reporters find no published review: 40400.
    let ok = answers.iter().filter(|b| b["code"] == 0).count();
    assert!(ok >= 3, "{answers:?}");
    assert!(
        answers.iter().all(|b| b["code"] == 0 || b["code"] == 40400),
        "{answers:?}"
    );
    assert_eq!(status_of(&app.db, id).await, "pending");
    assert_eq!(
        count(&app.db, "SELECT COUNT(*) FROM review_reports").await,
        i64::try_from(ok).unwrap()
    );
});

both_stores!(
    every_bad_input_names_its_field_and_writes_nothing,
    |store| {
        let app = app_without_rate(store).await;
        let a = token_for(&app, "oBadInput").await;
        let b = token_for(&app, "oBadOther").await;
        photo(&app.db, "m-others", &uid(&b)).await;
        photo(&app.db, "m-mine", &uid(&a)).await;
        let with = |k: &str, v: Value| {
            let mut r = review(5, "好");
            r[k] = v;
            r
        };
        let mut missing = review(5, "好");
        missing.as_object_mut().unwrap().remove("rating");
        let cases = [
            (with("targetKind", json!("hotel")), "targetKind"),
            (with("targetId", json!("no-such-place")), "targetId"),
            (with("targetId", json!("")), "targetId"),
            (with("rating", json!(0)), "rating"),
            (with("rating", json!(6)), "rating"),
            (with("rating", json!(3.5)), "rating"),
            (missing, "rating"),
            (with("text", json!("")), "text"),
            (with("text", json!("  \n ")), "text"),
            (with("text", json!("好".repeat(1001))), "text"),
            (with("text", json!(null)), "text"),
            (with("mediaIds", json!(vec!["m-mine"; 10])), "mediaIds"),
            (with("mediaIds", json!(["m-mine", "m-mine"])), "mediaIds"),
            (with("mediaIds", json!(["m-others"])), "mediaIds"),
            (with("mediaIds", json!(["m-nowhere"])), "mediaIds"),
            (with("mediaIds", json!("m-mine")), "mediaIds"),
        ];
        for (body, field) in cases {
            let r = write(&app, &a, body.clone()).await;
            assert_eq!(
                (r["code"].as_i64(), r["data"]["field"].as_str()),
                (Some(40000), Some(field)),
                "{body}: {r}"
            );
            assert!(r["msg"].as_str().is_some_and(|m| !m.is_empty()));
        }
        assert_eq!(count(&app.db, "SELECT COUNT(*) FROM reviews").await, 0);

        // 1000 characters (counted as characters, not bytes) is fine.
        let long = write(&app, &a, with("text", json!("湖".repeat(1000)))).await;
        assert_eq!(long["data"]["status"], "published", "{long}");
        let id = long["data"]["id"].as_i64().expect("id");

        for (path, field) in [
            (
                format!("{LIST}?targetKind=hotel&targetId={WEST_LAKE}"),
                "targetKind",
            ),
            (format!("{LIST}?targetKind=place"), "targetId"),
            (
                format!("{LIST}?targetKind=place&targetId={WEST_LAKE}&sort=worst"),
                "sort",
            ),
            (
                format!("{LIST}?targetKind=place&targetId={WEST_LAKE}&size=51"),
                "size",
            ),
            (
                format!("{LIST}/summary?targetKind=x&targetId={WEST_LAKE}"),
                "targetKind",
            ),
        ] {
            crate::helpers::refused(&app, &path, field).await;
        }
        let unknown = app
            .get_json(&format!("{LIST}?targetKind=dish&targetId={WEST_LAKE}"))
            .await;
        assert_eq!(
            unknown["code"], 40400,
            "a place id is not a dish: {unknown}"
        );
        let del = call(
            &app,
            reqwest::Method::DELETE,
            &format!("{LIST}/abc"),
            Some(&a),
            None,
        )
        .await;
        assert_eq!(
            (del["code"].as_i64(), del["data"]["field"].as_str()),
            (Some(40000), Some("id"))
        );
        for reason in [json!({"reason": "dislike"}), json!({})] {
            let r = call(
                &app,
                reqwest::Method::POST,
                &format!("{LIST}/{id}/report"),
                Some(&b),
                Some(reason),
            )
            .await;
            assert_eq!(
                (r["code"].as_i64(), r["data"]["field"].as_str()),
                (Some(40000), Some("reason")),
                "{r}"
            );
        }
        assert_eq!(
            count(&app.db, "SELECT COUNT(*) FROM review_reports").await,
            0
        );
        assert_eq!(count(&app.db, "SELECT COUNT(*) FROM reviews").await, 1);
    }
);

both_stores!(a_deleted_accounts_reviews_stay_anonymised, |store| {
    let app = app_without_rate(store).await;
    let a = token_for(&app, "oLeaving").await;
    with_db!(&app.db, pool => sqlx::query("UPDATE visitors SET nickname = '要走的人' WHERE uid = $1")
        .bind(uid(&a)).execute(pool).await.map(|_| ())).expect("nickname");
    let id = write(&app, &a, review(4, "再见西湖")).await["data"]["id"]
        .as_i64()
        .expect("id");
    assert_eq!(
        list(&app, "", None).await["data"]["list"][0]["authorName"],
        "要走的人"
    );
    let bye = call(
        &app,
        reqwest::Method::DELETE,
        "/ver3/api/v3/me",
        Some(&a),
        Some(json!({"confirm": "DELETE"})),
    )
    .await;
    assert_eq!(bye["code"], 0, "{bye}");
    let after = public_list_later(&app).await;
    assert_eq!(ids(&after), vec![id]);
    assert_eq!(after["data"]["list"][0]["authorName"], "已注销用户");
    assert_eq!(after["data"]["list"][0]["text"], "再见西湖");
});

both_stores!(the_shipped_app_serves_reviews_without_settings, |store| {
    let app = shipped_app(store).await;
    let empty = list(&app, "", None).await;
    assert_eq!(
        empty["data"]["summary"],
        json!({"average": 0.0, "count": 0, "withPhotos": 0, "stars": [0, 0, 0, 0, 0]})
    );
});

both_stores!(ratings_of_several_places_at_once, |store| {
    let app = app_without_rate(store).await;
    let a = token_for(&app, "oRatingsA").await;
    let b = token_for(&app, "oRatingsB").await;
    for (t, r) in [(&a, 5), (&b, 4)] {
        let w = write(&app, t, review(r, "湖光山色，值得一去。")).await;
        assert_eq!(w["data"]["status"], "published", "{w}");
    }
    let body = call(
        &app,
        reqwest::Method::GET,
        &format!("{LIST}/ratings?targetKind=place&ids={WEST_LAKE},site-hz-lingyin,no-such-place"),
        None,
        None,
    )
    .await;
    assert_ok(&body);
    let list = body["data"].as_array().expect("list");
    assert_eq!(list.len(), 2, "unknown ids are left out: {body}");
    assert_eq!(list[0]["targetId"], WEST_LAKE);
    assert_eq!(list[0]["average"], 4.5);
    assert_eq!(list[0]["count"], 2);
    assert_eq!(list[1]["targetId"], "site-hz-lingyin");
    assert_eq!(list[1]["count"], 0);
    let too_many = (0..51)
        .map(|i| format!("p{i}"))
        .collect::<Vec<_>>()
        .join(",");
    let body = call(
        &app,
        reqwest::Method::GET,
        &format!("{LIST}/ratings?targetKind=place&ids={too_many}"),
        None,
        None,
    )
    .await;
    assert_eq!(body["code"], 40000, "{body}");
});
