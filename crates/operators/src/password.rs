//! Operators' passwords: argon2id PHC strings, verified off the async threads, with the
//! same work done for an unknown username as for a known one.

use std::sync::OnceLock;

use argon2::{
    Algorithm, Argon2, Params, Version,
    password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
};
use rand::{Rng, distr::Alphanumeric};
use youzhe_core::ApiError;

/// Shortest password accepted (characters).
pub const MIN_LEN: usize = 12;
/// Longest accepted, so a huge body cannot make hashing expensive.
pub const MAX_LEN: usize = 128;

/// OWASP's argon2id baseline: 19 MiB, 2 passes, one lane.
fn hasher() -> Argon2<'static> {
    let params = Params::new(19 * 1024, 2, 1, None).unwrap_or_default();
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// Checks the rules a new password must meet; the error names `field`.
pub fn check_new(field: &str, pw: &str) -> Result<(), ApiError> {
    let n = pw.chars().count();
    if n < MIN_LEN {
        return Err(ApiError::invalid(
            field,
            format!("密码至少 {MIN_LEN} 个字符"),
        ));
    }
    if n > MAX_LEN {
        return Err(ApiError::invalid(
            field,
            format!("密码最多 {MAX_LEN} 个字符"),
        ));
    }
    if pw.trim() != pw {
        return Err(ApiError::invalid(field, "密码首尾不能是空格"));
    }
    Ok(())
}

/// A PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) for `pw`, with a fresh salt.
pub fn hash(pw: &str) -> anyhow::Result<String> {
    let mut salt = [0u8; 16];
    rand::Rng::fill(&mut rand::rng(), &mut salt);
    let salt = SaltString::encode_b64(&salt).map_err(|e| anyhow::anyhow!("salt: {e}"))?;
    Ok(hasher()
        .hash_password(pw.as_bytes(), &salt)
        .map_err(|e| anyhow::anyhow!("hashing the password: {e}"))?
        .to_string())
}

/// Whether `pw` matches `phc`. A stored hash that cannot be read matches nothing.
pub fn verify(pw: &str, phc: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(phc) else {
        return false;
    };
    hasher().verify_password(pw.as_bytes(), &parsed).is_ok()
}

/// A hash nobody's password matches, verified when the username is unknown so that
/// answer takes as long as a wrong password for a real operator.
fn dummy_hash() -> &'static str {
    static DUMMY: OnceLock<String> = OnceLock::new();
    DUMMY.get_or_init(|| hash(&generate()).unwrap_or_default())
}

/// Verifies on the blocking pool (argon2 takes tens of milliseconds of CPU on purpose).
/// `None` for the stored hash means the username is unknown: the dummy is verified instead
/// and the answer is false.
pub async fn verify_blocking(pw: String, phc: Option<String>) -> bool {
    tokio::task::spawn_blocking(move || match phc {
        Some(phc) => verify(&pw, &phc),
        None => {
            let _ = verify(&pw, dummy_hash());
            false
        }
    })
    .await
    .unwrap_or(false)
}

/// Hashes on the blocking pool.
pub async fn hash_blocking(pw: String) -> anyhow::Result<String> {
    tokio::task::spawn_blocking(move || hash(&pw)).await?
}

/// A random 20-character password for `operator add` / `reset` without one given.
pub fn generate() -> String {
    rand::rng()
        .sample_iter(&Alphanumeric)
        .take(20)
        .map(char::from)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_are_argon2id_and_verify() {
        let h = hash("correct horse battery").unwrap();
        assert!(h.starts_with("$argon2id$v=19$m=19456,t=2,p=1$"), "{h}");
        assert!(verify("correct horse battery", &h));
        assert!(!verify("correct horse batterY", &h));
        assert!(!verify("x", "not a hash"));
        assert_ne!(h, hash("correct horse battery").unwrap(), "salted");
    }

    #[test]
    fn new_passwords_need_length_and_name_the_field() {
        let e = check_new("password", "short").unwrap_err();
        assert!(matches!(&e, ApiError::Invalid { field, .. } if field == "password"));
        assert!(check_new("password", " twelve chars ok").is_err());
        assert!(check_new("password", &"x".repeat(129)).is_err());
        assert!(check_new("password", "twelve chars").is_ok());
        assert_eq!(generate().len(), 20);
    }

    #[tokio::test]
    async fn unknown_users_verify_the_dummy() {
        assert!(!verify_blocking("anything at all".into(), None).await);
        let h = hash("right password").unwrap();
        assert!(verify_blocking("right password".into(), Some(h)).await);
    }
}
