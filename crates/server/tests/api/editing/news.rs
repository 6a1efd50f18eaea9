//! News and notices through the editing workflow: published ones listed by city and window
//! on `suggest/news`, `suggest/notice` and `topic/getnews`; bodies sanitised on the server;
//! a county editor's notice published only after approval; bad fields named.

use super::*;

const PAST: &str = "2020-01-01T08:00:00+08:00";
const FUTURE: &str = "2099-01-01T08:00:00+08:00";

fn news(id: &str, title: &str, city: Option<u32>) -> Value {
    json!({
        "id": id, "title": title, "body": "西湖音乐喷泉**今晚**加演一场。",
        "city_id": city, "county_code": null, "pinned": false,
        "starts_at": PAST, "ends_at": null, "source": "杭州市文化广电旅游局"
    })
}

fn notice(id: &str, city: Option<u32>, county: Option<&str>) -> Value {
    json!({
        "id": id, "title": "龙井路临时封闭", "body": "施工期间请绕行。", "level": "closure",
        "city_id": city, "county_code": county, "pinned": false,
        "starts_at": PAST, "ends_at": FUTURE, "source": "西湖区文旅局"
    })
}

/// Drafts and publishes `body` as `s` (a publisher's own draft publishes directly).
async fn publish(app: &TestApp, s: &Session, entity: &str, body: Value) {
    let id = body["id"].as_str().unwrap().to_string();
    let r = draft(app, s, entity, &id, body).await;
    assert_eq!(code(&r), 0, "{r}");
    let v = r["data"]["version"].clone();
    let r = act(app, s, "publish", entity, &id, json!({ "version": v })).await;
    assert_eq!(code(&r), 0, "{r}");
}

/// The ids a visitor list answers.
async fn ids(app: &TestApp, path: &str) -> Vec<String> {
    let r = app.get_json(path).await;
    ok_data(&r)["list"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_str().unwrap().to_string())
        .collect()
}

both_stores!(
    published_news_shows_in_its_city_within_its_window,
    |store| {
        let app = app(store).await;
        add(&app, "admin", Role::ProvinceAdmin, None).await;
        let s = sign_in(&app, "admin").await;
        assert!(
            ids(&app, "/ver3/api/v3/suggest/news?cityId=1201")
                .await
                .is_empty()
        );

        // A draft is not news yet.
        let r = draft(
            &app,
            &s,
            "news",
            "hz-fountain",
            news("hz-fountain", "音乐喷泉加演", Some(1201)),
        )
        .await;
        assert_eq!(code(&r), 0, "{r}");
        assert!(
            ids(&app, "/ver3/api/v3/suggest/news?cityId=1201")
                .await
                .is_empty()
        );
        let r = act(
            &app,
            &s,
            "publish",
            "news",
            "hz-fountain",
            json!({"version": 1}),
        )
        .await;
        assert_eq!(code(&r), 0, "{r}");

        publish(&app, &s, "news", news("zj-winter", "全省冬季旅游季", None)).await;
        let mut pinned = news("hz-pinned", "置顶：西湖游船调整", Some(1201));
        pinned["pinned"] = json!(true);
        pinned["starts_at"] = json!("2019-01-01T08:00:00+08:00");
        publish(&app, &s, "news", pinned).await;
        let mut later = news("hz-later", "明年的活动", Some(1201));
        later["starts_at"] = json!(FUTURE);
        publish(&app, &s, "news", later).await;
        let mut over = news("hz-over", "已结束的活动", Some(1201));
        over["ends_at"] = json!("2020-02-01T08:00:00+08:00");
        publish(&app, &s, "news", over).await;

        // Hangzhou: pinned first, then newest first (same start: by id); the province's too;
        // nothing before its start or after its end.
        let hz = ["hz-pinned", "hz-fountain", "zj-winter"];
        assert_eq!(ids(&app, "/ver3/api/v3/suggest/news?cityId=1201").await, hz);
        assert_eq!(ids(&app, "/ver3/api/topic/getnews?cityId=1201").await, hz);
        // Ningbo: only the province-wide item.
        assert_eq!(
            ids(&app, "/ver3/api/v3/suggest/news?cityId=1202").await,
            ["zj-winter"]
        );
        assert_eq!(
            ids(&app, "/ver3/api/topic/getnews?cityId=1202").await,
            ["zj-winter"]
        );
        // Paged.
        let r = app
            .get_json("/ver3/api/v3/suggest/news?cityId=1201&page=2&size=2")
            .await;
        assert_eq!(ok_data(&r)["total"], 3, "{r}");
        assert_eq!(ok_data(&r)["list"][0]["id"], "zj-winter");
        // News is not a notice.
        assert!(
            ids(&app, "/ver3/api/v3/suggest/notice?cityId=1201")
                .await
                .is_empty()
        );

        // One item carries what a reader needs.
        let r = app
            .get_json("/ver3/api/v3/suggest/news?cityId=1201&size=1&page=2")
            .await;
        let item = &ok_data(&r)["list"][0];
        assert_eq!(item["title"], "音乐喷泉加演");
        assert_eq!(
            item["html"],
            "<p>西湖音乐喷泉<strong>今晚</strong>加演一场。</p>\n"
        );
        assert_eq!(item["summary"], "西湖音乐喷泉今晚加演一场。");
        assert_eq!(item["published_at"], PAST);
        assert_eq!(item["source"], "杭州市文化广电旅游局");

        // Cacheable like other content: the same answer revalidates with a 304.
        let url = app.url("/ver3/api/v3/suggest/news?cityId=1201");
        let res = app.client.get(&url).send().await.unwrap();
        let etag = res.headers()["etag"].to_str().unwrap().to_string();
        let res = app
            .client
            .get(&url)
            .header("if-none-match", &etag)
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), 304);
    }
);

both_stores!(bodies_are_sanitised_on_the_server, |store| {
    let app = app(store).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    let s = sign_in(&app, "admin").await;
    let mut n = notice("hz-xss", Some(1201), None);
    n["body"] = json!(
        "开放时间调整<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n\
         [详情](javascript:alert(3)) <a href=\"https://example.com\" onmouseover=\"x()\">官网</a>"
    );
    publish(&app, &s, "notices", n).await;
    let r = app
        .get_json("/ver3/api/v3/suggest/notice?cityId=1201")
        .await;
    let item = &ok_data(&r)["list"][0];
    let html = item["html"].as_str().unwrap();
    assert!(html.contains("开放时间调整"), "{html}");
    for bad in [
        "<script",
        "alert(1)",
        "onerror",
        "<img",
        "javascript:",
        "onmouseover",
    ] {
        assert!(!html.contains(bad), "{bad} in {html}");
    }
    assert!(html.contains("href=\"https://example.com\""), "{html}");
    assert!(html.contains(">详情</a>"), "{html}");
    assert_eq!(item["level"], "closure");
    // The operator's text is kept as written, for the next edit.
    let stored = published(&app, &s, "notices", "hz-xss").await;
    assert!(stored["body"].as_str().unwrap().contains("<script>"));
});

both_stores!(a_county_editors_notice_waits_for_approval, |store| {
    let app = app(store).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
    let admin = sign_in(&app, "admin").await;
    let county = sign_in(&app, "ed-xihu").await;

    // Not city-wide, and not another county's.
    let r = draft(
        &app,
        &county,
        "notices",
        "hz-all",
        notice("hz-all", Some(1201), None),
    )
    .await;
    assert_eq!(code(&r), 40300, "{r}");
    let r = draft(
        &app,
        &county,
        "notices",
        "sc-road",
        notice("sc-road", Some(1201), Some(SHANGCHENG)),
    )
    .await;
    assert_eq!(code(&r), 40300, "{r}");

    let r = draft(
        &app,
        &county,
        "notices",
        "xh-road",
        notice("xh-road", Some(1201), Some(XIHU)),
    )
    .await;
    assert_eq!(code(&r), 0, "{r}");
    let r = act(
        &app,
        &county,
        "publish",
        "notices",
        "xh-road",
        json!({"version": 1}),
    )
    .await;
    assert_eq!(code(&r), 40300, "{r}");
    let r = act(
        &app,
        &county,
        "submit",
        "notices",
        "xh-road",
        json!({"version": 1}),
    )
    .await;
    assert_eq!(code(&r), 0, "{r}");
    assert!(
        ids(&app, "/ver3/api/v3/suggest/notice?cityId=1201")
            .await
            .is_empty()
    );

    // In the admin's queue; approved, it shows for Hangzhou and not for Ningbo.
    let q = get(&app, &admin, "/content/queue").await;
    assert!(q.to_string().contains("xh-road"), "{q}");
    let r = act(
        &app,
        &admin,
        "publish",
        "notices",
        "xh-road",
        json!({"version": 1}),
    )
    .await;
    assert_eq!(code(&r), 0, "{r}");
    assert_eq!(
        ids(&app, "/ver3/api/v3/suggest/notice?cityId=1201").await,
        ["xh-road"]
    );
    assert!(
        ids(&app, "/ver3/api/v3/suggest/notice?cityId=1202")
            .await
            .is_empty()
    );
    assert_eq!(
        audit_of(&app, "notices", "xh-road").await,
        [
            ("content.draft".to_string(), "ed-xihu".to_string()),
            ("content.submit".to_string(), "ed-xihu".to_string()),
            ("content.publish".to_string(), "admin".to_string()),
        ]
    );
});

both_stores!(bad_news_names_the_field_and_writes_nothing, |store| {
    let app = app(store).await;
    add(&app, "admin", Role::ProvinceAdmin, None).await;
    let s = sign_in(&app, "admin").await;
    let before = state(&app).await;
    let versions = |app: &TestApp| {
        let db = app.db.clone();
        async move {
            let n: i64 = with_db!(&db, pool => sqlx::query_scalar(
                "SELECT COUNT(*) FROM content_versions").fetch_one(pool).await)
            .unwrap();
            n
        }
    };
    let cases: [(&str, Value, &str); 7] = [
        ("news", json!({"title": "  "}), "body.title"),
        ("news", json!({"title": "长".repeat(61)}), "body.title"),
        ("news", json!({"body": ""}), "body.body"),
        ("news", json!({"starts_at": "明天"}), "body.starts_at"),
        (
            "news",
            json!({"ends_at": "2019-01-01T08:00:00+08:00"}),
            "body.ends_at",
        ),
        ("news", json!({"city_id": 9999}), "body.city_id"),
        ("notices", json!({"level": "urgent"}), "body.level"),
    ];
    for (entity, patch, field) in cases {
        let mut body = if entity == "news" {
            news("bad-one", "标题", Some(1201))
        } else {
            notice("bad-one", Some(1201), None)
        };
        for (k, v) in patch.as_object().unwrap() {
            body[k] = v.clone();
        }
        let r = draft(&app, &s, entity, "bad-one", body).await;
        assert_eq!(code(&r), 40000, "{r}");
        assert_eq!(r["data"]["field"], field, "{r}");
    }
    // A notice without its level is refused naming it too.
    let mut body = notice("bad-one", Some(1201), None);
    body.as_object_mut().unwrap().remove("level");
    let r = draft(&app, &s, "notices", "bad-one", body).await;
    assert_eq!(r["data"]["field"], "body.level", "{r}");
    assert_eq!(state(&app).await, before);
    assert_eq!(versions(&app).await, 0);
});
