-- The quiz and the travel-persona test (docs/QUIZ.md). Instants are Unix milliseconds.

-- One quiz attempt: the questions drawn and the order their options were shown in, fixed
-- at the start; the answers, score and the chance earned once submitted (NULL before).
CREATE TABLE quiz_attempts (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL,
    -- The campaign a pass earns a chance in.
    campaign_id  TEXT NOT NULL,
    -- JSON: [{"q": question id, "order": [stored option index, in the order shown]}].
    questions    TEXT NOT NULL,
    pass_score   BIGINT NOT NULL,
    started_ms   BIGINT NOT NULL,
    deadline_ms  BIGINT NOT NULL,
    submitted_ms BIGINT,
    -- JSON: the shown option chosen per question, -1 for none.
    answers      TEXT,
    score        BIGINT,
    passed       BOOLEAN,
    -- JSON: what the campaign engine answered to the pass (set once).
    chance       TEXT
);
CREATE INDEX quiz_attempts_user ON quiz_attempts (user_id, started_ms);

-- A persona test taken: readable by anyone with its public id.
CREATE TABLE persona_results (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL,
    persona_id TEXT NOT NULL,
    -- JSON: the option chosen per question.
    answers    TEXT NOT NULL,
    at_ms      BIGINT NOT NULL
);
CREATE INDEX persona_results_user ON persona_results (user_id, at_ms);
