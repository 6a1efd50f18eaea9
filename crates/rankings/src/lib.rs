//! Rankings (docs/RANKINGS.md): the editorial rank lists of the discovery area, by city and
//! kind, each with its evidence (what the order is based on, when it last changed, no paid
//! placement) and its places as the place cards lists show. Read from the content snapshot
//! and answered in the rank list's own shape `{result, status{code, message}}` (SPEC §7).

pub mod answer;
pub mod build;
pub mod routes;
pub mod view;

use youzhe_content::Content;
use youzhe_core::Area;

/// The rankings area, reading the snapshot of the content service `content`.
pub fn area(content: Content) -> Area {
    Area::new("rankings", routes::router(content))
}
