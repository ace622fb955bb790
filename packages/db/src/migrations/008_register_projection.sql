-- The register listing served from memory (issue 4, 100,000 assets at 20 clients; src/assets/projection/).
--
-- Each service instance keeps, per open register, the columns the listing searches, filters and sorts on, and asks
-- the database on every listing only "what changed since the snapshot I last read?". The answer must be exact, so
-- it is taken from PostgreSQL's own transaction visibility rather than from a counter or a clock:
--   assets.written_by      the 64-bit id of the transaction that last wrote the row (no wraparound: xid8);
--   asset_tombstones       one row per deleted asset, stamped the same way.
-- A reader that last synchronised at snapshot S fetches the rows whose writer is not visible in S
-- (`not pg_visible_in_snapshot(written_by, S)`), in a statement that also returns its own snapshot. A transaction
-- still open at S is invisible to S, so its rows arrive in a later delta whatever order transactions commit in;
-- no writer waits for another. The index range starts at S's xmin, so a delta reads only recent writes.
--
-- Everything the listing shows of a row must move `written_by`: a demolition change touches its asset, and a
-- label rename touches the assets that show it (a no-op that keeps the stored verdict, 005's errors_fresh).
-- Tombstones are pruned after a day; an instance that has not synchronised a register for an hour reloads it.
--
-- This replaces 006's revision log (the listing no longer counts in SQL), so its triggers and table go.

DROP TRIGGER assets_note_insert ON assets;
DROP TRIGGER assets_note_update ON assets;
DROP TRIGGER assets_note_delete ON assets;
DROP TRIGGER assets_note_truncate ON assets;
DROP TRIGGER demolitions_note_insert ON demolitions;
DROP TRIGGER demolitions_note_update ON demolitions;
DROP TRIGGER demolitions_note_delete ON demolitions;
DROP TRIGGER demolitions_note_truncate ON demolitions;
DROP FUNCTION assets_note_change();
DROP FUNCTION demolitions_note_change();
DROP FUNCTION registers_note_truncate();
DROP FUNCTION register_changes_note(integer[]);
DROP TABLE register_changes;

ALTER TABLE assets ADD COLUMN written_by xid8 NOT NULL DEFAULT pg_current_xact_id();
CREATE INDEX assets_report_written_by ON assets (report_id, written_by);

-- A row never moves to another report: a register's projection would not see it leave.
CREATE FUNCTION assets_stamp_writer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.report_id <> OLD.report_id THEN
    RAISE EXCEPTION 'an asset stays in the report it was added to';
  END IF;
  NEW.written_by := pg_current_xact_id();
  RETURN NEW;
END
$$;

CREATE TRIGGER assets_stamp_writer BEFORE UPDATE ON assets
  FOR EACH ROW EXECUTE FUNCTION assets_stamp_writer();

CREATE TABLE asset_tombstones (
  report_id integer NOT NULL,
  asset_id integer NOT NULL,
  written_by xid8 NOT NULL DEFAULT pg_current_xact_id(),
  deleted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX asset_tombstones_report ON asset_tombstones (report_id, written_by);
CREATE INDEX asset_tombstones_age ON asset_tombstones (deleted_at);

CREATE FUNCTION assets_note_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO asset_tombstones (report_id, asset_id) SELECT report_id, id FROM old_rows;
  DELETE FROM asset_tombstones WHERE deleted_at < now() - interval '1 day';
  RETURN NULL;
END
$$;

CREATE TRIGGER assets_note_deleted AFTER DELETE ON assets REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION assets_note_deleted();

-- A truncate deletes without row triggers; the register's instances could not see it, so it is refused.
CREATE FUNCTION assets_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'assets are deleted row by row (the register projections follow deletions)';
END
$$;

CREATE TRIGGER assets_refuse_truncate BEFORE TRUNCATE ON assets
  FOR EACH STATEMENT EXECUTE FUNCTION assets_refuse_truncate();
CREATE TRIGGER demolitions_refuse_truncate BEFORE TRUNCATE ON demolitions
  FOR EACH STATEMENT EXECUTE FUNCTION assets_refuse_truncate();

-- Every demolition change touches its asset (the listing shows demolitions and the demolition view lists by
-- them); 005 touched it only while a verdict was stored.
CREATE OR REPLACE FUNCTION demolitions_void_asset_errors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE assets SET has_errors = NULL WHERE id = OLD.asset_id;
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.asset_id <> OLD.asset_id) THEN
    UPDATE assets SET has_errors = NULL WHERE id = NEW.asset_id;
  END IF;
  RETURN NULL;
END
$$;

-- A label's new abandonment date voids the verdict of its assets (005); a new name only changes what they show,
-- so they are touched with errors_fresh, which keeps the verdict.
CREATE OR REPLACE FUNCTION labels_void_asset_errors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.abandonment_date IS DISTINCT FROM OLD.abandonment_date THEN
    UPDATE assets SET has_errors = NULL WHERE abandonment_label_id = NEW.id;
  ELSIF NEW.label IS DISTINCT FROM OLD.label THEN
    UPDATE assets SET errors_fresh = true WHERE abandonment_label_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
