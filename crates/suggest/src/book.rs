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
    pub fn etag(&self) -> String {
        self.content.snapshot().etag.clone()
    }
}
