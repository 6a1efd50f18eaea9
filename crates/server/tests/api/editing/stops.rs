//! A line's stops placed on the map in the console: the point is checked by the import's
//! validator (in range, inside a county of Zhejiang; the field named), kept in the draft,
//! and once published the visitor's line answers it (and measures the legs from it).

use super::*;

const LINE: &str = "line-hz-classic-2d";

async fn visitor_line(app: &TestApp) -> Value {
    let body = app
        .get_json(&format!("/ver3/api/v3/lines/detail?id={LINE}"))
        .await;
    ok_data(&body).clone()
}

both_stores!(
    a_stop_placed_on_the_map_reaches_the_visitors_line,
    |store| {
        let app = app(store).await;
        add(&app, "city", Role::CityEditor, None).await;
        let city = sign_in(&app, "city").await;
        let original = published(&app, &city, "lines", LINE).await;
        let before = visitor_line(&app).await;
        let first = &before["itinerary"][0]["stops"][0];
        assert!(first["location"].is_null(), "{first}");
        let leg_before = before["itinerary"][0]["stops"][1]["from_previous"].clone();
        let snapshot_before = state(&app).await;

        // Out of range, and outside Zhejiang (Beijing): refused naming the stop's field.
        for (at, why) in [
            (json!({"lat": 120.2, "lng": 30.2}), "out of range"),
            (json!({"lat": 39.9042, "lng": 116.4074}), "outside Zhejiang"),
        ] {
            let mut body = original.clone();
            body["stops"][0]["location"] = at;
            let r = draft(&app, &city, "lines", LINE, body).await;
            assert_eq!(code(&r), 40000, "{r}");
            assert_eq!(r["data"]["field"], "body.stops[0].location", "{r}");
            assert!(r.to_string().contains(why), "{why}: {r}");
            // Not a point at all: the import's parser names it too.
            let mut body = original.clone();
            body["stops"][0]["location"] = json!({"lat": "north"});
            let r = draft(&app, &city, "lines", LINE, body).await;
            assert_eq!(code(&r), 40000, "{r}");
        }
        assert_eq!(state(&app).await, snapshot_before, "nothing written");

        // The north gate of 西湖, a little off the place's own point.
        let mut body = original.clone();
        body["stops"][0]["location"] = json!({"lat": 30.2635, "lng": 120.1449});
        let r = draft(&app, &city, "lines", LINE, body).await;
        assert_eq!(code(&r), 0, "{r}");
        assert_eq!(
            r["data"]["body"]["stops"][0]["location"],
            json!({"lat": 30.2635, "lng": 120.1449})
        );
        // The other stops keep no location of their own: the stored line stays as import writes it.
        assert!(r["data"]["body"]["stops"][1].get("location").is_none());
        let v = r["data"]["version"].as_i64().unwrap();
        let r = act(&app, &city, "publish", "lines", LINE, json!({"version": v})).await;
        assert_eq!(code(&r), 0, "{r}");

        let after = visitor_line(&app).await;
        assert_eq!(
            after["itinerary"][0]["stops"][0]["location"],
            json!({"lat": 30.2635, "lng": 120.1449})
        );
        assert!(after["itinerary"][0]["stops"][1]["location"].is_null());
        assert_ne!(
            after["itinerary"][0]["stops"][1]["from_previous"], leg_before,
            "the leg is measured from the placed point"
        );
        // The GPX export follows the placed point as well (converted to WGS-84, so near it).
        let gpx = app
            .client
            .get(app.url(&format!("/ver3/api/v3/lines/detail?id={LINE}&format=gpx")))
            .send()
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        assert!(gpx.contains("<wpt lat=\"30.26"), "{gpx}");
    }
);
