use super::*;
use crate::fixtures::{self, has_exif};

#[test]
fn the_type_comes_from_the_bytes_not_the_name() {
    assert_eq!(Kind::sniff(&fixtures::jpeg(8, 8)), Some(Kind::Jpeg));
    assert_eq!(Kind::sniff(&fixtures::png(8, 8)), Some(Kind::Png));
    assert_eq!(Kind::sniff(&fixtures::webp(8, 8)), Some(Kind::WebP));
    assert_eq!(Kind::sniff(b"just some notes, saved as photo.jpg"), None);
    assert_eq!(Kind::sniff(b"GIF89a\x01\x00\x01\x00"), None);
    assert_eq!(process(b"hello").unwrap_err(), Refusal::NotAnImage);
}

#[test]
fn a_camera_jpeg_loses_its_exif_and_gps_and_is_turned_upright() {
    let original = fixtures::jpeg_with_gps(64, 32);
    assert!(has_exif(&original), "the fixture carries EXIF");
    let p = process(&original).expect("processed");
    assert_eq!(p.content_type, "image/jpeg");
    assert!(!has_exif(&p.image), "the stored image has no EXIF");
    assert!(!has_exif(&p.thumb), "the thumbnail has no EXIF");
    // Orientation 6: the 64×32 sensor image is viewed as 32×64.
    assert_eq!((p.width, p.height), (32, 64));
    let back = image::load_from_memory(&p.image).expect("decodes");
    assert_eq!((back.width(), back.height()), (32, 64));
}

#[test]
fn png_stays_png_and_webp_becomes_jpeg_with_thumbnails_at_most_360() {
    let p = process(&fixtures::png(800, 400)).expect("png");
    assert_eq!(
        (p.content_type, p.ext, p.width, p.height),
        ("image/png", "png", 800, 400)
    );
    let t = image::load_from_memory(&p.thumb).expect("thumb");
    assert_eq!((t.width(), t.height()), (360, 180));
    assert!(t.color().has_alpha(), "a PNG keeps its transparency");

    let w = process(&fixtures::webp(200, 500)).expect("webp");
    assert_eq!((w.content_type, w.ext), ("image/jpeg", "jpg"));
    let t = image::load_from_memory(&w.thumb).expect("thumb");
    assert_eq!((t.width(), t.height()), (144, 360));

    // Small images are not blown up.
    let s = process(&fixtures::jpeg(100, 50)).expect("small");
    let t = image::load_from_memory(&s.thumb).expect("thumb");
    assert_eq!((t.width(), t.height()), (100, 50));
}

#[test]
fn sixty_megapixels_are_refused_by_the_header_before_decoding() {
    let claim = fixtures::png_claiming(8000, 7500);
    assert!(claim.len() < 100);
    assert_eq!(
        check_header(&claim, Kind::Png),
        Err(Refusal::TooManyPixels {
            width: 8000,
            height: 7500
        })
    );
    assert_eq!(
        process(&claim).unwrap_err(),
        Refusal::TooManyPixels {
            width: 8000,
            height: 7500
        }
    );
    assert!(
        Refusal::TooManyPixels {
            width: 8000,
            height: 7500
        }
        .words()
        .contains("4000 万像素")
    );
    // Under the limit but with no pixels behind the header: refused as unreadable.
    assert_eq!(
        process(&fixtures::png_claiming(4000, 3000)).unwrap_err(),
        Refusal::Unreadable
    );
}

#[test]
fn a_truncated_image_is_unreadable_not_a_panic() {
    let j = fixtures::jpeg(64, 64);
    assert!(process(&j[..40]).is_err());
    let p = fixtures::png(64, 64);
    assert!(process(&p[..60]).is_err());
}

#[test]
fn a_transparent_webp_is_laid_on_white_not_black() {
    let img = image::RgbaImage::from_fn(20, 10, |x, _| {
        if x < 10 {
            image::Rgba([0, 0, 0, 0])
        } else {
            image::Rgba([200, 30, 30, 255])
        }
    });
    let mut webp = std::io::Cursor::new(Vec::new());
    img.write_to(&mut webp, image::ImageFormat::WebP)
        .expect("webp");
    let p = process(webp.get_ref()).expect("processed");
    assert_eq!(p.content_type, "image/jpeg");
    let back = image::load_from_memory(&p.image).expect("jpeg").to_rgb8();
    let clear = back.get_pixel(2, 5);
    assert!(
        clear.0.iter().all(|&c| c > 240),
        "transparent became {clear:?}"
    );
    let solid = back.get_pixel(17, 5);
    assert!(
        solid[0] > 170 && solid[1] < 70,
        "opaque red stayed red: {solid:?}"
    );
}

#[test]
fn responsive_sizes_are_made_only_narrower_than_the_image_and_carry_no_exif() {
    let p = process(&fixtures::jpeg_with_gps(1000, 700)).expect("processed");
    // Orientation 6: seen as 700×1000, so 320 and 640 are made, never 1280.
    assert_eq!((p.width, p.height), (700, 1000));
    let widths: Vec<u32> = p.sizes.iter().map(|(w, _)| *w).collect();
    assert_eq!(widths, vec![320, 640]);
    for (w, bytes) in &p.sizes {
        assert!(!has_exif(bytes), "size {w} has no EXIF");
        let back = image::load_from_memory(bytes).expect("decodes");
        assert_eq!(back.width(), *w);
        assert_eq!(back.height(), w * 1000 / 700, "proportions kept");
    }

    let big = process(&fixtures::png(1600, 800)).expect("png");
    let widths: Vec<u32> = big.sizes.iter().map(|(w, _)| *w).collect();
    assert_eq!(widths, vec![320, 640, 1280]);
    for (_, bytes) in &big.sizes {
        assert_eq!(
            Kind::sniff(bytes),
            Some(Kind::Png),
            "sizes keep the kept type"
        );
    }

    // An image no wider than the smallest width gets no sizes at all: never enlarged.
    assert!(
        process(&fixtures::jpeg(320, 200))
            .expect("small")
            .sizes
            .is_empty()
    );
    assert_eq!(widths_for(321), vec![320]);
    assert_eq!(widths_for(1280), vec![320, 640]);
}
