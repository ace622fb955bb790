-- Issue 25 item 2 (docs/product/general-info.md "Dates and instructions"): the facts of the building a schedule
-- states beside the instruction, inspection, contract and settlement dates the report already holds. Each is NULL
-- until the surveyor enters it; an old building's construction dates may stay unknown. Their order is judged by the
-- domain (packages/domain/src/report/report-facts.ts), not by a CHECK: General Info saves each date as it is
-- entered, so a correction made one date at a time passes through an order the rules would refuse; submitting to
-- QA is refused while one is out of order (src/workflow/service.ts), so no such report leaves the surveyor.
-- None of them is read by the figures, so no verdict or figure is voided by a change.
ALTER TABLE reports
  ADD COLUMN construction_commencement_date date,
  ADD COLUMN construction_completion_date date,
  ADD COLUMN first_available_for_rent_date date;
