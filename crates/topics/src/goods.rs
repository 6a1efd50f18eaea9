//! Local goods with a geographical indication, as the goods list and the shop pages show them.

use youzhe_content::{
    model::{GiList, Goods},
    page::PageRoute,
    snapshot::Snapshot,
};

use crate::view::{GoodsCard, Seller};

/// The list's Chinese name, as the product pages print it.
pub fn list_name(l: GiList) -> &'static str {
    match l {
        GiList::ProtectedProduct => "国家地理标志保护产品",
        GiList::AgriculturalProduct => "农产品地理标志",
        GiList::CertificationMark => "地理标志证明商标",
    }
}

/// Every category a product may have, as the `category` filter names them.
pub fn categories() -> impl Iterator<Item = &'static str> {
    youzhe_content::validate::GOODS_CATEGORIES
        .into_iter()
        .chain([youzhe_content::validate::GOODS_CRAFT])
}

/// True if the product is in the city, the county and the category asked (`None`: any).
pub fn matches(g: &Goods, city: Option<u32>, county: Option<&str>, category: Option<&str>) -> bool {
    city.is_none_or(|c| g.city_id == c)
        && county.is_none_or(|c| g.county_code == c)
        && category.is_none_or(|c| g.category == c)
}

pub fn card(snap: &Snapshot, g: &Goods) -> GoodsCard {
    GoodsCard {
        id: g.id.clone(),
        name: g.name.zh.clone(),
        name_en: g.name.en.clone(),
        category: g.category.clone(),
        gi_list: g.gi_list,
        gi_list_name: list_name(g.gi_list).to_string(),
        city_id: g.city_id,
        city_name: snap
            .region_by_id
            .get(&g.city_id)
            .map(|r| r.name.zh.clone())
            .unwrap_or_default(),
        county_code: g.county_code.clone(),
        county_name: snap
            .county_by_code
            .get(&g.county_code)
            .map(|r| r.name.zh.clone())
            .unwrap_or_default(),
        description: g.description.clone(),
        sellers: g
            .place_ids
            .iter()
            .filter_map(|id| snap.place_by_id.get(id))
            .filter_map(|&i| snap.places.get(i as usize))
            .map(|p| Seller {
                id: p.id.clone(),
                kind: p.kind,
                page: PageRoute::of_place(p.kind),
                name: p.name.zh.clone(),
            })
            .collect(),
    }
}
