//! Which app page shows a record: the one answer to it, sent with every item that links to
//! a page (the `page` field) and used for share links, so the web app never guesses.

use serde::Serialize;
use utoipa::ToSchema;

use crate::model::PlaceKind;

/// An app page, as its route path without the leading slash; open it with `?id=`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
pub enum PageRoute {
    #[serde(rename = "pages/hotel/detail")]
    Hotel,
    #[serde(rename = "pages/cate/detail")]
    Restaurant,
    #[serde(rename = "pages/poi/detail/scenic")]
    Scenic,
    #[serde(rename = "pages/poi/detail/site")]
    Site,
    #[serde(rename = "pages/poi/detail/food")]
    Food,
    #[serde(rename = "pages/poi/detail/shop")]
    Shop,
    #[serde(rename = "pages/poi/detail/canteen")]
    Canteen,
    #[serde(rename = "pages/newcate/newdetail")]
    Dish,
    #[serde(rename = "pages/famous/peopledetail")]
    Person,
    #[serde(rename = "pages/line/lineDetail")]
    Line,
    #[serde(rename = "pages/topic/detail")]
    Topic,
}

impl PageRoute {
    /// The page that shows a place of this kind: stays share the hotel page, restaurants
    /// the food page, campsites the scenic page (the SPEC has no campsite page; the web app
    /// lays a campsite out by its kind), the others the place page of their kind.
    pub fn of_place(kind: PlaceKind) -> Self {
        match kind {
            PlaceKind::Hotel | PlaceKind::Homestay => Self::Hotel,
            PlaceKind::Restaurant => Self::Restaurant,
            PlaceKind::Scenic | PlaceKind::Camping => Self::Scenic,
            PlaceKind::Site => Self::Site,
            PlaceKind::Food => Self::Food,
            PlaceKind::Shop => Self::Shop,
            PlaceKind::Canteen => Self::Canteen,
        }
    }

    /// The route path, as serialised.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Hotel => "pages/hotel/detail",
            Self::Restaurant => "pages/cate/detail",
            Self::Scenic => "pages/poi/detail/scenic",
            Self::Site => "pages/poi/detail/site",
            Self::Food => "pages/poi/detail/food",
            Self::Shop => "pages/poi/detail/shop",
            Self::Canteen => "pages/poi/detail/canteen",
            Self::Dish => "pages/newcate/newdetail",
            Self::Person => "pages/famous/peopledetail",
            Self::Line => "pages/line/lineDetail",
            Self::Topic => "pages/topic/detail",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_serialised_route_is_the_path() {
        for p in [
            PageRoute::Hotel,
            PageRoute::Restaurant,
            PageRoute::Scenic,
            PageRoute::Site,
            PageRoute::Food,
            PageRoute::Shop,
            PageRoute::Canteen,
            PageRoute::Dish,
            PageRoute::Person,
            PageRoute::Line,
            PageRoute::Topic,
        ] {
            assert_eq!(serde_json::to_value(p).unwrap(), p.as_str());
        }
        assert_eq!(
            PageRoute::of_place(PlaceKind::Homestay).as_str(),
            "pages/hotel/detail"
        );
    }
}
