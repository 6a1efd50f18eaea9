-- Live reports from operators (docs/LIVE.md): crowd levels at scenic spots and weather per
-- city, each with the instant it was observed and how long it stays true. Reads take the
-- latest observation per place or city; a report older than its ttl shows as unknown.
CREATE TABLE live_crowd (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    place_id    TEXT NOT NULL,
    level       TEXT NOT NULL,
    observed_ms BIGINT NOT NULL,
    ttl_secs    BIGINT NOT NULL,
    received_ms BIGINT NOT NULL
);
CREATE INDEX live_crowd_place ON live_crowd (place_id, observed_ms);

CREATE TABLE live_weather (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    city_id       BIGINT NOT NULL,
    text          TEXT NOT NULL,
    temperature_c REAL NOT NULL,
    observed_ms   BIGINT NOT NULL,
    ttl_secs      BIGINT NOT NULL,
    received_ms   BIGINT NOT NULL
);
CREATE INDEX live_weather_city ON live_weather (city_id, observed_ms);
