//! The reviews API (docs/REVIEWS.md), one file per action. Reading needs no token (a
//! signed-in reader also sees their own pending reviews); every write needs one and
//! touches only what the visitor may change.

mod delete;
mod list;
mod report;
mod summary;
mod write;

use axum::extract::FromRef;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;
use youzhe_core::{Db, auth::Auth, ratelimit::RateLimiter};

use std::sync::Arc;

use crate::{public_pages::PublicPages, sensitive::Words};

#[derive(Clone)]
pub struct ReviewsState {
    pub db: Db,
    pub content: Content,
    pub auth: Auth,
    /// Writes, deletions and reports per visitor (`YOUZHE_RATE_REVIEWS`).
    pub limiter: RateLimiter,
    pub words: Words,
    /// Public list pages, kept for a moment (`public_pages.rs`).
    pub public: Arc<PublicPages>,
}

impl FromRef<ReviewsState> for Auth {
    fn from_ref(s: &ReviewsState) -> Auth {
        s.auth.clone()
    }
}

pub fn router(state: ReviewsState) -> OpenApiRouter {
    OpenApiRouter::new()
        .routes(routes!(list::reviews, write::write_review))
        .routes(routes!(summary::review_summary))
        .routes(routes!(delete::delete_review))
        .routes(routes!(report::report_review))
        .with_state(state)
}

/// A review id from the path: a positive whole number, else 40000 naming `id`.
pub(crate) fn review_id(
    p: Result<axum::extract::Path<i64>, axum::extract::rejection::PathRejection>,
) -> youzhe_core::ApiResult<i64> {
    match p {
        Ok(axum::extract::Path(id)) if id > 0 => Ok(id),
        _ => Err(youzhe_core::ApiError::invalid("id", "参数 id 须为正整数")),
    }
}
