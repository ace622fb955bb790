/**
 * The API's asset shape (docs/product/entities.md, dollars as JSON numbers) to the engine's input (integer cents, exact rates).
 * Dollars are converted by parsing the number's decimal text, never by multiplying floats. The service maps its rows,
 * which hold cents, with `assetInCentsToTaxInput`: the same rules without a trip through dollars.
 */
import type { Asset, TaxCode } from '../../api/asset';
import type { AssetFieldName, AssetRecordFields } from '../../assets/asset-record';
import { dollarsToCents } from '../../format/money';
import { isCivilDate } from '../calendar/civil-date';
import { financialYearOf } from '../calendar/financial-year';
import {
  CATEGORY_CODES,
  type CategoryCode,
  type TaxAssetInput,
  type TaxDemolition,
  type TaxInputIssue,
} from '../model/input';
import type { Cents, Ratio } from '../money/exact';
import {
  CONSTRUCTION_TYPES,
  type ConstructionType,
  constructionTypeOf,
  division43Rate,
  isConstructionType,
} from '../rates/division43-rates';
import { type PercentReading, readPercent } from './percent';

/** What the engine needs from the asset's tax code (Tables A and B, and `EX`). */
export type TaxCodeInfo = Pick<TaxCode, 'assetGroup' | 'industry' | 'subIndustry'> & {
  effectiveLifeYears?: number | null;
  /** The tax code's free-text construction type: a capital works asset's use when the asset names none. */
  constructionType?: string | null;
};

/** The later of two dates (s43-30: no deduction for capital works before their construction is completed). */
const later = (a: string, b: string | null): string => (b !== null && b > a ? b : a);

export interface MappedAsset {
  input: TaxAssetInput | null;
  issues: TaxInputIssue[];
}

/**
 * Below 10^13 dollars two amounts of whole cents are further apart than two neighbouring doubles, so a double
 * `x` for which `c / 100 === x` (c = x × 100 rounded) stands for the amount of c cents alone: its shortest
 * decimal text, which `dollarsToCents` reads, is c's, with at most two decimals.
 */
const FAST_DOLLARS_LIMIT = 1e13;

/** Wire dollars to cents under the wire's "at most two decimals" rule; null when the amount is not one. */
function exactCents(value: number | string): Cents | null {
  // The amounts the server reads from the database (cents / 100) take the short way, with the same answer.
  if (typeof value === 'number' && Math.abs(value) < FAST_DOLLARS_LIMIT) {
    const c = Math.round(value * 100);
    if (c / 100 === value) return c === 0 ? 0 : c;
  }
  try {
    return dollarsToCents(value, { extraDecimals: 'refuse' });
  } catch {
    return null;
  }
}

/**
 * `readPercent` of the rates met: a register's rates are a few hundred values over many assets, and a reading is
 * never changed once made (its ratio is shared, as ratios are). Bounded: cleared when full.
 */
const READINGS = new Map<unknown, PercentReading>();
const READINGS_KEPT = 10_000;

function percentReading(value: unknown): PercentReading {
  let reading = READINGS.get(value);
  if (reading === undefined) {
    reading = readPercent(value);
    if (READINGS.size >= READINGS_KEPT) READINGS.clear();
    READINGS.set(value, reading);
  }
  return reading;
}

/** The record's fields held in cents (asset-record.ts): dollars on the wire, cents where the service stores them. */
type CentsField = {
  [F in AssetFieldName]: AssetRecordFields[F]['kind'] extends 'cents' ? F : never;
}[AssetFieldName];

/**
 * An asset whose amounts are integer cents already, as the service stores them (calculations/engine-input.ts): it
 * is mapped without a round trip through dollars.
 */
export type AssetInCents = Omit<Asset, CentsField> & { [F in CentsField]?: Cents | null };

/** A wire asset (amounts in dollars, as `taxdep calc` and the browser hold them) as the engine's input. */
export function assetToTaxInput(asset: Asset, taxCode: TaxCodeInfo | null): MappedAsset {
  return mapAsset(asset, taxCode, (value) =>
    typeof value === 'number' || typeof value === 'string' ? exactCents(value) : null,
  );
}

/** An asset in cents (`AssetInCents`) as the engine's input: the same rules, its amounts taken as they are. */
export function assetInCentsToTaxInput(asset: AssetInCents, taxCode: TaxCodeInfo | null): MappedAsset {
  return mapAsset(asset, taxCode, (value) => (Number.isSafeInteger(value) ? (value as Cents) : null));
}

function mapAsset(
  asset: Asset | AssetInCents,
  taxCode: TaxCodeInfo | null,
  centsOf: (value: unknown) => Cents | null,
): MappedAsset {
  const id = String(asset.id);
  const issues: TaxInputIssue[] = [];
  const issue = (field: string, message: string) => issues.push({ assetId: id, field, message });
  const cents = (field: string, value: number | null | undefined, required: boolean): Cents | null => {
    if (value == null) {
      if (required) issue(field, 'is required');
      return null;
    }
    const c = centsOf(value);
    if (c === null) issue(field, 'must be an amount in dollars with at most two decimals');
    else if (c < 0) issue(field, 'must not be negative');
    return c;
  };
  const date = (field: string, value: string | null | undefined, required: boolean): string | null => {
    if (value == null || value === '') {
      if (required) issue(field, 'is required');
      return null;
    }
    if (isCivilDate(value)) return value;
    issue(field, 'must be a date YYYY-MM-DD');
    return null;
  };
  const percent = (field: string, value: number | null | undefined): Ratio | null => {
    if (value == null) return null;
    const reading = percentReading(value);
    if (reading.rate === null) issue(field, reading.problems.join(' and '));
    return reading.rate;
  };
  const category = asset.depreciationCategory?.code;
  if (!category || !CATEGORY_CODES.includes(category as CategoryCode)) {
    issue('depreciationCategory.code', `must be one of ${CATEGORY_CODES.join(', ')}`);
  }
  const method = asset.depreciationMethod?.code;
  if (method !== 'DV' && method !== 'PC') issue('depreciationMethod.code', 'must be DV or PC');
  if (!taxCode) issue('assetCode', 'has no tax code (asset group, industry, sub-industry)');
  const commencement = date('depreciationCommencementDate', asset.depreciationCommencementDate, false);
  const invoice = date('invoiceDate', asset.invoiceDate, false);
  const startDate = commencement ?? invoice;
  if (!startDate && !issues.some((i) => i.field.endsWith('Date'))) {
    issue('depreciationCommencementDate', 'or invoiceDate is required');
  }
  const fyEnd = date('financialYearEndDate', asset.financialYearEndDate, true);
  const originalCost = cents('originalCost', asset.originalCost, true);
  const wdvValue = cents('writtenDownValue', asset.writtenDownValue, false);
  const wdvDate = date('writtenDownValueDate', asset.writtenDownValueDate, false);
  if (
    (wdvValue === null) !== (wdvDate === null) &&
    !issues.some((i) => i.field.startsWith('writtenDownValue'))
  ) {
    issue(wdvValue === null ? 'writtenDownValue' : 'writtenDownValueDate', 'is required with its pair');
  }
  const rate =
    asset.sourceTaxRate != null
      ? percent('sourceTaxRate', asset.sourceTaxRate)
      : percent('depreciationRate', asset.depreciationRate);
  if (asset.sourceTaxRate == null && asset.depreciationRate == null) issue('depreciationRate', 'is required');
  const annualClaim = cents('annualDepreciationClaim', asset.annualDepreciationClaim, false);
  const historicalBuildingCost = cents('historicalBuildingCost', asset.historicalBuildingCost, false);
  const demolitions: TaxDemolition[] = [];
  (asset.assetDemolitions ?? []).forEach((d, i) => {
    if (d.demoDate == null && d.rate == null) return; // docs/product/rules.md: both or neither
    const when = date(`assetDemolitions[${i}].demoDate`, d.demoDate, true);
    if (d.rate == null) issue(`assetDemolitions[${i}].rate`, 'is required');
    const share = d.rate == null ? null : percent(`assetDemolitions[${i}].rate`, d.rate);
    if (when && share) demolitions.push({ date: when, rate: share });
  });
  const abandonmentDate = date(
    'abandonmentLabel.abandonmentDate',
    asset.abandonmentLabel?.abandonmentDate,
    false,
  );
  const disposalDate = date('disposalDate', asset.disposalDate, false);
  const terminationValue = cents('terminationValue', asset.terminationValue, false);
  const constructionStart = date('constructionStartDate', asset.constructionStartDate, false);
  const constructionCompletion = date('constructionCompletionDate', asset.constructionCompletionDate, false);
  if (constructionStart && constructionCompletion && constructionCompletion < constructionStart) {
    issue('constructionCompletionDate', 'must not be before the construction start date');
  }
  const constructionUse = asset.constructionUse ?? null;
  if (constructionUse !== null && !isConstructionType(constructionUse)) {
    issue('constructionUse', `must be one of ${CONSTRUCTION_TYPES.join(', ')}`);
  }
  const constructionType =
    constructionUse !== null
      ? (constructionUse as ConstructionType)
      : constructionTypeOf(taxCode?.constructionType);
  // Division 43 by construction (docs/tax-rules.md 7.2, s43-140 to s43-215): the rate follows the use and the date
  // construction began, not the rate stored on the asset; before the use's first date the rate is nil (a $0 line).
  const capitalWorks = category === '43';
  const rateApplied =
    capitalWorks && constructionStart && constructionType
      ? division43Rate(constructionType, constructionStart)
      : rate;
  if (issues.length > 0 || !startDate || !fyEnd || originalCost === null || !rateApplied || !taxCode) {
    return { input: null, issues };
  }
  return {
    issues,
    input: {
      id,
      categoryCode: category as CategoryCode,
      methodCode: method as 'DV' | 'PC',
      assetGroup: taxCode.assetGroup,
      industry: taxCode.industry,
      subIndustry: taxCode.subIndustry,
      // s43-30: a capital works asset deducts nothing before its construction is completed.
      startDate: capitalWorks ? later(startDate, constructionCompletion) : startDate,
      acquisitionDate: invoice ?? startDate,
      entryFinancialYear: financialYearOf(fyEnd),
      originalCost,
      writtenDownValue: wdvValue !== null && wdvDate ? { value: wdvValue, date: wdvDate } : null,
      rate: rateApplied,
      annualClaim,
      historicalBuildingCost,
      demolitions,
      abandonmentDate,
      abandonmentLabel: asset.abandonmentLabel?.label ?? null,
      // A disposal without a termination value is a scrapping for nothing (termination value nil).
      disposal: disposalDate ? { date: disposalDate, terminationValue: terminationValue ?? 0 } : null,
      description: asset.description,
      effectiveLifeYears: taxCode.effectiveLifeYears ?? null,
      setName: asset.setName ?? null,
      secondHand: asset.secondHand ?? null,
      constructionStartDate: constructionStart,
      constructionCompletionDate: constructionCompletion,
      constructionType: capitalWorks ? constructionType : (constructionUse as ConstructionType | null),
    },
  };
}
