-- Issue 26 items 11 and 12 (docs/product/states-and-permissions.md "Workflow", docs/api.md "Workflow").
--
-- Item 11: sign-off seals the PDF. A sign-off is a job of its own beside the revision's preview job (the unique
-- key now includes `sign_off`): the runner draws the document as the Completed report will read (signed off by
-- `sign_off_by` at `sign_off_at`, the instant the checker confirmed), and only when the whole PDF is written does
-- it record the step to Completed and keep the document sealed, in one transaction. A sign-off that fails leaves
-- the report in QA Review with the job's error, which the workflow bar shows.
ALTER TABLE report_document_jobs
  ADD COLUMN sign_off boolean NOT NULL DEFAULT false,
  ADD COLUMN sign_off_by integer REFERENCES users (id),
  ADD COLUMN sign_off_at timestamptz,
  ADD CONSTRAINT report_document_jobs_sign_off_by CHECK (
    sign_off = (sign_off_by IS NOT NULL) AND sign_off = (sign_off_at IS NOT NULL));
ALTER TABLE report_document_jobs DROP CONSTRAINT report_document_jobs_one_per_revision;
ALTER TABLE report_document_jobs
  ADD CONSTRAINT report_document_jobs_one_per_revision
  UNIQUE (report_id, general_info_version, register_revision, sign_off);

-- Item 12: the report's comment thread. A checker's return comment opens it (the step keeps its own copy); the
-- surveyor and the checker reply while the report is In Progress or QA Review (src/workflow/comments.ts says who
-- may post when). Insert-only, like the steps: the thread is part of the report's audit trail.
CREATE TABLE report_comments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  -- The return step the comment was made with, or NULL for a reply.
  step_id bigint REFERENCES report_workflow_steps (id) ON DELETE CASCADE,
  posted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_comments_report ON report_comments (report_id, id);

-- The return comments made before this migration open their reports' threads, so no comment is lost.
INSERT INTO report_comments (report_id, user_id, body, step_id, posted_at)
SELECT report_id, user_id, comment, id, stepped_at
FROM report_workflow_steps
WHERE comment IS NOT NULL AND length(comment) BETWEEN 1 AND 4000
ORDER BY id;
