//! Storage on SQLite (the embedded default) or PostgreSQL (scale-out), chosen by the URL
//! scheme. Queries are written once in the SQL both understand (`$1` parameters, integer
//! milliseconds for instants, TEXT for JSON) and run through [`with_db!`], which expands the
//! same code for each pool type, so there is no dialect-erasing `Any` driver in between.

use std::{str::FromStr, time::Duration};

use anyhow::{Context, bail};
use sqlx::{
    PgPool, SqlitePool,
    postgres::PgPoolOptions,
    sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
};

/// A pool on one of the two databases. Cheap to clone.
#[derive(Clone, Debug)]
pub enum Db {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Runs the same block against whichever pool `$db` holds; `$pool` is bound to it.
///
/// ```text
/// let n: i64 = with_db!(&db, pool => sqlx::query_scalar("SELECT COUNT(*) FROM t").fetch_one(pool).await)?;
/// ```
#[macro_export]
macro_rules! with_db {
    ($db:expr, $pool:ident => $body:expr) => {
        match $db {
            $crate::db::Db::Sqlite($pool) => $body,
            $crate::db::Db::Postgres($pool) => $body,
        }
    };
}

/// SQLite waits this long for a competing writer before giving up.
pub const SQLITE_BUSY_TIMEOUT: Duration = Duration::from_secs(5);

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../../migrations/postgres");

impl Db {
    /// Opens a pool for `url` (`sqlite://path` creates the file; `postgres://…`).
    pub async fn connect(url: &str) -> anyhow::Result<Self> {
        if url.starts_with("sqlite:") {
            let opts = SqliteConnectOptions::from_str(url)
                .context("DATABASE_URL is not a valid sqlite URL")?
                .create_if_missing(true)
                .journal_mode(SqliteJournalMode::Wal)
                .synchronous(SqliteSynchronous::Full)
                .foreign_keys(true)
                .busy_timeout(SQLITE_BUSY_TIMEOUT);
            let pool = SqlitePoolOptions::new()
                .max_connections(8)
                .acquire_timeout(Duration::from_secs(10))
                .connect_with(opts)
                .await
                .context("opening the SQLite database")?;
            let db = Db::Sqlite(pool);
            db.check_sqlite_settings().await?;
            Ok(db)
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                .max_connections(16)
                .acquire_timeout(Duration::from_secs(10))
                .connect(url)
                .await
                .context("connecting to PostgreSQL")?;
            Ok(Db::Postgres(pool))
        } else {
            bail!("unsupported database URL scheme")
        }
    }

    /// Applies pending migrations of this database's dialect.
    pub async fn migrate(&self) -> anyhow::Result<()> {
        match self {
            Db::Sqlite(p) => SQLITE_MIGRATIONS.run(p).await,
            Db::Postgres(p) => POSTGRES_MIGRATIONS.run(p).await,
        }
        .context("applying migrations")
    }

    /// True when the database answers a trivial query.
    pub async fn ping(&self) -> bool {
        let r: Result<i32, _> =
            with_db!(self, p => sqlx::query_scalar("SELECT 1").fetch_one(p).await);
        r.is_ok()
    }

    pub fn kind(&self) -> &'static str {
        match self {
            Db::Sqlite(_) => "sqlite",
            Db::Postgres(_) => "postgres",
        }
    }

    pub async fn close(&self) {
        with_db!(self, p => p.close().await)
    }

    /// The durability settings are the reason SQLite is fit to be the default store, so a
    /// build or platform that silently ignores one must stop the server, not run degraded.
    async fn check_sqlite_settings(&self) -> anyhow::Result<()> {
        let Db::Sqlite(p) = self else { return Ok(()) };
        let mut conn = p.acquire().await?;
        let journal: String = sqlx::query_scalar("PRAGMA journal_mode")
            .fetch_one(&mut *conn)
            .await?;
        let sync: i64 = sqlx::query_scalar("PRAGMA synchronous")
            .fetch_one(&mut *conn)
            .await?;
        let fk: i64 = sqlx::query_scalar("PRAGMA foreign_keys")
            .fetch_one(&mut *conn)
            .await?;
        let busy: i64 = sqlx::query_scalar("PRAGMA busy_timeout")
            .fetch_one(&mut *conn)
            .await?;
        if !journal.eq_ignore_ascii_case("wal") {
            bail!("SQLite journal_mode is {journal}, expected wal");
        }
        // 2 = FULL
        if sync != 2 {
            bail!("SQLite synchronous is {sync}, expected 2 (FULL)");
        }
        if fk != 1 {
            bail!("SQLite foreign_keys is off");
        }
        if busy < 5000 {
            bail!("SQLite busy_timeout is {busy} ms, expected at least 5000");
        }
        Ok(())
    }
}
