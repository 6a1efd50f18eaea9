//! The scenes (`data/zhejiang/found.json`, built into the binary): a base picture drawn as
//! SVG shapes and its differences, each a circle in the picture's coordinates with the
//! shapes drawn over the base to make the second picture. Nothing here is sent as data:
//! the browser gets only the two pictures drawn as PNG (`crate::render`), never the circles
//! or the shapes.

use serde::Deserialize;

const SCENES_JSON: &str = include_str!("../../../data/zhejiang/found.json");

#[derive(Debug, Clone, Deserialize)]
pub struct Difference {
    /// `[cx, cy, r]` in picture units.
    pub circle: [i64; 3],
    /// The shapes drawn over the base in picture b.
    pub svg: String,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Scene {
    pub id: String,
    pub name: String,
    pub base: String,
    pub differences: Vec<Difference>,
}

#[derive(Debug, Clone, Deserialize)]
pub struct Scenes {
    pub width: i64,
    pub height: i64,
    pub scenes: Vec<Scene>,
}

/// Which of the two pictures.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    A,
    B,
}

impl Scenes {
    /// The shipped scenes; checked by the tests below, so a bad file fails the build's tests.
    pub fn shipped() -> anyhow::Result<Self> {
        let s: Self = serde_json::from_str(SCENES_JSON)?;
        s.check()?;
        Ok(s)
    }

    pub fn get(&self, id: &str) -> Option<&Scene> {
        self.scenes.iter().find(|s| s.id == id)
    }

    /// Every scene has differences inside the picture that do not overlap, and its shapes
    /// are plain drawing (no script, no outside reference, no style sheet).
    pub fn check(&self) -> anyhow::Result<()> {
        anyhow::ensure!(!self.scenes.is_empty(), "no scenes");
        for s in &self.scenes {
            anyhow::ensure!(s.differences.len() >= 3, "{}: too few differences", s.id);
            for (i, d) in s.differences.iter().enumerate() {
                let [x, y, r] = d.circle;
                anyhow::ensure!(
                    r > 0
                        && x - r >= -4
                        && y - r >= -4
                        && x + r <= self.width + 4
                        && y + r <= self.height + 4,
                    "{}: difference {i} outside the picture",
                    s.id
                );
                for (j, e) in s.differences.iter().enumerate().skip(i + 1) {
                    let [ex, ey, er] = e.circle;
                    let d2 = (x - ex).pow(2) + (y - ey).pow(2);
                    anyhow::ensure!(
                        d2 > (r + er + 2 * TOLERANCE).pow(2),
                        "{}: differences {i} and {j} overlap",
                        s.id
                    );
                }
                plain(&d.svg).map_err(|e| anyhow::anyhow!("{}: difference {i}: {e}", s.id))?;
            }
            plain(&s.base).map_err(|e| anyhow::anyhow!("{}: base: {e}", s.id))?;
        }
        Ok(())
    }
}

/// Units around a difference's circle that still count as on it: a finger is wider than
/// a mouse pointer. The same for every visitor (elder mode shows bigger pictures, and the
/// browser converts a tap into picture units, so a finger covers fewer units there).
pub const TOLERANCE: i64 = 6;

/// Only drawing elements and attributes: the pictures are drawn on the server, where a
/// shape that carried a script or a reference (a file to read) would be wrong.
fn plain(svg: &str) -> Result<(), String> {
    let lower = svg.to_ascii_lowercase();
    for bad in [
        "<script",
        "href",
        "<style",
        "url(",
        "<foreignobject",
        "on",
        "<image",
    ] {
        let hit = if bad == "on" {
            // Event attributes: ` onload=` and the like.
            lower.match_indices(" on").any(|(i, _)| {
                lower[i + 3..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphabetic())
                    .count()
                    > 0
                    && lower[i + 3..]
                        .trim_start_matches(|c: char| c.is_ascii_alphabetic())
                        .starts_with('=')
            })
        } else {
            lower.contains(bad)
        };
        if hit {
            return Err(format!("contains {bad}"));
        }
    }
    Ok(())
}

impl Scene {
    /// The difference a tap at (x, y) lands on, if any.
    pub fn hit(&self, x: i64, y: i64) -> Option<usize> {
        self.differences.iter().position(|d| {
            let [cx, cy, r] = d.circle;
            (x - cx).pow(2) + (y - cy).pow(2) <= (r + TOLERANCE).pow(2)
        })
    }

    /// One of the two pictures as a standalone SVG document, for drawing on the server
    /// (`crate::render`); never sent as it is.
    pub fn picture(&self, side: Side, width: i64, height: i64) -> String {
        let mut out = format!(
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 {width} {height}' width='{width}' height='{height}'>{}",
            self.base
        );
        if side == Side::B {
            for d in &self.differences {
                out.push_str(&d.svg);
            }
        }
        out.push_str("</svg>");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shipped_scenes_are_sound() {
        let s = Scenes::shipped().expect("scenes");
        assert!(s.scenes.len() >= 6);
        for scene in &s.scenes {
            for (i, d) in scene.differences.iter().enumerate() {
                let [x, y, r] = d.circle;
                assert_eq!(scene.hit(x, y), Some(i));
                assert_eq!(scene.hit(x + r + TOLERANCE, y), Some(i));
                assert_ne!(scene.hit(x + r + TOLERANCE + 1, y), Some(i));
            }
            let b = scene.picture(Side::B, s.width, s.height);
            let a = scene.picture(Side::A, s.width, s.height);
            assert!(b.len() > a.len() && b.starts_with("<svg") && b.ends_with("</svg>"));
        }
    }

    #[test]
    fn scripts_and_references_are_refused() {
        assert!(plain("<rect onload='x'/>").is_err());
        assert!(plain("<script>1</script>").is_err());
        assert!(plain("<use href='#a'/>").is_err());
        assert!(plain("<rect fill='url(#g)'/>").is_err());
        assert!(plain("<polygon points='1,2'/><g stroke-linecap='round'/>").is_ok());
    }
}
