//! Made-up place names for benchmarks and load tests (`youzhe gen-bench-data`): never
//! shipped as content. Deterministic for a seed, so runs compare.

use crate::{Doc, Kind};

const WORDS: &[&str] = &[
    "西湖", "青山", "白云", "龙井", "千岛", "溪口", "桃源", "竹海", "云栖", "梅家", "南山", "北山",
    "东湖", "翠屏", "清风", "明月", "石门", "长乐", "福泉", "金沙", "银湖", "玉泉", "凤凰", "麒麟",
    "松风", "兰亭", "荷塘", "枫林", "雁荡", "天目", "仙居", "楠溪", "月湖", "南浔", "乌镇", "西塘",
    "普陀", "莫干", "江郎", "缙云", "安吉", "桐庐", "富春", "新安", "钱塘", "运河", "古堰", "茶园",
    "渔村", "山居", "梯田", "花海", "书院", "老街", "码头", "灯塔",
];

const SUFFIXES: &[(&str, &[&str])] = &[
    ("scenic", &["景区", "公园", "山", "湖", "古镇", "湿地"]),
    ("site", &["博物馆", "纪念馆", "故居", "古迹"]),
    ("hotel", &["大酒店", "宾馆", "酒店", "度假酒店"]),
    ("homestay", &["民宿", "山居", "客栈", "小院"]),
    ("restaurant", &["餐厅", "酒家", "饭店", "农家乐"]),
    ("food", &["小吃", "面馆", "点心铺", "老字号"]),
    ("shop", &["特产店", "商行", "茶庄", "集市"]),
    ("canteen", &["食堂", "共富食堂"]),
];

const THEMES: &[&str] = &[
    "湖光山色",
    "古镇水乡",
    "亲子",
    "美食",
    "夜游",
    "茶文化",
    "海岛",
    "登山",
    "温泉",
    "非遗",
];

/// A synthetic place's kind: its row in the suffix table, whose suffixes are also the
/// words that name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SampleKind(usize);

impl SampleKind {
    /// The place kind it stands for (`scenic`, `hotel` …).
    pub fn name(self) -> &'static str {
        SUFFIXES.get(self.0).map_or("", |s| s.0)
    }
}

impl Kind for SampleKind {
    const ALL: &'static [Self] = &[
        Self(0),
        Self(1),
        Self(2),
        Self(3),
        Self(4),
        Self(5),
        Self(6),
        Self(7),
    ];

    fn labels(self) -> &'static [&'static str] {
        SUFFIXES.get(self.0).map_or(&[], |s| s.1)
    }
}

pub struct SyntheticPlace {
    pub name: String,
    pub name_en: String,
    pub kind: SampleKind,
    pub themes: Vec<String>,
    pub popularity: u8,
}

/// xorshift64: small, fast, no dependency; quality is plenty for spreading test data.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Self(seed.max(1))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// Uniform in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

/// The `i`-th synthetic place (names repeat their words, as real ones do).
pub fn place(i: usize, rng: &mut Rng) -> SyntheticPlace {
    let row = rng.below(SUFFIXES.len());
    let (kind, suffixes) = (SampleKind(row), SUFFIXES[row].1);
    let a = WORDS[rng.below(WORDS.len())];
    let b = WORDS[rng.below(WORDS.len())];
    let s = suffixes[rng.below(suffixes.len())];
    let name = if a == b {
        format!("{a}{s}")
    } else {
        format!("{a}{b}{s}")
    };
    let themes = (0..1 + rng.below(2))
        .map(|_| THEMES[rng.below(THEMES.len())].to_string())
        .collect();
    SyntheticPlace {
        name,
        name_en: format!("Synthetic {} {i}", kind.name()),
        kind,
        themes,
        popularity: 1 + rng.below(100) as u8,
    }
}

/// The `i`-th synthetic place as a document of `city`, for benchmarks and probes.
pub fn doc(i: usize, rng: &mut Rng, city: u32) -> Doc<SampleKind> {
    let p = place(i, rng);
    Doc {
        kind: Some(p.kind),
        city_id: Some(city),
        county_code: None,
        names: vec![p.name],
        name_en: p.name_en,
        keywords: p.themes,
        address: String::new(),
        popularity: p.popularity,
    }
}
