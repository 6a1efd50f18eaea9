//! One-time codes (RFC 6238): HMAC-SHA-1, 6 digits, 30-second steps, one step either side
//! accepted for clock drift. The caller stores the step of the last accepted code and
//! refuses any code at or before it, so a code works once.

use hmac::{Hmac, Mac};
use rand::RngCore;
use sha1::Sha1;

pub const STEP_SECS: i64 = 30;
pub const DIGITS: u32 = 6;

/// The code for time step `step` under `key` (RFC 4226's dynamic truncation).
pub fn code_at(key: &[u8], step: i64, digits: u32) -> u32 {
    // HMAC takes keys of any length; `new_from_slice` cannot fail for it.
    let Ok(mut mac) = Hmac::<Sha1>::new_from_slice(key) else {
        return u32::MAX;
    };
    mac.update(&(step as u64).to_be_bytes());
    let h = mac.finalize().into_bytes();
    let off = (h[h.len() - 1] & 0x0f) as usize;
    let bin = (u32::from(h[off]) & 0x7f) << 24
        | u32::from(h[off + 1]) << 16
        | u32::from(h[off + 2]) << 8
        | u32::from(h[off + 3]);
    bin % 10u32.pow(digits)
}

/// The step `code` (6 digits as typed) belongs to, within one step of `now_secs`.
pub fn matching_step(key: &[u8], code: &str, now_secs: i64) -> Option<i64> {
    if code.len() != DIGITS as usize || !code.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let sent: u32 = code.parse().ok()?;
    let now = now_secs.div_euclid(STEP_SECS);
    // Every candidate is computed, so the time taken does not say which one matched.
    let mut found = None;
    for step in [now - 1, now, now + 1] {
        if code_at(key, step, DIGITS) == sent && found.is_none() {
            found = Some(step);
        }
    }
    found
}

/// A new random 20-byte secret (RFC 4226's recommended length).
pub fn new_secret() -> Vec<u8> {
    let mut k = vec![0u8; 20];
    rand::rng().fill_bytes(&mut k);
    k
}

const ALPHABET: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/// RFC 4648 base32 without padding, as authenticator apps read secrets.
pub fn base32(bytes: &[u8]) -> String {
    let mut out = String::new();
    let (mut buf, mut bits) = (0u32, 0u32);
    for &b in bytes {
        buf = (buf << 8) | u32::from(b);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(ALPHABET[((buf >> bits) & 31) as usize] as char);
        }
    }
    if bits > 0 {
        out.push(ALPHABET[((buf << (5 - bits)) & 31) as usize] as char);
    }
    out
}

/// The `otpauth://` address an authenticator app scans or reads.
pub fn otpauth_uri(issuer: &str, username: &str, secret: &[u8]) -> String {
    let enc = |s: &str| -> String {
        s.bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                    (b as char).to_string()
                }
                _ => format!("%{b:02X}"),
            })
            .collect()
    };
    format!(
        "otpauth://totp/{}:{}?secret={}&issuer={}&algorithm=SHA1&digits={DIGITS}&period={STEP_SECS}",
        enc(issuer),
        enc(username),
        base32(secret),
        enc(issuer)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 6238 appendix B, SHA-1 rows (8 digits, the 20-byte ASCII key).
    #[test]
    fn rfc6238_test_vectors() {
        let key = b"12345678901234567890";
        for (t, want) in [
            (59i64, 94287082u32),
            (1111111109, 7081804),
            (1111111111, 14050471),
            (1234567890, 89005924),
            (2000000000, 69279037),
            (20000000000, 65353130),
        ] {
            assert_eq!(code_at(key, t / STEP_SECS, 8), want, "T = {t}");
        }
    }

    #[test]
    fn six_digit_codes_match_within_one_step_only() {
        let key = b"12345678901234567890";
        // 94287082 at T=59 → its last six digits.
        assert_eq!(matching_step(key, "287082", 59), Some(1));
        assert_eq!(matching_step(key, "287082", 59 + 30), Some(1));
        assert_eq!(matching_step(key, "287082", 59 - 30), Some(1));
        assert_eq!(matching_step(key, "287082", 59 + 60), None);
        assert_eq!(matching_step(key, "28708", 59), None);
        assert_eq!(matching_step(key, "28708x", 59), None);
        assert_eq!(matching_step(key, "+28708", 59), None);
    }

    #[test]
    fn base32_and_uri() {
        assert_eq!(
            base32(b"12345678901234567890"),
            "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
        );
        assert_eq!(base32(b"f"), "MY");
        assert_eq!(base32(b"foobar"), "MZXW6YTBOI");
        let uri = otpauth_uri("游浙", "ed min", b"12345678901234567890");
        assert!(
            uri.starts_with("otpauth://totp/%E6%B8%B8%E6%B5%99:ed%20min?secret=GEZDG"),
            "{uri}"
        );
        assert!(uri.ends_with("&digits=6&period=30"), "{uri}");
    }
}
