//! Parameters read as text from a fixed vocabulary (`sort=popular`, `kind=hotel,food`). The
//! vocabulary that the handler checks against is the one the document lists: declare a
//! describing type from the same constant with [`words_schema!`] (one word) or
//! [`comma_words_schema!`] (a comma list) and name it in the field's
//! `#[param(value_type = …, inline)]`.

use utoipa::openapi::{ObjectBuilder, RefOr, Type, schema::Schema};

/// The items of a comma list as a query sends it (`hotel, food,`): spaces around an item
/// and empty items are passed over; [`comma_words_pattern`] says the same in the document.
pub fn comma_list(s: Option<&str>) -> impl Iterator<Item = &str> {
    s.unwrap_or("")
        .split(',')
        .map(|v| v.trim_matches(' '))
        .filter(|v| !v.is_empty())
}

/// The regular expression of a comma list of `words` as [`comma_list`] reads it.
pub fn comma_words_pattern<'a>(words: impl IntoIterator<Item = &'a str>) -> String {
    let one = words.into_iter().collect::<Vec<_>>().join("|");
    format!("^ *(?:(?:{one}) *)?(?:, *(?:(?:{one}) *)?)*$")
}

/// The schema of a string that is one of `words`.
pub fn one_of<'a>(words: impl IntoIterator<Item = &'a str>) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some(words.into_iter().map(str::to_string)))
        .into()
}

/// The schema of a comma list of `words`, as [`comma_list`] reads it.
pub fn comma_list_of<'a>(words: impl IntoIterator<Item = &'a str>) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .pattern(Some(comma_words_pattern(words)))
        .into()
}

/// Declares a type that only describes a text parameter in the document, by `$schema`.
#[macro_export]
macro_rules! text_schema {
    ($(#[$meta:meta])* $name:ident, $schema:expr) => {
        $(#[$meta])*
        pub struct $name;

        impl ::utoipa::PartialSchema for $name {
            fn schema() -> ::utoipa::openapi::RefOr<::utoipa::openapi::schema::Schema> {
                $schema
            }
        }

        impl ::utoipa::ToSchema for $name {}
    };
}

/// Declares a type that describes a string that is one of `$words` (any expression
/// yielding `&str`s).
#[macro_export]
macro_rules! words_schema {
    ($(#[$meta:meta])* $name:ident, $words:expr) => {
        $crate::text_schema!($(#[$meta])* $name, $crate::words::one_of($words));
    };
}

/// Declares a type that describes a comma list of `$words`.
#[macro_export]
macro_rules! comma_words_schema {
    ($(#[$meta:meta])* $name:ident, $words:expr) => {
        $crate::text_schema!($(#[$meta])* $name, $crate::words::comma_list_of($words));
    };
}

#[cfg(test)]
mod tests {
    use utoipa::PartialSchema;

    const SORTS: [&str; 2] = ["popular", "distance"];
    words_schema!(
        /// A test vocabulary.
        Sorts,
        SORTS
    );

    #[test]
    fn comma_lists_pass_over_spaces_and_empty_items() {
        let items = |s| super::comma_list(s).collect::<Vec<_>>();
        assert!(items(None).is_empty());
        assert!(items(Some(" , ")).is_empty());
        assert_eq!(items(Some("hotel,food")), ["hotel", "food"]);
        assert_eq!(items(Some(",, hotel ,")), ["hotel"]);
        // Only spaces: another blank is part of the item, and the vocabulary refuses it.
        assert_eq!(items(Some("\thotel")), ["\thotel"]);
        assert_eq!(
            super::comma_words_pattern(["a", "b"]),
            "^ *(?:(?:a|b) *)?(?:, *(?:(?:a|b) *)?)*$"
        );
    }

    #[test]
    fn lists_the_words() {
        let doc = serde_json::to_value(Sorts::schema()).unwrap_or_default();
        assert_eq!(doc["enum"], serde_json::json!(["popular", "distance"]));
        assert_eq!(doc["type"], "string");
    }
}
