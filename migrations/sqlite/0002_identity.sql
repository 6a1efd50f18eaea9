-- Identity: visitors, their token chains, spent one-time credentials, and the shared
-- rate-limit counters (used by youzhe-core's `auth` and `ratelimit` modules as well).
-- The same text runs on SQLite and PostgreSQL; keep both files identical.

-- A visitor known by an openid link or by WeChat. `uid` is random (never a counter), so
-- it reveals nothing about how many visitors there are and cannot be enumerated.
CREATE TABLE visitors (
    uid        TEXT PRIMARY KEY,
    openid     TEXT UNIQUE,
    unionid    TEXT UNIQUE,
    nickname   TEXT NOT NULL DEFAULT '',
    avatar     TEXT NOT NULL DEFAULT '',
    usertype   TEXT NOT NULL DEFAULT 'normal' CHECK (usertype IN ('normal', 'elder')),
    -- Tourism points balance; the points area keeps the ledger and updates this total.
    points     BIGINT NOT NULL DEFAULT 0,
    -- The share code (`user_id`) the visitor first arrived with, if any.
    referrer   TEXT,
    created_ms BIGINT NOT NULL,
    updated_ms BIGINT NOT NULL
);

-- One row per sign-in: the ID tokens issued by refreshing descend from it. Only the
-- current token (and, for a few seconds, its predecessor) is accepted; showing any older
-- token of the chain to /token/refresh revokes the chain. A chain ends at `expires_ms`
-- whatever happens.
CREATE TABLE token_chains (
    id             TEXT PRIMARY KEY,
    uid            TEXT NOT NULL REFERENCES visitors (uid),
    current_jti    TEXT NOT NULL,
    previous_jti   TEXT,
    rotated_ms     BIGINT,
    created_ms     BIGINT NOT NULL,
    expires_ms     BIGINT NOT NULL,
    revoked_ms     BIGINT,
    revoked_reason TEXT
);
CREATE INDEX token_chains_uid ON token_chains (uid);

-- Credentials that work once: signed openid links and WeChat authorization codes. Only a
-- SHA-256 digest is kept, never the credential; rows are swept after `expires_ms`.
CREATE TABLE spent_credentials (
    kind       TEXT NOT NULL,
    digest     TEXT NOT NULL,
    expires_ms BIGINT NOT NULL,
    PRIMARY KEY (kind, digest)
);
CREATE INDEX spent_credentials_expiry ON spent_credentials (expires_ms);

-- Fixed-window counters shared by every replica (`RateLimiter::shared`).
CREATE TABLE rate_limits (
    key       TEXT NOT NULL,
    window_ms BIGINT NOT NULL,
    count     BIGINT NOT NULL,
    PRIMARY KEY (key, window_ms)
);
