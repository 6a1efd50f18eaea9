//! A small hand-made snapshot for the unit tests: one city, two counties, a place of every
//! kind, a person, a dish and a topic.

use youzhe_content::{
    Dataset,
    dataset::Lines,
    model::{Dish, FamousPerson, I18n, Level, Place, PlaceKind, Point, Region, Ticket, Topic},
    snapshot::Snapshot,
};

fn lines<T>(items: Vec<T>) -> Lines<T> {
    Lines {
        present: true,
        items: items.into_iter().enumerate().collect(),
    }
}

fn i18n(zh: &str, en: &str) -> I18n {
    I18n {
        zh: zh.into(),
        en: en.into(),
    }
}

fn region(id: u32, code: &str, level: Level, parent: Option<u32>, zh: &str) -> Region {
    Region {
        id,
        code: code.into(),
        level,
        parent_id: parent,
        name: i18n(zh, zh),
        short_name: zh.trim_end_matches(['市', '区']).into(),
        centroid: Point {
            lat: 30.25,
            lng: 120.15,
        },
        source: "test".into(),
    }
}

pub fn place(id: &str, kind: PlaceKind, lat: f64, lng: f64, themes: &[&str], pop: u8) -> Place {
    Place {
        id: id.into(),
        kind,
        name: i18n(&format!("{id}名"), id),
        city_id: 1201,
        county_code: "330106".into(),
        address: "杭州市西湖区".into(),
        location: Point { lat, lng },
        themes: themes.iter().map(|t| t.to_string()).collect(),
        tags: Vec::new(),
        opening_hours: None,
        price_level: Some(1),
        avg_price: None,
        phone: None,
        a_level: None,
        ticket: None,
        facilities: None,
        star: None,
        description: "第一句。第二句。".into(),
        popularity: pop,
        media: Vec::new(),
        source: "test".into(),
        accessibility: None,
    }
}

pub fn dataset() -> Dataset {
    let mut scenic = place(
        "scenic-a",
        PlaceKind::Scenic,
        30.24,
        120.15,
        &["湖光山色", "世界遗产"],
        99,
    );
    scenic.a_level = Some("5A".into());
    scenic.ticket = Some(Ticket {
        price: Some(0.into()),
        notes: "免费".into(),
    });
    let mut hotel = place(
        "hotel-a",
        PlaceKind::Hotel,
        30.25,
        120.16,
        &["湖光山色"],
        80,
    );
    hotel.facilities = Some(vec!["wifi".into(), "pool".into()]);
    hotel.price_level = Some(4);
    hotel.avg_price = Some(2000.into());
    let mut homestay = place(
        "homestay-a",
        PlaceKind::Homestay,
        30.30,
        120.10,
        &["湖光山色", "山居"],
        60,
    );
    homestay.facilities = Some(vec!["wifi".into()]);
    homestay.avg_price = Some(600.into());
    homestay.county_code = "330110".into();
    let places = vec![
        scenic,
        place("site-a", PlaceKind::Site, 30.26, 120.14, &["世界遗产"], 70),
        hotel,
        homestay,
        place("food-a", PlaceKind::Food, 30.251, 120.161, &["老字号"], 75),
        place(
            "restaurant-a",
            PlaceKind::Restaurant,
            30.27,
            120.17,
            &["老字号"],
            65,
        ),
        place("canteen-a", PlaceKind::Canteen, 30.28, 120.18, &[], 50),
        place("shop-a", PlaceKind::Shop, 30.245, 120.155, &["伴手礼"], 55),
        // Far away (Ningbo-ish): out of most radii.
        place(
            "scenic-far",
            PlaceKind::Scenic,
            29.87,
            121.55,
            &["湖光山色"],
            90,
        ),
    ];
    Dataset {
        regions: lines(vec![
            region(1201, "330100", Level::City, None, "杭州市"),
            region(330106, "330106", Level::County, Some(1201), "西湖区"),
            region(330110, "330110", Level::County, Some(1201), "余杭区"),
        ]),
        places: lines(places),
        famous_people: lines(vec![FamousPerson {
            id: "person-a".into(),
            name: i18n("林逋", "Lin Bu"),
            era: "北宋".into(),
            born: None,
            died: None,
            title: "诗人".into(),
            city_id: 1201,
            hometown_county: None,
            biography: String::new(),
            place_ids: vec!["scenic-a".into(), "scenic-a".into(), "gone".into()],
            media: Vec::new(),
            source: "test".into(),
        }]),
        dishes: lines(vec![Dish {
            id: "dish-a".into(),
            name: i18n("西湖醋鱼", "West Lake Fish"),
            city_id: 1201,
            county_code: "330106".into(),
            description: "酸甜的鱼。很有名！".into(),
            where_to_eat: vec!["food-a".into(), "gone".into(), "restaurant-a".into()],
            media: Vec::new(),
            source: "test".into(),
        }]),
        topics: lines(vec![Topic {
            id: "topic-a".into(),
            title: i18n("江南水乡", "Water towns"),
            summary: String::new(),
            city_id: None,
            place_ids: Vec::new(),
            media: Vec::new(),
            source: "test".into(),
        }]),
        ..Dataset::default()
    }
}

pub fn snapshot() -> Snapshot {
    Snapshot::build(dataset(), "\"t1\"".into())
}

/// The field a bad-input error names (the test fails on any other error).
pub fn invalid_field(e: youzhe_core::ApiError) -> String {
    match e {
        youzhe_core::ApiError::Invalid { field, .. } => field,
        other => panic!("{other:?}"),
    }
}
