-- Issue 16 item 2: a demolition date is the 30 June that ends the financial year of the demolition
-- (docs/product/asset-register.md "Demolition view": the drop-down lists 30 Junes from 2018). Rows saved before
-- the rule (the demo data, imports) held any day and showed as "Select" in the demolition view; each moves to the
-- 30 June ending its financial year (1 July to 30 June: July to December go to the next 30 June), the year the
-- engine already counted it in. The check keeps stored data and the drop-down in agreement from now on.
UPDATE demolitions
SET demo_date = make_date(
  extract(year FROM demo_date)::int + CASE WHEN extract(month FROM demo_date) >= 7 THEN 1 ELSE 0 END,
  6,
  30
)
WHERE demo_date IS NOT NULL
  AND NOT (extract(month FROM demo_date) = 6 AND extract(day FROM demo_date) = 30);

ALTER TABLE demolitions ADD CONSTRAINT demolitions_demo_date_eofy
  CHECK (demo_date IS NULL OR (extract(month FROM demo_date) = 6 AND extract(day FROM demo_date) = 30));
