//! Redemption codes: 10 characters from 31 that cannot be misread for one another (no 0/O,
//! 1/I/L), about 49 random bits, so guessing one among a million issued takes ~10⁹ tries
//! (and staff endpoints are behind an operator session). Shown as `ABCDE-FGHJK`; typed in
//! any case, with or without the dash or spaces.

use rand::Rng;

/// The 31 characters a code is made of.
const LETTERS: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
pub const LEN: usize = 10;

/// A new random code (as stored: no dash).
pub fn new_code() -> String {
    let mut rng = rand::rng();
    (0..LEN)
        .map(|_| LETTERS[rng.random_range(0..LETTERS.len())] as char)
        .collect()
}

/// `ABCDE-FGHJK`: as the visitor reads it.
pub fn shown(code: &str) -> String {
    if code.len() == LEN {
        format!("{}-{}", &code[..5], &code[5..])
    } else {
        code.to_string()
    }
}

/// What the QR code on "my prizes" holds: staff's scanner reads the code from it.
pub fn qr_payload(code: &str) -> String {
    format!("youzhe-prize:{code}")
}

/// The stored form of a typed or scanned code, or `None` when it cannot be one.
pub fn normalise(typed: &str) -> Option<String> {
    let t = typed.trim();
    let t = t.strip_prefix("youzhe-prize:").unwrap_or(t);
    let c: String = t
        .chars()
        .filter(|c| !matches!(c, '-' | ' '))
        .map(|c| c.to_ascii_uppercase())
        .collect();
    (c.len() == LEN && c.bytes().all(|b| LETTERS.contains(&b))).then_some(c)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_typed_back_as_made() {
        let c = new_code();
        assert_eq!(c.len(), LEN);
        assert_eq!(normalise(&shown(&c)), Some(c.clone()));
        assert_eq!(normalise(&shown(&c).to_lowercase()), Some(c.clone()));
        assert_eq!(normalise(&qr_payload(&c)), Some(c.clone()));
        assert_eq!(normalise("ABCDE-FGHJ0"), None);
        assert_eq!(normalise("short"), None);
        assert_ne!(new_code(), new_code());
        assert_eq!(LETTERS.len(), 31);
    }
}
