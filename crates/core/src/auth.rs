//! Visitor tokens: the keys that sign them, their verification, and the [`AuthUser`] /
//! [`MaybeAuthUser`] extractors any area's handler can take.
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
//! Keys come from `YOUZHE_TOKEN_KEY` (base64, at least 32 bytes; `YOUZHE_TOKEN_KEY_PREVIOUS`
//! keeps verifying the key it replaced) or else from `token-keys.json` in the data folder,
//! generated on first start with mode 0600. `youzhe rotate-key` ([`rotate_key_file`])
//! replaces the current key in that file and keeps the old one verifying for
//! `YOUZHE_TOKEN_KEY_GRACE_SECS`; running servers re-read the file within
//! `YOUZHE_TOKEN_KEY_RELOAD_SECS`, and at once when they meet an unknown `kid`.
//!
//! A handler in any area takes `AuthUser` when its state gives an [`Auth`]:
//!
//! ```text
//! #[derive(Clone)] struct MyState { auth: Auth, … }
//! impl FromRef<MyState> for Auth { fn from_ref(s: &MyState) -> Auth { s.auth.clone() } }
//! // building the area: let auth = Auth::from_core(core)?;
//! async fn mine(user: AuthUser) -> … { user.uid … }
//! ```

use std::{
    io::Write,
    path::{Path, PathBuf},
    sync::{Arc, RwLock},
    time::{Duration, Instant},
};

use anyhow::{Context, bail};
use axum::{
    extract::{FromRef, FromRequestParts},
    http::{HeaderMap, header, request::Parts},
};
use base64::{
    Engine,
    engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD},
};
use jsonwebtoken::{Algorithm, DecodingKey, EncodingKey, Validation};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::{ApiError, ApiResult, Config, Core, Db, Secret, time::now_ms, with_db};

/// The one signing algorithm. Pinned: tokens naming any other are refused.
pub const ALGORITHM: Algorithm = Algorithm::HS256;
/// Generated keys live here, inside the data folder.
pub const KEY_FILE: &str = "token-keys.json";
/// Clock difference tolerated between replicas when checking `exp` and `iat`.
pub const LEEWAY_SECS: i64 = 5;
const MIN_KEY_BYTES: usize = 32;

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

// ---------------------------------------------------------------------------------------
// Keys

#[derive(Clone)]
struct TokenKey {
    kid: String,
    secret: Secret<Vec<u8>>,
    /// When it stopped signing; `None` for the current key.
    retired_ms: Option<i64>,
}

#[derive(Clone)]
struct KeySet {
    current: TokenKey,
    previous: Vec<TokenKey>,
}

/// The file format of `token-keys.json`.
#[derive(Serialize, Deserialize)]
struct KeyFile {
    current: KeyEntry,
    #[serde(default)]
    previous: Vec<KeyEntry>,
}

#[derive(Serialize, Deserialize)]
struct KeyEntry {
    kid: String,
    secret: String,
    created_ms: i64,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    retired_ms: Option<i64>,
}

enum Source {
    /// From `YOUZHE_TOKEN_KEY` (fixed for the life of the process).
    Configured,
    File(PathBuf),
}

struct Loaded {
    set: Arc<KeySet>,
    digest: [u8; 32],
    checked: Instant,
}

/// The signing key and the keys still accepted, re-read from the key file when it changes.
pub struct KeyRing {
    source: Source,
    grace_ms: i64,
    reload_every: Duration,
    state: RwLock<Loaded>,
}

impl std::fmt::Debug for KeyRing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let set = self.set();
        f.debug_struct("KeyRing")
            .field("current_kid", &set.current.kid)
            .finish_non_exhaustive()
    }
}

/// `kid` for a configured key: derived from the key, revealing nothing usable about it.
fn kid_for(secret: &[u8]) -> String {
    let d = Sha256::digest(secret);
    format!("c-{}", hex_lower(&d[..6]))
}

fn hex_lower(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn decode_key(value: &str, what: &str) -> anyhow::Result<Vec<u8>> {
    let value = value.trim();
    let bytes = STANDARD
        .decode(value)
        .or_else(|_| URL_SAFE_NO_PAD.decode(value.trim_end_matches('=')))
        .with_context(|| format!("{what} must be base64"))?;
    if bytes.len() < MIN_KEY_BYTES {
        bail!("{what} must hold at least {MIN_KEY_BYTES} bytes (e.g. `openssl rand -base64 32`)");
    }
    Ok(bytes)
}

fn random_key() -> Vec<u8> {
    use rand::RngCore;
    let mut key = vec![0u8; 32];
    rand::rng().fill_bytes(&mut key);
    key
}

fn new_kid() -> String {
    let id = uuid::Uuid::now_v7().simple().to_string();
    format!("k-{}", &id[..16])
}

fn parse_key_file(text: &str) -> anyhow::Result<KeySet> {
    let file: KeyFile = serde_json::from_str(text).context("the key file is not valid")?;
    let entry = |e: &KeyEntry, current: bool| -> anyhow::Result<TokenKey> {
        Ok(TokenKey {
            kid: e.kid.clone(),
            secret: Secret::new(decode_key(&e.secret, "a key in the key file")?),
            retired_ms: if current {
                None
            } else {
                Some(e.retired_ms.unwrap_or(0))
            },
        })
    };
    Ok(KeySet {
        current: entry(&file.current, true)?,
        previous: file
            .previous
            .iter()
            .map(|e| entry(e, false))
            .collect::<anyhow::Result<_>>()?,
    })
}

/// Writes `text` to `path` with mode 0600 through a temporary file, so readers never see
/// half a file. With `replace` false an existing file wins (first start racing another).
fn write_private(path: &Path, text: &str, replace: bool) -> anyhow::Result<()> {
    let dir = path.parent().context("the key file has no folder")?;
    std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    let tmp = dir.join(format!(".{KEY_FILE}.{}", uuid::Uuid::new_v4().simple()));
    {
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            options.mode(0o600);
        }
        let mut f = options
            .open(&tmp)
            .with_context(|| format!("creating {}", tmp.display()))?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
    }
    let result = if replace {
        std::fs::rename(&tmp, path).map_err(anyhow::Error::from)
    } else {
        // A hard link fails if the name exists: exactly one of several racing starts wins.
        let r = match std::fs::hard_link(&tmp, path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(()),
            Err(e) => Err(e.into()),
        };
        let _ = std::fs::remove_file(&tmp);
        r
    };
    result.with_context(|| format!("writing {}", path.display()))
}

fn key_file_path(config: &Config) -> PathBuf {
    config.data_dir.join(KEY_FILE)
}

fn secs_setting(config: &Config, key: &str, default: u64) -> anyhow::Result<u64> {
    match config.get(key) {
        Some(v) => v
            .parse()
            .with_context(|| format!("{key} must be a whole number of seconds")),
        None => Ok(default),
    }
}

/// Default for `YOUZHE_TOKEN_KEY_GRACE_SECS`: the default token lifetime, so every token
/// signed before a rotation lives out its life.
pub const DEFAULT_KEY_GRACE_SECS: u64 = 7200;

impl KeyRing {
    /// The configured key, or the key file (created with a fresh key if absent).
    pub fn open(config: &Config) -> anyhow::Result<Self> {
        let grace_ms = secs_setting(
            config,
            "YOUZHE_TOKEN_KEY_GRACE_SECS",
            DEFAULT_KEY_GRACE_SECS,
        )? as i64
            * 1000;
        let reload_every =
            Duration::from_secs(secs_setting(config, "YOUZHE_TOKEN_KEY_RELOAD_SECS", 10)?);
        if let Some(key) = config.secret("YOUZHE_TOKEN_KEY") {
            let secret = decode_key(key.expose(), "YOUZHE_TOKEN_KEY")?;
            let current = TokenKey {
                kid: kid_for(&secret),
                secret: Secret::new(secret),
                retired_ms: None,
            };
            let mut previous = Vec::new();
            if let Some(prev) = config.secret("YOUZHE_TOKEN_KEY_PREVIOUS") {
                let secret = decode_key(prev.expose(), "YOUZHE_TOKEN_KEY_PREVIOUS")?;
                // Accepted for as long as it is configured: the operator removes it once
                // the grace period has passed (docs/IDENTITY.md).
                previous.push(TokenKey {
                    kid: kid_for(&secret),
                    secret: Secret::new(secret),
                    retired_ms: None,
                });
            }
            let set = Arc::new(KeySet { current, previous });
            let state = RwLock::new(Loaded {
                set,
                digest: [0; 32],
                checked: Instant::now(),
            });
            return Ok(Self {
                source: Source::Configured,
                grace_ms,
                reload_every,
                state,
            });
        }
        let path = key_file_path(config);
        if !path.exists() {
            let file = KeyFile {
                current: KeyEntry {
                    kid: new_kid(),
                    secret: STANDARD.encode(random_key()),
                    created_ms: now_ms(),
                    retired_ms: None,
                },
                previous: Vec::new(),
            };
            write_private(&path, &serde_json::to_string_pretty(&file)?, false)?;
            tracing::info!(path = %path.display(), "generated a token signing key");
        }
        let (set, digest) = Self::read(&path)?;
        let state = RwLock::new(Loaded {
            set: Arc::new(set),
            digest,
            checked: Instant::now(),
        });
        Ok(Self {
            source: Source::File(path),
            grace_ms,
            reload_every,
            state,
        })
    }

    fn read(path: &Path) -> anyhow::Result<(KeySet, [u8; 32])> {
        let text =
            std::fs::read_to_string(path).with_context(|| format!("reading {}", path.display()))?;
        let set = parse_key_file(&text).with_context(|| format!("reading {}", path.display()))?;
        Ok((set, Sha256::digest(text.as_bytes()).into()))
    }

    fn set(&self) -> Arc<KeySet> {
        self.state
            .read()
            .unwrap_or_else(|p| p.into_inner())
            .set
            .clone()
    }

    /// Re-reads the key file if it is due (or `force`d, at most once a second) and changed.
    fn refresh(&self, force: bool) {
        let Source::File(path) = &self.source else {
            return;
        };
        {
            let st = self.state.read().unwrap_or_else(|p| p.into_inner());
            let age = st.checked.elapsed();
            let due = if force {
                age >= Duration::from_secs(1)
            } else {
                age >= self.reload_every
            };
            if !due {
                return;
            }
        }
        let mut st = self.state.write().unwrap_or_else(|p| p.into_inner());
        st.checked = Instant::now();
        match Self::read(path) {
            Ok((set, digest)) if digest != st.digest => {
                tracing::info!(kid = %set.current.kid, "token keys reloaded");
                st.set = Arc::new(set);
                st.digest = digest;
            }
            Ok(_) => {}
            // Keep the keys we have: a broken file must not sign everyone out.
            Err(e) => tracing::error!(
                error = format!("{e:#}"),
                "cannot re-read the token key file"
            ),
        }
    }

    /// The key id and key new tokens are signed with.
    pub fn signing_key(&self) -> (String, EncodingKey) {
        self.refresh(false);
        let set = self.set();
        (
            set.current.kid.clone(),
            EncodingKey::from_secret(set.current.secret.expose()),
        )
    }

    /// The key for `kid` if it still verifies at `now_ms`.
    fn decoding_key(&self, kid: &str, now_ms: i64) -> Option<DecodingKey> {
        self.refresh(false);
        let find = |set: &KeySet| -> Option<DecodingKey> {
            if set.current.kid == kid {
                return Some(DecodingKey::from_secret(set.current.secret.expose()));
            }
            set.previous
                .iter()
                .find(|k| k.kid == kid)
                .filter(|k| match (&self.source, k.retired_ms) {
                    (Source::File(_), Some(r)) => now_ms < r + self.grace_ms,
                    _ => true,
                })
                .map(|k| DecodingKey::from_secret(k.secret.expose()))
        };
        if let Some(k) = find(&self.set()) {
            return Some(k);
        }
        // Maybe another replica's operator rotated a moment ago.
        self.refresh(true);
        find(&self.set())
    }
}

/// Makes a new current key in the key file; the old one keeps verifying for the grace
/// period. Returns the new key id. Refuses when the key comes from configuration.
pub fn rotate_key_file(config: &Config) -> anyhow::Result<String> {
    if config.get("YOUZHE_TOKEN_KEY").is_some() {
        bail!(
            "the signing key comes from YOUZHE_TOKEN_KEY: rotate it by moving it to \
             YOUZHE_TOKEN_KEY_PREVIOUS and setting a new YOUZHE_TOKEN_KEY (see docs/IDENTITY.md)"
        );
    }
    let grace_ms = secs_setting(
        config,
        "YOUZHE_TOKEN_KEY_GRACE_SECS",
        DEFAULT_KEY_GRACE_SECS,
    )? as i64
        * 1000;
    let path = key_file_path(config);
    let now = now_ms();
    let mut previous = Vec::new();
    if path.exists() {
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("reading {}", path.display()))?;
        let old: KeyFile = serde_json::from_str(&text).context("the key file is not valid")?;
        previous.push(KeyEntry {
            retired_ms: Some(now),
            ..old.current
        });
        // Keys whose grace has run out are dropped for good.
        previous.extend(
            old.previous
                .into_iter()
                .filter(|k| k.retired_ms.unwrap_or(0) + grace_ms > now),
        );
    }
    let kid = new_kid();
    let file = KeyFile {
        current: KeyEntry {
            kid: kid.clone(),
            secret: STANDARD.encode(random_key()),
            created_ms: now,
            retired_ms: None,
        },
        previous,
    };
    write_private(&path, &serde_json::to_string_pretty(&file)?, true)?;
    Ok(kid)
}

// ---------------------------------------------------------------------------------------
// Verification

/// Verifies visitor tokens. Cheap to clone; build one per area with [`Auth::from_core`].
#[derive(Clone, Debug)]
pub struct Auth(Arc<AuthInner>);

#[derive(Debug)]
struct AuthInner {
    keys: KeyRing,
    db: Db,
    issuer: String,
    audience: String,
    retired_grace_ms: i64,
}

/// Default audience of visitor tokens.
pub const DEFAULT_AUDIENCE: &str = "youzhe-visitor";

impl Auth {
    pub fn from_core(core: &Core) -> anyhow::Result<Self> {
        let config = &core.config;
        let keys = KeyRing::open(config)?;
        let issuer = config
            .get("YOUZHE_TOKEN_ISSUER")
            .unwrap_or(&config.public_url)
            .to_string();
        let audience = config
            .get("YOUZHE_TOKEN_AUDIENCE")
            .unwrap_or(DEFAULT_AUDIENCE)
            .to_string();
        let retired_grace_ms =
            secs_setting(config, "YOUZHE_TOKEN_RETIRED_GRACE_SECS", 30)? as i64 * 1000;
        Ok(Self(Arc::new(AuthInner {
            keys,
            db: core.db.clone(),
            issuer,
            audience,
            retired_grace_ms,
        })))
    }

    pub fn keys(&self) -> &KeyRing {
        &self.0.keys
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

    fn verify_at(&self, token: &str, now_ms: i64, check_exp: bool) -> Result<Claims, TokenError> {
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
        let now = now_ms();
        let row: Option<ChainRow> = with_db!(&self.0.db, p =>
            sqlx::query_as("SELECT uid, current_jti, previous_jti, rotated_ms, expires_ms, revoked_ms
                            FROM token_chains WHERE id = $1")
                .bind(&claims.sid).fetch_optional(p).await)
        .map_err(|e| AuthFailure::Store(e.into()))?;
        let Some(c) = row else {
            return Err(AuthFailure::Token(TokenError::Revoked));
        };
        let fresh = claims.jti == c.current_jti
            || (c.previous_jti.as_deref() == Some(claims.jti.as_str())
                && c.rotated_ms
                    .is_some_and(|r| now < r + self.0.retired_grace_ms));
        if c.uid != claims.uid || c.revoked_ms.is_some() || c.expires_ms <= now || !fresh {
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

/// A sign-in chain as verification reads it (`token_chains`, migration 0002).
#[derive(sqlx::FromRow)]
struct ChainRow {
    uid: String,
    current_jti: String,
    previous_jti: Option<String>,
    rotated_ms: Option<i64>,
    expires_ms: i64,
    revoked_ms: Option<i64>,
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

    use jsonwebtoken::Header;

    use super::*;
    use crate::testing::TestDb;

    fn config(dir: &Path, extra: &[(&str, &str)]) -> Config {
        let mut s = BTreeMap::new();
        s.insert("YOUZHE_DATA_DIR".to_string(), dir.display().to_string());
        s.insert(
            "YOUZHE_PUBLIC_URL".to_string(),
            "https://trip.example.cn".to_string(),
        );
        for (k, v) in extra {
            s.insert(k.to_string(), v.to_string());
        }
        Config::from_settings(s).unwrap()
    }

    async fn auth(extra: &[(&str, &str)]) -> (Auth, TestDb) {
        let t = TestDb::sqlite().await.unwrap();
        let c = config(&t.scratch_dir(), extra);
        let core = Core {
            config: Arc::new(c),
            db: t.db.clone(),
        };
        (Auth::from_core(&core).unwrap(), t)
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

    fn sign(auth: &Auth, c: &Claims) -> String {
        let (kid, key) = auth.keys().signing_key();
        let mut h = Header::new(ALGORITHM);
        h.kid = Some(kid);
        jsonwebtoken::encode(&h, c, &key).unwrap()
    }

    #[tokio::test]
    async fn generates_a_private_key_file_once() {
        let (a, t) = auth(&[]).await;
        let path = t.scratch_dir().join(KEY_FILE);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(
                std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
                0o600
            );
        }
        let c = config(&t.scratch_dir(), &[]);
        let again = KeyRing::open(&c).unwrap();
        assert_eq!(again.signing_key().0, a.keys().signing_key().0);
    }

    #[tokio::test]
    async fn verifies_its_own_tokens_and_refuses_the_matrix() {
        let (a, _t) = auth(&[]).await;
        let now = now_ms() / 1000;
        let good = claims(now, now + 600);
        assert_eq!(a.verify(&sign(&a, &good)).unwrap(), good);

        let expired = sign(&a, &claims(now - 700, now - 100));
        assert_eq!(a.verify(&expired), Err(TokenError::Expired));
        assert!(a.verify_for_refresh(&expired).is_ok());
        assert_eq!(
            a.verify(&sign(&a, &claims(now + 3600, now + 7200))),
            Err(TokenError::FromTheFuture)
        );
        let mut c = good.clone();
        c.iss = "https://evil.example".into();
        assert_eq!(a.verify(&sign(&a, &c)), Err(TokenError::Issuer));
        let mut c = good.clone();
        c.aud = "someone-else".into();
        assert_eq!(a.verify(&sign(&a, &c)), Err(TokenError::Audience));

        // alg none, foreign algorithm, wrong key, unknown kid, garbage.
        let kid = a.keys().signing_key().0;
        let body = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&good).unwrap());
        let none = format!(
            "{}.{body}.",
            URL_SAFE_NO_PAD.encode(format!(r#"{{"alg":"none","kid":"{kid}"}}"#))
        );
        assert_eq!(a.verify(&none), Err(TokenError::Algorithm));
        let (_, key) = a.keys().signing_key();
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
    async fn rotation_keeps_the_old_key_for_the_grace_period_only() {
        let (a, t) = auth(&[
            ("YOUZHE_TOKEN_KEY_RELOAD_SECS", "0"),
            ("YOUZHE_TOKEN_KEY_GRACE_SECS", "60"),
        ])
        .await;
        let now = now_ms() / 1000;
        let old = sign(&a, &claims(now, now + 600));
        let old_kid = a.keys().signing_key().0;
        let c = config(&t.scratch_dir(), &[("YOUZHE_TOKEN_KEY_GRACE_SECS", "60")]);
        let new_kid = rotate_key_file(&c).unwrap();
        assert_ne!(new_kid, old_kid);
        assert_eq!(a.keys().signing_key().0, new_kid);
        assert!(a.verify(&old).is_ok());
        assert!(a.verify_at(&old, now_ms() + 59_000, true).is_ok());
        assert_eq!(
            a.verify_at(&old, now_ms() + 61_000, true),
            Err(TokenError::UnknownKey)
        );
        // A second rotation after the grace drops the oldest key from the file.
        let text = std::fs::read_to_string(t.scratch_dir().join(KEY_FILE)).unwrap();
        assert!(text.contains(&old_kid));
    }

    #[tokio::test]
    async fn configured_keys_are_used_and_checked() {
        let key = STANDARD.encode([1u8; 32]);
        let prev = STANDARD.encode([2u8; 32]);
        let (a, t) = auth(&[("YOUZHE_TOKEN_KEY", &key)]).await;
        assert!(!t.scratch_dir().join(KEY_FILE).exists());
        let now = now_ms() / 1000;
        let token = sign(&a, &claims(now, now + 600));
        let (b, _t2) = auth(&[
            ("YOUZHE_TOKEN_KEY", &prev),
            ("YOUZHE_TOKEN_KEY_PREVIOUS", &key),
        ])
        .await;
        assert!(b.verify(&token).is_ok(), "the previous key still verifies");
        let (c, _t3) = auth(&[("YOUZHE_TOKEN_KEY", &prev)]).await;
        assert_eq!(c.verify(&token), Err(TokenError::UnknownKey));
        let short = config(&t.scratch_dir(), &[("YOUZHE_TOKEN_KEY", "c2hvcnQ=")]);
        assert!(KeyRing::open(&short).is_err());
        assert!(rotate_key_file(&config(&t.scratch_dir(), &[("YOUZHE_TOKEN_KEY", &key)])).is_err());
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
