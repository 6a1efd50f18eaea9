-- Points: a ledger, never a counter. Every credit or debit is one row that is never
-- changed; the balance is their sum. docs/POINTS.md.

-- What each event earns and how often a day. Only `visitor_may_post` events may be sent
-- by a visitor (POST /ver3/api/Open/integral); the others are credited by the server.
CREATE TABLE point_rules (
    event            TEXT PRIMARY KEY,
    points           BIGINT NOT NULL,
    daily_cap        BIGINT NOT NULL,
    visitor_may_post BOOLEAN NOT NULL,
    description      TEXT NOT NULL
);
INSERT INTO point_rules (event, points, daily_cap, visitor_may_post, description) VALUES
    ('checkin',             5,  1,  TRUE,  '每日签到'),
    ('review_published',    10, 3,  FALSE, '发表点评并通过审核'),
    ('correction_accepted', 20, 5,  FALSE, '纠错信息被采纳'),
    ('share_visit',         2,  10, FALSE, '好友通过你的分享链接来访'),
    ('campaign',            50, 5,  FALSE, '参与活动获得奖励');

-- One row per credit (positive) or debit (negative). The key makes a credit idempotent:
-- the same key for the same visitor is written once. `day` is the Asia/Shanghai date the
-- daily caps count by.
CREATE TABLE point_ledger (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id         TEXT NOT NULL,
    event           TEXT NOT NULL REFERENCES point_rules (event),
    points          BIGINT NOT NULL,
    idempotency_key TEXT NOT NULL,
    day             TEXT NOT NULL,
    at_ms           BIGINT NOT NULL,
    UNIQUE (user_id, idempotency_key)
);
CREATE INDEX point_ledger_newest ON point_ledger (user_id, id DESC);
CREATE INDEX point_ledger_day ON point_ledger (user_id, event, day);

-- One row per visitor, written first in every credit's transaction: it holds the visitor's
-- credits in line (a row lock on PostgreSQL, the write lock on SQLite), so concurrent
-- credits cannot pass a daily cap. It carries no balance.
CREATE TABLE point_locks (
    user_id TEXT PRIMARY KEY,
    at_ms   BIGINT NOT NULL
);
