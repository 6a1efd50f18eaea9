//! What a search result can be, and the everyday words a visitor types for each.

/// Places by kind (SCHEMA.md), then the other things search finds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    Scenic,
    Site,
    Hotel,
    Homestay,
    Restaurant,
    Food,
    Shop,
    Canteen,
    Dish,
    Person,
    Line,
    Topic,
}

impl Kind {
    pub const ALL: [Kind; 12] = [
        Kind::Scenic,
        Kind::Site,
        Kind::Hotel,
        Kind::Homestay,
        Kind::Restaurant,
        Kind::Food,
        Kind::Shop,
        Kind::Canteen,
        Kind::Dish,
        Kind::Person,
        Kind::Line,
        Kind::Topic,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Scenic => "scenic",
            Kind::Site => "site",
            Kind::Hotel => "hotel",
            Kind::Homestay => "homestay",
            Kind::Restaurant => "restaurant",
            Kind::Food => "food",
            Kind::Shop => "shop",
            Kind::Canteen => "canteen",
            Kind::Dish => "dish",
            Kind::Person => "person",
            Kind::Line => "line",
            Kind::Topic => "topic",
        }
    }

    pub fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.as_str() == s)
    }

    pub fn is_place(self) -> bool {
        !matches!(self, Kind::Dish | Kind::Person | Kind::Line | Kind::Topic)
    }

    /// Words that mean "this kind" in a query (杭州 民宿 → homestays in Hangzhou).
    pub fn labels(self) -> &'static [&'static str] {
        match self {
            Kind::Scenic => &["景区", "景点", "风景区", "名胜", "公园", "旅游"],
            Kind::Site => &["博物馆", "纪念馆", "场馆", "古迹", "遗址", "故居"],
            Kind::Hotel => &["酒店", "宾馆", "住宿", "饭店"],
            Kind::Homestay => &["民宿", "客栈", "住宿"],
            Kind::Restaurant => &["餐厅", "餐馆", "饭店", "美食"],
            Kind::Food => &["美食", "小吃", "老字号"],
            Kind::Shop => &["购物", "特产", "商店", "伴手礼", "集市"],
            Kind::Canteen => &["食堂"],
            Kind::Dish => &["百县千碗", "名菜", "菜品", "美食"],
            Kind::Person => &["名人"],
            Kind::Line => &["线路", "路线", "行程"],
            Kind::Topic => &["专题"],
        }
    }
}
