-- Reviews: a visitor's stars, text and photos on a place or a dish (docs/REVIEWS.md).
-- A review is published at once, or waits for moderation (`pending`) when its text holds
-- a sensitive word, its author wrote many in the last hour, or three visitors reported it.
-- Moderation publishes or rejects it (`youzhe_reviews::moderation`).
CREATE TABLE reviews (
    id          BIGSERIAL PRIMARY KEY,
    target_kind TEXT NOT NULL CHECK (target_kind IN ('place', 'dish')),
    target_id   TEXT NOT NULL,
    author      TEXT NOT NULL,
    rating      BIGINT NOT NULL CHECK (rating BETWEEN 1 AND 5),
    body        TEXT NOT NULL,
    -- The photos' media ids, comma-separated, in the author's order (at most 9).
    media_ids   TEXT NOT NULL DEFAULT '',
    photo_count BIGINT NOT NULL DEFAULT 0,
    status      TEXT NOT NULL CHECK (status IN ('published', 'pending', 'rejected')),
    -- Why it waits (`sensitive_word`, `author_rate`, `reports`) or why it was rejected.
    reason      TEXT NOT NULL DEFAULT '',
    created_ms  BIGINT NOT NULL,
    -- When its status last changed (reports only count after it).
    decided_ms  BIGINT NOT NULL
);
CREATE INDEX reviews_target ON reviews (target_kind, target_id, status, created_ms DESC);
CREATE INDEX reviews_author ON reviews (author, created_ms DESC);
CREATE INDEX reviews_status ON reviews (status, created_ms);

-- One report per visitor per review; reporting again changes nothing.
CREATE TABLE review_reports (
    review_id BIGINT NOT NULL,
    reporter  TEXT NOT NULL,
    reason    TEXT NOT NULL,
    at_ms     BIGINT NOT NULL,
    PRIMARY KEY (review_id, reporter)
);
