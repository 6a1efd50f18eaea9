-- A coupon prize's code pool (docs/CAMPAIGNS.md, "Coupon codes"): codes a partner issued,
-- uploaded by an organiser; each win of the prize takes the next free one in the draw's own
-- transaction (which already holds the prize's row), so no code is given twice.
CREATE TABLE campaign_prize_codes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    campaign_id TEXT NOT NULL,
    prize_id    TEXT NOT NULL,
    code        TEXT NOT NULL,
    win_id      BIGINT REFERENCES campaign_wins (id),
    at_ms       BIGINT NOT NULL,
    UNIQUE (campaign_id, prize_id, code),
    FOREIGN KEY (campaign_id, prize_id) REFERENCES campaign_prizes (campaign_id, id)
);
CREATE INDEX campaign_prize_codes_free ON campaign_prize_codes (campaign_id, prize_id, win_id);
CREATE UNIQUE INDEX campaign_prize_codes_win ON campaign_prize_codes (win_id);
