//! A whole number that must lie within bounds, checked where it is read and described with
//! the same bounds in the OpenAPI document: the type that checks a value is the one that
//! documents it, so the two cannot drift (docs/API.md, "Parameters").
//!
//! Use it for a query or body field: `page: Option<Bounded<1, 10_000>>`, with
//! `#[param(inline)]` (or `#[schema(inline)]` in a body) so the bounds appear on the field.

use std::borrow::Cow;

use serde::{Deserialize, Deserializer, Serialize, de::Error as _};
use utoipa::{
    PartialSchema, ToSchema,
    openapi::{ObjectBuilder, RefOr, Schema, Type},
};

/// A `u32` in `MIN..=MAX`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
#[serde(transparent)]
pub struct Bounded<const MIN: u32, const MAX: u32>(u32);

impl<const MIN: u32, const MAX: u32> Bounded<MIN, MAX> {
    pub const MIN: u32 = MIN;
    pub const MAX: u32 = MAX;

    /// `None` outside the bounds.
    pub fn new(v: u32) -> Option<Self> {
        (MIN..=MAX).contains(&v).then_some(Self(v))
    }

    pub fn get(self) -> u32 {
        self.0
    }

    /// What a visitor reads when the value is out of bounds (after "参数 <field>").
    pub fn out_of_range() -> String {
        format!("{OUT_OF_RANGE}{MIN} 到 {MAX} 之间")
    }
}

/// The start of an out-of-bounds message; the extractors show such messages as they are.
pub(crate) const OUT_OF_RANGE: &str = "须在 ";

impl<'de, const MIN: u32, const MAX: u32> Deserialize<'de> for Bounded<MIN, MAX> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = d.deserialize_any(Whole)?;
        Self::new(v).ok_or_else(|| D::Error::custom(Self::out_of_range()))
    }
}

/// Reads a whole number as JSON Schema counts one: `14`, `14.0`, and in a query `"14"` or
/// `"14.0"`, so what the document calls an integer is read as one wherever it is sent.
/// For a plain `Option<u32>` field: `#[serde(default, deserialize_with = "optional_whole")]`.
pub fn optional_whole<'de, D: Deserializer<'de>>(d: D) -> Result<Option<u32>, D::Error> {
    d.deserialize_option(MaybeWhole)
}

/// [`optional_whole`] for a required field.
pub fn whole<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
    d.deserialize_any(Whole)
}

struct Whole;

impl serde::de::Visitor<'_> for Whole {
    type Value = u32;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a whole number")
    }

    fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<u32, E> {
        u32::try_from(v).map_err(|_| E::custom("too large"))
    }

    fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<u32, E> {
        u32::try_from(v).map_err(|_| E::custom("out of range"))
    }

    fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<u32, E> {
        if v.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&v) {
            Ok(v as u32)
        } else {
            Err(E::custom("not a whole number"))
        }
    }

    fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<u32, E> {
        // `14.0` is 14; nothing else but digits is read.
        let digits = match v.split_once('.') {
            Some((int, frac)) if !frac.is_empty() && frac.bytes().all(|b| b == b'0') => int,
            Some(_) => return Err(E::custom("not a whole number")),
            None => v,
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(E::custom("not a whole number"));
        }
        digits.parse().map_err(|_| E::custom("too large"))
    }
}

struct MaybeWhole;

impl<'de> serde::de::Visitor<'de> for MaybeWhole {
    type Value = Option<u32>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a whole number or nothing")
    }

    fn visit_none<E: serde::de::Error>(self) -> Result<Option<u32>, E> {
        Ok(None)
    }

    fn visit_unit<E: serde::de::Error>(self) -> Result<Option<u32>, E> {
        Ok(None)
    }

    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Option<u32>, D::Error> {
        whole(d).map(Some)
    }
}

impl<const MIN: u32, const MAX: u32> PartialSchema for Bounded<MIN, MAX> {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
                if MAX > i32::MAX as u32 {
                    utoipa::openapi::KnownFormat::Int64
                } else {
                    utoipa::openapi::KnownFormat::Int32
                },
            )))
            .minimum(Some(MIN))
            .maximum(Some(MAX))
            .into()
    }
}

impl<const MIN: u32, const MAX: u32> ToSchema for Bounded<MIN, MAX> {
    fn name() -> Cow<'static, str> {
        Cow::Owned(format!("Bounded_{MIN}_{MAX}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Page = Bounded<1, 10_000>;

    #[test]
    fn reads_only_values_within_bounds() {
        assert_eq!(serde_json::from_str::<Page>("1").ok(), Page::new(1));
        assert_eq!(
            serde_json::from_str::<Page>("10000").ok(),
            Page::new(10_000)
        );
        for bad in ["0", "10001", "-1", "1.5", "\"x\""] {
            assert!(serde_json::from_str::<Page>(bad).is_err(), "{bad}");
        }
        let e = serde_json::from_str::<Page>("0").unwrap_err().to_string();
        assert!(e.starts_with("须在 1 到 10000 之间"), "{e}");
    }

    #[test]
    fn whole_numbers_are_read_however_they_are_written() {
        #[derive(Deserialize)]
        struct Q {
            #[serde(default, deserialize_with = "optional_whole")]
            city: Option<u32>,
            page: Option<Page>,
        }
        let q =
            |s: &str| serde_urlencoded::from_str::<Q>(s).map(|q| (q.city, q.page.map(Page::get)));
        assert_eq!(q("city=1201&page=2").ok(), Some((Some(1201), Some(2))));
        assert_eq!(q("city=1201.0&page=2.00").ok(), Some((Some(1201), Some(2))));
        assert_eq!(q("").ok(), Some((None, None)));
        for bad in [
            "city=1.5",
            "city=-1",
            "city=1e3",
            "city=x",
            "city=",
            "page=0.0",
            "city=4294967296",
        ] {
            assert!(q(bad).is_err(), "{bad}");
        }
        let j = |s: &str| serde_json::from_str::<Q>(s).map(|q| q.city);
        assert_eq!(j(r#"{"city": 14.0}"#).ok(), Some(Some(14)));
        assert_eq!(j(r#"{"city": null}"#).ok(), Some(None));
        assert!(j(r#"{"city": 14.5}"#).is_err());
    }

    #[test]
    fn the_document_carries_the_same_bounds() {
        let schema = serde_json::to_value(Page::schema()).unwrap_or_default();
        assert_eq!(schema["minimum"], 1);
        assert_eq!(schema["maximum"], 10_000);
        assert_eq!(schema["type"], "integer");
    }
}
