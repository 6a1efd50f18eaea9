//! Generated covers (docs/PLACES.md § Images): no photos are shipped, so every place, dish
//! and topic gets an SVG drawn from its kind, coloured from its id, with its name. `n`
//! (0…3) varies the scene for album views. Small (under 4 KB) and deterministic: the same
//! id, name and `n` always give the same bytes, so the ETag is a hash of them.

use std::fmt::Write;

use youzhe_content::model::PlaceKind;

pub const WIDTH: u32 = 640;
pub const HEIGHT: u32 = 400;
/// Album views: n = 0 (the cover) … 3.
pub const MAX_N: u8 = 3;
/// CJK fonts first: the name is Chinese and must not fall back to boxes.
const FONTS: &str = "'Noto Sans CJK SC','Source Han Sans SC','PingFang SC','Hiragino Sans GB','Microsoft YaHei',sans-serif";

/// What the picture shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Motif {
    /// Mountains and water.
    Scenic,
    /// A pagoda.
    Site,
    /// A house with an upturned roof.
    Stay,
    /// A steaming bowl.
    Food,
    /// A striped awning over a counter.
    Shop,
    /// A dish on a plate with chopsticks.
    Dish,
    /// Layered ribbons (a topic is many places).
    Topic,
}

impl Motif {
    pub fn of(kind: PlaceKind) -> Self {
        match kind {
            // A campsite is drawn as the landscape it is pitched in.
            PlaceKind::Scenic | PlaceKind::Camping => Self::Scenic,
            PlaceKind::Site => Self::Site,
            PlaceKind::Hotel | PlaceKind::Homestay => Self::Stay,
            PlaceKind::Restaurant | PlaceKind::Food | PlaceKind::Canteen => Self::Food,
            PlaceKind::Shop => Self::Shop,
        }
    }
}

/// Sky top, sky bottom, far hills, near ground, accent, ink.
const PALETTES: [[&str; 6]; 8] = [
    [
        "#dff3ee", "#9fd3c7", "#6fb3a3", "#2f7f6f", "#f2b134", "#1d3b36",
    ],
    [
        "#e3ecf7", "#a9c3e6", "#7d9cc9", "#34568b", "#f08a5d", "#1b2a41",
    ],
    [
        "#fbe9e7", "#f6c1b7", "#d98c8c", "#8c4a5a", "#ffd166", "#3d1f26",
    ],
    [
        "#fff4dc", "#f6d69a", "#d9a35f", "#8a5a2b", "#c0392b", "#3b2a17",
    ],
    [
        "#efe7f6", "#c9b6e4", "#9a86c4", "#54477f", "#ffb86b", "#231d3a",
    ],
    [
        "#eef6e4", "#c5e1a5", "#8bbf6a", "#3e7a3a", "#ff8a65", "#1f3a1d",
    ],
    [
        "#f4f1ea", "#d9d4c7", "#a8a295", "#4a4a48", "#c0392b", "#222222",
    ],
    [
        "#e0f7fa", "#9be1ea", "#5cbccc", "#1f6f8b", "#ffc857", "#0f2e3a",
    ],
];

/// FNV-1a, 64 bit: stable across builds and platforms (unlike the std hasher), so an id
/// keeps its colours and a cover keeps its ETag.
pub fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// splitmix64: a few numbers from one seed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// An integer in `lo..=hi`.
    fn range(&mut self, lo: i32, hi: i32) -> i32 {
        let span = (hi - lo + 1).max(1) as u64;
        lo + (self.next() % span) as i32
    }
}

pub fn escape_xml(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            // Control characters are not allowed in XML 1.0 text.
            c if (c as u32) < 0x20 && !matches!(c, '\t' | '\n' | '\r') => {}
            c => out.push(c),
        }
    }
    out
}

/// The name fitted to the band: a font size for its width, cut with … if still too long.
fn fit_name(name: &str) -> (String, u32) {
    const AVAILABLE: f64 = 576.0;
    let em = |c: char| if c.is_ascii() { 0.58 } else { 1.0 };
    let width: f64 = name.chars().map(em).sum();
    let size = if width > 0.0 {
        (AVAILABLE / width).clamp(18.0, 40.0)
    } else {
        40.0
    };
    let mut used = 0.0;
    let mut out = String::new();
    for c in name.chars() {
        used += em(c) * size;
        if used > AVAILABLE - size {
            out.push('…');
            break;
        }
        out.push(c);
    }
    (out, size as u32)
}

/// The cover of `id` named `name`, view `n` (0…3; larger values wrap).
pub fn svg(id: &str, name: &str, motif: Motif, n: u8) -> String {
    let h = fnv1a(id.as_bytes());
    let n = n % (MAX_N + 1);
    // The cover's colours come from the id; album views move round the palettes (another
    // light, another season) as well as rearranging the scene.
    let palette = (h % PALETTES.len() as u64 + u64::from(n) * 3) % PALETTES.len() as u64;
    let [sky0, sky1, far, near, accent, ink] = PALETTES[palette as usize];
    let mut r = Rng(h ^ u64::from(n).wrapping_mul(0x2545_f491_4f6c_dd1d));
    let mut s = String::with_capacity(2600);
    let label = escape_xml(name);
    let _ = write!(
        s,
        r##"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" role="img" aria-label="{label}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="{sky0}"/><stop offset="1" stop-color="{sky1}"/></linearGradient></defs><rect width="{WIDTH}" height="{HEIGHT}" fill="url(#s)"/>"##
    );
    // The sun (or moon) and the far hills, placed by the view.
    let _ = write!(
        s,
        r##"<circle cx="{}" cy="{}" r="{}" fill="{accent}" opacity=".85"/>"##,
        r.range(80, 560),
        r.range(60, 120),
        r.range(22, 38)
    );
    let (a, b, c) = (r.range(190, 240), r.range(170, 230), r.range(185, 245));
    let _ = write!(
        s,
        r##"<path d="M0 {a} Q120 {} 220 {b} T440 {c} T640 {} V400H0Z" fill="{far}" opacity=".7"/>"##,
        a - 50,
        r.range(180, 230)
    );
    match motif {
        Motif::Scenic => scenic(&mut s, &mut r, near, sky0),
        Motif::Site => pagoda(&mut s, &mut r, near, accent, ink),
        Motif::Stay => house(&mut s, &mut r, near, accent, ink, sky0),
        Motif::Food => bowl(&mut s, &mut r, near, accent, ink, false),
        Motif::Dish => bowl(&mut s, &mut r, near, accent, ink, true),
        Motif::Shop => awning(&mut s, &mut r, near, accent, ink, sky0),
        Motif::Topic => ribbons(&mut s, &mut r, near, accent, sky0),
    }
    let (shown, size) = fit_name(name);
    let _ = write!(
        s,
        r##"<rect y="318" width="{WIDTH}" height="82" fill="{ink}" opacity=".55"/><text x="32" y="{}" font-family="{FONTS}" font-size="{size}" font-weight="700" fill="#fff">{}</text><text x="612" y="34" text-anchor="end" font-family="{FONTS}" font-size="16" fill="{ink}" opacity=".6">示意图</text></svg>"##,
        359 + size / 3,
        escape_xml(&shown)
    );
    s
}

fn scenic(s: &mut String, r: &mut Rng, near: &str, sky0: &str) {
    let (p1, p2, p3) = (r.range(80, 200), r.range(260, 380), r.range(440, 560));
    let _ = write!(
        s,
        r##"<path d="M0 250 L{p1} {} L{} 235 L{p2} {} L{} 230 L{p3} {} L640 245 V262H0Z" fill="{near}"/>"##,
        r.range(110, 150),
        (p1 + p2) / 2,
        r.range(90, 140),
        (p2 + p3) / 2,
        r.range(120, 160)
    );
    // The lake below, with its light lines.
    let _ = write!(
        s,
        r##"<rect y="258" width="640" height="60" fill="{near}" opacity=".3"/><g stroke="{sky0}" stroke-width="3" stroke-linecap="round" opacity=".9">"##
    );
    for row in 0..4 {
        let y = 270 + row * 11;
        let x = r.range(30, 440);
        let _ = write!(s, r##"<path d="M{x} {y}h{}"/>"##, r.range(50, 160));
    }
    s.push_str("</g>");
}

fn pagoda(s: &mut String, r: &mut Rng, near: &str, accent: &str, ink: &str) {
    let cx = r.range(260, 380);
    let _ = write!(
        s,
        r##"<rect y="300" width="640" height="100" fill="{near}"/>"##
    );
    let tiers = 5;
    let mut y = 300;
    for t in 0..tiers {
        let w = 110 - t * 16;
        let h = 30;
        let _ = write!(
            s,
            r##"<rect x="{}" y="{}" width="{w}" height="{h}" fill="{accent}"/><path d="M{} {} Q{cx} {} {} {}Z" fill="{ink}"/>"##,
            cx - w / 2,
            y - h,
            cx - w / 2 - 22,
            y - h + 2,
            y - h - 22,
            cx + w / 2 + 22,
            y - h + 2
        );
        y -= h + 8;
    }
    let _ = write!(
        s,
        r##"<path d="M{cx} {}v-28" stroke="{ink}" stroke-width="4"/>"##,
        y + 8
    );
}

fn house(s: &mut String, r: &mut Rng, near: &str, accent: &str, ink: &str, sky0: &str) {
    let x = r.range(180, 280);
    let w = r.range(170, 210);
    let _ = write!(
        s,
        r##"<rect y="300" width="640" height="100" fill="{near}"/><rect x="{x}" y="210" width="{w}" height="95" fill="{sky0}"/><path d="M{} 214 Q{} 200 {} 150 H{} Q{} 200 {} 214Z" fill="{ink}"/><rect x="{}" y="245" width="34" height="60" fill="{accent}"/><rect x="{}" y="235" width="34" height="28" fill="{accent}" opacity=".6"/><rect x="{}" y="235" width="34" height="28" fill="{accent}" opacity=".6"/>"##,
        x - 36,
        x + 10,
        x + 30,
        x + w - 30,
        x + w - 10,
        x + w + 36,
        x + w / 2 - 17,
        x + 18,
        x + w - 52
    );
    // A tree beside it.
    let tx = if x > 230 { x - 70 } else { x + w + 70 };
    let _ = write!(
        s,
        r##"<path d="M{tx} 305v-45" stroke="{ink}" stroke-width="6"/><circle cx="{tx}" cy="245" r="{}" fill="{near}"/>"##,
        r.range(24, 34)
    );
}

fn bowl(s: &mut String, r: &mut Rng, near: &str, accent: &str, ink: &str, plate: bool) {
    let cx = r.range(270, 370);
    let _ = write!(
        s,
        r##"<rect y="290" width="640" height="110" fill="{near}"/>"##
    );
    if plate {
        let _ = write!(
            s,
            r##"<ellipse cx="{cx}" cy="292" rx="170" ry="26" fill="#fff" opacity=".9"/>"##
        );
    }
    let (w, top) = if plate { (90, 215) } else { (110, 205) };
    let _ = write!(
        s,
        r##"<path d="M{} {top} H{} A{w} {} 0 0 1 {} {top}Z" fill="{accent}"/><ellipse cx="{cx}" cy="{top}" rx="{w}" ry="12" fill="{ink}" opacity=".35"/>"##,
        cx - w,
        cx + w,
        if plate { 70 } else { 85 },
        cx - w
    );
    // Steam.
    let _ = write!(
        s,
        r##"<g fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".8">"##
    );
    for k in -1..=1 {
        let x = cx + k * 34;
        let _ = write!(
            s,
            r##"<path d="M{x} {} q-14 -20 0 -40 t0 -40"/>"##,
            top - 18 - r.range(0, 10)
        );
    }
    // Chopsticks.
    let _ = write!(
        s,
        r##"</g><path d="M{} {} l150 -90 M{} {} l150 -80" stroke="{ink}" stroke-width="6" stroke-linecap="round"/>"##,
        cx + 40,
        top + 10,
        cx + 52,
        top + 18
    );
}

fn awning(s: &mut String, r: &mut Rng, near: &str, accent: &str, ink: &str, sky0: &str) {
    let x = r.range(130, 190);
    let w = 640 - 2 * x;
    let stripes = 8;
    let sw = w / stripes;
    let _ = write!(
        s,
        r##"<rect y="300" width="640" height="100" fill="{near}"/><rect x="{x}" y="150" width="{w}" height="155" fill="{sky0}"/>"##
    );
    for k in 0..stripes {
        let fill = if k % 2 == 0 { accent } else { "#fff" };
        let sx = x + k * sw;
        let _ = write!(
            s,
            r##"<path d="M{sx} 120h{sw}v50a{} 14 0 0 1 -{sw} 0Z" fill="{fill}"/>"##,
            sw / 2
        );
    }
    // The counter and a row of goods.
    let _ = write!(
        s,
        r##"<rect x="{}" y="255" width="{}" height="50" fill="{ink}" opacity=".8"/>"##,
        x + 20,
        w - 40
    );
    for k in 0..4 {
        let _ = write!(
            s,
            r##"<circle cx="{}" cy="240" r="{}" fill="{accent}"/>"##,
            x + 60 + k * (w - 120) / 3,
            r.range(10, 16)
        );
    }
}

fn ribbons(s: &mut String, r: &mut Rng, near: &str, accent: &str, sky0: &str) {
    for (k, fill) in [near, accent, sky0].iter().enumerate() {
        let y = 230 + k as i32 * 28;
        let _ = write!(
            s,
            r##"<path d="M0 {y} C160 {} 420 {} 640 {y} V{}H0Z" fill="{fill}" opacity=".{}"/>"##,
            y - r.range(40, 90),
            y + r.range(30, 80),
            y + 60,
            9 - k
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [Motif; 7] = [
        Motif::Scenic,
        Motif::Site,
        Motif::Stay,
        Motif::Food,
        Motif::Shop,
        Motif::Dish,
        Motif::Topic,
    ];

    #[test]
    fn every_motif_is_small_wellformed_and_named() {
        for m in ALL {
            for n in 0..=MAX_N {
                let s = svg("scenic-hz-xihu", "西湖风景名胜区", m, n);
                assert!(s.len() < 4096, "{m:?} n={n}: {} bytes", s.len());
                assert!(s.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"400\" viewBox=\"0 0 640 400\""));
                assert!(s.ends_with("</svg>"));
                assert!(s.contains("西湖风景名胜区"));
                assert!(s.contains("Noto Sans CJK SC"));
                // Every opened element is closed.
                assert_eq!(s.matches("<g").count(), s.matches("</g>").count());
            }
        }
    }

    #[test]
    fn deterministic_per_id_and_varied_by_view() {
        let a = svg("hotel-a", "某酒店", Motif::Stay, 0);
        assert_eq!(a, svg("hotel-a", "某酒店", Motif::Stay, 0));
        assert_ne!(a, svg("hotel-a", "某酒店", Motif::Stay, 1));
        assert_ne!(a, svg("hotel-b", "某酒店", Motif::Stay, 0));
        // The motifs draw different things.
        assert!(svg("x", "x", Motif::Food, 0).contains("<ellipse"));
        assert!(svg("x", "x", Motif::Scenic, 0).contains("stroke-linecap"));
    }

    #[test]
    fn names_are_escaped_and_fitted() {
        let s = svg("x", "<script>&\"'", Motif::Shop, 0);
        assert!(!s.contains("<script>"));
        assert!(s.contains("&lt;script&gt;&amp;&quot;&apos;"));
        let long = "很".repeat(80);
        let s = svg("x", &long, Motif::Topic, 0);
        assert!(s.contains('…'));
        assert!(s.len() < 4096);
        assert_eq!(escape_xml("a\u{1}b"), "ab");
    }

    #[test]
    fn the_palette_hash_is_stable() {
        // FNV-1a test vectors: a change here would recolour every cover.
        assert_eq!(fnv1a(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
