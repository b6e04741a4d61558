-- Retention: the ids of purged submissions, written in the same statement (so the same
-- transaction) as their delete. Every insert skips an id listed here, so a journal line of a
-- purged submission (a crash between the delete and the journal's compaction, or a journal kept
-- after a failed insert) never brings it back as pending, to be mailed again. Ids only: nothing a
-- visitor sent.
CREATE TABLE purged_submissions (
  id         uuid PRIMARY KEY,
  purged_at  timestamptz NOT NULL DEFAULT now()
);
