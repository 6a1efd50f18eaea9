//! The media API (docs/MEDIA.md), one file per action: the signed-in upload, and serving a
//! photo and its thumbnail to anyone who has its (random) id.

mod serve;
mod upload;

use std::sync::Arc;

use axum::extract::{DefaultBodyLimit, FromRef};
use tokio::sync::Semaphore;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{Db, auth::Auth, ratelimit::RateLimiter};

use crate::{MediaStore, UPLOAD_BODY_LIMIT};

#[derive(Clone)]
pub struct MediaState {
    pub db: Db,
    pub auth: Auth,
    /// Uploads per visitor (`YOUZHE_RATE_MEDIA`).
    pub limiter: RateLimiter,
    pub store: MediaStore,
    /// One decode per core at a time: a burst of uploads queues instead of holding nine
    /// decoded images each in memory at once.
    pub decoding: Arc<Semaphore>,
}

impl FromRef<MediaState> for Auth {
    fn from_ref(s: &MediaState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: MediaState) -> OpenApiRouter {
    // Only the upload may send a body this large; every other route keeps the server's limit.
    let upload = OpenApiRouter::new()
        .routes(routes!(upload::upload_photos))
        .layer(DefaultBodyLimit::max(UPLOAD_BODY_LIMIT));
    OpenApiRouter::new()
        .merge(upload)
        .routes(routes!(serve::media_photo))
        .routes(routes!(serve::media_thumb))
        .with_state(state)
}
