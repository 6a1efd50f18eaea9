//! A campaign made in the console, checked field by field before anything is stored: the
//! first broken rule is answered as 40000 naming its field (`prizes[1].stock`,
//! `tasks[0].places[2]`) in words an operator reads. The rules are those of
//! `config::check`, which the content folder's campaigns pass.

use youzhe_core::ApiError;

use crate::{
    config::{
        CampaignConfig, Eligibility, Festival, Limits, PrizeConfig, Task, check_festival,
        default_claim_days, id_ok, parse_instant,
    },
    words::{KINDS, PLACE_CHECKIN, PRIZE_KINDS, TASKS, word},
};

/// Most of any count (stock, weight, daily cap, price, limits).
pub const MAX_COUNT: i64 = 1_000_000;
/// Most tasks and prizes a campaign has.
pub const MAX_TASKS: usize = 10;
pub const MAX_PRIZES: usize = 20;

/// A new campaign as the console sends it; prize ids may be left to the server.
#[derive(Debug, Clone)]
pub struct NewCampaign {
    pub id: Option<String>,
    pub kind: String,
    pub title: String,
    pub starts_at: String,
    pub ends_at: String,
    pub rules: String,
    pub eligibility: Eligibility,
    pub limits: Limits,
    pub lose_weight: i64,
    pub claim_days: Option<i64>,
    pub tasks: Vec<Task>,
    /// Each prize with the id the operator gave, if any (the config's own id is ignored).
    pub prizes: Vec<(Option<String>, PrizeConfig)>,
    pub sample: bool,
    pub layout: Option<i64>,
    pub festival: Option<Festival>,
}

fn bad(field: impl Into<String>, message: impl Into<String>) -> ApiError {
    ApiError::invalid(field, message)
}

fn blank_or_over(s: &str, n: usize) -> bool {
    s.trim().is_empty() || s.chars().count() > n
}

fn count(field: String, v: i64, min: i64, what: &str) -> Result<(), ApiError> {
    if (min..=MAX_COUNT).contains(&v) {
        Ok(())
    } else {
        Err(bad(field, format!("{what}须为 {min} 到 1000000 的整数")))
    }
}

/// The campaign as it will be stored (its id empty when the server is to name it) and its
/// window in milliseconds; `place_known` says whether a place id is in the content.
pub fn checked(
    n: NewCampaign,
    place_known: impl Fn(&str) -> bool,
) -> Result<(CampaignConfig, (i64, i64)), ApiError> {
    if let Some(id) = &n.id
        && !id_ok(id)
    {
        return Err(bad("id", "编号须为 1 到 64 个小写字母、数字或 -"));
    }
    let Some(kind) = word(&KINDS, &n.kind) else {
        return Err(bad(
            "kind",
            "活动类型须为 quiz、persona、blindbox、qixi、shop 或 generic",
        ));
    };
    if blank_or_over(&n.title, 60) {
        return Err(bad("title", "请填写活动名称（最多 60 个字）"));
    }
    let starts = parse_instant(&n.starts_at).ok_or_else(|| bad("startsAt", "开始时间格式不对"))?;
    let ends = parse_instant(&n.ends_at).ok_or_else(|| bad("endsAt", "结束时间格式不对"))?;
    if ends <= starts {
        return Err(bad("endsAt", "结束时间须晚于开始时间"));
    }
    if blank_or_over(&n.rules, 4000) {
        return Err(bad("rules", "请填写活动规则（最多 4000 个字）"));
    }
    if n.eligibility.min_points < 0 || n.eligibility.min_points > MAX_COUNT {
        return Err(bad(
            "eligibility.minPoints",
            "最低积分须为 0 到 1000000 的整数",
        ));
    }
    count("limits.perDay".into(), n.limits.per_day, 1, "每人每天次数")?;
    count("limits.inAll".into(), n.limits.in_all, 1, "每人总次数")?;
    if n.limits.in_all < n.limits.per_day {
        return Err(bad("limits.inAll", "每人总次数不能少于每天次数"));
    }
    count("loseWeight".into(), n.lose_weight, 0, "不中奖权重")?;
    let claim_days = n.claim_days.unwrap_or_else(default_claim_days);
    if !(1..=3650).contains(&claim_days) {
        return Err(bad("claimDays", "领奖期限须为 1 到 3650 天"));
    }
    if n.tasks.len() > MAX_TASKS {
        return Err(bad("tasks", "任务最多 10 个"));
    }
    for (i, t) in n.tasks.iter().enumerate() {
        let at = |f: &str| format!("tasks[{i}].{f}");
        if word(&TASKS, &t.task).is_none() {
            return Err(bad(at("task"), "不是可选的任务"));
        }
        if n.tasks[..i].iter().any(|o| o.task == t.task) {
            return Err(bad(at("task"), "同一任务只能出现一次"));
        }
        if !(1..=100).contains(&t.chances) {
            return Err(bad(at("chances"), "每次获得的机会须为 1 到 100"));
        }
        if !(1..=100).contains(&t.per_day) {
            return Err(bad(at("perDay"), "每天可完成次数须为 1 到 100"));
        }
        if !t.places.is_empty() && t.task != PLACE_CHECKIN {
            return Err(bad(at("places"), "只有到点打卡任务可以指定地点"));
        }
        if t.places.len() > 50 {
            return Err(bad(at("places"), "打卡地点最多 50 个"));
        }
        for (j, p) in t.places.iter().enumerate() {
            if !place_known(p) {
                return Err(bad(format!("tasks[{i}].places[{j}]"), "没有这个地点"));
            }
        }
    }
    let layout = n.layout.unwrap_or(1);
    if !(1..=2).contains(&layout) {
        return Err(bad("layout", "版式只能是 1（海报）或 2（任务列表）"));
    }
    if let Some(f) = &n.festival {
        if kind != "generic" {
            return Err(bad("festival", "只有通用活动可以有音乐节节目单"));
        }
        check_festival(f).map_err(|p| bad(p.field, p.message))?;
        for (i, p) in f.places.iter().enumerate() {
            if !place_known(p) {
                return Err(bad(format!("festival.places[{i}]"), "没有这个地点"));
            }
        }
    }
    if n.prizes.is_empty() || n.prizes.len() > MAX_PRIZES {
        return Err(bad("prizes", "奖品须为 1 到 20 个"));
    }
    let shop = kind == "shop";
    let mut prizes = Vec::with_capacity(n.prizes.len());
    for (i, (id, p)) in n.prizes.into_iter().enumerate() {
        let at = |f: &str| format!("prizes[{i}].{f}");
        let id = id.unwrap_or_else(|| format!("p{}", i + 1));
        if !id_ok(&id) {
            return Err(bad(at("id"), "编号须为 1 到 64 个小写字母、数字或 -"));
        }
        if prizes.iter().any(|q: &PrizeConfig| q.id == id) {
            return Err(bad(at("id"), "同一奖品编号只能出现一次"));
        }
        if blank_or_over(&p.name, 60) {
            return Err(bad(at("name"), "请填写奖品名称（最多 60 个字）"));
        }
        if word(&PRIZE_KINDS, &p.kind).is_none() {
            return Err(bad(
                at("kind"),
                "奖品类型须为 physical（实物）、coupon（券）或 points（积分）",
            ));
        }
        count(at("stock"), p.stock, 0, "库存")?;
        count(at("weight"), p.weight, 0, "权重")?;
        count(at("dailyCap"), p.daily_cap, 0, "每日上限")?;
        count(at("price"), p.price, 0, "积分价")?;
        if shop && (p.price < 1 || p.kind == "points") {
            return Err(bad(
                at("price"),
                "商城的商品须标积分价（至少 1），且不能是积分",
            ));
        }
        if !shop && p.price != 0 {
            return Err(bad(at("price"), "只有积分商城的商品有积分价，抽奖奖品填 0"));
        }
        if let Some(picture) = &p.picture {
            crate::photos::picture_checked(&at("picture"), picture)?;
        }
        prizes.push(PrizeConfig {
            id,
            name: p.name.trim().to_string(),
            ..p
        });
    }
    Ok((
        CampaignConfig {
            id: n.id.unwrap_or_default(),
            title: n.title.trim().to_string(),
            kind: kind.to_string(),
            sample: n.sample,
            starts_at: Some(n.starts_at),
            ends_at: Some(n.ends_at),
            runs_days: None,
            rules: n.rules,
            eligibility: n.eligibility,
            limits: n.limits,
            lose_weight: n.lose_weight,
            claim_days,
            tasks: n.tasks,
            prizes,
            layout,
            festival: n.festival,
        },
        (starts, ends),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn new() -> NewCampaign {
        NewCampaign {
            id: None,
            kind: "blindbox".into(),
            title: " 西湖盲盒 ".into(),
            starts_at: "2026-12-01T00:00:00+08:00".into(),
            ends_at: "2027-01-01T00:00:00+08:00".into(),
            rules: "每天签到得一次机会".into(),
            eligibility: Eligibility::default(),
            limits: Limits {
                per_day: 3,
                in_all: 30,
            },
            lose_weight: 5,
            claim_days: None,
            tasks: vec![Task {
                task: "place_checkin".into(),
                chances: 1,
                per_day: 2,
                places: vec!["west-lake".into()],
            }],
            prizes: vec![(
                None,
                PrizeConfig {
                    id: String::new(),
                    name: "书签".into(),
                    kind: "physical".into(),
                    stock: 3,
                    weight: 1,
                    daily_cap: 0,
                    price: 0,
                    picture: None,
                },
            )],
            sample: false,
            layout: None,
            festival: None,
        }
    }

    fn field(n: NewCampaign) -> String {
        let e = checked(n, |p| p == "west-lake").unwrap_err();
        match e {
            ApiError::Invalid { field, .. } => field,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_good_campaign_is_stored_as_the_content_folder_would_store_it() {
        let (c, (s, e)) = checked(new(), |p| p == "west-lake").unwrap();
        assert_eq!(
            (c.title.as_str(), c.prizes[0].id.as_str()),
            ("西湖盲盒", "p1")
        );
        assert_eq!((c.claim_days, c.layout, c.sample), (30, 1, false));
        assert!(e > s);
        let mut named = c.clone();
        named.id = "west-box".into();
        assert_eq!(crate::config::check(&named), Ok(()));
    }

    #[test]
    fn each_bad_field_is_named() {
        type Edit = fn(&mut NewCampaign);
        let cases: Vec<(Edit, &str)> = vec![
            (|n| n.kind = "raffle".into(), "kind"),
            (|n| n.title = "  ".into(), "title"),
            (|n| n.ends_at = "2026-11-01T00:00:00+08:00".into(), "endsAt"),
            (|n| n.starts_at = "tomorrow".into(), "startsAt"),
            (|n| n.limits.in_all = 2, "limits.inAll"),
            (|n| n.limits.per_day = 0, "limits.perDay"),
            (|n| n.claim_days = Some(0), "claimDays"),
            (
                |n| n.tasks[0].places[0] = "nowhere".into(),
                "tasks[0].places[0]",
            ),
            (|n| n.tasks[0].task = "dance".into(), "tasks[0].task"),
            (|n| n.tasks.push(n.tasks[0].clone()), "tasks[1].task"),
            (|n| n.prizes[0].1.stock = -1, "prizes[0].stock"),
            (|n| n.prizes[0].1.price = 5, "prizes[0].price"),
            (|n| n.prizes.clear(), "prizes"),
            (|n| n.id = Some("Not Ok".into()), "id"),
            (|n| n.layout = Some(3), "layout"),
        ];
        for (edit, want) in cases {
            let mut n = new();
            edit(&mut n);
            assert_eq!(field(n), want);
        }
    }
}
