//! Images built in code for the tests (this crate's and the API suites'): a camera JPEG
//! with GPS in its EXIF, a PNG whose header claims 60 megapixels, small real PNG and WebP.

use std::io::Cursor;

use image::{ImageFormat, Rgb, RgbImage, Rgba, RgbaImage, codecs::jpeg::JpegEncoder};

/// The GPS latitude written into [`jpeg_with_gps`] (30°15′N, West Lake), as its EXIF bytes
/// spell the degrees: a test can look for them in what was stored.
pub const GPS_MARK: &[u8] = b"GPS-WestLake";

fn gradient(width: u32, height: u32) -> RgbImage {
    RgbImage::from_fn(width, height, |x, y| {
        Rgb([
            (x * 255 / width.max(1)) as u8,
            (y * 255 / height.max(1)) as u8,
            128,
        ])
    })
}

/// A JPEG as a phone writes it: an APP1 EXIF segment right after SOI carrying the camera's
/// make, an orientation of 6 (turn 90° clockwise to view) and a GPS IFD with latitude.
pub fn jpeg_with_gps(width: u32, height: u32) -> Vec<u8> {
    let mut plain = Vec::new();
    JpegEncoder::new_with_quality(&mut plain, 90)
        .encode_image(&gradient(width, height))
        .expect("encode");
    let exif = exif_with_gps();
    let mut out = Vec::with_capacity(plain.len() + exif.len() + 4);
    out.extend_from_slice(&plain[..2]); // SOI
    out.extend_from_slice(&[0xFF, 0xE1]);
    out.extend_from_slice(&u16::try_from(exif.len() + 2).expect("small").to_be_bytes());
    out.extend_from_slice(&exif);
    out.extend_from_slice(&plain[2..]);
    out
}

/// `Exif\0\0` + a little-endian TIFF: IFD0 {Make, Orientation = 6, GPS pointer}, then the
/// GPS IFD {LatitudeRef "N", Latitude 30/1 15/1 0/1}, then the make text.
fn exif_with_gps() -> Vec<u8> {
    let mut t: Vec<u8> = Vec::new();
    let u16le = |t: &mut Vec<u8>, v: u16| t.extend_from_slice(&v.to_le_bytes());
    let u32le = |t: &mut Vec<u8>, v: u32| t.extend_from_slice(&v.to_le_bytes());
    t.extend_from_slice(b"II*\0");
    u32le(&mut t, 8); // IFD0 at 8
    // IFD0: 3 entries (12 bytes each) + next-IFD 0 → ends at 8 + 2 + 36 + 4 = 50.
    let gps_ifd = 50u32;
    // GPS IFD: 2 entries → 2 + 24 + 4 = 30 bytes → data from 80.
    let lat_data = gps_ifd + 30;
    let make_data = lat_data + 24;
    u16le(&mut t, 3);
    // Make (0x010F), ASCII, count, offset
    u16le(&mut t, 0x010F);
    u16le(&mut t, 2);
    u32le(&mut t, u32::try_from(GPS_MARK.len() + 1).expect("small"));
    u32le(&mut t, make_data);
    // Orientation (0x0112), SHORT, 1, value 6
    u16le(&mut t, 0x0112);
    u16le(&mut t, 3);
    u32le(&mut t, 1);
    u16le(&mut t, 6);
    u16le(&mut t, 0);
    // GPSInfo (0x8825), LONG, 1, offset
    u16le(&mut t, 0x8825);
    u16le(&mut t, 4);
    u32le(&mut t, 1);
    u32le(&mut t, gps_ifd);
    u32le(&mut t, 0);
    assert_eq!(t.len(), gps_ifd as usize);
    u16le(&mut t, 2);
    // GPSLatitudeRef (1), ASCII, 2, "N\0"
    u16le(&mut t, 1);
    u16le(&mut t, 2);
    u32le(&mut t, 2);
    t.extend_from_slice(b"N\0\0\0");
    // GPSLatitude (2), RATIONAL, 3, offset
    u16le(&mut t, 2);
    u16le(&mut t, 5);
    u32le(&mut t, 3);
    u32le(&mut t, lat_data);
    u32le(&mut t, 0);
    assert_eq!(t.len(), lat_data as usize);
    for (n, d) in [(30, 1), (15, 1), (0, 1)] {
        u32le(&mut t, n);
        u32le(&mut t, d);
    }
    t.extend_from_slice(GPS_MARK);
    t.push(0);
    let mut out = b"Exif\0\0".to_vec();
    out.extend_from_slice(&t);
    out
}

/// True when `bytes` still carry EXIF: an APP1 `Exif` segment, a PNG `eXIf` chunk, or the
/// text [`jpeg_with_gps`] hid in it.
pub fn has_exif(bytes: &[u8]) -> bool {
    let has = |needle: &[u8]| bytes.windows(needle.len()).any(|w| w == needle);
    has(b"Exif\0\0") || has(b"eXIf") || has(GPS_MARK) || has(b"II*\0") || has(b"MM\0*")
}

fn crc32(data: &[u8]) -> u32 {
    let mut crc = 0xFFFF_FFFFu32;
    for &b in data {
        crc ^= u32::from(b);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&u32::try_from(data.len()).expect("small").to_be_bytes());
    let mut body = kind.to_vec();
    body.extend_from_slice(data);
    out.extend_from_slice(&body);
    out.extend_from_slice(&crc32(&body).to_be_bytes());
}

/// A PNG of a few dozen bytes whose header claims `width`×`height` (8-bit RGB): refused by
/// its header, it must never reach the decoder (whose buffer would be 3 bytes a pixel).
pub fn png_claiming(width: u32, height: u32) -> Vec<u8> {
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&width.to_be_bytes());
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[8, 2, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &ihdr);
    // An empty zlib stream: the pixels the header promises are not there.
    chunk(
        &mut out,
        b"IDAT",
        &[0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01],
    );
    chunk(&mut out, b"IEND", &[]);
    out
}

/// A real PNG with a half-transparent corner.
pub fn png(width: u32, height: u32) -> Vec<u8> {
    let img = RgbaImage::from_fn(width, height, |x, y| {
        Rgba([
            (x % 256) as u8,
            (y % 256) as u8,
            200,
            if x < width / 2 { 128 } else { 255 },
        ])
    });
    let mut out = Cursor::new(Vec::new());
    img.write_to(&mut out, ImageFormat::Png).expect("png");
    out.into_inner()
}

/// A real (lossless) WebP.
pub fn webp(width: u32, height: u32) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    gradient(width, height)
        .write_to(&mut out, ImageFormat::WebP)
        .expect("webp");
    out.into_inner()
}

/// A plain JPEG without metadata.
pub fn jpeg(width: u32, height: u32) -> Vec<u8> {
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, 90)
        .encode_image(&gradient(width, height))
        .expect("encode");
    out
}
