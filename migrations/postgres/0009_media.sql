-- Media: every image a visitor uploaded, after the server checked its bytes and re-encoded
-- it (EXIF and GPS gone). The bytes live in the media store (a local folder or S3-compatible
-- storage, docs/MEDIA.md) under `object_key` and `thumb_key`; this row says whose they are.
CREATE TABLE media (
    id           TEXT PRIMARY KEY,
    owner        TEXT NOT NULL,
    content_type TEXT NOT NULL,
    width        BIGINT NOT NULL,
    height       BIGINT NOT NULL,
    bytes        BIGINT NOT NULL,
    object_key   TEXT NOT NULL,
    thumb_key    TEXT NOT NULL,
    created_ms   BIGINT NOT NULL
);
CREATE INDEX media_owner ON media (owner, created_ms DESC);
