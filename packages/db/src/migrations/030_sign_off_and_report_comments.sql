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

-- Issue 26 item 13: the history records every change a user makes, demolitions and output columns included.
-- A demolition added, changed or removed is a change of its asset, field `demolition`, each side
-- {"date": …, "rate": …} or null (the service words it); a demolition removed with its asset is not recorded
-- again (the asset's removal is). The output columns shown or hidden are one `columns` line per save, each flag
-- from what to what. Both are named for the editor as every register write is (taxdep.editor, 015's triggers).
ALTER TABLE asset_changes DROP CONSTRAINT asset_changes_action_check;
ALTER TABLE asset_changes
  ADD CONSTRAINT asset_changes_action_check CHECK (action IN ('added', 'changed', 'removed', 'columns'));

CREATE FUNCTION demolitions_record_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  editor integer := asset_changes_editor();
  before_side jsonb := NULL;
  after_side jsonb := NULL;
  owner_id integer;
BEGIN
  IF editor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    before_side := jsonb_build_object('date', OLD.demo_date, 'rate', OLD.rate);
    owner_id := OLD.asset_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    after_side := jsonb_build_object('date', NEW.demo_date, 'rate', NEW.rate);
    owner_id := NEW.asset_id;
  END IF;
  IF before_side IS NOT DISTINCT FROM after_side THEN
    RETURN NULL;
  END IF;
  INSERT INTO asset_changes (report_id, asset_id, user_id, action, asset_count, asset_label, fields)
  SELECT a.report_id, a.id, editor, 'changed', 1, a.description,
    jsonb_build_object('demolition', jsonb_build_array(before_side, after_side))
  FROM assets a WHERE a.id = owner_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER demolitions_record_history AFTER INSERT OR UPDATE OR DELETE ON demolitions
  FOR EACH ROW EXECUTE FUNCTION demolitions_record_history();

CREATE FUNCTION output_columns_record_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  editor integer := asset_changes_editor();
  before_row jsonb;
  diff jsonb;
BEGIN
  IF editor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    before_row := to_jsonb(OLD);
  ELSE
    -- A report's first save of its columns: before it, every column was shown (003's defaults).
    SELECT jsonb_object_agg(key, true) INTO before_row FROM jsonb_each(to_jsonb(NEW)) WHERE key <> 'report_id';
  END IF;
  diff := asset_changes_diff(before_row, to_jsonb(NEW));
  IF diff IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO asset_changes (report_id, asset_id, user_id, action, asset_count, asset_label, fields)
  VALUES (NEW.report_id, NULL, editor, 'columns', 0, NULL, diff);
  RETURN NULL;
END
$$;
CREATE TRIGGER output_columns_record_history AFTER INSERT OR UPDATE ON report_output_columns
  FOR EACH ROW EXECUTE FUNCTION output_columns_record_history();
