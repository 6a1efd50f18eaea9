//! Tour lines (docs/LINES.md): the lines shipped with the content, by theme and length in
//! days, each day by day and stop by stop as place cards, with the straight-line distance
//! and an estimated travel time between consecutive stops, and as GPX. Read from the
//! content snapshot, answered with the content ETag.

pub mod build;
pub mod gpx;
pub mod routes;
pub mod themes;
pub mod trail;
pub mod travel;
pub mod view;

use youzhe_content::Content;
use youzhe_core::Area;

/// The tour-lines area, reading the snapshot of the content service `content`.
pub fn area(content: Content) -> Area {
    Area::new("lines", routes::router(content))
}
