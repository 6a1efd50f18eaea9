//! What a search result can be: a place of some kind, or one of the other records; and the
//! everyday words a visitor types for each, which the text index makes facets of.

use youzhe_core::ApiError;

use crate::model::PlaceKind;

youzhe_core::comma_words_schema!(
    /// A comma list of kinds as queries spell them (`hotel,dish`).
    KindNames,
    Kind::ALL.map(Kind::as_str)
);

youzhe_core::comma_words_schema!(
    /// A comma list of place kinds as queries spell them (`hotel,homestay`).
    PlaceKindNames,
    PlaceKind::ALL.map(PlaceKind::as_str)
);

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Place(PlaceKind),
    Dish,
    Person,
    Line,
    Topic,
}

impl Kind {
    /// The place kinds in their order, then the other records.
    pub const ALL: [Kind; 13] = {
        let others = [Kind::Dish, Kind::Person, Kind::Line, Kind::Topic];
        let mut out = [Kind::Dish; 13];
        let mut i = 0;
        while i < PlaceKind::ALL.len() {
            out[i] = Kind::Place(PlaceKind::ALL[i]);
            i += 1;
        }
        let mut j = 0;
        while j < others.len() {
            out[i + j] = others[j];
            j += 1;
        }
        out
    };

    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Place(k) => k.as_str(),
            Kind::Dish => "dish",
            Kind::Person => "person",
            Kind::Line => "line",
            Kind::Topic => "topic",
        }
    }

    pub fn parse(s: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.as_str() == s)
    }

    /// A comma list of kinds (`hotel,dish`), in the order given; empty means every kind.
    pub fn parse_list(s: Option<&str>) -> Result<Vec<Kind>, ApiError> {
        youzhe_core::words::comma_list(s)
            .map(|k| {
                Kind::parse(k).ok_or_else(|| ApiError::invalid("kind", format!("未知的类型 {k}")))
            })
            .collect()
    }

    pub fn place(self) -> Option<PlaceKind> {
        match self {
            Kind::Place(k) => Some(k),
            _ => None,
        }
    }
}

impl youzhe_text_index::Kind for Kind {
    const ALL: &'static [Self] = &Kind::ALL;

    fn labels(self) -> &'static [&'static str] {
        match self {
            Kind::Place(PlaceKind::Scenic) => &["景区", "景点", "风景区", "名胜", "公园", "旅游"],
            Kind::Place(PlaceKind::Site) => &["博物馆", "纪念馆", "场馆", "古迹", "遗址", "故居"],
            Kind::Place(PlaceKind::Hotel) => &["酒店", "宾馆", "住宿", "饭店"],
            Kind::Place(PlaceKind::Homestay) => &["民宿", "客栈", "住宿"],
            Kind::Place(PlaceKind::Restaurant) => &["餐厅", "餐馆", "饭店", "美食"],
            Kind::Place(PlaceKind::Food) => &["美食", "小吃", "老字号"],
            Kind::Place(PlaceKind::Shop) => &["购物", "特产", "商店", "伴手礼", "集市"],
            Kind::Place(PlaceKind::Canteen) => &["食堂"],
            Kind::Place(PlaceKind::Camping) => &["露营", "营地", "露营地", "房车营地", "帐篷"],
            Kind::Dish => &["百县千碗", "名菜", "菜品", "美食"],
            Kind::Person => &["名人"],
            Kind::Line => &["线路", "路线", "行程"],
            Kind::Topic => &["专题"],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_reads_back_from_its_name() {
        for k in Kind::ALL {
            assert_eq!(Kind::parse(k.as_str()), Some(k));
        }
        assert_eq!(Kind::ALL[0], Kind::Place(PlaceKind::Scenic));
        assert_eq!(Kind::ALL[12], Kind::Topic);
        assert_eq!(
            Kind::parse_list(Some("hotel, dish,")).unwrap(),
            [Kind::Place(PlaceKind::Hotel), Kind::Dish]
        );
        assert!(Kind::parse_list(Some("castle")).is_err());
    }
}
