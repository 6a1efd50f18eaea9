//! Places (docs/PLACES.md): hotels and homestays, food, scenic spots, shops and canteens;
//! 百县千碗 dishes; recommendations; generated covers; county outlines for the offline
//! map. Everything is read from the content snapshot (`youzhe-content`), so an answer is a
//! lookup plus serialisation, never a query per request.

pub mod answers;
pub mod card;
pub mod catalog;
pub mod cover;
pub mod current;
pub mod filter;
pub mod groups;
pub mod params;
pub mod position;
pub mod reach;
pub mod recommend;
pub mod routes;
pub mod view;

#[cfg(test)]
mod testdata;

use std::sync::Arc;

use youzhe_content::Content;
use youzhe_core::{Area, Core};

use crate::{current::Catalogs, routes::PlacesState};

/// The places area, reading the snapshot of the content service `content` (see
/// `youzhe_content::load`).
pub fn area(core: &Core, content: Content) -> Area {
    area_with_catalogs(core, content).0
}

/// The places area and its catalogs, shared with the server's first-paint pages so both
/// read the same snapshot's catalog (built once, not twice).
pub fn area_with_catalogs(core: &Core, content: Content) -> (Area, Arc<Catalogs>) {
    let catalogs = Arc::new(Catalogs::new(content));
    let state = PlacesState {
        catalogs: catalogs.clone(),
        public_url: core.config.public_url.as_str().into(),
    };
    (Area::new("places", routes::router(state)), catalogs)
}
