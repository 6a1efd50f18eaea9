//! The driving blind-box's destination (docs/CAMPAIGN_PAGES.md): an opened box names a
//! self-drive destination, one of the places of the campaign's `place_checkin` task, where
//! checking in within 500 m earns more chances. The server names it, from the draw's id, so
//! the same draw always names the same place (a replayed answer too), pressing again cannot
//! choose it, and every device of the visitor shows the same one.

use crate::{store::Campaign, words::PLACE_CHECKIN};

/// The kind of campaign whose draws name a destination.
pub const BLINDBOX: &str = "blindbox";

/// The place id the draw `draw_id` of `c` names; `None` for another kind of campaign, or a
/// blind-box whose check-in task lists no places.
pub fn of(c: &Campaign, draw_id: i64) -> Option<String> {
    if c.kind != BLINDBOX {
        return None;
    }
    let places = &c.tasks.iter().find(|t| t.task == PLACE_CHECKIN)?.places;
    let n = i64::try_from(places.len()).ok().filter(|n| *n > 0)?;
    let at = usize::try_from(draw_id.rem_euclid(n)).ok()?;
    places.get(at).cloned()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{Eligibility, Task};

    fn campaign(kind: &str, places: &[&str]) -> Campaign {
        Campaign {
            id: "box".into(),
            title: "盲盒".into(),
            kind: kind.into(),
            sample: false,
            starts_ms: 0,
            ends_ms: 1,
            rules: String::new(),
            eligibility: Eligibility::default(),
            per_day: 1,
            in_all: 1,
            lose_weight: 0,
            claim_days: 30,
            tasks: vec![Task {
                task: PLACE_CHECKIN.into(),
                chances: 1,
                per_day: 1,
                places: places.iter().map(|p| (*p).to_string()).collect(),
            }],
            state: "published".into(),
            created_by: None,
        }
    }

    #[test]
    fn a_draw_names_the_same_place_every_time_and_every_place_comes_round() {
        let c = campaign(BLINDBOX, &["a", "b", "c"]);
        assert_eq!(of(&c, 7), of(&c, 7));
        let named: Vec<_> = (1..=3).filter_map(|d| of(&c, d)).collect();
        assert_eq!(named, ["b", "c", "a"]);
    }

    #[test]
    fn only_a_blind_box_with_places_names_one() {
        assert_eq!(of(&campaign("generic", &["a"]), 1), None);
        assert_eq!(of(&campaign(BLINDBOX, &[]), 1), None);
    }
}
