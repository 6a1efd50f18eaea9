//! Every area mounted by the server, in one list. Adding an area is one line here.

use youzhe_core::{Area, Core};

/// Builds every area against the shared core (database migrated, configuration read).
pub async fn build_all(core: &Core) -> anyhow::Result<Vec<Area>> {
    Ok(build_all_with_pages(core).await?.0)
}

/// Every area, and what the first-paint pages read (the places catalogs).
pub async fn build_all_with_pages(
    core: &Core,
) -> anyhow::Result<(Vec<Area>, crate::first_paint::Pages)> {
    // Places, search, rankings, famous people and tour lines read the snapshot the content area keeps.
    let (content, snapshot) = youzhe_content::load(core).await?;
    let (identity, auth) = youzhe_identity::area_with_auth(core)?;
    let (live, live_events) = youzhe_live::area_with_events(core, snapshot.clone())?;
    // Campaigns, the quiz and Qixi earn chances: one visitor's actions take turns across them.
    let turns = youzhe_campaigns::locks::Turns::new(&core.db);
    let (places, catalogs) = youzhe_places::area_with_catalogs(core, snapshot.clone());
    let areas: Vec<Area> = vec![
        identity,
        youzhe_image_proxy::area(&core.config)?,
        youzhe_tiles::area(core)?,
        youzhe_pageviews::area(core)?,
        content,
        youzhe_search::area(core, snapshot.clone()),
        youzhe_rankings::area(snapshot.clone()),
        youzhe_famous::area(snapshot.clone()),
        youzhe_lines::area(snapshot.clone()),
        live,
        youzhe_suggest::area(snapshot.clone()),
        youzhe_topics::area(core, snapshot.clone()),
        youzhe_favourites::area(core, snapshot.clone(), auth.clone())?,
        youzhe_points::area(core, auth.clone())?,
        youzhe_campaigns::area(core, snapshot.clone(), auth.clone(), turns.clone()).await?,
        youzhe_quiz::area(core, snapshot.clone(), auth.clone(), turns.clone()).await?,
        youzhe_qixi::area(core, snapshot.clone(), auth.clone(), turns.clone()).await?,
        youzhe_stamps::area(core, snapshot.clone(), auth.clone(), turns.clone()).await?,
        youzhe_games::area(core, auth.clone(), turns)?,
        youzhe_corrections::area(core, snapshot.clone(), auth.clone())?,
        youzhe_media::area(core, auth.clone())?,
        youzhe_reviews::area(core, snapshot.clone(), auth.clone())?,
        youzhe_operators::area(core)?,
        youzhe_console::area(core, snapshot.clone(), live_events)?,
        youzhe_editing::area(core, snapshot.clone())?,
        youzhe_notes::area(core, snapshot.clone(), auth.clone())?,
        youzhe_photocontest::area(core, snapshot.clone(), auth.clone()).await?,
        youzhe_found::area(core, auth.clone())?,
        youzhe_camping::area(core, snapshot.clone(), auth.clone()).await?,
        youzhe_mydata::area(core, auth, crate::personal_data::areas())?,
        places,
        youzhe_webview::area(&core.config),
    ];
    Ok((
        areas,
        crate::first_paint::Pages::new(catalogs, &core.config),
    ))
}
