-- Failed sign-ins under usernames no account has, counted exactly like an account's own
-- (operators.failed_attempts, locked_until_ms). Without it an unknown name is never locked,
-- and the 429 after five tries would tell anyone which names exist. docs/OPERATORS.md.
CREATE TABLE operator_unknown_sign_ins (
    username        TEXT PRIMARY KEY,
    failed_attempts BIGINT NOT NULL DEFAULT 0,
    locked_until_ms BIGINT
);
