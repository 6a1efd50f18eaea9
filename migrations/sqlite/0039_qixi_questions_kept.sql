-- The Qixi questions are console content (七夕题库, docs/QIXI.md): an invitation keeps the
-- questions it was answered with, so its partner answers the same ones and the result shows
-- them as asked, whatever is published or deleted meanwhile. JSON: [{id, question, options}].
-- Invitations made before have none and are shown with the questions published now.
ALTER TABLE qixi_invitations ADD COLUMN questions TEXT;
