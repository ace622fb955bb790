-- docs/tax-rules.md rule 1: an asset whose entry FY (financial_year_end_date) is after the report's current FY is a
-- validation error, so a stored verdict depends on the report's EOFY report date too. When General Info changes
-- that date, the verdicts of the assets with an entry FY are voided (NULL = not judged yet) and judged again on
-- the next listing in error mode or the next save, like every other voided verdict (005_asset_register.sql).
CREATE FUNCTION reports_void_entry_year_verdicts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.eofy_report_date IS DISTINCT FROM OLD.eofy_report_date THEN
    UPDATE assets SET has_errors = NULL
      WHERE report_id = NEW.id AND financial_year_end_date IS NOT NULL AND has_errors IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER reports_void_entry_year_verdicts AFTER UPDATE ON reports
  FOR EACH ROW EXECUTE FUNCTION reports_void_entry_year_verdicts();
