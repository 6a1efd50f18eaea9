//! Share QR codes, drawn on the server as SVG, for our own pages only.

use qrcode::{EcLevel, QrCode, render::svg};

use crate::view;

/// The code for `url`, or `None` when the text is too long for a QR code.
pub fn code(url: &str) -> Option<view::QrCode> {
    // Level M survives a small smudge on a printed poster and keeps the code small.
    let qr = QrCode::with_error_correction_level(url.as_bytes(), EcLevel::M).ok()?;
    let modules = qr.width() as u32;
    let svg = qr
        .render::<svg::Color<'_>>()
        .min_dimensions(200, 200)
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .build();
    Some(view::QrCode {
        url: url.to_string(),
        svg,
        modules,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_address_becomes_an_svg_square() {
        let c = code("https://trip.example.cn/ver3/pages/topic/detail?id=topic-songyun").unwrap();
        assert!(c.svg.contains("<svg"), "{}", c.svg);
        assert!(c.modules >= 21 && c.modules % 4 == 1);
    }
}
