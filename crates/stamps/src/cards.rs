//! Stamp cards as configured: `stamps.jsonl` in the content folder, one line per card,
//! naming the campaign (of `campaigns.jsonl`) whose draw chance a full card earns and its
//! places in the order the card shows them. Read once at start and checked whole: a bad
//! line stops the start, naming the line and the field, as campaigns.jsonl does.

use std::{collections::HashMap, path::Path, sync::Arc};

use serde::Deserialize;
use youzhe_campaigns::page::CampaignPage;
use youzhe_content::snapshot::Snapshot;

/// The file's name in the content folder.
pub const FILE: &str = "stamps.jsonl";
/// Stops on one card at most (a card is a day's or a trip's worth of places).
pub const MAX_STOPS: usize = 24;

/// One place of a card; `dish` for a food trail (a dish of 百县千碗 eaten at the place).
#[derive(Debug, Clone, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct StopConfig {
    pub place: String,
    #[serde(default)]
    pub dish: Option<String>,
}

/// One line of `stamps.jsonl`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardConfig {
    pub campaign: String,
    /// The card's own page, which the campaign hub opens for this campaign (one of the
    /// stamp pages of `CampaignPage`; a route not in it stops the start).
    pub page: CampaignPage,
    pub stops: Vec<StopConfig>,
}

/// The cards by campaign id, and the page each card's campaign opens.
#[derive(Debug, Clone, Default)]
pub struct Cards {
    cards: Arc<HashMap<String, Vec<StopConfig>>>,
    pages: Arc<Vec<(String, CampaignPage)>>,
}

impl Cards {
    pub fn card(&self, campaign: &str) -> Option<&[StopConfig]> {
        self.cards.get(campaign).map(Vec::as_slice)
    }

    /// Each card's campaign with its page, in the file's order.
    pub fn pages(&self) -> &[(String, CampaignPage)] {
        &self.pages
    }

    pub fn from_lines(text: &str, snap: &Snapshot) -> Result<Self, String> {
        let mut cards = HashMap::new();
        let mut pages = Vec::new();
        for (n, line) in text.lines().enumerate() {
            if line.trim().is_empty() {
                continue;
            }
            let at = |e: String| format!("{FILE} line {}: {e}", n + 1);
            let c: CardConfig = serde_json::from_str(line).map_err(|e| at(e.to_string()))?;
            check(&c, snap).map_err(at)?;
            pages.push((c.campaign.clone(), c.page));
            if cards.insert(c.campaign.clone(), c.stops).is_some() {
                return Err(at("campaign: one card per campaign".into()));
            }
        }
        Ok(Self {
            cards: Arc::new(cards),
            pages: Arc::new(pages),
        })
    }

    /// `dir/stamps.jsonl`, or no cards when the folder has none.
    pub fn load(dir: &Path, snap: &Snapshot) -> anyhow::Result<Self> {
        let path = dir.join(FILE);
        if !path.exists() {
            return Ok(Self::default());
        }
        let text = std::fs::read_to_string(&path)?;
        Self::from_lines(&text, snap).map_err(anyhow::Error::msg)
    }
}

fn check(c: &CardConfig, snap: &Snapshot) -> Result<(), String> {
    if !youzhe_campaigns::config::id_ok(&c.campaign) {
        return Err(format!("campaign {:?}: 1–64 of a–z 0–9 -", c.campaign));
    }
    // A card opens a stamp page: the hub must not send its campaign to another area's page.
    if !matches!(
        c.page,
        CampaignPage::StampsNinghai | CampaignPage::StampsYunhe | CampaignPage::StampsFood
    ) {
        return Err(format!(
            "page {:?}: not a stamp card's page",
            c.page.as_str()
        ));
    }
    if c.stops.is_empty() || c.stops.len() > MAX_STOPS {
        return Err(format!("stops: 1–{MAX_STOPS} places"));
    }
    let mut seen = std::collections::HashSet::new();
    for s in &c.stops {
        if !seen.insert(&s.place) {
            return Err(format!("stops: {:?} twice", s.place));
        }
        if !snap.place_by_id.contains_key(&s.place) {
            return Err(format!(
                "stops: {:?} is not a place of the content",
                s.place
            ));
        }
        if let Some(d) = &s.dish
            && !snap.dishes.iter().any(|x| &x.id == d)
        {
            return Err(format!("stops: dish {d:?} is not a dish of the content"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped() -> std::path::PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/zhejiang")
    }

    fn snap() -> Snapshot {
        let ds = youzhe_content::read_dir(&shipped()).expect("shipped content");
        Snapshot::build(ds, "\"t\"".into())
    }

    #[test]
    fn the_shipped_cards_hold_real_places() {
        let text = std::fs::read_to_string(shipped().join(FILE)).expect("stamps.jsonl");
        let cards = Cards::from_lines(&text, &snap()).expect("valid");
        for id in [
            "sample-stamps-ninghai",
            "sample-stamps-yunhe",
            "sample-stamps-food",
        ] {
            assert!(cards.card(id).is_some_and(|c| !c.is_empty()), "{id}");
        }
        let page_of = |id: &str| cards.pages().iter().find(|(c, _)| c == id).map(|p| p.1);
        assert_eq!(
            page_of("sample-stamps-ninghai"),
            Some(CampaignPage::StampsNinghai)
        );
        assert_eq!(
            page_of("sample-stamps-yunhe"),
            Some(CampaignPage::StampsYunhe)
        );
        assert_eq!(
            page_of("sample-stamps-food"),
            Some(CampaignPage::StampsFood)
        );
    }

    #[test]
    fn a_bad_line_names_its_field() {
        let s = snap();
        let e = Cards::from_lines(
            r#"{"campaign":"x","page":"pages/custom/yunhe/active","stops":[{"place":"nowhere"}]}"#,
            &s,
        )
        .expect_err("unknown place");
        assert!(e.contains("line 1") && e.contains("nowhere"), "{e}");
        let e = Cards::from_lines(
            r#"{"campaign":"x","page":"pages/custom/yunhe/active","stops":[]}"#,
            &s,
        )
        .expect_err("empty");
        assert!(e.contains("stops"), "{e}");
        let e = Cards::from_lines(
            r#"{"campaign":"x","page":"pages/custom/yunhe/active","stops":[{"place":"scenic-nb-qiantong"},{"place":"scenic-nb-qiantong"}]}"#,
            &s,
        )
        .expect_err("twice");
        assert!(e.contains("twice"), "{e}");
        let e = Cards::from_lines(
            r#"{"campaign":"x","page":"pages/custom/yunhe/active","stops":[{"place":"scenic-nb-qiantong","dish":"nope"}]}"#,
            &s,
        )
        .expect_err("dish");
        assert!(e.contains("dish"), "{e}");
        let e = Cards::from_lines(
            r#"{"campaign":"x","page":"pages/nowhere","stops":[{"place":"scenic-nb-qiantong"}]}"#,
            &s,
        )
        .expect_err("page");
        assert!(e.contains("line 1") && e.contains("pages/nowhere"), "{e}");
        let e = Cards::from_lines(
            r#"{"campaign":"x","page":"pages/actives/shop","stops":[{"place":"scenic-nb-qiantong"}]}"#,
            &s,
        )
        .expect_err("another area's page");
        assert!(e.contains("page"), "{e}");
    }
}
