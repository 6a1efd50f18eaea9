-- The Alipay account linked to a visitor (docs/IDENTITY.md, "Alipay"): one to one both
-- ways. `alipay_id` is the gateway's `user_id` (2088…), or its `open_id` for apps that get
-- only that. Deleted with the account, so the same Alipay account later starts afresh.
CREATE TABLE visitor_alipay (
    alipay_id  TEXT PRIMARY KEY,
    uid        TEXT NOT NULL UNIQUE REFERENCES visitors (uid),
    created_ms BIGINT NOT NULL
);
