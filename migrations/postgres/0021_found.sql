-- Spot the difference (docs/FOUND.md). Instants are Unix milliseconds.

-- One round: a scene drawn at random, its deadline, and its end (finished or timed out).
CREATE TABLE found_rounds (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL,
    scene_id    TEXT NOT NULL,
    started_ms  BIGINT NOT NULL,
    deadline_ms BIGINT NOT NULL,
    -- Set once by finish (NULL while open).
    finished_ms BIGINT,
    score       BIGINT
);
CREATE INDEX found_rounds_user ON found_rounds (user_id, started_ms);

-- Every tap, named by the visitor's key: the same key twice is the first tap again.
-- diff is the difference hit (its index in the scene), -1 for a miss; fresh is true when
-- this tap found it first.
CREATE TABLE found_taps (
    round_id TEXT NOT NULL,
    tap_key  TEXT NOT NULL,
    x        BIGINT NOT NULL,
    y        BIGINT NOT NULL,
    diff     BIGINT NOT NULL,
    fresh    BOOLEAN NOT NULL,
    at_ms    BIGINT NOT NULL,
    PRIMARY KEY (round_id, tap_key)
);

-- The differences found in a round, once each.
CREATE TABLE found_hits (
    round_id TEXT NOT NULL,
    diff     BIGINT NOT NULL,
    at_ms    BIGINT NOT NULL,
    PRIMARY KEY (round_id, diff)
);

-- Hints used: slot 0, 1, … up to the limit per round, each revealing one difference.
CREATE TABLE found_hints (
    round_id TEXT NOT NULL,
    slot     BIGINT NOT NULL,
    hint_key TEXT NOT NULL,
    diff     BIGINT NOT NULL,
    at_ms    BIGINT NOT NULL,
    PRIMARY KEY (round_id, slot),
    UNIQUE (round_id, hint_key)
);
