//! The answers, built from one snapshot.

use youzhe_content::{
    life::places_of_life, model::FamousPerson, page::PageRoute, snapshot::Snapshot,
};
use youzhe_places::{
    card::{card_at, cover_crop, first_photo, real_photos, summary},
    view::PlaceCard,
};

use crate::{
    story::story,
    themes::{self, THEMES},
    view::{
        FamousCity, FamousTheme, FamousThemes, PersonCard, PersonDetail, PersonPlace, PlaceStory,
    },
};

fn city_name(snap: &Snapshot, id: u32) -> String {
    snap.region_by_id
        .get(&id)
        .map_or_else(String::new, |r| r.name.zh.clone())
}

/// The id of the line that walks the person's places, when they have two or more.
pub fn trail_id(snap: &Snapshot, f: &FamousPerson) -> Option<String> {
    (places_of_life(snap, f).len() >= 2).then(|| format!("{TRAIL_PREFIX}{}", f.id))
}

/// Line ids starting with this are a person's trail: the rest is the person's id.
pub const TRAIL_PREFIX: &str = "trail-";

pub fn person<'a>(snap: &'a Snapshot, id: &str) -> Option<&'a FamousPerson> {
    snap.people.iter().find(|f| f.id == id)
}

/// True if the person is in the theme (`None`: every theme) and the city (`None`: any).
pub fn matches(f: &FamousPerson, theme: Option<&str>, city: Option<u32>) -> bool {
    theme.is_none_or(|t| themes::of_title(&f.title).contains(&t))
        && city.is_none_or(|c| f.city_id == c)
}

pub fn card(snap: &Snapshot, f: &FamousPerson) -> PersonCard {
    PersonCard {
        id: f.id.clone(),
        page: PageRoute::Person,
        name: f.name.zh.clone(),
        name_en: f.name.en.clone(),
        era: f.era.clone(),
        born: f.born,
        died: f.died,
        title: f.title.clone(),
        city_id: f.city_id,
        city_name: city_name(snap, f.city_id),
        themes: themes::of_title(&f.title)
            .into_iter()
            .map(str::to_string)
            .collect(),
        summary: summary(&f.biography),
        place_count: places_of_life(snap, f).len() as u32,
        cover: first_photo(&f.media),
        crop: cover_crop(&f.media),
    }
}

fn place_card(snap: &Snapshot, i: u32) -> Option<PlaceCard> {
    snap.places.get(i as usize).map(|p| card_at(snap, p, None))
}

fn story_of(snap: &Snapshot, f: &FamousPerson, i: u32) -> String {
    snap.places.get(i as usize).map_or_else(String::new, |p| {
        story(&f.name.zh, &f.biography, &p.name.zh, &p.description)
    })
}

pub fn detail(snap: &Snapshot, f: &FamousPerson) -> PersonDetail {
    let places = places_of_life(snap, f)
        .into_iter()
        .filter_map(|i| {
            Some(PersonPlace {
                story: story_of(snap, f, i),
                place: place_card(snap, i)?,
            })
        })
        .collect();
    PersonDetail {
        card: card(snap, f),
        biography: f.biography.clone(),
        hometown: f
            .hometown_county
            .as_ref()
            .and_then(|c| snap.county_by_code.get(c))
            .map(|r| r.name.zh.clone()),
        source: f.source.clone(),
        photos: real_photos(&f.media),
        trail: trail_id(snap, f),
        places,
    }
}

/// The story of the person's place `place_id`; `None` when the place is not one of theirs.
pub fn place_story(snap: &Snapshot, f: &FamousPerson, place_id: &str) -> Option<PlaceStory> {
    let i = *snap.place_by_id.get(place_id)?;
    let mine = places_of_life(snap, f);
    if !mine.contains(&i) {
        return None;
    }
    let p = snap.places.get(i as usize)?;
    Some(PlaceStory {
        person: card(snap, f),
        place: card_at(snap, p, None),
        description: p.description.clone(),
        story: story_of(snap, f, i),
        others: mine
            .into_iter()
            .filter(|&j| j != i)
            .filter_map(|j| place_card(snap, j))
            .collect(),
    })
}

pub fn themes(snap: &Snapshot) -> FamousThemes {
    let themes = THEMES
        .iter()
        .map(|t| FamousTheme {
            id: t.id.to_string(),
            name: t.name.to_string(),
            people: snap
                .people
                .iter()
                .filter(|f| matches(f, Some(t.id), None))
                .count() as u32,
        })
        .filter(|t| t.people > 0)
        .collect();
    let mut cities: Vec<FamousCity> = Vec::new();
    for f in &snap.people {
        match cities.iter_mut().find(|c| c.city_id == f.city_id) {
            Some(c) => c.people += 1,
            None => cities.push(FamousCity {
                city_id: f.city_id,
                city_name: city_name(snap, f.city_id),
                people: 1,
            }),
        }
    }
    cities.sort_by_key(|c| c.city_id);
    FamousThemes {
        themes,
        cities,
        total: snap.people.len() as u32,
    }
}
