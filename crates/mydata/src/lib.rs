//! The visitor's own data (docs/IDENTITY.md, "Your data"): `GET /ver3/api/v3/me/export`
//! answers everything the visitor has with us as one JSON document, and
//! `DELETE /ver3/api/v3/me` removes their personal data and revokes their tokens in one
//! transaction.
//!
//! This crate holds no SQL of other areas: each area that stores a visitor's rows declares
//! them in its own crate (`youzhe_core::personal_data::PersonalData`), and the server hands
//! the list here. The export is every area's sections; a deletion is every area's erase in
//! one transaction ([`erase`]). Photos live in the media store too, so they are removed
//! through the media area once the transaction is done.

mod erase;
mod routes;

use std::sync::Arc;

use youzhe_core::{Area, Core, auth::Auth, personal_data::PersonalData};

pub use erase::{erase, erase_photos};
pub use routes::export::export_of;

/// Every area's part of a visitor's data, in the order the export lists its sections.
pub type Areas = Arc<[Arc<dyn PersonalData>]>;

/// The "your data" area: the visitor's export and account deletion, scoped by their token.
pub fn area(core: &Core, auth: Auth, areas: Areas) -> anyhow::Result<Area> {
    Ok(Area::new(
        "mydata",
        routes::router(routes::MyDataState {
            db: core.db.clone(),
            auth,
            media: youzhe_media::MediaStore::from_config(&core.config)?,
            areas,
        }),
    ))
}
