//! What happens to an uploaded image's bytes: its type is read from its first bytes (never
//! its name), its size from its header before anything is decoded, then it is decoded
//! under memory limits and written again, so nothing but pixels survives (EXIF, GPS, XMP,
//! comments, colour-profile tricks), with a thumbnail beside it. docs/MEDIA.md has the choices.

use std::io::Cursor;

use image::{
    DynamicImage, ImageDecoder, ImageFormat, ImageReader, Limits,
    codecs::{jpeg::JpegEncoder, png::PngEncoder},
    imageops::FilterType,
};

/// At most this many bytes per file.
pub const MAX_BYTES: usize = 10 * 1024 * 1024;
/// At most this many pixels (width × height), read from the header before decoding.
pub const MAX_PIXELS: u64 = 40_000_000;
/// The long side of a thumbnail, at most.
pub const THUMB_SIDE: u32 = 360;
/// The responsive widths kept beside each image (`/{id}/w/{width}`), for `srcset`: a phone
/// list card (320), a phone's full width at 2× (640 covers 320 CSS px; 1280 covers a 390 px
/// screen at 3× closely enough and a desktop console). Only widths under the image's own are
/// made: never enlarged. The web app's `web/src/ui/photoSources.ts` lists the same widths.
pub const WIDTHS: [u32; 3] = [320, 640, 1280];

/// The widths of [`WIDTHS`] an image `width` pixels wide gets (those strictly narrower).
pub fn widths_for(width: u32) -> Vec<u32> {
    WIDTHS.into_iter().filter(|w| *w < width).collect()
}
/// JPEG quality of what we write: photos stay sharp at a third of a camera's size.
pub const JPEG_QUALITY: u8 = 85;
/// Memory one decode may take. A 40 MP RGBA image is 160 MB; 16-bit PNGs that large are
/// refused rather than allowed to take twice that.
const MAX_ALLOC: u64 = 200 * 1024 * 1024;

/// The formats accepted, as read from the bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Jpeg,
    Png,
    WebP,
}

impl Kind {
    /// The type by the file's first bytes; `None` for anything else, whatever its name.
    pub fn sniff(bytes: &[u8]) -> Option<Self> {
        if bytes.starts_with(&[0xFF, 0xD8, 0xFF]) {
            Some(Self::Jpeg)
        } else if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(Self::Png)
        } else if bytes.len() >= 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
            Some(Self::WebP)
        } else {
            None
        }
    }

    /// Enough first bytes to tell.
    pub const SNIFF_LEN: usize = 12;

    fn format(self) -> ImageFormat {
        match self {
            Self::Jpeg => ImageFormat::Jpeg,
            Self::Png => ImageFormat::Png,
            Self::WebP => ImageFormat::WebP,
        }
    }
}

/// Why an image was refused, in words for the visitor (the caller adds the file's name).
#[derive(Debug, PartialEq, Eq)]
pub enum Refusal {
    NotAnImage,
    TooManyPixels { width: u32, height: u32 },
    Unreadable,
}

impl Refusal {
    pub fn words(&self) -> String {
        match self {
            Self::NotAnImage => "不是 JPEG、PNG 或 WebP 图片".into(),
            Self::TooManyPixels { width, height } => format!(
                "有 {width}×{height} 像素，超过 {} 万像素",
                MAX_PIXELS / 10_000
            ),
            Self::Unreadable => "图片已损坏或无法读取".into(),
        }
    }
}

/// An image as we keep it.
#[derive(Debug)]
pub struct Processed {
    pub content_type: &'static str,
    /// The extension of both objects (`jpg`, `png`).
    pub ext: &'static str,
    pub width: u32,
    pub height: u32,
    pub image: Vec<u8>,
    pub thumb: Vec<u8>,
    /// The responsive sizes, `(width, bytes)`, in [`widths_for`]'s order, of the kept type.
    pub sizes: Vec<(u32, Vec<u8>)>,
}

fn limits() -> Limits {
    let mut l = Limits::default();
    // The header check comes first; these make the decoder itself refuse a file whose
    // header lies about its size or whose frames decompress to more than we allow.
    l.max_image_width = Some(20_000);
    l.max_image_height = Some(20_000);
    l.max_alloc = Some(MAX_ALLOC);
    l
}

fn reader(bytes: &[u8], kind: Kind) -> ImageReader<Cursor<&[u8]>> {
    let mut r = ImageReader::with_format(Cursor::new(bytes), kind.format());
    r.limits(limits());
    r
}

/// Width and height from the header alone, refusing more than [`MAX_PIXELS`].
pub fn check_header(bytes: &[u8], kind: Kind) -> Result<(u32, u32), Refusal> {
    let (width, height) = reader(bytes, kind)
        .into_dimensions()
        .map_err(|_| Refusal::Unreadable)?;
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(Refusal::TooManyPixels { width, height });
    }
    if width == 0 || height == 0 {
        return Err(Refusal::Unreadable);
    }
    Ok((width, height))
}

/// Checks, decodes and re-encodes one image (CPU work: run it off the async threads).
/// JPEG stays JPEG (quality 85) and PNG stays PNG; WebP becomes JPEG, because the `image`
/// crate writes only lossless WebP, which for a photo is several times a JPEG's size.
/// The camera's orientation is applied to the pixels, since the EXIF that said it is gone.
pub fn process(bytes: &[u8]) -> Result<Processed, Refusal> {
    let kind = Kind::sniff(bytes).ok_or(Refusal::NotAnImage)?;
    check_header(bytes, kind)?;
    let mut decoder = reader(bytes, kind)
        .into_decoder()
        .map_err(|_| Refusal::Unreadable)?;
    let orientation = decoder.orientation().ok();
    let mut img = DynamicImage::from_decoder(decoder).map_err(|_| Refusal::Unreadable)?;
    if let Some(o) = orientation {
        img.apply_orientation(o);
    }
    let thumb = if img.width().max(img.height()) > THUMB_SIDE {
        img.resize(THUMB_SIDE, THUMB_SIDE, FilterType::Triangle)
    } else {
        img.clone()
    };
    let encode = |i: &DynamicImage| match kind {
        Kind::Png => png(i),
        Kind::Jpeg | Kind::WebP => jpeg(i),
    };
    let (content_type, ext) = match kind {
        Kind::Png => ("image/png", "png"),
        Kind::Jpeg | Kind::WebP => ("image/jpeg", "jpg"),
    };
    let mut sizes = Vec::new();
    for w in widths_for(img.width()) {
        sizes.push((w, encode(&scaled_to_width(&img, w))?));
    }
    Ok(Processed {
        content_type,
        ext,
        width: img.width(),
        height: img.height(),
        image: encode(&img)?,
        thumb: encode(&thumb)?,
        sizes,
    })
}

/// `img` scaled down to `width` (narrower than it), keeping its proportions.
fn scaled_to_width(img: &DynamicImage, width: u32) -> DynamicImage {
    let height = (u64::from(img.height()) * u64::from(width) / u64::from(img.width())).max(1);
    // Triangle (bilinear over the whole footprint): sharp enough for a downscale, a few
    // times faster than Lanczos on a 12 MP photo, which matters with three sizes per upload.
    img.resize_exact(
        width,
        u32::try_from(height).unwrap_or(u32::MAX),
        FilterType::Triangle,
    )
}

fn jpeg(img: &DynamicImage) -> Result<Vec<u8>, Refusal> {
    // JPEG has no alpha: a transparent WebP is laid on white rather than on black.
    let rgb = if img.color().has_alpha() {
        let mut flat =
            image::RgbImage::from_pixel(img.width(), img.height(), image::Rgb([255, 255, 255]));
        for (x, y, p) in img.to_rgba8().enumerate_pixels() {
            let a = u16::from(p[3]);
            let px = flat.get_pixel_mut(x, y);
            for c in 0..3 {
                px[c] = ((u16::from(p[c]) * a + 255 * (255 - a)) / 255) as u8;
            }
        }
        flat
    } else {
        img.to_rgb8()
    };
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
        .encode_image(&rgb)
        .map_err(|_| Refusal::Unreadable)?;
    Ok(out)
}

fn png(img: &DynamicImage) -> Result<Vec<u8>, Refusal> {
    let mut out = Vec::new();
    img.write_with_encoder(PngEncoder::new(&mut out))
        .map_err(|_| Refusal::Unreadable)?;
    Ok(out)
}

#[cfg(test)]
mod tests;
