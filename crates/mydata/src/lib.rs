//! The visitor's own data (docs/IDENTITY.md, "Your data"): `GET /ver3/api/v3/me/export`
//! answers everything the visitor has with us as one JSON document, and
//! `DELETE /ver3/api/v3/me` removes their personal data and revokes their tokens in one
//! transaction.
//!
//! The erasure has to touch the identity, favourites, points, reviews, prizes, photo contest,
//! travel notes, stamps and camping tables in one
//! transaction, so this crate holds that SQL itself (`store.rs`) instead of calling the
//! areas' stores one by one; none of those areas depends on it. Photos live in the media
//! store too, so they are removed through the media area once the transaction is done.

mod routes;
pub mod store;

use youzhe_core::{Area, Core, auth::Auth};

/// The "your data" area: the visitor's export and account deletion, scoped by their token.
pub fn area(core: &Core, auth: Auth) -> anyhow::Result<Area> {
    Ok(Area::new(
        "mydata",
        routes::router(routes::MyDataState {
            db: core.db.clone(),
            auth,
            media: youzhe_media::MediaStore::from_config(&core.config)?,
        }),
    ))
}
