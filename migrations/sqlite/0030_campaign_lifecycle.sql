-- A campaign's life in the console (docs/CAMPAIGNS.md, "Running a campaign"): an operator
-- creates a `draft`; a province admin publishes it (`published`), or a city or county
-- editor's publish waits for one (`pending`); a published campaign can be `paused` (no
-- earn, draw or redemption, on every replica at once: the engine reads the state in its
-- transaction) and resumed, and `closed` (over for good, at `closed_ms`). Visitors see
-- published, paused and closed campaigns only. Campaigns loaded from the content folder
-- are published.
ALTER TABLE campaigns ADD COLUMN state TEXT NOT NULL DEFAULT 'published'
    CHECK (state IN ('draft', 'pending', 'published', 'paused', 'closed'));
-- The operator who created it in the console; NULL: loaded from the content folder.
ALTER TABLE campaigns ADD COLUMN created_by BIGINT;
ALTER TABLE campaigns ADD COLUMN closed_ms BIGINT;
