//! Topics (docs/TOPICS.md): the editorial topics of the content with their places as cards,
//! the home page's banners and hot places, the local goods with a geographical indication,
//! share QR codes that only point at our own pages, and per-topic views and sharers read
//! from the page views. Content answers come from the snapshot with the content ETag.

pub mod build;
pub mod goods;
pub mod qr;
pub mod routes;
pub mod stats;
pub mod view;

use std::sync::Arc;

use youzhe_content::Content;
use youzhe_core::{Area, Core};

/// The topics area, reading the snapshot of `content` and the page views of `core`'s database.
pub fn area(core: &Core, content: Content) -> Area {
    let state = routes::TopicsState {
        content,
        db: core.db.clone(),
        public_url: Arc::from(core.config.public_url.trim_end_matches('/')),
    };
    Area::new("topics", routes::router(state))
}
