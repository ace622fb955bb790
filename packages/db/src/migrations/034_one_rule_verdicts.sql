-- Issue 26 item 5 (docs/product/calculations-deductions-summary-report.md "Assets left out"): one rule decides what
-- the register flags and what the figures compute (packages/domain/src/assets/engine-input.ts). The register's rule
-- now also names what the engine used to leave out without a word (a negative or unreadable amount or rate, an
-- event before the engine's start, a fact s40-27 needs): every stored verdict is voided, so the domain judges each
-- row again on the next listing in error mode, save or submit (005_asset_register.sql), as 029 did.
UPDATE assets SET has_errors = NULL WHERE has_errors IS NOT NULL;
