//! A thousand draws at once on fifty prizes give exactly fifty wins and no negative
//! stock, twenty runs on each store.

use futures::future::join_all;
use serde_json::json;

use youzhe_core::with_db;

use super::{app, campaign, code, count, draw, install, visitor};
use crate::both_stores;

/// Visitors drawing at once, and draws each: 1 000 in all.
const VISITORS: usize = 200;
const DRAWS_EACH: usize = 5;
const RUNS: usize = 20;

both_stores!(a_thousand_draws_on_fifty_prizes_give_fifty_wins, |store| {
    let app = app(store).await;
    let people = join_all((0..VISITORS).map(|i| {
        let app = &app;
        async move { visitor(app, &format!("oRace{i}")).await }
    }))
    .await;
    for run in 0..RUNS {
        let id = format!("race-{run}");
        // Five prizes of ten, one with a daily cap of ten that never binds before its
        // stock; nothing to lose, so every draw tries to win while stock lasts.
        install(
            &app,
            campaign(
                &id,
                json!({"prizes": (0..5).map(|p| json!({
                    "id": format!("p{p}"), "name": format!("奖品{p}"), "kind": "coupon",
                    "stock": 10, "weight": p + 1, "dailyCap": if p == 0 { 10 } else { 0 }
                })).collect::<Vec<_>>()}),
            ),
        )
        .await;
        // Every visitor of this database is one of ours: their chances in one statement.
        with_db!(&app.db, pool => sqlx::query(
            "INSERT INTO campaign_chances (campaign_id, user_id, task, deed, chances, idempotency_key, day, at_ms)
             SELECT $1, uid, 'checkin', 'seeded', $2, 'seeded', '2000-01-01', 0 FROM visitors")
            .bind(&id).bind(DRAWS_EACH as i64).execute(pool).await.map(|_| ()))
        .unwrap();
        let answers = join_all(people.iter().flat_map(|(t, _)| {
            let (app, id) = (&app, &id);
            (0..DRAWS_EACH).map(move |n| async move { draw(app, t, id, &format!("d{n}")).await })
        }))
        .await;
        let mut won = 0;
        for a in &answers {
            assert_eq!(code(a), 0, "run {run}: {a}");
            match a["data"]["outcome"].as_str() {
                Some("won") => won += 1,
                Some("lost") => {}
                other => panic!("run {run}: outcome {other:?}"),
            }
        }
        assert_eq!(won, 50, "run {run}");
        assert_eq!(
            count(
                &app,
                "SELECT COUNT(*) FROM campaign_wins WHERE campaign_id = $1",
                &id
            )
            .await,
            50
        );
        assert_eq!(
            count(&app, "SELECT CAST(COALESCE(SUM(stock), 0) AS BIGINT) FROM campaign_prizes WHERE campaign_id = $1", &id).await,
            0
        );
        assert_eq!(
            count(
                &app,
                "SELECT COUNT(*) FROM campaign_prizes WHERE campaign_id = $1 AND stock < 0",
                &id
            )
            .await,
            0
        );
        assert_eq!(
            count(
                &app,
                "SELECT COUNT(*) FROM campaign_draws WHERE campaign_id = $1",
                &id
            )
            .await,
            (VISITORS * DRAWS_EACH) as i64
        );
        // The capped prize gave no more than its cap today.
        assert_eq!(
            count(&app, "SELECT CAST(COALESCE(MAX(given), 0) AS BIGINT) FROM campaign_prize_days WHERE campaign_id = $1 AND prize_id = 'p0'", &id).await,
            10
        );
    }
});
