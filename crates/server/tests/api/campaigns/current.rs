//! The current campaign a page shows when its address names none: of a kind or opening a
//! page, running first (the soonest ending), else the next to start, else the one that
//! ended last; 40400 when none matches.

use serde_json::json;
use youzhe_core::{time::now_ms, with_db};

use super::{CAMPAIGNS, app, campaign, code, install};
use crate::{both_stores, helpers::TestApp, identity::get_with};

const DAY: i64 = 86_400_000;

/// Moves a stored campaign's window to `[now + from, now + to)` days.
async fn window(app: &TestApp, id: &str, from: i64, to: i64) {
    let now = now_ms();
    with_db!(&app.db, pool => sqlx::query("UPDATE campaigns SET starts_ms = $1, ends_ms = $2 WHERE id = $3")
        .bind(now + from * DAY).bind(now + to * DAY).bind(id).execute(pool).await.map(|_| ()))
    .expect("a window");
}

async fn current(app: &TestApp, query: &str) -> serde_json::Value {
    get_with(app, &format!("{CAMPAIGNS}/current{query}"), None).await
}

both_stores!(
    the_current_campaign_is_the_running_one_else_the_next_else_the_last_ended,
    |store| {
        let app = app(store).await;
        let none = current(&app, "?kind=qixi").await;
        assert_eq!(
            (code(&none), none["data"].is_null()),
            (40400, true),
            "{none}"
        );

        for id in ["qixi-long", "qixi-short", "qixi-next", "other"] {
            let kind = if id == "other" { "generic" } else { "qixi" };
            install(&app, campaign(id, json!({"kind": kind}))).await;
        }
        window(&app, "qixi-long", -1, 9).await;
        window(&app, "qixi-short", -1, 2).await;
        window(&app, "qixi-next", 3, 9).await;
        window(&app, "other", -1, 1).await;

        let running = current(&app, "?kind=qixi").await;
        assert_eq!(running["data"]["id"], "qixi-short", "{running}");
        assert_eq!(
            (
                running["data"]["status"].as_str(),
                running["data"]["page"].as_str()
            ),
            (Some("running"), Some("pages/custom/qixi/index"))
        );
        // Without a kind, every campaign counts: the generic one ends first.
        assert_eq!(current(&app, "").await["data"]["id"], "other");

        // Nothing running: the next to start.
        window(&app, "qixi-long", -9, -3).await;
        window(&app, "qixi-short", -9, -2).await;
        let next = current(&app, "?kind=qixi").await;
        assert_eq!(
            (next["data"]["id"].as_str(), next["data"]["status"].as_str()),
            (Some("qixi-next"), Some("not_started")),
            "{next}"
        );

        // All over: the one that ended last.
        window(&app, "qixi-next", -9, -1).await;
        let last = current(&app, "?kind=qixi").await;
        assert_eq!(
            (last["data"]["id"].as_str(), last["data"]["status"].as_str()),
            (Some("qixi-next"), Some("ended")),
            "{last}"
        );

        // "current" is no campaign id: a campaign's own address still answers it.
        assert_eq!(
            get_with(&app, &format!("{CAMPAIGNS}/qixi-long"), None).await["data"]["id"],
            "qixi-long"
        );

        let bad = current(&app, "?kind=lottery").await;
        assert_eq!(
            (code(&bad), bad["data"]["field"].as_str()),
            (40000, Some("kind")),
            "{bad}"
        );
    }
);

both_stores!(a_stamp_page_finds_the_card_that_names_it, |store| {
    use youzhe_campaigns::page::{CampaignPage, set};
    let app = app(store).await;
    install(&app, campaign("trail-a", json!({}))).await;
    install(&app, campaign("trail-b", json!({}))).await;
    window(&app, "trail-a", -1, 2).await;
    window(&app, "trail-b", -1, 5).await;
    assert!(
        set(&app.db, "trail-b", CampaignPage::StampsYunhe)
            .await
            .expect("set")
    );

    // The card that names the page, though another campaign ends sooner.
    let yunhe = current(&app, "?page=pages/custom/yunhe/active").await;
    assert_eq!(yunhe["data"]["id"], "trail-b", "{yunhe}");
    assert_eq!(yunhe["data"]["page"], "pages/custom/yunhe/active");
    let both = current(&app, "?kind=generic&page=pages/custom/yunhe/active").await;
    assert_eq!(both["data"]["id"], "trail-b", "{both}");

    // A page no campaign opens: none, in the server's words.
    let food = current(&app, "?page=pages/custom/food/index").await;
    assert_eq!(
        (code(&food), food["msg"].as_str()),
        (40400, Some("没有这个活动")),
        "{food}"
    );
    // A kind and a page that do not meet: none.
    let qixi = current(&app, "?kind=qixi&page=pages/custom/yunhe/active").await;
    assert_eq!(code(&qixi), 40400, "{qixi}");
    // A route that is no campaign page is refused naming the field.
    let bad = current(&app, "?page=pages/nowhere").await;
    assert_eq!(
        (code(&bad), bad["data"]["field"].as_str()),
        (40000, Some("page")),
        "{bad}"
    );
});
