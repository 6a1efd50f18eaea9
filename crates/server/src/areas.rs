//! Every area mounted by the server, in one list. Adding an area is one line here.

use youzhe_core::{Area, Core};

/// Builds every area against the shared core (database migrated, configuration read).
pub async fn build_all(core: &Core) -> anyhow::Result<Vec<Area>> {
    let areas: Vec<Area> = vec![
        youzhe_identity::area(core)?,
        youzhe_pageviews::area(core),
        youzhe_content::area(core).await?,
    ];
    Ok(areas)
}
