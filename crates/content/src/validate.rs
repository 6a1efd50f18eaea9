//! Rules a content folder must follow before anything is written: well-formed ids,
//! values in range, and references that resolve (city ids, county codes, place ids).
//! Editorial targets (text lengths, coverage, coordinates inside the claimed county) are
//! the data checks' business (`tests/data_checks.rs`), not import's.

use std::collections::{HashMap, HashSet};

use youzhe_geo::{LatLng, MultiPolygon};

use crate::{
    dataset::{Dataset, Problem, Record},
    model::*,
};

/// The public city ids of SPEC §3.
pub const CITY_IDS: [u32; 11] = [
    1201, 1202, 1203, 1204, 1205, 1209, 1224, 1230, 1235, 1239, 1245,
];

/// The facility keys of `tools/data/SCHEMA.md`: what import accepts and what the places
/// API's `facilities` filter may name.
pub const FACILITIES: [&str; 19] = [
    "wifi",
    "parking",
    "breakfast",
    "restaurant",
    "pool",
    "gym",
    "spa",
    "meeting",
    "family_room",
    "pet",
    "ev_charging",
    "accessible",
    "elder_friendly",
    "airport_shuttle",
    "luggage",
    "laundry",
    "view",
    "garden",
    "tea",
];

/// The facility keys a campsite may list (`tools/data/SCHEMA.md`, docs/CAMPING.md): only
/// what its source states, so a key that is absent means unknown, not "none".
pub const CAMPING_FACILITIES: [&str; 11] = [
    "parking",
    "toilet",
    "shower",
    "water",
    "electricity",
    "rv",
    "tent_rental",
    "bbq",
    "pet",
    "restaurant",
    "wifi",
];

/// What a local product is, as `goods.jsonl` and the goods API's filter name it.
pub const GOODS_CATEGORIES: [&str; 10] = [
    "tea",
    "fruit",
    "vegetable",
    "nut",
    "food",
    "drink",
    "meat",
    "poultry",
    "seafood",
    "herb",
];

/// Crafts are goods too; kept apart so the food categories read as one group.
pub const GOODS_CRAFT: &str = "craft";

pub fn is_slug(s: &str) -> bool {
    !s.is_empty()
        && s.split('-').all(|part| {
            !part.is_empty()
                && part
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

struct Ctx<'a> {
    problems: Vec<Problem>,
    cities: HashSet<u32>,
    /// county code → its city id
    counties: HashMap<&'a str, Option<u32>>,
    places: HashSet<&'a str>,
}

impl Ctx<'_> {
    fn push<T: Record>(&mut self, line: usize, field: &str, message: impl Into<String>) {
        self.problems.push(Problem {
            file: format!("{}.jsonl", T::ENTITY),
            line,
            field: field.to_string(),
            message: message.into(),
        });
    }

    fn city<T: Record>(&mut self, line: usize, field: &str, id: Option<u32>) {
        if let Some(id) = id
            && !self.cities.contains(&id)
        {
            self.push::<T>(line, field, format!("city {id} does not exist"));
        }
    }

    fn county<T: Record>(&mut self, line: usize, field: &str, code: &str, city: Option<u32>) {
        match self.counties.get(code) {
            None => self.push::<T>(line, field, format!("county {code} does not exist")),
            Some(parent) if city.is_some() && *parent != city => self.push::<T>(
                line,
                field,
                format!("county {code} is not in city {}", city.unwrap_or_default()),
            ),
            Some(_) => {}
        }
    }

    fn place<T: Record>(&mut self, line: usize, field: &str, id: &str) {
        if !self.places.contains(id) {
            self.push::<T>(line, field, format!("place {id} does not exist"));
        }
    }

    fn slug<T: Record>(&mut self, line: usize, id: &str) {
        if !is_slug(id) {
            self.push::<T>(
                line,
                "id",
                format!("{id:?} is not a lowercase slug ([a-z0-9-])"),
            );
        }
    }

    /// Every problem of a record's `media`, named `media[i]` or `media[i].<field>`.
    fn media<T: Record>(&mut self, line: usize, media: &[serde_json::Value]) {
        for (i, m) in media.iter().enumerate() {
            if let Some(why) = media_problem(m) {
                let field = if why.0.is_empty() {
                    format!("media[{i}]")
                } else {
                    format!("media[{i}].{}", why.0)
                };
                self.push::<T>(line, &field, why.1);
            }
        }
    }

    fn point<T: Record>(&mut self, line: usize, field: &str, p: Point) {
        if LatLng::new(p.lat, p.lng).is_none() {
            self.push::<T>(line, field, "coordinates out of range");
        }
    }
}

/// The first problem of a list of photos in a record's `media` shape, as (`media[i]` or
/// `media[i].<field>`, message): the same rule as content records, for the campaign
/// studio's photos (docs/MEDIA.md, "Campaign photos").
pub fn media_list_problem(media: &[serde_json::Value]) -> Option<(String, &'static str)> {
    media.iter().enumerate().find_map(|(i, m)| {
        media_problem(m).map(|(field, why)| {
            let at = if field.is_empty() {
                format!("media[{i}]")
            } else {
                format!("media[{i}].{field}")
            };
            (at, why)
        })
    })
}

/// What is wrong with one entry of a place's `media`, as (field inside it, message): an
/// object with an http(s) or site-relative `url`, its alt text in `caption` (visitors who
/// cannot see the photo hear it; at most 120 characters), and optional `width`, `height`
/// (pixels) and `credit` (who took it). docs/MEDIA.md, "Content photos".
fn media_problem(m: &serde_json::Value) -> Option<(&'static str, &'static str)> {
    let Some(obj) = m.as_object() else {
        return Some(("", "a photo is an object {url, width, height, caption}"));
    };
    let url = obj.get("url").and_then(|v| v.as_str()).unwrap_or("").trim();
    let safe = url.starts_with("https://")
        || url.starts_with("http://")
        || (url.starts_with('/') && !url.starts_with("//"));
    if !safe {
        return Some(("url", "an http(s) or site-relative address"));
    }
    let caption = obj
        .get("caption")
        .and_then(|v| v.as_str())
        .unwrap_or("")
        .trim();
    if caption.is_empty() {
        return Some((
            "caption",
            "每张图片都要写图片说明（读屏软件读给看不见图片的游客听）",
        ));
    }
    if caption.chars().count() > 120 {
        return Some(("caption", "图片说明最多 120 个字"));
    }
    for k in ["width", "height"] {
        if obj.get(k).is_some_and(|v| !v.is_u64()) {
            return Some((
                if k == "width" { "width" } else { "height" },
                "a whole number of pixels",
            ));
        }
    }
    if obj.get("credit").is_some_and(|v| !v.is_string()) {
        return Some(("credit", "text, such as 游客 某某 摄"));
    }
    match obj.get("crop") {
        None | Some(serde_json::Value::Null) => None,
        Some(c) => crop_problem(c),
    }
}

/// What is wrong with a photo's `crop`: the part of the photo the cover shows, as fractions
/// of its width and height, `{x, y, w, h}`, each 0–1, not empty, inside the photo.
fn crop_problem(c: &serde_json::Value) -> Option<(&'static str, &'static str)> {
    let Some(obj) = c.as_object() else {
        return Some(("crop", "封面裁剪是 {x, y, w, h}，都是 0 到 1 之间的比例"));
    };
    if obj
        .keys()
        .any(|k| !["x", "y", "w", "h"].contains(&k.as_str()))
    {
        return Some(("crop", "封面裁剪只有 x、y、w、h 四项"));
    }
    let mut v = [0.0; 4];
    for (i, (k, field)) in [
        ("x", "crop.x"),
        ("y", "crop.y"),
        ("w", "crop.w"),
        ("h", "crop.h"),
    ]
    .into_iter()
    .enumerate()
    {
        match obj.get(k).and_then(|n| n.as_f64()) {
            Some(n) if (0.0..=1.0).contains(&n) => v[i] = n,
            _ => return Some((field, "要在 0 到 1 之间（占照片宽或高的比例）")),
        }
    }
    let [x, y, w, h] = v;
    if w <= 0.0 {
        return Some(("crop.w", "裁剪框不能没有宽度"));
    }
    if h <= 0.0 {
        return Some(("crop.h", "裁剪框不能没有高度"));
    }
    // A little slack for the console's rounding of fractions.
    if x + w > 1.0 + 1e-6 {
        return Some(("crop.w", "裁剪框超出了照片的右边"));
    }
    if y + h > 1.0 + 1e-6 {
        return Some(("crop.h", "裁剪框超出了照片的下边"));
    }
    None
}

/// Every rule broken in `ds`, with file, line and field.
pub fn check(ds: &Dataset) -> Vec<Problem> {
    let mut cx = Ctx {
        problems: Vec::new(),
        cities: ds
            .regions
            .iter()
            .filter(|r| r.level == Level::City)
            .map(|r| r.id)
            .collect(),
        counties: ds
            .regions
            .iter()
            .filter(|r| r.level == Level::County)
            .map(|r| (r.code.as_str(), r.parent_id))
            .collect(),
        places: ds.places.iter().map(|p| p.id.as_str()).collect(),
    };

    for (n, r) in &ds.regions.items {
        let n = *n;
        cx.point::<Region>(n, "centroid", r.centroid);
        match r.level {
            Level::City => {
                if !CITY_IDS.contains(&r.id) {
                    cx.push::<Region>(n, "id", format!("city id {} is not one of SPEC §3", r.id));
                }
                if r.parent_id.is_some() {
                    cx.push::<Region>(n, "parent_id", "a city has no parent");
                }
            }
            Level::County => {
                if r.code.len() != 6
                    || !r.code.bytes().all(|b| b.is_ascii_digit())
                    || r.code.parse::<u32>().ok() != Some(r.id)
                {
                    cx.push::<Region>(
                        n,
                        "id",
                        "a county's id is its 6-digit official code as a number",
                    );
                }
                match r.parent_id {
                    Some(p) if cx.cities.contains(&p) => {}
                    _ => cx.push::<Region>(n, "parent_id", "a county's parent must be a city"),
                }
            }
        }
    }
    for (n, b) in &ds.boundaries.items {
        if b.crs != "GCJ-02" {
            cx.push::<Boundary>(*n, "crs", format!("{:?}, expected \"GCJ-02\"", b.crs));
        }
        if !cx.counties.contains_key(b.code.as_str()) {
            cx.push::<Boundary>(*n, "code", format!("county {} does not exist", b.code));
        }
        if MultiPolygon::new(b.multipolygon.clone()).is_none() {
            cx.push::<Boundary>(
                *n,
                "multipolygon",
                "needs polygons with outer rings of at least 3 finite points",
            );
        }
    }
    for (n, p) in &ds.places.items {
        let n = *n;
        cx.slug::<Place>(n, &p.id);
        cx.city::<Place>(n, "city_id", Some(p.city_id));
        cx.county::<Place>(n, "county_code", &p.county_code, Some(p.city_id));
        cx.point::<Place>(n, "location", p.location);
        if p.price_level.is_some_and(|v| v > 4) {
            cx.push::<Place>(n, "price_level", "0–4 or null");
        }
        if !(1..=100).contains(&p.popularity) {
            cx.push::<Place>(n, "popularity", "1–100");
        }
        cx.media::<Place>(n, &p.media);
        let sight = matches!(p.kind, PlaceKind::Scenic | PlaceKind::Site);
        match &p.a_level {
            Some(a) if !sight => cx.push::<Place>(
                n,
                "a_level",
                format!("{a:?}: A-levels are for scenic and site only"),
            ),
            Some(a) if !["5A", "4A", "3A"].contains(&a.as_str()) => {
                cx.push::<Place>(n, "a_level", "\"5A\", \"4A\", \"3A\" or null")
            }
            _ => {}
        }
        if sight && p.ticket.is_none() {
            cx.push::<Place>(n, "ticket", "scenic and site places need {price, notes}");
        }
        if !sight && p.ticket.is_some() {
            cx.push::<Place>(n, "ticket", "tickets are for scenic and site only");
        }
        let stay = matches!(p.kind, PlaceKind::Hotel | PlaceKind::Homestay);
        let camping = p.kind == PlaceKind::Camping;
        let vocabulary: &[&str] = if camping {
            &CAMPING_FACILITIES
        } else {
            &FACILITIES
        };
        match &p.facilities {
            None if stay || camping => cx.push::<Place>(
                n,
                "facilities",
                "hotels, homestays and campsites list their facilities",
            ),
            Some(_) if !stay && !camping => cx.push::<Place>(
                n,
                "facilities",
                "facilities are for hotel, homestay and camping only",
            ),
            Some(f) => {
                if let Some(bad) = f.iter().find(|x| !vocabulary.contains(&x.as_str())) {
                    cx.push::<Place>(
                        n,
                        "facilities",
                        format!("{bad:?} is not in the facilities vocabulary"),
                    );
                }
            }
            None => {}
        }
        if let Some(s) = p.star
            && (p.kind != PlaceKind::Hotel || !(1..=5).contains(&s))
        {
            cx.push::<Place>(n, "star", "1–5, for hotels only");
        }
        if let Some(facts) = &p.accessibility {
            for (field, message) in crate::accessibility::problems(facts) {
                cx.push::<Place>(n, &field, message);
            }
        }
    }
    for (n, p) in &ds.famous_people.items {
        let n = *n;
        cx.slug::<FamousPerson>(n, &p.id);
        cx.media::<FamousPerson>(n, &p.media);
        cx.city::<FamousPerson>(n, "city_id", Some(p.city_id));
        if let Some(c) = &p.hometown_county {
            cx.county::<FamousPerson>(n, "hometown_county", c, Some(p.city_id));
        }
        for (i, id) in p.place_ids.iter().enumerate() {
            cx.place::<FamousPerson>(n, &format!("place_ids[{i}]"), id);
        }
    }
    for (n, d) in &ds.dishes.items {
        let n = *n;
        cx.slug::<Dish>(n, &d.id);
        cx.media::<Dish>(n, &d.media);
        cx.city::<Dish>(n, "city_id", Some(d.city_id));
        cx.county::<Dish>(n, "county_code", &d.county_code, Some(d.city_id));
        for (i, id) in d.where_to_eat.iter().enumerate() {
            cx.place::<Dish>(n, &format!("where_to_eat[{i}]"), id);
        }
    }
    // A stop placed on the map must be in the province: inside one of its counties (when
    // the content has their outlines). Built only when some stop is placed.
    let outlines: Vec<MultiPolygon> = if ds
        .lines
        .iter()
        .any(|l| l.stops.iter().any(|s| s.location.is_some()))
    {
        ds.boundaries
            .iter()
            .filter_map(|b| MultiPolygon::new(b.multipolygon.clone()))
            .collect()
    } else {
        Vec::new()
    };
    for (n, l) in &ds.lines.items {
        let n = *n;
        for (i, s) in l.stops.iter().enumerate() {
            let Some(p) = s.location else { continue };
            let field = format!("stops[{i}].location");
            match LatLng::new(p.lat, p.lng) {
                None => cx.push::<Line>(n, &field, "coordinates out of range"),
                Some(at) if !outlines.is_empty() && !outlines.iter().any(|o| o.contains(at)) => {
                    cx.push::<Line>(n, &field, "outside Zhejiang (no county holds the point)")
                }
                Some(_) => {}
            }
        }
        cx.slug::<Line>(n, &l.id);
        cx.media::<Line>(n, &l.media);
        for (i, c) in l.city_ids.iter().enumerate() {
            cx.city::<Line>(n, &format!("city_ids[{i}]"), Some(*c));
        }
        if !(1..=5).contains(&l.days) {
            cx.push::<Line>(n, "days", "1–5");
        }
        if l.stops.len() < 2 {
            cx.push::<Line>(n, "stops", "a line has at least two stops");
        }
        for (i, s) in l.stops.iter().enumerate() {
            cx.place::<Line>(n, &format!("stops[{i}].place_id"), &s.place_id);
            if s.day < 1 || s.day > l.days {
                cx.push::<Line>(
                    n,
                    &format!("stops[{i}].day"),
                    format!("outside 1–{}", l.days),
                );
            }
        }
        let order: Vec<(u8, u16)> = l.stops.iter().map(|s| (s.day, s.order)).collect();
        if order.windows(2).any(|w| w[0] >= w[1]) {
            cx.push::<Line>(n, "stops", "sorted by (day, order) without repeats");
        }
    }
    for (n, t) in &ds.topics.items {
        cx.slug::<Topic>(*n, &t.id);
        cx.media::<Topic>(*n, &t.media);
        cx.city::<Topic>(*n, "city_id", t.city_id);
        for (i, id) in t.place_ids.iter().enumerate() {
            cx.place::<Topic>(*n, &format!("place_ids[{i}]"), id);
        }
    }
    for (n, r) in &ds.rankings.items {
        cx.slug::<Ranking>(*n, &r.id);
        cx.city::<Ranking>(*n, "city_id", r.city_id);
        for (i, it) in r.items.iter().enumerate() {
            cx.place::<Ranking>(*n, &format!("items[{i}].place_id"), &it.place_id);
        }
    }
    for (n, s) in &ds.suggestions.items {
        cx.slug::<Suggestion>(*n, &s.id);
        cx.city::<Suggestion>(*n, "city_id", s.city_id);
        for (i, id) in s.place_ids.iter().enumerate() {
            cx.place::<Suggestion>(*n, &format!("place_ids[{i}]"), id);
        }
    }
    let kind_of: HashMap<&str, PlaceKind> =
        ds.places.iter().map(|p| (p.id.as_str(), p.kind)).collect();
    for (n, g) in &ds.goods.items {
        let n = *n;
        cx.slug::<Goods>(n, &g.id);
        cx.city::<Goods>(n, "city_id", Some(g.city_id));
        cx.county::<Goods>(n, "county_code", &g.county_code, Some(g.city_id));
        if g.category != GOODS_CRAFT && !GOODS_CATEGORIES.contains(&g.category.as_str()) {
            cx.push::<Goods>(
                n,
                "category",
                format!("{:?} is not a goods category", g.category),
            );
        }
        for (i, id) in g.place_ids.iter().enumerate() {
            let field = format!("place_ids[{i}]");
            match kind_of.get(id.as_str()) {
                None => cx.place::<Goods>(n, &field, id),
                Some(PlaceKind::Shop | PlaceKind::Food | PlaceKind::Restaurant) => {}
                Some(k) => cx.push::<Goods>(
                    n,
                    &field,
                    format!(
                        "{id} is a {}, not a shop, food place or restaurant",
                        k.as_str()
                    ),
                ),
            }
        }
    }
    for (n, x) in &ds.news.items {
        bulletin::<News>(&mut cx, *n, &bulletin_fields_of_news(x));
    }
    for (n, x) in &ds.notices.items {
        let f = bulletin_fields_of_notice(x);
        bulletin::<Notice>(&mut cx, *n, &f);
        if !NOTICE_LEVELS.contains(&x.level.as_str()) {
            cx.push::<Notice>(
                *n,
                "level",
                format!("{:?} is not one of info, warning, closure", x.level),
            );
        }
    }
    for (n, q) in &ds.quiz_questions.items {
        quiz_question(&mut cx, *n, q);
    }
    for (n, q) in &ds.qixi_questions.items {
        qixi_question(&mut cx, *n, q);
    }
    cx.problems
}

/// Longest question text, option, explanation and source of a quiz question, in characters
/// (a phone shows the question and its four options on one screen).
pub const QUIZ_QUESTION_CHARS: usize = 80;
pub const QUIZ_OPTION_CHARS: usize = 30;
pub const QUIZ_EXPLANATION_CHARS: usize = 300;
pub const QUIZ_SOURCE_CHARS: usize = 300;

/// A bank question's id: any short text an address can carry.
fn bank_id<T: Record>(cx: &mut Ctx<'_>, n: usize, id: &str) {
    let id_ok = !id.is_empty()
        && id.chars().count() <= 128
        && !id
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || c == '/');
    if !id_ok {
        cx.push::<T>(n, "id", "编号须为 1–128 个字符，不含空格和斜杠");
    }
}

/// A quiz question's rules, each message naming the field in the console's words: the
/// console shows them beside the field, and an import names file and line as well.
fn quiz_question(cx: &mut Ctx<'_>, n: usize, q: &QuizQuestion) {
    type Q = QuizQuestion;
    bank_id::<Q>(cx, n, &q.id);
    if !QUIZ_CATEGORIES.contains(&q.category.as_str()) {
        cx.push::<Q>(
            n,
            "category",
            format!("题目类别须为 {} 之一", QUIZ_CATEGORIES.join("、")),
        );
    }
    let say = say::<Q>;
    say(cx, n, "question", "题目", &q.question, QUIZ_QUESTION_CHARS);
    say(
        cx,
        n,
        "explanation",
        "答案解析",
        &q.explanation,
        QUIZ_EXPLANATION_CHARS,
    );
    say(cx, n, "source", "出处", &q.source, QUIZ_SOURCE_CHARS);
    if q.options.len() != 4 {
        cx.push::<Q>(
            n,
            "options",
            format!("选项须为 4 个，现有 {} 个", q.options.len()),
        );
        return;
    }
    options::<Q>(cx, n, &q.options);
    if q.answer >= 4 {
        cx.push::<Q>(n, "answer", "正确答案须为选项 A、B、C、D 之一");
    }
}

/// One text of a bank question, named in the console's words (题目, 选项 A…): the console
/// shows the message beside the field, so it says which and why in Chinese.
fn say<T: Record>(cx: &mut Ctx<'_>, n: usize, field: &str, name: &str, v: &str, max: usize) {
    let len = v.chars().count();
    let problem = if v.trim().is_empty() {
        format!("{name}不能为空")
    } else if v.trim() != v {
        format!("{name}首尾不能有空格")
    } else if len > max {
        format!("{name}有 {len} 个字，最多 {max} 个")
    } else if v.chars().any(char::is_control) {
        format!("{name}不能含控制字符")
    } else {
        return;
    };
    cx.push::<T>(n, field, problem);
}

/// The letters options are called by, in order (a bank question has at most six).
const OPTION_LETTERS: [&str; 6] = ["A", "B", "C", "D", "E", "F"];

/// A bank question's options, as many as the caller allows: each a short text, none twice.
fn options<T: Record>(cx: &mut Ctx<'_>, n: usize, options: &[String]) {
    for (i, o) in options.iter().enumerate() {
        say::<T>(
            cx,
            n,
            &format!("options[{i}]"),
            &format!("选项 {}", OPTION_LETTERS[i]),
            o,
            QUIZ_OPTION_CHARS,
        );
    }
    for (i, o) in options.iter().enumerate() {
        if let Some(j) = options[..i].iter().position(|p| p.trim() == o.trim())
            && !o.trim().is_empty()
        {
            cx.push::<T>(
                n,
                &format!("options[{i}]"),
                format!(
                    "选项 {} 与选项 {} 相同",
                    OPTION_LETTERS[i], OPTION_LETTERS[j]
                ),
            );
        }
    }
}

/// Options of a Qixi question: two to six, so a phone shows them on one screen.
pub const QIXI_OPTIONS: std::ops::RangeInclusive<usize> = 2..=6;

/// A Qixi question's rules (七夕题库), named in the console's words as the quiz's are.
fn qixi_question(cx: &mut Ctx<'_>, n: usize, q: &QixiQuestion) {
    type Q = QixiQuestion;
    bank_id::<Q>(cx, n, &q.id);
    say::<Q>(cx, n, "question", "题目", &q.question, QUIZ_QUESTION_CHARS);
    say::<Q>(cx, n, "source", "出处", &q.source, QUIZ_SOURCE_CHARS);
    if !QIXI_OPTIONS.contains(&q.options.len()) {
        cx.push::<Q>(
            n,
            "options",
            format!(
                "选项须为 {}–{} 个，现有 {} 个",
                QIXI_OPTIONS.start(),
                QIXI_OPTIONS.end(),
                q.options.len()
            ),
        );
        return;
    }
    options::<Q>(cx, n, &q.options);
}

/// Longest title of a news item or notice, in characters.
pub const BULLETIN_TITLE_CHARS: usize = 60;
/// Longest body, in characters of Markdown.
pub const BULLETIN_BODY_CHARS: usize = 10_000;
/// Longest source.
pub const BULLETIN_SOURCE_CHARS: usize = 40;

/// The fields a news item and a notice share, borrowed for one set of checks.
struct BulletinFields<'a> {
    id: &'a str,
    title: &'a str,
    body: &'a str,
    city_id: Option<u32>,
    county_code: Option<&'a str>,
    starts_at: &'a str,
    ends_at: Option<&'a str>,
    source: &'a str,
}

fn bulletin_fields_of_news(x: &News) -> BulletinFields<'_> {
    BulletinFields {
        id: &x.id,
        title: &x.title,
        body: &x.body,
        city_id: x.city_id,
        county_code: x.county_code.as_deref(),
        starts_at: &x.starts_at,
        ends_at: x.ends_at.as_deref(),
        source: &x.source,
    }
}

fn bulletin_fields_of_notice(x: &Notice) -> BulletinFields<'_> {
    BulletinFields {
        id: &x.id,
        title: &x.title,
        body: &x.body,
        city_id: x.city_id,
        county_code: x.county_code.as_deref(),
        starts_at: &x.starts_at,
        ends_at: x.ends_at.as_deref(),
        source: &x.source,
    }
}

fn text<T: Record>(cx: &mut Ctx<'_>, n: usize, field: &str, v: &str, max: usize) {
    let len = v.chars().count();
    if v.trim().is_empty() {
        cx.push::<T>(n, field, "empty");
    } else if v.trim() != v {
        cx.push::<T>(n, field, "spaces at either end");
    } else if len > max {
        cx.push::<T>(n, field, format!("{len} characters, at most {max}"));
    }
}

fn bulletin<T: Record>(cx: &mut Ctx<'_>, n: usize, f: &BulletinFields<'_>) {
    cx.slug::<T>(n, f.id);
    text::<T>(cx, n, "title", f.title, BULLETIN_TITLE_CHARS);
    if f.title.chars().any(char::is_control) {
        cx.push::<T>(n, "title", "control characters");
    }
    text::<T>(cx, n, "body", f.body, BULLETIN_BODY_CHARS);
    text::<T>(cx, n, "source", f.source, BULLETIN_SOURCE_CHARS);
    cx.city::<T>(n, "city_id", f.city_id);
    if let Some(code) = f.county_code {
        if f.city_id.is_none() {
            cx.push::<T>(n, "county_code", "a county needs its city in city_id");
        } else {
            cx.county::<T>(n, "county_code", code, f.city_id);
        }
    }
    let starts = crate::bulletin::parse_instant(f.starts_at);
    if starts.is_none() {
        cx.push::<T>(n, "starts_at", "not an RFC 3339 time with an offset");
    }
    if let Some(e) = f.ends_at {
        match (starts, crate::bulletin::parse_instant(e)) {
            (_, None) => cx.push::<T>(n, "ends_at", "not an RFC 3339 time with an offset"),
            (Some(s), Some(e)) if e <= s => cx.push::<T>(n, "ends_at", "not after starts_at"),
            _ => {}
        }
    }
}

#[cfg(test)]
mod bank_tests {
    use super::*;
    use crate::dataset::Lines;

    fn problems(patch: serde_json::Value) -> Vec<(String, String)> {
        let mut q = serde_json::json!({
            "id": "quiz-20261129-abc123", "category": "food",
            "question": "西湖龙井的主要产地在哪个城市？", "options": ["宁波", "杭州", "温州", "湖州"],
            "answer": 1, "explanation": "来源：公开资料", "source": "编辑整理"
        });
        for (k, v) in patch.as_object().unwrap() {
            q[k] = v.clone();
        }
        let q: QuizQuestion = serde_json::from_value(q).unwrap();
        let ds = Dataset {
            quiz_questions: Lines {
                present: true,
                items: vec![(1, q)],
            },
            ..Dataset::default()
        };
        check(&ds)
            .into_iter()
            .map(|p| (p.field, p.message))
            .collect()
    }

    #[test]
    fn a_good_question_passes_and_each_bad_field_is_named_in_chinese() {
        assert_eq!(problems(serde_json::json!({})), []);
        let cases = [
            (
                serde_json::json!({"question": " "}),
                "question",
                "题目不能为空",
            ),
            (
                serde_json::json!({"options": ["a", "b", "c"]}),
                "options",
                "选项须为 4 个",
            ),
            (
                serde_json::json!({"options": ["a", "b", "a", "d"]}),
                "options[2]",
                "选项 C 与选项 A 相同",
            ),
            (
                serde_json::json!({"options": ["a", "", "c", "d"]}),
                "options[1]",
                "选项 B不能为空",
            ),
            (serde_json::json!({"answer": 4}), "answer", "正确答案"),
            (
                serde_json::json!({"explanation": "解".repeat(301)}),
                "explanation",
                "答案解析有 301 个字",
            ),
            (
                serde_json::json!({"category": "sport"}),
                "category",
                "题目类别",
            ),
            (serde_json::json!({"id": "a b"}), "id", "编号"),
        ];
        for (patch, field, words) in cases {
            let p = problems(patch.clone());
            assert_eq!(p.len(), 1, "{patch}: {p:?}");
            assert_eq!(p[0].0, field, "{patch}");
            assert!(p[0].1.contains(words), "{patch}: {}", p[0].1);
        }
    }

    fn qixi_problems(patch: serde_json::Value) -> Vec<(String, String)> {
        let mut q = serde_json::json!({
            "id": "qixi-20261129-abc123", "question": "一起去杭州，先喝哪一杯茶？",
            "options": ["西湖龙井", "九曲红梅"], "source": "游浙编辑部撰写"
        });
        for (k, v) in patch.as_object().unwrap() {
            q[k] = v.clone();
        }
        let q: QixiQuestion = serde_json::from_value(q).unwrap();
        let ds = Dataset {
            qixi_questions: Lines {
                present: true,
                items: vec![(1, q)],
            },
            ..Dataset::default()
        };
        check(&ds)
            .into_iter()
            .map(|p| (p.field, p.message))
            .collect()
    }

    #[test]
    fn a_qixi_question_takes_two_to_six_options_each_bad_field_named_in_chinese() {
        assert_eq!(qixi_problems(serde_json::json!({})), []);
        let six = serde_json::json!({"options": ["a", "b", "c", "d", "e", "f"]});
        assert_eq!(qixi_problems(six), []);
        let cases = [
            (
                serde_json::json!({"question": ""}),
                "question",
                "题目不能为空",
            ),
            (
                serde_json::json!({"options": ["a"]}),
                "options",
                "选项须为 2–6 个",
            ),
            (
                serde_json::json!({"options": ["a", "b", "c", "d", "e", "f", "g"]}),
                "options",
                "选项须为 2–6 个",
            ),
            (
                serde_json::json!({"options": ["a", "b", "c", "d", "e", "a"]}),
                "options[5]",
                "选项 F 与选项 A 相同",
            ),
            (
                serde_json::json!({"source": " x"}),
                "source",
                "出处首尾不能有空格",
            ),
            (serde_json::json!({"id": "a/b"}), "id", "编号"),
        ];
        for (patch, field, words) in cases {
            let p = qixi_problems(patch.clone());
            assert_eq!(p.len(), 1, "{patch}: {p:?}");
            assert_eq!(p[0].0, field, "{patch}");
            assert!(p[0].1.contains(words), "{patch}: {}", p[0].1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with_goods(line: &str) -> Vec<Problem> {
        let mut ds = Dataset::default();
        let region = r#"{"id":1201,"code":"330100","level":"city","parent_id":null,"name":{"zh":"杭州市","en":"Hangzhou"},"short_name":"杭州","centroid":{"lat":30.27,"lng":120.15},"source":"t"}"#;
        let county = r#"{"id":330106,"code":"330106","level":"county","parent_id":1201,"name":{"zh":"西湖区","en":"Xihu"},"short_name":"西湖","centroid":{"lat":30.25,"lng":120.12},"source":"t"}"#;
        for (i, r) in [region, county].into_iter().enumerate() {
            ds.regions.items.push((
                i + 1,
                crate::dataset::parse_line("regions.jsonl", i + 1, r).unwrap(),
            ));
        }
        ds.goods.items.push((
            1,
            crate::dataset::parse_line("goods.jsonl", 1, line).unwrap(),
        ));
        check(&ds)
    }

    #[test]
    fn goods_must_name_a_county_and_places_that_exist() {
        let ok = r#"{"id":"goods-330106-tea","name":{"zh":"西湖龙井","en":"Longjing"},"category":"tea","gi_list":"certification_mark","city_id":1201,"county_code":"330106","description":"d","place_ids":[],"source":"s"}"#;
        assert!(with_goods(ok).is_empty());
        let fields =
            |line: &str| -> Vec<String> { with_goods(line).into_iter().map(|p| p.field).collect() };
        assert_eq!(
            fields(&ok.replace("330106\",\"desc", "330999\",\"desc")),
            ["county_code"]
        );
        assert_eq!(
            fields(&ok.replace("[]", "[\"shop-nowhere\"]")),
            ["place_ids[0]"]
        );
        assert_eq!(fields(&ok.replace("\"tea\"", "\"gadget\"")), ["category"]);
    }

    #[test]
    fn slugs() {
        assert!(is_slug("scenic-hz-xihu"));
        assert!(is_slug("a1"));
        assert!(!is_slug("Scenic"));
        assert!(!is_slug("a--b"));
        assert!(!is_slug("-a"));
        assert!(!is_slug(""));
        assert!(!is_slug("西湖"));
    }
}

#[cfg(test)]
mod media_tests {
    use super::media_problem;
    use serde_json::json;

    #[test]
    fn a_photo_needs_a_safe_address_and_its_alt_text() {
        let ok = json!({"url": "/ver3/api/v3/media/x", "width": 800, "height": 600, "caption": "断桥残雪", "credit": "游客 小王 摄"});
        assert_eq!(media_problem(&ok), None);
        assert_eq!(
            media_problem(&json!({"url": "/a.jpg", "caption": "  "})).map(|p| p.0),
            Some("caption")
        );
        assert_eq!(
            media_problem(&json!({"url": "javascript:alert(1)", "caption": "x"})).map(|p| p.0),
            Some("url")
        );
        assert_eq!(
            media_problem(&json!({"url": "/a.jpg", "caption": "x", "width": -3})).map(|p| p.0),
            Some("width")
        );
        assert_eq!(media_problem(&json!("a.jpg")).map(|p| p.0), Some(""));
    }

    #[test]
    fn a_cover_crop_is_fractions_inside_the_photo() {
        let with = |crop: serde_json::Value| {
            media_problem(&json!({"url": "/a.jpg", "caption": "x", "crop": crop})).map(|p| p.0)
        };
        assert_eq!(with(json!({"x": 0.1, "y": 0.2, "w": 0.8, "h": 0.5})), None);
        assert_eq!(with(json!({"x": 0, "y": 0, "w": 1, "h": 1})), None);
        assert_eq!(with(serde_json::Value::Null), None);
        assert_eq!(
            with(json!({"x": -0.1, "y": 0, "w": 0.5, "h": 0.5})),
            Some("crop.x")
        );
        assert_eq!(
            with(json!({"x": 0, "y": 1.5, "w": 0.5, "h": 0.5})),
            Some("crop.y")
        );
        assert_eq!(
            with(json!({"x": 0, "y": 0, "w": "a", "h": 0.5})),
            Some("crop.w")
        );
        assert_eq!(with(json!({"x": 0, "y": 0, "w": 0.5})), Some("crop.h"));
        assert_eq!(
            with(json!({"x": 0, "y": 0, "w": 0, "h": 0.5})),
            Some("crop.w")
        );
        assert_eq!(
            with(json!({"x": 0.6, "y": 0, "w": 0.5, "h": 0.5})),
            Some("crop.w")
        );
        assert_eq!(
            with(json!({"x": 0, "y": 0.7, "w": 0.5, "h": 0.5})),
            Some("crop.h")
        );
        assert_eq!(with(json!([0, 0, 1, 1])), Some("crop"));
        assert_eq!(
            with(json!({"x": 0, "y": 0, "w": 1, "h": 1, "z": 2})),
            Some("crop")
        );
    }
}
