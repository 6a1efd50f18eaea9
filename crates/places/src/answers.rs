//! The answers kept serialised for one catalog: each place's detail and the place lists
//! asked for most, both without a visitor position (their answer only depends on the
//! content), serialised once when first asked for.

use std::sync::OnceLock;

use axum::body::Bytes;
use youzhe_core::{Envelope, kept::KeptAnswers};

use crate::{card, catalog::Catalog, filter::ListKey};

/// Most place-list answers one snapshot keeps; past it, an arbitrary one makes room. The
/// pages visitors ask for are few (a city's stays, a theme, a food list); 256 pages of at
/// most 50 cards stay under about 7 MB even when every entry is a full page.
pub const LIST_CACHE_CAP: usize = 256;

type Json = Result<Bytes, serde_json::Error>;

pub struct Answers {
    /// Place → its detail envelope without a visitor position, serialised on first ask.
    detail_json: Vec<OnceLock<Bytes>>,
    /// Place-list envelope without a visitor position → serialised answer, at most
    /// [`LIST_CACHE_CAP`].
    list_json: KeptAnswers<ListKey>,
}

impl Answers {
    /// Nothing kept yet, room for every place of `cat`.
    pub fn new(cat: &Catalog) -> Self {
        Self {
            detail_json: (0..cat.snap.places.len())
                .map(|_| OnceLock::new())
                .collect(),
            list_json: KeptAnswers::new(LIST_CACHE_CAP),
        }
    }

    /// The whole `{code:0,…,data:PlaceDetail}` answer for place `i` without a position:
    /// the detail page is the hottest read, and its answer only changes with the content.
    pub fn detail_json(&self, cat: &Catalog, i: u32) -> Option<Json> {
        let cell = self.detail_json.get(i as usize)?;
        if let Some(b) = cell.get() {
            return Some(Ok(b.clone()));
        }
        let detail = card::place_detail(cat, i, None)?;
        Some(
            serde_json::to_vec(&Envelope::ok(detail))
                .map(|v| cell.get_or_init(|| v.into()).clone()),
        )
    }

    /// The serialised place-list answer for `key`: kept from an earlier request, else
    /// built by `build` (outside the lock) and kept if it succeeded. When
    /// [`LIST_CACHE_CAP`] answers are kept, an arbitrary one is dropped to make room.
    pub fn list_json(&self, key: ListKey, build: impl FnOnce() -> Json) -> Json {
        self.list_json.get_or_build(&key, build)
    }

    #[cfg(test)]
    pub(crate) fn lists_kept(&self) -> usize {
        self.list_json.len()
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::testdata::snapshot;

    #[test]
    fn detail_json_is_the_envelope_and_kept() {
        let cat = Catalog::build(Arc::new(snapshot()));
        let answers = Answers::new(&cat);
        let (i, _) = cat.place("scenic-a").unwrap();
        let a = answers.detail_json(&cat, i).unwrap().unwrap();
        let v: serde_json::Value = serde_json::from_slice(&a).unwrap();
        assert_eq!(v["code"], 0);
        assert_eq!(v["data"]["id"], "scenic-a");
        assert!(v["data"]["distance"].is_null());
        let b = answers.detail_json(&cat, i).unwrap().unwrap();
        assert_eq!(a.as_ptr(), b.as_ptr());
        assert!(answers.detail_json(&cat, 9_999).is_none());
    }
}
