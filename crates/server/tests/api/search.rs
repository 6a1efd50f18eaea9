//! The global search and its suggestions through the real server, on both stores, with the
//! shipped content.

use serde_json::Value;

use crate::{both_stores, helpers::*};

fn ids(list: &Value) -> Vec<String> {
    list.as_array()
        .unwrap_or_else(|| panic!("no list in {list}"))
        .iter()
        .map(|i| i["id"].as_str().unwrap_or_default().to_string())
        .collect()
}

async fn suggest(app: &TestApp, q: &str) -> Value {
    let body = app
        .get_json(&format!(
            "/ver3/api/v3/http/search/suggest?keyword={}",
            urlencode(q)
        ))
        .await;
    assert_ok(&body);
    body["data"].clone()
}

both_stores!(suggestions_offer_names_while_typing, |store| {
    let app = shipped_app(store).await;
    // Full pinyin as it is typed, initials, Chinese: 灵隐寺 comes first.
    for q in ["lingy", "lingyin", "lys", "灵隐"] {
        let list = suggest(&app, q).await;
        let found = ids(&list);
        assert_eq!(
            found.first().map(String::as_str),
            Some("site-hz-lingyin"),
            "{q}"
        );
        assert!(found.len() <= 8, "{q}: {found:?}");
        assert_eq!(list[0]["page"], "pages/poi/detail/site");
        assert_eq!(list[0]["city_name"], "杭州");
    }
    // 泠印 in 西泠印社 reads lingyin too, but is not a word of that name.
    for q in ["lingyin", "lingyins"] {
        assert!(
            !ids(&suggest(&app, q).await).contains(&"site-hz-xiling-yinshe".to_string()),
            "{q}"
        );
    }
    assert!(ids(&suggest(&app, "xiling").await).contains(&"site-hz-xiling-yinshe".to_string()));
    // One letter: still at most 8; nothing typed: nothing offered.
    assert!(ids(&suggest(&app, "x").await).len() <= 8);
    assert!(ids(&suggest(&app, "").await).is_empty());
    // Too long a keyword is refused as the search refuses it.
    let long = "西".repeat(51);
    let body = app
        .get_json(&format!(
            "/ver3/api/v3/http/search/suggest?keyword={}",
            urlencode(&long)
        ))
        .await;
    assert_eq!(body["code"], 40000, "{body}");
});

both_stores!(search_rows_carry_the_card_and_distance, |store| {
    let app = shipped_app(store).await;
    let body = app
        .get_json("/ver3/api/v3/http/search?keyword=lingyin")
        .await;
    assert_ok(&body);
    let found = ids(&body["data"]["list"]);
    assert_eq!(found.first().map(String::as_str), Some("site-hz-lingyin"));
    assert!(
        !found.contains(&"site-hz-xiling-yinshe".to_string()),
        "{found:?}"
    );
    // Without a position a place has no distance; with one it has.
    assert!(body["data"]["list"][0]["place"]["distance"].is_null());
    assert!(
        body["data"]["list"][0]["place"]["cover"]
            .as_str()
            .is_some_and(|c| !c.is_empty())
    );
    let body = app
        .get_json("/ver3/api/v3/http/search?keyword=lingyin&lat=30.2590&lng=120.1650")
        .await;
    assert_ok(&body);
    let km = body["data"]["list"][0]["place"]["distance"]
        .as_f64()
        .unwrap_or(-1.0);
    assert!(km > 1.0 && km < 20.0, "{km}");
    // Half a position is refused.
    let body = app
        .get_json("/ver3/api/v3/http/search?keyword=lingyin&lat=30.2")
        .await;
    assert_eq!(body["code"], 40000, "{body}");
});
