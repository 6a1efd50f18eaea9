//! What can be saved, as the paths and the list's `kind` name it.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::ApiError;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = FavouriteKind)]
pub enum Kind {
    Place,
    Dish,
    Line,
    Person,
    Topic,
}

/// Every kind, in the order the list's groups are shown.
pub const KINDS: [Kind; 5] = [
    Kind::Place,
    Kind::Dish,
    Kind::Line,
    Kind::Person,
    Kind::Topic,
];
pub const KIND_WORDS: [&str; 5] = ["place", "dish", "line", "person", "topic"];

youzhe_core::words_schema!(
    /// `place`, `dish`, `line`, `person` or `topic`.
    FavouriteKindWord,
    KIND_WORDS
);

impl Kind {
    pub fn as_str(self) -> &'static str {
        KIND_WORDS[self as usize]
    }

    /// The kind a path or query names; anything else is 40000 naming `kind`.
    pub fn parse(s: &str) -> Result<Self, ApiError> {
        KIND_WORDS
            .iter()
            .position(|w| *w == s)
            .map(|i| KINDS[i])
            .ok_or_else(|| {
                ApiError::invalid("kind", "参数 kind 须为 place、dish、line、person 或 topic")
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_and_kinds_agree() {
        for k in KINDS {
            assert_eq!(Kind::parse(k.as_str()).ok(), Some(k));
        }
        assert!(Kind::parse("hotel").is_err());
    }
}
