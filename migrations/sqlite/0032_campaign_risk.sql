-- Risk rules of campaigns (docs/CAMPAIGNS.md, "Risk rules"). A visitor an operator blocked
-- takes part in no campaign (every earn, draw and redemption refused, in its transaction).
CREATE TABLE campaign_blocks (
    user_id     TEXT PRIMARY KEY,
    -- The operator's reason, for operators; the visitor reads plain words instead.
    reason      TEXT NOT NULL,
    operator_id BIGINT,
    at_ms       BIGINT NOT NULL
);

-- Where a visitor first took part in a campaign from (their first earn or draw through the
-- API): the address caps how many new accounts join one campaign from one network a day,
-- and the suspicious-pattern report groups wins by it.
CREATE TABLE campaign_joins (
    campaign_id TEXT NOT NULL,
    user_id     TEXT NOT NULL,
    address     TEXT NOT NULL,
    -- The visitor's account was created within the last 7 days when they joined.
    new_account BOOLEAN NOT NULL,
    day         TEXT NOT NULL,
    at_ms       BIGINT NOT NULL,
    PRIMARY KEY (campaign_id, user_id)
);
CREATE INDEX campaign_joins_address ON campaign_joins (campaign_id, address, day);
