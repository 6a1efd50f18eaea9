//! A saved thing as the list shows it, read from the content snapshot.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::{page::PageRoute, snapshot::Snapshot};
use youzhe_places::card::{cover, cover_url};

use crate::kind::Kind;

/// What the content says about a saved id: `None` when the content no longer has it.
pub struct Found {
    pub name: String,
    pub page: PageRoute,
    pub cover: Option<String>,
}

pub fn find(snap: &Snapshot, kind: Kind, id: &str) -> Option<Found> {
    match kind {
        Kind::Place => {
            let p = snap.places.get(*snap.place_by_id.get(id)? as usize)?;
            Some(Found {
                name: p.name.zh.clone(),
                page: PageRoute::of_place(p.kind),
                cover: Some(cover(p)),
            })
        }
        Kind::Dish => snap.dishes.iter().find(|d| d.id == id).map(|d| Found {
            name: d.name.zh.clone(),
            page: PageRoute::Dish,
            cover: Some(cover_url(&d.id, None)),
        }),
        // A line id may also be a famous person's trail, generated from the content.
        Kind::Line => youzhe_lines::build::line(snap, id).map(|l| Found {
            name: l.name.zh.clone(),
            page: PageRoute::Line,
            cover: None,
        }),
        Kind::Person => snap.people.iter().find(|p| p.id == id).map(|p| Found {
            name: p.name.zh.clone(),
            page: PageRoute::Person,
            cover: None,
        }),
        Kind::Topic => snap.topics.iter().find(|t| t.id == id).map(|t| Found {
            name: t.title.zh.clone(),
            page: PageRoute::Topic,
            cover: Some(cover_url(&t.id, None)),
        }),
    }
}

/// One favourite in the list.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct FavouriteItem {
    pub kind: Kind,
    pub id: String,
    /// The thing's name; empty when it is withdrawn.
    pub name: String,
    /// The page that shows it (open with `?id=`); absent when it is withdrawn.
    pub page: Option<PageRoute>,
    /// A picture for the card, where the thing has one.
    pub cover: Option<String>,
    /// True when the content no longer has it (shown as 已下架; it can still be removed).
    pub gone: bool,
    /// When it was saved, RFC 3339 in Asia/Shanghai.
    pub saved_at: String,
}
