-- Camping events (docs/CAMPING.md). The events themselves (title, campsite, dates,
-- capacity) are content (camping_events.jsonl); the database keeps each event's seats and
-- the visitors' sign-ups. A sign-up takes its seats with one conditional UPDATE
-- (seats_taken + party <= capacity) in the transaction that writes it, so an event never
-- overfills however many sign up at once; a cancel gives the seats back.
CREATE TABLE camping_seats (
    event_id    TEXT PRIMARY KEY,
    capacity    BIGINT NOT NULL CHECK (capacity >= 0),
    seats_taken BIGINT NOT NULL DEFAULT 0 CHECK (seats_taken >= 0)
);

CREATE TABLE camping_signups (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    event_id     TEXT NOT NULL,
    user_id      TEXT NOT NULL,
    -- The press that made it: the same key again answers this sign-up, nothing taken.
    idem_key     TEXT NOT NULL,
    -- People in the party (the seats taken), 1 to the event's per-sign-up limit.
    party        BIGINT NOT NULL CHECK (party >= 1),
    -- The contact number the organiser calls; shown to its visitor masked.
    phone        TEXT NOT NULL,
    state        TEXT NOT NULL CHECK (state IN ('active', 'cancelled')),
    created_ms   BIGINT NOT NULL,
    cancelled_ms BIGINT,
    UNIQUE (user_id, idem_key)
);
-- One live sign-up per visitor per event; a cancelled one leaves room for a new one.
CREATE UNIQUE INDEX camping_signups_one_active ON camping_signups (event_id, user_id) WHERE state = 'active';
CREATE INDEX camping_signups_user ON camping_signups (user_id, created_ms DESC);
