//! Visitors' photos (docs/MEDIA.md). A signed-in visitor uploads 1–9 images; each is checked
//! by its bytes, re-encoded without EXIF and kept with a thumbnail in the media store (a
//! local folder or S3-compatible storage). Operators upload content images from the console
//! through the same checks, with their session. Other areas (reviews, corrections) take the ids
//! of photos a visitor uploaded and check them with [`owned`] before they keep them.

#[cfg(any(test, feature = "testing"))]
pub mod fixtures;
pub mod library;
pub mod personal_data;
pub mod process;
mod refs;
mod routes;
pub mod rows;
pub mod store;

use std::sync::Arc;

use tokio::sync::Semaphore;
use youzhe_core::{
    Area, Core, Db,
    auth::Auth,
    ratelimit::{Rate, RateLimiter},
};

pub use refs::{MediaRef, owned, refs, thumb_url_of, url_of};
pub use store::MediaStore;

/// How often one visitor may upload (COUNT/SECONDS or `off`); each upload is up to nine
/// decodes.
pub const RATE_KEY: &str = "YOUZHE_RATE_MEDIA";
pub const DEFAULT_RATE: Rate = Rate::per_minute(10);
/// The upload's address: the server lets its body be larger than other requests'. The API
/// suite uploads through this constant, so it cannot drift from the handler's path.
pub const UPLOAD_PATH: &str = "/ver3/api/v3/media";
/// The console's upload (an operator's session); the same body limit as [`UPLOAD_PATH`].
pub const OPERATOR_UPLOAD_PATH: &str = "/ver3/api/admin/v1/media";
/// Whose the console's uploads are: `operator:<id>`, apart from every visitor's uid.
pub fn operator_owner(operator_id: i64) -> String {
    format!("operator:{operator_id}")
}
/// At most this many files in one upload (WeChat's chooser gives 9, SPEC §7).
pub const MAX_FILES: usize = 9;
/// The upload's body limit: nine files at their limit and the multipart framing.
pub const UPLOAD_BODY_LIMIT: usize = MAX_FILES * process::MAX_BYTES + 1024 * 1024;

/// The media area: upload and serving.
pub fn area(core: &Core, auth: Auth) -> anyhow::Result<Area> {
    let store = MediaStore::from_config(&core.config)?;
    tracing::info!(store = %store.describe, "media store");
    let limiter = RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?);
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    Ok(Area::new(
        "media",
        routes::router(routes::MediaState {
            db: core.db.clone(),
            auth,
            sessions: youzhe_operators::Sessions::from_core(core)?,
            proxies: youzhe_core::client_ip::TrustedProxies::from_config(&core.config)?,
            limiter,
            store,
            decoding: Arc::new(Semaphore::new(workers)),
        }),
    ))
}

/// Deletes `owner`'s photos (objects first, then rows) except those in `keep` (photos a
/// kept review still shows, say). Returns how many went. For account deletion
/// (docs/MEDIA.md, "When an account goes").
pub async fn erase_owner(
    db: &Db,
    store: &MediaStore,
    owner: &str,
    keep: &[String],
) -> anyhow::Result<u64> {
    let mut gone = 0;
    for row in rows::of_owner(db, owner).await? {
        if keep.contains(&row.id) {
            continue;
        }
        store.delete(&row.object_keys()).await?;
        gone += rows::delete(db, &row.id).await?;
    }
    Ok(gone)
}

/// A copy of photo `id` (every object: image, thumbnail, sizes) under a new id owned by
/// `owner`, for content that must outlive the original's owner: a visitor's review photo
/// promoted into a place's album stays when the review or the account goes. `Ok(None)` when
/// there is no such photo. Objects first, then the row; a failed write deletes the copies.
pub async fn copy(
    db: &Db,
    store: &MediaStore,
    id: &str,
    owner: &str,
) -> anyhow::Result<Option<MediaRef>> {
    let Some(row) = rows::get(db, id).await? else {
        return Ok(None);
    };
    let new_id = uuid::Uuid::new_v4().to_string();
    let ext = row
        .object_key
        .rsplit('.')
        .next()
        .unwrap_or("jpg")
        .to_string();
    let copy = rows::Row {
        id: new_id.clone(),
        owner: owner.to_string(),
        object_key: store.key("photos", &new_id, &ext),
        thumb_key: store.key("thumbs", &new_id, &ext),
        created_ms: youzhe_core::time::now_ms(),
        ..row.clone()
    };
    let pairs: Vec<(String, String)> = row
        .object_keys()
        .into_iter()
        .zip(copy.object_keys())
        .collect();
    let mut written = Vec::new();
    let result: anyhow::Result<()> = async {
        for (from, to) in &pairs {
            // A photo kept before sizes were made has none to copy.
            if let Some(bytes) = store.get(from).await? {
                store.put(to, bytes.to_vec()).await?;
                written.push(to.clone());
            }
        }
        rows::insert_all(db, std::slice::from_ref(&copy), None).await?;
        Ok(())
    }
    .await;
    if let Err(e) = result {
        if let Err(cleanup) = store.delete(&written).await {
            tracing::error!(error = %cleanup, "objects of a failed copy were not deleted");
        }
        return Err(e);
    }
    Ok(Some(MediaRef {
        url: url_of(&new_id),
        thumb_url: thumb_url_of(&new_id),
        width: copy.width,
        height: copy.height,
        id: new_id,
    }))
}
