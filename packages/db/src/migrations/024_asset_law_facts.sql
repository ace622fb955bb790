-- Issue 23 items 4, 5 and 6 (docs/tax-rules.md "Asset fields" and "Division 43"; docs/product/asset-register.md):
-- the asset's set (s40-80(2): a set costing $300 or less counts as one asset), whether it was second-hand when the
-- owner acquired it (s40-27; NULL = derived from the report), and, for capital works, when construction began, when
-- it was completed and its use (s43-30, Tables 43-140 and 43-145). All NULL on existing rows: the figures are those
-- of before until the surveyor sets them.
ALTER TABLE assets
  ADD COLUMN set_name text,
  ADD COLUMN second_hand boolean,
  ADD COLUMN construction_start_date date,
  ADD COLUMN construction_completion_date date,
  ADD COLUMN construction_use text
    CONSTRAINT assets_construction_use_known CHECK (construction_use IN ('shortTermTravellerAccommodation',
      'nonResidential', 'industrial', 'residential', 'structuralImprovement', 'environmentProtectionEarthworks')),
  ADD CONSTRAINT assets_construction_completed_after_start CHECK (
    construction_completion_date IS NULL OR construction_start_date IS NULL
    OR construction_completion_date >= construction_start_date);
