//! The map tile proxy (docs/MAP.md). The operator may name one XYZ tile provider (天地图 with
//! the operator's key, or any other); the app then draws its tiles under the county outlines.
//! Tiles come through `GET /ver3/api/v3/tiles/{z}/{x}/{y}` so the key never reaches a
//! browser, the provider sees one client, and each tile is fetched once and then kept on
//! the media store. `GET /ver3/api/v3/tiles/config` tells the app whether there is a
//! provider, in which coordinate system its tiles are drawn and whose words to credit.
//! Without a provider both still answer, and the map is the offline outlines alone.

pub mod provider;
mod routes;
pub mod xyz;

use std::sync::Arc;

use youzhe_core::{
    Area, Core,
    client_ip::TrustedProxies,
    ratelimit::{Rate, RateLimiter},
};
use youzhe_image_proxy::{fetch::Fetcher, ssrf};
use youzhe_media::MediaStore;

pub use provider::{Crs, Provider};
pub use routes::{TILE_PATH, TilesConfig};

/// How often one address may ask for tiles (COUNT/SECONDS or `off`). A screenful is about
/// twenty tiles, and panning a few screens a minute is ordinary use.
pub const RATE_KEY: &str = "YOUZHE_RATE_TILES";
pub const DEFAULT_RATE: Rate = Rate::per_minute(600);
/// Private networks the provider's host may resolve to (an intranet tile server); the
/// public internet needs nothing here.
pub const ALLOWED_NETS_KEY: &str = "YOUZHE_TILES_ALLOWED_NETS";
/// A tile is 256 px square; a few tens of kilobytes. Anything near this is not a tile.
pub const MAX_TILE_BYTES: usize = 512 * 1024;

/// The tile area: its routes, with or without a provider.
pub fn area(core: &Core) -> anyhow::Result<Area> {
    let provider = Provider::from_config(&core.config)?;
    let fetcher = match &provider {
        Some(p) => {
            tracing::info!(host = %p.host, crs = ?p.crs, "map tiles from the configured provider");
            let policy = ssrf::Policy::new(
                std::slice::from_ref(&p.host),
                ssrf::nets_from(&core.config, ALLOWED_NETS_KEY)?,
            );
            Some(Arc::new(Fetcher::with_limit(policy, MAX_TILE_BYTES)?))
        }
        None => None,
    };
    Ok(Area::new(
        "tiles",
        routes::router(routes::TilesState {
            provider: provider.map(Arc::new),
            fetcher,
            store: MediaStore::from_config(&core.config)?,
            limiter: RateLimiter::local(Rate::from_config(&core.config, RATE_KEY, DEFAULT_RATE)?),
            trusted: TrustedProxies::from_config(&core.config)?,
        }),
    ))
}
