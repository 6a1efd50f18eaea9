-- Photo journey (docs/PHOTO_CONTEST.md): entries of a photo contest (a campaign named in
-- photo_contests). Every entry waits for a moderator (`submitted`) and only its author sees it
-- until it is accepted (the gallery) or rejected (with a reason its author reads).
CREATE TABLE photo_entries (
    id          BIGSERIAL PRIMARY KEY,
    campaign_id TEXT NOT NULL,
    author      TEXT NOT NULL,
    -- The author's own uploaded photo (media.id); a photo is entered once per contest.
    media_id    TEXT NOT NULL,
    title       TEXT NOT NULL,
    caption     TEXT NOT NULL DEFAULT '',
    -- A place of the content the photo was taken at ('' when none).
    place_id    TEXT NOT NULL DEFAULT '',
    -- Which of the author's entry places (1..cap) it holds while not rejected.
    slot        BIGINT NOT NULL,
    status      TEXT NOT NULL CHECK (status IN ('submitted', 'accepted', 'rejected')),
    -- Why it waits (`new`, `sensitive_word`) or why it was rejected.
    reason      TEXT NOT NULL DEFAULT '',
    -- Votes received: written in the same transaction as each photo_votes row.
    votes       BIGINT NOT NULL DEFAULT 0 CHECK (votes >= 0),
    created_ms  BIGINT NOT NULL,
    decided_ms  BIGINT NOT NULL,
    UNIQUE (campaign_id, media_id)
);
-- The per-visitor cap: one live (waiting or accepted) entry per slot, whatever races.
CREATE UNIQUE INDEX photo_entries_slot ON photo_entries (campaign_id, author, slot)
    WHERE status <> 'rejected';
CREATE INDEX photo_entries_gallery ON photo_entries (campaign_id, status, created_ms DESC);
CREATE INDEX photo_entries_votes ON photo_entries (campaign_id, status, votes DESC, created_ms);
CREATE INDEX photo_entries_author ON photo_entries (author, created_ms DESC);
CREATE INDEX photo_entries_status ON photo_entries (status, created_ms);

-- One vote per visitor per entry per Asia/Shanghai day (`YYYY-MM-DD`): the key refuses a
-- second one, however many arrive at once.
CREATE TABLE photo_votes (
    entry_id BIGINT NOT NULL,
    voter    TEXT NOT NULL,
    day      TEXT NOT NULL,
    at_ms    BIGINT NOT NULL,
    PRIMARY KEY (entry_id, voter, day)
);

-- Which campaigns are photo contests, with their theme: the window, rules and prizes are
-- the campaign's (campaigns.jsonl, the console); this row makes it a contest. The shipped
-- sample's row is here so a fresh database has it.
CREATE TABLE photo_contests (
    campaign_id TEXT PRIMARY KEY,
    theme       TEXT NOT NULL
);
INSERT INTO photo_contests (campaign_id, theme) VALUES ('sample-photo-journey', '诗画浙江·秋色');
