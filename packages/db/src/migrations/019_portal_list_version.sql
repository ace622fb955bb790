-- Issue 15 "Performance": the main portal's report lists are answered from memory on every instance
-- (src/portal/report-directory.ts; docs/product/main-portal.md "Speed"). An instance knows its copy is current by
-- one number: portal_list_version, moved by every committed write that can change what a list line shows (a
-- report added, removed or saved; a property, portfolio or fund added, renamed or removed; a person renamed). The
-- instance reads the number before it reads the lines, so its copy is never older than the number it keeps, and a
-- later different number means "read again". Being in the database, it counts the writes of every instance and of
-- psql alike, and it moves in the writer's transaction: visible exactly when the write is.
CREATE TABLE portal_list_version (
  id integer PRIMARY KEY CHECK (id = 1),
  version bigint NOT NULL
);
INSERT INTO portal_list_version (id, version) VALUES (1, 0);

-- Once per transaction, at commit (the triggers are deferred): the row's lock is held only while committing, so
-- writers of different reports never wait on each other mid-transaction and cannot deadlock on it; the
-- transaction-local setting keeps a bulk write to one bump.
CREATE FUNCTION portal_list_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('taxdep.portal_list_bumped', true) IS DISTINCT FROM 'yes' THEN
    UPDATE portal_list_version SET version = version + 1 WHERE id = 1;
    PERFORM set_config('taxdep.portal_list_bumped', 'yes', true);
  END IF;
  RETURN NULL;
END
$$;

-- Only the columns a list line shows, filters or sorts by (src/portal/repository.ts LIST_COLUMNS): asset saves and
-- other report writes that touch none of them leave the lists' copies in place.
CREATE CONSTRAINT TRIGGER portal_list_reports
  AFTER INSERT OR DELETE OR UPDATE OF report_name, fund_id, property_id, eofy_report_date, status_id, surveyor_id,
    checker_id, updated_at ON reports
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_list_bump();
CREATE CONSTRAINT TRIGGER portal_list_properties
  AFTER INSERT OR DELETE OR UPDATE OF portfolio_id, property_name, property_code, street_address, suburb, state,
    post_code ON properties
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_list_bump();
CREATE CONSTRAINT TRIGGER portal_list_portfolios
  AFTER INSERT OR DELETE OR UPDATE OF fund_id, name ON portfolios
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_list_bump();
CREATE CONSTRAINT TRIGGER portal_list_funds
  AFTER INSERT OR DELETE OR UPDATE OF id, code ON funds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_list_bump();
CREATE CONSTRAINT TRIGGER portal_list_users
  AFTER DELETE OR UPDATE OF first_name, last_name ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_list_bump();
CREATE CONSTRAINT TRIGGER portal_list_report_statuses
  AFTER INSERT OR DELETE OR UPDATE ON report_statuses
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION portal_list_bump();

-- A truncate fires no row triggers; it moves the number directly (statement triggers are not deferrable, and a
-- truncate takes an exclusive lock on its table anyway).
CREATE FUNCTION portal_list_bump_now() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE portal_list_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
CREATE TRIGGER portal_list_reports_truncate AFTER TRUNCATE ON reports
  FOR EACH STATEMENT EXECUTE FUNCTION portal_list_bump_now();
CREATE TRIGGER portal_list_properties_truncate AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION portal_list_bump_now();
CREATE TRIGGER portal_list_portfolios_truncate AFTER TRUNCATE ON portfolios
  FOR EACH STATEMENT EXECUTE FUNCTION portal_list_bump_now();
CREATE TRIGGER portal_list_funds_truncate AFTER TRUNCATE ON funds
  FOR EACH STATEMENT EXECUTE FUNCTION portal_list_bump_now();
CREATE TRIGGER portal_list_users_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION portal_list_bump_now();
