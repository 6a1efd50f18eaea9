//! What the visitor did in the campaigns and the county sub-sites is theirs too: their photo
//! contest entries and votes, travel notes and likes, and stamps are in their export (and
//! nobody else's), and go with the account, leaving what others wrote standing.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::{testing::Store, with_db};
use youzhe_operators::Role;

use super::{EXPORT, delete_me, photo};
use crate::{
    helpers::{TestApp, call, spawn_app_with},
    identity::{get_with, token_for},
    operators::{Session, add, sign_in, write},
};

const CONTEST: &str = "/ver3/api/v3/photo-contests/sample-photo-journey/entries";
const NOTES: &str = "/ver3/api/v3/notes";
/// 前童古镇 of the Ninghai stamp card, and about 150 m north of it.
const QIANTONG: (&str, f64, f64) = ("scenic-nb-qiantong", 29.284 + 0.00135, 121.365);

async fn app(store: Store) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    spawn_app_with(
        store,
        &[
            ("YOUZHE_CONTENT_DIR", dir.as_str()),
            ("YOUZHE_RATE_PHOTO_ENTRIES", "off"),
            ("YOUZHE_RATE_PHOTO_VOTES", "off"),
            ("YOUZHE_RATE_NOTES", "off"),
            ("YOUZHE_RATE_STAMPS", "off"),
            ("YOUZHE_RATE_CAMPAIGNS", "off"),
        ],
    )
    .await
}

fn ok(b: Value) -> Value {
    assert_eq!(b["code"], 0, "{b}");
    b["data"].clone()
}

/// Enters a freshly uploaded photo in the sample contest: the entry's id and the photo's.
async fn enter(app: &TestApp, token: &str, title: &str) -> (i64, String) {
    let media = photo(app, token).await;
    let body = json!({"mediaId": media, "title": title, "caption": "湖面起了雾。",
                      "placeId": "scenic-hz-xihu"});
    let d = ok(call(app, Method::POST, CONTEST, Some(token), Some(body)).await);
    (d["id"].as_i64().expect("entry id"), media)
}

async fn note(app: &TestApp, token: &str, title: &str) -> i64 {
    let body = json!({"countyCode": "331123", "title": title,
                      "text": "金矿里走了一圈，汤显祖纪念馆也很好。",
                      "mediaIds": [], "placeIds": ["scenic-ls-suichang-jinkuang"]});
    ok(call(app, Method::POST, NOTES, Some(token), Some(body)).await)["id"]
        .as_i64()
        .expect("note id")
}

async fn accept(app: &TestApp, m: &Session, kind: &str, id: i64) {
    let path = format!("/moderation/{kind}/{id}/accept");
    ok(write(app, m, Method::POST, &path, json!({})).await);
}

async fn count(app: &TestApp, sql: &'static str, id: i64) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).bind(id).fetch_one(pool).await)
        .expect("count")
}

crate::both_stores!(
    entries_votes_notes_likes_and_stamps_are_exported_then_deleted,
    |store| {
        let app = app(store).await;
        add(&app, "mydata-mod", Role::Moderator, None).await;
        let m = sign_in(&app, "mydata-mod").await;
        let t = token_for(&app, "oMyDataActive").await;
        let other = token_for(&app, "oMyDataNeighbour").await;

        // The neighbour's entry and note are accepted; this visitor votes for and likes them.
        let (theirs, _) = enter(&app, &other, "邻居的断桥").await;
        accept(&app, &m, "contest", theirs).await;
        let their_note = note(&app, &other, "邻居的遂昌游记").await;
        accept(&app, &m, "note", their_note).await;
        ok(call(
            &app,
            Method::POST,
            &format!("/ver3/api/v3/photo-entries/{theirs}/votes"),
            Some(&t),
            None,
        )
        .await);
        ok(call(
            &app,
            Method::POST,
            &format!("{NOTES}/{their_note}/like"),
            Some(&t),
            Some(json!({"liked": true})),
        )
        .await);
        // This visitor's own entry and note still wait for a moderator.
        let (mine, media) = enter(&app, &t, "西湖晨雾").await;
        let my_note = note(&app, &t, "金矿一日").await;
        let (place, lat, lng) = QIANTONG;
        let stamp = ok(call(
            &app,
            Method::POST,
            "/ver3/api/v3/stamps/sample-stamps-ninghai/checkins",
            Some(&t),
            Some(json!({"placeId": place, "lat": lat, "lng": lng, "key": "k1"})),
        )
        .await);
        assert_eq!(stamp["outcome"], "stamped", "{stamp}");

        let d = ok(get_with(&app, EXPORT, Some(&t)).await);
        let entries = d["photo_entries"].as_array().expect("photo_entries");
        assert_eq!(entries.len(), 1, "{d}");
        assert_eq!(entries[0]["id"], mine);
        assert_eq!(entries[0]["campaign_id"], "sample-photo-journey");
        assert_eq!(entries[0]["title"], "西湖晨雾");
        assert_eq!(entries[0]["caption"], "湖面起了雾。");
        assert_eq!(entries[0]["place_id"], "scenic-hz-xihu");
        assert_eq!(entries[0]["media_id"], media.as_str());
        assert_eq!(entries[0]["status"], "submitted");
        assert_eq!(entries[0]["votes"], 0);
        let votes = d["photo_votes"].as_array().expect("photo_votes");
        assert_eq!(votes.len(), 1, "{d}");
        assert_eq!(votes[0]["entry_id"], theirs);
        assert_eq!(votes[0]["day"].as_str().map(str::len), Some(10), "{d}");
        let notes = d["travel_notes"].as_array().expect("travel_notes");
        assert_eq!(notes.len(), 1, "{d}");
        assert_eq!(notes[0]["id"], my_note);
        assert_eq!(notes[0]["title"], "金矿一日");
        assert_eq!(notes[0]["status"], "pending");
        assert_eq!(notes[0]["place_ids"], "scenic-ls-suichang-jinkuang");
        assert_eq!(d["note_likes"][0]["note_id"], their_note, "{d}");
        assert_eq!(d["note_likes"].as_array().map(Vec::len), Some(1));
        let stamps = d["stamps"].as_array().expect("stamps");
        assert_eq!(stamps.len(), 1, "{d}");
        assert_eq!(stamps[0]["place_id"], place);
        assert_eq!(stamps[0]["distance_m"], stamp["distanceM"]);
        // Nothing of the neighbour's writing is in this visitor's export.
        assert!(!d.to_string().contains("邻居"), "{d}");
        // Nor is anything of this visitor's in the neighbour's.
        let n = ok(get_with(&app, EXPORT, Some(&other)).await);
        assert_eq!(n["photo_entries"][0]["id"], theirs, "{n}");
        assert_eq!(n["photo_entries"][0]["votes"], 1, "{n}");
        assert_eq!(n["photo_votes"], json!([]));
        assert_eq!(n["note_likes"], json!([]));
        assert_eq!(n["stamps"], json!([]));
        assert!(!n.to_string().contains("金矿一日"), "{n}");

        assert_eq!(
            delete_me(&app, Some(&t), json!({"confirm": "DELETE"})).await["code"],
            0
        );
        let gone = (
            count(
                &app,
                "SELECT COUNT(*) FROM photo_entries WHERE id = $1",
                mine,
            )
            .await,
            count(
                &app,
                "SELECT COUNT(*) FROM travel_notes WHERE id = $1",
                my_note,
            )
            .await,
            count(&app, "SELECT COUNT(*) FROM stamps WHERE id > $1", 0).await,
        );
        assert_eq!(gone, (0, 0, 0));
        // The neighbour's entry and note stand, with the vote and the like they received.
        let n = ok(get_with(&app, EXPORT, Some(&other)).await);
        assert_eq!(n["photo_entries"][0]["votes"], 1, "{n}");
        let b = ok(call(
            &app,
            Method::GET,
            &format!("{NOTES}/{their_note}"),
            None,
            None,
        )
        .await);
        assert_eq!(b["likes"], 1, "{b}");
    }
);
