//! The reviews API (docs/REVIEWS.md), one file per action. Reading needs no token (a
//! signed-in reader also sees their own pending reviews); every write needs one and
//! touches only what the visitor may change.

mod delete;
mod list;
mod mine;
mod ratings;
mod report;
mod summary;
mod write;

use axum::extract::FromRef;
use utoipa_axum::{router::OpenApiRouter, routes};
use youzhe_content::Content;
use youzhe_core::{Db, auth::Auth, ratelimit::RateLimiter, sensitive::Words};

use std::sync::Arc;

use crate::public_pages::PublicPages;

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
        .routes(routes!(mine::my_reviews))
        .routes(routes!(summary::review_summary))
        .routes(routes!(ratings::review_ratings))
        .routes(routes!(delete::delete_review))
        .routes(routes!(report::report_review))
        .with_state(state)
}

/// A review id from the path: a positive whole number, else 40000 naming `id`. A whole
/// number written with a zero fraction (`42.0`, as clients that hold numbers as doubles
/// write them) is that number: the document says integer, and JSON Schema counts 42.0 as one.
pub(crate) fn review_id(
    p: Result<axum::extract::Path<String>, axum::extract::rejection::PathRejection>,
) -> youzhe_core::ApiResult<i64> {
    let whole = |raw: &str| -> Option<i64> {
        let digits = match raw.split_once('.') {
            Some((w, frac)) if !frac.is_empty() && frac.bytes().all(|b| b == b'0') => w,
            Some(_) => return None,
            None => raw,
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        digits.parse::<i64>().ok().filter(|id| *id > 0)
    };
    match p {
        Ok(axum::extract::Path(raw)) => whole(&raw),
        Err(_) => None,
    }
    .ok_or_else(|| youzhe_core::ApiError::invalid("id", "参数 id 须为正整数"))
}

#[cfg(test)]
mod tests {
    use axum::extract::Path;

    use super::review_id;

    #[test]
    fn a_path_id_is_a_positive_whole_number() {
        for (raw, id) in [
            ("42", Some(42)),
            ("42.0", Some(42)),
            ("4498329801.00", Some(4_498_329_801)),
        ] {
            assert_eq!(review_id(Ok(Path(raw.into()))).ok(), id, "{raw}");
        }
        for raw in [
            "0",
            "-1",
            "4.5",
            "42.",
            ".0",
            "abc",
            "",
            "1e3",
            "99999999999999999999",
        ] {
            assert!(review_id(Ok(Path(raw.into()))).is_err(), "{raw}");
        }
    }
}
