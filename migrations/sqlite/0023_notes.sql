-- Travel notes (docs/NOTES.md): a visitor's title, text, photos and places mentioned in
-- one county (the Suichang sub-site). Every note waits for moderation (`pending`) and
-- only its author sees it until a moderator publishes or rejects it (with a reason).
CREATE TABLE travel_notes (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    county_code TEXT NOT NULL,
    author      TEXT NOT NULL,
    title       TEXT NOT NULL,
    body        TEXT NOT NULL,
    -- The photos' media ids, comma-separated, in the author's order (at most 9).
    media_ids   TEXT NOT NULL DEFAULT '',
    -- The places mentioned (content ids), comma-separated (at most 10).
    place_ids   TEXT NOT NULL DEFAULT '',
    status      TEXT NOT NULL CHECK (status IN ('published', 'pending', 'rejected')),
    -- Why it waits (`new`, `sensitive_word`) or why it was rejected.
    reason      TEXT NOT NULL DEFAULT '',
    created_ms  BIGINT NOT NULL,
    decided_ms  BIGINT NOT NULL
);
CREATE INDEX travel_notes_county ON travel_notes (county_code, status, created_ms DESC);
CREATE INDEX travel_notes_author ON travel_notes (author, created_ms DESC);
CREATE INDEX travel_notes_status ON travel_notes (status, created_ms);

-- One like per visitor per note; liking again changes nothing.
CREATE TABLE travel_note_likes (
    note_id BIGINT NOT NULL,
    visitor TEXT NOT NULL,
    at_ms   BIGINT NOT NULL,
    PRIMARY KEY (note_id, visitor)
);
