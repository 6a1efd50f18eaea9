//! What can be reviewed: a place or a dish of the content snapshot.

use youzhe_content::snapshot::Snapshot;
use youzhe_core::ApiError;

pub const KIND_WORDS: [&str; 2] = ["place", "dish"];

youzhe_core::words_schema!(
    /// `place` or `dish`.
    ReviewTargetKind,
    KIND_WORDS
);

/// Ids are short slugs; anything longer cannot be in the content.
pub const MAX_ID_CHARS: usize = 128;

/// `kind` as stored, or 40000 naming `targetKind`.
pub fn kind(kind: &str) -> Result<&'static str, ApiError> {
    KIND_WORDS
        .iter()
        .find(|w| **w == kind)
        .copied()
        .ok_or_else(|| ApiError::invalid("targetKind", "参数 targetKind 须为 place 或 dish"))
}

/// The name of the place or dish, when the content has it.
pub fn name(snap: &Snapshot, kind: &str, id: &str) -> Option<String> {
    if id.is_empty() || id.chars().count() > MAX_ID_CHARS {
        return None;
    }
    match kind {
        "place" => snap
            .places
            .get(*snap.place_by_id.get(id)? as usize)
            .map(|p| p.name.zh.clone()),
        "dish" => snap
            .dishes
            .iter()
            .find(|d| d.id == id)
            .map(|d| d.name.zh.clone()),
        _ => None,
    }
}
