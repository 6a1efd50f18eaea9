//! Tile addresses in the XYZ (Web Mercator, "Google") scheme every provider here serves:
//! at zoom `z` the world is 2^z × 2^z tiles, `x` counting east from 180° W and `y` south
//! from about 85° N.

use std::f64::consts::PI;

use youzhe_core::ApiError;

/// No provider draws deeper than this; a larger setting is a mistake.
pub const DEEPEST: u8 = 22;

/// One tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tile {
    pub z: u8,
    pub x: u32,
    pub y: u32,
}

/// The tile at zoom `z` that holds the point (degrees, in the tiles' own datum).
pub fn tile_of(lat: f64, lng: f64, z: u8) -> (u32, u32) {
    let n = f64::from(1u32 << z);
    let last = (1u32 << z) - 1;
    let x = ((lng + 180.0) / 360.0 * n).floor();
    let rad = lat.clamp(-85.051_128, 85.051_128).to_radians();
    let y = ((1.0 - (rad.tan() + 1.0 / rad.cos()).ln() / PI) / 2.0 * n).floor();
    // The east and south edges belong to the last tile, not one past it.
    ((x.max(0.0) as u32).min(last), (y.max(0.0) as u32).min(last))
}

/// The words a visitor's app never shows; the field tells the developer what was wrong.
pub const MSG_BAD_TILE: &str = "地图位置不正确";

/// The tile a request names, or bad input naming the first field that is wrong: `z` a
/// whole number up to `max_zoom`, `x` and `y` whole numbers below 2^z.
pub fn parse(z: &str, x: &str, y: &str, max_zoom: u8) -> Result<Tile, ApiError> {
    let z: u8 = z
        .parse()
        .ok()
        .filter(|z| *z <= max_zoom)
        .ok_or_else(|| ApiError::invalid("z", MSG_BAD_TILE))?;
    let size = 1u64 << z;
    let coord = |field: &str, v: &str| {
        v.parse::<u64>()
            .ok()
            .filter(|v| *v < size)
            .map(|v| v as u32)
            .ok_or_else(|| ApiError::invalid(field, MSG_BAD_TILE))
    };
    Ok(Tile {
        z,
        x: coord("x", x)?,
        y: coord("y", y)?,
    })
}

/// The box tiles are served for (degrees): the region the content covers, so the
/// operator's key cannot be spent drawing the rest of the world.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    pub west: f64,
    pub south: f64,
    pub east: f64,
    pub north: f64,
}

impl Bounds {
    /// `west,south,east,north`.
    pub fn parse(s: &str) -> Option<Self> {
        let v: Vec<f64> = s
            .split(',')
            .map(|p| p.trim().parse::<f64>())
            .collect::<Result<_, _>>()
            .ok()?;
        let [west, south, east, north] = v[..] else {
            return None;
        };
        let ok = (-180.0..=180.0).contains(&west)
            && (-180.0..=180.0).contains(&east)
            && (-90.0..=90.0).contains(&south)
            && (-90.0..=90.0).contains(&north)
            && west < east
            && south < north;
        ok.then_some(Self {
            west,
            south,
            east,
            north,
        })
    }

    /// Whether the tile shows any of the box.
    pub fn covers(&self, t: Tile) -> bool {
        let (x0, y0) = tile_of(self.north, self.west, t.z);
        let (x1, y1) = tile_of(self.south, self.east, t.z);
        (x0..=x1).contains(&t.x) && (y0..=y1).contains(&t.y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_points_land_on_known_tiles() {
        // The whole world is one tile at zoom 0, and the four quarters split at 0°/0°.
        assert_eq!(tile_of(30.0, 120.0, 0), (0, 0));
        assert_eq!(tile_of(30.0, 120.0, 1), (1, 0));
        assert_eq!(tile_of(-30.0, -120.0, 1), (0, 1));
        // Leifeng Pagoda (雷峰塔), WGS-84 30.2313 N 120.1488 E: the tile OpenStreetMap
        // serves it on at zoom 15 and 18.
        assert_eq!(tile_of(30.2313, 120.1488, 15), (27320, 13494));
        assert_eq!(tile_of(30.2313, 120.1488, 18), (218561, 107959));
        // The edges stay inside the grid.
        assert_eq!(tile_of(90.0, 180.0, 2), (3, 0));
        assert_eq!(tile_of(-90.0, -180.0, 2), (0, 3));
    }

    #[test]
    fn the_datum_moves_west_lake_by_tiles_at_street_zoom() {
        use youzhe_geo::{LatLng, haversine_m, wgs84_to_gcj02};
        // Leifeng Pagoda in WGS-84 (天地图, OpenStreetMap) and in GCJ-02 (高德, our content).
        let wgs = LatLng::new(30.2313, 120.1488).unwrap();
        let gcj = wgs84_to_gcj02(wgs);
        let shift = haversine_m(wgs, gcj);
        assert!((400.0..700.0).contains(&shift), "{shift} m");
        // Here GCJ-02 reads ~0.0047° further east and ~0.0023° further south.
        assert!(
            (0.004..0.0055).contains(&(gcj.lng() - wgs.lng())),
            "{gcj:?}"
        );
        assert!(
            (-0.003..-0.0015).contains(&(gcj.lat() - wgs.lat())),
            "{gcj:?}"
        );
        // A tile at zoom 17 is ~265 m across here: drawing GCJ-02 positions on WGS-84
        // tiles would put the pagoda two tiles off. The app converts instead (docs/MAP.md).
        let (wx, wy) = tile_of(wgs.lat(), wgs.lng(), 17);
        let (gx, gy) = tile_of(gcj.lat(), gcj.lng(), 17);
        assert_eq!((gx - wx, gy - wy), (2, 1));
        // At city zoom the two are the same tile: the error only shows up close.
        assert_eq!(
            tile_of(wgs.lat(), wgs.lng(), 10),
            tile_of(gcj.lat(), gcj.lng(), 10)
        );
    }

    #[test]
    fn parse_names_the_wrong_field() {
        let field = |r: Result<Tile, ApiError>| match r {
            Err(ApiError::Invalid { field, .. }) => field,
            other => panic!("{other:?}"),
        };
        assert_eq!(
            parse("15", "27320", "13494", 18).unwrap(),
            Tile {
                z: 15,
                x: 27320,
                y: 13494
            }
        );
        assert_eq!(field(parse("19", "0", "0", 18)), "z");
        assert_eq!(field(parse("-1", "0", "0", 18)), "z");
        assert_eq!(field(parse("a", "0", "0", 18)), "z");
        assert_eq!(field(parse("2", "4", "0", 18)), "x");
        assert_eq!(field(parse("2", "3", "4", 18)), "y");
        assert_eq!(field(parse("2", "1.5", "0", 18)), "x");
        assert_eq!(field(parse("0", "0", "", 18)), "y");
    }

    #[test]
    fn bounds_cover_the_tiles_of_their_box() {
        let zj = Bounds::parse("117.5,26.5,123.5,31.8").unwrap();
        assert!(zj.covers(Tile {
            z: 15,
            x: 27320,
            y: 13494
        })); // West Lake
        assert!(zj.covers(Tile { z: 0, x: 0, y: 0 }));
        let (bx, by) = tile_of(39.9, 116.4, 12); // Beijing
        assert!(!zj.covers(Tile {
            z: 12,
            x: bx,
            y: by
        }));
        assert_eq!(Bounds::parse("1,2,3"), None);
        assert_eq!(Bounds::parse("123,26,117,31"), None); // west of east
    }
}
