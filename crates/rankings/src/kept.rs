//! Rank-list answers kept serialised for the current snapshot: the lists only change with
//! the content, so each query's answer is built once and sent as bytes after that.

use std::sync::{Arc, Mutex, PoisonError};

use axum::body::Bytes;
use youzhe_content::snapshot::Snapshot;
use youzhe_core::kept::KeptAnswers;

use crate::build::Query;

/// Most answers kept per snapshot; past it, an arbitrary one makes room. The queries a page
/// asks are few (11 cities × 7 kinds, a dozen ids), but `cityId` is any number.
pub const CAP: usize = 256;

/// The snapshot the answers were built on, and the answers.
type Current = Option<(Arc<Snapshot>, Arc<KeptAnswers<Query>>)>;

/// The answers of the current snapshot; a new snapshot starts afresh.
#[derive(Default)]
pub struct Kept {
    inner: Mutex<Current>,
}

impl Kept {
    /// The answer to `q` on `snap`: kept, else `build()` and kept if it succeeded.
    pub fn get<E>(
        &self,
        snap: &Arc<Snapshot>,
        q: &Query,
        build: impl FnOnce() -> Result<Bytes, E>,
    ) -> Result<Bytes, E> {
        self.answers(snap).get_or_build(q, build)
    }

    /// The answers kept for `snap`, dropping those of an older snapshot.
    fn answers(&self, snap: &Arc<Snapshot>) -> Arc<KeptAnswers<Query>> {
        // The slot left by a panicking holder is still whole: every change is one call.
        let mut g = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        match &*g {
            Some((s, kept)) if Arc::ptr_eq(s, snap) => kept.clone(),
            _ => {
                let kept = Arc::new(KeptAnswers::new(CAP));
                *g = Some((snap.clone(), kept.clone()));
                kept
            }
        }
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.inner
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .map_or(0, |(_, k)| k.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_build_per_query_and_a_new_snapshot_starts_afresh() {
        let kept = Kept::default();
        let a = Arc::new(Snapshot::empty());
        let q = Query::default();
        let built = |s: &'static str| move || Ok::<_, ()>(Bytes::from(s));
        assert_eq!(kept.get(&a, &q, built("one")).unwrap(), "one");
        assert_eq!(kept.get(&a, &q, built("two")).unwrap(), "one");
        assert_eq!(kept.len(), 1);
        let b = Arc::new(Snapshot::empty());
        assert_eq!(kept.get(&b, &q, built("three")).unwrap(), "three");
        assert_eq!(kept.len(), 1);
        assert!(
            kept.get(
                &b,
                &Query {
                    city_id: Some(1),
                    ..q
                },
                || Err(())
            )
            .is_err()
        );
        assert_eq!(kept.len(), 1);
    }
}
