//! One error type for every handler. Business errors travel as HTTP 200 with a non-zero
//! `code` and a Chinese `msg` (the client shows `msg` as a toast); transport-level failures
//! keep real HTTP codes. Details of 5xx errors go to the log, never to the visitor.

use axum::{
    Json,
    http::{HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};

use crate::envelope::{EXTEND_CODE, ErrorEnvelope, Extend, FieldError};

/// Business codes carried in `code` (docs/API.md lists them for clients).
pub mod codes {
    /// Bad input: `data.field` names the offending field.
    pub const INVALID: i32 = 40000;
    /// Not signed in, or the token is bad, expired or revoked: sign in again (SPEC §8).
    pub const SIGN_IN_AGAIN: i32 = 40003;
    /// Signed in but not allowed.
    pub const FORBIDDEN: i32 = 40300;
    /// The thing asked for does not exist.
    pub const NOT_FOUND: i32 = 40400;
    /// The request conflicts with what already happened (a replayed code, a spent link).
    pub const CONFLICT: i32 = 40900;
    /// The route exists, not with this method (a real HTTP 405).
    pub const METHOD_NOT_ALLOWED: i32 = 40500;
    /// The request took longer than the server allows (a real HTTP 408).
    pub const TIMEOUT: i32 = 40800;
    pub const TOO_LARGE: i32 = 41300;
    pub const RATE_LIMITED: i32 = 42900;
    pub const INTERNAL: i32 = 50000;
    /// A partner service (WeChat, a map provider) failed or answered nonsense.
    pub const UPSTREAM: i32 = 50200;
    /// A feature this deployment has not configured (e.g. WeChat without an app id).
    pub const NOT_CONFIGURED: i32 = 50300;
    /// Something the server needs (the database) does not answer (a real HTTP 503); the
    /// same number as [`NOT_CONFIGURED`]: the service is not available either way.
    pub const UNAVAILABLE: i32 = 50300;
}

pub type ApiResult<T> = Result<T, ApiError>;

/// The words of a request refused because the server is overloaded (shed, or no database
/// connection came free in time); such answers carry `Retry-After: 1`.
pub const BUSY: &str = "服务器繁忙，请稍后再试";

/// Whether `e`, anywhere in its chain, is the database saying it is too busy: the pool's
/// acquire timeout, or SQLite still locked by other writers after its busy timeout
/// (`SQLITE_BUSY`, code 5, and its extended codes). Either way nothing was written (the
/// transaction rolled back), so trying again is right.
fn is_pool_timeout(e: &anyhow::Error) -> bool {
    e.chain().any(|c| match c.downcast_ref::<sqlx::Error>() {
        Some(sqlx::Error::PoolTimedOut) => true,
        Some(sqlx::Error::Database(db)) => {
            db.code()
                .and_then(|code| code.parse::<i32>().ok())
                .is_some_and(|code| code & 0xff == 5)
                && db.try_downcast_ref::<sqlx::sqlite::SqliteError>().is_some()
        }
        _ => false,
    })
}

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("{msg}")]
    Invalid { field: String, msg: String },
    #[error("未登录!")]
    SignInAgain,
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    /// An unknown route or asset: a real HTTP 404 with the envelope as body.
    #[error("您所请求的资源无法找到")]
    NoRoute,
    #[error("{0}")]
    Conflict(String),
    #[error("请求方法不被允许")]
    MethodNotAllowed,
    #[error("请求超时")]
    Timeout,
    #[error("请求内容过大")]
    TooLarge,
    #[error("请求过于频繁，请稍后再试")]
    RateLimited { retry_after_secs: u64 },
    #[error("{0}")]
    Upstream(String),
    #[error("{0}")]
    NotConfigured(String),
    #[error("{0}")]
    Unavailable(String),
    #[error(transparent)]
    Internal(#[from] anyhow::Error),
}

impl ApiError {
    /// Bad input in `field`, with a message a visitor can read.
    pub fn invalid(field: impl Into<String>, msg: impl Into<String>) -> Self {
        Self::Invalid {
            field: field.into(),
            msg: msg.into(),
        }
    }

    pub fn code(&self) -> i32 {
        use codes::*;
        match self {
            Self::Invalid { .. } => INVALID,
            Self::SignInAgain => SIGN_IN_AGAIN,
            Self::Forbidden(_) => FORBIDDEN,
            Self::NotFound(_) | Self::NoRoute => NOT_FOUND,
            Self::Conflict(_) => CONFLICT,
            Self::MethodNotAllowed => METHOD_NOT_ALLOWED,
            Self::Timeout => TIMEOUT,
            Self::TooLarge => TOO_LARGE,
            Self::RateLimited { .. } => RATE_LIMITED,
            Self::Upstream(_) => UPSTREAM,
            Self::NotConfigured(_) => NOT_CONFIGURED,
            Self::Unavailable(_) => UNAVAILABLE,
            Self::Internal(_) => INTERNAL,
        }
    }

    pub fn status(&self) -> StatusCode {
        match self {
            Self::NoRoute => StatusCode::NOT_FOUND,
            Self::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Self::Timeout => StatusCode::REQUEST_TIMEOUT,
            Self::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            Self::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Self::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            Self::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            _ => StatusCode::OK,
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> Self {
        Self::Internal(e.into())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        // A database too busy (every connection taken for the whole acquire timeout, or
        // SQLite locked past its busy timeout) is overload, not a fault: the visitor is asked
        // to try again shortly, like a shed request.
        let this = match self {
            Self::Internal(e) if is_pool_timeout(&e) => {
                tracing::warn!(error = %e, "the database was too busy; answered 503 to try again");
                Self::Unavailable(BUSY.into())
            }
            other => other,
        };
        let msg = match &this {
            Self::Internal(e) => {
                tracing::error!(error = ?e, "internal error");
                "服务器出错！".to_string()
            }
            Self::Upstream(m) => {
                tracing::warn!(upstream = %m, "partner service failed");
                this.to_string()
            }
            other => other.to_string(),
        };
        let data = match &this {
            Self::Invalid { field, .. } => Some(FieldError {
                field: field.clone(),
            }),
            _ => None,
        };
        let body = ErrorEnvelope {
            code: this.code(),
            msg,
            data,
            extend: Extend { code: EXTEND_CODE },
        };
        let mut res = (this.status(), Json(body)).into_response();
        if let Self::RateLimited { retry_after_secs } = this
            && let Ok(v) = HeaderValue::from_str(&retry_after_secs.max(1).to_string())
        {
            res.headers_mut().insert(header::RETRY_AFTER, v);
        } else if let Self::Unavailable(m) = &this
            && m == BUSY
        {
            res.headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        }
        res
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_database_too_busy_is_a_503_to_retry_not_a_fault() {
        let err = anyhow::Error::from(sqlx::Error::PoolTimedOut).context("reading reviews");
        let res = ApiError::Internal(err).into_response();
        assert_eq!(res.status(), StatusCode::SERVICE_UNAVAILABLE);
        assert_eq!(
            res.headers().get(header::RETRY_AFTER).map(|v| v.as_bytes()),
            Some(&b"1"[..])
        );
        // Any other database error stays an internal error.
        let res = ApiError::Internal(sqlx::Error::RowNotFound.into()).into_response();
        assert_eq!(res.status(), StatusCode::INTERNAL_SERVER_ERROR);
        assert!(res.headers().get(header::RETRY_AFTER).is_none());
    }
}
