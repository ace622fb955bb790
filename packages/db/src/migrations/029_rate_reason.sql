-- Issue 25 item 4 (docs/product/asset-register.md "Rate modes", docs/report-document.md "Layout"): why a rate was set
-- in the register in place of the tax office's (Customize mode, source_tax_rate), e.g. "Self-assessed effective
-- life of 16 years (s40-105), inspection 22/07/2025". The schedule prints it beside the life the rate implies. A
-- free text of at most 1000 characters, the bound of every text on the wire (docs/api.md "Input limits").
ALTER TABLE assets
  ADD COLUMN rate_reason text CONSTRAINT assets_rate_reason_length CHECK (char_length(rate_reason) <= 1000);

-- A customised rate without a reason is now a fault of its row (packages/domain/src/assets/rate-reason.ts): the
-- stored verdicts of the customised rows are voided, so they are judged again by the domain on the next listing in
-- error mode, save or submit (005_asset_register.sql).
UPDATE assets SET has_errors = NULL WHERE source_tax_rate IS NOT NULL AND has_errors IS NOT NULL;

-- The history records a change of the reason (and of 024's facts, which the list of 015 left out).
CREATE OR REPLACE FUNCTION assets_record_history() RETURNS trigger LANGUAGE plpgsql AS $$
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
    -- user made. The list is the asset's columns of 004_assets.sql, 024_asset_law_facts.sql and 029; a column added
    -- later must be added here.
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
            before_row.termination_value, before_row.set_name, before_row.second_hand,
            before_row.construction_start_date, before_row.construction_completion_date,
            before_row.construction_use, before_row.rate_reason)
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
            after_row.termination_value, after_row.set_name, after_row.second_hand,
            after_row.construction_start_date, after_row.construction_completion_date,
            after_row.construction_use, after_row.rate_reason)
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
