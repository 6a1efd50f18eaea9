//! Photo journey (docs/PHOTO_CONTEST.md): an entry is not public until a moderator accepts
//! it in the console; its author sees it with its state, nobody else does; one vote per
//! visitor per entry per day, even when twenty arrive at once; no vote for one's own entry
//! or outside the window; bad input refused naming the field with nothing written; the
//! per-visitor cap; the winners once the contest has ended; reports
//! (`photocontest/reports.rs`).

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
    operators::{Session, add, get, sign_in, write},
};

const CONTEST: &str = "sample-photo-journey";
const BASE: &str = "/ver3/api/v3/photo-contests/sample-photo-journey";
const ENTRIES: &str = "/ver3/api/v3/photo-entries";
const WEST_LAKE: &str = "scenic-hz-xihu";

async fn app(store: Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", &dir),
            ("YOUZHE_RATE_PHOTO_ENTRIES", "off"),
            ("YOUZHE_RATE_PHOTO_VOTES", "off"),
        ],
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

async fn rows(app: &TestApp, table: &str) -> i64 {
    let sql = match table {
        "photo_entries" => "SELECT COUNT(*) FROM photo_entries",
        _ => "SELECT COUNT(*) FROM photo_votes",
    };
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).fetch_one(pool).await)
        .expect("count")
}

/// Moves the contest's window (milliseconds from now) as the console would.
async fn window(app: &TestApp, from: i64, to: i64) {
    let now = youzhe_core::time::now_ms();
    with_db!(&app.db, pool => sqlx::query(
        "UPDATE campaigns SET starts_ms = $1, ends_ms = $2 WHERE id = $3")
        .bind(now + from).bind(now + to).bind(CONTEST).execute(pool).await.map(|_| ()))
    .expect("window");
}

async fn enter(app: &TestApp, token: &str, body: Value) -> Value {
    call(
        app,
        Method::POST,
        &format!("{BASE}/entries"),
        Some(token),
        Some(body),
    )
    .await
}

fn entry(media: &str, title: &str) -> Value {
    json!({"mediaId": media, "title": title, "caption": "断桥边的早晨，湖面起了雾。", "placeId": WEST_LAKE})
}

async fn vote(app: &TestApp, token: &str, id: i64) -> Value {
    call(
        app,
        Method::POST,
        &format!("{ENTRIES}/{id}/votes"),
        Some(token),
        None,
    )
    .await
}

fn ids(b: &Value) -> Vec<i64> {
    b["data"]["list"]
        .as_array()
        .expect("list")
        .iter()
        .map(|n| n["id"].as_i64().expect("id"))
        .collect()
}

async fn gallery(app: &TestApp, query: &str, token: Option<&str>) -> Value {
    let b = call(
        app,
        Method::GET,
        &format!("{BASE}/entries{query}"),
        token,
        None,
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    b
}

/// An entry by a new author, accepted by a moderator: its id.
async fn accepted(app: &TestApp, m: &Session, author: &str, media: &str) -> i64 {
    let t = token_for(app, author).await;
    photo(app, media, &uid(app, &t).await).await;
    let e = enter(app, &t, entry(media, "西湖晨雾")).await;
    assert_eq!(code(&e), 0, "{e}");
    let id = e["data"]["id"].as_i64().unwrap();
    let d = write(
        app,
        m,
        Method::POST,
        &format!("/moderation/contest/{id}/accept"),
        json!({}),
    )
    .await;
    assert_eq!(code(&d), 0, "{d}");
    id
}

both_stores!(
    an_entry_is_public_only_once_a_moderator_accepts_it,
    |store| {
        let app = app(store).await;
        add(&app, "photo-mod", Role::Moderator, None).await;
        let m = sign_in(&app, "photo-mod").await;
        let author = token_for(&app, "oPhotoAuthor").await;
        let other = token_for(&app, "oPhotoOther").await;
        photo(&app, "m-photo-1", &uid(&app, &author).await).await;

        // The contest is listed, running, with its rules.
        let list = call(&app, Method::GET, "/ver3/api/v3/photo-contests", None, None).await;
        assert!(
            list["data"]["list"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["id"] == CONTEST && c["status"] == "running"),
            "{list}"
        );
        let c = call(&app, Method::GET, BASE, Some(&author), None).await;
        assert_eq!(code(&c), 0, "{c}");
        assert_eq!(c["data"]["entriesLeft"], 3);
        assert_eq!(c["data"]["winners"], json!([]));

        let e = enter(&app, &author, entry("m-photo-1", "西湖晨雾")).await;
        assert_eq!(code(&e), 0, "{e}");
        assert_eq!(e["data"]["status"], "submitted");
        assert_eq!(e["data"]["mine"], true);
        assert_eq!(e["data"]["photo"]["url"], "/ver3/api/v3/media/m-photo-1");
        assert_eq!(e["data"]["place"]["id"], WEST_LAKE);
        let id = e["data"]["id"].as_i64().unwrap();
        // The same photo again (a repeated tap) is the same entry.
        let again = enter(&app, &author, entry("m-photo-1", "西湖晨雾")).await;
        assert_eq!(again["data"]["id"], id);
        assert_eq!(rows(&app, "photo_entries").await, 1);

        // Nobody else sees it, votes for it, or finds it; its author sees it with its state.
        assert!(!ids(&gallery(&app, "", None).await).contains(&id));
        assert!(!ids(&gallery(&app, "", Some(&other)).await).contains(&id));
        let b = call(
            &app,
            Method::GET,
            &format!("{ENTRIES}/{id}"),
            Some(&other),
            None,
        )
        .await;
        assert_eq!(code(&b), 40400, "{b}");
        assert_eq!(code(&vote(&app, &other, id).await), 40400);
        let theirs = call(
            &app,
            Method::GET,
            &format!("{BASE}/entries/mine"),
            Some(&other),
            None,
        )
        .await;
        assert!(ids(&theirs).is_empty(), "{theirs}");
        let mine = call(
            &app,
            Method::GET,
            &format!("{BASE}/entries/mine"),
            Some(&author),
            None,
        )
        .await;
        assert_eq!(ids(&mine), vec![id]);
        assert_eq!(mine["data"]["list"][0]["status"], "submitted");

        // In the console's queue as `contest`; accepted once (audited), not twice.
        let q = get(&app, &m, "/moderation?kind=contest").await;
        assert_eq!(code(&q), 0, "{q}");
        let item = q["data"]["list"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["id"] == id)
            .cloned()
            .expect("the entry waits in the queue");
        assert_eq!(item["kind"], "contest");
        assert_eq!(item["targetId"], CONTEST);
        assert_eq!(item["targetName"], "西湖晨雾");
        assert_eq!(item["photos"][0]["id"], "m-photo-1");
        assert!(item["text"].as_str().unwrap().contains("西湖"), "{item}");
        assert!(q["data"]["counts"]["contest"].as_u64().unwrap() >= 1);
        let path = format!("/moderation/contest/{id}/accept");
        let d = write(&app, &m, Method::POST, &path, json!({})).await;
        assert_eq!(code(&d), 0, "{d}");
        assert_eq!(d["data"]["status"], "accepted");
        let twice = write(&app, &m, Method::POST, &path, json!({})).await;
        assert_eq!(code(&twice), 40900, "{twice}");
        let audited: i64 = with_db!(&app.db, pool => sqlx::query_scalar(
        "SELECT COUNT(*) FROM audit_log WHERE action = 'photo_entry.accept' AND target_id = $1")
        .bind(id.to_string()).fetch_one(pool).await)
        .expect("audit");
        assert_eq!(audited, 1);

        // Now everyone sees it, in both orders.
        assert!(ids(&gallery(&app, "", None).await).contains(&id));
        assert!(ids(&gallery(&app, "?sort=votes", Some(&other)).await).contains(&id));
        let b = call(&app, Method::GET, &format!("{ENTRIES}/{id}"), None, None).await;
        assert_eq!(code(&b), 0, "{b}");
        assert_eq!(b["data"]["mine"], false);
        assert_eq!(b["data"]["votes"], 0);
    }
);

both_stores!(
    a_rejected_entry_shows_its_reason_to_its_author_only,
    |store| {
        let app = app(store).await;
        add(&app, "photo-mod2", Role::Moderator, None).await;
        let m = sign_in(&app, "photo-mod2").await;
        let author = token_for(&app, "oPhotoRejected").await;
        photo(&app, "m-photo-rej", &uid(&app, &author).await).await;
        let e = enter(&app, &author, entry("m-photo-rej", "模糊的一张")).await;
        let id = e["data"]["id"].as_i64().unwrap();
        let d = write(
            &app,
            &m,
            Method::POST,
            &format!("/moderation/contest/{id}/reject"),
            json!({"reason": "照片与主题无关"}),
        )
        .await;
        assert_eq!(code(&d), 0, "{d}");
        let mine = call(
            &app,
            Method::GET,
            &format!("{BASE}/entries/mine"),
            Some(&author),
            None,
        )
        .await;
        assert_eq!(mine["data"]["list"][0]["status"], "rejected");
        assert_eq!(mine["data"]["list"][0]["rejectReason"], "照片与主题无关");
        assert!(!ids(&gallery(&app, "", None).await).contains(&id));
        let b = call(&app, Method::GET, &format!("{ENTRIES}/{id}"), None, None).await;
        assert_eq!(code(&b), 40400, "{b}");
    }
);

both_stores!(one_vote_per_visitor_per_entry_per_day, |store| {
    let app = app(store).await;
    add(&app, "photo-mod3", Role::Moderator, None).await;
    let m = sign_in(&app, "photo-mod3").await;
    let id = accepted(&app, &m, "oPhotoVoted", "m-photo-v").await;
    let voter = token_for(&app, "oPhotoVoter").await;

    // Voting needs sign-in.
    let anon = call(
        &app,
        Method::POST,
        &format!("{ENTRIES}/{id}/votes"),
        None,
        None,
    )
    .await;
    assert_eq!(code(&anon), 40003, "{anon}");

    let first = vote(&app, &voter, id).await;
    assert_eq!(code(&first), 0, "{first}");
    assert_eq!(first["data"]["votes"], 1);
    let second = vote(&app, &voter, id).await;
    assert_eq!(code(&second), 40900, "{second}");
    assert!(
        second["msg"].as_str().unwrap().contains("今天已经"),
        "{second}"
    );
    let b = call(
        &app,
        Method::GET,
        &format!("{ENTRIES}/{id}"),
        Some(&voter),
        None,
    )
    .await;
    assert_eq!(b["data"]["votes"], 1);
    assert_eq!(b["data"]["votedToday"], true);

    // Yesterday's vote does not hold back today's: the key is the Shanghai day.
    with_db!(&app.db, pool => sqlx::query("UPDATE photo_votes SET day = '2000-01-01'")
        .execute(pool).await.map(|_| ()))
    .expect("yesterday");
    let today = vote(&app, &voter, id).await;
    assert_eq!(code(&today), 0, "{today}");
    assert_eq!(today["data"]["votes"], 2);

    // Twenty votes at once from one new visitor count one.
    let burst = token_for(&app, "oPhotoBurst").await;
    let answers = join_all((0..20).map(|_| vote(&app, &burst, id))).await;
    let counted = answers.iter().filter(|a| code(a) == 0).count();
    let refused = answers.iter().filter(|a| code(a) == 40900).count();
    assert_eq!((counted, refused), (1, 19), "{answers:?}");
    let b = call(&app, Method::GET, &format!("{ENTRIES}/{id}"), None, None).await;
    assert_eq!(b["data"]["votes"], 3);
    assert_eq!(rows(&app, "photo_votes").await, 3);

    // Not for one's own entry; not for an unknown one.
    let own = token_for(&app, "oPhotoVoted").await;
    assert_eq!(code(&vote(&app, &own, id).await), 40300);
    assert_eq!(code(&vote(&app, &voter, 987_654).await), 40400);
    let bad = vote(&app, &voter, 0).await;
    assert_eq!(
        (code(&bad), bad["data"]["field"].as_str()),
        (40000, Some("id"))
    );
});

both_stores!(outside_the_window_nothing_is_entered_or_voted, |store| {
    let app = app(store).await;
    add(&app, "photo-mod4", Role::Moderator, None).await;
    let m = sign_in(&app, "photo-mod4").await;
    let id = accepted(&app, &m, "oPhotoWin1", "m-photo-w1").await;
    let late = token_for(&app, "oPhotoLate").await;
    photo(&app, "m-photo-late", &uid(&app, &late).await).await;

    window(&app, 60_000, 120_000).await;
    let e = enter(&app, &late, entry("m-photo-late", "晚到的一张")).await;
    assert_eq!(code(&e), 40300, "{e}");
    assert_eq!(code(&vote(&app, &late, id).await), 40300);

    window(&app, -120_000, -60_000).await;
    let e = enter(&app, &late, entry("m-photo-late", "晚到的一张")).await;
    assert_eq!(code(&e), 40300, "{e}");
    let v = vote(&app, &late, id).await;
    assert_eq!(code(&v), 40300, "{v}");
    assert!(v["msg"].as_str().unwrap().contains("结束"), "{v}");
    assert_eq!(rows(&app, "photo_entries").await, 1);
    assert_eq!(rows(&app, "photo_votes").await, 0);
});

both_stores!(the_most_voted_win_once_the_contest_has_ended, |store| {
    let app = app(store).await;
    add(&app, "photo-mod5", Role::Moderator, None).await;
    let m = sign_in(&app, "photo-mod5").await;
    // Four entries in this order; votes 1, 2, 2, 0.
    let a = accepted(&app, &m, "oPhotoA", "m-photo-a").await;
    let b = accepted(&app, &m, "oPhotoB", "m-photo-b").await;
    let c = accepted(&app, &m, "oPhotoC", "m-photo-c").await;
    let d = accepted(&app, &m, "oPhotoD", "m-photo-d").await;
    let v1 = token_for(&app, "oPhotoV1").await;
    let v2 = token_for(&app, "oPhotoV2").await;
    for (t, e) in [(&v1, a), (&v1, b), (&v2, b), (&v1, c), (&v2, c)] {
        assert_eq!(code(&vote(&app, t, e).await), 0);
    }
    let running = call(&app, Method::GET, BASE, None, None).await;
    assert_eq!(running["data"]["winners"], json!([]));
    assert_eq!(running["data"]["entries"], 4);
    let by_votes = gallery(&app, "?sort=votes", None).await;
    assert_eq!(ids(&by_votes), vec![b, c, a, d]);

    window(&app, -120_000, -60_000).await;
    let ended = call(&app, Method::GET, BASE, None, None).await;
    assert_eq!(ended["data"]["status"], "ended");
    let winners: Vec<i64> = ended["data"]["winners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|w| w["id"].as_i64().unwrap())
        .collect();
    // Ties go to the earlier entry; an entry nobody voted for wins nothing.
    assert_eq!(winners, vec![b, c, a]);
    assert!(!winners.contains(&d));
});

both_stores!(bad_entries_are_refused_naming_the_field, |store| {
    let app = app(store).await;
    let author = token_for(&app, "oPhotoBad").await;
    let other = token_for(&app, "oPhotoThief").await;
    photo(&app, "m-photo-bad", &uid(&app, &author).await).await;
    for (body, field) in [
        (json!({"mediaId": "m-photo-bad", "title": "   "}), "title"),
        (
            json!({"mediaId": "m-photo-bad", "title": "长".repeat(31)}),
            "title",
        ),
        (
            json!({"mediaId": "m-photo-bad", "title": "好", "caption": "长".repeat(301)}),
            "caption",
        ),
        (json!({"mediaId": "", "title": "好"}), "mediaId"),
        (json!({"title": "好"}), "mediaId"),
        (
            json!({"mediaId": "m-photo-bad", "title": "好", "placeId": ""}),
            "placeId",
        ),
    ] {
        let b = enter(&app, &author, body.clone()).await;
        assert_eq!(code(&b), 40000, "{body} → {b}");
        assert_eq!(b["data"]["field"], field, "{body} → {b}");
    }
    // Someone else's photo, an unknown place, an unknown contest: 40400.
    let b = enter(&app, &other, entry("m-photo-bad", "不是我的")).await;
    assert_eq!(code(&b), 40400, "{b}");
    let b = enter(
        &app,
        &author,
        json!({"mediaId": "m-photo-bad", "title": "好", "placeId": "scenic-nowhere"}),
    )
    .await;
    assert_eq!(code(&b), 40400, "{b}");
    let b = call(
        &app,
        Method::POST,
        "/ver3/api/v3/photo-contests/no-such-contest/entries",
        Some(&author),
        Some(entry("m-photo-bad", "好")),
    )
    .await;
    assert_eq!(code(&b), 40400, "{b}");
    // A campaign that is not a photo contest is not one.
    let b = call(
        &app,
        Method::GET,
        "/ver3/api/v3/photo-contests/sample-quiz",
        None,
        None,
    )
    .await;
    assert_eq!(code(&b), 40400, "{b}");
    let b = call(
        &app,
        Method::GET,
        "/ver3/api/v3/photo-contests/Bad_Id",
        None,
        None,
    )
    .await;
    assert_eq!((code(&b), b["data"]["field"].as_str()), (40000, Some("id")));
    let b = call(
        &app,
        Method::GET,
        &format!("{BASE}/entries?sort=likes"),
        None,
        None,
    )
    .await;
    assert_eq!(
        (code(&b), b["data"]["field"].as_str()),
        (40000, Some("sort"))
    );
    assert_eq!(rows(&app, "photo_entries").await, 0);
});

both_stores!(a_visitor_has_at_most_three_live_entries, |store| {
    let app = app(store).await;
    add(&app, "photo-mod6", Role::Moderator, None).await;
    let m = sign_in(&app, "photo-mod6").await;
    let author = token_for(&app, "oPhotoMany").await;
    let me = uid(&app, &author).await;
    for i in 0..6 {
        photo(&app, &format!("m-photo-many-{i}"), &me).await;
    }
    // Five different photos at once: three are entered, two refused.
    let answers = join_all((0..5).map(|i| {
        enter(
            &app,
            &author,
            entry(&format!("m-photo-many-{i}"), "一组秋色"),
        )
    }))
    .await;
    let made: Vec<i64> = answers
        .iter()
        .filter(|a| code(a) == 0)
        .map(|a| a["data"]["id"].as_i64().unwrap())
        .collect();
    assert_eq!(made.len(), 3, "{answers:?}");
    assert_eq!(answers.iter().filter(|a| code(a) == 40900).count(), 2);
    let c = call(&app, Method::GET, BASE, Some(&author), None).await;
    assert_eq!(c["data"]["entriesLeft"], 0);
    // A rejected entry frees its place.
    let d = write(
        &app,
        &m,
        Method::POST,
        &format!("/moderation/contest/{}/reject", made[0]),
        json!({"reason": "重复"}),
    )
    .await;
    assert_eq!(code(&d), 0, "{d}");
    let e = enter(&app, &author, entry("m-photo-many-5", "一组秋色")).await;
    assert_eq!(code(&e), 0, "{e}");
    assert_eq!(rows(&app, "photo_entries").await, 4);
});

both_stores!(an_account_deleted_takes_its_entries_with_it, |store| {
    let app = app(store).await;
    add(&app, "photo-mod7", Role::Moderator, None).await;
    let m = sign_in(&app, "photo-mod7").await;
    let id = accepted(&app, &m, "oPhotoGone", "m-photo-gone").await;
    let voter = token_for(&app, "oPhotoStays").await;
    assert_eq!(code(&vote(&app, &voter, id).await), 0);
    let author = token_for(&app, "oPhotoGone").await;
    let b = call(
        &app,
        Method::DELETE,
        "/ver3/api/v3/me",
        Some(&author),
        Some(json!({"confirm": "DELETE"})),
    )
    .await;
    assert_eq!(code(&b), 0, "{b}");
    assert!(!ids(&gallery(&app, "", None).await).contains(&id));
    let b = call(&app, Method::GET, &format!("{ENTRIES}/{id}"), None, None).await;
    assert_eq!(code(&b), 40400, "{b}");
    assert_eq!(rows(&app, "photo_entries").await, 0);
    assert_eq!(rows(&app, "photo_votes").await, 0);
});

both_stores!(
    a_caption_with_a_sensitive_word_waits_as_a_review_would,
    |store| {
        let app = app(store).await;
        let author = token_for(&app, "oPhotoWords").await;
        let reader = token_for(&app, "oPhotoWordsReader").await;
        let author_uid = uid(&app, &author).await;
        photo(&app, "m-words-1", &author_uid).await;
        photo(&app, "m-words-2", &author_uid).await;
        // Full-width letters do not slip past, as with a review's text.
        let mut held = entry("m-words-1", "西湖晨雾");
        held["caption"] = json!("断桥边的早晨，进ＱＱ群 看原图");
        let held = enter(&app, &author, held).await;
        // Accepted like a review (code 0, waiting, seen by its author), not refused.
        assert_eq!(code(&held), 0, "{held}");
        assert_eq!(held["data"]["status"], "submitted", "{held}");
        let held = held["data"]["id"].as_i64().expect("id");
        let clean = enter(&app, &author, entry("m-words-2", "断桥残雪")).await;
        let clean = clean["data"]["id"].as_i64().expect("id");

        assert!(!ids(&gallery(&app, "", Some(&reader)).await).contains(&held));
        // The moderator is told why it waits: the word, where a clean entry is just new.
        let waiting = youzhe_photocontest::moderation::pending(&app.db, 10)
            .await
            .expect("pending");
        let why = |id: i64| {
            waiting
                .iter()
                .find(|e| e.id == id)
                .map(|e| e.reason.clone())
        };
        assert_eq!(why(held).as_deref(), Some("sensitive_word"));
        assert_eq!(why(clean).as_deref(), Some("new"));
    }
);
