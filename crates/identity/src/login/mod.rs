//! Signing in: by openid (optionally a signed link) and the legacy entry point.

pub mod legacy;
pub mod openid;

use serde::{Deserialize, Deserializer};

/// `ts` arrives as a number from our client and as a string when copied from a link: an
/// integer, or its digits (an optional `-`, at most 18 digits; empty means none), read
/// exactly as [`UnixSeconds`] describes it.
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
        Some(IntOrString::Str(s)) if s.is_empty() => Ok(None),
        Some(IntOrString::Str(s)) => {
            let digits = s.strip_prefix('-').unwrap_or(&s);
            if digits.is_empty() || digits.len() > 18 || !digits.bytes().all(|b| b.is_ascii_digit())
            {
                return Err(serde::de::Error::custom("not unix seconds"));
            }
            s.parse().map(Some).map_err(serde::de::Error::custom)
        }
    }
}

youzhe_core::text_schema!(
    /// Unix seconds as a sign-in link carries them: an integer or its text (a field of this
    /// type is optional: `Option<UnixSeconds>`, or with null added by hand).
    UnixSeconds,
    {
        use utoipa::openapi::{KnownFormat, ObjectBuilder, OneOfBuilder, SchemaFormat, Type};
        OneOfBuilder::new()
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::Integer)
                    .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64))),
            )
            .item(
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .pattern(Some("^(?:-?[0-9]{1,18})?$")),
            )
            .into()
    }
);

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Link {
        #[serde(default, deserialize_with = "int_or_string")]
        ts: Option<i64>,
    }

    #[test]
    fn unix_seconds_are_an_integer_or_its_digits() {
        let ts = |j: &str| serde_json::from_str::<Link>(j).map(|l| l.ts);
        assert_eq!(ts(r#"{"ts": 1700000000}"#).ok(), Some(Some(1_700_000_000)));
        assert_eq!(
            ts(r#"{"ts": "1700000000"}"#).ok(),
            Some(Some(1_700_000_000))
        );
        assert_eq!(ts(r#"{"ts": ""}"#).ok(), Some(None));
        assert_eq!(ts(r#"{"ts": null}"#).ok(), Some(None));
        assert_eq!(ts("{}").ok(), Some(None));
        for bad in [
            r#"" 17""#,
            r#""+17""#,
            r#""1e3""#,
            r#""1234567890123456789""#,
            r#""x""#,
        ] {
            assert!(ts(&format!(r#"{{"ts": {bad}}}"#)).is_err(), "{bad}");
        }
    }
}
