//! Topic answers, built from one snapshot.

use youzhe_content::{
    model::{Place, PlaceKind, Topic},
    page::PageRoute,
    snapshot::Snapshot,
};
use youzhe_places::card::{card_at, cover, cover_crop, first_photo, real_photos};

use crate::view::{Banner, TopicCard, TopicDetail};

pub fn topic<'a>(snap: &'a Snapshot, id: &str) -> Option<&'a Topic> {
    snap.topics.iter().find(|t| t.id == id)
}

/// The topic's places the snapshot has, in the topic's order.
pub fn places<'a>(snap: &'a Snapshot, t: &Topic) -> Vec<&'a Place> {
    t.place_ids
        .iter()
        .filter_map(|id| snap.place_by_id.get(id))
        .filter_map(|&i| snap.places.get(i as usize))
        .collect()
}

/// True if the topic is the city's own, or has a place in it (`None`: every topic).
pub fn in_city(snap: &Snapshot, t: &Topic, city: Option<u32>) -> bool {
    city.is_none_or(|c| t.city_id == Some(c) || places(snap, t).iter().any(|p| p.city_id == c))
}

/// True if the topic lists the place (`None`: every topic).
pub fn has_place(t: &Topic, place: Option<&str>) -> bool {
    place.is_none_or(|id| t.place_ids.iter().any(|p| p == id))
}

pub fn card(snap: &Snapshot, t: &Topic) -> TopicCard {
    let places = places(snap, t);
    let mut city_ids: Vec<u32> = Vec::new();
    for p in &places {
        if !city_ids.contains(&p.city_id) {
            city_ids.push(p.city_id);
        }
    }
    TopicCard {
        id: t.id.clone(),
        page: PageRoute::Topic,
        title: t.title.zh.clone(),
        title_en: t.title.en.clone(),
        summary: t.summary.clone(),
        city_id: t.city_id,
        city_names: city_ids
            .iter()
            .filter_map(|c| snap.region_by_id.get(c))
            .map(|r| r.name.zh.clone())
            .collect(),
        place_count: places.len() as u32,
        cover: first_photo(&t.media)
            .or_else(|| places.first().map(|p| cover(p)))
            .unwrap_or_default(),
        // The crop of whichever photo the cover is: the topic's own, else its first place's.
        crop: if first_photo(&t.media).is_some() {
            cover_crop(&t.media)
        } else {
            places.first().and_then(|p| cover_crop(&p.media))
        },
    }
}

pub fn detail(snap: &Snapshot, t: &Topic) -> TopicDetail {
    TopicDetail {
        card: card(snap, t),
        source: t.source.clone(),
        photos: real_photos(&t.media),
        places: places(snap, t)
            .into_iter()
            .map(|p| card_at(snap, p, None))
            .collect(),
    }
}

/// Banners: the city's own topics first, then the others with a place in the city, then
/// (for the whole province, or to fill up) the rest, in file order; at most `size`.
pub fn banners(snap: &Snapshot, city: Option<u32>, size: usize) -> Vec<Banner> {
    let own = |t: &&Topic| city.is_some() && t.city_id == city;
    let near = |t: &&Topic| !own(t) && in_city(snap, t, city);
    let rest = |t: &&Topic| !own(t) && !near(t);
    let ordered = snap
        .topics
        .iter()
        .filter(own)
        .chain(snap.topics.iter().filter(near))
        .chain(snap.topics.iter().filter(rest));
    ordered
        .filter(|t| !places(snap, t).is_empty())
        .take(size)
        .map(|t| {
            let c = card(snap, t);
            Banner {
                topic_id: c.id,
                page: c.page,
                title: c.title,
                summary: c.summary,
                cover: c.cover,
            }
        })
        .collect()
}

/// What a hot list holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hot {
    /// Scenic areas and sites.
    Scenic,
    /// Hotels and homestays.
    Stays,
}

impl Hot {
    fn holds(self, k: PlaceKind) -> bool {
        match self {
            Self::Scenic => matches!(k, PlaceKind::Scenic | PlaceKind::Site),
            Self::Stays => matches!(k, PlaceKind::Hotel | PlaceKind::Homestay),
        }
    }
}

/// Indexes of the places of `hot` (in `city`, or anywhere), most popular first, then by id
/// so the order is stable.
pub fn hot(snap: &Snapshot, hot: Hot, city: Option<u32>) -> Vec<usize> {
    let mut idx: Vec<usize> = snap
        .places
        .iter()
        .enumerate()
        .filter(|(_, p)| hot.holds(p.kind) && city.is_none_or(|c| p.city_id == c))
        .map(|(i, _)| i)
        .collect();
    idx.sort_by(|&a, &b| {
        let (a, b) = (&snap.places[a], &snap.places[b]);
        b.popularity
            .cmp(&a.popularity)
            .then_with(|| a.id.cmp(&b.id))
    });
    idx
}
