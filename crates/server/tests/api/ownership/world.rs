//! The world every case runs in (one app per store): visitor A with a row in every area,
//! visitor B with nothing of A's, operators of every role (西湖区's editor owns a draft and
//! a notice), and the runner that attacks one case.

use base64::{
    Engine,
    engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD},
};
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use reqwest::Method;
use serde_json::{Value, json};
use youzhe_core::{
    Db,
    testing::Store,
    time::{now_ms, rfc3339_shanghai},
    with_db,
};
use youzhe_operators::Role;

use super::{Actor, Case, Check, fingerprint};
use crate::{
    helpers::{TestApp, spawn_app_with},
    identity::{claims_of, kid_of, login, token_for},
    operators::{ADMIN, SHANGCHENG, Session, XIHU, add, sign_in},
};

const KEY: [u8; 32] = [29; 32];

/// A's distinctive strings: none may appear in an answer to anyone else.
pub const A_PHONE: &str = "13957701234";
pub const A_NAME: &str = "欧阳甲乙";
pub const A_ADDRESS: &str = "西湖区甲乙路七号三单元";
pub const A_REVIEW: &str = "甲写的待审点评只给自己看";
pub const A_NOTE: &str = "甲的游记草稿标题";
pub const A_CORRECTION: &str = "甲报告门口的台阶改了";
/// A's prize code as stored, and as a page shows it.
pub const A_CODE: &str = "HJKMNPQRST";
pub const A_CODE_SHOWN: &str = "HJKMN-PQRST";
pub const A_ENTRY: &str = "甲的秋色参赛作品";
/// The shipped place in 西湖区 whose draft 西湖区's editor owns.
pub const XIHU_PLACE: &str = "scenic-hz-xihu";
/// A shipped camping event (in 湖州, outside 杭州's city editor's scope).
pub const EVENT: &str = "sample-camping-anji-stars";
/// A shipped lucky-draw campaign.
pub const CAMPAIGN: &str = "sample-lucky-draw";

pub struct World {
    pub app: TestApp,
    pub a_uid: String,
    pub a_token: String,
    pub b_token: String,
    pub expired_token: String,
    pub garbled_token: String,
    /// Username → session, for every operator.
    pub sessions: Vec<(&'static str, Session)>,
    /// A session that has signed out.
    pub signed_out: Session,
    pub review_id: i64,
    pub note_id: i64,
    pub correction_id: i64,
    pub win_id: i64,
    pub entry_id: i64,
    pub contest_id: String,
    pub quiz_id: String,
    pub round_id: String,
    pub game_session: String,
    pub qixi_code: String,
    pub media_id: String,
    pub signup_id: i64,
    pub prize_id: String,
    pub notice_id: String,
    pub draft_version: i64,
    pub a_strings: Vec<String>,
}

impl World {
    pub async fn build(store: Store) -> World {
        let dir = youzhe_content::fixture::shipped_dir();
        let dir = dir.to_string_lossy().into_owned();
        let key = STANDARD.encode(KEY);
        let app = spawn_app_with(
            store,
            &[("YOUZHE_CONTENT_DIR", &dir), ("YOUZHE_TOKEN_KEY", &key)],
        )
        .await;
        let a = login(&app, json!({"openid": "oOwnershipA"})).await;
        let a_uid = a["data"]["uid"].as_str().expect("uid").to_string();
        let a_token = a["data"]["ID_token"].as_str().expect("token").to_string();
        let b_token = token_for(&app, "oOwnershipB").await;

        // An expired token, signed with the server's own key: only its time is wrong.
        let now = now_ms() / 1000;
        let mut claims = claims_of(&b_token);
        claims["iat"] = json!(now - 7300);
        claims["exp"] = json!(now - 100);
        let mut h = Header::new(Algorithm::HS256);
        h.kid = Some(kid_of(&b_token));
        let expired_token =
            jsonwebtoken::encode(&h, &claims, &EncodingKey::from_secret(&KEY)).unwrap();
        // B's real token with its payload swapped for A's: the signature no longer fits.
        let mut parts: Vec<String> = b_token.split('.').map(str::to_string).collect();
        parts[1] = URL_SAFE_NO_PAD.encode(claims_of(&a_token).to_string());
        let garbled_token = parts.join(".");

        add(&app, "admin", Role::ProvinceAdmin, None).await;
        add(&app, "ed-xihu", Role::CountyEditor, Some(XIHU)).await;
        add(&app, "ed-sc", Role::CountyEditor, Some(SHANGCHENG)).await;
        add(&app, "city-hz", Role::CityEditor, None).await;
        add(&app, "mod", Role::Moderator, None).await;
        add(&app, "analyst", Role::Analyst, None).await;
        add(&app, "leaver", Role::ProvinceAdmin, None).await;
        let mut sessions = Vec::new();
        for who in ["admin", "ed-xihu", "ed-sc", "city-hz", "mod", "analyst"] {
            sessions.push((who, sign_in(&app, who).await));
        }
        let signed_out = sign_in(&app, "leaver").await;
        let r = op_call(
            &app,
            &signed_out,
            Method::DELETE,
            "/ver3/api/admin/v1/session",
            None,
        )
        .await;
        assert_eq!(r["code"], 0, "{r}");

        let mut w = World {
            app,
            a_uid,
            a_token,
            b_token,
            expired_token,
            garbled_token,
            sessions,
            signed_out,
            review_id: 0,
            note_id: 0,
            correction_id: 0,
            win_id: 0,
            entry_id: 0,
            contest_id: String::new(),
            quiz_id: "quizofa0000000000001".into(),
            round_id: "roundofa000000000001".into(),
            game_session: String::new(),
            qixi_code: "QXAB234567".into(),
            media_id: "media-of-a".into(),
            signup_id: 0,
            prize_id: String::new(),
            notice_id: String::new(),
            draft_version: 0,
            a_strings: Vec::new(),
        };
        w.seed_visitor_a().await;
        w.seed_operator_x().await;
        w.a_strings = [
            w.a_uid.as_str(),
            A_PHONE,
            "1395770",
            A_NAME,
            A_ADDRESS,
            A_REVIEW,
            A_NOTE,
            A_CORRECTION,
            A_CODE,
            A_CODE_SHOWN,
            A_ENTRY,
            // 西湖区's editor's draft of the place: not for another county's editor.
            "西湖区编辑的草稿",
            "oOwnershipA",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        w
    }

    pub fn session(&self, who: &str) -> &Session {
        &self
            .sessions
            .iter()
            .find(|(n, _)| *n == who)
            .unwrap_or_else(|| panic!("no operator {who}"))
            .1
    }

    /// A's rows in every area, written as the areas write them (the statements follow the
    /// schemas of both stores), with A's distinctive strings in every text.
    async fn seed_visitor_a(&mut self) {
        let db = &self.app.db.clone();
        let u = self.a_uid.clone();
        let (c, prize): (String, String) = with_db!(db, p => sqlx::query_as(
            "SELECT campaign_id, id FROM campaign_prizes WHERE campaign_id = $1 ORDER BY id LIMIT 1")
            .bind(CAMPAIGN).fetch_one(p).await)
        .expect("a shipped campaign with a prize");
        self.prize_id = prize.clone();
        self.contest_id = with_db!(db, p => sqlx::query_scalar(
            "SELECT campaign_id FROM photo_contests ORDER BY campaign_id LIMIT 1").fetch_one(p).await)
        .expect("a shipped photo contest");
        let contest = self.contest_id.clone();
        let t = |s: &str| Arg::Text(s.to_string());
        let rows: Vec<(&'static str, Vec<Arg>)> = vec![
            ("UPDATE visitors SET phone = $1 WHERE uid = $2", vec![t(A_PHONE), t(&u)]),
            (
                "INSERT INTO media (id, owner, content_type, width, height, bytes, object_key, thumb_key, created_ms)
                     VALUES ($1, $2, 'image/jpeg', 1, 1, 1, 'o-of-a', 't-of-a', 1)",
                vec![t(&self.media_id), t(&u)],
            ),
            (
                "INSERT INTO reviews (target_kind, target_id, author, rating, body, status, created_ms, decided_ms)
                     VALUES ('place', 'scenic-hz-xihu', $1, 4, $2, 'pending', 1, 1)",
                vec![t(&u), t(A_REVIEW)],
            ),
            (
                "INSERT INTO corrections (reporter, target_kind, target_id, kind, body, phone, media_ids, status, created_ms)
                     VALUES ($1, 'place', 'scenic-hz-xihu', 'closed', $2, $3, '', 'received', 1)",
                vec![t(&u), t(A_CORRECTION), t(A_PHONE)],
            ),
            (
                "INSERT INTO campaign_wins (campaign_id, prize_id, user_id, code, points_spent, state, won_ms, expires_ms)
                     VALUES ($1, $2, $3, $4, 0, 'address_given', 1, $5)",
                vec![t(&c), t(&prize), t(&u), t(A_CODE), Arg::Int(now_ms() + 86_400_000 * 30)],
            ),
            (
                "INSERT INTO campaign_addresses (win_id, name, mobile, address, at_ms)
                     SELECT id, $1, $2, $3, 1 FROM campaign_wins WHERE code = $4",
                vec![t(A_NAME), t(A_PHONE), t(A_ADDRESS), t(A_CODE)],
            ),
            (
                "INSERT INTO photo_entries (campaign_id, author, media_id, title, slot, status, created_ms, decided_ms)
                     VALUES ($1, $2, $3, $4, 1, 'submitted', 1, 1)",
                vec![t(&contest), t(&u), t(&self.media_id), t(A_ENTRY)],
            ),
            (
                "INSERT INTO travel_notes (county_code, author, title, body, status, created_ms, decided_ms)
                     VALUES ('331123', $1, $2, $3, 'pending', 1, 1)",
                vec![t(&u), t(A_NOTE), t(A_ADDRESS)],
            ),
            (
                "INSERT INTO quiz_attempts (id, user_id, campaign_id, questions, pass_score, started_ms, deadline_ms)
                     VALUES ($1, $2, 'sample-quiz', '[]', 60, $3, $4)",
                vec![t(&self.quiz_id), t(&u), Arg::Int(now_ms()), Arg::Int(now_ms() + 3_600_000)],
            ),
            (
                "INSERT INTO qixi_invitations (code, inviter_id, campaign_id, inviter_answers, created_ms, expires_ms, partner_id)
                     VALUES ($1, $2, 'sample-qixi', '[0]', $3, $4, 'partner-of-a')",
                vec![t(&self.qixi_code), t(&u), Arg::Int(now_ms()), Arg::Int(now_ms() + 86_400_000)],
            ),
            (
                "INSERT INTO found_rounds (id, user_id, scene_id, started_ms, deadline_ms) VALUES ($1, $2, 'xihu', $3, $4)",
                vec![t(&self.round_id), t(&u), Arg::Int(now_ms()), Arg::Int(now_ms() + 3_600_000)],
            ),
            (
                "INSERT INTO favourites (user_id, kind, item_id, at_ms) VALUES ($1, 'place', 'scenic-hz-xihu', 1)",
                vec![t(&u)],
            ),
        ];
        for (sql, args) in &rows {
            exec(db, sql, args).await;
        }
        self.review_id = id_of(db, "SELECT id FROM reviews WHERE body = $1", A_REVIEW).await;
        self.note_id = id_of(db, "SELECT id FROM travel_notes WHERE title = $1", A_NOTE).await;
        self.correction_id = id_of(
            db,
            "SELECT id FROM corrections WHERE body = $1",
            A_CORRECTION,
        )
        .await;
        self.win_id = id_of(db, "SELECT id FROM campaign_wins WHERE code = $1", A_CODE).await;
        self.entry_id = id_of(db, "SELECT id FROM photo_entries WHERE title = $1", A_ENTRY).await;

        // A opens a round of the game the way the page does (the session is signed).
        let r = send(
            &self.app,
            Method::POST,
            "/ver3/api/v3/games/wukong/sessions",
            Auth::Bearer(&self.a_token),
            None,
        )
        .await;
        assert_eq!(r["code"], 0, "{r}");
        self.game_session = r["data"]["session"].as_str().expect("session").to_string();

        // A signs up for a camping event the way the page does.
        let r = send(
            &self.app,
            Method::POST,
            &format!("/ver3/api/v3/camping/events/{EVENT}/signup"),
            Auth::Bearer(&self.a_token),
            Some(json!({"key": "own-a-1", "party": 2, "phone": A_PHONE})),
        )
        .await;
        assert_eq!(r["code"], 0, "{r}");
        self.signup_id = id_of(
            db,
            "SELECT id FROM camping_signups WHERE user_id = $1",
            &self.a_uid,
        )
        .await;
    }

    /// What 西湖区's editor owns: a submitted draft of a 西湖区 place and a live notice.
    async fn seed_operator_x(&mut self) {
        let xihu = &sign_in(&self.app, "ed-xihu").await;
        let path = format!("{ADMIN}/content/places/{XIHU_PLACE}");
        let published = op_call(&self.app, xihu, Method::GET, &path, None).await;
        assert_eq!(published["code"], 0, "{published}");
        let mut body = published["data"]["published"].clone();
        body["name"]["zh"] = json!("西湖（西湖区编辑的草稿）");
        let r = op_call(
            &self.app,
            xihu,
            Method::PUT,
            &format!("{path}/draft"),
            Some(json!({ "body": body })),
        )
        .await;
        assert_eq!(r["code"], 0, "{r}");
        let version = r["data"]["version"].as_i64().expect("version");
        let tomorrow = rfc3339_shanghai(now_ms() + 86_400_000);
        // A notice about 西湖区, published at once by 杭州's editor.
        let city = &sign_in(&self.app, "city-hz").await;
        let r = op_call(
            &self.app,
            city,
            Method::POST,
            &format!("{ADMIN}/live/notice"),
            Some(json!({"city_id": 1201, "county_code": XIHU, "text": "断桥周末限流", "ends_at": tomorrow})),
        )
        .await;
        assert_eq!(r["code"], 0, "{r}");
        self.notice_id = r["data"]["id"].as_str().expect("id").to_string();
        self.draft_version = version;
    }
}

enum Arg {
    Text(String),
    Int(i64),
}

async fn exec(db: &Db, sql: &'static str, args: &[Arg]) {
    let r = with_db!(db, p => {
        let mut q = sqlx::query(sql);
        for a in args {
            q = match a {
                Arg::Text(t) => q.bind(t.clone()),
                Arg::Int(i) => q.bind(*i),
            };
        }
        q.execute(p).await.map(drop)
    });
    r.unwrap_or_else(|e| panic!("{e}: {sql}"));
}

async fn id_of(db: &Db, sql: &'static str, value: &str) -> i64 {
    with_db!(db, p => sqlx::query_scalar(sql).bind(value).fetch_one(p).await)
        .unwrap_or_else(|e| panic!("{e}: {sql}"))
}

/// How a request is signed.
pub enum Auth<'a> {
    None,
    Bearer(&'a str),
    /// An operator's cookie and the CSRF token sent with it.
    Cookie(&'a str, &'a str),
}

/// Sends one request; the JSON answer (a CSV or other text answer as a JSON string).
pub async fn send(
    app: &TestApp,
    method: Method,
    path: &str,
    auth: Auth<'_>,
    body: Option<Value>,
) -> Value {
    let mut req = app.client.request(method.clone(), app.url(path));
    match auth {
        Auth::None => {}
        Auth::Bearer(t) => req = req.header("Authorization", format!("Bearer {t}")),
        Auth::Cookie(cookie, csrf) => {
            req = req.header("cookie", cookie).header("x-csrf-token", csrf);
        }
    }
    if let Some(b) = body {
        req = req.json(&b);
    }
    send_built(req, method, path).await
}

/// Sends a multipart upload of one small photo.
pub async fn send_upload(app: &TestApp, method: Method, path: &str, auth: Auth<'_>) -> Value {
    let boundary = "ownership-boundary-5c1e";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.jpg\"\r\n\
         Content-Type: image/jpeg\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(&youzhe_media::fixtures::jpeg(64, 48));
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let mut req = app
        .client
        .request(method.clone(), app.url(path))
        .header(
            "content-type",
            format!("multipart/form-data; boundary={boundary}"),
        )
        .body(body);
    match auth {
        Auth::None => {}
        Auth::Bearer(t) => req = req.header("Authorization", format!("Bearer {t}")),
        Auth::Cookie(cookie, csrf) => {
            req = req.header("cookie", cookie).header("x-csrf-token", csrf);
        }
    }
    send_built(req, method, path).await
}

async fn send_built(req: reqwest::RequestBuilder, method: Method, path: &str) -> Value {
    let res = req.send().await.expect("request");
    let status = res.status();
    let text = res.text().await.expect("body");
    serde_json::from_str(&text).unwrap_or_else(|_| {
        assert!(
            status.is_success(),
            "{method} {path}: HTTP {status}: {text}"
        );
        Value::String(text)
    })
}

async fn op_call(
    app: &TestApp,
    s: &Session,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> Value {
    send(app, method, path, Auth::Cookie(&s.cookie, &s.csrf), body).await
}

fn code(v: &Value) -> i64 {
    v["code"].as_i64().unwrap_or(-1)
}

/// Sends `case` signed as `auth`.
async fn send_case(w: &World, case: &Case, auth: Auth<'_>) -> Value {
    if case.multipart {
        send_upload(&w.app, case.method.clone(), &case.path, auth).await
    } else {
        send(
            &w.app,
            case.method.clone(),
            &case.path,
            auth,
            case.body.clone(),
        )
        .await
    }
}

/// Sends `case` as `actor`.
async fn as_actor(w: &World, case: &Case, actor: &Actor) -> Value {
    match actor {
        Actor::VisitorA => send_case(w, case, Auth::Bearer(&w.a_token)).await,
        Actor::VisitorB => send_case(w, case, Auth::Bearer(&w.b_token)).await,
        Actor::FreshVisitor => {
            let t = token_for(&w.app, &format!("oOwnershipFresh{}", now_ms())).await;
            send_case(w, case, Auth::Bearer(&t)).await
        }
        Actor::FreshOperator => {
            let s = sign_in(&w.app, "leaver").await;
            send_case(w, case, Auth::Cookie(&s.cookie, &s.csrf)).await
        }
        Actor::Operator(who) => {
            let s = w.session(who);
            send_case(w, case, Auth::Cookie(&s.cookie, &s.csrf)).await
        }
    }
}

/// Attacks one case: signed out, garbled, expired; then as its actors; nothing changed.
/// Returns what went wrong, so one run names every failing operation.
pub async fn run(w: &World, case: &Case) -> Vec<String> {
    let mut wrong = Vec::new();
    let what = format!("{} {}", case.method, case.template);
    let before = fingerprint::take(&w.app.db).await;
    let operator = case.template.starts_with(ADMIN);
    let cookie_name = w.signed_out.cookie.split('=').next().expect("cookie name");
    let garbled_cookie = format!("{cookie_name}=not-a-session-at-all");
    let anonymous: Vec<(&str, Auth<'_>)> = if operator {
        vec![
            ("no cookie", Auth::None),
            ("a garbled cookie", Auth::Cookie(&garbled_cookie, "x")),
            (
                "a signed-out session",
                Auth::Cookie(&w.signed_out.cookie, &w.signed_out.csrf),
            ),
        ]
    } else {
        vec![
            ("no token", Auth::None),
            ("a garbled token", Auth::Bearer(&w.garbled_token)),
            ("an expired token", Auth::Bearer(&w.expired_token)),
        ]
    };
    for (label, auth) in anonymous {
        let r = send_case(w, case, auth).await;
        if code(&r) != 40003 {
            wrong.push(format!("{what} with {label}: expected 40003, got {r}"));
        }
    }
    if let Check::Refused { by, .. } = &case.check {
        for (actor, expected) in by {
            let r = as_actor(w, case, actor).await;
            if code(&r) != *expected {
                wrong.push(format!("{what} as {actor:?}: expected {expected}, got {r}"));
            }
            wrong.extend(leaks(w, &what, &r));
        }
    }
    let after = fingerprint::take(&w.app.db).await;
    let changed = fingerprint::changed(&before, &after);
    if !changed.is_empty() {
        wrong.push(format!("{what}: a refused request changed {changed:?}"));
    }
    match &case.check {
        Check::Refused {
            owner: Some(owner), ..
        } => {
            let r = as_actor(w, case, owner).await;
            if code(&r) != 0 {
                wrong.push(format!(
                    "{what} as its owner {owner:?}: expected 0, got {r}"
                ));
            }
        }
        Check::Refused { owner: None, .. } => {}
        Check::OwnOnly(actor) => {
            let r = as_actor(w, case, actor).await;
            if code(&r) != case.own_code {
                wrong.push(format!(
                    "{what} as {actor:?} on its own rows: expected {}, got {r}",
                    case.own_code
                ));
            }
            wrong.extend(leaks(w, &what, &r));
        }
    }
    wrong
}

/// An answer to anyone but A holds none of A's strings: what it shows of them.
fn leaks(w: &World, what: &str, answer: &Value) -> Vec<String> {
    let text = answer.to_string();
    w.a_strings
        .iter()
        .filter(|s| text.contains(s.as_str()))
        .map(|s| format!("{what} shows A's {s:?} to another: {text}"))
        .collect()
}
