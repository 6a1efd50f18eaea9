//! A whole-database fingerprint: every table's rows, hashed per table, on either store. A
//! refused request must leave it equal; when it does not, the tables that changed are named.

use std::collections::BTreeMap;

use youzhe_core::Db;

/// Tables any request may change whatever it is answered, left out of the comparison.
const CHANGE_ON_ANY_REQUEST: &[&str] = &[
    // Rate-limit windows count every request a limiter sees, refused ones included: that
    // is their purpose.
    "rate_limits",
    // Page views are counted by the page-view beacon, never by an API call; listed so a
    // beacon the app's own pages send does not make a refused call look like a write.
    "page_views",
    // The game's log of refused scores: a refused score writing its own row there is the
    // point of the log (docs/GAMES.md).
    "game_refusals",
];

/// Columns any request may change: an operator session's last use is written as it is
/// used (at most once a minute), whatever the answer.
const IGNORED_COLUMNS: &[(&str, &str)] = &[("operator_sessions", "last_seen_ms")];

fn kept(table: &str, column: &str) -> bool {
    !IGNORED_COLUMNS.contains(&(table, column))
}

/// Table → digest of its rows (in a stable order).
pub type Fingerprint = BTreeMap<String, String>;

pub async fn take(db: &Db) -> Fingerprint {
    let mut out = Fingerprint::new();
    match db {
        Db::Sqlite(pool) => {
            let tables: Vec<String> = sqlx::query_scalar(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
            )
            .fetch_all(pool)
            .await
            .expect("tables");
            for t in tables {
                if CHANGE_ON_ANY_REQUEST.contains(&t.as_str()) {
                    continue;
                }
                let cols: Vec<String> =
                    sqlx::query_scalar("SELECT name FROM pragma_table_info($1)")
                        .bind(&t)
                        .fetch_all(pool)
                        .await
                        .expect("columns");
                let row = cols
                    .iter()
                    .filter(|c| kept(&t, c))
                    .map(|c| format!("quote(\"{c}\")"))
                    .collect::<Vec<_>>()
                    .join("||'|'||");
                let sql = format!(
                    "SELECT COALESCE(group_concat(r, char(10)), '') FROM \
                     (SELECT {row} AS r FROM \"{t}\" ORDER BY r)"
                );
                let rows: String = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
                    .fetch_one(pool)
                    .await
                    .expect("rows");
                out.insert(t, digest(&rows));
            }
        }
        Db::Postgres(pool) => {
            let tables: Vec<String> = sqlx::query_scalar(
                "SELECT tablename::text FROM pg_tables WHERE schemaname = current_schema()",
            )
            .fetch_all(pool)
            .await
            .expect("tables");
            for t in tables {
                if CHANGE_ON_ANY_REQUEST.contains(&t.as_str()) {
                    continue;
                }
                let cols: Vec<String> = sqlx::query_scalar(
                    "SELECT column_name::text FROM information_schema.columns \
                     WHERE table_schema = current_schema() AND table_name = $1 \
                     ORDER BY ordinal_position",
                )
                .bind(&t)
                .fetch_all(pool)
                .await
                .expect("columns");
                let row = cols
                    .iter()
                    .filter(|c| kept(&t, c))
                    .map(|c| format!("\"{c}\""))
                    .collect::<Vec<_>>()
                    .join(", ");
                let sql = format!(
                    "SELECT COALESCE(md5(string_agg(r, E'\\n' ORDER BY r)), '') \
                     FROM (SELECT ROW({row}, 0)::text AS r FROM \"{t}\") x"
                );
                let rows: String = sqlx::query_scalar(sqlx::AssertSqlSafe(sql))
                    .fetch_one(pool)
                    .await
                    .expect("rows");
                out.insert(t, rows);
            }
        }
    }
    out
}

fn digest(s: &str) -> String {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    s.hash(&mut h);
    format!("{}:{:016x}", s.len(), h.finish())
}

/// The tables whose rows differ between two fingerprints.
pub fn changed(before: &Fingerprint, after: &Fingerprint) -> Vec<String> {
    let mut names: Vec<String> = before
        .iter()
        .filter(|(t, d)| after.get(*t) != Some(*d))
        .map(|(t, _)| t.clone())
        .collect();
    names.extend(after.keys().filter(|t| !before.contains_key(*t)).cloned());
    names
}
