-- Qixi matchmaking (docs/QIXI.md). Instants are Unix milliseconds.

-- One invitation: the inviter's answers, then at most one partner's. The pair is made by
-- one conditional UPDATE (`WHERE partner_id IS NULL`), so one invitation pairs once.
CREATE TABLE qixi_invitations (
    code            TEXT PRIMARY KEY,
    inviter_id      TEXT NOT NULL,
    -- The campaign the pair earns chances in.
    campaign_id     TEXT NOT NULL,
    -- JSON: the option chosen per question, in the file's order.
    inviter_answers TEXT NOT NULL,
    created_ms      BIGINT NOT NULL,
    expires_ms      BIGINT NOT NULL,
    partner_id      TEXT,
    partner_answers TEXT,
    paired_ms       BIGINT,
    -- 0–100, computed when the pair is made.
    score           BIGINT,
    -- JSON: what the campaign engine answered for each of the two (set once).
    inviter_chance  TEXT,
    partner_chance  TEXT
);
CREATE INDEX qixi_invitations_inviter ON qixi_invitations (inviter_id, created_ms);
CREATE INDEX qixi_invitations_partner ON qixi_invitations (partner_id, paired_ms);
