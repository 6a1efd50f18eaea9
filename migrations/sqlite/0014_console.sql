-- The search log the console's dashboard reads (docs/CONSOLE.md, "What is logged"): per
-- Shanghai day and normalised query text, how often it was searched, how often it found
-- nothing, and the result count of the latest search. No visitor id, no address, no time
-- of day: a row says only that the words were searched that day, so often.
CREATE TABLE search_daily (
    day      TEXT NOT NULL,
    query    TEXT NOT NULL,
    searches BIGINT NOT NULL,
    empty    BIGINT NOT NULL,
    results  BIGINT NOT NULL,
    PRIMARY KEY (day, query)
);

-- Notices on the live pages (docs/CONSOLE.md, "Live form"): a line of text for a city, or
-- a county of it, shown from when it was entered until it ends or an operator withdraws it.
CREATE TABLE live_notices (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    city_id      BIGINT NOT NULL,
    -- The county it is about; NULL: the whole city.
    county_code  TEXT,
    text         TEXT NOT NULL,
    starts_ms    BIGINT NOT NULL,
    ends_ms      BIGINT NOT NULL,
    withdrawn_ms BIGINT
);
CREATE INDEX live_notices_city ON live_notices (city_id, ends_ms);
