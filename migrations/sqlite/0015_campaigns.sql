-- Campaigns (docs/CAMPAIGNS.md): configuration rows, the chances visitors earn, their
-- draws, the prizes they win (with a redemption code) and the delivery addresses. Every
-- earn, draw and shop redemption is one transaction, idempotent by the visitor's key.
-- The same text runs on SQLite and PostgreSQL apart from the id columns.

-- A campaign as configured (first loaded from campaigns.jsonl, later edited in the console).
-- `eligibility` and `tasks` are JSON text; instants are Unix milliseconds.
CREATE TABLE campaigns (
    id          TEXT PRIMARY KEY,
    title       TEXT NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('quiz', 'persona', 'blindbox', 'qixi', 'shop', 'generic')),
    sample      BOOLEAN NOT NULL,
    starts_ms   BIGINT NOT NULL,
    ends_ms     BIGINT NOT NULL,
    rules       TEXT NOT NULL,
    eligibility TEXT NOT NULL,
    -- Draws (or shop redemptions) one visitor may make per Shanghai day, and in all.
    per_day     BIGINT NOT NULL CHECK (per_day >= 1),
    in_all      BIGINT NOT NULL CHECK (in_all >= 1),
    -- The weight of drawing nothing, beside the prizes' weights.
    lose_weight BIGINT NOT NULL CHECK (lose_weight >= 0),
    -- A prize not redeemed or shipped within this many days of winning expires.
    claim_days  BIGINT NOT NULL CHECK (claim_days >= 1),
    tasks       TEXT NOT NULL,
    created_ms  BIGINT NOT NULL,
    updated_ms  BIGINT NOT NULL
);

-- A campaign's prizes (for a shop: its goods, with a points price). `stock` only ever
-- falls through `UPDATE … SET stock = stock - 1 WHERE … AND stock > 0`.
CREATE TABLE campaign_prizes (
    campaign_id TEXT NOT NULL REFERENCES campaigns (id),
    id          TEXT NOT NULL,
    name        TEXT NOT NULL,
    kind        TEXT NOT NULL CHECK (kind IN ('physical', 'coupon', 'points')),
    stock       BIGINT NOT NULL CHECK (stock >= 0),
    weight      BIGINT NOT NULL CHECK (weight >= 0),
    -- Prizes of this kind given per Shanghai day at most; 0: no daily cap.
    daily_cap   BIGINT NOT NULL CHECK (daily_cap >= 0),
    price       BIGINT NOT NULL CHECK (price >= 0),
    position    BIGINT NOT NULL,
    PRIMARY KEY (campaign_id, id)
);

-- How many of a prize were given on a day: the daily cap's counter, raised only while
-- below the cap by one conditional statement.
CREATE TABLE campaign_prize_days (
    campaign_id TEXT NOT NULL,
    prize_id    TEXT NOT NULL,
    day         TEXT NOT NULL,
    given       BIGINT NOT NULL,
    PRIMARY KEY (campaign_id, prize_id, day)
);

-- Written first in every earn, draw and redemption of a visitor in a campaign: it holds
-- the visitor's other actions there in line (a row lock on PostgreSQL, the write lock on
-- SQLite), so counts of chances and limits are read settled.
CREATE TABLE campaign_locks (
    campaign_id TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    at_ms       BIGINT NOT NULL,
    PRIMARY KEY (campaign_id, user_id)
);

-- Chances earned. `deed` names what earned it (the day of a check-in, a place, a friend,
-- a review), so one deed earns once whatever key is sent.
CREATE TABLE campaign_chances (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign_id     TEXT NOT NULL REFERENCES campaigns (id),
    user_id         TEXT NOT NULL,
    task            TEXT NOT NULL,
    deed            TEXT NOT NULL,
    chances         BIGINT NOT NULL,
    idempotency_key TEXT NOT NULL,
    day             TEXT NOT NULL,
    at_ms           BIGINT NOT NULL,
    UNIQUE (campaign_id, user_id, idempotency_key),
    UNIQUE (campaign_id, user_id, task, deed)
);
CREATE INDEX campaign_chances_day ON campaign_chances (campaign_id, user_id, task, day);

-- Prizes won (by a draw) or bought (in a shop). `state` is stored as won, address_given,
-- shipped or redeemed; expired is read from `expires_ms`.
CREATE TABLE campaign_wins (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign_id  TEXT NOT NULL REFERENCES campaigns (id),
    prize_id     TEXT NOT NULL,
    user_id      TEXT NOT NULL,
    code         TEXT NOT NULL UNIQUE,
    points_spent BIGINT NOT NULL,
    state        TEXT NOT NULL CHECK (state IN ('won', 'address_given', 'shipped', 'redeemed')),
    won_ms       BIGINT NOT NULL,
    expires_ms   BIGINT NOT NULL,
    shipped_ms   BIGINT,
    tracking     TEXT,
    redeemed_ms  BIGINT,
    FOREIGN KEY (campaign_id, prize_id) REFERENCES campaign_prizes (campaign_id, id)
);
CREATE INDEX campaign_wins_mine ON campaign_wins (user_id, id);
CREATE INDEX campaign_wins_public ON campaign_wins (campaign_id, id);

-- Every draw and shop redemption: the key makes it idempotent; a lose has no prize.
CREATE TABLE campaign_draws (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign_id     TEXT NOT NULL REFERENCES campaigns (id),
    user_id         TEXT NOT NULL,
    action          TEXT NOT NULL CHECK (action IN ('draw', 'redeem')),
    idempotency_key TEXT NOT NULL,
    day             TEXT NOT NULL,
    at_ms           BIGINT NOT NULL,
    prize_id        TEXT,
    win_id          BIGINT REFERENCES campaign_wins (id),
    UNIQUE (campaign_id, user_id, idempotency_key)
);
CREATE INDEX campaign_draws_day ON campaign_draws (campaign_id, user_id, day);

-- Where a physical prize goes: read only by its winner and by prize staff.
CREATE TABLE campaign_addresses (
    win_id  BIGINT PRIMARY KEY REFERENCES campaign_wins (id),
    name    TEXT NOT NULL,
    mobile  TEXT NOT NULL,
    address TEXT NOT NULL,
    at_ms   BIGINT NOT NULL
);

-- A shop redemption is one debit row of the points ledger under this event. It earns
-- nothing, so the points page does not list it among the ways to earn.
INSERT INTO point_rules (event, points, daily_cap, visitor_may_post, description) VALUES
    ('shop_redeem', 0, 0, FALSE, '积分商城兑换');
