//! The cover `<img>` as the app's `Cover` draws it (web/src/ui/place/Cover.tsx): the same
//! address, `srcset`/`sizes`, alt text, intrinsic size and, for a photo with the operator's
//! crop, the same box and placement (web/src/ui/place/crop.ts), so the browser fetches one
//! file once and the app's image lands exactly where the server's was.

use youzhe_places::view::{Crop, Photo, PlaceCard};

use super::Html;

/// The widths the media store keeps of a photo (docs/MEDIA.md), as `srcset` offers them.
const PHOTO_WIDTHS: [u32; 3] = [320, 640, 1280];

/// A generated drawing (it says 示意图 on itself), as the app's `isDrawn`.
pub fn is_drawn(src: &str) -> bool {
    src.contains("/media/cover/")
}

/// An uploaded photo's address (`/ver3/api/v3/media/<uuid>`), the only kind with sizes.
fn is_uploaded(src: &str) -> bool {
    src.strip_prefix("/ver3/api/v3/media/")
        .is_some_and(|id| id.len() == 36 && id.bytes().all(|b| b.is_ascii_hexdigit() || b == b'-'))
}

/// `srcset` for an uploaded photo: its kept sizes narrower than it, then the photo itself at
/// its own width; the same list the app's cover builds (`photoSrcSet`).
pub fn photo_srcset(url: &str, width: u32) -> Option<String> {
    if !is_uploaded(url) {
        return None;
    }
    let mut parts: Vec<String> = PHOTO_WIDTHS
        .iter()
        .filter(|w| width == 0 || **w < width)
        .map(|w| format!("{url}/w/{w} {w}w"))
        .collect();
    if width > 0 {
        parts.push(format!("{url} {width}w"));
    }
    Some(parts.join(", "))
}

/// A crop the cover can draw, as the app's `isCrop`.
fn usable(c: &Crop) -> bool {
    let all = [c.x, c.y, c.w, c.h];
    all.iter().all(|v| v.is_finite() && (0.0..=1.0).contains(v))
        && c.w > 0.0
        && c.h > 0.0
        && c.x + c.w <= 1.0 + 1e-6
        && c.y + c.h <= 1.0 + 1e-6
}

/// A percentage as `crop.ts` writes it (four decimals, no trailing zeros).
fn pct(v: f64) -> String {
    // `+ 0.0` writes a negative zero as `0`, as JavaScript does.
    let r = (v * 100.0 * 10000.0).round() / 10000.0 + 0.0;
    format!("{r}%")
}

/// The app's `cropStyle`: the whole image 1/w of the box wide, moved so the box shows the crop.
fn crop_style(c: &Crop) -> String {
    format!(
        "position:absolute;max-width:none;width:{};height:{};left:{};top:{}",
        pct(1.0 / c.w),
        pct(1.0 / c.h),
        pct(-c.x / c.w),
        pct(-c.y / c.h)
    )
}

/// The app's `cropSizes` for a single length.
fn crop_sizes(sizes: &str, c: &Crop) -> String {
    if c.w >= 1.0 || sizes.contains(',') {
        return sizes.to_string();
    }
    let w = (c.w * 10000.0).round() / 10000.0;
    format!("calc({sizes} / {w})")
}

/// What a cover shows.
pub struct CoverImg<'a> {
    pub src: &'a str,
    /// The record's name, for a drawing's alt text (`{name}的示意图`) or a photo without one.
    pub name: &'a str,
    /// The operator's alt text of a photo.
    pub alt: &'a str,
    pub width: u32,
    pub height: u32,
    /// The photo's own width, for `srcset` (0: unknown).
    pub photo_width: u32,
    pub crop: Option<Crop>,
    /// Extra class of the page (`dish-detail__cover`), as the app passes it.
    pub class: &'static str,
    /// How wide it is drawn (the app's `sizes`), for the browser to pick from `srcset`.
    pub sizes: &'static str,
    /// The page's first, largest image: fetched at once with high priority; the others
    /// load lazily, as the app's do.
    pub eager: bool,
}

impl<'a> CoverImg<'a> {
    /// A photo of the record's answer (the first is the cover), as the app's `Cover` gets it.
    pub fn photo(ph: &'a Photo, name: &'a str, class: &'static str) -> Self {
        Self {
            src: &ph.url,
            name,
            alt: &ph.caption,
            width: if ph.width > 0 { ph.width } else { 640 },
            height: if ph.height > 0 { ph.height } else { 400 },
            photo_width: ph.width,
            crop: ph.crop,
            class,
            sizes: "100vw",
            eager: true,
        }
    }

    /// A drawn cover (a dish's), as the app's `Cover` gets it.
    pub fn drawn(src: &'a str, name: &'a str, class: &'static str) -> Self {
        Self {
            src,
            name,
            alt: "",
            width: 640,
            height: 400,
            photo_width: 0,
            crop: None,
            class,
            sizes: "100vw",
            eager: true,
        }
    }

    /// A list card's picture, as the app's `PlaceCard` draws it: 120 px wide on a phone,
    /// the card's answer's crop (made at the cover's 16:10, the card's box too, so as is).
    pub fn card(c: &'a PlaceCard, eager: bool) -> Self {
        Self {
            src: &c.cover,
            name: &c.name,
            alt: "",
            width: 240,
            height: 150,
            photo_width: 0,
            crop: c.crop,
            class: "yz-place__cover",
            sizes: "(max-width: 600px) 120px, 240px",
            eager,
        }
    }

    /// The image as the app's `Cover` writes it.
    pub fn write(&self, h: &mut Html) {
        let srcset = photo_srcset(self.src, self.photo_width);
        // A crop applies to photos only (a drawing is made for the box already).
        let crop = self.crop.filter(|c| !is_drawn(self.src) && usable(c));
        if crop.is_some() {
            h.raw("<span class=\"yz-cover yz-cover--crop");
            if !self.class.is_empty() {
                h.raw(" ").raw(self.class);
            }
            h.raw("\"><img class=\"yz-cover__img\"");
        } else {
            h.raw("<img class=\"yz-cover");
            if !self.class.is_empty() {
                h.raw(" ").raw(self.class);
            }
            h.raw("\"");
        }
        h.raw(" src=\"").attr(self.src).raw("\"");
        if let Some(set) = &srcset {
            let sizes = match &crop {
                Some(c) => crop_sizes(self.sizes, c),
                None => self.sizes.to_string(),
            };
            h.raw(" srcset=\"")
                .attr(set)
                .raw("\" sizes=\"")
                .attr(&sizes)
                .raw("\"");
        }
        h.raw(" alt=\"");
        if is_drawn(self.src) {
            h.attr(&format!("{}的示意图", self.name));
        } else if !self.alt.is_empty() {
            h.attr(self.alt);
        } else {
            h.attr(self.name);
        }
        h.raw("\" width=\"")
            .num(self.width)
            .raw("\" height=\"")
            .num(self.height);
        h.raw(if self.eager {
            "\" loading=\"eager\" decoding=\"async\" fetchpriority=\"high\""
        } else {
            "\" loading=\"lazy\" decoding=\"async\" fetchpriority=\"auto\""
        });
        if let Some(c) = &crop {
            h.raw(" style=\"").attr(&crop_style(c)).raw("\">");
            h.raw("</span>");
        } else {
            h.raw(">");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PHOTO: &str = "/ver3/api/v3/media/0b7a6b00-1111-4222-8333-944455556666";

    fn cover(crop: Option<Crop>) -> String {
        let mut h = Html::default();
        CoverImg {
            src: PHOTO,
            name: "西湖",
            alt: "断桥残雪",
            width: 2000,
            height: 1000,
            photo_width: 2000,
            crop,
            class: "",
            sizes: "100vw",
            eager: true,
        }
        .write(&mut h);
        h.into_string()
    }

    #[test]
    fn a_photo_offers_its_sizes_and_its_crop_as_the_app_draws_it() {
        let plain = cover(None);
        assert!(plain.starts_with("<img class=\"yz-cover\""), "{plain}");
        assert!(plain.contains(&format!(
            "srcset=\"{PHOTO}/w/320 320w, {PHOTO}/w/640 640w, {PHOTO}/w/1280 1280w, {PHOTO} 2000w\" sizes=\"100vw\""
        )));
        assert!(plain.contains("alt=\"断桥残雪\""));
        let cropped = cover(Some(Crop {
            x: 0.1,
            y: 0.0,
            w: 0.5,
            h: 1.0,
        }));
        assert!(
            cropped.starts_with(
                "<span class=\"yz-cover yz-cover--crop\"><img class=\"yz-cover__img\""
            ),
            "{cropped}"
        );
        assert!(cropped.contains("sizes=\"calc(100vw / 0.5)\""), "{cropped}");
        assert!(
            cropped.contains(
                "style=\"position:absolute;max-width:none;width:200%;height:100%;left:-20%;top:0%\""
            ),
            "{cropped}"
        );
        assert!(cropped.ends_with("></span>"));
        // A crop outside the photo is no crop (the app draws the centre).
        let bad = cover(Some(Crop {
            x: 0.8,
            y: 0.0,
            w: 0.5,
            h: 1.0,
        }));
        assert!(bad.starts_with("<img class=\"yz-cover\""), "{bad}");
    }

    #[test]
    fn a_drawing_is_named_as_one_and_offers_no_sizes() {
        let mut h = Html::default();
        CoverImg::drawn(
            "/ver3/api/v3/media/cover/dish-x",
            "<片儿川>",
            "dish-detail__cover",
        )
        .write(&mut h);
        let s = h.into_string();
        assert!(
            s.starts_with("<img class=\"yz-cover dish-detail__cover\""),
            "{s}"
        );
        assert!(s.contains("alt=\"&lt;片儿川&gt;的示意图\""), "{s}");
        assert!(!s.contains("srcset"));
    }
}
