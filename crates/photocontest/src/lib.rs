//! Photo journey (docs/PHOTO_CONTEST.md): a photo contest on a theme, run as a campaign
//! (its window, rules and prizes) that `photo_contests` names. A signed-in visitor enters their own uploaded photo with a title, a
//! caption and optionally a place; every entry waits for a moderator (the console's queue,
//! kind `contest`) and only its author sees it until it is accepted. Accepted entries
//! form the gallery; each visitor may vote once per entry per Asia/Shanghai day while the
//! campaign runs; when it has ended the most voted entries are its winners.

pub mod moderation;
pub mod personal_data;
mod routes;
pub mod store;

use youzhe_content::Content;
use youzhe_core::{
    Area, Core,
    auth::Auth,
    ratelimit::{Rate, RateLimiter},
};

/// At most this many characters of title (after trimming spaces).
pub const MAX_TITLE_CHARS: usize = 30;
/// At most this many characters of caption (after trimming spaces).
pub const MAX_CAPTION_CHARS: usize = 300;
/// A visitor's entries in one contest that are waiting or accepted: at most this many
/// (a rejected entry frees its place).
pub const MAX_ENTRIES: i64 = 3;
/// How many entries win when the contest has ended.
pub const WINNERS: i64 = 3;

/// How often one visitor may enter or report photos (COUNT/SECONDS or `off`).
pub const RATE_KEY: &str = "YOUZHE_RATE_PHOTO_ENTRIES";
pub const DEFAULT_RATE: Rate = Rate::per_minute(10);
/// How often one visitor may vote.
pub const VOTE_RATE_KEY: &str = "YOUZHE_RATE_PHOTO_VOTES";
pub const DEFAULT_VOTE_RATE: Rate = Rate::per_minute(60);

/// The photo contest area: reading for everyone, entering and voting for signed-in visitors.
/// Every contest's campaign is told its page (`actives/huawei`), which the campaign hub
/// opens for it; the campaigns area has stored the campaigns before this runs.
pub async fn area(core: &Core, content: Content, auth: Auth) -> anyhow::Result<Area> {
    for (campaign, _) in store::contests(&core.db).await? {
        youzhe_campaigns::page::set(
            &core.db,
            &campaign,
            youzhe_campaigns::page::CampaignPage::PhotoContest,
        )
        .await?;
    }
    Ok(Area::new(
        "photocontest",
        routes::router(routes::ContestState {
            db: core.db.clone(),
            content,
            auth,
            limiter: RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?),
            votes: RateLimiter::local(Rate::from_config(
                &core.config,
                VOTE_RATE_KEY,
                DEFAULT_VOTE_RATE,
            )?),
            words: youzhe_core::sensitive::Words::from_config(&core.config)?,
        }),
    ))
}
