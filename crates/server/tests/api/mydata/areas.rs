//! Every table that names a visitor is some area's personal data: the migrations of both
//! stores are read, and a table with a visitor column that no area declares fails here, so
//! a new one cannot be left out of the export and the deletion. Then, on both stores, two
//! visitors with a row in every declared table: the export of one holds every section, and
//! deleting that one removes their rows where the area says so and leaves the other's all.

use std::collections::{BTreeMap, BTreeSet};

use youzhe::personal_data::areas;
use youzhe_core::{Db, personal_data::Fate, with_db};

use super::{EXPORT, delete_me};
use crate::{
    both_stores,
    helpers::{TestApp, shipped_app},
    identity::{get_with, login},
};

/// The column names the schemas use for a visitor: their uid under its several names, and
/// the identifiers that lead to them (WeChat ids, mobile number).
const VISITOR_COLUMNS: &[&str] = &[
    "uid",
    "user_id",
    "author",
    "reporter",
    "owner",
    "voter",
    "visitor",
    "inviter_id",
    "partner_id",
    "visitor_cookie",
    "share_code",
    "referrer",
    "openid",
    "unionid",
    "phone",
    "mobile",
];

/// Table → columns, as the migrations of one store leave them.
fn schema(dialect: &str) -> BTreeMap<String, BTreeSet<String>> {
    let dir = format!("{}/../../migrations/{dialect}", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("migrations")
        .map(|e| e.expect("entry").path())
        .collect();
    files.sort();
    let mut tables: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let sql: String = std::fs::read_to_string(&file)
            .expect("migration")
            .lines()
            .map(|l| l.split("--").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join("\n");
        for stmt in sql.split(';') {
            let words: Vec<&str> = stmt.split_whitespace().collect();
            let upper: Vec<String> = words.iter().map(|w| w.to_uppercase()).collect();
            let at = |i: usize| upper.get(i).map(String::as_str);
            if at(0) == Some("CREATE") && at(1) == Some("TABLE") {
                let name = words[2].trim_end_matches('(').to_string();
                let body = &stmt[stmt.find('(').expect("(") + 1..stmt.rfind(')').expect(")")];
                tables.insert(name, columns(body));
            } else if at(0) == Some("ALTER") && at(3) == Some("ADD") && at(4) == Some("COLUMN") {
                let t = tables.get_mut(words[2]).expect("altered table exists");
                t.insert(words[5].to_string());
            } else if at(0) == Some("ALTER") && at(3) == Some("RENAME") && at(4) == Some("TO") {
                let cols = tables.remove(words[2]).expect("renamed table exists");
                tables.insert(words[5].to_string(), cols);
            } else if at(0) == Some("DROP") && at(1) == Some("TABLE") {
                tables.remove(words[2]);
            }
        }
    }
    tables
}

/// The column names of a CREATE TABLE body: its top-level items, constraints aside.
fn columns(body: &str) -> BTreeSet<String> {
    let (mut depth, mut item, mut items) = (0, String::new(), Vec::new());
    for ch in body.chars() {
        match ch {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                items.push(std::mem::take(&mut item));
                continue;
            }
            _ => {}
        }
        item.push(ch);
    }
    items.push(item);
    items
        .iter()
        .filter_map(|i| i.split_whitespace().next())
        .filter(|w| {
            !["PRIMARY", "UNIQUE", "FOREIGN", "CHECK", "CONSTRAINT"]
                .contains(&w.to_uppercase().as_str())
        })
        .map(str::to_string)
        .collect()
}

/// Every (table, visitor column) some area declares.
fn declared() -> BTreeSet<(String, String)> {
    areas()
        .iter()
        .flat_map(|a| a.tables().iter())
        .map(|t| (t.name.to_string(), t.column.to_string()))
        .collect()
}

#[test]
fn every_table_naming_a_visitor_is_declared_by_an_area() {
    let declared = declared();
    for dialect in ["sqlite", "postgres"] {
        let tables = schema(dialect);
        assert!(
            tables.contains_key("visitors") && tables.contains_key("stamps"),
            "{tables:?}"
        );
        let mut missing = Vec::new();
        for (table, cols) in &tables {
            for col in cols
                .iter()
                .filter(|c| VISITOR_COLUMNS.contains(&c.as_str()))
            {
                if !declared.contains(&(table.clone(), col.clone())) {
                    missing.push(format!("{table}.{col}"));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "{dialect}: no area declares {missing:?} (crates/<area>/src/personal_data.rs)"
        );
        // And what is declared is there: a renamed table or column is noticed too.
        for (table, col) in &declared {
            assert!(
                tables.get(table).is_some_and(|c| c.contains(col)),
                "{dialect}: {table}.{col} is declared but not in the schema"
            );
        }
    }
}

#[test]
fn the_migration_reader_follows_alters_renames_and_drops() {
    // The migration reader finds what a hand count of one table says.
    let t = schema("postgres");
    let q: Vec<_> = t["qixi_invitations"].iter().cloned().collect();
    assert!(q.contains(&"inviter_id".to_string()) && q.contains(&"partner_id".to_string()));
    assert!(t["visitors"].contains("phone"), "added by ALTER TABLE");
    assert!(!t.contains_key("content_versions_new"), "renamed");
}

/// A visitor as the seeds write them: the value each visitor column holds for them.
struct Who {
    uid: String,
    openid: String,
    phone: String,
}

impl Who {
    fn value(&self, column: &str) -> &str {
        match column {
            "openid" | "unionid" => &self.openid,
            "phone" | "mobile" => &self.phone,
            _ => &self.uid,
        }
    }
}

/// A value bound to a seed statement.
enum Arg {
    Text(String),
    Int(i64),
}
use Arg::{Int, Text};

async fn exec(db: &Db, sql: &'static str, args: &[Arg]) {
    let r = with_db!(db, p => {
        let mut q = sqlx::query(sql);
        for a in args {
            q = match a {
                Text(t) => q.bind(t.clone()),
                Int(i) => q.bind(*i),
            };
        }
        q.execute(p).await.map(drop)
    });
    r.unwrap_or_else(|e| panic!("{e}: {sql}"));
}

async fn count(db: &Db, table: &str, column: &str, value: &str) -> i64 {
    let sql = format!("SELECT COUNT(*) FROM {table} WHERE {column} = $1");
    with_db!(db, p => sqlx::query_scalar(sqlx::AssertSqlSafe(sql)).bind(value).fetch_one(p).await)
        .expect("count")
}

/// One row of the visitor's in every declared table (the account itself comes from
/// signing in). Each row names only its own visitor, so the neighbour's counts are theirs.
async fn seed(db: &Db, w: &Who, n: usize) {
    let (u, p, o) = (&w.uid, &w.phone, &w.openid);
    let (campaign, prize): (String, String) = with_db!(db, pool => sqlx::query_as(
        "SELECT campaign_id, id FROM campaign_prizes ORDER BY campaign_id, id LIMIT 1")
        .fetch_one(pool).await)
    .expect("a shipped campaign with a prize");
    let c = &campaign;
    let rows: [(&'static str, Vec<Arg>); 34] = [
        (
            "UPDATE visitors SET phone = $1, unionid = $2, referrer = $3 WHERE uid = $4",
            vec![Text(p.to_string()), Text(o.to_string()), Text(u.to_string()), Text(u.to_string())],
        ),
        (
            "INSERT INTO phone_codes (phone, salt, digest, sent_ms, expires_ms) VALUES ($1, 's', 'd', 1, 2)",
            vec![Text(p.to_string())],
        ),
        (
            "INSERT INTO visitor_consents (uid, version, consented_ms) VALUES ($1, '2026-11-29', 1)",
            vec![Text(u.to_string())],
        ),
        (
            "INSERT INTO visitor_alipay (alipay_id, uid, created_ms) VALUES ($1, $2, 1)",
            vec![Text(format!("2088-{u}")), Text(u.to_string())],
        ),
        (
            "INSERT INTO page_views (visitor_cookie, share_code, page_path, day, at_ms)
                 VALUES ($1, $2, '/ver3/pages/index', '2026-11-25', 1)",
            vec![Text(u.to_string()), Text(u.to_string())],
        ),
        (
            "INSERT INTO favourites (user_id, kind, item_id, at_ms) VALUES ($1, 'place', 'scenic-hz-xihu', 1)",
            vec![Text(u.to_string())],
        ),
        (
            "INSERT INTO point_ledger (user_id, event, points, idempotency_key, day, at_ms)
                 VALUES ($1, 'checkin', 5, $2, '2026-11-25', 1)",
            vec![Text(u.to_string()), Text(format!("k{n}"))],
        ),
        (
            "INSERT INTO point_locks (user_id, at_ms) VALUES ($1, 1)",
            vec![Text(u.to_string())],
        ),
        (
            "INSERT INTO media (id, owner, content_type, width, height, bytes, object_key, thumb_key, created_ms)
                 VALUES ($1, $2, 'image/jpeg', 1, 1, 1, $3, $4, 1)",
            vec![Text(format!("m{n}")), Text(u.to_string()), Text(format!("o{n}")), Text(format!("t{n}"))],
        ),
        (
            "INSERT INTO reviews (target_kind, target_id, author, rating, body, status, created_ms, decided_ms)
                 VALUES ('place', 'scenic-hz-xihu', $1, 4, '好', 'pending', 1, 1)",
            vec![Text(u.to_string())],
        ),
        (
            "INSERT INTO review_reports (review_id, reporter, reason, at_ms) VALUES ($1, $2, 'spam', 1)",
            vec![Int(n as i64), Text(u.to_string())],
        ),
        (
            "INSERT INTO corrections (reporter, target_kind, target_id, kind, body, phone, media_ids, status, created_ms)
                 VALUES ($1, 'place', 'scenic-hz-xihu', 'closed', '关了', $2, '', 'received', 1)",
            vec![Text(u.to_string()), Text(p.to_string())],
        ),
        (
            "INSERT INTO campaign_wins (campaign_id, prize_id, user_id, code, points_spent, state, won_ms, expires_ms)
                 VALUES ($1, $2, $3, $4, 0, 'address_given', 1, 2)",
            vec![Text(c.to_string()), Text(prize.to_string()), Text(u.to_string()), Text(format!("code-{n}"))],
        ),
        (
            "INSERT INTO campaign_addresses (win_id, name, mobile, address, at_ms)
                 SELECT id, '张三', $1, '杭州', 1 FROM campaign_wins WHERE code = $2",
            vec![Text(p.to_string()), Text(format!("code-{n}"))],
        ),
        (
            "INSERT INTO campaign_chances (campaign_id, user_id, task, deed, chances, idempotency_key, day, at_ms)
                 VALUES ($1, $2, 'checkin', 'd', 1, 'k', '2026-11-25', 1)",
            vec![Text(c.to_string()), Text(u.to_string())],
        ),
        (
            "INSERT INTO campaign_draws (campaign_id, user_id, action, idempotency_key, day, at_ms, prize_id, win_id)
                 SELECT $1, $2, 'draw', 'k', '2026-11-25', 1, $3, id FROM campaign_wins WHERE code = $4",
            vec![Text(c.to_string()), Text(u.to_string()), Text(prize.to_string()), Text(format!("code-{n}"))],
        ),
        (
            "INSERT INTO campaign_locks (campaign_id, user_id, at_ms) VALUES ($1, $2, 1)",
            vec![Text(c.to_string()), Text(u.to_string())],
        ),
        (
            "INSERT INTO campaign_joins (campaign_id, user_id, address, new_account, day, at_ms)
                 VALUES ($1, $2, '127.0.0.1', TRUE, '2026-11-25', 1)",
            vec![Text(c.to_string()), Text(u.to_string())],
        ),
        (
            "INSERT INTO campaign_blocks (user_id, reason, operator_id, at_ms) VALUES ($1, '刷奖', NULL, 1)",
            vec![Text(u.to_string())],
        ),
        (
            "INSERT INTO camping_signups (event_id, user_id, idem_key, party, phone, state, created_ms)
                 VALUES ('ev', $1, 'k', 1, $2, 'cancelled', 1)",
            vec![Text(u.to_string()), Text(p.to_string())],
        ),
        (
            "INSERT INTO photo_entries (campaign_id, author, media_id, title, slot, status, created_ms, decided_ms)
                 VALUES ($1, $2, $3, '雾', 1, 'submitted', 1, 1)",
            vec![Text(c.to_string()), Text(u.to_string()), Text(format!("m{n}"))],
        ),
        (
            "INSERT INTO photo_votes (entry_id, voter, day, at_ms) VALUES ($1, $2, '2026-11-25', 1)",
            vec![Int(900 + n as i64), Text(u.to_string())],
        ),
        (
            "INSERT INTO travel_notes (county_code, author, title, body, status, created_ms, decided_ms)
                 VALUES ('331123', $1, '遂昌', '好', 'pending', 1, 1)",
            vec![Text(u.to_string())],
        ),
        (
            "INSERT INTO travel_note_likes (note_id, visitor, at_ms) VALUES ($1, $2, 1)",
            vec![Int(900 + n as i64), Text(u.to_string())],
        ),
        (
            "INSERT INTO travel_note_reports (note_id, reporter, reason, at_ms) VALUES ($1, $2, 'spam', 1)",
            vec![Int(900 + n as i64), Text(u.to_string())],
        ),
        (
            "INSERT INTO photo_entry_reports (entry_id, reporter, reason, at_ms) VALUES ($1, $2, 'privacy', 1)",
            vec![Int(900 + n as i64), Text(u.to_string())],
        ),
        (
            "INSERT INTO stamps (campaign_id, user_id, place_id, idempotency_key, lat, lng, distance_m, at_ms)
                 VALUES ($1, $2, 'scenic-hz-xihu', 'k', 30.2, 120.1, 10, 1)",
            vec![Text(c.to_string()), Text(u.to_string())],
        ),
        (
            "INSERT INTO quiz_attempts (id, user_id, campaign_id, questions, pass_score, started_ms, deadline_ms)
                 VALUES ($1, $2, $3, '[]', 60, 1, 2)",
            vec![Text(format!("q{n}")), Text(u.to_string()), Text(c.to_string())],
        ),
        (
            "INSERT INTO persona_results (id, user_id, persona_id, answers, at_ms) VALUES ($1, $2, 'poet', '[0]', 1)",
            vec![Text(format!("p{n}")), Text(u.to_string())],
        ),
        (
            "INSERT INTO qixi_invitations (code, inviter_id, campaign_id, inviter_answers, created_ms, expires_ms, partner_id)
                 VALUES ($1, $2, $3, '[0]', 1, 2, $4)",
            vec![Text(format!("qx{n}")), Text(u.to_string()), Text(c.to_string()), Text(u.to_string())],
        ),
        (
            "INSERT INTO game_sessions (id, game, user_id, seed, started_ms, expires_ms) VALUES ($1, 'wukong', $2, 7, 1, 2)",
            vec![Text(format!("g{n}")), Text(u.to_string())],
        ),
        (
            "INSERT INTO game_refusals (game, user_id, session_id, score, reason, at_ms) VALUES ('wukong', $1, $2, 9, 'fast', 1)",
            vec![Text(u.to_string()), Text(format!("g{n}"))],
        ),
        (
            "INSERT INTO found_rounds (id, user_id, scene_id, started_ms, deadline_ms) VALUES ($1, $2, 'xihu', 1, 2)",
            vec![Text(format!("r{n}")), Text(u.to_string())],
        ),
        (
            "INSERT INTO found_hits (round_id, diff, at_ms) VALUES ($1, 0, 1)",
            vec![Text(format!("r{n}"))],
        ),
    ];
    for (sql, args) in &rows {
        exec(db, sql, args).await;
    }
}

async fn visitor(app: &TestApp, n: usize) -> (Who, String) {
    let openid = format!("oAreas{n}");
    let b = login(app, serde_json::json!({ "openid": openid })).await;
    assert_eq!(b["code"], 0, "{b}");
    let who = Who {
        uid: b["data"]["uid"].as_str().expect("uid").to_string(),
        openid,
        phone: format!("1380000000{n}"),
    };
    (
        who,
        b["data"]["ID_token"].as_str().expect("token").to_string(),
    )
}

both_stores!(
    every_area_exports_and_deletes_its_rows_and_only_the_visitors,
    |store| {
        let app = shipped_app(store).await;
        let (a, token) = visitor(&app, 1).await;
        let (b, _) = visitor(&app, 2).await;
        seed(&app.db, &a, 1).await;
        seed(&app.db, &b, 2).await;
        let tables: Vec<_> = areas()
            .iter()
            .flat_map(|x| x.tables().iter().copied())
            .collect();
        for t in &tables {
            for w in [&a, &b] {
                let n = count(&app.db, t.name, t.column, w.value(t.column)).await;
                assert!(
                    n >= 1,
                    "{}.{} holds no row of {} to test with",
                    t.name,
                    t.column,
                    w.uid
                );
            }
        }
        let mut before = Vec::new();
        for t in &tables {
            before.push(count(&app.db, t.name, t.column, b.value(t.column)).await);
        }

        let body = get_with(&app, EXPORT, Some(&token)).await;
        assert_eq!(body["code"], 0, "{body}");
        for s in areas().iter().flat_map(|x| x.sections()) {
            let v = &body["data"][s.key];
            assert!(!v.is_null(), "the export has no {}: {body}", s.key);
            if let Some(rows) = v.as_array() {
                assert!(
                    !rows.is_empty(),
                    "{} lists nothing of the visitor's: {body}",
                    s.key
                );
            }
        }
        // Nothing of the neighbour's.
        assert!(!body.to_string().contains(&b.uid), "{body}");

        let gone = delete_me(&app, Some(&token), serde_json::json!({"confirm": "DELETE"})).await;
        assert_eq!(gone["code"], 0, "{gone}");
        for (t, b_before) in tables.iter().zip(before) {
            if t.fate == Fate::Deleted {
                let left = count(&app.db, t.name, t.column, a.value(t.column)).await;
                assert_eq!(
                    left, 0,
                    "{}.{} still holds the deleted visitor's rows",
                    t.name, t.column
                );
            }
            let kept = count(&app.db, t.name, t.column, b.value(t.column)).await;
            assert_eq!(
                kept, b_before,
                "{}.{} lost the neighbour's rows",
                t.name, t.column
            );
        }
        // The children of deleted rows went with them; the neighbour's stayed.
        assert_eq!(count(&app.db, "found_hits", "round_id", "r1").await, 0);
        assert_eq!(count(&app.db, "found_hits", "round_id", "r2").await, 1);
    }
);
