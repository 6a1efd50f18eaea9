-- The Monkey King game (docs/GAMES.md). Instants are Unix milliseconds; days are
-- Asia/Shanghai dates (YYYY-MM-DD).

-- A play session opened by a visitor: the round's seed and start, fixed by the server.
-- Used once: the score submitted with it (accepted) fills the rest.
CREATE TABLE game_sessions (
    id           TEXT PRIMARY KEY,
    game         TEXT NOT NULL,
    user_id      TEXT NOT NULL,
    seed         BIGINT NOT NULL,
    started_ms   BIGINT NOT NULL,
    expires_ms   BIGINT NOT NULL,
    -- Set when a score was accepted for it.
    submitted_ms BIGINT,
    score        BIGINT,
    -- The key the accepted score came with: the same key again answers the same result.
    score_key    TEXT,
    day          TEXT,
    -- JSON: what the campaign engine answered for the score (set once).
    chance       TEXT
);
CREATE INDEX game_sessions_user ON game_sessions (user_id, started_ms);
CREATE INDEX game_sessions_board ON game_sessions (game, day, score);
CREATE UNIQUE INDEX game_sessions_key ON game_sessions (user_id, score_key);

-- Scores refused (implausible for the time, a used, expired, unknown or foreign session):
-- kept for the operators to look at.
CREATE TABLE game_refusals (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game       TEXT NOT NULL,
    user_id    TEXT NOT NULL,
    session_id TEXT NOT NULL,
    score      BIGINT NOT NULL,
    elapsed_ms BIGINT,
    max_score  BIGINT,
    reason     TEXT NOT NULL,
    at_ms      BIGINT NOT NULL
);
CREATE INDEX game_refusals_user ON game_refusals (user_id, at_ms);
