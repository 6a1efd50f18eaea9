//! What a visitor wrote about, as the content has it: its name and its region. The region
//! decides which scoped editors see it on a dashboard; it is always read from the content,
//! never from the request.

use std::collections::HashMap;

use youzhe_content::snapshot::Snapshot;
use youzhe_operators::RegionRef;

/// A review's or correction's target as the console shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TargetInfo {
    pub name: String,
    pub region: RegionRef,
}

/// Looks targets up in one snapshot (dishes are indexed once per lookup table).
pub struct Targets<'a> {
    snap: &'a Snapshot,
    dishes: HashMap<&'a str, usize>,
}

impl<'a> Targets<'a> {
    pub fn new(snap: &'a Snapshot) -> Self {
        let dishes = snap
            .dishes
            .iter()
            .enumerate()
            .map(|(i, d)| (d.id.as_str(), i))
            .collect();
        Self { snap, dishes }
    }

    /// The public id of the city a county (`331123`) is in.
    pub fn city_of_county(&self, code: &str) -> Option<u32> {
        self.snap.city_of_county(code).map(|c| c.id)
    }

    /// `None` for a kind without a region or an id the content no longer has.
    pub fn get(&self, kind: &str, id: &str) -> Option<TargetInfo> {
        match kind {
            "place" => {
                let p = self
                    .snap
                    .places
                    .get(*self.snap.place_by_id.get(id)? as usize)?;
                Some(TargetInfo {
                    name: p.name.zh.clone(),
                    region: RegionRef::county(p.city_id, &p.county_code),
                })
            }
            "dish" => {
                let d = self.snap.dishes.get(*self.dishes.get(id)?)?;
                Some(TargetInfo {
                    name: d.name.zh.clone(),
                    region: RegionRef::county(d.city_id, &d.county_code),
                })
            }
            _ => None,
        }
    }
}
