//! The driving blind-box: an opened box names its self-drive destination, one of the
//! check-in task's places, decided by the server: the same on a replay and on the
//! visitor's other devices (`…/me`), and never for another kind of campaign.

use serde_json::json;

use super::{CAMPAIGNS, app, campaign, code, draw, install, seed_chances, visitor};
use crate::{both_stores, identity::get_with};

const PLACES: [&str; 3] = ["box-a", "box-b", "box-c"];

both_stores!(
    an_opened_box_names_a_destination_the_server_keeps,
    |store| {
        let app = app(store).await;
        install(
            &app,
            campaign(
                "box",
                json!({"kind": "blindbox", "loseWeight": 1,
                "tasks": [{"task": "place_checkin", "chances": 2, "perDay": 3, "places": PLACES}]}),
            ),
        )
        .await;
        install(&app, campaign("plain", json!({}))).await;
        let (t, uid) = visitor(&app, "box-visitor").await;
        seed_chances(&app, "box", &uid, 3).await;
        seed_chances(&app, "plain", &uid, 1).await;

        let me = get_with(&app, &format!("{CAMPAIGNS}/box/me"), Some(&t)).await;
        assert!(
            me["data"]["destination"].is_null(),
            "no box opened yet: {me}"
        );

        let first = draw(&app, &t, "box", "open-1").await;
        assert_eq!(code(&first), 0, "{first}");
        let named = first["data"]["destination"]
            .as_str()
            .expect("a destination")
            .to_string();
        assert!(PLACES.contains(&named.as_str()), "{named}");

        // A replay names the same place and spends nothing; another device reads it from me.
        let again = draw(&app, &t, "box", "open-1").await;
        assert_eq!(again["data"]["replayed"], true);
        assert_eq!(again["data"]["destination"], named.as_str());
        let me = get_with(&app, &format!("{CAMPAIGNS}/box/me"), Some(&t)).await;
        assert_eq!(me["data"]["destination"], named.as_str());
        assert_eq!(me["data"]["chancesLeft"], 2);

        // Every box names one of the places, and the latest is the one me answers.
        let second = draw(&app, &t, "box", "open-2").await;
        let latest = second["data"]["destination"]
            .as_str()
            .expect("a destination");
        assert!(PLACES.contains(&latest));
        let me = get_with(&app, &format!("{CAMPAIGNS}/box/me"), Some(&t)).await;
        assert_eq!(me["data"]["destination"], latest);

        // A draw of another kind names none.
        let plain = draw(&app, &t, "plain", "plain-1").await;
        assert_eq!(code(&plain), 0, "{plain}");
        assert!(plain["data"]["destination"].is_null(), "{plain}");
    }
);
