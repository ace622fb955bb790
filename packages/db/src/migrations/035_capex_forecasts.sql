-- Issue 27: the capital-expenditure forecast (docs/capex-rules.md; docs/api.md "Capex forecasts").
--
-- A forecast is a report of kind 'capex': it shares the reports' id space, statuses, surveyor and checker, edit
-- rule, workflow steps, comments and history, all keyed by report_id, so the workflow serves it unchanged. What is
-- its own lives beside it: its settings (capex_forecasts) and its items (capex_items). The service refuses a
-- depreciation call for a capex id and a capex call for a depreciation id (server kernel/report-kind.ts).
ALTER TABLE reports
  ADD COLUMN kind text NOT NULL DEFAULT 'depreciation' CHECK (kind IN ('depreciation', 'capex'));

-- The settings the domain's validateCapexSettings / validateSinkingFund passed when they were saved. Rates are
-- kept as the text the surveyor wrote ("3.5"), which the domain reads exactly; money in integer cents.
CREATE TABLE capex_forecasts (
  report_id integer PRIMARY KEY REFERENCES reports (id) ON DELETE CASCADE,
  base_year integer NOT NULL CHECK (base_year BETWEEN 1900 AND 2200),
  horizon integer NOT NULL CHECK (horizon IN (10, 15, 20)),
  escalation_percent text NOT NULL,
  -- { element: "percent text" } for the elements with a rate of their own.
  element_escalation jsonb NOT NULL DEFAULT '{}'::jsonb,
  -- The optional sinking fund: all three or none.
  sinking_opening_cents bigint,
  sinking_contribution_cents bigint,
  sinking_interest_percent text,
  -- Optimistic versioning of the header (settings, name, fund), as General Info's (docs/api.md "Concurrent edits").
  version integer NOT NULL DEFAULT 1,
  CHECK ((sinking_opening_cents IS NULL) = (sinking_contribution_cents IS NULL)
    AND (sinking_opening_cents IS NULL) = (sinking_interest_percent IS NULL))
);

-- The items as the surveyor entered them: stored as given (the wire's schema bounds each value), judged by the
-- domain's validateCapexItem when read, so an item in error is kept, answered with its errors and left out of the
-- forecast with them, never dropped. Quantity and effective life are numeric without a scale, so the decimals sent
-- are the decimals kept (the domain refuses too many).
CREATE TABLE capex_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id integer NOT NULL REFERENCES capex_forecasts (report_id) ON DELETE CASCADE,
  ordinal integer NOT NULL,
  element text NOT NULL,
  description text NOT NULL DEFAULT '',
  location text NOT NULL DEFAULT '',
  condition integer,
  quantity numeric,
  unit text NOT NULL DEFAULT '',
  unit_rate_cents bigint,
  lump_sum_cents bigint,
  year_installed integer,
  age integer,
  life_years integer,
  remaining_life_override integer,
  remaining_life_reason text NOT NULL DEFAULT '',
  expenditure text NOT NULL CHECK (expenditure IN ('capital', 'repairs')),
  priority text CHECK (priority IN ('high', 'medium', 'low')),
  note text NOT NULL DEFAULT '',
  tax_code text,
  effective_life_years numeric,
  -- The register asset (of the property's depreciation report) the item replaces. No foreign key: an asset may
  -- leave its register later, and the forecast keeps saying which one it meant (as asset_changes does).
  replaces_asset_id integer
);
CREATE INDEX capex_items_report ON capex_items (report_id, ordinal, id);

-- Who added, changed or removed which item and which settings, for the report's History (issue 27 item 1), written
-- by the service in the transaction of the change. As asset_changes (015): a statement of more than 20 items is one
-- summary row with the count; no foreign key, so the rows never block a report's cascade.
CREATE TABLE capex_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  report_id integer NOT NULL,
  -- NULL for a summary row and for a change of the settings.
  item_id integer,
  user_id integer,
  action text NOT NULL CHECK (action IN ('added', 'changed', 'removed', 'settings')),
  item_count integer NOT NULL DEFAULT 1,
  item_label text,
  -- changed and settings: { field label: [before, after] } as the History shows them.
  fields jsonb,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX capex_changes_report ON capex_changes (report_id, id);
