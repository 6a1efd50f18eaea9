//! The keys visitor tokens are signed with (docs/IDENTITY.md § Keys): `YOUZHE_TOKEN_KEY`
//! (base64, at least 32 bytes; `YOUZHE_TOKEN_KEY_PREVIOUS` keeps verifying the key it
//! replaced) or else `token-keys.json` in the data folder, generated on first start with
//! mode 0600. `youzhe rotate-key` ([`rotate`]) replaces the current key in that file and
//! keeps the old one verifying for `YOUZHE_TOKEN_KEY_GRACE_SECS`; running servers re-read
//! the file within `YOUZHE_TOKEN_KEY_RELOAD_SECS`, and at once when they meet an unknown
//! `kid`. Verification itself is `youzhe_core::auth`, which reads the keys through
//! [`TokenKeys`].

use std::{
    io::Write,
    path::{Path, PathBuf},
    sync::{Arc, RwLock},
    time::{Duration, Instant},
};

use anyhow::{Context, bail};
use base64::{
    Engine,
    engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD},
};
use jsonwebtoken::{DecodingKey, EncodingKey};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use youzhe_core::{Config, Secret, auth::TokenKeys, time::now_ms};

use crate::settings::secs;

/// Generated keys live here, inside the data folder.
pub const KEY_FILE: &str = "token-keys.json";
const MIN_KEY_BYTES: usize = 32;

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

/// Random, not time-ordered: two keys made in the same millisecond (a rotation right after
/// the first start) must still differ.
fn new_kid() -> String {
    let id = uuid::Uuid::new_v4().simple().to_string();
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

/// Default for `YOUZHE_TOKEN_KEY_GRACE_SECS`: the default token lifetime, so every token
/// signed before a rotation lives out its life.
pub const DEFAULT_KEY_GRACE_SECS: u64 = 7200;

impl KeyRing {
    /// The configured key, or the key file (created with a fresh key if absent).
    pub fn open(config: &Config) -> anyhow::Result<Self> {
        let grace_ms = secs(
            config,
            "YOUZHE_TOKEN_KEY_GRACE_SECS",
            DEFAULT_KEY_GRACE_SECS,
        )? as i64
            * 1000;
        let reload_every = Duration::from_secs(secs(config, "YOUZHE_TOKEN_KEY_RELOAD_SECS", 10)?);
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
}

/// Makes a new current key in the key file; the old one keeps verifying for the grace
/// period. Returns the new key id. Refuses when the key comes from configuration. Servers
/// sharing that folder pick it up within `YOUZHE_TOKEN_KEY_RELOAD_SECS`.
pub fn rotate(config: &Config) -> anyhow::Result<String> {
    if config.get("YOUZHE_TOKEN_KEY").is_some() {
        bail!(
            "the signing key comes from YOUZHE_TOKEN_KEY: rotate it by moving it to \
             YOUZHE_TOKEN_KEY_PREVIOUS and setting a new YOUZHE_TOKEN_KEY (see docs/IDENTITY.md)"
        );
    }
    let grace_ms = secs(
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

impl TokenKeys for KeyRing {
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

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

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

    fn verifies(ring: &KeyRing, kid: &str, at_ms: i64) -> bool {
        ring.decoding_key(kid, at_ms).is_some()
    }

    #[test]
    fn generates_a_private_key_file_once() {
        let dir = tempfile::tempdir().unwrap();
        let first = KeyRing::open(&config(dir.path(), &[])).unwrap();
        let path = dir.path().join(KEY_FILE);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(
                std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
                0o600
            );
        }
        let again = KeyRing::open(&config(dir.path(), &[])).unwrap();
        assert_eq!(again.signing_key().0, first.signing_key().0);
    }

    #[test]
    fn rotation_keeps_the_old_key_for_the_grace_period_only() {
        let dir = tempfile::tempdir().unwrap();
        let ring = KeyRing::open(&config(
            dir.path(),
            &[
                ("YOUZHE_TOKEN_KEY_RELOAD_SECS", "0"),
                ("YOUZHE_TOKEN_KEY_GRACE_SECS", "60"),
            ],
        ))
        .unwrap();
        let old_kid = ring.signing_key().0;
        let c = config(dir.path(), &[("YOUZHE_TOKEN_KEY_GRACE_SECS", "60")]);
        let new_kid = rotate(&c).unwrap();
        assert_ne!(new_kid, old_kid);
        assert_eq!(ring.signing_key().0, new_kid);
        assert!(verifies(&ring, &old_kid, now_ms()));
        assert!(verifies(&ring, &old_kid, now_ms() + 59_000));
        assert!(!verifies(&ring, &old_kid, now_ms() + 61_000));
        let text = std::fs::read_to_string(dir.path().join(KEY_FILE)).unwrap();
        assert!(text.contains(&old_kid));
    }

    #[test]
    fn configured_keys_are_used_and_checked() {
        let dir = tempfile::tempdir().unwrap();
        let key = STANDARD.encode([1u8; 32]);
        let prev = STANDARD.encode([2u8; 32]);
        let a = KeyRing::open(&config(dir.path(), &[("YOUZHE_TOKEN_KEY", &key)])).unwrap();
        assert!(!dir.path().join(KEY_FILE).exists());
        let kid = a.signing_key().0;
        let b = KeyRing::open(&config(
            dir.path(),
            &[
                ("YOUZHE_TOKEN_KEY", &prev),
                ("YOUZHE_TOKEN_KEY_PREVIOUS", &key),
            ],
        ))
        .unwrap();
        assert!(
            verifies(&b, &kid, now_ms()),
            "the previous key still verifies"
        );
        let c = KeyRing::open(&config(dir.path(), &[("YOUZHE_TOKEN_KEY", &prev)])).unwrap();
        assert!(!verifies(&c, &kid, now_ms()));
        let short = config(dir.path(), &[("YOUZHE_TOKEN_KEY", "c2hvcnQ=")]);
        assert!(KeyRing::open(&short).is_err());
        assert!(rotate(&config(dir.path(), &[("YOUZHE_TOKEN_KEY", &key)])).is_err());
    }
}
