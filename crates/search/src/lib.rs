//! The global search (docs/CONTENT.md § Search): places, 百县千碗 dishes, famous people,
//! tour lines and topics in one list, best first. The text index is built with the content
//! snapshot (`youzhe-text-index`); this area reads it and shapes the answer.

pub mod log;
pub mod routes;
pub mod view;

use youzhe_content::Content;
use youzhe_core::{Area, Core};

pub use log::SearchLog;

/// The search area, reading the snapshot of the content service `content`; what visitors
/// search for is counted in the search log (`log.rs`), written after the answer is sent.
pub fn area(core: &Core, content: Content) -> Area {
    let log = SearchLog::start(core.db.clone());
    let stop = log.clone();
    Area::new("search", routes::router(content, log))
        .on_stop(move || async move { stop.drain().await })
}
