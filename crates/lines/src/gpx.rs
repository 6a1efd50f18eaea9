//! A line as GPX 1.1: its stops as waypoints in order, and as one route.

use std::fmt::Write;

use youzhe_content::{model::Line, snapshot::Snapshot};
use youzhe_geo::{LatLng, wgs84_to_gcj02};

use crate::build::stops;

/// GPX speaks WGS-84 and the content GCJ-02: a few steps back through the forward shift
/// land well within a metre.
fn to_wgs84(lat: f64, lng: f64) -> (f64, f64) {
    let (mut wlat, mut wlng) = (lat, lng);
    for _ in 0..4 {
        let shifted = wgs84_to_gcj02(LatLng::clamped(wlat, wlng));
        wlat -= shifted.lat() - lat;
        wlng -= shifted.lng() - lng;
    }
    (wlat, wlng)
}

pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() && c != '\n' && c != '\t' => {}
            c => out.push(c),
        }
    }
    out
}

/// The document; every write is to a String, which cannot fail.
pub fn document(snap: &Snapshot, l: &Line) -> String {
    let mut g = String::new();
    let name = escape(&l.name.zh);
    let _ = write!(
        g,
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"Youzhe\" xmlns=\"http://www.topografix.com/GPX/1/1\">\n<metadata><name>{name}</name><desc>{}</desc></metadata>\n",
        escape(&l.description)
    );
    let points: Vec<_> = stops(snap, l)
        .into_iter()
        .map(|(day, order, s, p)| {
            let here = crate::build::at(s, p);
            let (lat, lng) = to_wgs84(here.lat(), here.lng());
            (format!("D{day}-{order} {}", escape(&p.name.zh)), lat, lng)
        })
        .collect();
    for (n, lat, lng) in &points {
        let _ = writeln!(
            g,
            "<wpt lat=\"{lat:.6}\" lon=\"{lng:.6}\"><name>{n}</name></wpt>"
        );
    }
    let _ = writeln!(g, "<rte><name>{name}</name>");
    for (n, lat, lng) in &points {
        let _ = writeln!(
            g,
            "<rtept lat=\"{lat:.6}\" lon=\"{lng:.6}\"><name>{n}</name></rtept>"
        );
    }
    g.push_str("</rte>\n</gpx>\n");
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_is_escaped_and_the_shift_undone() {
        assert_eq!(escape("a<b & \"c\""), "a&lt;b &amp; &quot;c&quot;");
        let (lat, lng) = to_wgs84(30.25, 120.15);
        let back = wgs84_to_gcj02(LatLng::clamped(lat, lng));
        assert!((back.lat() - 30.25).abs() < 1e-5 && (back.lng() - 120.15).abs() < 1e-5);
    }
}
