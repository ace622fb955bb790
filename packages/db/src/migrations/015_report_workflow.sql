-- Issue 15 "Workflow and permissions" and "History" (docs/product/states-and-permissions.md, docs/api.md "Workflow").
--
-- Every status change of a report, as a step: who moved it, when, from which status to which, and the comment (a
-- return to In Progress needs one). Insert-only: the steps are the report's audit trail.
CREATE TABLE report_workflow_steps (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  from_status_id integer NOT NULL REFERENCES report_statuses (id),
  to_status_id integer NOT NULL REFERENCES report_statuses (id),
  user_id integer NOT NULL REFERENCES users (id),
  comment text CHECK (comment IS NULL OR length(comment) <= 4000),
  stepped_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_workflow_steps_report ON report_workflow_steps (report_id, id);

-- The register's change history: who added, changed or removed which asset, and which fields from what to what.
-- Written by statement-level triggers (one set-based insert per statement, as 006_register_changes.sql does), so
-- no write path can forget it. The user is the one the service names for the transaction with
-- set_config('taxdep.editor', …, true) (src/workflow/repository.ts markEditor); rows written without one
-- (seed, migrations, verdict judging) are not history and are not recorded.
-- A statement touching more than 20 assets of a report (a large import, copy, delete all or method cascade) is one
-- summary row with the count, so a 100,000-row import adds one row, not 100,000; up to 20, one row per asset.
-- No foreign key, like register_changes: the rows of a deleted report must not block its cascade.
CREATE TABLE asset_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id integer NOT NULL,
  -- NULL for a summary row.
  asset_id integer,
  user_id integer,
  action text NOT NULL CHECK (action IN ('added', 'changed', 'removed')),
  asset_count integer NOT NULL DEFAULT 1,
  -- What names the asset to a reader: its description at the time.
  asset_label text,
  -- changed: { column: [before, after] }; NULL for added, removed and summaries.
  fields jsonb,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX asset_changes_report ON asset_changes (report_id, id);

-- The columns of an asset the history shows; verdicts, search text and bookkeeping are not changes of a user.
CREATE FUNCTION asset_changes_diff(old_row jsonb, new_row jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_object_agg(n.key, jsonb_build_array(old_row -> n.key, n.value))
  FROM jsonb_each(new_row) n
  WHERE n.key NOT IN ('id', 'report_id', 'created_at', 'updated_at', 'has_errors', 'asset_errors', 'errors_fresh',
      'errors_revision', 'search_text', 'written_by')
    AND (old_row -> n.key) IS DISTINCT FROM n.value
$$;

CREATE FUNCTION asset_changes_editor() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT nullif(current_setting('taxdep.editor', true), '')::integer
$$;

CREATE FUNCTION assets_record_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  editor integer := asset_changes_editor();
BEGIN
  IF editor IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    WITH sizes AS (SELECT report_id, count(*) AS row_count FROM new_rows GROUP BY report_id)
    INSERT INTO asset_changes (report_id, asset_id, user_id, action, asset_count, asset_label)
      SELECT report_id, NULL, editor, 'added', row_count, NULL FROM sizes WHERE row_count > 20
      UNION ALL
      SELECT added.report_id, added.id, editor, 'added', 1, added.description
      FROM new_rows added JOIN sizes ON sizes.report_id = added.report_id AND sizes.row_count <= 20;
  ELSIF TG_OP = 'DELETE' THEN
    WITH sizes AS (SELECT report_id, count(*) AS row_count FROM old_rows GROUP BY report_id)
    INSERT INTO asset_changes (report_id, asset_id, user_id, action, asset_count, asset_label)
      SELECT report_id, NULL, editor, 'removed', row_count, NULL FROM sizes WHERE row_count > 20
      UNION ALL
      SELECT removed.report_id, removed.id, editor, 'removed', 1, removed.description
      FROM old_rows removed JOIN sizes ON sizes.report_id = removed.report_id AND sizes.row_count <= 20;
  ELSE
    -- Only rows whose user columns changed count: verdict judging and bookkeeping rewrite rows without a change a
    -- user made. The list is the asset's columns of 004_assets.sql; a column added later must be added here.
    WITH changed AS (
      SELECT after_row.report_id, after_row.id
      FROM new_rows after_row
      JOIN old_rows before_row ON before_row.id = after_row.id
      WHERE ROW(before_row.tax_code_id, before_row.category_id, before_row.method_id, before_row.fund_code,
            before_row.property_code, before_row.project_code, before_row.description,
            before_row.sub_category, before_row.location, before_row.supplier,
            before_row.invoice_number, before_row.invoice_date,
            before_row.depreciation_commencement_date, before_row.financial_year_end_date,
            before_row.original_cost, before_row.written_down_value,
            before_row.written_down_value_date, before_row.depreciation_rate,
            before_row.source_tax_rate, before_row.annual_depreciation_claim,
            before_row.historical_building_cost, before_row.read_only,
            before_row.abandonment_label_id, before_row.disposal_date,
            before_row.termination_value)
        IS DISTINCT FROM
          ROW(after_row.tax_code_id, after_row.category_id, after_row.method_id, after_row.fund_code,
            after_row.property_code, after_row.project_code, after_row.description,
            after_row.sub_category, after_row.location, after_row.supplier,
            after_row.invoice_number, after_row.invoice_date,
            after_row.depreciation_commencement_date, after_row.financial_year_end_date,
            after_row.original_cost, after_row.written_down_value,
            after_row.written_down_value_date, after_row.depreciation_rate,
            after_row.source_tax_rate, after_row.annual_depreciation_claim,
            after_row.historical_building_cost, after_row.read_only,
            after_row.abandonment_label_id, after_row.disposal_date,
            after_row.termination_value)
    ), sizes AS (SELECT report_id, count(*) AS row_count FROM changed GROUP BY report_id)
    INSERT INTO asset_changes (report_id, asset_id, user_id, action, asset_count, asset_label, fields)
      SELECT report_id, NULL, editor, 'changed', row_count, NULL, NULL FROM sizes WHERE row_count > 20
      UNION ALL
      -- The field-by-field diff only for the few rows listed one by one.
      SELECT changed.report_id, changed.id, editor, 'changed', 1, after_row.description,
        asset_changes_diff(to_jsonb(before_row), to_jsonb(after_row))
      FROM changed
      JOIN sizes ON sizes.report_id = changed.report_id AND sizes.row_count <= 20
      JOIN new_rows after_row ON after_row.id = changed.id
      JOIN old_rows before_row ON before_row.id = changed.id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER assets_history_insert AFTER INSERT ON assets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assets_record_history();
CREATE TRIGGER assets_history_update AFTER UPDATE ON assets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assets_record_history();
CREATE TRIGGER assets_history_delete AFTER DELETE ON assets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assets_record_history();
