-- Core bookkeeping shared by every area.
-- Instants are integer unix milliseconds in every table (portable between SQLite and
-- PostgreSQL, sortable, no time-zone ambiguity); people see them as Asia/Shanghai.

-- Small shared key/value state that replicas must agree on (cached partner tokens, flags).
CREATE TABLE kv (
    key        TEXT PRIMARY KEY,
    value      TEXT NOT NULL,
    expires_ms BIGINT,
    updated_ms BIGINT NOT NULL
);
