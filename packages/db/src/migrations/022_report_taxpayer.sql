-- Issue 23 item 1 (docs/tax-rules.md "The taxpayer", docs/product/general-info.md "Taxpayer"): who claims, and how.
-- The facts the law's limits depend on, beside the contract (exchange_date) and settlement (settlement_date) dates
-- the report already holds. Each is NULL until the surveyor answers it: a report that predates them says "not set"
-- and a rule that needs the answer says so instead of guessing. The values are those of
-- packages/domain/src/tax/law/taxpayer.ts; the service refuses any other at the boundary (400), the checks keep
-- stored data in agreement with it.
ALTER TABLE reports
  ADD COLUMN taxpayer_entity_type text
    CONSTRAINT reports_taxpayer_entity_type_known CHECK (taxpayer_entity_type IN ('individual', 'partnership',
      'trust', 'smsf', 'company', 'largeSuperannuationFund', 'managedInvestmentTrust', 'publicUnitTrust',
      'unitTrustOfExcludedEntities', 'partnershipOfExcludedEntities')),
  ADD COLUMN property_use text
    CONSTRAINT reports_property_use_known CHECK (property_use IN ('residentialRental', 'nonResidentialRental',
      'business')),
  ADD COLUMN turnover_band text
    CONSTRAINT reports_turnover_band_known CHECK (turnover_band IN ('under2m', 'from2mTo10m', 'from10mTo50m',
      'from50mTo500m', 'from500mTo5bn', 'atLeast5bn')),
  ADD COLUMN premises_condition text
    CONSTRAINT reports_premises_condition_known CHECK (premises_condition IN ('new', 'previouslyUsed'));

-- A stored verdict of a register row depends on the taxpayer too (the incentives need a business and its
-- turnover, the s40-27 denial the entity, the use, the contract date and the premises, the $300 rule the use), as
-- it depends on the EOFY report date (011_eofy_voids_verdicts.sql). When one of these facts changes, every verdict
-- of the report is voided (NULL = not judged yet) and judged again on the next listing in error mode or the next
-- save, like every other voided verdict (005_asset_register.sql). Such a change is rare, so voiding the whole
-- register is simpler and safer than guessing which rows a rule reads.
CREATE FUNCTION reports_void_taxpayer_verdicts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.taxpayer_entity_type IS DISTINCT FROM OLD.taxpayer_entity_type
    OR NEW.property_use IS DISTINCT FROM OLD.property_use
    OR NEW.turnover_band IS DISTINCT FROM OLD.turnover_band
    OR NEW.premises_condition IS DISTINCT FROM OLD.premises_condition
    OR NEW.exchange_date IS DISTINCT FROM OLD.exchange_date
    OR NEW.settlement_date IS DISTINCT FROM OLD.settlement_date THEN
    UPDATE assets SET has_errors = NULL WHERE report_id = NEW.id AND has_errors IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER reports_void_taxpayer_verdicts AFTER UPDATE ON reports
  FOR EACH ROW EXECUTE FUNCTION reports_void_taxpayer_verdicts();
