//! How far a "nearby" list looks, by the kind it lists (docs/PLACES.md, "How far nearby
//! reaches"): a place to eat is worth a short walk or ride, a night's stay a little more,
//! a sight a drive. A list of a group looks no farther than the group's reach, whatever
//! radius is asked, so a hotel's 附近美食 never offers a meal 14 km away.
//!
//! Canteens (社区食堂, 老年食堂, 助餐点) serve residents first; a tourist's 美食 leaves them out
//! unless the list asks for them (a canteen's own page, or `kind=canteen`).

use youzhe_content::model::PlaceKind;

use crate::groups::Group;

/// The radii a list of the group widens through, km, nearest first: it takes the first
/// that holds enough places and never looks past the last.
pub fn steps(group: Group) -> &'static [f64] {
    match group {
        Group::Food => &[3.0, 5.0, 10.0],
        Group::Shop => &[3.0, 5.0, 10.0],
        Group::Stay => &[5.0, 10.0],
        Group::Sights => &[20.0, 50.0],
    }
}

/// The farthest a list of the group looks, km.
pub fn widest_km(group: Group) -> f64 {
    steps(group).last().copied().unwrap_or(10.0)
}

/// The farthest a list of these kinds looks, km: the widest of their groups' reaches;
/// `None` for every kind (a mixed list keeps the radius it asks for).
pub fn widest_of(kinds: &[PlaceKind]) -> Option<f64> {
    kinds
        .iter()
        .map(|k| widest_km(Group::of(*k)))
        .reduce(f64::max)
}

/// Whether a list of `group` shows a place of `kind`: the group's kinds, canteens for
/// residents only when `canteens` asks for them.
pub fn lists(group: Group, kind: PlaceKind, canteens: bool) -> bool {
    Group::of(kind) == group && (kind != PlaceKind::Canteen || canteens)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn food_stays_within_walking_or_a_short_ride() {
        assert_eq!(widest_km(Group::Food), 10.0);
        assert_eq!(widest_km(Group::Stay), 10.0);
        assert_eq!(widest_km(Group::Sights), 50.0);
        for g in [Group::Food, Group::Shop, Group::Stay, Group::Sights] {
            assert!(steps(g).windows(2).all(|w| w[0] < w[1]), "{g:?}");
        }
        assert_eq!(
            widest_of(&[PlaceKind::Restaurant, PlaceKind::Scenic]),
            Some(50.0)
        );
        assert_eq!(widest_of(&[]), None);
    }

    #[test]
    fn canteens_only_when_asked() {
        assert!(!lists(Group::Food, PlaceKind::Canteen, false));
        assert!(lists(Group::Food, PlaceKind::Canteen, true));
        assert!(lists(Group::Food, PlaceKind::Food, false));
        assert!(!lists(Group::Food, PlaceKind::Scenic, true));
    }
}
