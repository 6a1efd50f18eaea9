//! The provider the operator names, read once at start. A setting that is there but wrong
//! stops the server with the setting's name, rather than drawing a map half a kilometre off.
//!
//! - `YOUZHE_TILES_URL`: the tile address, `http(s)://…{z}…{x}…{y}…`, with `{key}` where
//!   the provider wants the key. Unset: no provider, the offline outlines alone.
//! - `YOUZHE_TILES_KEY`: the key (a secret; never logged, never sent to browsers).
//! - `YOUZHE_TILES_CRS`: the datum the tiles are drawn in, `gcj02` (高德, 腾讯) or `wgs84`
//!   (天地图's CGCS2000, OpenStreetMap; the two agree to centimetres). Required.
//! - `YOUZHE_TILES_ATTRIBUTION`: the words the provider's terms ask the map to show
//!   (天地图 also wants its 审图号). Required.
//! - `YOUZHE_TILES_MAX_ZOOM`: the deepest zoom the provider draws (default 18).
//! - `YOUZHE_TILES_BOUNDS`: `west,south,east,north` in degrees, the region tiles are served
//!   for (default Zhejiang with a margin).

use anyhow::{Context, bail};
use serde::Serialize;
use sha2::{Digest, Sha256};
use url::Url;
use utoipa::ToSchema;
use youzhe_core::{Config, Secret};

use crate::xyz::{Bounds, DEEPEST, Tile};

pub const URL_KEY: &str = "YOUZHE_TILES_URL";
pub const KEY_KEY: &str = "YOUZHE_TILES_KEY";
pub const CRS_KEY: &str = "YOUZHE_TILES_CRS";
pub const ATTRIBUTION_KEY: &str = "YOUZHE_TILES_ATTRIBUTION";
pub const MAX_ZOOM_KEY: &str = "YOUZHE_TILES_MAX_ZOOM";
pub const BOUNDS_KEY: &str = "YOUZHE_TILES_BOUNDS";

pub const DEFAULT_MAX_ZOOM: u8 = 18;
/// Zhejiang (118.0–123.0 E, 27.0–31.2 N with its islands) and a margin for its borders.
pub const DEFAULT_BOUNDS: &str = "117.5,26.5,123.5,31.8";

/// The datum a provider's tiles are drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Crs {
    /// GCJ-02, the datum of Chinese commercial maps and of our content.
    Gcj02,
    /// WGS-84, or CGCS2000 (天地图), which agrees with it to centimetres.
    Wgs84,
}

pub struct Provider {
    template: String,
    key: Option<Secret<String>>,
    pub crs: Crs,
    pub attribution: String,
    pub max_zoom: u8,
    pub bounds: Bounds,
    /// The one host tiles are fetched from.
    pub host: String,
    /// Names this provider's tiles on the media store, so a different provider (or datum)
    /// never serves the old one's cached tiles.
    pub fingerprint: String,
}

impl Provider {
    /// The configured provider, `None` when `YOUZHE_TILES_URL` is unset or empty.
    pub fn from_config(config: &Config) -> anyhow::Result<Option<Self>> {
        let Some(template) = config.get(URL_KEY).map(str::trim).filter(|t| !t.is_empty()) else {
            return Ok(None);
        };
        for part in ["{z}", "{x}", "{y}"] {
            if !template.contains(part) {
                bail!("{URL_KEY} must contain {part} (an XYZ tile address)");
            }
        }
        let key = config.secret(KEY_KEY).filter(|k| !k.expose().is_empty());
        match (template.contains("{key}"), &key) {
            (true, None) => bail!("{URL_KEY} has {{key}} but {KEY_KEY} is not set"),
            (false, Some(_)) => bail!("{KEY_KEY} is set but {URL_KEY} has no {{key}} to put it in"),
            _ => {}
        }
        let sample = fill(template, Tile { z: 0, x: 0, y: 0 }, "key");
        let url = Url::parse(&sample).with_context(|| format!("{URL_KEY} is not a URL"))?;
        if !matches!(url.scheme(), "http" | "https") || url.cannot_be_a_base() {
            bail!("{URL_KEY} must be an http(s) address");
        }
        let host = url
            .host_str()
            .filter(|h| !h.is_empty())
            .with_context(|| format!("{URL_KEY} names no host"))?
            .to_string();
        let crs = match config.get(CRS_KEY).map(|c| c.trim().to_ascii_lowercase()) {
            Some(c) if c == "gcj02" => Crs::Gcj02,
            Some(c) if c == "wgs84" || c == "cgcs2000" => Crs::Wgs84,
            _ => bail!(
                "{CRS_KEY} must be gcj02 or wgs84: the datum the provider's tiles are drawn in"
            ),
        };
        let attribution = config
            .get(ATTRIBUTION_KEY)
            .map(str::trim)
            .filter(|a| !a.is_empty())
            .with_context(|| {
                format!("{ATTRIBUTION_KEY} must name the provider as its terms ask (e.g. 天地图 and its 审图号)")
            })?
            .to_string();
        let max_zoom = match config.get(MAX_ZOOM_KEY) {
            None => DEFAULT_MAX_ZOOM,
            Some(z) => z
                .trim()
                .parse::<u8>()
                .ok()
                .filter(|z| *z <= DEEPEST)
                .with_context(|| format!("{MAX_ZOOM_KEY} must be a zoom from 0 to {DEEPEST}"))?,
        };
        let bounds = Bounds::parse(config.get(BOUNDS_KEY).unwrap_or(DEFAULT_BOUNDS))
            .with_context(|| format!("{BOUNDS_KEY} must be west,south,east,north in degrees"))?;
        let mut hash = Sha256::new();
        hash.update(template.as_bytes());
        hash.update([crs as u8]);
        let fingerprint = hex::encode(&hash.finalize()[..6]);
        Ok(Some(Self {
            template: template.to_string(),
            key,
            crs,
            attribution,
            max_zoom,
            bounds,
            host,
            fingerprint,
        }))
    }

    /// The provider's address of one tile, key included (never log it).
    pub fn url(&self, t: Tile) -> anyhow::Result<Url> {
        let key = self.key.as_ref().map_or("", |k| k.expose().as_str());
        Ok(Url::parse(&fill(&self.template, t, key))?)
    }
}

fn fill(template: &str, t: Tile, key: &str) -> String {
    let key: String = url::form_urlencoded::byte_serialize(key.as_bytes()).collect();
    template
        .replace("{z}", &t.z.to_string())
        .replace("{x}", &t.x.to_string())
        .replace("{y}", &t.y.to_string())
        .replace("{key}", &key)
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    fn config(pairs: &[(&str, &str)]) -> Config {
        let mut s = BTreeMap::new();
        s.insert("DATABASE_URL".to_string(), "sqlite::memory:".to_string());
        for (k, v) in pairs {
            s.insert((*k).to_string(), (*v).to_string());
        }
        Config::from_settings(s).unwrap()
    }

    const TIANDITU: &str = "https://t0.tianditu.gov.cn/vec_w/wmts?SERVICE=WMTS&REQUEST=GetTile&VERSION=1.0.0&LAYER=vec&STYLE=default&TILEMATRIXSET=w&FORMAT=tiles&TILEMATRIX={z}&TILEROW={y}&TILECOL={x}&tk={key}";

    #[test]
    fn tianditu_with_its_key() {
        let p = Provider::from_config(&config(&[
            (URL_KEY, TIANDITU),
            (KEY_KEY, "abc&1"),
            (CRS_KEY, "cgcs2000"),
            (ATTRIBUTION_KEY, "天地图 GS(2024)0568号"),
        ]))
        .unwrap()
        .unwrap();
        assert_eq!(
            (p.crs, p.host.as_str(), p.max_zoom),
            (Crs::Wgs84, "t0.tianditu.gov.cn", 18)
        );
        let u = p
            .url(Tile {
                z: 15,
                x: 27320,
                y: 13494,
            })
            .unwrap()
            .to_string();
        assert!(
            u.ends_with("TILEMATRIX=15&TILEROW=13494&TILECOL=27320&tk=abc%261"),
            "{u}"
        );
        // The key is a secret: it never shows in a debug print of the configuration.
        assert!(!format!("{:?}", p.key).contains("abc"));
    }

    #[test]
    fn unset_is_no_provider_and_mistakes_name_the_setting() {
        assert!(Provider::from_config(&config(&[])).unwrap().is_none());
        let err = |pairs: &[(&str, &str)]| match Provider::from_config(&config(pairs)) {
            Err(e) => e.to_string(),
            Ok(_) => panic!("accepted {pairs:?}"),
        };
        let xyz = "https://tiles.example.com/{z}/{x}/{y}.png";
        let ok = [
            (URL_KEY, xyz),
            (CRS_KEY, "gcj02"),
            (ATTRIBUTION_KEY, "Example"),
        ];
        assert!(Provider::from_config(&config(&ok)).unwrap().is_some());
        assert!(err(&[(URL_KEY, "https://a.example/{z}/{x}.png"), ok[1], ok[2]]).contains("{y}"));
        assert!(err(&[ok[0], ok[2]]).contains(CRS_KEY));
        assert!(err(&[ok[0], (CRS_KEY, "bd09"), ok[2]]).contains(CRS_KEY));
        assert!(err(&[ok[0], ok[1]]).contains(ATTRIBUTION_KEY));
        assert!(err(&[(URL_KEY, TIANDITU), ok[1], ok[2]]).contains(KEY_KEY));
        assert!(err(&[ok[0], ok[1], ok[2], (KEY_KEY, "k")]).contains(URL_KEY));
        assert!(err(&[(URL_KEY, "file:///{z}/{x}/{y}"), ok[1], ok[2]]).contains("http"));
        assert!(err(&[ok[0], ok[1], ok[2], (MAX_ZOOM_KEY, "30")]).contains(MAX_ZOOM_KEY));
        assert!(err(&[ok[0], ok[1], ok[2], (BOUNDS_KEY, "x")]).contains(BOUNDS_KEY));
    }
}
