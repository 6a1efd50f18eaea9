-- Favourites: what a visitor saved (a place, dish, line, person or topic), once each.
-- The thing itself is read from the content when the list is shown, so a saved id that
-- the content no longer has stays listed (as withdrawn) until the visitor removes it.
CREATE TABLE favourites (
    user_id TEXT NOT NULL,
    kind    TEXT NOT NULL,
    item_id TEXT NOT NULL,
    at_ms   BIGINT NOT NULL,
    PRIMARY KEY (user_id, kind, item_id)
);
CREATE INDEX favourites_newest ON favourites (user_id, at_ms DESC);
