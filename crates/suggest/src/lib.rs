//! Classic recommendations (docs/SUGGEST.md): the editorial suggestions shipped with the
//! content, newest first, by city and theme; one suggestion with its body and its places
//! as place cards; the suggestions that mention a place; those near the visitor. News and
//! notices are empty lists until operators write them: nothing is invented. Read from the
//! content snapshot, built once per snapshot and answered with the content ETag.

pub mod book;
pub mod build;
pub mod routes;
pub mod view;

use youzhe_content::Content;
use youzhe_core::Area;

/// The suggestions area, reading the snapshot of the content service `content`.
pub fn area(content: Content) -> Area {
    Area::new("suggest", routes::router(content))
}
