//! The places of a famous person's life: one rule, read by the person's page, the place
//! pages that link back to the person, and the person's trail.

use crate::{model::FamousPerson, snapshot::Snapshot};

/// The places of the person's life the snapshot has, as indexes, in the person's order.
/// Only the person's own curated list counts: matching their name in place texts was
/// tried and found hotels "beside 鲁迅故里" and a street named after him.
pub fn places_of_life(snap: &Snapshot, f: &FamousPerson) -> Vec<u32> {
    f.place_ids
        .iter()
        .filter_map(|id| snap.place_by_id.get(id).copied())
        .collect()
}
