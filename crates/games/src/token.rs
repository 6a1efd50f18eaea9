//! The play session's token: `id.startedMs.seed.sign`, where `sign` is
//! hex(HMAC-SHA256(secret, "wukong\n" + id + "\n" + startedMs + "\n" + seed)). The secret is
//! `YOUZHE_GAMES_SECRET`, or a random one drawn at start (sessions opened before a restart
//! then no longer verify: the round is refused as an unknown session).

use hmac::{Hmac, Mac};
use sha2::Sha256;
use youzhe_core::Secret;

type HmacSha256 = Hmac<Sha256>;

/// What a token names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Claims {
    pub id: String,
    pub started_ms: i64,
    pub seed: u32,
}

fn mac(secret: &Secret<String>, c: &Claims) -> HmacSha256 {
    // HMAC takes keys of any length; `new_from_slice` cannot fail for it.
    let mut m =
        HmacSha256::new_from_slice(secret.expose().as_bytes()).unwrap_or_else(|_| unreachable!());
    m.update(format!("wukong\n{}\n{}\n{}", c.id, c.started_ms, c.seed).as_bytes());
    m
}

pub fn sign(secret: &Secret<String>, c: &Claims) -> String {
    let sig = hex::encode(mac(secret, c).finalize().into_bytes());
    format!("{}.{}.{}.{sig}", c.id, c.started_ms, c.seed)
}

/// Whether `token` has a token's shape (`^[A-Za-z0-9]{20}\.[0-9]{1,15}\.[0-9]{1,10}\.[0-9a-f]{64}$`,
/// the document's pattern): a malformed one is bad input, a well-formed one that does not
/// verify names a session this server never opened.
pub fn well_formed(token: &str) -> bool {
    let parts: Vec<&str> = token.split('.').collect();
    let digits =
        |p: &str, max: usize| (1..=max).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit());
    matches!(parts.as_slice(), [id, started, seed, sig]
        if id.len() == 20 && id.bytes().all(|b| b.is_ascii_alphanumeric())
            && digits(started, 15) && digits(seed, 10)
            && sig.len() == 64 && sig.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)))
}

/// The claims of a token this server signed; `None` for anything else.
pub fn verify(secret: &Secret<String>, token: &str) -> Option<Claims> {
    let mut parts = token.split('.');
    let (id, started, seed, sig) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() {
        return None;
    }
    let c = Claims {
        id: id.to_string(),
        started_ms: started.parse().ok()?,
        seed: seed.parse().ok()?,
    };
    let bytes = hex::decode(sig).ok()?;
    // Constant-time comparison.
    mac(secret, &c).verify_slice(&bytes).ok()?;
    Some(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signed_tokens_verify_and_tampered_ones_do_not() {
        let s = Secret::new("k".to_string());
        let c = Claims {
            id: "AbCdEfGhJkMnPqRsTuVw".into(),
            started_ms: 1_700_000_000_000,
            seed: 42,
        };
        let t = sign(&s, &c);
        assert_eq!(verify(&s, &t), Some(c.clone()));
        assert_eq!(verify(&Secret::new("other".to_string()), &t), None);
        let later = t.replacen("1700000000000", "1700000000001", 1);
        assert_eq!(verify(&s, &later), None);
        assert_eq!(verify(&s, "x.y.z"), None);
        assert!(well_formed(&t) && well_formed(&later));
        assert!(
            !well_formed("x.y.z")
                && !well_formed(&format!("{t}.x"))
                && !well_formed(&t.to_uppercase())
        );
        assert_eq!(verify(&s, &format!("{t}.x")), None);
    }
}
