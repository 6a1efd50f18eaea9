-- Page views: every view as reported, and a running count per Shanghai day, page and source
-- (written in the same transaction, so the two never disagree).
CREATE TABLE page_views (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    visitor_cookie TEXT,
    source         TEXT,
    share_code     TEXT,
    page_path      TEXT NOT NULL,
    day            TEXT NOT NULL,
    at_ms          BIGINT NOT NULL
);
CREATE INDEX page_views_day ON page_views (day);

CREATE TABLE page_view_daily (
    day       TEXT NOT NULL,
    page_path TEXT NOT NULL,
    -- '' when the view had no source, so the key has no NULLs.
    source    TEXT NOT NULL,
    views     BIGINT NOT NULL,
    PRIMARY KEY (day, page_path, source)
);
