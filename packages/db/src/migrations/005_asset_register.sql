-- Asset register listing at scale (docs/product/asset-register.md, docs/product/states-and-permissions.md "Error mode", 7 "Asset register"; issue 4).
--
-- Error mode lists the rows for which the domain's `validateAsset` (@taxdep/domain/assets) finds errors. SQL cannot
-- run that function, and re-writing its rules here would let the server and the browser disagree
-- (docs/architecture.md "server"), so the verdict is stored per row by the service:
--   has_errors / asset_errors  the verdict and the error list of validateAsset; NULL = not judged yet.
--   errors_fresh               a one-shot marker: a write that carries a fresh verdict sets it to true; the trigger
--                              below resets it to false. Any other write (imports, the report's method cascade,
--                              a demolition or label change, ON DELETE SET NULL) leaves the verdict NULL.
--   errors_revision            bumped by every write that voids the verdict, so a verdict computed from an older
--                              read is never stored over a newer row (src/assets/errors.ts).
-- Backfill: the new column is NULL on every existing row, i.e. "not judged"; the service judges the NULL rows of
-- a report (in batches, with validateAsset) before it lists that report in error mode. No rule lives in SQL.

ALTER TABLE assets
  ADD COLUMN has_errors boolean,
  ADD COLUMN asset_errors jsonb,
  ADD COLUMN errors_fresh boolean NOT NULL DEFAULT false,
  ADD COLUMN errors_revision integer NOT NULL DEFAULT 0,
  -- The register search (case-insensitive substring) on one lower-cased text per row instead of seven lower()
  -- calls per row; fields are joined by the unit separator so a match never spans two fields.
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(
    coalesce(description, '') || chr(31) || coalesce(fund_code, '') || chr(31) || coalesce(property_code, '') ||
    chr(31) || coalesce(project_code, '') || chr(31) || coalesce(location, '') || chr(31) ||
    coalesce(supplier, '') || chr(31) || coalesce(invoice_number, '')
  )) STORED;

CREATE FUNCTION assets_void_stale_errors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.errors_fresh THEN
    NEW.errors_fresh := false;
  ELSE
    NEW.has_errors := NULL;
    NEW.asset_errors := NULL;
    IF TG_OP = 'UPDATE' THEN
      NEW.errors_revision := OLD.errors_revision + 1;
    END IF;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER assets_void_stale_errors BEFORE INSERT OR UPDATE ON assets
  FOR EACH ROW EXECUTE FUNCTION assets_void_stale_errors();

-- Demolitions are part of the row's validation (docs/product/rules.md: date and rate together; total at most 100%).
CREATE FUNCTION demolitions_void_asset_errors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE assets SET has_errors = NULL WHERE id = OLD.asset_id AND has_errors IS NOT NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE assets SET has_errors = NULL WHERE id = NEW.asset_id AND has_errors IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER demolitions_void_asset_errors AFTER INSERT OR UPDATE OR DELETE ON demolitions
  FOR EACH ROW EXECUTE FUNCTION demolitions_void_asset_errors();

-- A label's abandonment date is checked against the start of each linked asset (docs/tax-rules.md rule 17).
CREATE FUNCTION labels_void_asset_errors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.abandonment_date IS DISTINCT FROM OLD.abandonment_date THEN
    UPDATE assets SET has_errors = NULL WHERE abandonment_label_id = NEW.id AND has_errors IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER labels_void_asset_errors AFTER UPDATE ON abandonment_labels
  FOR EACH ROW EXECUTE FUNCTION labels_void_asset_errors();

-- The listing's count and page ids without reading rows (index-only scans): per report, by tax code (the filter),
-- carrying the search text, the four sortable dates and the verdict. Without a filter the whole report range of
-- this index is read, which is still far narrower than the rows.
CREATE INDEX assets_report_listing ON assets (report_id, tax_code_id, id)
  INCLUDE (search_text, invoice_date, depreciation_commencement_date, financial_year_end_date,
    written_down_value_date, has_errors);
-- Rows still to judge, per report (cheap "anything stale?" probe before an error-mode listing).
CREATE INDEX assets_report_unjudged ON assets (report_id, id) WHERE has_errors IS NULL;
-- Error mode (alerts=true): the rows with errors, in id order.
CREATE INDEX assets_report_with_errors ON assets (report_id, id) WHERE has_errors;
-- Descending date sorts keep nulls last with id ascending as tiebreak (the ascending ones are in 004).
CREATE INDEX assets_report_invoice_date_desc ON assets (report_id, invoice_date DESC NULLS LAST, id);
CREATE INDEX assets_report_commencement_date_desc
  ON assets (report_id, depreciation_commencement_date DESC NULLS LAST, id);
CREATE INDEX assets_report_fy_end_date_desc ON assets (report_id, financial_year_end_date DESC NULLS LAST, id);
CREATE INDEX assets_report_wdv_date_desc ON assets (report_id, written_down_value_date DESC NULLS LAST, id);
CREATE INDEX tax_codes_code_upper ON tax_codes (upper(code) text_pattern_ops);
