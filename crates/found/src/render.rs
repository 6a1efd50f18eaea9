//! The scenes' pictures as PNG, drawn on the server (docs/FOUND.md, "The pictures"). Picture
//! b as SVG would carry the differences' shapes, and so their places, in its source; as a
//! raster it carries only what the eye sees. Picture a is drawn the same way, so the two
//! look alike in kind and neither can be told apart by its format.
//!
//! Each picture is drawn once, the first time it is asked for, and kept encoded in memory.

use std::sync::{Arc, OnceLock};

use anyhow::Context;
use resvg::{tiny_skia, usvg};
use sha2::{Digest, Sha256};

#[cfg(test)]
use crate::scenes::TOLERANCE;
use crate::scenes::{Scene, Scenes, Side};

/// Pixels per picture unit: a 360-unit picture is 720 px wide, twice the width it takes on a
/// 390 px phone, so it stays sharp on the phones' double-density screens.
pub const SCALE: u32 = 2;

/// One picture, encoded.
#[derive(Debug)]
pub struct Png {
    pub bytes: Arc<[u8]>,
    /// A strong validator: the digest of the bytes, quoted.
    pub etag: String,
    pub width: u32,
    pub height: u32,
}

/// The pictures of every scene, each drawn once when first asked for.
pub struct Pictures {
    scenes: Arc<Scenes>,
    /// Per scene (in the scenes' order): picture a, picture b.
    drawn: Vec<[OnceLock<Arc<Png>>; 2]>,
    /// Names this build's drawings: it goes into the pictures' addresses, so a browser that
    /// cached a picture for a long time asks again when the scenes change.
    pub version: String,
}

impl Pictures {
    /// Every scene's pictures, checked to parse as drawings now: a broken shape fails the
    /// start, not a round.
    pub fn new(scenes: Arc<Scenes>) -> anyhow::Result<Self> {
        let mut h = Sha256::new();
        h.update(SCALE.to_be_bytes());
        for s in &scenes.scenes {
            for side in [Side::A, Side::B] {
                let svg = s.picture(side, scenes.width, scenes.height);
                parse(&svg).with_context(|| format!("{}: picture {side:?}", s.id))?;
                h.update(svg.as_bytes());
            }
        }
        let version = hex(&h.finalize())[..16].to_string();
        let drawn = scenes.scenes.iter().map(|_| Default::default()).collect();
        Ok(Self {
            scenes,
            drawn,
            version,
        })
    }

    /// Scene `id`'s picture, drawn now if it is the first time; `None` for an unknown scene.
    pub fn get(&self, id: &str, side: Side) -> anyhow::Result<Option<Arc<Png>>> {
        let Some(i) = self.scenes.scenes.iter().position(|s| s.id == id) else {
            return Ok(None);
        };
        let slot = &self.drawn[i][usize::from(side == Side::B)];
        if let Some(png) = slot.get() {
            return Ok(Some(png.clone()));
        }
        let png = Arc::new(draw(&self.scenes.scenes[i], side, &self.scenes)?);
        // Two first requests at once may both draw; the drawings are the same, one is kept.
        Ok(Some(slot.get_or_init(|| png).clone()))
    }
}

/// Draws one picture at `SCALE` pixels per unit and encodes it.
pub fn draw(scene: &Scene, side: Side, scenes: &Scenes) -> anyhow::Result<Png> {
    let svg = scene.picture(side, scenes.width, scenes.height);
    let tree = parse(&svg).with_context(|| format!("scene {}", scene.id))?;
    let width = u32::try_from(scenes.width)? * SCALE;
    let height = u32::try_from(scenes.height)? * SCALE;
    let mut pixmap = tiny_skia::Pixmap::new(width, height).context("picture size")?;
    let scale = SCALE as f32;
    resvg::render(
        &tree,
        tiny_skia::Transform::from_scale(scale, scale),
        &mut pixmap.as_mut(),
    );
    let bytes: Arc<[u8]> = pixmap.encode_png().context("encoding the PNG")?.into();
    let etag = format!("\"{}\"", &hex(&Sha256::digest(&bytes))[..32]);
    Ok(Png {
        bytes,
        etag,
        width,
        height,
    })
}

/// The picture's SVG as a drawing tree (the scenes are checked with it when they load).
pub fn parse(svg: &str) -> anyhow::Result<usvg::Tree> {
    Ok(usvg::Tree::from_str(svg, &usvg::Options::default())?)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A pixel's RGBA at (x, y) of a decoded picture.
    fn decode(png: &Png) -> tiny_skia::Pixmap {
        tiny_skia::Pixmap::decode_png(&png.bytes).expect("a PNG")
    }

    #[test]
    fn every_scene_draws_as_a_png_with_b_differing_from_a_inside_the_differences_only() {
        let scenes = Arc::new(Scenes::shipped().expect("scenes"));
        let pictures = Pictures::new(scenes.clone()).expect("pictures");
        for scene in &scenes.scenes {
            let a = pictures.get(&scene.id, Side::A).unwrap().unwrap();
            let b = pictures.get(&scene.id, Side::B).unwrap().unwrap();
            assert!(a.bytes.starts_with(b"\x89PNG\r\n\x1a\n"));
            assert_eq!((a.width, a.height), (720, 480));
            assert_eq!((b.width, b.height), (720, 480));
            assert_ne!(a.etag, b.etag);
            let (pa, pb) = (decode(&a), decode(&b));
            assert_eq!((pa.width(), pa.height()), (720, 480));
            // Where the pixels differ, a tap counts: within a difference's reach (its circle
            // and the tap tolerance); and every difference shows.
            let mut shown = vec![0u32; scene.differences.len()];
            let mut outside = 0;
            for (i, (x, y)) in pa.pixels().iter().zip(pb.pixels()).enumerate() {
                if x == y {
                    continue;
                }
                let (px, py) = (
                    (i as u32 % pa.width()) as i64,
                    (i as u32 / pa.width()) as i64,
                );
                let at = scene.differences.iter().position(|d| {
                    let [cx, cy, r] = d.circle.map(|v| v * i64::from(SCALE));
                    let reach = r + TOLERANCE * i64::from(SCALE);
                    (px - cx).pow(2) + (py - cy).pow(2) <= reach.pow(2)
                });
                match at {
                    Some(d) => shown[d] += 1,
                    None => outside += 1,
                }
            }
            assert_eq!(
                outside, 0,
                "{}: pixels differ outside the differences",
                scene.id
            );
            assert!(
                shown.iter().all(|&n| n >= 20),
                "{}: a difference barely shows: {shown:?}",
                scene.id
            );
        }
    }

    #[test]
    fn a_picture_is_drawn_once_and_an_unknown_scene_is_none() {
        let pictures =
            Pictures::new(Arc::new(Scenes::shipped().expect("scenes"))).expect("pictures");
        let first = pictures.get("xihu", Side::B).unwrap().unwrap();
        let again = pictures.get("xihu", Side::B).unwrap().unwrap();
        assert!(Arc::ptr_eq(&first, &again));
        assert!(pictures.get("nowhere", Side::A).unwrap().is_none());
        assert_eq!(pictures.version.len(), 16);
    }
}
