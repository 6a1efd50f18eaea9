//! Signed openid links. A bare `?openid=` can be forged by anyone who knows an openid, so
//! when `YOUZHE_OPENID_LINK_SECRET` is set a link also carries `ts` (unix seconds) and
//! `sign` = hex(HMAC-SHA256(secret, openid + "\n" + ts)). The login accepts it for
//! [`LINK_VALID_SECS`] after `ts`, once.

use hmac::{Hmac, Mac};
use sha2::Sha256;
use youzhe_core::{Config, Secret};

use crate::settings::{LINK_CLOCK_SKEW_SECS, LINK_VALID_SECS};

type HmacSha256 = Hmac<Sha256>;

fn mac(secret: &Secret<String>, openid: &str, ts: i64) -> HmacSha256 {
    // HMAC takes keys of any length; `new_from_slice` cannot fail for it.
    let mut m =
        HmacSha256::new_from_slice(secret.expose().as_bytes()).unwrap_or_else(|_| unreachable!());
    m.update(openid.as_bytes());
    m.update(b"\n");
    m.update(ts.to_string().as_bytes());
    m
}

/// The `sign` for `openid` at `ts`.
pub fn sign(secret: &Secret<String>, openid: &str, ts: i64) -> String {
    hex::encode(mac(secret, openid, ts).finalize().into_bytes())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// `ts` or `sign` missing while a secret is configured.
    Unsigned,
    /// The signature does not match (tampered openid, ts or sign; another secret).
    BadSignature,
    /// Older than the validity window, or too far in the future.
    Expired,
}

/// Checks the signature and the time window (not whether it was used: see `login`).
pub fn verify(
    secret: &Secret<String>,
    openid: &str,
    ts: Option<i64>,
    sign: Option<&str>,
    now_secs: i64,
) -> Result<(), LinkError> {
    let (Some(ts), Some(sign)) = (ts, sign) else {
        return Err(LinkError::Unsigned);
    };
    let bytes = hex::decode(sign.trim()).map_err(|_| LinkError::BadSignature)?;
    // Constant-time comparison.
    mac(secret, openid, ts)
        .verify_slice(&bytes)
        .map_err(|_| LinkError::BadSignature)?;
    if ts > now_secs + LINK_CLOCK_SKEW_SECS || now_secs - ts > LINK_VALID_SECS {
        return Err(LinkError::Expired);
    }
    Ok(())
}

/// A signed link to `path` (which must be under `/ver3/`) for operators: `youzhe link`.
pub fn signed_link(
    config: &Config,
    openid: &str,
    path: &str,
    now_secs: i64,
) -> anyhow::Result<String> {
    let secret = config.secret("YOUZHE_OPENID_LINK_SECRET").ok_or_else(|| {
        anyhow::anyhow!("YOUZHE_OPENID_LINK_SECRET is not set: links need no signature")
    })?;
    if !crate::openid::valid_openid(openid) {
        anyhow::bail!("the openid must be 1–128 letters, digits, '-' or '_'");
    }
    if !path.starts_with("/ver3/") {
        anyhow::bail!("the path must start with /ver3/");
    }
    let base = url::Url::parse(&format!("{}{path}", config.public_url))?;
    let mut url = base.clone();
    url.query_pairs_mut()
        .append_pair("openid", openid)
        .append_pair("ts", &now_secs.to_string())
        .append_pair("sign", &sign(&secret, openid, now_secs));
    Ok(url.to_string())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn secret() -> Secret<String> {
        Secret::new("link-secret".to_string())
    }

    #[test]
    fn good_expired_tampered_and_unsigned() {
        let now = 1_800_000_000;
        let s = sign(&secret(), "o-1", now);
        assert_eq!(
            verify(&secret(), "o-1", Some(now), Some(&s), now + 10),
            Ok(())
        );
        assert_eq!(
            verify(&secret(), "o-1", Some(now), Some(&s), now + 301),
            Err(LinkError::Expired)
        );
        assert_eq!(
            verify(&secret(), "o-2", Some(now), Some(&s), now),
            Err(LinkError::BadSignature)
        );
        assert_eq!(
            verify(&secret(), "o-1", Some(now + 1), Some(&s), now),
            Err(LinkError::BadSignature)
        );
        assert_eq!(
            verify(&secret(), "o-1", Some(now), Some("zz"), now),
            Err(LinkError::BadSignature)
        );
        assert_eq!(
            verify(&secret(), "o-1", None, Some(&s), now),
            Err(LinkError::Unsigned)
        );
        let future = sign(&secret(), "o-1", now + 600);
        assert_eq!(
            verify(&secret(), "o-1", Some(now + 600), Some(&future), now),
            Err(LinkError::Expired)
        );
    }

    #[test]
    fn builds_links_for_operators() {
        let mut s = BTreeMap::new();
        s.insert(
            "YOUZHE_PUBLIC_URL".to_string(),
            "https://trip.example.cn".to_string(),
        );
        s.insert(
            "YOUZHE_OPENID_LINK_SECRET".to_string(),
            "link-secret".to_string(),
        );
        let c = Config::from_settings(s).unwrap();
        let link = signed_link(&c, "o-1", "/ver3/pages/hotel/index?x=1", 1_800_000_000).unwrap();
        let expected = sign(&secret(), "o-1", 1_800_000_000);
        assert_eq!(
            link,
            format!(
                "https://trip.example.cn/ver3/pages/hotel/index?x=1&openid=o-1&ts=1800000000&sign={expected}"
            )
        );
        assert!(signed_link(&c, "o-1", "/admin", 0).is_err());
        assert!(signed_link(&c, "bad id", "/ver3/", 0).is_err());
    }
}
