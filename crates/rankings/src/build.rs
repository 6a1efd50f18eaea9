//! The rank lists of one snapshot under a query: lists in file order, narrowed to a city's
//! places (keeping the whole list's ranks), a kind, or one list by id; and the chips'
//! cities and kinds.

use youzhe_content::{
    model::{PlaceKind, Ranking},
    snapshot::Snapshot,
};
use youzhe_places::card::card_at;

use crate::view::{Evidence, RankCity, RankItem, RankKind, RankList, RankLists};

/// What the whole province's lists call their city.
pub const PROVINCE: &str = "浙江省";

/// A rank-list query, already checked.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Query {
    pub city_id: Option<u32>,
    pub kind: Option<PlaceKind>,
    pub id: Option<String>,
}

/// The kind a list ranks (the data check holds it to the place kinds).
pub fn kind_of(r: &Ranking) -> Option<PlaceKind> {
    PlaceKind::ALL.into_iter().find(|k| k.as_str() == r.kind)
}

/// True if the snapshot has a list with this id.
pub fn has_list(snap: &Snapshot, id: &str) -> bool {
    snap.rankings.iter().any(|r| r.id == id)
}

/// The list's items whose place is in `city` (every item without one), as indexes into
/// `r.items`, unknown places skipped.
fn items_in<'a>(
    snap: &'a Snapshot,
    r: &'a Ranking,
    city: Option<u32>,
) -> impl Iterator<Item = (u32, &'a youzhe_content::model::RankItem)> + 'a {
    r.items.iter().filter_map(move |it| {
        let i = *snap.place_by_id.get(&it.place_id)?;
        let p = snap.places.get(i as usize)?;
        city.is_none_or(|c| p.city_id == c).then_some((i, it))
    })
}

/// True if the list belongs under `city`: a list of that city, or of the whole province
/// with at least one place there.
fn in_city(snap: &Snapshot, r: &Ranking, city: Option<u32>) -> bool {
    match (city, r.city_id) {
        (None, _) => true,
        (Some(c), Some(own)) if own != c => false,
        (Some(_), _) => items_in(snap, r, city).next().is_some(),
    }
}

fn city_name(snap: &Snapshot, id: Option<u32>) -> String {
    id.and_then(|id| snap.region_by_id.get(&id))
        .map_or_else(|| PROVINCE.to_string(), |r| r.name.zh.clone())
}

fn list(snap: &Snapshot, r: &Ranking, kind: PlaceKind, city: Option<u32>) -> RankList {
    let items = items_in(snap, r, city)
        .filter_map(|(i, it)| {
            let p = snap.places.get(i as usize)?;
            Some(RankItem {
                rank: it.rank,
                reason: it.reason.clone(),
                place: card_at(snap, p, None),
            })
        })
        .collect();
    RankList {
        id: r.id.clone(),
        title: r.title.zh.clone(),
        title_en: r.title.en.clone(),
        kind,
        city_id: r.city_id,
        city_name: city_name(snap, r.city_id),
        evidence: Evidence {
            basis: r.source.clone(),
            updated_at: r.updated_at.clone(),
            paid_placement: r.paid_placement,
        },
        total: r.items.len() as u32,
        items,
    }
}

/// The answer to `q` (an unknown `id` gives no lists; the handler answers 404 first).
pub fn rank_lists(snap: &Snapshot, q: &Query) -> RankLists {
    let picked = |r: &Ranking| q.id.as_deref().is_none_or(|id| r.id == id);
    let lists = snap
        .rankings
        .iter()
        .filter(|r| picked(r) && in_city(snap, r, q.city_id))
        .filter_map(|r| Some((r, kind_of(r)?)))
        .filter(|(_, k)| q.kind.is_none_or(|want| *k == want))
        .map(|(r, k)| list(snap, r, k, q.city_id))
        .collect();
    let kinds = PlaceKind::ALL
        .into_iter()
        .map(|kind| RankKind {
            kind,
            lists: snap
                .rankings
                .iter()
                .filter(|r| picked(r) && kind_of(r) == Some(kind) && in_city(snap, r, q.city_id))
                .count() as u32,
        })
        .filter(|k| k.lists > 0)
        .collect();
    let cities = snap
        .cities
        .iter()
        .map(|c| RankCity {
            city_id: c.id,
            city_name: c.name.zh.clone(),
            lists: snap
                .rankings
                .iter()
                .filter(|r| {
                    picked(r)
                        && kind_of(r).is_some_and(|k| q.kind.is_none_or(|want| k == want))
                        && in_city(snap, r, Some(c.id))
                })
                .count() as u32,
        })
        .filter(|c| c.lists > 0)
        .collect();
    RankLists {
        lists,
        cities,
        kinds,
    }
}

#[cfg(test)]
mod tests {
    use youzhe_content::{dataset::read_dir, fixture::shipped_dir};

    use super::*;

    fn shipped() -> Snapshot {
        Snapshot::build(read_dir(&shipped_dir()).expect("shipped data"), "t".into())
    }

    #[test]
    fn every_shipped_list_with_its_evidence_and_linked_places() {
        let snap = shipped();
        let all = rank_lists(&snap, &Query::default());
        assert_eq!(all.lists.len(), 12);
        for l in &all.lists {
            assert_eq!(l.items.len() as u32, l.total, "{}", l.id);
            assert!(!l.evidence.basis.is_empty());
            assert_eq!(l.evidence.updated_at.len(), 10);
            assert!(!l.evidence.paid_placement);
            let ranks: Vec<u32> = l.items.iter().map(|i| i.rank).collect();
            assert!(ranks.windows(2).all(|w| w[0] < w[1]), "{}", l.id);
        }
        assert_eq!(all.cities.len(), 11, "every city has a list");
        assert!(all.kinds.iter().any(|k| k.kind == PlaceKind::Scenic));
    }

    #[test]
    fn a_city_keeps_its_places_and_their_ranks() {
        let snap = shipped();
        let q = Query {
            city_id: Some(1245),
            ..Query::default()
        };
        let zs = rank_lists(&snap, &q);
        assert!(!zs.lists.is_empty());
        for l in &zs.lists {
            assert!(!l.items.is_empty());
            assert!(l.items.iter().all(|i| i.place.city_id == 1245));
            assert!(l.items.len() as u32 <= l.total);
        }
        let kinds: u32 = zs.kinds.iter().map(|k| k.lists).sum();
        assert_eq!(kinds as usize, zs.lists.len());
        assert!(
            rank_lists(
                &snap,
                &Query {
                    city_id: Some(9),
                    ..q
                }
            )
            .lists
            .is_empty()
        );
    }

    #[test]
    fn kind_and_id_pick_lists() {
        let snap = shipped();
        let food = rank_lists(
            &snap,
            &Query {
                kind: Some(PlaceKind::Food),
                ..Query::default()
            },
        );
        assert!(food.lists.iter().all(|l| l.kind == PlaceKind::Food));
        assert!(!food.lists.is_empty());
        let one = rank_lists(
            &snap,
            &Query {
                id: Some("rank-museums".into()),
                ..Query::default()
            },
        );
        assert_eq!(one.lists.len(), 1);
        assert_eq!(one.lists[0].city_name, PROVINCE);
        assert!(has_list(&snap, "rank-museums") && !has_list(&snap, "rank-none"));
    }
}
