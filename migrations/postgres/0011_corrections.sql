-- Corrections: a visitor's "something is wrong here" about a place or a dish
-- (docs/CORRECTIONS.md). `status` moves once, from 'received' to 'accepted' or 'rejected';
-- `points` is what the acceptance credited (0 when the day's cap was reached).
CREATE TABLE corrections (
    id          BIGSERIAL PRIMARY KEY,
    reporter    TEXT NOT NULL,
    target_kind TEXT NOT NULL,
    target_id   TEXT NOT NULL,
    kind        TEXT NOT NULL,
    body        TEXT NOT NULL,
    lat         DOUBLE PRECISION,
    lng         DOUBLE PRECISION,
    phone       TEXT,
    -- The photos' ids, comma-separated, in the visitor's order.
    media_ids   TEXT NOT NULL,
    status      TEXT NOT NULL,
    -- Why it was rejected (shown to the reporter), or the operator's note on acceptance.
    reason      TEXT,
    note        TEXT,
    points      BIGINT NOT NULL DEFAULT 0,
    created_ms  BIGINT NOT NULL,
    decided_ms  BIGINT
);
CREATE INDEX corrections_reporter ON corrections (reporter, id DESC);
CREATE INDEX corrections_open ON corrections (status, id);
