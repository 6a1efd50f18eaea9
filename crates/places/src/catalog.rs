//! What the places area derives from one content snapshot: the reverse links (place →
//! famous people, place → dishes, dish → places) and the lookups by id. Rebuilt when the
//! content service swaps in a new snapshot, so a request never scans the content for them.
//! The answers kept serialised live apart, in `answers`.

use std::{collections::HashMap, sync::Arc};

use youzhe_content::{
    life::places_of_life,
    model::{Dish, Place},
    snapshot::Snapshot,
};

pub struct Catalog {
    pub snap: Arc<Snapshot>,
    /// Place → the famous people of whose life it is (`youzhe_content::life`), in file order.
    pub people_of: Vec<Vec<u32>>,
    /// Place → the dishes that list it as where to eat them, in file order.
    pub dishes_of: Vec<Vec<u32>>,
    /// Dish → the places of its `where_to_eat` that exist, in the dish's order.
    pub dish_places: Vec<Vec<u32>>,
    pub dish_by_id: HashMap<String, u32>,
    pub topic_by_id: HashMap<String, u32>,
}

impl Catalog {
    pub fn build(snap: Arc<Snapshot>) -> Self {
        let n = snap.places.len();
        let mut people_of = vec![Vec::new(); n];
        for (pi, person) in snap.people.iter().enumerate() {
            for i in places_of_life(&snap, person) {
                if let Some(list) = people_of.get_mut(i as usize)
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
}
