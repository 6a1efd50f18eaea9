//! Campaigns (docs/CAMPAIGNS.md) on both stores: concurrent draws that never oversell,
//! idempotent chances, draws and redemptions, limits per day and in all, the window and
//! eligibility refused on the server, the address read only by its winner and prize
//! staff, every bad input refused naming its field with nothing written, and the points
//! shop never below zero.

mod blindbox;
mod codes;
mod current;
mod limits;
mod pages;
mod photos;
mod prize_pictures;
mod prizes;
mod race;
mod risk;
mod shop;
mod studio;
mod tasks;

use serde_json::{Value, json};
use youzhe_campaigns::config::CampaignConfig;
use youzhe_core::{time::now_ms, with_db};

use crate::{
    helpers::{Store, TestApp, call, spawn_app_with},
    identity::{get_with, token_for},
};

pub const CAMPAIGNS: &str = "/ver3/api/v3/campaigns";
pub const PRIZES: &str = "/ver3/api/v3/prizes";

/// The app with the per-address sign-in and per-visitor campaign limits lifted: these
/// suites sign in many visitors and send many requests at once.
pub async fn app(store: Store) -> TestApp {
    spawn_app_with(
        store,
        &[
            ("YOUZHE_RATE_LOGIN", "off"),
            ("YOUZHE_RATE_CAMPAIGNS", "off"),
            // Hundreds of new visitors join one campaign from 127.0.0.1 in the races.
            ("YOUZHE_CAMPAIGN_NEW_PER_ADDRESS", "off"),
        ],
    )
    .await
}

/// A campaign running now: `extra` overrides the defaults (one coupon prize, stock 10).
pub fn campaign(id: &str, extra: Value) -> Value {
    let mut c = json!({
        "id": id, "title": "测试活动", "kind": "generic", "runsDays": 10, "rules": "规则",
        "limits": {"perDay": 100, "inAll": 1000}, "loseWeight": 0,
        "tasks": [{"task": "checkin", "chances": 1, "perDay": 1}],
        "prizes": [{"id": "coupon", "name": "优惠券", "kind": "coupon", "stock": 10, "weight": 1}]
    });
    for (k, v) in extra.as_object().expect("an object") {
        c[k] = v.clone();
    }
    c
}

/// Stores the campaign as the start-up load does.
pub async fn install(app: &TestApp, c: Value) {
    let c: CampaignConfig = serde_json::from_value(c).expect("a campaign");
    let n = youzhe_campaigns::seed::install(&app.db, &[c], now_ms())
        .await
        .expect("installed");
    assert_eq!(n, 1);
}

pub async fn uid_of(app: &TestApp, token: &str) -> String {
    get_with(app, "/ver3/api/v3/http/getUserInfo", Some(token)).await["data"]["uid"]
        .as_str()
        .expect("uid")
        .to_string()
}

/// A signed-in visitor: (token, uid).
pub async fn visitor(app: &TestApp, openid: &str) -> (String, String) {
    let t = token_for(app, openid).await;
    let uid = uid_of(app, &t).await;
    (t, uid)
}

/// Gives the visitor `n` chances in `campaign` directly (the tests of draws need many).
pub async fn seed_chances(app: &TestApp, campaign: &str, uid: &str, n: i64) {
    with_db!(&app.db, pool => sqlx::query(
        "INSERT INTO campaign_chances (campaign_id, user_id, task, deed, chances, idempotency_key, day, at_ms)
         VALUES ($1, $2, 'checkin', 'seeded', $3, 'seeded', '2000-01-01', 0)")
        .bind(campaign).bind(uid).bind(n).execute(pool).await.map(|_| ()))
    .expect("chances");
}

pub async fn count(app: &TestApp, sql: &'static str, campaign: &str) -> i64 {
    with_db!(&app.db, pool => sqlx::query_scalar::<_, i64>(sql).bind(campaign).fetch_one(pool).await)
        .expect("count")
}

pub async fn post(app: &TestApp, token: &str, path: &str, body: Value) -> Value {
    call(app, reqwest::Method::POST, path, Some(token), Some(body)).await
}

pub async fn draw(app: &TestApp, token: &str, campaign: &str, key: &str) -> Value {
    post(
        app,
        token,
        &format!("{CAMPAIGNS}/{campaign}/draws"),
        json!({"key": key}),
    )
    .await
}

pub fn code(v: &Value) -> i64 {
    v["code"].as_i64().unwrap_or(-1)
}
