//! Famous people (docs/FAMOUS.md): the people shipped with the content, by theme (derived
//! from each person's title) and city, each with the places of their life as place cards and
//! the story that ties each place to them. Read from the content snapshot, answered in the
//! envelope with the content ETag.

pub mod build;
pub mod routes;
pub mod story;
pub mod themes;
pub mod view;

use youzhe_content::Content;
use youzhe_core::Area;

/// The famous-people area, reading the snapshot of the content service `content`.
pub fn area(content: Content) -> Area {
    Area::new("famous", routes::router(content))
}
