//! Youzhe's content: the shipped record types, import and export, the in-memory snapshot
//! with its search and geo indexes, and the API that reads from it.

pub mod accessibility;
pub mod bulletin;
pub mod dataset;
mod delta;
pub mod draft;
#[cfg(any(test, feature = "testing"))]
pub mod fixture;
pub mod ipdb;
pub mod kind;
pub mod life;
pub mod listener;
pub mod model;
pub mod notify;
pub mod page;
pub mod rich;
pub mod routes;
pub mod seed;
pub mod service;
pub mod snapshot;
pub mod store;
pub mod synthetic;
pub mod validate;

mod area;

pub use area::{CONTENT_DIR_KEY, DEFAULT_CONTENT_DIR, area, load};
pub use dataset::{Dataset, Problem, Problems, read_dir, write_dir};
pub use service::Content;
pub use store::{ImportError, ImportReport};

/// Writes everything stored to `dir` in the layout import reads.
pub async fn export_dir(
    db: &youzhe_core::Db,
    dir: &std::path::Path,
) -> anyhow::Result<Vec<std::path::PathBuf>> {
    let ds = store::load(db).await?;
    write_dir(&ds, dir)
}
