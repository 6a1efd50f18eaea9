//! What the rank list answers, field by field (docs/RANKINGS.md § Payload). These types
//! make the OpenAPI schemas the web app's types are generated from.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_content::model::PlaceKind;
use youzhe_places::view::PlaceCard;

/// The rank lists asked for, with what the chips can offer.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct RankLists {
    /// The lists in their editorial order; under a city, only lists with places there.
    pub lists: Vec<RankList>,
    /// Cities with at least one listed place under the `kind` asked for, in city order.
    pub cities: Vec<RankCity>,
    /// Kinds of list with places in the city asked for (every city without one).
    pub kinds: Vec<RankKind>,
}

/// One rank list.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct RankList {
    pub id: String,
    pub title: String,
    pub title_en: String,
    /// What kind of place it ranks.
    pub kind: PlaceKind,
    /// The city the list is about; null for a list of the whole province.
    pub city_id: Option<u32>,
    /// `浙江省` for a list of the whole province.
    pub city_name: String,
    /// Why a visitor may trust the order.
    pub evidence: Evidence,
    /// Places in the whole list; `items` holds fewer under a city filter.
    pub total: u32,
    /// The places by rank (ranks are the whole list's, so a city's may start at 3).
    pub items: Vec<RankItem>,
}

/// What a list is based on.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Evidence {
    /// What the order is based on, as the list's source says it.
    pub basis: String,
    /// The day the list last changed (`YYYY-MM-DD`, Asia/Shanghai).
    pub updated_at: String,
    /// True if any place paid to be listed; false for every shipped list.
    pub paid_placement: bool,
}

/// One ranked place.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct RankItem {
    /// 1 is the top of the whole list.
    pub rank: u32,
    /// Why it is listed, in a line.
    pub reason: String,
    /// The place as lists show it; `place.page` is the page that opens it.
    pub place: PlaceCard,
}

/// A city the chips offer.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct RankCity {
    /// Public city id (1201 …).
    pub city_id: u32,
    pub city_name: String,
    /// Lists with at least one place there.
    pub lists: u32,
}

/// A kind of list the chips offer.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct RankKind {
    pub kind: PlaceKind,
    pub lists: u32,
}
