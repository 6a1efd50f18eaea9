//! What the campaigns API answers with.

use serde::Serialize;
use utoipa::ToSchema;
use youzhe_core::time::rfc3339_shanghai;

use youzhe_places::view::{Crop, Photo};

use crate::{
    code,
    config::{Eligibility, Festival, Task},
    page::CampaignPage,
    photos,
    store::{self, Campaign},
    wins::{self, Address, WinRow},
    words::{CampaignKindWord, CampaignStatusWord, PrizeKindWord, PrizeStateWord},
};

/// A campaign in the list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CampaignCard {
    pub id: String,
    pub title: String,
    #[schema(value_type = CampaignKindWord)]
    pub kind: String,
    /// A shipped sample: the page labels it as one.
    pub sample: bool,
    #[schema(value_type = CampaignStatusWord)]
    pub status: &'static str,
    /// RFC 3339, Asia/Shanghai.
    pub starts_at: String,
    pub ends_at: String,
    /// The page's layout for a `generic` campaign: 1 a poster (`actives/active1`), 2 a task
    /// list (`actives/active2`); 1 unless configured.
    #[schema(minimum = 1, maximum = 2)]
    #[serde(default)]
    pub layout: i64,
    /// A festival (a generic campaign with a programme): its page is `actives/suichang`.
    #[serde(default)]
    pub festival: bool,
    /// The app page the campaign's card opens: the one its area named (a photo contest's
    /// `actives/huawei`, a stamp card's own page), else its kind's; a generic campaign's
    /// festival page, else its layout's. `actives/active1`, `actives/active2` and
    /// `actives/suichang` are opened with `?id=`, the others without a query.
    pub page: CampaignPage,
    /// The address of the operator's cover photo (the first of its photos; sizes at
    /// `…/w/{320|640|1280}` as every uploaded photo); null without one: the page keeps its
    /// own look.
    #[serde(default)]
    pub cover: Option<String>,
    /// The part of the cover the operator chose (fractions of its width and height); absent:
    /// the centre.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub crop: Option<Crop>,
}

impl CampaignCard {
    pub fn of(c: &Campaign, now: i64) -> Self {
        Self {
            id: c.id.clone(),
            title: c.title.clone(),
            kind: c.kind.clone(),
            sample: c.sample,
            status: store::status(c, now),
            starts_at: rfc3339_shanghai(c.starts_ms),
            ends_at: rfc3339_shanghai(c.ends_ms),
            layout: 1,
            festival: false,
            page: CampaignPage::of_kind(&c.kind, false, 1),
            cover: None,
            crop: None,
        }
    }

    /// With the cover of the campaign's photos (`media`, as stored).
    pub fn with_photos(mut self, media: &[serde_json::Value]) -> Self {
        (self.cover, self.crop) = photos::cover(media);
        self
    }

    /// With the page facts stored beside the campaign: its layout, whether it has a
    /// festival programme, the page an area named for it.
    pub fn with_page(mut self, layout: i64, festival: bool, named: Option<&str>) -> Self {
        self.layout = layout;
        self.festival = festival;
        self.page = CampaignPage::resolve(named, &self.kind, festival, layout);
        self
    }
}

/// Draws (or redemptions) one visitor may make.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CampaignLimits {
    /// Per Shanghai day.
    pub per_day: i64,
    /// In the whole campaign.
    pub in_all: i64,
}

/// A prize of the pool, or goods of a shop.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PrizeCard {
    pub id: String,
    pub name: String,
    #[schema(value_type = PrizeKindWord)]
    pub kind: String,
    /// How many are left.
    pub left: i64,
    /// The chance of winning it in one draw while stock lasts, in percent (0 in a shop).
    pub chance_percent: f64,
    /// Given per day at most; 0: no daily cap.
    pub daily_cap: i64,
    /// Points it costs (shops only; 0 otherwise).
    pub price: i64,
    /// The operator's picture of it, as a place's photo; absent: none (the page shows its
    /// words alone, no drawing stands in).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub picture: Option<Photo>,
}

/// A campaign with its rules, tasks and prizes.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CampaignDetail {
    #[serde(flatten)]
    pub card: CampaignCard,
    /// The rules page's text.
    pub rules: String,
    pub eligibility: Eligibility,
    pub limits: CampaignLimits,
    /// How to earn chances (none in a shop).
    pub tasks: Vec<Task>,
    pub prizes: Vec<PrizeCard>,
    /// The chance of drawing nothing, in percent.
    pub lose_percent: f64,
    /// A festival's programme; absent for every other campaign.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub programme: Option<Festival>,
    /// The operator's photos in their order, the first the cover (with its `crop`), as a
    /// place's; empty without any (no drawing stands in: the page keeps its own look).
    #[serde(default)]
    pub photos: Vec<Photo>,
}

impl CampaignDetail {
    pub fn of(c: &Campaign, prizes: &[store::Prize], now: i64) -> Self {
        let total: i64 = prizes.iter().map(|p| p.weight).sum::<i64>() + c.lose_weight;
        let pct = |w: i64| {
            if total > 0 && c.kind != "shop" {
                (w as f64 * 10_000.0 / total as f64).round() / 100.0
            } else {
                0.0
            }
        };
        Self {
            card: CampaignCard::of(c, now),
            rules: c.rules.clone(),
            eligibility: c.eligibility.clone(),
            limits: CampaignLimits {
                per_day: c.per_day,
                in_all: c.in_all,
            },
            tasks: c.tasks.clone(),
            prizes: prizes
                .iter()
                .map(|p| PrizeCard {
                    id: p.id.clone(),
                    name: p.name.clone(),
                    kind: p.kind.clone(),
                    left: p.stock,
                    chance_percent: pct(p.weight),
                    daily_cap: p.daily_cap,
                    price: p.price,
                    picture: crate::photos::picture(p.picture.as_deref()),
                })
                .collect(),
            lose_percent: pct(c.lose_weight),
            programme: None,
            photos: Vec::new(),
        }
    }
}

/// A prize the visitor won or bought.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MyPrize {
    /// The prize's id among the visitor's prizes (for the address).
    pub id: i64,
    pub campaign_id: String,
    pub campaign_title: String,
    pub prize_id: String,
    pub name: String,
    #[schema(value_type = PrizeKindWord)]
    pub kind: String,
    /// The redemption code as shown (`ABCDE-FGHJK`).
    pub code: String,
    /// A coupon's own code from the partner that issued it (to use in their shop or app),
    /// when the organiser uploaded a code pool for the prize.
    pub coupon_code: Option<String>,
    /// What the QR code holds (`youzhe-prize:<code>`): staff scan it.
    pub qr: String,
    #[schema(value_type = PrizeStateWord)]
    pub state: &'static str,
    /// Points it cost (shop goods; 0 for a draw's prize).
    pub points_spent: i64,
    pub won_at: String,
    /// Unclaimed (not shipped or redeemed) by then, it expires.
    pub expires_at: String,
    /// A physical prize still waiting for its address.
    pub needs_address: bool,
    pub shipped_at: Option<String>,
    pub tracking: Option<String>,
    pub redeemed_at: Option<String>,
    /// The delivery address: only in the winner's own reads of one prize, and staff's.
    pub address: Option<Address>,
    /// The page its campaign opens on (`?id=` the campaign for `actives/active1`, `active2`
    /// and `suichang`): in the visitor's list of prizes; null elsewhere and when the
    /// campaign is no longer stored.
    pub page: Option<CampaignPage>,
}

impl MyPrize {
    pub fn of(w: &WinRow, address: Option<Address>, now: i64) -> Self {
        let state = wins::state_at(w, now);
        Self {
            id: w.id,
            campaign_id: w.campaign_id.clone(),
            campaign_title: w.campaign_title.clone(),
            prize_id: w.prize_id.clone(),
            name: w.prize_name.clone(),
            kind: w.prize_kind.clone(),
            code: code::shown(&w.code),
            coupon_code: w.coupon_code.clone(),
            qr: code::qr_payload(&w.code),
            state,
            points_spent: w.points_spent,
            won_at: rfc3339_shanghai(w.won_ms),
            expires_at: rfc3339_shanghai(w.expires_ms),
            needs_address: w.prize_kind == "physical" && state == "won",
            shipped_at: w.shipped_ms.map(rfc3339_shanghai),
            tracking: w.tracking.clone(),
            redeemed_at: w.redeemed_ms.map(rfc3339_shanghai),
            address,
            page: None,
        }
    }
}

/// A winner in the public list.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Winner {
    /// The nickname's first character and two stars (`张**`).
    pub name: String,
    pub prize: String,
    pub won_at: String,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct Winners {
    /// The latest 50 wins, newest first.
    pub list: Vec<Winner>,
}
