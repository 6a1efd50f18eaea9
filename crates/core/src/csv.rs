//! CSV downloads (the console's dashboards, a campaign's winners): UTF-8 with a byte-order
//! mark (so Excel reads Chinese), a header row, CRLF lines (RFC 4180), and
//! `Content-Disposition: attachment`.

use axum::{
    http::{HeaderValue, header},
    response::{IntoResponse, Response},
};

/// A cell: quoted when it holds a comma, quote or line break; text a spreadsheet would run
/// as a formula (`=`, `+`, `-`, `@` first, and not a number) gets a leading `'`, because
/// some cells (search words) are typed by visitors.
pub fn cell(s: &str) -> String {
    let risky = s.starts_with(['=', '+', '-', '@', '\t', '\r']) && s.parse::<f64>().is_err();
    let s = if risky {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

/// The file's text: BOM, header, rows.
pub fn text(header: &[&str], rows: &[Vec<String>]) -> String {
    let mut out = String::from('\u{FEFF}');
    let line = |cells: Vec<String>| cells.join(",") + "\r\n";
    out.push_str(&line(header.iter().map(|h| cell(h)).collect()));
    for r in rows {
        out.push_str(&line(r.iter().map(|c| cell(c)).collect()));
    }
    out
}

/// The download: `<name>.csv` (name: ASCII letters, digits, `-`).
pub fn download(name: &str, header: &[&str], rows: &[Vec<String>]) -> Response {
    let mut res = text(header, rows).into_response();
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/csv; charset=utf-8"),
    );
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{name}.csv\"")) {
        h.insert(header::CONTENT_DISPOSITION, v);
    }
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_and_defuses() {
        assert_eq!(cell("西湖"), "西湖");
        assert_eq!(cell("a,b"), "\"a,b\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("=HYPERLINK(1)"), "'=HYPERLINK(1)");
        assert_eq!(cell("-3.5"), "-3.5");
    }

    #[test]
    fn starts_with_a_bom_and_a_header() {
        let t = text(&["day", "views"], &[vec!["2026-11-25".into(), "3".into()]]);
        assert_eq!(t, "\u{FEFF}day,views\r\n2026-11-25,3\r\n");
    }
}
