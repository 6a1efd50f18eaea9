//! Live Zhejiang (docs/LIVE.md) through the real server with the shipped content, on both
//! stores: the province and city reads, the operators' ingest with its refusals, the TTL
//! rule, the event stream, and weather through a loopback fake of the weather service.

use std::time::Duration;

use serde_json::{Value, json};
use youzhe_core::time::{now_ms, rfc3339_shanghai};

use crate::{both_stores, helpers::*};

const API: &str = "/ver3/api/v3/live";
const KEY: &str = "operator-test-key-1";

async fn app_with(store: Store, extra: &[(&str, &str)]) -> TestApp {
    let dir = youzhe_content::fixture::shipped_dir();
    let dir = dir.to_string_lossy().into_owned();
    let mut settings = vec![("YOUZHE_CONTENT_DIR", dir.as_str())];
    settings.extend_from_slice(extra);
    spawn_app_with(store, &settings).await
}

async fn app_on(store: Store) -> TestApp {
    app_with(store, &[("YOUZHE_LIVE_OPERATOR_KEY", KEY)]).await
}

/// How many places of the shipped content are in the city, read from the file itself.
fn shipped_places_in(city_id: u64) -> u64 {
    let file = youzhe_content::fixture::shipped_dir().join("places.jsonl");
    let text = std::fs::read_to_string(file).expect("places.jsonl");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .filter(|l| serde_json::from_str::<Value>(l).expect("a place")["city_id"] == city_id)
        .count() as u64
}

fn ago(secs: i64) -> String {
    rfc3339_shanghai(now_ms() - secs * 1000)
}

async fn ingest(app: &TestApp, what: &str, key: Option<&str>, body: &Value) -> Value {
    let mut req = app
        .client
        .post(app.url(&format!("{API}/{what}")))
        .json(body);
    if let Some(k) = key {
        req = req.header("X-Operator-Key", k);
    }
    req.send().await.unwrap().json().await.unwrap()
}

fn crowd(place: &str, level: &str, observed_at: &str, ttl: i64) -> Value {
    json!({"place_id": place, "level": level, "observed_at": observed_at, "ttl_seconds": ttl})
}

fn weather(city: u32, text: &str, t: f64, observed_at: &str, ttl: i64) -> Value {
    json!({"city_id": city, "text": text, "temperature_c": t, "observed_at": observed_at, "ttl_seconds": ttl})
}

async fn stored(app: &TestApp) -> (i64, i64) {
    youzhe_live::store::counts(&app.db).await.unwrap()
}

async fn city(app: &TestApp, id: u32) -> Value {
    let body = app.get_json(&format!("{API}/city?city_id={id}")).await;
    ok_data(&body).clone()
}

fn spot<'a>(d: &'a Value, place: &str) -> &'a Value {
    d["crowd"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["place"]["id"] == place)
        .unwrap_or_else(|| panic!("{place} not among the spots: {d}"))
}

fn is_hhmm(v: &Value) -> bool {
    v.as_str().is_some_and(|s| {
        s.len() == 5 && s.as_bytes()[2] == b':' && s[..2].parse::<u32>().is_ok_and(|h| h < 24)
    })
}

both_stores!(
    province_has_every_city_with_sun_hours_and_no_made_up_weather,
    |store| {
        let app = app_on(store).await;
        let res = app
            .client
            .get(app.url(&format!("{API}/province")))
            .send()
            .await
            .unwrap();
        assert_eq!(res.headers()["cache-control"], "no-store");
        let body: Value = res.json().await.unwrap();
        let d = ok_data(&body);
        let cities = d["cities"].as_array().unwrap();
        assert_eq!(cities.len(), 11);
        let hz = cities.iter().find(|c| c["city_id"] == 1201).unwrap();
        assert_eq!(hz["name"], "杭州市");
        assert!(
            is_hhmm(&hz["sun"]["sunrise"]) && is_hhmm(&hz["sun"]["sunset"]),
            "{hz}"
        );
        assert!(hz["sun"]["sunrise"].as_str() < hz["sun"]["sunset"].as_str());
        let n = &hz["open_now"];
        let total = n["open"].as_u64().unwrap()
            + n["closed"].as_u64().unwrap()
            + n["unclear"].as_u64().unwrap();
        assert_eq!(
            total,
            shipped_places_in(1201),
            "every Hangzhou place is counted once: {n}"
        );
        // Places open all day (全天开放) are open whatever the hour.
        assert!(n["open"].as_u64().unwrap() > 10, "{n}");
        assert!(hz["open_examples"].as_array().unwrap().len() <= 3);
        let spots: Vec<&str> = hz["crowd"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["place_id"].as_str().unwrap())
            .collect();
        assert_eq!(
            spots,
            ["scenic-hz-xihu", "scenic-hz-qiandaohu", "scenic-hz-xixi"]
        );
        assert!(
            hz["crowd"]
                .as_array()
                .unwrap()
                .iter()
                .all(|c| c["state"] == "unknown" && c["level"].is_null())
        );
        for c in cities {
            assert_eq!(c["weather"]["state"], "not_configured", "{c}");
            assert!(c["weather"]["text"].is_null());
        }
    }
);

both_stores!(a_city_in_detail_and_the_refusals_of_its_address, |store| {
    let app = app_on(store).await;
    let d = city(&app, 1201).await;
    assert_eq!(d["city_id"], 1201);
    let open = d["open"].as_array().unwrap();
    assert!(!open.is_empty() && open.len() <= 40);
    assert!(
        open.iter()
            .all(|o| o["place"]["city_id"] == 1201 && o["place"]["page"].as_str().is_some())
    );
    // The hours this server cannot read are named as such, never guessed.
    for u in d["unclear"].as_array().unwrap() {
        assert!(
            u["note"].as_str().unwrap().starts_with("hours unclear: "),
            "{u}"
        );
    }
    assert_eq!(d["crowd"].as_array().unwrap().len(), 6);
    assert_eq!(spot(&d, "scenic-hz-xihu")["crowd"]["state"], "unknown");

    for missing in ["9999", "330102"] {
        let body = app.get_json(&format!("{API}/city?city_id={missing}")).await;
        assert_eq!(body["code"], 40400, "{missing}: {body}");
    }
    for bad in ["abc", "0", ""] {
        let body = app.get_json(&format!("{API}/city?city_id={bad}")).await;
        assert_eq!(
            (body["code"].as_i64(), body["data"]["field"].as_str()),
            (Some(40000), Some("city_id")),
            "{bad}: {body}"
        );
    }
});

both_stores!(
    without_a_configured_key_ingest_is_refused_and_stores_nothing,
    |store| {
        let app = app_with(store, &[]).await;
        let body = ingest(
            &app,
            "crowd",
            Some("anything"),
            &crowd("scenic-hz-xihu", "拥挤", &ago(0), 600),
        )
        .await;
        assert_eq!(body["code"], 40300, "{body}");
        assert!(body["msg"].as_str().unwrap().contains("未配置"));
        let body = ingest(
            &app,
            "weather",
            None,
            &weather(1201, "多云", 12.0, &ago(0), 600),
        )
        .await;
        assert_eq!(body["code"], 40300, "{body}");
        assert_eq!(stored(&app).await, (0, 0));
    }
);

both_stores!(
    a_wrong_key_or_a_bad_field_is_refused_and_stores_nothing,
    |store| {
        let app = app_on(store).await;
        let good = crowd("scenic-hz-xihu", "拥挤", &ago(0), 600);
        for key in [None, Some("wrong"), Some("")] {
            let body = ingest(&app, "crowd", key, &good).await;
            assert_eq!(body["code"], 40300, "{key:?}: {body}");
        }
        // A wrong key is refused before the body is even read.
        assert_eq!(
            ingest(&app, "crowd", Some("wrong"), &json!({"x": 1})).await["code"],
            40300
        );
        let cases = [
            (
                "crowd",
                crowd("scenic-nowhere", "拥挤", &ago(0), 600),
                "place_id",
            ),
            (
                "crowd",
                crowd("hotel-hz-amanfayun", "拥挤", &ago(0), 600),
                "place_id",
            ),
            (
                "crowd",
                crowd("scenic-hz-xihu", "很多", &ago(0), 600),
                "level",
            ),
            (
                "crowd",
                crowd("scenic-hz-xihu", "拥挤", &ago(0), 10),
                "ttl_seconds",
            ),
            (
                "crowd",
                crowd("scenic-hz-xihu", "拥挤", &ago(0), 86_400),
                "ttl_seconds",
            ),
            (
                "crowd",
                crowd("scenic-hz-xihu", "拥挤", &ago(-300), 600),
                "observed_at",
            ),
            (
                "crowd",
                crowd("scenic-hz-xihu", "拥挤", "yesterday", 600),
                "observed_at",
            ),
            (
                "weather",
                weather(9999, "多云", 12.0, &ago(0), 600),
                "city_id",
            ),
            (
                "weather",
                weather(1201, "多云", 99.0, &ago(0), 600),
                "temperature_c",
            ),
            ("weather", weather(1201, "", 12.0, &ago(0), 600), "text"),
            (
                "weather",
                weather(1201, "多云", 12.0, &ago(-300), 600),
                "observed_at",
            ),
        ];
        for (what, body, field) in cases {
            let got = ingest(&app, what, Some(KEY), &body).await;
            assert_eq!(
                (got["code"].as_i64(), got["data"]["field"].as_str()),
                (Some(40000), Some(field)),
                "{body}: {got}"
            );
            assert!(got["msg"].as_str().is_some_and(|m| !m.is_empty()));
        }
        assert_eq!(stored(&app).await, (0, 0));
    }
);

both_stores!(
    an_ingested_level_shows_until_its_ttl_then_reads_unknown,
    |store| {
        let app = app_on(store).await;
        let body = ingest(
            &app,
            "crowd",
            Some(KEY),
            &crowd("scenic-hz-xihu", "拥挤", &ago(5), 600),
        )
        .await;
        let c = ok_data(&body);
        assert_eq!(
            (c["state"].as_str(), c["level"].as_str()),
            (Some("fresh"), Some("拥挤"))
        );
        let d = city(&app, 1201).await;
        let x = &spot(&d, "scenic-hz-xihu")["crowd"];
        assert_eq!(
            (x["state"].as_str(), x["level"].as_str()),
            (Some("fresh"), Some("拥挤")),
            "{x}"
        );
        assert!(x["observed_at"].as_str().unwrap().ends_with("+08:00"));

        // An earlier observation sent later does not replace the latest one.
        ingest(
            &app,
            "crowd",
            Some(KEY),
            &crowd("scenic-hz-xihu", "舒适", &ago(120), 600),
        )
        .await;
        let d = city(&app, 1201).await;
        assert_eq!(spot(&d, "scenic-hz-xihu")["crowd"]["level"], "拥挤");

        // Observed two minutes ago with a minute to live: stored, and shown as unknown with its time.
        let observed = ago(120);
        let body = ingest(
            &app,
            "crowd",
            Some(KEY),
            &crowd("scenic-hz-xixi", "较多", &observed, 60),
        )
        .await;
        assert_eq!(ok_data(&body)["state"], "unknown");
        let d = city(&app, 1201).await;
        let x = &spot(&d, "scenic-hz-xixi")["crowd"];
        assert_eq!(
            (x["state"].as_str(), x["level"].as_str()),
            (Some("unknown"), None),
            "{x}"
        );
        assert_eq!(x["observed_at"].as_str(), Some(observed.as_str()));

        // A site outside the main spots joins the list once reported.
        ingest(
            &app,
            "crowd",
            Some(KEY),
            &crowd("site-hz-canal-museum", "舒适", &ago(0), 600),
        )
        .await;
        let d = city(&app, 1201).await;
        assert_eq!(spot(&d, "site-hz-canal-museum")["crowd"]["level"], "舒适");
        let p = app.get_json(&format!("{API}/province")).await;
        let hz = ok_data(&p)["cities"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["city_id"] == 1201)
            .unwrap()
            .clone();
        assert!(
            hz["crowd"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["place_id"] == "scenic-hz-xihu" && c["level"] == "拥挤")
        );
        assert_eq!(stored(&app).await, (4, 0));
    }
);

both_stores!(ingested_weather_is_shown_fresh_then_unknown, |store| {
    let app = app_on(store).await;
    let body = ingest(
        &app,
        "weather",
        Some(KEY),
        &weather(1202, "小雨", 9.5, &ago(30), 600),
    )
    .await;
    let w = ok_data(&body);
    assert_eq!(w["city_id"], 1202);
    assert_eq!(w["weather"]["state"], "fresh");
    assert_eq!(w["weather"]["source"], "ingest");
    let d = city(&app, 1202).await;
    assert_eq!(
        (
            d["weather"]["text"].as_str(),
            d["weather"]["temperature_c"].as_f64()
        ),
        (Some("小雨"), Some(9.5))
    );
    // Another city still has no weather at all.
    assert_eq!(city(&app, 1201).await["weather"]["state"], "not_configured");
    ingest(
        &app,
        "weather",
        Some(KEY),
        &weather(1203, "晴", 15.0, &ago(600), 60),
    )
    .await;
    let d = city(&app, 1203).await;
    assert_eq!(d["weather"]["state"], "unknown");
    assert!(d["weather"]["text"].is_null() && d["weather"]["temperature_c"].is_null());
});

/// Reads the event stream until an event whose data contains `needle`, within 10 s.
async fn next_event(res: &mut reqwest::Response, needle: &str) -> String {
    let mut seen = String::new();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    loop {
        let chunk = tokio::time::timeout_at(deadline, res.chunk())
            .await
            .expect("an event within 10 s")
            .unwrap()
            .expect("the stream stays open");
        seen.push_str(&String::from_utf8_lossy(&chunk));
        if let Some(block) = seen.split("\n\n").find(|b| b.contains(needle)) {
            return block.to_string();
        }
    }
}

both_stores!(an_open_stream_receives_an_ingested_level, |store| {
    let app = app_on(store).await;
    let mut res = app
        .client
        .get(app.url(&format!("{API}/events")))
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), 200);
    assert!(
        res.headers()["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/event-stream")
    );
    // The stream opens with its reconnect delay.
    next_event(&mut res, "retry:").await;
    ingest(
        &app,
        "crowd",
        Some(KEY),
        &crowd("scenic-hz-xihu", "较多", &ago(0), 600),
    )
    .await;
    let block = next_event(&mut res, "scenic-hz-xihu").await;
    assert!(block.contains("event: crowd"), "{block}");
    let data: Value = serde_json::from_str(
        block
            .lines()
            .find_map(|l| l.strip_prefix("data: "))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(
        (
            data["level"].as_str(),
            data["state"].as_str(),
            data["city_id"].as_u64()
        ),
        (Some("较多"), Some("fresh"), Some(1201))
    );

    ingest(
        &app,
        "weather",
        Some(KEY),
        &weather(1201, "阴", 11.0, &ago(0), 600),
    )
    .await;
    let block = next_event(&mut res, "阴").await;
    assert!(block.contains("event: weather"), "{block}");
    drop(res);
    app.stop().await;
});

/// A weather service on loopback: answers every city with `answer`, or fails.
async fn fake_weather(status: u16, answer: Value) -> String {
    use axum::{Json, Router, http::StatusCode, routing::get};
    let code = StatusCode::from_u16(status).unwrap();
    let router = Router::new().route(
        "/now",
        get(move || async move { (code, Json(answer.clone())) }),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move { axum::serve(listener, router).await.unwrap() });
    format!("http://{addr}/now")
}

both_stores!(weather_from_the_configured_service, |store| {
    let url = fake_weather(
        200,
        json!({"text": "多云", "temperature_c": 13.5, "observed_at": ago(60)}),
    )
    .await;
    let app = app_with(store, &[("YOUZHE_WEATHER_URL", &url)]).await;
    let p = app.get_json(&format!("{API}/province")).await;
    for c in ok_data(&p)["cities"].as_array().unwrap() {
        let w = &c["weather"];
        assert_eq!(
            (
                w["state"].as_str(),
                w["source"].as_str(),
                w["text"].as_str(),
                w["temperature_c"].as_f64()
            ),
            (Some("fresh"), Some("provider"), Some("多云"), Some(13.5)),
            "{c}"
        );
    }
});

both_stores!(a_failing_service_reads_unknown_never_made_up, |store| {
    let url = fake_weather(500, json!({"error": "down"})).await;
    let app = app_with(store, &[("YOUZHE_WEATHER_URL", &url)]).await;
    let d = city(&app, 1201).await;
    assert_eq!(d["weather"]["state"], "unknown");
    assert!(d["weather"]["text"].is_null());
    // Nonsense from the service is refused like an operator's.
    let url = fake_weather(
        200,
        json!({"text": "多云", "temperature_c": 400.0, "observed_at": ago(60)}),
    )
    .await;
    let app = app_with(Store::Sqlite, &[("YOUZHE_WEATHER_URL", &url)]).await;
    assert_eq!(city(&app, 1201).await["weather"]["state"], "unknown");
});

both_stores!(
    streams_beyond_the_cap_are_turned_away_with_a_wait,
    |store| {
        let app = app_with(store, &[("YOUZHE_LIVE_MAX_STREAMS", "1")]).await;
        let mut first = app
            .client
            .get(app.url(&format!("{API}/events")))
            .send()
            .await
            .unwrap();
        next_event(&mut first, "retry:").await;
        let second = app
            .client
            .get(app.url(&format!("{API}/events")))
            .send()
            .await
            .unwrap();
        assert_eq!(second.status(), 429);
        assert!(second.headers().contains_key("retry-after"));
        let body: Value = second.json().await.unwrap();
        assert_eq!(body["code"], 42900);
        drop(first);
    }
);
