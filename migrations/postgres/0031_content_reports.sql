-- Reports of travel notes and photo contest entries, as review_reports holds reviews'
-- (docs/REVIEWS.md, "Reports"): one report per visitor per item, reporting again changes
-- nothing. When three visitors have reported a published note (or an accepted entry)
-- since its last decision it waits for a moderator again, with the reason `reports`.
CREATE TABLE travel_note_reports (
    note_id  BIGINT NOT NULL,
    reporter TEXT NOT NULL,
    reason   TEXT NOT NULL,
    at_ms    BIGINT NOT NULL,
    PRIMARY KEY (note_id, reporter)
);
CREATE INDEX travel_note_reports_reporter ON travel_note_reports (reporter);

CREATE TABLE photo_entry_reports (
    entry_id BIGINT NOT NULL,
    reporter TEXT NOT NULL,
    reason   TEXT NOT NULL,
    at_ms    BIGINT NOT NULL,
    PRIMARY KEY (entry_id, reporter)
);
CREATE INDEX photo_entry_reports_reporter ON photo_entry_reports (reporter);
