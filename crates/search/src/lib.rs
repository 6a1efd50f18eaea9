//! The global search (docs/CONTENT.md § Search): places, 百县千碗 dishes, famous people,
//! tour lines and topics in one list, best first. The text index is built with the content
//! snapshot (`youzhe-text-index`); this area reads it and shapes the answer.

pub mod routes;
pub mod view;

use youzhe_content::Content;
use youzhe_core::Area;

/// The search area, reading the snapshot of the content service `content`.
pub fn area(content: Content) -> Area {
    Area::new("search", routes::router(content))
}
