//! Visitor tokens: their verification and the [`AuthUser`] / [`MaybeAuthUser`] extractors
//! any area's handler can take. The keys and the sign-in chains belong to the identity
//! area, which hands them to [`Auth`] through [`TokenKeys`] and [`TokenChains`].
//!
//! An `ID_token` is a JWT signed with HS256 (the only algorithm accepted: the algorithm is
//! pinned, so `alg: none` or a token made with another algorithm is refused before any key
//! is touched). It carries `uid`, `sid` (its sign-in chain), `jti`, `iat`, `exp`, `iss`,
//! `aud` and, in the header, the `kid` of the key that signed it. Verification checks the
//! signature with that key, expiry, issue time (not in the future), issuer and audience,
//! and then that the chain is live and the token is its current one (the identity area
//! retires tokens when it refreshes them and revokes chains on reuse). Every failure is
//! the same [`ApiError::SignInAgain`] (40003): the client signs in again.
//!
//! The keys (`YOUZHE_TOKEN_KEY` or the generated key file, and their rotation) and the
//! chain check (`token_chains`) are the identity area's: see docs/IDENTITY.md.
//!
//! A handler in any area takes `AuthUser` when its state gives an [`Auth`]:
//!
//! ```text
//! #[derive(Clone)] struct MyState { auth: Auth, … }
//! impl FromRef<MyState> for Auth { fn from_ref(s: &MyState) -> Auth { s.auth.clone() } }
//! // building the area: the identity area's `IdentityState::auth`
//! async fn mine(user: AuthUser) -> … { user.uid … }
//! ```

use std::sync::Arc;

use axum::{
    extract::{FromRef, FromRequestParts},
    http::{HeaderMap, header, request::Parts},
};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};

use crate::{ApiError, ApiResult, Config, time::now_ms};

/// The one signing algorithm. Pinned: tokens naming any other are refused.
pub const ALGORITHM: Algorithm = Algorithm::HS256;
/// Clock difference tolerated between replicas when checking `exp` and `iat`.
pub const LEEWAY_SECS: i64 = 5;

/// What an `ID_token` says.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Claims {
    pub uid: String,
    /// The sign-in chain this token belongs to.
    pub sid: String,
    pub jti: String,
    pub iat: i64,
    pub exp: i64,
    pub iss: String,
    pub aud: String,
}

/// Why a token was refused (for logs and tests; visitors only ever see 40003).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TokenError {
    #[error("no token")]
    Missing,
    #[error("malformed token")]
    Malformed,
    #[error("algorithm not accepted")]
    Algorithm,
    #[error("unknown key id")]
    UnknownKey,
    #[error("bad signature")]
    Signature,
    #[error("expired")]
    Expired,
    #[error("issued in the future")]
    FromTheFuture,
    #[error("wrong issuer")]
    Issuer,
    #[error("wrong audience")]
    Audience,
    #[error("revoked or retired")]
    Revoked,
}

/// The keys tokens are verified with, kept by the identity area.
pub trait TokenKeys: Send + Sync + std::fmt::Debug {
    /// The key for `kid` if it still verifies at `now_ms`.
    fn decoding_key(&self, kid: &str, now_ms: i64) -> Option<DecodingKey>;
}

/// The sign-in chains, kept by the identity area: whether a token is still its chain's
/// current one.
#[async_trait::async_trait]
pub trait TokenChains: Send + Sync + std::fmt::Debug {
    /// True when the chain of `claims` is live at `now_ms` and the token is its current one
    /// (or the one it just replaced, within the identity area's grace).
    async fn is_current(&self, claims: &Claims, now_ms: i64) -> anyhow::Result<bool>;
}

// ---------------------------------------------------------------------------------------
// Verification

/// Verifies visitor tokens. Cheap to clone; the identity area builds it with its keys and
/// chains ([`Auth::new`]).
#[derive(Clone, Debug)]
pub struct Auth(Arc<AuthInner>);

#[derive(Debug)]
struct AuthInner {
    keys: Arc<dyn TokenKeys>,
    chains: Arc<dyn TokenChains>,
    issuer: String,
    audience: String,
}

/// Default audience of visitor tokens.
pub const DEFAULT_AUDIENCE: &str = "youzhe-visitor";

impl Auth {
    /// Issuer and audience from `YOUZHE_TOKEN_ISSUER` (default: the public URL) and
    /// `YOUZHE_TOKEN_AUDIENCE`.
    pub fn new(config: &Config, keys: Arc<dyn TokenKeys>, chains: Arc<dyn TokenChains>) -> Self {
        let issuer = config
            .get("YOUZHE_TOKEN_ISSUER")
            .unwrap_or(&config.public_url)
            .to_string();
        let audience = config
            .get("YOUZHE_TOKEN_AUDIENCE")
            .unwrap_or(DEFAULT_AUDIENCE)
            .to_string();
        Self(Arc::new(AuthInner {
            keys,
            chains,
            issuer,
            audience,
        }))
    }

    pub fn issuer(&self) -> &str {
        &self.0.issuer
    }

    pub fn audience(&self) -> &str {
        &self.0.audience
    }

    /// Checks everything the token itself can show: algorithm, key, signature, expiry,
    /// issue time, issuer, audience. Does not look at the database.
    pub fn verify(&self, token: &str) -> Result<Claims, TokenError> {
        self.verify_at(token, now_ms(), true)
    }

    /// [`Auth::verify`] without the expiry check, for the refresh endpoint: an expired
    /// token may still be exchanged while its chain lives and it is the chain's current one.
    pub fn verify_for_refresh(&self, token: &str) -> Result<Claims, TokenError> {
        self.verify_at(token, now_ms(), false)
    }

    pub(crate) fn verify_at(
        &self,
        token: &str,
        now_ms: i64,
        check_exp: bool,
    ) -> Result<Claims, TokenError> {
        use jsonwebtoken::errors::ErrorKind;
        let header = jsonwebtoken::decode_header(token).map_err(|e| match e.kind() {
            // `alg: none` or any name the library does not know.
            ErrorKind::Json(_) => TokenError::Algorithm,
            _ => TokenError::Malformed,
        })?;
        if header.alg != ALGORITHM {
            return Err(TokenError::Algorithm);
        }
        let kid = header.kid.ok_or(TokenError::UnknownKey)?;
        let key = self
            .0
            .keys
            .decoding_key(&kid, now_ms)
            .ok_or(TokenError::UnknownKey)?;
        let mut v = Validation::new(ALGORITHM);
        v.leeway = LEEWAY_SECS as u64;
        v.validate_exp = check_exp;
        v.set_issuer(&[&self.0.issuer]);
        v.set_audience(&[&self.0.audience]);
        v.set_required_spec_claims(&["exp", "iat", "iss", "aud"]);
        let data = jsonwebtoken::decode::<Claims>(token, &key, &v).map_err(|e| match e.kind() {
            ErrorKind::InvalidSignature => TokenError::Signature,
            ErrorKind::ExpiredSignature => TokenError::Expired,
            ErrorKind::InvalidIssuer => TokenError::Issuer,
            ErrorKind::InvalidAudience => TokenError::Audience,
            ErrorKind::InvalidAlgorithm => TokenError::Algorithm,
            _ => TokenError::Malformed,
        })?;
        let claims = data.claims;
        // The library checks `exp` against the system clock; the issue time we check here.
        let now = now_ms / 1000;
        if claims.iat > now + LEEWAY_SECS {
            return Err(TokenError::FromTheFuture);
        }
        if check_exp && claims.exp + LEEWAY_SECS < now {
            return Err(TokenError::Expired);
        }
        Ok(claims)
    }

    /// [`Auth::verify`] plus the chain check: the chain is live and this is its current
    /// token (or the one it just replaced, for a few seconds, so requests already in flight
    /// during a refresh still pass).
    pub async fn authenticate(&self, token: &str) -> Result<AuthUser, AuthFailure> {
        let claims = self.verify(token).map_err(AuthFailure::Token)?;
        let current = self
            .0
            .chains
            .is_current(&claims, now_ms())
            .await
            .map_err(AuthFailure::Store)?;
        if !current {
            return Err(AuthFailure::Token(TokenError::Revoked));
        }
        Ok(AuthUser {
            uid: claims.uid,
            sid: claims.sid,
            jti: claims.jti,
            exp: claims.exp,
        })
    }
}

/// Why [`Auth::authenticate`] failed: the token, or the database (a 500, not a sign-out).
#[derive(Debug)]
pub enum AuthFailure {
    Token(TokenError),
    Store(anyhow::Error),
}

impl From<AuthFailure> for ApiError {
    fn from(f: AuthFailure) -> Self {
        match f {
            AuthFailure::Token(why) => {
                tracing::debug!(reason = %why, "token refused");
                ApiError::SignInAgain
            }
            AuthFailure::Store(e) => ApiError::Internal(e),
        }
    }
}

/// The token from `Authorization: Bearer <ID_token>` (SPEC §6), if any.
pub fn bearer(headers: &HeaderMap) -> Option<&str> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?.trim();
    let (scheme, token) = value.split_once(' ')?;
    let token = token.trim();
    (scheme.eq_ignore_ascii_case("bearer") && !token.is_empty()).then_some(token)
}

/// A signed-in visitor. Missing, forged, expired, retired or revoked tokens answer 40003.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuthUser {
    pub uid: String,
    /// The sign-in chain (one per login).
    pub sid: String,
    pub jti: String,
    /// Expiry, unix seconds.
    pub exp: i64,
}

impl<S> FromRequestParts<S> for AuthUser
where
    S: Send + Sync,
    Auth: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> ApiResult<Self> {
        let token = bearer(&parts.headers).ok_or(ApiError::SignInAgain)?;
        Ok(Auth::from_ref(state).authenticate(token).await?)
    }
}

/// A visitor who may be signed in. A missing or unusable token is simply anonymous here:
/// browsing never fails because an old token lingers in the client.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MaybeAuthUser(pub Option<AuthUser>);

impl<S> FromRequestParts<S> for MaybeAuthUser
where
    S: Send + Sync,
    Auth: FromRef<S>,
{
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> ApiResult<Self> {
        let Some(token) = bearer(&parts.headers) else {
            return Ok(Self(None));
        };
        match Auth::from_ref(state).authenticate(token).await {
            Ok(user) => Ok(Self(Some(user))),
            Err(AuthFailure::Token(_)) => Ok(Self(None)),
            Err(AuthFailure::Store(e)) => Err(ApiError::Internal(e)),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
    use jsonwebtoken::{EncodingKey, Header};

    use super::*;

    const KID: &str = "k-test";
    const SECRET: [u8; 32] = [3u8; 32];

    /// One key; its kid alone verifies.
    #[derive(Debug)]
    struct OneKey;

    impl TokenKeys for OneKey {
        fn decoding_key(&self, kid: &str, _now_ms: i64) -> Option<DecodingKey> {
            (kid == KID).then(|| DecodingKey::from_secret(&SECRET))
        }
    }

    /// Every chain is live.
    #[derive(Debug)]
    struct Live;

    #[async_trait::async_trait]
    impl TokenChains for Live {
        async fn is_current(&self, _claims: &Claims, _now_ms: i64) -> anyhow::Result<bool> {
            Ok(true)
        }
    }

    fn config() -> Config {
        let mut s = BTreeMap::new();
        s.insert(
            "YOUZHE_PUBLIC_URL".to_string(),
            "https://trip.example.cn".to_string(),
        );
        Config::from_settings(s).unwrap()
    }

    fn claims(iat: i64, exp: i64) -> Claims {
        Claims {
            uid: "u1".into(),
            sid: "s1".into(),
            jti: "j1".into(),
            iat,
            exp,
            iss: "https://trip.example.cn".into(),
            aud: DEFAULT_AUDIENCE.into(),
        }
    }

    fn signing_key() -> (String, EncodingKey) {
        (KID.to_string(), EncodingKey::from_secret(&SECRET))
    }

    fn sign(c: &Claims) -> String {
        let (kid, key) = signing_key();
        let mut h = Header::new(ALGORITHM);
        h.kid = Some(kid);
        jsonwebtoken::encode(&h, c, &key).unwrap()
    }

    #[tokio::test]
    async fn verifies_its_own_tokens_and_refuses_the_matrix() {
        let a = Auth::new(&config(), Arc::new(OneKey), Arc::new(Live));
        let now = now_ms() / 1000;
        let good = claims(now, now + 600);
        assert_eq!(a.verify(&sign(&good)).unwrap(), good);

        let expired = sign(&claims(now - 700, now - 100));
        assert_eq!(a.verify(&expired), Err(TokenError::Expired));
        assert!(a.verify_for_refresh(&expired).is_ok());
        assert_eq!(
            a.verify(&sign(&claims(now + 3600, now + 7200))),
            Err(TokenError::FromTheFuture)
        );
        let mut c = good.clone();
        c.iss = "https://evil.example".into();
        assert_eq!(a.verify(&sign(&c)), Err(TokenError::Issuer));
        let mut c = good.clone();
        c.aud = "someone-else".into();
        assert_eq!(a.verify(&sign(&c)), Err(TokenError::Audience));

        // alg none, foreign algorithm, wrong key, unknown kid, garbage.
        let kid = signing_key().0;
        let body = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&good).unwrap());
        let none = format!(
            "{}.{body}.",
            URL_SAFE_NO_PAD.encode(format!(r#"{{"alg":"none","kid":"{kid}"}}"#))
        );
        assert_eq!(a.verify(&none), Err(TokenError::Algorithm));
        let (_, key) = signing_key();
        let mut h = Header::new(Algorithm::HS512);
        h.kid = Some(kid.clone());
        assert_eq!(
            a.verify(&jsonwebtoken::encode(&h, &good, &key).unwrap()),
            Err(TokenError::Algorithm)
        );
        let mut h = Header::new(ALGORITHM);
        h.kid = Some(kid);
        let forged =
            jsonwebtoken::encode(&h, &good, &EncodingKey::from_secret(&[7u8; 32])).unwrap();
        assert_eq!(a.verify(&forged), Err(TokenError::Signature));
        let mut h = Header::new(ALGORITHM);
        h.kid = Some("k-nobody".into());
        assert_eq!(
            a.verify(&jsonwebtoken::encode(&h, &good, &key).unwrap()),
            Err(TokenError::UnknownKey)
        );
        assert_eq!(a.verify("not.a.token"), Err(TokenError::Malformed));
    }

    #[tokio::test]
    async fn a_live_chain_signs_in() {
        let a = Auth::new(&config(), Arc::new(OneKey), Arc::new(Live));
        let now = now_ms() / 1000;
        let user = a
            .authenticate(&sign(&claims(now, now + 600)))
            .await
            .unwrap();
        assert_eq!((user.uid.as_str(), user.sid.as_str()), ("u1", "s1"));
    }

    #[test]
    fn reads_bearer_headers() {
        let mut h = HeaderMap::new();
        assert_eq!(bearer(&h), None);
        h.insert(header::AUTHORIZATION, "Bearer abc.def".parse().unwrap());
        assert_eq!(bearer(&h), Some("abc.def"));
        h.insert(header::AUTHORIZATION, "bearer  xyz".parse().unwrap());
        assert_eq!(bearer(&h), Some("xyz"));
        h.insert(header::AUTHORIZATION, "Basic xyz".parse().unwrap());
        assert_eq!(bearer(&h), None);
        h.insert(header::AUTHORIZATION, "Bearer ".parse().unwrap());
        assert_eq!(bearer(&h), None);
    }
}
