-- The campaign pages (docs/CAMPAIGN_PAGES.md): which generic layout a campaign's page uses
-- (1 poster, 2 task list; rows stored before this read 1), and a festival's programme
-- (JSON: line-up, stages, venue places, how to get there; NULL for other campaigns).
ALTER TABLE campaigns ADD COLUMN layout BIGINT NOT NULL DEFAULT 1 CHECK (layout IN (1, 2));
ALTER TABLE campaigns ADD COLUMN festival TEXT;
