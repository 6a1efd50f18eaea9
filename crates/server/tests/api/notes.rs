//! Travel notes (docs/NOTES.md): every bad input refused naming its field with nothing
//! written, a note seen only by its author until a moderator publishes it in the console,
//! the rejection's reason shown to its author, deletion by the author only, one like per
//! visitor even when sent many times at once, the search within a county, and reports
//! (`notes/reports.rs`).

mod reports;

use futures::future::join_all;
use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::{testing::Store, with_db};
use youzhe_operators::Role;

use crate::{
    both_stores,
    helpers::{TestApp, call, spawn_app_with},
    identity::token_for,
    operators::{add, get, sign_in, write},
};

const NOTES: &str = "/ver3/api/v3/notes";
const SUICHANG: &str = "331123";
const GOLD_MINE: &str = "scenic-ls-suichang-jinkuang";
const TANG: &str = "site-ls-tang-xianzu";

async fn app(store: Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[("YOUZHE_CONTENT_DIR", &dir), ("YOUZHE_RATE_NOTES", "off")],
    )
    .await
}

fn code(b: &Value) -> i64 {
    b["code"].as_i64().unwrap_or(-1)
}

async fn uid(app: &TestApp, token: &str) -> String {
    call(
        app,
        Method::GET,
        "/ver3/api/v3/http/getUserInfo",
        Some(token),
        None,
    )
    .await["data"]["uid"]
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

async fn notes_rows(app: &TestApp) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>("SELECT COUNT(*) FROM travel_notes")
        .fetch_one(pool).await)
    .expect("count")
}

fn note(title: &str, media: &[&str], places: &[&str]) -> Value {
    json!({"countyCode": SUICHANG, "title": title, "text": "金矿里走了一圈，汤显祖纪念馆也很好。",
           "mediaIds": media, "placeIds": places})
}

async fn post(app: &TestApp, token: &str, body: Value) -> Value {
    call(app, Method::POST, NOTES, Some(token), Some(body)).await
}

fn ids(b: &Value) -> Vec<i64> {
    b["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .map(|n| n["id"].as_i64().expect("id"))
        .collect()
}

async fn public_list(app: &TestApp, query: &str, token: Option<&str>) -> Value {
    let b = call(
        app,
        Method::GET,
        &format!("{NOTES}?countyCode={SUICHANG}{query}"),
        token,
        None,
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    b
}

both_stores!(bad_notes_are_refused_naming_the_field, |store| {
    let app = app(store).await;
    let author = token_for(&app, "oNotesBad").await;
    let other = token_for(&app, "oNotesBadOther").await;
    let other_uid = uid(&app, &other).await;
    photo(&app, "m-notes-other", &other_uid).await;
    let long_title = "长".repeat(41);
    let long_text = "长".repeat(2001);
    let cases = [
        (
            json!({"countyCode": "abc", "title": "t", "text": "x"}),
            "countyCode",
        ),
        (
            json!({"countyCode": SUICHANG, "title": "  ", "text": "x"}),
            "title",
        ),
        (
            json!({"countyCode": SUICHANG, "title": long_title, "text": "x"}),
            "title",
        ),
        (
            json!({"countyCode": SUICHANG, "title": "t", "text": ""}),
            "text",
        ),
        (
            json!({"countyCode": SUICHANG, "title": "t", "text": long_text}),
            "text",
        ),
        (
            json!({"countyCode": SUICHANG, "title": "t", "text": "x", "mediaIds": ["a","b","c","d","e","f","g","h","i","j"]}),
            "mediaIds",
        ),
        (
            json!({"countyCode": SUICHANG, "title": 5, "text": "x"}),
            "title",
        ),
        (
            json!({"countyCode": SUICHANG, "title": "t", "text": "x", "placeIds": [""]}),
            "placeIds",
        ),
    ];
    for (body, field) in cases {
        let b = post(&app, &author, body.clone()).await;
        assert_eq!(code(&b), 40000, "{body} → {b}");
        assert_eq!(b["data"]["field"], field, "{body} → {b}");
    }
    // What only the stored data can judge is "not there": an unknown county, a place
    // elsewhere, another visitor's photo.
    for body in [
        json!({"countyCode": "999999", "title": "t", "text": "x"}),
        json!({"countyCode": SUICHANG, "title": "t", "text": "x", "mediaIds": ["m-notes-other"]}),
        json!({"countyCode": SUICHANG, "title": "t", "text": "x", "placeIds": ["scenic-hz-xihu"]}),
        json!({"countyCode": SUICHANG, "title": "t", "text": "x", "placeIds": ["nowhere"]}),
    ] {
        let b = post(&app, &author, body.clone()).await;
        assert_eq!(code(&b), 40400, "{body} → {b}");
    }
    // Without a token: refused, nothing written.
    let b = call(&app, Method::POST, NOTES, None, Some(note("t", &[], &[]))).await;
    assert_eq!(code(&b), 40003, "{b}");
    assert_eq!(notes_rows(&app).await, 0);
    for q in [
        "?countyCode=12",
        &format!("?countyCode={SUICHANG}&sort=best"),
    ] {
        let b = call(&app, Method::GET, &format!("{NOTES}{q}"), None, None).await;
        assert_eq!(code(&b), 40000, "{q} {b}");
    }
    let none = call(
        &app,
        Method::GET,
        &format!("{NOTES}?countyCode=999999"),
        None,
        None,
    )
    .await;
    assert_eq!((code(&none), none["data"]["total"].clone()), (0, json!(0)));
    let b = call(&app, Method::GET, &format!("{NOTES}/0"), None, None).await;
    assert_eq!((code(&b), b["data"]["field"].clone()), (40000, json!("id")));
});

both_stores!(
    a_note_waits_for_a_moderator_and_its_author_sees_the_outcome,
    |store| {
        let app = app(store).await;
        add(&app, "notes-mod", Role::Moderator, None).await;
        let m = sign_in(&app, "notes-mod").await;
        let author = token_for(&app, "oNotesAuthor").await;
        let reader = token_for(&app, "oNotesReader").await;
        let author_uid = uid(&app, &author).await;
        photo(&app, "m-notes-1", &author_uid).await;

        let written = post(
            &app,
            &author,
            note("金矿一日", &["m-notes-1"], &[GOLD_MINE, TANG]),
        )
        .await;
        assert_eq!(code(&written), 0, "{written}");
        let n = &written["data"];
        assert_eq!(n["status"], "pending");
        assert_eq!(n["mine"], true);
        assert_eq!(n["photos"][0]["url"], "/ver3/api/v3/media/m-notes-1");
        assert_eq!(n["places"][0]["name"], "遂昌金矿国家矿山公园");
        assert_eq!(n["places"][1]["id"], TANG);
        let id = n["id"].as_i64().unwrap();
        // The same note again (a repeated tap) is the same note.
        let again = post(
            &app,
            &author,
            note("金矿一日", &["m-notes-1"], &[GOLD_MINE, TANG]),
        )
        .await;
        assert_eq!(again["data"]["id"], id);
        assert_eq!(notes_rows(&app).await, 1);

        // Not visible to others while it waits; the author sees it in their notes.
        assert!(!ids(&public_list(&app, "", None).await).contains(&id));
        assert!(!ids(&public_list(&app, "", Some(&reader)).await).contains(&id));
        let b = call(
            &app,
            Method::GET,
            &format!("{NOTES}/{id}"),
            Some(&reader),
            None,
        )
        .await;
        assert_eq!(code(&b), 40400, "{b}");
        let b = call(&app, Method::GET, &format!("{NOTES}/{id}"), None, None).await;
        assert_eq!(code(&b), 40400, "{b}");
        let like = call(
            &app,
            Method::POST,
            &format!("{NOTES}/{id}/like"),
            Some(&reader),
            Some(json!({"liked": true})),
        )
        .await;
        assert_eq!(code(&like), 40400, "{like}");
        let mine = call(
            &app,
            Method::GET,
            &format!("{NOTES}/mine"),
            Some(&author),
            None,
        )
        .await;
        assert_eq!(ids(&mine), vec![id]);
        assert_eq!(mine["data"]["list"][0]["status"], "pending");

        // In the console's queue as a note; the moderator publishes it (audited).
        let q = get(&app, &m, "/moderation?kind=note").await;
        assert_eq!(code(&q), 0, "{q}");
        let item = q["data"]["list"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["id"] == id)
            .cloned()
            .expect("the note waits in the queue");
        assert_eq!(item["kind"], "note");
        assert_eq!(item["targetName"], "金矿一日");
        assert_eq!(item["countyCode"], SUICHANG);
        assert_eq!(item["cityId"], 1230);
        assert_eq!(item["waitsFor"], "new");
        assert_eq!(item["photos"][0]["id"], "m-notes-1");
        assert!(q["data"]["counts"]["note"].as_u64().unwrap() >= 1);
        let d = write(
            &app,
            &m,
            Method::POST,
            &format!("/moderation/note/{id}/accept"),
            json!({}),
        )
        .await;
        assert_eq!(code(&d), 0, "{d}");
        assert_eq!(d["data"]["status"], "published");
        let twice = write(
            &app,
            &m,
            Method::POST,
            &format!("/moderation/note/{id}/accept"),
            json!({}),
        )
        .await;
        assert_eq!(code(&twice), 40900, "{twice}");
        let audited: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM audit_log WHERE action = 'note.publish' AND target_id = $1")
        .bind(id.to_string()).fetch_one(pool).await)
        .expect("audit");
        assert_eq!(audited, 1);

        // Now everyone sees it.
        assert!(ids(&public_list(&app, "", None).await).contains(&id));
        let b = call(
            &app,
            Method::GET,
            &format!("{NOTES}/{id}"),
            Some(&reader),
            None,
        )
        .await;
        assert_eq!(code(&b), 0, "{b}");
        assert_eq!(b["data"]["mine"], false);
        assert_eq!(b["data"]["title"], "金矿一日");

        // A second note rejected with a reason: the author reads it, nobody else sees the note.
        let second = post(&app, &author, note("第二篇", &[], &[])).await["data"]["id"]
            .as_i64()
            .unwrap();
        let d = write(
            &app,
            &m,
            Method::POST,
            &format!("/moderation/note/{second}/reject"),
            json!({"reason": "内容与遂昌无关"}),
        )
        .await;
        assert_eq!(code(&d), 0, "{d}");
        let mine = call(
            &app,
            Method::GET,
            &format!("{NOTES}/mine"),
            Some(&author),
            None,
        )
        .await;
        let rejected = mine["data"]["list"]
            .as_array()
            .unwrap()
            .iter()
            .find(|n| n["id"] == second)
            .cloned()
            .unwrap();
        assert_eq!(rejected["status"], "rejected");
        assert_eq!(rejected["rejectReason"], "内容与遂昌无关");
        assert!(!ids(&public_list(&app, "", None).await).contains(&second));
        let b = call(
            &app,
            Method::GET,
            &format!("{NOTES}/{second}"),
            Some(&reader),
            None,
        )
        .await;
        assert_eq!(code(&b), 40400, "{b}");

        // Another visitor cannot delete it; its author can.
        let b = call(
            &app,
            Method::DELETE,
            &format!("{NOTES}/{id}"),
            Some(&reader),
            None,
        )
        .await;
        assert_eq!(code(&b), 40400, "{b}");
        assert!(ids(&public_list(&app, "", None).await).contains(&id));
        let b = call(
            &app,
            Method::DELETE,
            &format!("{NOTES}/{id}"),
            Some(&author),
            None,
        )
        .await;
        assert_eq!(code(&b), 0, "{b}");
        assert!(!ids(&public_list(&app, "", None).await).contains(&id));
    }
);

both_stores!(likes_count_once_per_visitor_even_at_once, |store| {
    let app = app(store).await;
    add(&app, "notes-mod2", Role::Moderator, None).await;
    let m = sign_in(&app, "notes-mod2").await;
    let author = token_for(&app, "oNotesLikedAuthor").await;
    let fan = token_for(&app, "oNotesFan").await;
    let id = post(&app, &author, note("千佛山", &[], &[])).await["data"]["id"]
        .as_i64()
        .unwrap();
    let quiet = post(&app, &author, note("王村口", &[], &[])).await["data"]["id"]
        .as_i64()
        .unwrap();
    for n in [id, quiet] {
        let d = write(
            &app,
            &m,
            Method::POST,
            &format!("/moderation/note/{n}/accept"),
            json!({}),
        )
        .await;
        assert_eq!(code(&d), 0, "{d}");
    }
    let path = format!("{NOTES}/{id}/like");
    let answers = join_all((0..20).map(|_| {
        call(
            &app,
            Method::POST,
            &path,
            Some(&fan),
            Some(json!({"liked": true})),
        )
    }))
    .await;
    for a in &answers {
        assert_eq!(code(a), 0, "{a}");
    }
    let liked: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM travel_note_likes WHERE note_id = $1").bind(id).fetch_one(pool).await)
    .expect("likes");
    assert_eq!(liked, 1);
    let b = call(
        &app,
        Method::GET,
        &format!("{NOTES}/{id}"),
        Some(&fan),
        None,
    )
    .await;
    assert_eq!(
        (b["data"]["likes"].clone(), b["data"]["liked"].clone()),
        (json!(1), json!(true))
    );
    // Most liked first.
    let top = public_list(&app, "&sort=liked", None).await;
    assert_eq!(ids(&top)[0], id);
    assert_eq!(ids(&public_list(&app, "", None).await)[0], quiet);
    // Unliked: once, and again changes nothing.
    for _ in 0..2 {
        let b = call(
            &app,
            Method::POST,
            &path,
            Some(&fan),
            Some(json!({"liked": false})),
        )
        .await;
        assert_eq!((code(&b), b["data"]["likes"].clone()), (0, json!(0)), "{b}");
    }
    let bad = call(
        &app,
        Method::POST,
        &path,
        Some(&fan),
        Some(json!({"liked": "yes"})),
    )
    .await;
    assert_eq!(
        (code(&bad), bad["data"]["field"].clone()),
        (40000, json!("liked"))
    );
});

both_stores!(search_within_a_county, |store| {
    let app = app(store).await;
    let b = call(
        &app,
        Method::GET,
        &format!("/ver3/api/v3/http/search?county_code={SUICHANG}"),
        None,
        None,
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    let list = b["data"]["list"].as_array().unwrap();
    assert!(list.len() >= 6, "{b}");
    assert!(list.iter().all(|i| i["county_code"] == SUICHANG), "{b}");
    let b = call(
        &app,
        Method::GET,
        &format!("/ver3/api/v3/http/search?county_code={SUICHANG}&keyword=%E9%87%91%E7%9F%BF"),
        None,
        None,
    )
    .await;
    assert_eq!(b["data"]["list"][0]["id"], GOLD_MINE, "{b}");
    // West Lake is not in Suichang.
    let b = call(
        &app,
        Method::GET,
        &format!("/ver3/api/v3/http/search?county_code={SUICHANG}&keyword=%E8%A5%BF%E6%B9%96"),
        None,
        None,
    )
    .await;
    assert_eq!(b["data"]["total"], 0, "{b}");
    let b = call(
        &app,
        Method::GET,
        "/ver3/api/v3/http/search?county_code=999999",
        None,
        None,
    )
    .await;
    assert_eq!((code(&b), b["data"]["total"].clone()), (0, json!(0)), "{b}");
    let b = call(
        &app,
        Method::GET,
        "/ver3/api/v3/http/search?county_code=12",
        None,
        None,
    )
    .await;
    assert_eq!(
        (code(&b), b["data"]["field"].clone()),
        (40000, json!("county_code"))
    );
});

both_stores!(
    a_note_with_a_sensitive_word_waits_as_a_review_would,
    |store| {
        let app = app(store).await;
        let author = token_for(&app, "oNotesWords").await;
        let reader = token_for(&app, "oNotesWordsReader").await;
        // Spaces and full-width letters do not slip past, as with a review's text.
        let mut held = note("金矿一日", &[], &[GOLD_MINE]);
        held["text"] = json!("金矿很好玩，加 微 信 领优惠");
        let held = post(&app, &author, held).await;
        // Accepted like a review (code 0, 审核中 for its author), not refused.
        assert_eq!(code(&held), 0, "{held}");
        assert_eq!(held["data"]["status"], "pending");
        let held = held["data"]["id"].as_i64().expect("id");
        let clean = post(&app, &author, note("汤显祖纪念馆", &[], &[TANG])).await;
        let clean = clean["data"]["id"].as_i64().expect("id");

        assert!(!ids(&public_list(&app, "", Some(&reader)).await).contains(&held));
        let mine = call(
            &app,
            Method::GET,
            &format!("{NOTES}/mine"),
            Some(&author),
            None,
        )
        .await;
        assert!(ids(&mine).contains(&held), "{mine}");
        // The moderator is told why it waits: the word, where a clean note is just new.
        let waiting = youzhe_notes::moderation::pending(&app.db, 10)
            .await
            .expect("pending");
        let why = |id: i64| {
            waiting
                .iter()
                .find(|n| n.id == id)
                .map(|n| n.reason.clone())
        };
        assert_eq!(why(held).as_deref(), Some("sensitive_word"));
        assert_eq!(why(clean).as_deref(), Some("new"));
    }
);
