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
        let v = u32::deserialize(d)?;
        Self::new(v).ok_or_else(|| D::Error::custom(Self::out_of_range()))
    }
}

impl<const MIN: u32, const MAX: u32> PartialSchema for Bounded<MIN, MAX> {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(
                utoipa::openapi::KnownFormat::Int32,
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
    fn the_document_carries_the_same_bounds() {
        let schema = serde_json::to_value(Page::schema()).unwrap_or_default();
        assert_eq!(schema["minimum"], 1);
        assert_eq!(schema["maximum"], 10_000);
        assert_eq!(schema["type"], "integer");
    }
}
