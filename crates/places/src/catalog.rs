//! What the places area derives from one content snapshot: the reverse links (place →
//! famous people, place → dishes, dish → places), each place's detail answer and the
//! place-list answers asked for most, kept serialised once asked for. Rebuilt when the content service swaps in a new snapshot, so
//! a request never scans the content for them.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, OnceLock, PoisonError},
};

use arc_swap::ArcSwap;
use axum::body::Bytes;
use youzhe_content::{
    Content,
    model::{Dish, Place},
    snapshot::Snapshot,
};
use youzhe_core::Envelope;

use crate::{card, filter::ListKey};

/// Most place-list answers one snapshot keeps; past it, an arbitrary one makes room. The
/// pages visitors ask for are few (a city's stays, a theme, a food list); 256 pages of at
/// most 50 cards stay under about 7 MB even when every entry is a full page.
pub const LIST_CACHE_CAP: usize = 256;

type Json = Result<Bytes, serde_json::Error>;

pub struct Catalog {
    pub snap: Arc<Snapshot>,
    /// Place → the famous people who list it, in file order.
    pub people_of: Vec<Vec<u32>>,
    /// Place → the dishes that list it as where to eat them, in file order.
    pub dishes_of: Vec<Vec<u32>>,
    /// Dish → the places of its `where_to_eat` that exist, in the dish's order.
    pub dish_places: Vec<Vec<u32>>,
    pub dish_by_id: HashMap<String, u32>,
    pub topic_by_id: HashMap<String, u32>,
    /// Place → its detail envelope without a visitor position, serialised on first ask.
    detail_json: Vec<OnceLock<Bytes>>,
    /// Place-list envelope without a visitor position → serialised answer, at most
    /// [`LIST_CACHE_CAP`]; the lock is held only to look up or insert.
    list_json: Mutex<HashMap<ListKey, Bytes>>,
}

impl Catalog {
    pub fn build(snap: Arc<Snapshot>) -> Self {
        let n = snap.places.len();
        let mut people_of = vec![Vec::new(); n];
        for (pi, person) in snap.people.iter().enumerate() {
            for id in &person.place_ids {
                if let Some(&i) = snap.place_by_id.get(id)
                    && let Some(list) = people_of.get_mut(i as usize)
                    && !list.contains(&(pi as u32))
                {
                    list.push(pi as u32);
                }
            }
        }
        let mut dishes_of = vec![Vec::new(); n];
        let mut dish_places = Vec::with_capacity(snap.dishes.len());
        for (di, dish) in snap.dishes.iter().enumerate() {
            let mut places = Vec::new();
            for id in &dish.where_to_eat {
                if let Some(&i) = snap.place_by_id.get(id)
                    && !places.contains(&i)
                {
                    places.push(i);
                    if let Some(list) = dishes_of.get_mut(i as usize) {
                        list.push(di as u32);
                    }
                }
            }
            dish_places.push(places);
        }
        let dish_by_id = snap
            .dishes
            .iter()
            .enumerate()
            .map(|(i, d)| (d.id.clone(), i as u32))
            .collect();
        let topic_by_id = snap
            .topics
            .iter()
            .enumerate()
            .map(|(i, t)| (t.id.clone(), i as u32))
            .collect();
        Self {
            people_of,
            dishes_of,
            dish_places,
            dish_by_id,
            topic_by_id,
            detail_json: (0..n).map(|_| OnceLock::new()).collect(),
            list_json: Mutex::new(HashMap::new()),
            snap,
        }
    }

    pub fn place(&self, id: &str) -> Option<(u32, &Place)> {
        let &i = self.snap.place_by_id.get(id)?;
        Some((i, self.snap.places.get(i as usize)?))
    }

    pub fn dish(&self, id: &str) -> Option<(u32, &Dish)> {
        let &i = self.dish_by_id.get(id)?;
        Some((i, self.snap.dishes.get(i as usize)?))
    }

    /// The whole `{code:0,…,data:PlaceDetail}` answer for place `i` without a position:
    /// the detail page is the hottest read, and its answer only changes with the content.
    pub fn detail_json(&self, i: u32) -> Option<Json> {
        let cell = self.detail_json.get(i as usize)?;
        if let Some(b) = cell.get() {
            return Some(Ok(b.clone()));
        }
        let detail = card::place_detail(self, i, None)?;
        Some(
            serde_json::to_vec(&Envelope::ok(detail))
                .map(|v| cell.get_or_init(|| v.into()).clone()),
        )
    }

    /// The serialised place-list answer for `key`: kept from an earlier request, else
    /// built by `build` (outside the lock) and kept if it succeeded. When
    /// [`LIST_CACHE_CAP`] answers are kept, an arbitrary one is dropped to make room.
    pub fn list_json(&self, key: ListKey, build: impl FnOnce() -> Json) -> Json {
        if let Some(b) = self.lists().get(&key) {
            return Ok(b.clone());
        }
        let body = build()?;
        let mut lists = self.lists();
        if let Some(b) = lists.get(&key) {
            // Another request built it meanwhile: answer the one kept.
            return Ok(b.clone());
        }
        if lists.len() >= LIST_CACHE_CAP
            && let Some(old) = lists.keys().next().cloned()
        {
            lists.remove(&old);
        }
        lists.insert(key, body.clone());
        Ok(body)
    }

    fn lists(&self) -> std::sync::MutexGuard<'_, HashMap<ListKey, Bytes>> {
        // A map left by a panicking holder is still whole: every change is one call.
        self.list_json
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    #[cfg(test)]
    pub(crate) fn lists_kept(&self) -> usize {
        self.lists().len()
    }
}

/// The catalog of the content service's current snapshot.
pub struct Catalogs {
    content: Content,
    current: ArcSwap<Catalog>,
    rebuild: Mutex<()>,
}

impl Catalogs {
    pub fn new(content: Content) -> Self {
        let current = ArcSwap::from_pointee(Catalog::build(content.snapshot()));
        Self {
            content,
            current,
            rebuild: Mutex::new(()),
        }
    }

    /// The catalog of the current snapshot, rebuilt first if the content changed.
    pub fn get(&self) -> Arc<Catalog> {
        let snap = self.content.snapshot();
        let cur = self.current.load_full();
        if Arc::ptr_eq(&cur.snap, &snap) {
            return cur;
        }
        // One rebuild per change; requests arriving meanwhile wait for it rather than
        // each building their own.
        let _one = self.rebuild.lock();
        let cur = self.current.load_full();
        if Arc::ptr_eq(&cur.snap, &snap) {
            return cur;
        }
        let built = Arc::new(Catalog::build(snap));
        self.current.store(built.clone());
        built
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testdata::snapshot;

    #[test]
    fn reverse_links_follow_the_records() {
        let cat = Catalog::build(Arc::new(snapshot()));
        let (xihu, _) = cat.place("scenic-a").unwrap();
        let people: Vec<&str> = cat.people_of[xihu as usize]
            .iter()
            .map(|&i| cat.snap.people[i as usize].id.as_str())
            .collect();
        assert_eq!(people, ["person-a"]);
        let (food, _) = cat.place("food-a").unwrap();
        assert_eq!(cat.dishes_of[food as usize].len(), 1);
        // An unknown where_to_eat id is dropped, the order kept.
        let (d, _) = cat.dish("dish-a").unwrap();
        let places: Vec<&str> = cat.dish_places[d as usize]
            .iter()
            .map(|&i| cat.snap.places[i as usize].id.as_str())
            .collect();
        assert_eq!(places, ["food-a", "restaurant-a"]);
        assert!(cat.place("nope").is_none());
    }

    #[test]
    fn detail_json_is_the_envelope_and_kept() {
        let cat = Catalog::build(Arc::new(snapshot()));
        let (i, _) = cat.place("scenic-a").unwrap();
        let a = cat.detail_json(i).unwrap().unwrap();
        let v: serde_json::Value = serde_json::from_slice(&a).unwrap();
        assert_eq!(v["code"], 0);
        assert_eq!(v["data"]["id"], "scenic-a");
        assert!(v["data"]["distance"].is_null());
        let b = cat.detail_json(i).unwrap().unwrap();
        assert_eq!(a.as_ptr(), b.as_ptr());
        assert!(cat.detail_json(9_999).is_none());
    }
}
