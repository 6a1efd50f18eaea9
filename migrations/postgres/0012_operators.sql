-- Operators: the people who run the site (editors, moderators, analysts, admins), a kind
-- of account apart from visitors, with sessions and an audit log. docs/OPERATORS.md.

-- One row per operator. `password_hash` is an argon2id PHC string. The scope is the
-- content's region ids: `city_id` a city's public id (1201 …), `county_code` a county's
-- official code ('330102'); a county editor carries both (its county's city too), a city
-- editor the city only, the other roles neither. Failed sign-ins are counted here rather
-- than in memory so every replica sees the same lockout. `totp_last_step` is the 30 s
-- step of the last one-time code accepted: a code is good once.
CREATE TABLE operators (
    id              BIGSERIAL PRIMARY KEY,
    username        TEXT NOT NULL UNIQUE,
    display_name    TEXT NOT NULL,
    password_hash   TEXT NOT NULL,
    role            TEXT NOT NULL CHECK (role IN ('province_admin', 'city_editor', 'county_editor', 'moderator', 'analyst')),
    city_id         BIGINT,
    county_code     TEXT,
    disabled        BOOLEAN NOT NULL DEFAULT FALSE,
    failed_attempts BIGINT NOT NULL DEFAULT 0,
    locked_until_ms BIGINT,
    totp_secret     TEXT,
    totp_last_step  BIGINT,
    created_ms      BIGINT NOT NULL,
    updated_ms      BIGINT NOT NULL
);

-- Sessions live in the database so any replica can check any cookie. Only the SHA-256 of
-- the cookie's random value is stored: a copy of this table signs nobody in.
CREATE TABLE operator_sessions (
    id_hash      TEXT PRIMARY KEY,
    operator_id  BIGINT NOT NULL REFERENCES operators (id),
    csrf         TEXT NOT NULL,
    created_ms   BIGINT NOT NULL,
    last_seen_ms BIGINT NOT NULL,
    expires_ms   BIGINT NOT NULL,
    revoked      BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX operator_sessions_of ON operator_sessions (operator_id);

-- Every operator write, never changed or removed (the triggers below refuse both).
-- `operator_id` is NULL for the command line, whose `actor` is 'cli'; `actor` is the
-- username as it was, so a row still says who after a rename. `before`/`after` are the
-- record as JSON text (NULL for a creation's before, a removal's after).
CREATE TABLE audit_log (
    id          BIGSERIAL PRIMARY KEY,
    operator_id BIGINT REFERENCES operators (id),
    actor       TEXT NOT NULL,
    at_ms       BIGINT NOT NULL,
    action      TEXT NOT NULL,
    target_kind TEXT NOT NULL,
    target_id   TEXT NOT NULL,
    before_json TEXT,
    after_json  TEXT,
    client_ip   TEXT
);
CREATE INDEX audit_log_target ON audit_log (target_kind, target_id, id);

CREATE FUNCTION audit_log_append_only() RETURNS trigger AS $$
BEGIN RAISE EXCEPTION 'audit_log is append-only'; END;
$$ LANGUAGE plpgsql;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
