//! The QR code a share poster carries, drawn on the server as SVG (the page paints it on
//! its canvas): the invitation page (`pages/custom/qixi/index?invite=…`).

use qrcode::{EcLevel, QrCode, render::svg};
use serde::Serialize;
use utoipa::ToSchema;

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QixiShare {
    /// The address the code holds.
    pub url: String,
    /// The code as an SVG image, black on white.
    pub svg: String,
}

/// The code for our page `path` (`pages/custom/qixi/index?invite=…`) under `public_url`.
pub fn code(public_url: &str, path: &str) -> Option<QixiShare> {
    let url = format!("{}/ver3/{path}", public_url.trim_end_matches('/'));
    // Level M survives a smudge on a saved poster and keeps the code small.
    let qr = QrCode::with_error_correction_level(url.as_bytes(), EcLevel::M).ok()?;
    let svg = qr
        .render::<svg::Color<'_>>()
        .min_dimensions(200, 200)
        .dark_color(svg::Color("#000000"))
        .light_color(svg::Color("#ffffff"))
        .build();
    Some(QixiShare { url, svg })
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_page_becomes_an_svg_code_under_the_public_address() {
        let c = super::code(
            "https://trip.example.cn/",
            "pages/custom/qixi/index?invite=ABC",
        )
        .unwrap();
        assert_eq!(
            c.url,
            "https://trip.example.cn/ver3/pages/custom/qixi/index?invite=ABC"
        );
        assert!(c.svg.contains("<svg"));
    }
}
