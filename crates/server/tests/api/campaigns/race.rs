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

/// Chances of `campaign` in all (one statement).
async fn chances_in(app: &crate::helpers::TestApp, campaign: &str) -> i64 {
    super::count(
        app,
        "SELECT CAST(COALESCE(SUM(chances), 0) AS BIGINT) FROM campaign_chances WHERE campaign_id = $1",
        campaign,
    )
    .await
}

both_stores!(
    an_earn_in_the_callers_transaction_commits_or_rolls_back_with_it,
    |store| {
        use youzhe_campaigns::{engine::EarnOutcome, locks::Turns, refusal::Refusal};
        use youzhe_core::time::now_ms;

        let app = app(store).await;
        let id = "joint-earn";
        install(
            &app,
            campaign(
                id,
                json!({"tasks": [{"task": "quiz_passed", "chances": 1, "perDay": 100}]}),
            ),
        )
        .await;
        let (_, a) = visitor(&app, "oJointA").await;
        let (_, b) = visitor(&app, "oJointB").await;
        let turns = Turns::new(&app.db);
        let now = now_ms();

        // Earned, then the caller's transaction rolls back: the chance goes with it.
        let mut t = turns.begin(&app.db, id, &[&a], now).await.expect("begun");
        let e = t
            .earn(&a, id, "quiz_passed", "deed-0", "key-0", now)
            .await
            .expect("earn")
            .expect("earned");
        assert_eq!((e.outcome, e.chances_left), (EarnOutcome::Earned, 1));
        drop(t);
        assert_eq!(chances_in(&app, id).await, 0, "rolled back with the caller");

        // Committed: once, and the same key again answers `already` in a later one.
        for expect in [EarnOutcome::Earned, EarnOutcome::Already] {
            let mut t = turns.begin(&app.db, id, &[&a], now).await.expect("begun");
            let e = t
                .earn(&a, id, "quiz_passed", "deed-0", "key-0", now)
                .await
                .expect("earn")
                .expect("decided");
            assert_eq!(e.outcome, expect);
            t.commit().await.expect("committed");
        }
        assert_eq!(chances_in(&app, id).await, 1);

        // Twenty callers at once, each as if on its own replica (no shared turn), each
        // locking the same two visitors named in either order and earning for both: no
        // deadlock, every chance counted.
        let results = join_all((0..20).map(|i| {
            let (app, a, b) = (&app, &a, &b);
            async move {
                let replica = Turns::new(&app.db);
                let users: [&str; 2] = if i % 2 == 0 { [a, b] } else { [b, a] };
                let mut t = replica.begin(&app.db, id, &users, now).await?;
                for u in users {
                    let deed = format!("deed-race-{i}");
                    let e = t.earn(u, id, "quiz_passed", &deed, &deed, now).await?;
                    assert_eq!(e.map(|e| e.outcome), Ok(EarnOutcome::Earned));
                }
                t.commit().await?;
                anyhow::Ok(())
            }
        }))
        .await;
        assert!(results.iter().all(Result::is_ok), "{results:?}");
        assert_eq!(chances_in(&app, id).await, 41);

        // A refusal writes nothing and leaves the caller's transaction usable.
        with_db!(&app.db, pool => sqlx::query("UPDATE campaigns SET ends_ms = $1 WHERE id = $2")
            .bind(now - 1).bind(id).execute(pool).await.map(|_| ()))
        .expect("ended");
        let mut t = turns.begin(&app.db, id, &[&a], now).await.expect("begun");
        let refused = t
            .earn(&a, id, "quiz_passed", "deed-late", "key-late", now)
            .await
            .expect("earn");
        assert!(matches!(refused, Err(Refusal::Ended { .. })), "{refused:?}");
        t.commit().await.expect("committed");
        assert_eq!(chances_in(&app, id).await, 41);
    }
);
