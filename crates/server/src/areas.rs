//! Every area mounted by the server, in one list. Adding an area is one line here.

use youzhe_core::{Area, Core};

/// Builds every area against the shared core (database migrated, configuration read).
pub async fn build_all(_core: &Core) -> anyhow::Result<Vec<Area>> {
    let areas: Vec<Area> = Vec::new();
    Ok(areas)
}
