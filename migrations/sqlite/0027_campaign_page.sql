-- Which app page a campaign's card opens (docs/CAMPAIGN_PAGES.md), set at start by the area
-- that owns the campaign (the photo contest for its contests, the stamp cards for theirs):
-- a route path such as `pages/actives/huawei`. NULL: the page its kind, festival programme
-- and layout give (the campaigns crate's one rule), so the campaigns area never has to know
-- the areas built on it.
ALTER TABLE campaigns ADD COLUMN page TEXT;
