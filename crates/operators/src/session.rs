//! Operator sessions: a random id in the `yz_op` cookie (HttpOnly, SameSite=Strict,
//! Path=/ver3, Secure behind https), its SHA-256 in `operator_sessions` so every replica
//! can check it, and a CSRF token the console sends back as `X-CSRF-Token` on every
//! request that changes something.
//!
//! A handler in any area takes [`Operator`] when its state gives [`Sessions`] and
//! [`TrustedProxies`] (`impl FromRef<YourState> for …`); build the `Sessions` with
//! [`Sessions::from_core`].

use std::ops::Deref;

use axum::{
    extract::{FromRef, FromRequestParts},
    http::{HeaderMap, HeaderValue, Method, header, request::Parts},
};
use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use rand::RngCore;
use sha2::{Digest, Sha256};
use youzhe_core::{
    ApiError, Core, Db,
    client_ip::{ClientIp, TrustedProxies},
    time::now_ms,
};

use crate::{audit::Actor, scope::OperatorCtx, store};

pub const COOKIE: &str = "yz_op";
pub const CSRF_HEADER: &str = "x-csrf-token";
/// How long a session lasts from sign-in, unless set by `YOUZHE_OPERATOR_SESSION_HOURS`.
pub const DEFAULT_SESSION_HOURS: i64 = 12;
/// `last_seen_ms` is written at most this often per session.
const TOUCH_EVERY_MS: i64 = 60_000;

/// What checking a session needs. Cheap to clone.
#[derive(Clone, Debug)]
pub struct Sessions {
    pub db: Db,
    /// Mark the cookie `Secure` (the public URL is https).
    pub secure: bool,
    pub ttl_ms: i64,
}

impl Sessions {
    pub fn from_core(core: &Core) -> anyhow::Result<Self> {
        let hours = match core.config.get("YOUZHE_OPERATOR_SESSION_HOURS") {
            Some(v) => v
                .parse::<i64>()
                .ok()
                .filter(|h| (1..=24 * 30).contains(h))
                .ok_or_else(|| anyhow::anyhow!("YOUZHE_OPERATOR_SESSION_HOURS must be 1–720"))?,
            None => DEFAULT_SESSION_HOURS,
        };
        Ok(Self {
            db: core.db.clone(),
            secure: core.config.public_url.starts_with("https://"),
            ttl_ms: hours * 3_600_000,
        })
    }

    /// Opens a session for `operator_id`: the cookie value to send and the CSRF token.
    pub async fn open(&self, operator_id: i64) -> sqlx::Result<(String, String)> {
        let id = random_token();
        let csrf = random_token();
        let now = now_ms();
        store::insert_session(
            &self.db,
            &digest(&id),
            operator_id,
            &csrf,
            now,
            now + self.ttl_ms,
        )
        .await?;
        Ok((id, csrf))
    }

    /// The `Set-Cookie` value carrying `id`.
    pub fn cookie(&self, id: &str) -> String {
        self.cookie_with(id, self.ttl_ms / 1000)
    }

    /// The `Set-Cookie` value that removes the cookie.
    pub fn removal(&self) -> String {
        self.cookie_with("", 0)
    }

    fn cookie_with(&self, value: &str, max_age: i64) -> String {
        let secure = if self.secure { "; Secure" } else { "" };
        format!(
            "{COOKIE}={value}; Path=/ver3; Max-Age={max_age}; HttpOnly; SameSite=Strict{secure}"
        )
    }
}

fn random_token() -> String {
    let mut b = [0u8; 32];
    rand::rng().fill_bytes(&mut b);
    URL_SAFE_NO_PAD.encode(b)
}

/// What the table keeps of a session id.
pub fn digest(id: &str) -> String {
    hex::encode(Sha256::digest(id.as_bytes()))
}

/// The `yz_op` value from the request's cookies.
pub fn cookie_value(headers: &HeaderMap) -> Option<&str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == COOKIE)
        .map(|(_, v)| v.trim())
        .filter(|v| !v.is_empty())
}

/// Equal strings, compared without stopping at the first difference (lengths aside:
/// CSRF tokens all have the same length).
pub fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A signed-in operator, checked on every request: a live session (not expired, not
/// revoked) of an operator not disabled — else 40003; and for anything but GET and HEAD,
/// `X-CSRF-Token` equal to the session's — else 40300.
#[derive(Clone, Debug)]
pub struct Operator {
    pub ctx: OperatorCtx,
    /// The session's id as stored (for signing out).
    pub session: String,
    pub client_ip: String,
}

impl Deref for Operator {
    type Target = OperatorCtx;
    fn deref(&self) -> &OperatorCtx {
        &self.ctx
    }
}

impl Operator {
    /// Who the audit log names for this operator's writes.
    pub fn actor(&self) -> Actor {
        Actor {
            operator_id: Some(self.ctx.id),
            name: self.ctx.username.clone(),
            client_ip: Some(self.client_ip.clone()),
        }
    }
}

impl<S> FromRequestParts<S> for Operator
where
    S: Send + Sync,
    Sessions: FromRef<S>,
    TrustedProxies: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, ApiError> {
        let sessions = Sessions::from_ref(state);
        let ClientIp(ip) = ClientIp::from_request_parts(parts, state).await?;
        let Some(id) = cookie_value(&parts.headers) else {
            return Err(ApiError::SignInAgain);
        };
        let hash = digest(id);
        let now = now_ms();
        let Some((row, csrf, last_seen)) = store::live_session(&sessions.db, &hash, now).await?
        else {
            return Err(ApiError::SignInAgain);
        };
        if !matches!(parts.method, Method::GET | Method::HEAD) {
            let sent = parts
                .headers
                .get(CSRF_HEADER)
                .map(HeaderValue::as_bytes)
                .unwrap_or_default();
            if !same(sent, csrf.as_bytes()) {
                return Err(ApiError::Forbidden(
                    "缺少或错误的 X-CSRF-Token，请刷新页面后重试".into(),
                ));
            }
        }
        if now - last_seen > TOUCH_EVERY_MS {
            store::touch_session(&sessions.db, &hash, now).await?;
        }
        Ok(Operator {
            ctx: row.ctx(),
            session: hash,
            client_ip: ip.to_string(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_cookie_among_others() {
        let mut h = HeaderMap::new();
        h.append(header::COOKIE, "a=1; yz_op=abc; b=2".parse().unwrap());
        assert_eq!(cookie_value(&h), Some("abc"));
        let mut h = HeaderMap::new();
        h.append(header::COOKIE, "yz_opx=1; yz_op=".parse().unwrap());
        assert_eq!(cookie_value(&h), None);
    }

    #[test]
    fn compares_whole_tokens() {
        assert!(same(b"abc", b"abc"));
        assert!(!same(b"abc", b"abd"));
        assert!(!same(b"", b"abc"));
    }
}
