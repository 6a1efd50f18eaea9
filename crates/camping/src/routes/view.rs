//! What the camping API answers: campsites, events with their seats, and sign-ups.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::{
    model::{I18n, Place, Point},
    page::PageRoute,
    snapshot::Snapshot,
};
use youzhe_core::time::rfc3339_shanghai;

use crate::{events::Event, store::Signup};

/// What a campsite's source says about something a camper asks: `yes` when it states it,
/// `unknown` otherwise (never "no": an unstated facility may well be there).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Stated {
    Yes,
    Unknown,
}

impl Stated {
    fn of(p: &Place, facility: &str) -> Self {
        if has(p, facility) {
            Self::Yes
        } else {
            Self::Unknown
        }
    }
}

pub fn has(p: &Place, facility: &str) -> bool {
    p.facilities
        .as_deref()
        .is_some_and(|f| f.iter().any(|x| x == facility))
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CampSite {
    pub id: String,
    pub name: I18n,
    pub city_id: u32,
    pub county_code: String,
    /// The county's name (`安吉县`), empty when the content has no such county.
    pub county_name: String,
    pub address: String,
    pub location: Point,
    /// What its source states it has (parking, toilet, shower, water, electricity, rv,
    /// tent_rental, bbq, pet, restaurant, wifi); anything else is unknown.
    pub facilities: Vec<String>,
    /// Pets allowed.
    pub pets: Stated,
    /// Power at the pitch.
    pub electricity: Stated,
    pub themes: Vec<String>,
    pub tags: Vec<String>,
    pub description: String,
    /// The app page that shows it.
    pub page: PageRoute,
    /// Where its facts come from.
    pub source: String,
}

fn county_name(snap: &Snapshot, code: &str) -> String {
    snap.county_by_code
        .get(code)
        .map(|r| r.name.zh.clone())
        .unwrap_or_default()
}

pub fn camp_site(snap: &Snapshot, p: &Place) -> CampSite {
    CampSite {
        id: p.id.clone(),
        name: p.name.clone(),
        city_id: p.city_id,
        county_code: p.county_code.clone(),
        county_name: county_name(snap, &p.county_code),
        address: p.address.clone(),
        location: p.location,
        facilities: p.facilities.clone().unwrap_or_default(),
        pets: Stated::of(p, "pet"),
        electricity: Stated::of(p, "electricity"),
        themes: p.themes.clone(),
        tags: p.tags.clone(),
        description: p.description.clone(),
        page: PageRoute::of_place(p.kind),
        source: p.source.clone(),
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SignupState {
    Active,
    Cancelled,
}

/// A visitor's own sign-up.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MySignup {
    pub id: i64,
    pub event_id: String,
    /// People in the party: the seats it holds while active.
    pub party: i64,
    /// The contact number given, masked (`138****5678`).
    pub phone: String,
    pub state: SignupState,
    /// RFC 3339, Shanghai.
    pub created_at: String,
    pub cancelled_at: Option<String>,
}

/// `138****5678`: enough for the visitor to recognise their number on a shared screen.
pub use youzhe_core::mask::mobile as masked;

pub fn my_signup(r: &Signup) -> MySignup {
    MySignup {
        id: r.id,
        event_id: r.event_id.clone(),
        party: r.party,
        phone: masked(&r.phone),
        state: if r.state == "active" {
            SignupState::Active
        } else {
            SignupState::Cancelled
        },
        created_at: rfc3339_shanghai(r.created_ms),
        cancelled_at: r.cancelled_ms.map(rfc3339_shanghai),
    }
}

/// A camping event with its seats as they are now.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CampingEvent {
    pub id: String,
    pub title: String,
    /// The campsite (a place of kind camping).
    pub place_id: String,
    /// Its name, empty if the content no longer has it.
    pub place_name: String,
    pub county_name: String,
    /// The campsite's page; absent if the content no longer has it.
    pub place_page: Option<PageRoute>,
    /// First and last day, `YYYY-MM-DD`.
    pub starts: String,
    pub ends: String,
    /// Sign-ups close at the end of this day (Shanghai).
    pub signup_until: String,
    /// Seats in all (people).
    pub capacity: u32,
    /// Seats no active sign-up holds.
    pub seats_left: i64,
    /// The most people one sign-up may bring.
    pub max_party: u32,
    /// Taking sign-ups today.
    pub open: bool,
    pub description: String,
    pub source: String,
    /// The signed-in visitor's active sign-up; absent when they have none or are not signed in.
    pub mine: Option<MySignup>,
}

pub fn camping_event(
    snap: &Snapshot,
    e: &Event,
    taken: i64,
    today: &str,
    mine: Option<&Signup>,
) -> CampingEvent {
    let place = snap
        .place_by_id
        .get(&e.place_id)
        .map(|&i| &snap.places[i as usize]);
    CampingEvent {
        id: e.id.clone(),
        title: e.title.clone(),
        place_id: e.place_id.clone(),
        place_name: place.map(|p| p.name.zh.clone()).unwrap_or_default(),
        county_name: place
            .map(|p| county_name(snap, &p.county_code))
            .unwrap_or_default(),
        place_page: place.map(|p| PageRoute::of_place(p.kind)),
        starts: e.starts.clone(),
        ends: e.ends.clone(),
        signup_until: e.signup_until.clone(),
        capacity: e.capacity,
        seats_left: (i64::from(e.capacity) - taken).max(0),
        max_party: e.max_party,
        open: e.open_on(today),
        description: e.description.clone(),
        source: e.source.clone(),
        mine: mine.map(my_signup),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phone_is_shown_masked() {
        assert_eq!(masked("13812345678"), "138****5678");
        assert_eq!(masked("123"), "****");
    }
}
