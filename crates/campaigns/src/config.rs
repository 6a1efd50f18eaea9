//! A campaign as configured: one line of `campaigns.jsonl` (in the content folder) or,
//! later, what the console saves. Checked whole before anything is stored.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::words::{KINDS, PLACE_CHECKIN, PRIZE_KINDS, TASKS, word};

/// Who may take part. Absent fields allow everyone.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Eligibility {
    /// Only visitors who signed in with a mobile number (a real person to post a prize to).
    #[serde(default)]
    pub phone_required: bool,
    /// Only visitors whose points balance is at least this.
    #[serde(default)]
    pub min_points: i64,
}

/// A task that earns chances, and how often.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Task {
    #[schema(value_type = crate::words::TaskWord)]
    pub task: String,
    /// Chances one completion earns.
    pub chances: i64,
    /// Completions that earn per Shanghai day.
    pub per_day: i64,
    /// For `place_checkin`: the places that count (empty: any place of the content).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub places: Vec<String>,
}

/// A prize in the pool, or goods in a shop.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct PrizeConfig {
    pub id: String,
    pub name: String,
    pub kind: String,
    pub stock: i64,
    /// Relative chance among the pool (draws only).
    #[serde(default)]
    pub weight: i64,
    /// Given per Shanghai day at most; 0: no cap.
    #[serde(default)]
    pub daily_cap: i64,
    /// Points it costs (shops only).
    #[serde(default)]
    pub price: i64,
    /// Its picture, one entry as a content record's `media` (`{url, width, height, caption,
    /// crop?}`, alt text required); absent: none (docs/CAMPAIGNS.md, "Prize pictures").
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub picture: Option<serde_json::Value>,
}

/// Limits per visitor on draws (or shop redemptions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Limits {
    /// Per Shanghai day, at least 1.
    #[schema(minimum = 1, maximum = 1_000_000)]
    pub per_day: i64,
    /// In all, at least `perDay`.
    #[schema(minimum = 1, maximum = 1_000_000)]
    pub in_all: i64,
}

/// One campaign line. The window is either fixed (`startsAt`, `endsAt`, RFC 3339) or, for
/// samples, `runsDays` from the first start of the server (fixed then in the database).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CampaignConfig {
    pub id: String,
    pub title: String,
    pub kind: String,
    /// A shipped sample, shown as such.
    #[serde(default)]
    pub sample: bool,
    pub starts_at: Option<String>,
    pub ends_at: Option<String>,
    pub runs_days: Option<i64>,
    pub rules: String,
    #[serde(default)]
    pub eligibility: Eligibility,
    pub limits: Limits,
    #[serde(default)]
    pub lose_weight: i64,
    #[serde(default = "default_claim_days")]
    pub claim_days: i64,
    #[serde(default)]
    pub tasks: Vec<Task>,
    pub prizes: Vec<PrizeConfig>,
    /// The generic page's layout: 1 (a poster, the default) or 2 (a task list).
    #[serde(default = "default_layout")]
    pub layout: i64,
    /// A festival's programme (a `generic` campaign only): its page is `actives/suichang`.
    #[serde(default)]
    pub festival: Option<Festival>,
}

fn default_layout() -> i64 {
    1
}

/// A festival's programme, shown on its page (`actives/suichang`).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Festival {
    /// The venue: place ids of the content (the first is the main one, on the map).
    #[schema(min_items = 1, max_items = 4)]
    pub places: Vec<String>,
    /// How to get there, as a visitor reads it.
    #[schema(min_length = 1, max_length = 500)]
    pub getting_there: String,
    /// The stages, in the order the page shows them (unique names of 1–20 characters).
    #[schema(min_items = 1, max_items = 6)]
    pub stages: Vec<String>,
    /// How many days it runs (day 1 is the campaign's first day).
    #[schema(minimum = 1, maximum = 14)]
    pub days: i64,
    /// Every set: who plays, which day, on which stage, from when to when.
    #[schema(min_items = 1, max_items = 80)]
    pub lineup: Vec<FestivalSet>,
}

/// One set of the line-up.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct FestivalSet {
    #[schema(min_length = 1, max_length = 40)]
    pub artist: String,
    /// A line about the act (its genre, where it is from).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    #[schema(max_length = 60)]
    pub note: String,
    /// 1 … the festival's `days`.
    #[schema(minimum = 1, maximum = 14)]
    pub day: i64,
    /// One of the festival's stages.
    pub stage: String,
    /// `HH:MM`, Asia/Shanghai.
    #[schema(pattern = "^[0-2][0-9]:[0-5][0-9]$")]
    pub start: String,
    /// `HH:MM`, after `start`.
    #[schema(pattern = "^[0-2][0-9]:[0-5][0-9]$")]
    pub end: String,
}

/// `HH:MM` in minutes of the day.
fn clock(s: &str) -> Option<i64> {
    let (h, m) = s.split_once(':')?;
    if h.len() != 2 || m.len() != 2 {
        return None;
    }
    let (h, m): (i64, i64) = (h.parse().ok()?, m.parse().ok()?);
    ((0..24).contains(&h) && (0..60).contains(&m)).then_some(h * 60 + m)
}

/// A broken rule of a festival's programme: the field it names (`festival.lineup[2].stage`)
/// and what the rule is, as the console shows it beside that field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FestivalProblem {
    pub field: String,
    pub message: String,
}

impl std::fmt::Display for FestivalProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.field, self.message)
    }
}

fn problem(field: impl Into<String>, message: impl Into<String>) -> FestivalProblem {
    FestivalProblem {
        field: field.into(),
        message: message.into(),
    }
}

/// A festival's rules, the first broken one naming its field (`festival.lineup[2].stage`).
pub fn check_festival(f: &Festival) -> Result<(), FestivalProblem> {
    let nonblank = |s: &str, n: usize| !s.trim().is_empty() && s.chars().count() <= n;
    if !(1..=4).contains(&f.places.len()) {
        return Err(problem("festival.places", "场地须为 1 到 4 个地点"));
    }
    for (i, p) in f.places.iter().enumerate() {
        if !nonblank(p, 64) {
            return Err(problem(
                format!("festival.places[{i}]"),
                "地点编号须为 1 到 64 个字符",
            ));
        }
    }
    if !nonblank(&f.getting_there, 500) {
        return Err(problem(
            "festival.gettingThere",
            "请填写交通指引（最多 500 个字）",
        ));
    }
    if !(1..=6).contains(&f.stages.len()) {
        return Err(problem("festival.stages", "舞台须为 1 到 6 个"));
    }
    let mut seen = std::collections::HashSet::new();
    for (i, s) in f.stages.iter().enumerate() {
        if !nonblank(s, 20) || !seen.insert(s.as_str()) {
            return Err(problem(
                format!("festival.stages[{i}]"),
                "舞台名须为 1 到 20 个字，且不重复",
            ));
        }
    }
    if !(1..=14).contains(&f.days) {
        return Err(problem("festival.days", "天数须为 1 到 14"));
    }
    if !(1..=80).contains(&f.lineup.len()) {
        return Err(problem("festival.lineup", "演出须为 1 到 80 场"));
    }
    for (i, set) in f.lineup.iter().enumerate() {
        let at = |name: &str| format!("festival.lineup[{i}].{name}");
        if !nonblank(&set.artist, 40) {
            return Err(problem(at("artist"), "请填写演出者（最多 40 个字）"));
        }
        if set.note.chars().count() > 60 {
            return Err(problem(at("note"), "介绍最多 60 个字"));
        }
        if !(1..=f.days).contains(&set.day) {
            return Err(problem(at("day"), format!("第几天须为 1 到 {}", f.days)));
        }
        if !f.stages.contains(&set.stage) {
            return Err(problem(at("stage"), "须是本音乐节的舞台之一"));
        }
        let Some(start) = clock(&set.start) else {
            return Err(problem(at("start"), "开始时间须为 HH:MM"));
        };
        match clock(&set.end) {
            Some(end) if end > start => {}
            _ => {
                return Err(problem(at("end"), "结束时间须为 HH:MM，且晚于开始时间"));
            }
        }
    }
    Ok(())
}

pub fn default_claim_days() -> i64 {
    30
}

/// A campaign id, a prize id: 1–64 lowercase letters, digits and `-`.
pub fn id_ok(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// The pattern [`id_ok`] checks, for the document.
pub const ID_PATTERN: &str = "^[a-z0-9-]{1,64}$";

/// The window in milliseconds, `first_start_ms` fixing a relative one.
pub fn window(c: &CampaignConfig, first_start_ms: i64) -> Result<(i64, i64), String> {
    match (&c.starts_at, &c.ends_at, c.runs_days) {
        (Some(s), Some(e), None) => {
            let s = parse_instant(s).ok_or("startsAt is not an RFC 3339 time")?;
            let e = parse_instant(e).ok_or("endsAt is not an RFC 3339 time")?;
            if e <= s {
                return Err("endsAt must be after startsAt".into());
            }
            Ok((s, e))
        }
        (None, None, Some(days)) if (1..=3650).contains(&days) => {
            Ok((first_start_ms, first_start_ms + days * 86_400_000))
        }
        (None, None, Some(_)) => Err("runsDays must be 1–3650".into()),
        _ => Err("give startsAt and endsAt, or runsDays".into()),
    }
}

/// An RFC 3339 time in milliseconds.
pub fn parse_instant(s: &str) -> Option<i64> {
    let t =
        ::time::OffsetDateTime::parse(s, &::time::format_description::well_known::Rfc3339).ok()?;
    i64::try_from(t.unix_timestamp_nanos() / 1_000_000).ok()
}

/// Every rule a campaign must keep; the first broken one, naming its field.
pub fn check(c: &CampaignConfig) -> Result<(), String> {
    if !id_ok(&c.id) {
        return Err(format!("id {:?}: 1–64 of a–z 0–9 -", c.id));
    }
    let nonblank = |s: &str, n: usize| !s.trim().is_empty() && s.chars().count() <= n;
    if !nonblank(&c.title, 60) {
        return Err("title: 1–60 characters".into());
    }
    if word(&KINDS, &c.kind).is_none() {
        return Err(format!("kind {:?} is not one of {KINDS:?}", c.kind));
    }
    if !nonblank(&c.rules, 4000) {
        return Err("rules: 1–4000 characters".into());
    }
    if c.limits.per_day < 1 || c.limits.in_all < c.limits.per_day {
        return Err("limits: perDay ≥ 1 and inAll ≥ perDay".into());
    }
    if c.lose_weight < 0 || !(1..=3650).contains(&c.claim_days) {
        return Err("loseWeight ≥ 0 and claimDays 1–3650".into());
    }
    if c.eligibility.min_points < 0 {
        return Err("eligibility.minPoints ≥ 0".into());
    }
    for t in &c.tasks {
        if word(&TASKS, &t.task).is_none() {
            return Err(format!("tasks: {:?} is not one of {TASKS:?}", t.task));
        }
        if !(1..=100).contains(&t.chances) || !(1..=100).contains(&t.per_day) {
            return Err(format!("tasks.{}: chances and perDay 1–100", t.task));
        }
        if !t.places.is_empty() && t.task != PLACE_CHECKIN {
            return Err(format!("tasks.{}: places only for place_checkin", t.task));
        }
    }
    if !(1..=2).contains(&c.layout) {
        return Err("layout: 1 or 2".into());
    }
    if let Some(f) = &c.festival {
        if c.kind != "generic" {
            return Err("festival: only a generic campaign has a programme".into());
        }
        check_festival(f).map_err(|p| p.to_string())?;
    }
    if c.prizes.is_empty() {
        return Err("prizes: at least one".into());
    }
    let shop = c.kind == "shop";
    let mut seen = std::collections::HashSet::new();
    for p in &c.prizes {
        if !id_ok(&p.id) || !seen.insert(&p.id) {
            return Err(format!("prizes.id {:?}: unique, 1–64 of a–z 0–9 -", p.id));
        }
        if !nonblank(&p.name, 60) {
            return Err(format!("prizes.{}.name: 1–60 characters", p.id));
        }
        if word(&PRIZE_KINDS, &p.kind).is_none() {
            return Err(format!(
                "prizes.{}.kind is not one of {PRIZE_KINDS:?}",
                p.id
            ));
        }
        if p.stock < 0 || p.weight < 0 || p.daily_cap < 0 || p.price < 0 {
            return Err(format!(
                "prizes.{}: stock, weight, dailyCap, price ≥ 0",
                p.id
            ));
        }
        if shop && (p.price < 1 || p.kind == "points") {
            return Err(format!(
                "prizes.{}: goods cost points (price ≥ 1) and are not points",
                p.id
            ));
        }
        if !shop && p.price != 0 {
            return Err(format!("prizes.{}: only a shop's goods have a price", p.id));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> CampaignConfig {
        serde_json::from_str(
            r#"{"id":"c1","title":"T","kind":"generic","runsDays":30,"rules":"r",
                "limits":{"perDay":3,"inAll":10},
                "tasks":[{"task":"checkin","chances":1,"perDay":1}],
                "prizes":[{"id":"p","name":"P","kind":"coupon","stock":5,"weight":1}]}"#,
        )
        .unwrap_or_else(|e| panic!("{e}"))
    }

    #[test]
    fn a_good_campaign_passes_and_each_rule_is_held() {
        assert_eq!(check(&sample()), Ok(()));
        let mut c = sample();
        c.id = "Bad Id".into();
        assert!(check(&c).is_err());
        let mut c = sample();
        c.limits.in_all = 2;
        assert!(check(&c).unwrap_err().starts_with("limits"));
        let mut c = sample();
        c.prizes[0].price = 10;
        assert!(check(&c).unwrap_err().contains("price"));
        let mut c = sample();
        c.kind = "shop".into();
        assert!(check(&c).unwrap_err().contains("price"));
        let mut c = sample();
        c.tasks[0].task = "dance".into();
        assert!(check(&c).is_err());
    }

    fn festival() -> CampaignConfig {
        let mut c = sample();
        c.festival = serde_json::from_str(
            r#"{"places":["scenic-a"],"gettingThere":"bus","stages":["A","B"],"days":2,
                "lineup":[{"artist":"X","day":1,"stage":"A","start":"19:00","end":"20:00"},
                          {"artist":"Y","day":2,"stage":"B","start":"20:00","end":"21:30"}]}"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        c
    }

    #[test]
    fn layouts_and_festivals_are_checked_naming_the_field() {
        assert_eq!(sample().layout, 1);
        let mut c = sample();
        c.layout = 3;
        assert_eq!(check(&c), Err("layout: 1 or 2".into()));
        assert_eq!(check(&festival()), Ok(()));
        let mut c = festival();
        c.kind = "quiz".into();
        assert!(
            check(&c)
                .unwrap_err()
                .starts_with("festival: only a generic")
        );
        let bad = |edit: fn(&mut Festival)| {
            let mut c = festival();
            if let Some(f) = c.festival.as_mut() {
                edit(f);
            }
            check(&c).unwrap_err()
        };
        assert!(bad(|f| f.lineup[1].stage = "C".into()).starts_with("festival.lineup[1].stage"));
        assert!(bad(|f| f.lineup[0].day = 3).starts_with("festival.lineup[0].day"));
        assert!(bad(|f| f.lineup[0].end = "18:00".into()).starts_with("festival.lineup[0].end"));
        assert!(
            bad(|f| f.lineup[1].start = "25:00".into()).starts_with("festival.lineup[1].start")
        );
        assert!(bad(|f| f.stages[1] = "A".into()).starts_with("festival.stages[1]"));
        assert!(bad(|f| f.places.clear()).starts_with("festival.places"));
        assert!(bad(|f| f.getting_there = " ".into()).starts_with("festival.gettingThere"));
    }

    #[test]
    fn windows_fixed_or_relative() {
        let c = sample();
        assert_eq!(window(&c, 1000), Ok((1000, 1000 + 30 * 86_400_000)));
        let mut c = sample();
        c.runs_days = None;
        c.starts_at = Some("2026-12-01T00:00:00+08:00".into());
        c.ends_at = Some("2026-11-01T00:00:00+08:00".into());
        assert!(window(&c, 0).is_err());
        assert!(id_ok("sample-lucky-1") && !id_ok("") && !id_ok("A"));
    }
}
