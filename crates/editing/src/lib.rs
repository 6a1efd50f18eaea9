//! Live content editing for the operator console (docs/EDITING.md): versions of content
//! records in `content_versions`, the review workflow (draft → submitted → published or
//! rejected) with every write scoped by the record's own regions and audited in its
//! transaction, the import's validator for every draft, and publishing that writes the
//! record and swaps the visitor's snapshot before answering.

pub mod album;
pub mod entity;
pub mod error;
mod routes;
pub mod store;
pub mod version;
pub mod workflow;

use youzhe_content::Content;
use youzhe_core::{Area, Core, client_ip::TrustedProxies};
use youzhe_operators::Sessions;

pub use workflow::Editing;

/// The editing area, over the content service whose snapshot publishing swaps.
pub fn area(core: &Core, content: Content) -> anyhow::Result<Area> {
    let state = routes::EditingState {
        editing: Editing {
            db: core.db.clone(),
            content,
        },
        sessions: Sessions::from_core(core)?,
        proxies: TrustedProxies::from_config(&core.config)?,
        media: youzhe_media::MediaStore::from_config(&core.config)?,
    };
    Ok(Area::new("editing", routes::router(state)))
}
