//! Rank-list answers kept serialised for the current snapshot: the lists only change with
//! the content, so each query's answer is built once and sent as bytes after that.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, PoisonError},
};

use axum::body::Bytes;
use youzhe_content::snapshot::Snapshot;

use crate::build::Query;

/// Most answers kept per snapshot; past it, an arbitrary one makes room. The queries a page
/// asks are few (11 cities × 7 kinds, a dozen ids), but `cityId` is any number.
pub const CAP: usize = 256;

/// The snapshot the answers were built on, and the answers.
type Answers = Option<(Arc<Snapshot>, HashMap<Query, Bytes>)>;

#[derive(Default)]
pub struct Kept {
    inner: Mutex<Answers>,
}

impl Kept {
    /// The answer to `q` on `snap`: kept, else `build()` and kept if it succeeded.
    pub fn get<E>(
        &self,
        snap: &Arc<Snapshot>,
        q: &Query,
        build: impl FnOnce() -> Result<Bytes, E>,
    ) -> Result<Bytes, E> {
        if let Some(b) = self.with(snap, |m| m.get(q).cloned()) {
            return Ok(b);
        }
        let body = build()?;
        // Another request may have built it meanwhile: answer the one kept.
        Ok(self.with(snap, |m| {
            if m.len() >= CAP
                && !m.contains_key(q)
                && let Some(old) = m.keys().next().cloned()
            {
                m.remove(&old);
            }
            m.entry(q.clone()).or_insert(body).clone()
        }))
    }

    /// `f` over the answers kept for `snap`, dropping those of an older snapshot.
    fn with<T>(&self, snap: &Arc<Snapshot>, f: impl FnOnce(&mut HashMap<Query, Bytes>) -> T) -> T {
        // A map left by a panicking holder is still whole: every change is one call.
        let mut g = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        let fresh = matches!(&*g, Some((s, _)) if Arc::ptr_eq(s, snap));
        if !fresh {
            *g = Some((snap.clone(), HashMap::new()));
        }
        let (_, map) = g.as_mut().expect("set above");
        f(map)
    }

    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.inner
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .as_ref()
            .map_or(0, |(_, m)| m.len())
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
