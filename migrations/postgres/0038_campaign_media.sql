-- A campaign's photos (docs/MEDIA.md, "Campaign photos"): JSON, the same entries as a content
-- record's `media` ({url, width, height, caption, credit?, crop?}; the first is the cover),
-- written by the campaign studio. NULL: no photo (every campaign stored before this).
ALTER TABLE campaigns ADD COLUMN media TEXT;
