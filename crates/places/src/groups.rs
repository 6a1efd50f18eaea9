//! Place kinds and the four groups the app's tabs use (stays, food, sights, shops).

use youzhe_content::model::PlaceKind;
use youzhe_core::ApiError;

/// `stay`, `food`, `sights` or `shop`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    Stay,
    Food,
    Sights,
    Shop,
}

impl Group {
    pub fn of(kind: PlaceKind) -> Self {
        match kind {
            PlaceKind::Hotel | PlaceKind::Homestay => Self::Stay,
            PlaceKind::Restaurant | PlaceKind::Food | PlaceKind::Canteen => Self::Food,
            // Campsites are somewhere to go out to, listed with the sights.
            PlaceKind::Scenic | PlaceKind::Site | PlaceKind::Camping => Self::Sights,
            PlaceKind::Shop => Self::Shop,
        }
    }

    pub fn parse(s: &str) -> Option<Self> {
        match s {
            "stay" => Some(Self::Stay),
            "food" => Some(Self::Food),
            "sights" => Some(Self::Sights),
            "shop" => Some(Self::Shop),
            _ => None,
        }
    }

    /// The kinds of the group, in the order the category tabs list them.
    pub fn kinds(self) -> &'static [PlaceKind] {
        match self {
            Self::Stay => &[PlaceKind::Hotel, PlaceKind::Homestay],
            Self::Food => &[PlaceKind::Restaurant, PlaceKind::Food, PlaceKind::Canteen],
            Self::Sights => &[PlaceKind::Scenic, PlaceKind::Site, PlaceKind::Camping],
            Self::Shop => &[PlaceKind::Shop],
        }
    }
}

/// The items of a comma-separated query value (one rule for every list; see core).
pub use youzhe_core::words::comma_list;

/// A comma list of place kinds; empty means every kind. Duplicates are dropped.
pub fn parse_kinds(s: Option<&str>) -> Result<Vec<PlaceKind>, ApiError> {
    let mut out = Vec::new();
    for k in comma_list(s) {
        let kind = PlaceKind::parse(k)
            .ok_or_else(|| ApiError::invalid("kind", format!("未知的地点类型 {k}")))?;
        if !out.contains(&kind) {
            out.push(kind);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_belongs_to_the_group_that_lists_it() {
        for k in PlaceKind::ALL {
            assert!(Group::of(k).kinds().contains(&k), "{k:?}");
        }
        assert_eq!(Group::parse("sights"), Some(Group::Sights));
        assert_eq!(Group::parse("hotel"), None);
    }

    #[test]
    fn kinds_parse_from_a_comma_list() {
        assert_eq!(
            parse_kinds(Some("hotel, homestay,,hotel")).unwrap(),
            vec![PlaceKind::Hotel, PlaceKind::Homestay]
        );
        assert!(parse_kinds(None).unwrap().is_empty());
        // Dishes are searchable but are not places.
        assert!(parse_kinds(Some("dish")).is_err());
        assert_eq!(PlaceKind::Canteen.as_str(), "canteen");
    }
}
