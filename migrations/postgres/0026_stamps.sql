-- County stamp campaigns (docs/STAMPS.md). Instants are Unix milliseconds.

-- One stamp: a visitor checked in at a place of a campaign's stamp card, within 500 m.
-- One per place per visitor (the unique index is what makes 20 check-ins at once stamp
-- once); the key names the press, so the same key answers the same stamp again.
CREATE TABLE stamps (
    id              BIGSERIAL PRIMARY KEY,
    campaign_id     TEXT NOT NULL,
    user_id         TEXT NOT NULL,
    place_id        TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    -- Where the visitor was, and how far that was from the place (what the server checked).
    lat             DOUBLE PRECISION NOT NULL,
    lng             DOUBLE PRECISION NOT NULL,
    distance_m      BIGINT NOT NULL,
    at_ms           BIGINT NOT NULL,
    -- JSON: what the campaign engine answered when this stamp filled the card (set once).
    chance          TEXT
);
CREATE UNIQUE INDEX stamps_place ON stamps (campaign_id, user_id, place_id);
CREATE UNIQUE INDEX stamps_key ON stamps (campaign_id, user_id, idempotency_key);
