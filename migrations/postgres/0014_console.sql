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
