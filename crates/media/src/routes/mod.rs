//! The media API (docs/MEDIA.md), one file per action: the signed-in upload, the
//! operators' upload from the console (the same checks, the operator's session), and
//! serving a photo and its thumbnail to anyone who has its (random) id.

mod operator;
mod serve;
mod upload;

use std::sync::Arc;

use axum::extract::{DefaultBodyLimit, FromRef};
use tokio::sync::Semaphore;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_core::{Db, auth::Auth, client_ip::TrustedProxies, ratelimit::RateLimiter};
use youzhe_operators::Sessions;

use crate::{MediaStore, UPLOAD_BODY_LIMIT};

#[derive(Clone)]
pub struct MediaState {
    pub db: Db,
    pub auth: Auth,
    /// The operators' sessions, for the console's upload.
    pub sessions: Sessions,
    pub proxies: TrustedProxies,
    /// Uploads per visitor, and per operator (`YOUZHE_RATE_MEDIA`).
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

impl FromRef<MediaState> for Sessions {
    fn from_ref(s: &MediaState) -> Sessions {
        s.sessions.clone()
    }
}

impl FromRef<MediaState> for TrustedProxies {
    fn from_ref(s: &MediaState) -> TrustedProxies {
        s.proxies.clone()
    }
}

pub fn router(state: MediaState) -> OpenApiRouter {
    // Only the upload may send a body this large; every other route keeps the server's limit.
    let upload = OpenApiRouter::new()
        .routes(routes!(upload::upload_photos))
        .routes(routes!(operator::upload_content_images))
        .layer(DefaultBodyLimit::max(UPLOAD_BODY_LIMIT));
    OpenApiRouter::new()
        .merge(upload)
        .routes(routes!(serve::media_photo))
        .routes(routes!(serve::media_thumb))
        .routes(routes!(serve::media_sized))
        .with_state(state)
}
