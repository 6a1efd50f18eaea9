//! The token record the client stores (SPEC §3 "Login record"), issuing a new sign-in
//! chain, refreshing within it, the chain check verification asks for, and the signing
//! keys with their rotation.

pub mod chains;
pub mod issue;
pub mod keys;
pub mod refresh;
pub mod sign_out;

use serde::Serialize;
use utoipa::ToSchema;

/// What every sign-in and refresh answers. The client stores it as its login record and
/// sends `Authorization: Bearer <ID_token>`.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct TokenRecord {
    /// A signed JWT: `uid`, `sid`, `jti`, `iat`, `exp`, `iss`, `aud`; `kid` in its header.
    #[serde(rename = "ID_token")]
    pub id_token: String,
    /// Always `Bearer`.
    pub token_type: String,
    /// Seconds until `ID_token` expires (7200 by default; the client refreshes in the last 1200).
    pub expires_in: u64,
    /// Seconds until this sign-in ends for good: refreshing works until then, after which
    /// the visitor signs in again.
    pub refresh_expires_in: u64,
    /// The visitor's id (also the `uid` claim; the page-view `visitor_cookie`).
    pub uid: String,
    /// The openid the visitor signed in with, when known.
    pub openid: Option<String>,
}
