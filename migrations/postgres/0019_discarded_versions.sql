-- Content editing (docs/EDITING.md): an operator may discard their own open draft, and an
-- editor of the record's region a rejected version. A discarded version stays, as history,
-- in state 'discarded' (so its number is never given again); it is neither open nor live.
ALTER TABLE content_versions DROP CONSTRAINT content_versions_state_check;
ALTER TABLE content_versions ADD CONSTRAINT content_versions_state_check
    CHECK (state IN ('draft', 'submitted', 'published', 'rejected', 'discarded'));
