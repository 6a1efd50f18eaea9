use super::*;

/// The kinds these tests need, with the words the app gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum K {
    Scenic,
    Hotel,
    Homestay,
    Restaurant,
    Dish,
}

impl Kind for K {
    const ALL: &'static [Self] = &[K::Scenic, K::Hotel, K::Homestay, K::Restaurant, K::Dish];

    fn labels(self) -> &'static [&'static str] {
        match self {
            K::Scenic => &["景区", "景点", "风景区", "名胜", "公园", "旅游"],
            K::Hotel => &["酒店", "宾馆", "住宿", "饭店"],
            K::Homestay => &["民宿", "客栈", "住宿"],
            K::Restaurant => &["餐厅", "餐馆", "饭店", "美食"],
            K::Dish => &["百县千碗", "名菜", "菜品", "美食"],
        }
    }
}

fn region(id: u32, is_city: bool, names: &[&str]) -> Region {
    Region {
        id,
        is_city,
        names: names.iter().map(|s| s.to_string()).collect(),
    }
}

fn place(
    kind: K,
    city: u32,
    county: u32,
    name: &str,
    en: &str,
    keywords: &[&str],
    pop: u8,
) -> Doc<K> {
    Doc {
        kind: Some(kind),
        city_id: Some(city),
        county_code: Some(county),
        names: vec![name.to_string()],
        name_en: en.to_string(),
        keywords: keywords.iter().map(|s| s.to_string()).collect(),
        address: String::new(),
        popularity: pop,
    }
}

fn fixture() -> (Vec<Doc<K>>, Index<K>) {
    let regions = vec![
        region(1201, true, &["杭州市", "杭州", "Hangzhou"]),
        region(1209, true, &["嘉兴市", "嘉兴", "Jiaxing"]),
        region(1224, true, &["台州市", "台州", "Taizhou"]),
        region(330106, false, &["西湖区", "西湖", "Xihu District"]),
        region(330483, false, &["桐乡市", "桐乡", "Tongxiang"]),
        region(330382, false, &["乐清市", "乐清", "Yueqing"]),
    ];
    let docs = vec![
        place(
            K::Scenic,
            1201,
            330106,
            "西湖风景名胜区",
            "West Lake Scenic Area",
            &["湖光山色", "5A"],
            98,
        ),
        place(
            K::Restaurant,
            1201,
            330106,
            "楼外楼",
            "Louwailou",
            &["杭帮菜"],
            90,
        ),
        place(
            K::Homestay,
            1201,
            330106,
            "西湖山居民宿",
            "Xihu Mountain Lodge",
            &["湖景"],
            60,
        ),
        place(
            K::Homestay,
            1209,
            330483,
            "乌镇水乡民宿",
            "Wuzhen Waterside Inn",
            &["古镇水乡"],
            70,
        ),
        place(
            K::Scenic,
            1209,
            330483,
            "乌镇",
            "Wuzhen Water Town",
            &["古镇水乡", "5A"],
            97,
        ),
        place(
            K::Hotel,
            1201,
            330106,
            "杭州西溪酒店",
            "Hangzhou Xixi Hotel",
            &[],
            50,
        ),
        place(
            K::Scenic,
            1224,
            0,
            "天台山",
            "Mount Tiantai",
            &["佛教名山"],
            80,
        ),
        place(K::Scenic, 1224, 0, "雁荡山", "Yandang Mountain", &[], 85),
        Doc {
            kind: Some(K::Dish),
            city_id: Some(1201),
            county_code: Some(330106),
            names: vec!["西湖醋鱼".into()],
            name_en: "West Lake Fish in Vinegar Gravy".into(),
            keywords: vec!["百县千碗".into()],
            address: String::new(),
            popularity: 50,
        },
        place(K::Scenic, 1201, 330106, "新华公园", "Xinhua Park", &[], 10),
    ];
    let idx = Index::build(&docs, &regions);
    (docs, idx)
}

fn names(docs: &[Doc<K>], idx: &Index<K>, q: &str) -> Vec<String> {
    let r = idx.search(&Query {
        text: q,
        limit: 20,
        ..Default::default()
    });
    r.hits
        .iter()
        .map(|h| docs[h.doc as usize].names[0].clone())
        .collect()
}

#[test]
fn chinese_words_find_the_place_meant() {
    let (docs, idx) = fixture();
    assert_eq!(names(&docs, &idx, "西湖")[0], "西湖风景名胜区");
    assert_eq!(names(&docs, &idx, "乌镇")[0], "乌镇");
    assert_eq!(names(&docs, &idx, "楼外楼"), vec!["楼外楼"]);
    assert!(names(&docs, &idx, "不存在的地方").is_empty());
}

#[test]
fn full_pinyin_and_initials() {
    let (docs, idx) = fixture();
    assert_eq!(names(&docs, &idx, "xihu")[0], "西湖风景名胜区");
    assert_eq!(names(&docs, &idx, "xh")[0], "西湖风景名胜区");
    assert_eq!(names(&docs, &idx, "wuzhen")[0], "乌镇");
    assert_eq!(names(&docs, &idx, "XiHu")[0], "西湖风景名胜区");
    assert_eq!(names(&docs, &idx, "tiantai")[0], "天台山");
    // English names, word by word.
    assert_eq!(names(&docs, &idx, "west lake")[0], "西湖风景名胜区");
}

#[test]
fn one_typo_in_pinyin_is_forgiven() {
    let (docs, idx) = fixture();
    assert_eq!(names(&docs, &idx, "xihy")[0], "西湖风景名胜区");
    assert_eq!(names(&docs, &idx, "wuzhne")[0], "乌镇");
    assert_eq!(names(&docs, &idx, "wzhen")[0], "乌镇");
    assert_eq!(names(&docs, &idx, "louwaillou")[0], "楼外楼");
    // Two typos are too many.
    assert!(names(&docs, &idx, "wyzhne").is_empty());
}

#[test]
fn city_and_kind_words_are_facets() {
    let (docs, idx) = fixture();
    assert_eq!(names(&docs, &idx, "杭州 民宿"), vec!["西湖山居民宿"]);
    assert_eq!(names(&docs, &idx, "杭州民宿"), vec!["西湖山居民宿"]);
    assert_eq!(names(&docs, &idx, "hangzhou minsu"), vec!["西湖山居民宿"]);
    assert_eq!(names(&docs, &idx, "嘉兴 民宿"), vec!["乌镇水乡民宿"]);
    assert_eq!(names(&docs, &idx, "台州"), vec!["雁荡山", "天台山"]);
}

#[test]
fn filters_by_kind_and_city() {
    let (docs, idx) = fixture();
    let r = idx.search(&Query {
        text: "西湖",
        kinds: &[K::Dish],
        limit: 10,
        ..Default::default()
    });
    assert_eq!(r.total, 1);
    assert_eq!(docs[r.hits[0].doc as usize].names[0], "西湖醋鱼");
    let r = idx.search(&Query {
        text: "民宿",
        city_id: Some(1209),
        limit: 10,
        ..Default::default()
    });
    assert_eq!(r.total, 1);
    // No text: everything that passes the filters, most popular first.
    let r = idx.search(&Query {
        text: "",
        kinds: &[K::Scenic],
        limit: 2,
        ..Default::default()
    });
    assert_eq!(r.total, 5);
    assert_eq!(docs[r.hits[0].doc as usize].names[0], "西湖风景名胜区");
}

#[test]
fn relevance_then_popularity_and_paging() {
    let (docs, idx) = fixture();
    // 西湖醋鱼 (50) and 西湖山居民宿 (60) both start with 西湖; 风景名胜区 (98) is first.
    let all = names(&docs, &idx, "西湖");
    assert_eq!(&all[..3], &["西湖风景名胜区", "西湖山居民宿", "西湖醋鱼"]);
    let r = idx.search(&Query {
        text: "西湖",
        offset: 1,
        limit: 1,
        ..Default::default()
    });
    assert_eq!(r.hits.len(), 1);
    assert_eq!(docs[r.hits[0].doc as usize].names[0], "西湖山居民宿");
    let r = idx.search(&Query {
        text: "西湖",
        offset: 100,
        limit: 10,
        ..Default::default()
    });
    assert!(r.hits.is_empty() && r.total == all.len());
}

#[test]
fn odd_input_never_panics() {
    let (_, idx) = fixture();
    for q in [
        "",
        " ",
        "x",
        "🙂",
        "a\u{0}b",
        "%%%",
        &"西".repeat(500),
        &"x".repeat(500),
        "ＸＨ",
        "西湖 xihu 5a",
    ] {
        let _ = idx.search(&Query {
            text: q,
            limit: 5,
            ..Default::default()
        });
    }
    let empty = Index::<K>::build(&[], &[]);
    assert_eq!(
        empty
            .search(&Query {
                text: "西湖",
                limit: 5,
                ..Default::default()
            })
            .total,
        0
    );
}

#[test]
fn pinyin_inside_a_name_starts_where_a_word_does() {
    let regions = vec![region(1201, true, &["杭州市", "杭州", "Hangzhou"])];
    let docs = vec![
        place(
            K::Scenic,
            1201,
            0,
            "西泠印社",
            "Xiling Seal Society",
            &[],
            80,
        ),
        place(
            K::Scenic,
            1201,
            0,
            "灵隐寺与飞来峰",
            "Lingyin Temple",
            &[],
            70,
        ),
        place(
            K::Hotel,
            1201,
            0,
            "杭州西溪酒店",
            "Hangzhou Xixi Hotel",
            &[],
            50,
        ),
    ];
    let idx = Index::build(&docs, &regions);
    // 灵隐 and 西泠印社's 泠印 read alike; only 灵隐 is a word the visitor can mean.
    assert_eq!(names(&docs, &idx, "lingyin"), vec!["灵隐寺与飞来峰"]);
    assert_eq!(names(&docs, &idx, "lingyins"), vec!["灵隐寺与飞来峰"]);
    assert_eq!(names(&docs, &idx, "lys"), vec!["灵隐寺与飞来峰"]);
    assert_eq!(names(&docs, &idx, "xiling"), vec!["西泠印社"]);
    assert_eq!(names(&docs, &idx, "xlys"), vec!["西泠印社"]);
    // Words after a joiner, after a city name, and one syllable anywhere.
    assert_eq!(names(&docs, &idx, "feilaifeng"), vec!["灵隐寺与飞来峰"]);
    assert_eq!(names(&docs, &idx, "xixi"), vec!["杭州西溪酒店"]);
    assert!(names(&docs, &idx, "ling").contains(&"西泠印社".to_string()));
    // Chinese characters are matched as typed.
    assert_eq!(names(&docs, &idx, "泠印"), vec!["西泠印社"]);
}
