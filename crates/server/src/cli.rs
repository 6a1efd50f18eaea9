//! The command line: `youzhe serve | migrate | import DIR | export DIR | backup FILE | gen-bench-data DIR | openapi`.

pub mod backup;
pub mod media_library;
mod moderate;
mod operator;

use std::{path::PathBuf, process::ExitCode};

use clap::{Parser, Subcommand};
use youzhe_core::Config;

use crate::{Application, startup, telemetry};

#[derive(Parser)]
#[command(
    name = "youzhe",
    version,
    about = "游浙 Youzhe: a mobile web platform for regional tourism"
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Serve the app and its API (the default).
    Serve,
    /// Apply database migrations and exit.
    Migrate,
    /// Load a content folder (JSON Lines per entity) into the database.
    Import { dir: PathBuf },
    /// Write the content in the database to a folder, in the layout `import` reads.
    Export { dir: PathBuf },
    /// Write a large synthetic content folder for benchmarks (never shipped as content):
    /// the real regions and boundaries, and made-up places inside the real counties.
    GenBenchData {
        /// How many places to make.
        #[arg(long, default_value_t = 100_000)]
        places: usize,
        /// Where the regions and boundaries come from.
        #[arg(long, default_value = "data/zhejiang")]
        from: PathBuf,
        /// Seed, so runs can be compared.
        #[arg(long, default_value_t = 42)]
        seed: u64,
        dir: PathBuf,
    },
    /// Print the OpenAPI document.
    Openapi,
    /// Print a signed openid link (needs YOUZHE_OPENID_LINK_SECRET); valid for 5 minutes, once.
    Link {
        /// The visitor's openid.
        #[arg(long)]
        openid: String,
        /// The page under /ver3/ the link opens.
        #[arg(long, default_value = "/ver3/")]
        path: String,
    },
    /// Replace the token signing key in the data folder; the old key keeps verifying for
    /// YOUZHE_TOKEN_KEY_GRACE_SECS. Running servers pick the new key up on their own.
    RotateKey,
    /// Decide on visitors' reviews and corrections: list those waiting, accept, reject with a reason.
    Moderate {
        #[command(subcommand)]
        action: moderate::Moderate,
    },
    /// Operator accounts: add, reset a password, disable, set up one-time codes.
    Operator {
        #[command(subcommand)]
        action: operator::OperatorCmd,
    },
    /// Copy the SQLite database to FILE while the server runs (a new file; PostgreSQL: use
    /// pg_dump). Restore: stop the server, copy FILE back (docs/OPERATIONS.md).
    Backup { file: PathBuf },
}

/// The folder's content with its photo library (`media/`) kept and attached.
async fn import_with_media(
    core: &youzhe_core::Core,
    dir: &std::path::Path,
) -> Result<youzhe_content::ImportReport, youzhe_content::ImportError> {
    let mut ds = youzhe_content::read_dir(dir)?;
    let store = youzhe_media::MediaStore::from_config(&core.config)
        .map_err(youzhe_content::ImportError::Storage)?;
    let n = media_library::attach(&core.db, &store, dir, &mut ds)
        .await
        .map_err(youzhe_content::ImportError::Storage)?;
    if n > 0 {
        println!("kept {n} photos from {}", dir.join("media").display());
    }
    youzhe_content::store::import(&core.db, ds).await
}

/// The content, with the places' own photos written to `DIR/media/`.
async fn export_with_media(
    core: &youzhe_core::Core,
    dir: &std::path::Path,
) -> anyhow::Result<Vec<std::path::PathBuf>> {
    let mut ds = youzhe_content::store::load(&core.db).await?;
    let store = youzhe_media::MediaStore::from_config(&core.config)?;
    let n = media_library::write_back(&core.db, &store, dir, &mut ds).await?;
    if n > 0 {
        println!("wrote {n} photos to {}", dir.join("media").display());
    }
    youzhe_content::write_dir(&ds, dir)
}

pub fn main() -> ExitCode {
    let cli = Cli::parse();
    telemetry::init();
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            eprintln!("youzhe: cannot start the runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    match rt.block_on(run(cli.command.unwrap_or(Command::Serve))) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!(error = format!("{e:#}"), "youzhe failed");
            eprintln!("youzhe: {e:#}");
            ExitCode::FAILURE
        }
    }
}

async fn run(command: Command) -> anyhow::Result<()> {
    let config = Config::from_env()?;
    match command {
        Command::Serve => {
            let app = Application::build(config).await?;
            app.run_until(startup::shutdown_signal()).await
        }
        Command::Migrate => {
            let core = startup::open_core(config).await?;
            tracing::info!(database = core.db.kind(), "migrations applied");
            core.db.close().await;
            Ok(())
        }
        Command::Import { dir } => {
            let core = startup::open_core(config).await?;
            // This process serves nothing, so it builds no snapshot: it writes, then tells
            // running servers (PostgreSQL: at once; SQLite: their poll finds it).
            let result = import_with_media(&core, &dir).await;
            if let Ok(report) = &result
                && report.changed()
                && let Err(e) = youzhe_content::notify::changed(&core.db).await
            {
                tracing::warn!(
                    error = format!("{e:#}"),
                    "the running servers were not told; they find the change by polling"
                );
            }
            core.db.close().await;
            match result {
                Ok(report) => {
                    println!("imported {}: {report}", dir.display());
                    Ok(())
                }
                Err(youzhe_content::ImportError::Invalid(problems)) => {
                    anyhow::bail!(
                        "{} was refused, nothing was written.\n{problems}",
                        dir.display()
                    )
                }
                Err(youzhe_content::ImportError::Storage(e)) => Err(e),
            }
        }
        Command::Export { dir } => {
            let core = startup::open_core(config).await?;
            let result = export_with_media(&core, &dir).await;
            core.db.close().await;
            for f in result? {
                println!("wrote {}", f.display());
            }
            Ok(())
        }
        Command::GenBenchData {
            places,
            from,
            seed,
            dir,
        } => {
            let n = youzhe_content::synthetic::generate(&from, &dir, places, seed)?;
            println!(
                "wrote {n} synthetic places to {} (benchmarks only)",
                dir.display()
            );
            Ok(())
        }
        Command::Link { openid, path } => {
            let now = youzhe_core::time::now_secs();
            let link = youzhe_identity::links::signed_link(&config, &openid, &path, now)?;
            println!("{link}");
            Ok(())
        }
        Command::RotateKey => {
            let kid = youzhe_identity::tokens::keys::rotate(&config)?;
            println!("new signing key {kid}; the previous key verifies during its grace period");
            Ok(())
        }
        Command::Moderate { action } => {
            let core = startup::open_core(config).await?;
            let result = moderate::run(&core.db, action).await;
            core.db.close().await;
            result
        }
        Command::Operator { action } => {
            let core = startup::open_core(config).await?;
            let result = operator::run(&core.db, action).await;
            core.db.close().await;
            result
        }
        Command::Backup { file } => {
            let b = backup::backup(config.database_url.expose(), &file).await?;
            println!(
                "backed up to {} ({} bytes, {} content records)",
                b.file.display(),
                b.bytes,
                b.content_records
            );
            Ok(())
        }
        Command::Openapi => {
            print!(
                "{}",
                crate::openapi::to_snapshot(&openapi_document(config).await?)
            );
            Ok(())
        }
    }
}

/// The OpenAPI document as the server would serve it, built against a throw-away SQLite
/// database so it needs no running server or configured database.
pub async fn openapi_document(config: Config) -> anyhow::Result<utoipa::openapi::OpenApi> {
    let dir = std::env::temp_dir().join(format!("youzhe-openapi-{}", std::process::id()));
    let config = config
        .with("YOUZHE_DATA_DIR", &dir.to_string_lossy())?
        // The document does not depend on content: skip the first-start import.
        .with(youzhe_content::CONTENT_DIR_KEY, "none")?
        .with(
            "DATABASE_URL",
            &format!("sqlite://{}", dir.join("doc.sqlite3").display()),
        )?;
    let core = startup::open_core(config).await?;
    let (api, _) = crate::router::api(&core, crate::areas::build_all(&core).await?);
    core.db.close().await;
    let _ = std::fs::remove_dir_all(&dir);
    Ok(crate::router::finish(api.into_openapi()))
}
