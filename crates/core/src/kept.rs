//! Answers kept serialised: a bounded map from a normalised query to the bytes sent for it,
//! for answers that only change with the content. Built outside the lock, kept only when
//! the build succeeded; past the cap, an arbitrary answer makes room (the queries pages ask
//! are few, but a query can carry any number, so the map must not grow without end).

use std::{
    collections::HashMap,
    hash::Hash,
    sync::{Arc, Mutex, MutexGuard, PoisonError},
};

use axum::body::Bytes;

pub struct KeptAnswers<K> {
    cap: usize,
    map: Mutex<HashMap<K, Bytes>>,
}

impl<K: Eq + Hash + Clone> KeptAnswers<K> {
    /// Keeps at most `cap` answers.
    pub fn new(cap: usize) -> Self {
        Self {
            cap,
            map: Mutex::new(HashMap::new()),
        }
    }

    /// The answer for `key`: kept from an earlier request, else `build()` and kept if it
    /// succeeded. When another request built it meanwhile, the one kept is answered.
    pub fn get_or_build<E>(
        &self,
        key: &K,
        build: impl FnOnce() -> Result<Bytes, E>,
    ) -> Result<Bytes, E> {
        if let Some(b) = self.map().get(key) {
            return Ok(b.clone());
        }
        let body = build()?;
        let mut map = self.map();
        if let Some(b) = map.get(key) {
            return Ok(b.clone());
        }
        if map.len() >= self.cap
            && let Some(old) = map.keys().next().cloned()
        {
            map.remove(&old);
        }
        map.insert(key.clone(), body.clone());
        Ok(body)
    }

    /// How many answers are kept.
    pub fn len(&self) -> usize {
        self.map().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn map(&self) -> MutexGuard<'_, HashMap<K, Bytes>> {
        // A map left by a panicking holder is still whole: every change is one call.
        self.map.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// Answers kept for the current snapshot of the content (any `S` swapped whole behind an
/// `Arc`): a new snapshot starts afresh, so a kept answer never outlives the content it was
/// built from.
pub struct KeptPerSnapshot<S, K> {
    cap: usize,
    current: Mutex<Slot<S, K>>,
}

/// The snapshot the answers were built on, and the answers.
type Slot<S, K> = Option<(Arc<S>, Arc<KeptAnswers<K>>)>;

impl<S, K: Eq + Hash + Clone> KeptPerSnapshot<S, K> {
    /// Keeps at most `cap` answers per snapshot.
    pub fn new(cap: usize) -> Self {
        Self {
            cap,
            current: Mutex::new(None),
        }
    }

    /// The answer for `key` on `snap`: kept, else `build()` and kept if it succeeded.
    pub fn get_or_build<E>(
        &self,
        snap: &Arc<S>,
        key: &K,
        build: impl FnOnce() -> Result<Bytes, E>,
    ) -> Result<Bytes, E> {
        self.answers(snap).get_or_build(key, build)
    }

    /// How many answers are kept for the current snapshot.
    pub fn len(&self) -> usize {
        self.slot().as_ref().map_or(0, |(_, k)| k.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn answers(&self, snap: &Arc<S>) -> Arc<KeptAnswers<K>> {
        let mut g = self.slot();
        match &*g {
            Some((s, kept)) if Arc::ptr_eq(s, snap) => kept.clone(),
            _ => {
                let kept = Arc::new(KeptAnswers::new(self.cap));
                *g = Some((snap.clone(), kept.clone()));
                kept
            }
        }
    }

    fn slot(&self) -> MutexGuard<'_, Slot<S, K>> {
        // The slot left by a panicking holder is still whole: every change is one call.
        self.current.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builds_once_keeps_only_successes_and_stays_within_its_cap() {
        let kept = KeptAnswers::new(2);
        let built = |s: &'static str| move || Ok::<_, ()>(Bytes::from(s));
        assert_eq!(
            kept.get_or_build(&1, built("one")).ok(),
            Some(Bytes::from("one"))
        );
        assert_eq!(
            kept.get_or_build(&1, built("again")).ok(),
            Some(Bytes::from("one"))
        );
        assert!(kept.get_or_build(&2, || Err(())).is_err());
        assert_eq!(kept.len(), 1);
        kept.get_or_build(&2, built("two")).ok();
        kept.get_or_build(&3, built("three")).ok();
        assert_eq!(kept.len(), 2);
    }

    #[test]
    fn per_snapshot_one_build_per_key_and_a_new_snapshot_starts_afresh() {
        let kept = KeptPerSnapshot::<u8, u8>::new(4);
        let (a, b) = (Arc::new(1u8), Arc::new(1u8));
        let built = |s: &'static str| move || Ok::<_, ()>(Bytes::from(s));
        assert_eq!(
            kept.get_or_build(&a, &1, built("one")).ok(),
            Some(Bytes::from("one"))
        );
        assert_eq!(
            kept.get_or_build(&a, &1, built("two")).ok(),
            Some(Bytes::from("one"))
        );
        assert_eq!(kept.len(), 1);
        // Equal content, another snapshot: built again.
        assert_eq!(
            kept.get_or_build(&b, &1, built("three")).ok(),
            Some(Bytes::from("three"))
        );
        assert!(kept.get_or_build(&b, &2, || Err(())).is_err());
        assert_eq!(kept.len(), 1);
    }
}
