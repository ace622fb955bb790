-- Which categories follow the report's depreciation method (40 and AD, docs/product/states-and-permissions.md) is a rule of the domain
-- (packages/domain/src/report/method.ts, METHOD_FOLLOWING_CATEGORIES), used by the browser and the service alike
-- (issue 11: each rule in one place). This column was a second copy of it.
ALTER TABLE depreciation_categories DROP COLUMN follows_report_method;
