-- Issue 23 item 7 (docs/tax-rules.md "Owners' shares", docs/product/general-info.md "Owners"): a report may have
-- several owners whose percentage interests add up to 100%. A share is a whole number of hundredths of a percent
-- (5000 = 50.00%) so the total is exact. The service checks the list as a whole (packages/domain/src/tax/owners:
-- 1 to 20 owners, names unique, shares adding up to 10000) and replaces it in one transaction (an owner kept keeps its id); the checks here keep
-- each stored row in agreement with those rules. No rows: the report has no owners (the figures are the plain run).
CREATE TABLE report_owners (
  id serial PRIMARY KEY,
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  position integer NOT NULL CONSTRAINT report_owners_position_range CHECK (position BETWEEN 1 AND 20),
  name text NOT NULL CONSTRAINT report_owners_name_given CHECK (length(btrim(name)) BETWEEN 1 AND 200),
  share integer NOT NULL CONSTRAINT report_owners_share_range CHECK (share BETWEEN 1 AND 10000),
  CONSTRAINT report_owners_position_unique UNIQUE (report_id, position)
);
CREATE UNIQUE INDEX report_owners_name_unique ON report_owners (report_id, lower(btrim(name)));

-- The history of the owners list (docs/api.md "History"): one row per save that changed it, with the list before
-- and after as the history shows it ("Ann 50.00%, Bob 50.00%"), and who saved it.
CREATE TABLE report_owner_changes (
  id serial PRIMARY KEY,
  report_id integer NOT NULL REFERENCES reports (id) ON DELETE CASCADE,
  owners_before text NOT NULL,
  owners_after text NOT NULL,
  changed_by integer REFERENCES users (id),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX report_owner_changes_report ON report_owner_changes (report_id, id);
