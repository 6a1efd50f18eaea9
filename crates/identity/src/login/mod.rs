//! Signing in: by openid (optionally a signed link) and the legacy entry point.

pub mod legacy;
pub mod openid;

use serde::{Deserialize, Deserializer};

/// `ts` arrives as a number from our client and as a string when copied from a link.
pub(crate) fn int_or_string<'de, D: Deserializer<'de>>(d: D) -> Result<Option<i64>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum IntOrString {
        Int(i64),
        Str(String),
    }
    match Option::<IntOrString>::deserialize(d)? {
        None => Ok(None),
        Some(IntOrString::Int(n)) => Ok(Some(n)),
        Some(IntOrString::Str(s)) if s.trim().is_empty() => Ok(None),
        Some(IntOrString::Str(s)) => s.trim().parse().map(Some).map_err(serde::de::Error::custom),
    }
}
