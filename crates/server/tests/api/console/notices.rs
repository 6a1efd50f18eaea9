//! The live form's notices as content notices (docs/LIVE.md, "Notices"): posted through the
//! editing workflow (a city editor's published at once, a county editor's waiting for
//! approval), shown on the live pages and in the content's notice list alike, taken down by
//! publishing them with `ends_at` now; refusals named and nothing written; the notices of
//! the old live form carried over by migration 0035 and still taken down by their number.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::{
    Db,
    time::{now_ms, rfc3339_shanghai},
    with_db,
};
use youzhe_operators::Role;

use super::{app, audited, code};
use crate::{
    both_stores,
    helpers::TestApp,
    operators::{SHANGCHENG, Session, XIHU, add, call, get, sign_in, write},
};

fn notice(city_id: u32, county: Option<&str>, text: &str) -> Value {
    let tomorrow = rfc3339_shanghai(now_ms() + 86_400_000);
    json!({"city_id": city_id, "county_code": county, "text": text, "ends_at": tomorrow})
}

/// The notices' texts on Hangzhou's live page, in its order.
async fn live_texts(app: &TestApp) -> Vec<String> {
    let page = app.get_json("/ver3/api/v3/live/city?city_id=1201").await;
    page["data"]["notices"]
        .as_array()
        .unwrap_or_else(|| panic!("{page}"))
        .iter()
        .map(|n| n["text"].as_str().unwrap().to_string())
        .collect()
}

/// The titles of Hangzhou's notices in the content's list (tour/classic's 通知公告).
async fn listed_titles(app: &TestApp) -> Vec<String> {
    let r = app
        .get_json("/ver3/api/v3/suggest/notice?cityId=1201")
        .await;
    r["data"]["list"]
        .as_array()
        .unwrap_or_else(|| panic!("{r}"))
        .iter()
        .map(|n| n["title"].as_str().unwrap().to_string())
        .collect()
}

async fn take_down(app: &TestApp, s: &Session, id: &str) -> Value {
    call(
        app,
        s,
        Method::DELETE,
        &format!("/live/notice/{id}"),
        Some(&s.csrf.clone()),
        None,
    )
    .await
}

both_stores!(live_form_notices_are_content_notices, |store| {
    let app = app(store).await;
    add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
    add(&app, "ed-sc", Role::CountyEditor, Some(SHANGCHENG)).await;
    add(&app, "ed-hz", Role::CityEditor, None).await;
    add(&app, "mod", Role::Moderator, None).await;
    let xihu = sign_in(&app, "ed-xihu").await;
    let shangcheng = sign_in(&app, "ed-sc").await;
    let city = sign_in(&app, "ed-hz").await;
    let moderator = sign_in(&app, "mod").await;

    // Refused: the whole city for a county editor, another county, a role without the form.
    for (s, body) in [
        (&xihu, notice(1201, None, "全市公告")),
        (&shangcheng, notice(1201, Some(XIHU), "西湖区公告")),
        (&moderator, notice(1201, None, "全市公告")),
    ] {
        let b = write(&app, s, Method::POST, "/live/notice", body).await;
        assert_eq!(code(&b), 40300, "{b}");
    }
    for (bad, field) in [
        (notice(9999, None, "x"), "city_id"),
        (notice(1202, Some(XIHU), "x"), "county_code"),
        (notice(1201, Some(XIHU), "  "), "text"),
        (
            json!({"city_id": 1201, "county_code": XIHU, "text": "x", "ends_at": "2020-01-01T00:00:00+08:00"}),
            "ends_at",
        ),
    ] {
        let b = write(&app, &xihu, Method::POST, "/live/notice", bad).await;
        assert_eq!(
            (code(&b), b["data"]["field"].clone()),
            (40000, json!(field)),
            "{b}"
        );
    }
    assert_eq!(code(&get(&app, &moderator, "/live/notices").await), 40300);
    assert!(audited(&app, "content.draft").await.is_empty());

    // A county editor's notice waits for the city, as any edit of theirs.
    let own = write(
        &app,
        &xihu,
        Method::POST,
        "/live/notice",
        notice(1201, Some(XIHU), "断桥周末限流"),
    )
    .await;
    assert_eq!(code(&own), 0, "{own}");
    assert_eq!(own["data"]["state"], "submitted", "{own}");
    assert_eq!(own["data"]["county_code"], XIHU);
    assert_eq!(own["data"]["level"], "info");
    let own_id = own["data"]["id"].as_str().unwrap().to_string();
    assert!(own_id.starts_with("notice-live-"), "{own_id}");
    assert!(live_texts(&app).await.is_empty());

    // A city editor's is shown at once, on the live pages and in the notice list.
    let wide = write(
        &app,
        &city,
        Method::POST,
        "/live/notice",
        notice(1201, None, "地铁夜间延时运营"),
    )
    .await;
    assert_eq!(code(&wide), 0, "{wide}");
    assert_eq!(wide["data"]["state"], "published", "{wide}");
    assert_eq!(live_texts(&app).await, ["地铁夜间延时运营"]);
    assert_eq!(listed_titles(&app).await, ["地铁夜间延时运营"]);

    // The city publishes the county's: both shown, newest first (by when each was posted).
    let queued = get(&app, &city, &format!("/content/notices/{own_id}/versions")).await;
    let v = queued["data"][0]["version"].clone();
    let b = write(
        &app,
        &city,
        Method::POST,
        &format!("/content/notices/{own_id}/publish"),
        json!({ "version": v }),
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    assert_eq!(live_texts(&app).await, ["地铁夜间延时运营", "断桥周末限流"]);
    let province = app.get_json("/ver3/api/v3/live/province").await;
    let cities = province["data"]["cities"].as_array().unwrap();
    let of = |id: u32| cities.iter().find(|c| c["city_id"] == id).unwrap();
    assert_eq!(of(1201)["notices"].as_array().unwrap().len(), 2);
    assert_eq!(of(1202)["notices"], json!([]));
    let mut titles = listed_titles(&app).await;
    titles.sort();
    assert_eq!(titles, ["地铁夜间延时运营", "断桥周末限流"]);

    // A text longer than a title: the title cut, the body whole.
    let long = "灵隐寺周边道路".repeat(12);
    let b = write(
        &app,
        &city,
        Method::POST,
        "/live/notice",
        notice(1201, None, &long),
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    let text = b["data"]["text"].as_str().unwrap();
    assert_eq!(text.chars().count(), 60);
    assert!(text.ends_with('…'));
    let long_id = b["data"]["id"].as_str().unwrap().to_string();
    let rec = get(&app, &city, &format!("/content/notices/{long_id}")).await;
    assert_eq!(rec["data"]["published"]["body"], long, "{rec}");

    // Each editor lists what they may take down.
    let listed = |v: Value| v["data"]["list"].as_array().unwrap().len();
    assert_eq!(listed(get(&app, &xihu, "/live/notices").await), 1);
    assert_eq!(listed(get(&app, &city, "/live/notices").await), 3);

    // Taking down: refused outside the region; a publisher's take-down is at once; twice,
    // or an unknown notice, refused.
    assert_eq!(code(&take_down(&app, &shangcheng, &own_id).await), 40300);
    let b = take_down(&app, &city, &own_id).await;
    assert_eq!(code(&b), 0, "{b}");
    assert_eq!(b["data"]["state"], "published", "{b}");
    assert!(live_texts(&app).await.iter().all(|t| t != "断桥周末限流"));
    assert!(
        listed_titles(&app)
            .await
            .iter()
            .all(|t| t != "断桥周末限流")
    );
    assert_eq!(code(&take_down(&app, &city, &own_id).await), 40900);
    assert_eq!(
        code(&take_down(&app, &xihu, "notice-live-nowhere").await),
        40400
    );
    assert_eq!(code(&take_down(&app, &xihu, "999999").await), 40400);
    assert_eq!(code(&take_down(&app, &xihu, "Bad%20Id").await), 40000);
    assert_eq!(live_texts(&app).await.len(), 2);

    // Every step is the workflow's, audited as such.
    assert_eq!(
        audited(&app, "content.submit").await,
        vec![("ed-xihu".to_string(), own_id.clone())]
    );
    assert_eq!(audited(&app, "content.publish").await.len(), 4);
});

/// Migration 0035 run again over this database: the old live form's notices still shown
/// become content notices.
async fn carry_over(db: &Db) {
    let sql = match db {
        Db::Sqlite(_) => {
            include_str!("../../../../../migrations/sqlite/0035_live_notices_as_content.sql")
        }
        Db::Postgres(_) => {
            include_str!("../../../../../migrations/postgres/0035_live_notices_as_content.sql")
        }
    };
    with_db!(db, pool => sqlx::raw_sql(sql).execute(pool).await.map(|_| ()))
        .expect("migration 0035");
}

both_stores!(old_live_notices_carried_over, |store| {
    let app = app(store).await;
    add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
    add(&app, "ed-hz", Role::CityEditor, None).await;
    let city = sign_in(&app, "ed-hz").await;
    let xihu = sign_in(&app, "ed-xihu").await;
    let now = now_ms();
    let long = "北山街".repeat(30);
    // Shown now (one of them longer than a title), withdrawn, ended.
    let rows: [(Option<&str>, &str, i64, Option<i64>); 4] = [
        (Some(XIHU), "断桥周末限流", now + 86_400_000, None),
        (None, &long, now + 86_400_000, None),
        (None, "已撤下的公告", now + 86_400_000, Some(now - 1000)),
        (None, "已结束的公告", now - 1000, None),
    ];
    let mut ids = Vec::new();
    for (county, text, ends, withdrawn) in rows {
        let id: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
            "INSERT INTO live_notices (city_id, county_code, text, starts_ms, ends_ms, withdrawn_ms)
             VALUES (1201, $1, $2, $3, $4, $5) RETURNING id")
            .bind(county).bind(text).bind(now - 3_600_000).bind(ends).bind(withdrawn)
            .fetch_one(pool).await)
        .expect("old notice");
        ids.push(id);
    }
    carry_over(&app.db).await;
    // Run twice (a restored backup migrated again): nothing doubled.
    carry_over(&app.db).await;
    // Any publish swaps the snapshot: the carried notices are read with it.
    let b = write(
        &app,
        &city,
        Method::POST,
        "/live/notice",
        notice(1201, None, "地铁夜间延时运营"),
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");

    let texts = live_texts(&app).await;
    assert_eq!(texts.len(), 3, "{texts:?}");
    assert!(texts.contains(&"断桥周末限流".to_string()));
    let cut = texts.iter().find(|t| t.starts_with("北山街")).unwrap();
    assert_eq!(cut.chars().count(), 60);
    let r = get(
        &app,
        &city,
        &format!("/content/notices/notice-live-{}", ids[1]),
    )
    .await;
    assert_eq!(r["data"]["published"]["body"], long, "{r}");
    assert_eq!(r["data"]["published"]["source"], "实况运营", "{r}");

    // The county's own notice is its county editor's; taken down by its old number, which
    // for a county editor waits for the city.
    let b = get(&app, &xihu, "/live/notices").await;
    let mine: Vec<&str> = b["data"]["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|n| n["id"].as_str().unwrap())
        .collect();
    assert_eq!(mine, [format!("notice-live-{}", ids[0])]);
    let b = take_down(&app, &xihu, &ids[0].to_string()).await;
    assert_eq!(code(&b), 0, "{b}");
    assert_eq!(b["data"]["state"], "submitted", "{b}");
    assert!(live_texts(&app).await.contains(&"断桥周末限流".to_string()));
    let b = take_down(&app, &city, &ids[1].to_string()).await;
    assert_eq!(b["data"]["state"], "published", "{b}");
    assert_eq!(live_texts(&app).await.len(), 2);
    // Withdrawn and ended ones stay history.
    assert_eq!(
        code(&take_down(&app, &city, &ids[2].to_string()).await),
        40400
    );
    assert_eq!(
        code(&take_down(&app, &city, &ids[3].to_string()).await),
        40400
    );
});
