//! Configuration: environment variables, optionally preceded by a `KEY=VALUE` file named by
//! `YOUZHE_CONFIG` (the environment wins). Areas read their own keys from [`Config::get`]
//! so adding an area never touches this file; the keys the server itself needs are typed.

use std::{collections::BTreeMap, net::SocketAddr, path::PathBuf};

use anyhow::{Context, bail};

use crate::Secret;

#[derive(Clone)]
pub struct Config {
    /// Where to listen. `127.0.0.1:0` picks a free port (tests).
    pub addr: SocketAddr,
    /// Holds the SQLite file, generated keys and uploaded media.
    pub data_dir: PathBuf,
    /// `sqlite://…` or `postgres://…`; may carry a password, hence secret.
    pub database_url: Secret<String>,
    /// The public origin visitors use (`https://trip.example.gov.cn`), without a path.
    /// Links we build and URLs we accept (WeChat callbacks, share signatures) must be under it.
    pub public_url: String,
    /// Largest request body accepted, in bytes.
    pub body_limit: usize,
    /// Every setting as given, for areas to read their own keys.
    settings: BTreeMap<String, String>,
}

// Settings may hold secrets (app secrets, keys), so only their names are printed.
impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("addr", &self.addr)
            .field("data_dir", &self.data_dir)
            .field("database_url", &self.database_url)
            .field("public_url", &self.public_url)
            .field("body_limit", &self.body_limit)
            .field("settings", &self.settings.keys().collect::<Vec<_>>())
            .finish()
    }
}

impl Config {
    /// Reads the process environment (and the optional file it names).
    pub fn from_env() -> anyhow::Result<Self> {
        let mut settings = BTreeMap::new();
        if let Ok(path) = std::env::var("YOUZHE_CONFIG") {
            let text = std::fs::read_to_string(&path)
                .with_context(|| format!("reading the configuration file {path}"))?;
            settings.extend(parse_env_file(&text)?);
        }
        settings.extend(std::env::vars());
        Self::from_settings(settings)
    }

    /// Builds a configuration from explicit settings only (tests, tools).
    pub fn from_settings(settings: BTreeMap<String, String>) -> anyhow::Result<Self> {
        let get = |k: &str| settings.get(k).map(|v| v.trim()).filter(|v| !v.is_empty());
        let addr: SocketAddr = get("YOUZHE_ADDR")
            .unwrap_or("127.0.0.1:8080")
            .parse()
            .context("YOUZHE_ADDR must be host:port, e.g. 127.0.0.1:8080")?;
        let data_dir = PathBuf::from(get("YOUZHE_DATA_DIR").unwrap_or("./var"));
        let database_url = match get("DATABASE_URL") {
            Some(url) => url.to_string(),
            None => format!("sqlite://{}", data_dir.join("youzhe.sqlite3").display()),
        };
        if !(database_url.starts_with("sqlite:")
            || database_url.starts_with("postgres://")
            || database_url.starts_with("postgresql://"))
        {
            bail!("DATABASE_URL must start with sqlite:, postgres:// or postgresql://");
        }
        let public_url = get("YOUZHE_PUBLIC_URL")
            .map(|u| u.trim_end_matches('/').to_string())
            .unwrap_or_else(|| format!("http://{addr}"));
        if !(public_url.starts_with("http://") || public_url.starts_with("https://")) {
            bail!("YOUZHE_PUBLIC_URL must start with http:// or https://");
        }
        let body_limit = match get("YOUZHE_BODY_LIMIT") {
            Some(v) => v
                .parse()
                .context("YOUZHE_BODY_LIMIT must be a number of bytes")?,
            None => 1024 * 1024,
        };
        Ok(Self {
            addr,
            data_dir,
            database_url: Secret::new(database_url),
            public_url,
            body_limit,
            settings,
        })
    }

    /// A setting by name; blank counts as unset.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.settings
            .get(key)
            .map(|v| v.trim())
            .filter(|v| !v.is_empty())
    }

    /// A secret setting by name; blank counts as unset.
    pub fn secret(&self, key: &str) -> Option<Secret<String>> {
        self.get(key).map(|v| Secret::new(v.to_string()))
    }

    /// Returns a copy with one setting replaced (tests and tools).
    pub fn with(mut self, key: &str, value: &str) -> anyhow::Result<Self> {
        self.settings.insert(key.to_string(), value.to_string());
        Self::from_settings(self.settings)
    }
}

/// `KEY=VALUE` lines; `#` starts a comment line; values may be wrapped in double quotes.
fn parse_env_file(text: &str) -> anyhow::Result<BTreeMap<String, String>> {
    let mut out = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((k, v)) = line.split_once('=') else {
            bail!("configuration file line {}: expected KEY=VALUE", n + 1);
        };
        let v = v.trim();
        let v = v
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .unwrap_or(v);
        out.insert(k.trim().to_string(), v.to_string());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn settings(pairs: &[(&str, &str)]) -> BTreeMap<String, String> {
        pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect()
    }

    #[test]
    fn defaults_to_sqlite_in_the_data_dir() {
        let c = Config::from_settings(settings(&[])).unwrap();
        assert_eq!(c.addr.to_string(), "127.0.0.1:8080");
        assert_eq!(c.database_url.expose(), "sqlite://./var/youzhe.sqlite3");
        assert_eq!(c.public_url, "http://127.0.0.1:8080");
    }

    #[test]
    fn refuses_unknown_database_schemes_and_bad_addresses() {
        assert!(Config::from_settings(settings(&[("DATABASE_URL", "mysql://x")])).is_err());
        assert!(Config::from_settings(settings(&[("YOUZHE_ADDR", "nowhere")])).is_err());
        assert!(Config::from_settings(settings(&[("YOUZHE_PUBLIC_URL", "ftp://x")])).is_err());
    }

    #[test]
    fn database_url_never_prints() {
        let c = Config::from_settings(settings(&[
            ("DATABASE_URL", "postgres://u:pw@h/db"),
            ("WECHAT_APP_SECRET", "s3cr3t"),
        ]))
        .unwrap();
        let printed = format!("{c:?}");
        assert!(
            !printed.contains("pw@") && !printed.contains("s3cr3t"),
            "{printed}"
        );
    }

    #[test]
    fn env_file_parses_quotes_and_comments() {
        let m = parse_env_file("# c\nA=1\nB=\"two words\"\n\n").unwrap();
        assert_eq!(m["A"], "1");
        assert_eq!(m["B"], "two words");
        assert!(parse_env_file("novalue").is_err());
    }
}
