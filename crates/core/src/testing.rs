//! Fresh databases for tests: a temp SQLite file, or a new PostgreSQL database on the
//! server named by `TEST_DATABASE_URL` (default the local one), dropped afterwards.
//! PostgreSQL being unreachable is a failure, never a silent skip: both stores must pass.

use std::path::PathBuf;

use anyhow::Context;
use sqlx::{Connection, PgConnection};

use crate::Db;

pub const DEFAULT_TEST_PG: &str = "postgres://postgres@127.0.0.1:5432/test";

/// Which store a test runs on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Store {
    Sqlite,
    Postgres,
}

/// A migrated, empty database that cleans itself up when dropped.
pub struct TestDb {
    pub db: Db,
    pub url: String,
    cleanup: Cleanup,
}

enum Cleanup {
    Dir(#[allow(dead_code)] tempfile::TempDir),
    Postgres { admin_url: String, name: String },
}

impl TestDb {
    pub async fn new(store: Store) -> anyhow::Result<Self> {
        match store {
            Store::Sqlite => Self::sqlite().await,
            Store::Postgres => Self::postgres().await,
        }
    }

    pub async fn sqlite() -> anyhow::Result<Self> {
        let dir = tempfile::tempdir()?;
        let url = format!("sqlite://{}", dir.path().join("test.sqlite3").display());
        let db = Db::connect(&url).await?;
        db.migrate().await?;
        Ok(Self {
            db,
            url,
            cleanup: Cleanup::Dir(dir),
        })
    }

    pub async fn postgres() -> anyhow::Result<Self> {
        let admin_url =
            std::env::var("TEST_DATABASE_URL").unwrap_or_else(|_| DEFAULT_TEST_PG.to_string());
        let name = format!("youzhe_t_{}", uuid::Uuid::new_v4().simple());
        let mut admin = PgConnection::connect(&admin_url).await.with_context(|| {
            "PostgreSQL is not reachable at TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); \
             start it: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start"
        })?;
        // `name` is our own uuid-based identifier, never input.
        sqlx::query(sqlx::AssertSqlSafe(format!("CREATE DATABASE {name}")))
            .execute(&mut admin)
            .await?;
        admin.close().await?;
        let url = replace_db_name(&admin_url, &name);
        let db = Db::connect(&url).await?;
        db.migrate().await?;
        Ok(Self {
            db,
            url,
            cleanup: Cleanup::Postgres { admin_url, name },
        })
    }

    /// Where a test may put files (the SQLite folder, or a new temp folder).
    pub fn scratch_dir(&self) -> PathBuf {
        match &self.cleanup {
            Cleanup::Dir(d) => d.path().to_path_buf(),
            Cleanup::Postgres { .. } => std::env::temp_dir(),
        }
    }
}

impl Drop for TestDb {
    fn drop(&mut self) {
        if let Cleanup::Postgres { admin_url, name } = &self.cleanup {
            let (admin_url, name, db) = (admin_url.clone(), name.clone(), self.db.clone());
            // Drop runs outside any runtime guarantee, so the database is dropped on a
            // thread with its own small runtime.
            let _ = std::thread::spawn(move || {
                let Ok(rt) = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                else {
                    return;
                };
                rt.block_on(async move {
                    db.close().await;
                    if let Ok(mut c) = PgConnection::connect(&admin_url).await {
                        let _ = sqlx::query(sqlx::AssertSqlSafe(format!(
                            "DROP DATABASE IF EXISTS {name} WITH (FORCE)"
                        )))
                        .execute(&mut c)
                        .await;
                    }
                });
            })
            .join();
        }
    }
}

fn replace_db_name(url: &str, name: &str) -> String {
    let (base, query) = url
        .split_once('?')
        .map(|(b, q)| (b, Some(q)))
        .unwrap_or((url, None));
    let prefix = match base.rfind('/') {
        Some(i) if i > base.find("://").map(|j| j + 2).unwrap_or(0) => &base[..i],
        _ => base,
    };
    match query {
        Some(q) => format!("{prefix}/{name}?{q}"),
        None => format!("{prefix}/{name}"),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn swaps_the_database_name() {
        assert_eq!(
            super::replace_db_name("postgres://u@h:5432/test", "x"),
            "postgres://u@h:5432/x"
        );
        assert_eq!(
            super::replace_db_name("postgres://u@h/test?sslmode=disable", "x"),
            "postgres://u@h/x?sslmode=disable"
        );
        assert_eq!(
            super::replace_db_name("postgres://u@h", "x"),
            "postgres://u@h/x"
        );
    }
}
