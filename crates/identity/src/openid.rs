//! What an openid may look like: the one rule the sign-in and the operators' signed links
//! both apply.

/// 1–128 of letters, digits, `-` and `_`: what WeChat and partner openids look like.
pub fn valid_openid(openid: &str) -> bool {
    (1..=128).contains(&openid.len())
        && openid
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn openid_shapes() {
        assert!(valid_openid("oAbC-12_x"));
        for bad in ["", "a b", "a/b", "é", &"x".repeat(129)] {
            assert!(!valid_openid(bad), "{bad}");
        }
    }
}
