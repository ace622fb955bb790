-- The register revision (issue 4, listing at scale): a number per report that grows with every committed write to
-- its assets or demolitions, read in the same statement (one snapshot) as a listing count, so the service can keep
-- exact counts of a search (src/assets/count-cache.ts) and skip re-counting 100,000 rows while a user pages and
-- re-sorts. A count is only ever reused under the revision it was computed with.
--
-- Insert-only log, no counter row: an UPDATE of one row per report would make concurrent writers of a report wait
-- for each other until commit (and deadlock with the FOR SHARE lock every register write takes on the report).
-- The revision is the sum of `weight` of the report's visible rows: each writing statement adds a row (weight 1),
-- so a later snapshot that saw more committed writes has a larger sum. Compaction replaces a report's rows by one
-- row carrying their summed weight in one statement, so the sum never changes under a reader; rows another
-- transaction holds are skipped (SKIP LOCKED), so writers never wait for each other here. No foreign key: the rows
-- of a deleted report are harmless and must not block its cascade.
CREATE TABLE register_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id integer NOT NULL,
  weight bigint NOT NULL DEFAULT 1
);
CREATE INDEX register_changes_report ON register_changes (report_id) INCLUDE (weight);

CREATE FUNCTION register_changes_note(report_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  FOREACH changed IN ARRAY report_ids LOOP
    CONTINUE WHEN changed IS NULL;
    INSERT INTO register_changes (report_id) VALUES (changed);
    IF (SELECT count(*) FROM register_changes WHERE report_id = changed) > 32 THEN
      WITH gone AS (
        DELETE FROM register_changes WHERE id IN (
          SELECT id FROM register_changes WHERE report_id = changed ORDER BY id FOR UPDATE SKIP LOCKED)
        RETURNING weight)
      INSERT INTO register_changes (report_id, weight)
        SELECT changed, sum(weight) FROM gone HAVING count(*) > 0;
    END IF;
  END LOOP;
END
$$;

-- Statement-level: one row per writing statement and report (a bulk insert of 1,000 rows adds one).
-- Transition tables allow one event per trigger, hence three triggers per table.
CREATE FUNCTION assets_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM register_changes_note(ARRAY(SELECT DISTINCT report_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM register_changes_note(ARRAY(SELECT DISTINCT report_id FROM old_rows));
  ELSE
    PERFORM register_changes_note(
      ARRAY(SELECT report_id FROM new_rows UNION SELECT report_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER assets_note_insert AFTER INSERT ON assets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assets_note_change();
CREATE TRIGGER assets_note_update AFTER UPDATE ON assets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assets_note_change();
CREATE TRIGGER assets_note_delete AFTER DELETE ON assets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assets_note_change();

-- Demolitions decide the demolition view (and, through 005's trigger, the verdict). A demolition deleted by the
-- cascade of its asset finds no asset here; the asset's own delete has noted the report.
CREATE FUNCTION demolitions_note_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM register_changes_note(ARRAY(
      SELECT DISTINCT a.report_id FROM new_rows d JOIN assets a ON a.id = d.asset_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM register_changes_note(ARRAY(
      SELECT DISTINCT a.report_id FROM old_rows d JOIN assets a ON a.id = d.asset_id));
  ELSE
    PERFORM register_changes_note(ARRAY(
      SELECT a.report_id FROM new_rows d JOIN assets a ON a.id = d.asset_id
      UNION SELECT a.report_id FROM old_rows d JOIN assets a ON a.id = d.asset_id));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER demolitions_note_insert AFTER INSERT ON demolitions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION demolitions_note_change();
CREATE TRIGGER demolitions_note_update AFTER UPDATE ON demolitions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION demolitions_note_change();
CREATE TRIGGER demolitions_note_delete AFTER DELETE ON demolitions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION demolitions_note_change();

-- A truncate empties whole registers without row triggers: every report's revision moves.
CREATE FUNCTION registers_note_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM register_changes_note(ARRAY(SELECT id FROM reports));
  RETURN NULL;
END
$$;

CREATE TRIGGER assets_note_truncate AFTER TRUNCATE ON assets
  FOR EACH STATEMENT EXECUTE FUNCTION registers_note_truncate();
CREATE TRIGGER demolitions_note_truncate AFTER TRUNCATE ON demolitions
  FOR EACH STATEMENT EXECUTE FUNCTION registers_note_truncate();
