//! The suggestions of one snapshot, built once: the cards, each detail and the filters'
//! answer serialised up front (31 suggestions cost nothing), and the list pages serialised
//! when first asked for. A new snapshot gets a new book.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, PoisonError},
};

use axum::body::Bytes;
use youzhe_content::{Content, snapshot::Snapshot};
use youzhe_core::{Envelope, kept::KeptAnswers};

use crate::{build, view::SuggestCard};

/// Most list, theme and place answers kept per snapshot; past it, an arbitrary one makes
/// room. The pages ask few (11 cities × a few dozen themes), but `cityId` is any number.
pub const CAP: usize = 512;

/// What a kept answer was asked for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Key {
    List {
        city: Option<u32>,
        theme: Option<String>,
        page: u32,
        size: u32,
    },
    Theme(String),
    Place(String),
}

pub struct Book {
    pub snap: Arc<Snapshot>,
    /// Indexes into `snap.suggestions`, newest first.
    pub order: Vec<usize>,
    /// One card per suggestion, in `snap.suggestions` order.
    pub cards: Vec<SuggestCard>,
    pub by_id: HashMap<String, usize>,
    /// Place id → the suggestions that mention it, newest first.
    pub by_place: HashMap<String, Vec<usize>>,
    /// The detail envelope of each suggestion, in `snap.suggestions` order.
    pub details: Vec<Bytes>,
    /// The envelope of the filters' answer.
    pub themes: Bytes,
    pub kept: KeptAnswers<Key>,
}

pub type Json = Result<Bytes, serde_json::Error>;

pub fn envelope<T: serde::Serialize>(data: T) -> Json {
    serde_json::to_vec(&Envelope::ok(data)).map(Bytes::from)
}

impl Book {
    pub fn build(snap: Arc<Snapshot>) -> Result<Self, serde_json::Error> {
        let order = build::newest_first(&snap);
        let cards: Vec<SuggestCard> = snap
            .suggestions
            .iter()
            .map(|s| build::card(&snap, s))
            .collect();
        let by_id = snap
            .suggestions
            .iter()
            .enumerate()
            .map(|(i, s)| (s.id.clone(), i))
            .collect();
        let mut by_place: HashMap<String, Vec<usize>> = HashMap::new();
        for &i in &order {
            for p in build::places(&snap, &snap.suggestions[i]) {
                let list = by_place.entry(p.id.clone()).or_default();
                if !list.contains(&i) {
                    list.push(i);
                }
            }
        }
        let details = snap
            .suggestions
            .iter()
            .map(|s| envelope(build::detail(&snap, s)))
            .collect::<Result<_, _>>()?;
        let themes = envelope(build::themes(&snap))?;
        Ok(Self {
            order,
            cards,
            by_id,
            by_place,
            details,
            themes,
            kept: KeptAnswers::new(CAP),
            snap,
        })
    }

    /// The answer kept for `key`, else `build()` and kept if it succeeded.
    pub fn kept(&self, key: Key, build: impl FnOnce() -> Json) -> Json {
        self.kept.get_or_build(&key, build)
    }
}

/// The book of the content service's current snapshot.
pub struct Books {
    content: Content,
    current: Mutex<Option<Arc<Book>>>,
}

impl Books {
    pub fn new(content: Content) -> Self {
        Self {
            content,
            current: Mutex::new(None),
        }
    }

    /// The current snapshot's book, built on the first ask after the snapshot changed.
    pub fn get(&self) -> Result<Arc<Book>, serde_json::Error> {
        let snap = self.content.snapshot();
        // The slot left by a panicking holder is still whole: every change is one assignment.
        let mut g = self.current.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(b) = g.as_ref().filter(|b| Arc::ptr_eq(&b.snap, &snap)) {
            return Ok(b.clone());
        }
        let book = Arc::new(Book::build(snap)?);
        *g = Some(book.clone());
        Ok(book)
    }
}

impl Books {
    /// The current snapshot's ETag, for answers that only read it.
    /// The content service's current snapshot.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.content.snapshot()
    }

    pub fn etag(&self) -> String {
        self.content.snapshot().etag.clone()
    }
}

#[cfg(test)]
mod tests {
    use youzhe_content::{dataset::read_dir, fixture::shipped_dir};
    use youzhe_geo::LatLng;

    use super::*;

    fn book() -> Book {
        let snap = Snapshot::build(read_dir(&shipped_dir()).expect("shipped data"), "t".into());
        Book::build(Arc::new(snap)).expect("a book")
    }

    #[test]
    fn every_suggestion_is_indexed_newest_first_with_its_places() {
        let b = book();
        assert_eq!(b.order.len(), b.snap.suggestions.len());
        let dates: Vec<&str> = b
            .order
            .iter()
            .map(|&i| b.snap.suggestions[i].published_at.as_str())
            .collect();
        assert!(dates.windows(2).all(|w| w[0] >= w[1]));
        for (i, s) in b.snap.suggestions.iter().enumerate() {
            assert_eq!(b.by_id.get(&s.id), Some(&i));
            // Every place the validator let through is on a card and points back here.
            assert_eq!(
                b.cards[i].place_count as usize,
                s.place_ids.len(),
                "{}",
                s.id
            );
            for p in &s.place_ids {
                assert!(b.by_place[p].contains(&i), "{p}");
            }
            let detail: serde_json::Value = serde_json::from_slice(&b.details[i]).unwrap();
            assert_eq!(
                detail["data"]["places"].as_array().map(Vec::len),
                Some(s.place_ids.len())
            );
        }
    }

    #[test]
    fn the_nearest_place_decides_the_distance() {
        let b = book();
        let i = b.by_id["sugg-hz-autumn-longjing"];
        let lake = LatLng::new(30.2431, 120.1502).unwrap();
        let (m, p) = build::nearest(&b.snap, &b.snap.suggestions[i], lake).unwrap();
        assert_eq!((p.id.as_str(), m < 1.0), ("scenic-hz-xihu", true));
        assert!(build::matches(
            &b.snap.suggestions[i],
            Some(1201),
            Some("茶乡")
        ));
        assert!(!build::matches(&b.snap.suggestions[i], Some(1202), None));
        assert!(!build::matches(&b.snap.suggestions[i], None, Some("古镇")));
    }
}
