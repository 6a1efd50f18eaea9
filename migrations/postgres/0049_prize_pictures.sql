-- A prize's picture (docs/CAMPAIGNS.md, "Prize pictures"): JSON, one entry as a content
-- record's `media` ({url, width, height, caption, credit?, crop?}), uploaded in the campaign
-- studio. NULL: no picture (the pages show the prize's words alone).
ALTER TABLE campaign_prizes ADD COLUMN picture TEXT;
