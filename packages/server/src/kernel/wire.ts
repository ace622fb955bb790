/**
 * The one mapping between register rows (money in integer cents, rates as numeric text) and the wire `Asset` of
 * docs/product/entities.md (dollars as JSON numbers, percent as numbers). Every answer of the asset-register calls goes through
 * `toWireAsset`; every asset write goes through `assetColumnsOfWire` (docs/architecture.md "The API").
 */
import type { AssetSaveFields, Demolition, RegisterAsset } from '@taxdep/domain';
import { DIVISION43_RATE_TABLE, readPercent } from '@taxdep/domain/tax';
import { isCivilDate } from '../civil-date';
import { badRequest } from '../http/http-error';
import { centsToDollarsOrNull, dollarsToCents, hasAtMostTwoDecimals, MAX_DOLLARS } from '../money';
import type { AssetRecord, DemolitionRecord } from './record-repository';

function rateOf(value: string | null): number | null {
  return value === null ? null : Number(value);
}

export function toWireDemolition(row: DemolitionRecord, reportId: number): Demolition {
  return {
    id: row.id,
    demoDate: row.demo_date,
    rate: rateOf(row.rate),
    adjustedHistoricalCost: centsToDollarsOrNull(row.adjusted_historical_cost),
    adjustedAnnualDepreciation: centsToDollarsOrNull(row.adjusted_annual_depreciation),
    modelAsset: { id: row.asset_id, depreciationReportId: reportId },
  };
}

export function toWireAsset(r: AssetRecord, demolitions: readonly DemolitionRecord[]): RegisterAsset {
  return {
    id: r.id,
    depreciationReportId: r.report_id,
    assetCode: r.tax_code_id === null ? null : { id: r.tax_code_id, assetCode: r.tax_code ?? '' },
    depreciationCategory: r.category_id === null ? null : { id: r.category_id, code: r.category_code ?? '' },
    depreciationMethod: r.method_id === null ? null : { id: r.method_id, code: r.method_code ?? '' },
    fundCode: r.fund_code,
    propertyCode: r.property_code,
    projectCode: r.project_code,
    description: r.description,
    subCategory: r.sub_category,
    location: r.location,
    supplier: r.supplier,
    invoiceNumber: r.invoice_number,
    invoiceDate: r.invoice_date,
    depreciationCommencementDate: r.depreciation_commencement_date,
    financialYearEndDate: r.financial_year_end_date,
    originalCost: centsToDollarsOrNull(r.original_cost),
    writtenDownValue: centsToDollarsOrNull(r.written_down_value),
    writtenDownValueDate: r.written_down_value_date,
    depreciationRate: rateOf(r.depreciation_rate),
    sourceTaxRate: rateOf(r.source_tax_rate),
    annualDepreciationClaim: centsToDollarsOrNull(r.annual_depreciation_claim),
    historicalBuildingCost: centsToDollarsOrNull(r.historical_building_cost),
    readOnly: r.read_only,
    assetDemolitions: demolitions.map((d) => toWireDemolition(d, r.report_id)),
    abandonmentLabel:
      r.abandonment_label_id === null
        ? null
        : {
            id: r.abandonment_label_id,
            label: r.label ?? '',
            depreciationReportId: r.report_id,
            abandonmentDate: r.label_abandonment_date,
          },
    disposalDate: r.disposal_date,
    terminationValue: centsToDollarsOrNull(r.termination_value),
    setName: r.set_name,
    secondHand: r.second_hand,
    constructionStartDate: r.construction_start_date,
    constructionCompletionDate: r.construction_completion_date,
    constructionUse: r.construction_use,
    hasErrors: r.has_errors,
  };
}

/** Wire dollars to cents, exactly; a 400 names the field when the amount has more than two decimals. */
export function centsOfWire(field: string, dollars: number | null | undefined): bigint | null {
  if (dollars === null || dollars === undefined) return null;
  if (!Number.isFinite(dollars) || Math.abs(dollars) >= MAX_DOLLARS || !hasAtMostTwoDecimals(dollars)) {
    throw badRequest(`${field} must be an amount in dollars with at most two decimals.`);
  }
  return dollarsToCents(dollars);
}

/**
 * A rate in percent as the numeric(9, 4) column takes it: 0 to 10,000, at most four decimals. The 400 names what
 * is wrong with the value (the domain's readPercent), not every rule a rate must keep.
 */
export function rateOfWire(field: string, rate: number | null | undefined): string | null {
  if (rate === null || rate === undefined) return null;
  const reading = readPercent(rate);
  if (reading.rate === null) throw badRequest(`${field} ${reading.problems.join('; ')}.`);
  return String(rate);
}

export function dateOfWire(field: string, value: string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (!isCivilDate(value)) throw badRequest(`${field} must be a date YYYY-MM-DD.`);
  return value;
}

function textOfWire(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value;
}

/** The plain columns of a wire asset (references, rates the service derives, and flags are set by the caller). */
export function assetColumnsOfWire(asset: AssetSaveFields) {
  return {
    fund_code: textOfWire(asset.fundCode),
    property_code: textOfWire(asset.propertyCode),
    project_code: textOfWire(asset.projectCode),
    description: textOfWire(asset.description),
    sub_category: textOfWire(asset.subCategory),
    location: textOfWire(asset.location),
    supplier: textOfWire(asset.supplier),
    invoice_number: textOfWire(asset.invoiceNumber),
    invoice_date: dateOfWire('invoiceDate', asset.invoiceDate),
    depreciation_commencement_date: dateOfWire(
      'depreciationCommencementDate',
      asset.depreciationCommencementDate,
    ),
    financial_year_end_date: dateOfWire('financialYearEndDate', asset.financialYearEndDate),
    original_cost: centsOfWire('originalCost', asset.originalCost),
    written_down_value: centsOfWire('writtenDownValue', asset.writtenDownValue),
    written_down_value_date: dateOfWire('writtenDownValueDate', asset.writtenDownValueDate),
    source_tax_rate: rateOfWire('sourceTaxRate', asset.sourceTaxRate),
    historical_building_cost: centsOfWire('historicalBuildingCost', asset.historicalBuildingCost),
    disposal_date: dateOfWire('disposalDate', asset.disposalDate),
    termination_value: centsOfWire('terminationValue', asset.terminationValue),
    ...lawFactsOfWire(asset),
  };
}

/** The six uses of Tables 43-140 and 43-145 (docs/tax-rules.md, Division 43; migration 024's check). */
const CONSTRUCTION_USES = new Set<string>(DIVISION43_RATE_TABLE.map((r) => r.constructionType));

/**
 * Issue 23's asset facts (migration 024): the set, second-hand, and construction dates and use, written like the
 * other fields (absent = null). 400 for a bad date, an unknown use or a completion before the start.
 */
function lawFactsOfWire(asset: AssetSaveFields) {
  const start = dateOfWire('constructionStartDate', asset.constructionStartDate);
  const completion = dateOfWire('constructionCompletionDate', asset.constructionCompletionDate);
  if (start && completion && completion < start) {
    throw badRequest('constructionCompletionDate must not be before constructionStartDate.');
  }
  const use = asset.constructionUse;
  if (use != null && use !== '' && !CONSTRUCTION_USES.has(use)) {
    throw badRequest(`constructionUse must be one of ${[...CONSTRUCTION_USES].join(', ')}.`);
  }
  const set = asset.setName?.trim();
  return {
    set_name: set ? set : null,
    second_hand: asset.secondHand ?? null,
    construction_start_date: start,
    construction_completion_date: completion,
    construction_use: use ? use : null,
  };
}
