-- Content editing (docs/EDITING.md): an operator may discard their own open draft, and an
-- editor of the record's region a rejected version. A discarded version stays, as history,
-- in state 'discarded' (so its number is never given again); it is neither open nor live.
-- SQLite cannot change a CHECK in place: the table is built again with the wider CHECK.
CREATE TABLE content_versions_new (
    entity      TEXT NOT NULL,
    record_id   TEXT NOT NULL,
    version     BIGINT NOT NULL,
    state       TEXT NOT NULL CHECK (state IN ('draft', 'submitted', 'published', 'rejected', 'discarded')),
    body        TEXT NOT NULL,
    author_id   BIGINT REFERENCES operators (id),
    created_ms  BIGINT NOT NULL,
    decided_by  BIGINT REFERENCES operators (id), -- who published, rejected or discarded it
    decided_ms  BIGINT,
    reason      TEXT,
    PRIMARY KEY (entity, record_id, version)
);
INSERT INTO content_versions_new (entity, record_id, version, state, body, author_id, created_ms, decided_by, decided_ms, reason)
    SELECT entity, record_id, version, state, body, author_id, created_ms, decided_by, decided_ms, reason FROM content_versions;
DROP TABLE content_versions;
ALTER TABLE content_versions_new RENAME TO content_versions;
CREATE UNIQUE INDEX content_versions_open ON content_versions (entity, record_id)
    WHERE state IN ('draft', 'submitted');
CREATE INDEX content_versions_queue ON content_versions (state, created_ms);
