//! The visitor's position in a query: `lat` and `lng` together, or neither. One type reads
//! and checks it, and describes it in the OpenAPI document as what it is on the wire: one
//! optional parameter whose two halves are both required (an exploded object), so a client
//! or a fuzzer cannot send half of it and be surprised.

use serde::Deserialize;
use utoipa::{
    IntoParams,
    openapi::{
        KnownFormat, ObjectBuilder, SchemaFormat, Type,
        path::{Parameter, ParameterBuilder, ParameterIn, ParameterStyle},
    },
};
use youzhe_core::ApiError;
pub use youzhe_geo::LatLng;

/// Read with its own `ApiQuery<Position>` beside the handler's other parameters, and listed
/// in the handler's `params(…, Position)`.
#[derive(Debug, Clone, Copy, Default, Deserialize)]
pub struct Position {
    lat: Option<f64>,
    lng: Option<f64>,
}

impl Position {
    /// The checked point, or `None` when the query carries neither half.
    pub fn parse(self) -> Result<Option<LatLng>, ApiError> {
        position(self.lat, self.lng)
    }
}

/// Both `lat` and `lng`, or neither; each in range.
pub fn position(lat: Option<f64>, lng: Option<f64>) -> Result<Option<LatLng>, ApiError> {
    match (lat, lng) {
        (None, None) => Ok(None),
        (Some(_), None) => Err(ApiError::invalid("lng", "lat 和 lng 须同时给出")),
        (None, Some(_)) => Err(ApiError::invalid("lat", "lat 和 lng 须同时给出")),
        (Some(lat), Some(lng)) => {
            if !(lat.is_finite() && (-90.0..=90.0).contains(&lat)) {
                return Err(ApiError::invalid("lat", "纬度须在 −90 到 90 之间"));
            }
            if !(lng.is_finite() && (-180.0..=180.0).contains(&lng)) {
                return Err(ApiError::invalid("lng", "经度须在 −180 到 180 之间"));
            }
            Ok(LatLng::new(lat, lng))
        }
    }
}

/// A coordinate's schema: a number within `min..=max`.
pub fn coordinate(min: f64, max: f64, what: &str) -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::Number)
        .format(Some(SchemaFormat::KnownFormat(KnownFormat::Double)))
        .minimum(Some(min))
        .maximum(Some(max))
        .description(Some(what))
}

impl IntoParams for Position {
    fn into_params(_: impl Fn() -> Option<ParameterIn>) -> Vec<Parameter> {
        let point = ObjectBuilder::new()
            .schema_type(Type::Object)
            .property("lat", coordinate(-90.0, 90.0, "Latitude, GCJ-02"))
            .property("lng", coordinate(-180.0, 180.0, "Longitude, GCJ-02"))
            .required("lat")
            .required("lng");
        vec![
            ParameterBuilder::new()
                .name("position")
                .parameter_in(ParameterIn::Query)
                .description(Some(
                    "The visitor's position, sent as `lat` and `lng` (GCJ-02): both or neither. \
                     With it, answers carry distances.",
                ))
                .style(Some(ParameterStyle::Form))
                .explode(Some(true))
                .schema(Some(point))
                .build(),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testdata::invalid_field as field;

    #[test]
    fn a_position_needs_both_halves_in_range() {
        assert!(position(None, None).unwrap().is_none());
        assert!(position(Some(30.2), Some(120.1)).unwrap().is_some());
        assert_eq!(field(position(Some(30.0), None).unwrap_err()), "lng");
        assert_eq!(field(position(None, Some(120.0)).unwrap_err()), "lat");
        assert_eq!(field(position(Some(91.0), Some(120.0)).unwrap_err()), "lat");
        assert_eq!(
            field(position(Some(30.0), Some(-181.0)).unwrap_err()),
            "lng"
        );
        assert_eq!(
            field(position(Some(f64::NAN), Some(1.0)).unwrap_err()),
            "lat"
        );
    }

    #[test]
    fn the_document_says_both_or_neither() {
        let params = Position::into_params(|| None);
        let doc = serde_json::to_value(&params).unwrap_or_default();
        assert_eq!(doc[0]["name"], "position");
        assert_eq!(doc[0]["required"], false);
        assert_eq!(doc[0]["explode"], true);
        assert_eq!(
            doc[0]["schema"]["required"],
            serde_json::json!(["lat", "lng"])
        );
        assert_eq!(doc[0]["schema"]["properties"]["lat"]["maximum"], 90.0);
    }
}
