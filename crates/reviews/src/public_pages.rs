//! The public review lists, kept serialised for a moment. A place's reviews are read far
//! more often than written, and building a page costs several queries (the page, the
//! count, the star histogram, each review's photos); without a token every reader gets the
//! same bytes, so they are kept for [`FRESH_FOR`] and answered from memory. A signed-in
//! reader always gets a page built for them (it holds their own waiting reviews and marks
//! what is theirs). A new review, a deletion or a decision reaches anonymous readers within
//! [`FRESH_FOR`], on every replica alike.

use std::{
    collections::HashMap,
    sync::{Mutex, MutexGuard, PoisonError},
    time::{Duration, Instant},
};

use axum::body::Bytes;

/// How long a kept page is answered.
pub const FRESH_FOR: Duration = Duration::from_secs(2);
/// At most this many pages are kept; past it the stale ones go, then all (a query can name
/// any page of any place, so the map must not grow without end).
const CAP: usize = 2048;

/// Target kind, target id, sort, page, size.
pub type Key = (&'static str, String, &'static str, u32, u32);

#[derive(Default)]
pub struct PublicPages {
    map: Mutex<HashMap<Key, (Instant, Bytes)>>,
}

impl PublicPages {
    /// The page kept for `key`, if it is still fresh.
    pub fn get(&self, key: &Key) -> Option<Bytes> {
        let map = self.map();
        map.get(key)
            .filter(|(at, _)| at.elapsed() < FRESH_FOR)
            .map(|(_, b)| b.clone())
    }

    /// Keeps `body` as the page for `key` from now.
    pub fn put(&self, key: Key, body: Bytes) {
        let mut map = self.map();
        if map.len() >= CAP {
            map.retain(|_, (at, _)| at.elapsed() < FRESH_FOR);
            if map.len() >= CAP {
                map.clear();
            }
        }
        map.insert(key, (Instant::now(), body));
    }

    fn map(&self) -> MutexGuard<'_, HashMap<Key, (Instant, Bytes)>> {
        // A panic while holding the lock leaves only a half-updated cache: keep using it.
        self.map.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(page: u32) -> Key {
        ("place", "scenic-hz-xihu".into(), "newest", page, 10)
    }

    #[test]
    fn kept_while_fresh_and_bounded() {
        let pages = PublicPages::default();
        assert_eq!(pages.get(&key(1)), None);
        pages.put(key(1), Bytes::from_static(b"{}"));
        assert_eq!(pages.get(&key(1)), Some(Bytes::from_static(b"{}")));
        assert_eq!(pages.get(&key(2)), None);
        for p in 0..(CAP as u32 + 10) {
            pages.put(key(p), Bytes::from_static(b"[]"));
        }
        assert!(pages.map().len() <= CAP);
    }

    #[test]
    fn a_stale_page_is_not_answered() {
        let pages = PublicPages::default();
        pages.put(key(1), Bytes::from_static(b"{}"));
        if let Some((at, _)) = pages.map().get_mut(&key(1)) {
            *at = Instant::now()
                .checked_sub(FRESH_FOR)
                .expect("a past instant");
        }
        assert_eq!(pages.get(&key(1)), None);
    }
}
