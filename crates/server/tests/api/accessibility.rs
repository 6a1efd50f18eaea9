//! Accessibility facts (docs/PLACES.md, "Accessibility facts") through the real server with
//! the shipped content, on both stores: every place answers all eight facts (unknown where
//! nothing is stated), the list's `accessibility` filter keeps only places where each fact is
//! known as yes, and an operator's fact, once published, is what the visitor reads.

use reqwest::Method;
use serde_json::{Value, json};
use youzhe_operators::Role;

use crate::{
    both_stores,
    helpers::{TestApp, ok_data, refused, shipped_app},
    operators::{add, code, get, sign_in, write},
};

const PLACE: &str = "scenic-hz-xihu";
const FACTS: [&str; 8] = [
    "step_free_entrance",
    "accessible_toilet",
    "lift",
    "wheelchair_loan",
    "pram_friendly",
    "guide_dogs",
    "audio_guide",
    "elder_concession",
];

async fn facts_of(app: &TestApp, id: &str) -> Value {
    let body = app
        .get_json(&format!("/ver3/api/poi/v1/details?id={id}"))
        .await;
    ok_data(&body)["accessibility"].clone()
}

async fn listed(app: &TestApp, query: &str) -> Vec<String> {
    let body = app
        .get_json(&format!("/ver3/api/v3/places?size=50&{query}"))
        .await;
    ok_data(&body)["list"]
        .as_array()
        .unwrap_or_else(|| panic!("{body}"))
        .iter()
        .map(|p| p["id"].as_str().unwrap().to_string())
        .collect()
}

both_stores!(
    every_fact_is_answered_and_the_filter_keeps_only_known_yes,
    |store| {
        let app = shipped_app(store).await;
        // Nothing shipped states a fact: every one is unknown, none is a "no".
        let a = facts_of(&app, PLACE).await;
        for key in FACTS {
            assert_eq!(
                a[key],
                json!({"value": "unknown", "source": "", "url": null}),
                "{key}"
            );
        }
        assert_eq!(a.as_object().unwrap().len(), FACTS.len());
        // The stay page answers them too.
        let hotel = app.get_json("/ver3/api/v3/places?kind=hotel&size=1").await;
        let hotel_id = ok_data(&hotel)["list"][0]["id"]
            .as_str()
            .unwrap()
            .to_string();
        let stay = app
            .get_json(&format!("/ver3/api/v3/hotel-detail?id={hotel_id}"))
            .await;
        assert_eq!(
            ok_data(&stay)["place"]["accessibility"]["lift"]["value"],
            "unknown"
        );

        // Unknown is not yes: the filter finds nothing, on its own or with other filters.
        assert!(
            listed(&app, "accessibility=step_free_entrance")
                .await
                .is_empty()
        );
        assert!(
            listed(
                &app,
                "kind=scenic&cityId=1201&accessibility=lift,audio_guide"
            )
            .await
            .is_empty()
        );
        // Spaces and empty items are passed over, as every comma list.
        assert!(!listed(&app, "accessibility=%20,").await.is_empty());
        // A word that is no fact names the parameter, and is never read as "no filter".
        refused(
            &app,
            "/ver3/api/v3/places?accessibility=ramp",
            "accessibility",
        )
        .await;
        refused(
            &app,
            "/ver3/api/v3/places?accessibility=lift,STEP_FREE_ENTRANCE",
            "accessibility",
        )
        .await;
        app.stop().await;
    }
);

async fn published(app: &TestApp, s: &crate::operators::Session) -> Value {
    let r = get(app, s, &format!("/content/places/{PLACE}")).await;
    assert_eq!(code(&r), 0, "{r}");
    r["data"]["published"].clone()
}

async fn draft(app: &TestApp, s: &crate::operators::Session, body: &Value) -> Value {
    write(
        app,
        s,
        Method::PUT,
        &format!("/content/places/{PLACE}/draft"),
        json!({ "body": body }),
    )
    .await
}

both_stores!(
    an_operators_fact_is_checked_then_read_by_visitors,
    |store| {
        let app = shipped_app(store).await;
        add(&app, "city", Role::CityEditor, None).await;
        let s = sign_in(&app, "city").await;
        let original = published(&app, &s).await;
        assert!(original.get("accessibility").is_none(), "{original}");

        // Refused, each naming the field, and nothing changes for visitors.
        let fact = |v: Value| {
            let mut b = original.clone();
            b["accessibility"] = json!({ "step_free_entrance": v });
            b
        };
        let cases = [
            (
                fact(
                    json!({"value": "yes", "source": "", "url": "https://www.hzwestlake.gov.cn/"}),
                ),
                "body.accessibility.step_free_entrance.source",
            ),
            (
                fact(json!({"value": "no", "source": "西湖风景名胜区管委会官网"})),
                "body.accessibility.step_free_entrance.url",
            ),
            (
                fact(json!({"value": "yes", "source": "官网", "url": "javascript:alert(1)"})),
                "body.accessibility.step_free_entrance.url",
            ),
            (
                fact(json!({"value": "maybe", "source": "官网"})),
                "body.accessibility.step_free_entrance.value",
            ),
            (
                {
                    let mut b = original.clone();
                    b["accessibility"] = json!({"ramp": {"value": "yes", "source": "官网",
                    "url": "https://example.gov.cn/"}});
                    b
                },
                "body.accessibility.ramp",
            ),
        ];
        for (body, field) in cases {
            let r = draft(&app, &s, &body).await;
            assert_eq!(
                (code(&r), r["data"]["field"].as_str()),
                (40000, Some(field)),
                "{r}"
            );
        }
        assert_eq!(
            facts_of(&app, PLACE).await["step_free_entrance"]["value"],
            "unknown"
        );

        // A fact with its source, published: the visitor reads it, and the filter finds it.
        let mut body = original.clone();
        body["accessibility"] = json!({
            "step_free_entrance": {"value": "yes", "source": "西湖风景名胜区管委会官网",
                "url": "https://www.hzwestlake.gov.cn/"},
            "guide_dogs": {"value": "no", "source": "西湖风景名胜区管委会官网",
                "url": "https://www.hzwestlake.gov.cn/"},
        });
        let r = draft(&app, &s, &body).await;
        assert_eq!(code(&r), 0, "{r}");
        let version = r["data"]["version"].clone();
        let r = write(
            &app,
            &s,
            Method::POST,
            &format!("/content/places/{PLACE}/publish"),
            json!({ "version": version }),
        )
        .await;
        assert_eq!(r["data"]["state"], "published", "{r}");

        let a = facts_of(&app, PLACE).await;
        assert_eq!(
            a["step_free_entrance"],
            json!({"value": "yes", "source": "西湖风景名胜区管委会官网",
            "url": "https://www.hzwestlake.gov.cn/"})
        );
        assert_eq!(a["guide_dogs"]["value"], "no");
        assert_eq!(a["lift"]["value"], "unknown");
        assert_eq!(
            listed(&app, "accessibility=step_free_entrance").await,
            [PLACE]
        );
        assert_eq!(
            listed(&app, "kind=scenic&accessibility=step_free_entrance").await,
            [PLACE]
        );
        // Every fact asked must be yes: a "no" and an unknown both leave it out.
        assert!(
            listed(&app, "accessibility=step_free_entrance,guide_dogs")
                .await
                .is_empty()
        );
        assert!(
            listed(&app, "accessibility=step_free_entrance,lift")
                .await
                .is_empty()
        );
        assert!(
            listed(&app, "kind=hotel&accessibility=step_free_entrance")
                .await
                .is_empty()
        );
        app.stop().await;
    }
);
