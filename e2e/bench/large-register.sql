-- A large generated asset register for the browser benchmark (e2e/bench/register-paint.bench.ts), loaded into the
-- service's database from outside: plain SQL on the tables of the service's migrations (004, 005), no service code.
--
-- Parameters, set in the same session before the script:
--   bench.report_id  the report whose register receives the rows (the demo data's report 5 has an empty one)
--   bench.assets     how many assets to add
-- Run it while the service is stopped when it keeps its data in PGlite (one process only); the bench does so with
-- PGlite's own client on <TAXDEP_DATA_DIR>/pglite. On PostgreSQL:
--   psql "$DATABASE_URL" -c 'set bench.report_id = 5' -c 'set bench.assets = 100000' -f e2e/bench/large-register.sql
--
-- Rows are like those of the service's register fixtures: mixed case, nulls in every sortable date (few distinct
-- dates, so sorts have many ties), about 15% incomplete rows, 8% with one or two demolitions, 3% read-only. Every
-- value is a function of the row number, so every run loads the same register. The verdicts of validateAsset are
-- left unjudged (NULL): the service judges a report's rows itself, e.g. on the first error-mode listing.

BEGIN;

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM reports WHERE id = current_setting('bench.report_id')::integer) THEN
    RAISE EXCEPTION 'no report %', current_setting('bench.report_id');
  END IF;
END
$$;

-- A number in [0, m) drawn from row n under a salt.
CREATE FUNCTION pg_temp.pick(n integer, salt integer, m integer) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT ((hashint8(n::bigint * 1009 + salt) % m + m) % m)::integer
$$;

-- A civil date out of few: years 2015-2024, months 1, 6, 7, 12, days 1, 15, 30.
CREATE FUNCTION pg_temp.few_dates(n integer, salt integer) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT make_date(2015 + pg_temp.pick(n, salt, 10), (ARRAY[1, 6, 7, 12])[1 + pg_temp.pick(n, salt + 1, 4)],
    (ARRAY[1, 15, 30])[1 + pg_temp.pick(n, salt + 2, 3)])
$$;

-- The date, or NULL with the chance `percent_null`.
CREATE FUNCTION pg_temp.date_or_null(n integer, salt integer, percent_null integer) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN pg_temp.pick(n, salt + 3, 100) < percent_null THEN NULL ELSE pg_temp.few_dates(n, salt) END
$$;

INSERT INTO assets (report_id, tax_code_id, category_id, method_id, fund_code, property_code, project_code,
  description, location, supplier, invoice_number, invoice_date, depreciation_commencement_date,
  financial_year_end_date, original_cost, written_down_value, written_down_value_date, depreciation_rate,
  source_tax_rate, annual_depreciation_claim, historical_building_cost, read_only)
SELECT
  current_setting('bench.report_id')::integer,
  CASE WHEN r.incomplete AND pg_temp.pick(n, 2, 10) < 3 THEN NULL
    ELSE refs.tax_codes[1 + pg_temp.pick(n, 3, cardinality(refs.tax_codes))] END,
  refs.categories[1 + pg_temp.pick(n, 4, cardinality(refs.categories))],
  refs.methods[1 + pg_temp.pick(n, 5, cardinality(refs.methods))],
  (ARRAY['HPOF', 'scrf', NULL])[1 + pg_temp.pick(n, 6, 3)],
  (ARRAY['HT01', 'cp02', NULL])[1 + pg_temp.pick(n, 7, 3)],
  CASE WHEN pg_temp.pick(n, 8, 2) = 0 THEN 'PRJ-' || (1 + pg_temp.pick(n, 9, 40)) END,
  CASE WHEN r.incomplete AND pg_temp.pick(n, 10, 10) < 3 THEN NULL
    ELSE words.list[1 + pg_temp.pick(n, 11, 11)] || ' ' || lower(words.list[1 + pg_temp.pick(n, 12, 11)])
      || ' #' || (n - 1) END,
  (ARRAY['Basement', 'Lobby', 'Level 3', 'Level 12', 'Roof', 'Plant room', 'Dock_1', '100% area'])
    [1 + pg_temp.pick(n, 13, 8)],
  CASE WHEN pg_temp.pick(n, 14, 10) < 8 THEN
    (ARRAY['Apex Air', 'Harbour Lifts', 'Metro Flooring', 'Summit Joinery', 'Brightline'])[1 + pg_temp.pick(n, 15, 5)]
  END,
  CASE WHEN pg_temp.pick(n, 16, 10) < 7 THEN 'INV-' || (1000 + pg_temp.pick(n, 17, 9000)) END,
  pg_temp.date_or_null(n, 20, 20),
  pg_temp.date_or_null(n, 30, CASE WHEN r.incomplete THEN 60 ELSE 30 END),
  pg_temp.date_or_null(n, 40, CASE WHEN r.incomplete THEN 30 ELSE 5 END),
  CASE WHEN r.incomplete AND pg_temp.pick(n, 18, 10) < 2 THEN NULL ELSE r.cost END,
  CASE WHEN r.has_wdv THEN r.cost / 2 END,
  CASE WHEN r.has_wdv OR (r.incomplete AND pg_temp.pick(n, 19, 10) < 2) THEN pg_temp.few_dates(n, 50) END,
  CASE WHEN r.incomplete AND pg_temp.pick(n, 21, 10) < 3 THEN NULL
    ELSE (ARRAY[10, 20, 2.5, 13.3333])[1 + pg_temp.pick(n, 22, 4)] END,
  CASE WHEN pg_temp.pick(n, 23, 10) = 0 THEN 15 END,
  CASE WHEN pg_temp.pick(n, 24, 10) < 7 THEN r.cost / 10 END,
  CASE WHEN pg_temp.pick(n, 25, 10) < 7 THEN r.cost END,
  pg_temp.pick(n, 26, 100) < 3
FROM generate_series(1, current_setting('bench.assets')::integer) AS g (n)
CROSS JOIN (
  SELECT
    ARRAY(SELECT id FROM tax_codes ORDER BY id LIMIT 60) AS tax_codes,
    ARRAY(SELECT id FROM depreciation_categories ORDER BY id) AS categories,
    ARRAY(SELECT id FROM depreciation_methods ORDER BY id) AS methods
) AS refs
CROSS JOIN (
  SELECT ARRAY['Lift', 'Carpet', 'Chiller', 'Pump', 'Door', 'Lighting', 'Blind', 'Partition', 'Sink', 'Fan', 'Café']
    AS list
) AS words
CROSS JOIN LATERAL (
  SELECT
    pg_temp.pick(n, 1, 100) < 15 AS incomplete,
    -- 1.00 to 250,000.00 dollars, in cents.
    (100 + pg_temp.pick(n, 27, 24999901))::bigint AS cost,
    pg_temp.pick(n, 28, 100) < 20 AS has_wdv
) AS r
ORDER BY n;

-- One or two demolitions on 8% of the report's rows: mostly a date with a rate, sometimes a half-filled one.
INSERT INTO demolitions (asset_id, demo_date, rate)
SELECT a.id,
  CASE WHEN pg_temp.pick(a.n * 2 + k, 31, 10) < 2 THEN
      CASE WHEN pg_temp.pick(a.n * 2 + k, 32, 2) = 0 THEN DATE '2022-06-30' END
    ELSE (ARRAY[DATE '2020-06-30', DATE '2023-06-30'])[1 + pg_temp.pick(a.n * 2 + k, 33, 2)] END,
  CASE WHEN pg_temp.pick(a.n * 2 + k, 31, 10) < 2 THEN NULL
    ELSE (ARRAY[10, 25.5, 60])[1 + pg_temp.pick(a.n * 2 + k, 34, 3)] END
FROM (
  SELECT id, (row_number() OVER (ORDER BY id))::integer AS n
  FROM assets
  WHERE report_id = current_setting('bench.report_id')::integer
) AS a
CROSS JOIN generate_series(0, 1) AS d (k)
WHERE pg_temp.pick(a.n, 29, 100) < 8 AND k <= pg_temp.pick(a.n, 30, 2);

COMMIT;
