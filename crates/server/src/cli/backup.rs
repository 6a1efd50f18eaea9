//! `youzhe backup FILE`: a consistent copy of the SQLite database while the server runs
//! (docs/OPERATIONS.md, "Backups").
//!
//! The copy is made with `VACUUM INTO`, not SQLite's online backup API: sqlx does not
//! expose `sqlite3_backup_*`, and reaching it through the raw handle would need unsafe code,
//! which this workspace forbids. `VACUUM INTO` gives the same guarantee — the copy is one
//! read transaction, so it is the database as of one moment; in WAL mode writers are not
//! blocked meanwhile — and the copy comes out compacted. It reads every page, which at our
//! sizes takes well under a second.
//!
//! The copy is written to a temporary file beside `FILE`, checked, and only then linked to
//! `FILE`, so `FILE` is either a whole checked copy or absent; an existing `FILE` is never
//! overwritten. PostgreSQL is refused: `pg_dump` is the tool for it.

use std::{
    path::{Path, PathBuf},
    str::FromStr,
};

use anyhow::{Context, bail};
use sqlx::{
    Connection,
    sqlite::{SqliteConnectOptions, SqliteConnection},
};

/// What a finished backup holds.
#[derive(Debug)]
pub struct Backup {
    pub file: PathBuf,
    pub bytes: u64,
    pub content_records: i64,
}

/// Backs up the database at `database_url` into `file`, which must not exist yet.
pub async fn backup(database_url: &str, file: &Path) -> anyhow::Result<Backup> {
    if database_url.starts_with("postgres://") || database_url.starts_with("postgresql://") {
        bail!(
            "the database is PostgreSQL: back it up with pg_dump (pg_dump -Fc -f youzhe.dump \"$DATABASE_URL\"), see docs/OPERATIONS.md"
        );
    }
    if !database_url.starts_with("sqlite:") {
        bail!("DATABASE_URL names no database youzhe backup knows");
    }
    if file.exists() {
        bail!(
            "{} already exists; youzhe backup never overwrites a file, name a new one",
            file.display()
        );
    }
    let dir = match file.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    if !dir.is_dir() {
        bail!("the folder {} does not exist", dir.display());
    }
    let name = file
        .file_name()
        .context("the backup file needs a name")?
        .to_string_lossy();
    let partial = dir.join(format!(".{name}.partial-{}", std::process::id()));
    let _ = std::fs::remove_file(&partial);

    let result = copy_and_check(database_url, &partial).await;
    let finished = result.and_then(|records| {
        // A hard link fails if `file` appeared meanwhile: never overwrites.
        std::fs::hard_link(&partial, file)
            .with_context(|| format!("putting the backup at {}", file.display()))?;
        Ok(records)
    });
    let _ = std::fs::remove_file(&partial);
    let content_records = finished?;
    let bytes = std::fs::metadata(file).map(|m| m.len()).unwrap_or(0);
    Ok(Backup {
        file: file.to_path_buf(),
        bytes,
        content_records,
    })
}

/// Copies into `partial` and checks the copy; returns how many content records it holds.
async fn copy_and_check(database_url: &str, partial: &Path) -> anyhow::Result<i64> {
    // Never create the database: a wrong DATABASE_URL must not back up an empty file.
    let opts = SqliteConnectOptions::from_str(database_url)
        .context("DATABASE_URL is not a valid sqlite URL")?
        .create_if_missing(false);
    let mut source = SqliteConnection::connect_with(&opts)
        .await
        .context("opening the SQLite database (is DATABASE_URL or YOUZHE_DATA_DIR right?)")?;
    let target = partial
        .to_str()
        .context("the backup file's path is not valid UTF-8")?;
    sqlx::query("VACUUM INTO ?1")
        .bind(target)
        .execute(&mut source)
        .await
        .context("copying the database (VACUUM INTO)")?;
    source.close().await?;

    let opts = SqliteConnectOptions::new()
        .filename(partial)
        .create_if_missing(false);
    let mut copy = SqliteConnection::connect_with(&opts)
        .await
        .context("opening the copy")?;
    let check: String = sqlx::query_scalar("PRAGMA quick_check")
        .fetch_one(&mut copy)
        .await
        .context("checking the copy")?;
    if check != "ok" {
        bail!("the copy failed SQLite's check: {check}");
    }
    let records: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM content_records")
        .fetch_one(&mut copy)
        .await
        .context("reading the copy")?;
    copy.close().await?;
    Ok(records)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn postgres_is_sent_to_pg_dump() {
        let e = backup("postgres://u@h/db", Path::new("/nonexistent/x"))
            .await
            .unwrap_err();
        assert!(e.to_string().contains("pg_dump"), "{e}");
    }

    #[tokio::test]
    async fn an_existing_file_is_never_overwritten() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("taken.sqlite3");
        std::fs::write(&file, b"keep me").unwrap();
        let url = format!("sqlite://{}", dir.path().join("db.sqlite3").display());
        let e = backup(&url, &file).await.unwrap_err();
        assert!(e.to_string().contains("already exists"), "{e}");
        assert_eq!(std::fs::read(&file).unwrap(), b"keep me");
    }

    #[tokio::test]
    async fn a_missing_database_is_not_created() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("absent.sqlite3");
        let url = format!("sqlite://{}", db.display());
        let file = dir.path().join("copy.sqlite3");
        assert!(backup(&url, &file).await.is_err());
        assert!(!db.exists() && !file.exists());
    }
}
