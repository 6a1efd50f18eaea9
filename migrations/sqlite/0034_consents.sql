-- The versions of the user agreement and privacy policy a visitor agreed to, and when
-- (docs/IDENTITY.md, "Consent"). One row per visitor and version: agreeing again to the
-- same version keeps the first time. Deleted with the account.
CREATE TABLE visitor_consents (
    uid          TEXT NOT NULL REFERENCES visitors (uid),
    version      TEXT NOT NULL,
    consented_ms BIGINT NOT NULL,
    PRIMARY KEY (uid, version)
);
