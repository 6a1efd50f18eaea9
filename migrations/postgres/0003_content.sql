-- Content (regions, boundaries, places, famous people, dishes, lines, topics, rankings,
-- suggestions): each record kept whole as the JSON line it is imported and exported as,
-- keyed by entity and stable id. Reads never come here: the server answers from an
-- in-memory snapshot built from this table, so one table serves every entity and a new
-- field in a record needs no migration.
CREATE TABLE content_records (
    entity     TEXT NOT NULL,   -- file stem: regions, places, …
    id         TEXT NOT NULL,   -- the record's stable id (a region's number, a boundary's code)
    seq        BIGINT NOT NULL, -- line in the last imported file: export keeps this order
    body       TEXT NOT NULL,   -- the record as one line of JSON
    updated_ms BIGINT NOT NULL, -- when the body last changed (replicas poll MAX of this)
    PRIMARY KEY (entity, id)
);

CREATE INDEX content_records_updated ON content_records (updated_ms);
