//! The one response envelope of our own API (DESIGN.md § API conventions):
//! `{"code":0,"msg":"ok","data":…,"extend":{"code":2000}}`. The `extend.code` 2000 tells the
//! client to read `code` by the new rules (0 = success, 40003 = sign in again).

use axum::Json;
use serde::Serialize;
use utoipa::ToSchema;

/// `extend.code` on every envelope we send.
pub const EXTEND_CODE: i32 = 2000;

#[derive(Debug, Serialize, ToSchema)]
pub struct Extend {
    /// Always 2000.
    pub code: i32,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Envelope<T> {
    /// 0 on success; a business code otherwise (see docs/API.md).
    pub code: i32,
    /// "ok", or a message a visitor can read (Chinese).
    pub msg: String,
    /// The operation's answer (errors use the error envelope, see `contract`).
    pub data: T,
    pub extend: Extend,
}

/// With code 40000: the field that was wrong.
#[derive(Debug, Serialize, ToSchema)]
pub struct FieldError {
    /// The field as the request spells it; a path such as `inner.count` in a body.
    pub field: String,
}

/// A business error: HTTP 200 with a non-zero `code` (or a transport error's status with the
/// same body). The document refines `code` per operation (`contract`).
#[derive(Debug, Serialize, ToSchema)]
pub struct ErrorEnvelope {
    /// A non-zero business code (docs/API.md).
    pub code: i32,
    /// A message a visitor can read (Chinese).
    pub msg: String,
    /// `{field}` with 40000, otherwise null.
    pub data: Option<FieldError>,
    pub extend: Extend,
}

impl<T> Envelope<T> {
    pub fn ok(data: T) -> Self {
        Self {
            code: 0,
            msg: "ok".into(),
            data,
            extend: Extend { code: EXTEND_CODE },
        }
    }
}

/// Wraps a successful result: `Ok(ok(data))` in a handler.
pub fn ok<T: Serialize>(data: T) -> Json<Envelope<T>> {
    Json(Envelope::ok(data))
}
