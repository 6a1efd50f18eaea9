-- Sign-in by mainland mobile number and SMS code (docs/IDENTITY.md, "Phone sign-in").
-- The same text runs on SQLite and PostgreSQL; keep both files identical.

-- A visitor's mobile number once they have signed in with it: one account per number.
-- NULL for visitors known only by WeChat (several NULLs are allowed by both databases).
ALTER TABLE visitors ADD COLUMN phone TEXT;
CREATE UNIQUE INDEX visitors_phone ON visitors (phone);

-- The one live code of a number. Only an HMAC of the code is kept (keyed by `salt`); a
-- row dies at `expires_ms` or after `tries` wrong answers and is replaced by the next
-- request, which may come no sooner than the resend wait after `sent_ms`.
CREATE TABLE phone_codes (
    phone      TEXT PRIMARY KEY,
    salt       TEXT NOT NULL,
    digest     TEXT NOT NULL,
    tries      BIGINT NOT NULL DEFAULT 0,
    sent_ms    BIGINT NOT NULL,
    expires_ms BIGINT NOT NULL
);
