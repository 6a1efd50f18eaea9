-- Content editing (docs/EDITING.md): every version of a content record an operator drafts,
-- with where it stands in the review workflow. The published text itself stays in
-- content_records (what the visitor's snapshot is built from); a version is written there
-- when it is published. The first edit of a record stores its imported body as version 1
-- (state 'published', no author) so history and revert always reach the original.
CREATE TABLE content_versions (
    entity      TEXT NOT NULL,   -- content_records.entity: places, dishes, …
    record_id   TEXT NOT NULL,   -- content_records.id
    version     BIGINT NOT NULL, -- 1, 2, … per record; never reused
    state       TEXT NOT NULL CHECK (state IN ('draft', 'submitted', 'published', 'rejected')),
    body        TEXT NOT NULL,   -- the record as one line of JSON, as import would store it
    author_id   BIGINT REFERENCES operators (id), -- NULL: the imported original
    created_ms  BIGINT NOT NULL,
    decided_by  BIGINT REFERENCES operators (id), -- who published or rejected it
    decided_ms  BIGINT,
    reason      TEXT,            -- why it was rejected
    PRIMARY KEY (entity, record_id, version)
);

-- At most one open (draft or submitted) version per record: two editors racing for the
-- same record cannot both hold one.
CREATE UNIQUE INDEX content_versions_open ON content_versions (entity, record_id)
    WHERE state IN ('draft', 'submitted');
-- The publishers' queue: submitted versions, oldest first.
CREATE INDEX content_versions_queue ON content_versions (state, created_ms);
