/**
 * One pasted row as the register stores it (issue 16; docs/api.md "Paste from Excel"). The pasted values are read
 * with the CSV import's own rules again (normalisePasteCell, the import's dates and amounts), codes are resolved by
 * code as the import resolves them (an unknown code leaves the field empty), the rate follows the import's rule (the
 * engine's rate when it can derive one, a pasted rate that differs kept as the customised rate), the PC claim and the
 * demolitions' figures as a row save computes them, and the verdict is validateAsset's. Pure: SQL in repository.ts.
 */

import type { PasteValues } from '@taxdep/domain';
import {
  type AssetRegisterContext,
  readConstructionUse,
  readSecondHand,
  writtenRateColumns,
} from '@taxdep/domain/assets';
import { importAmountToCents, importedText } from '@taxdep/domain/import';
import {
  isPasteAmountField,
  isPasteDateField,
  normalisePasteCell,
  PASTE_FIELDS,
  type PasteField,
  pasteDateToCivil,
} from '@taxdep/domain/paste';
import { financialYearEnd, financialYearOf, readPercent } from '@taxdep/domain/tax';
import type { CodeReferences } from '../kernel/code-reference-repository';
import { withAdjustedFigures } from '../kernel/demolition-figures';
import { derivedTaxOfficeRate, deriveRateFrom, straightLineClaim } from '../kernel/rates';
import type { AssetRecord, DemolitionRecord } from '../kernel/record-repository';
import { type Verdict, verdictOf } from '../kernel/verdicts';
import { toWireAsset } from '../kernel/wire';

export interface PastedRow {
  record: AssetRecord;
  /** The demolitions with their figures over the new values; `changed` are those whose stored figures move. */
  demolitions: { all: DemolitionRecord[]; changed: DemolitionRecord[] };
  verdict: Verdict;
  unknown: { taxCode: string | null; category: string | null; method: string | null };
}

/** The text columns a paste writes, by field. */
const TEXT_COLUMNS = {
  fundCode: 'fund_code',
  propertyCode: 'property_code',
  projectCode: 'project_code',
  description: 'description',
  subCategory: 'sub_category',
  location: 'location',
  supplier: 'supplier',
  invoiceNumber: 'invoice_number',
  setName: 'set_name',
  rateReason: 'rate_reason',
} as const satisfies Partial<Record<PasteField, keyof AssetRecord>>;

const DATE_COLUMNS = {
  invoiceDate: 'invoice_date',
  depreciationCommencementDate: 'depreciation_commencement_date',
  financialYearEndDate: 'financial_year_end_date',
  writtenDownValueDate: 'written_down_value_date',
  constructionStartDate: 'construction_start_date',
  constructionCompletionDate: 'construction_completion_date',
  disposalDate: 'disposal_date',
} as const satisfies Partial<Record<PasteField, keyof AssetRecord>>;

const AMOUNT_COLUMNS = {
  originalCost: 'original_cost',
  writtenDownValue: 'written_down_value',
  historicalBuildingCost: 'historical_building_cost',
  terminationValue: 'termination_value',
} as const satisfies Partial<Record<PasteField, keyof AssetRecord>>;

/** The pasted values, each normalised again (a staged value normalises to itself); absent fields left out. */
export function normalisedValues(values: PasteValues): Map<PasteField, string> {
  const read = new Map<PasteField, string>();
  for (const { field } of PASTE_FIELDS) {
    const value = values[field];
    if (value !== undefined) read.set(field, normalisePasteCell(field, value));
  }
  return read;
}

/** A staged rate as the numeric(9, 4) column takes it, or why it cannot be held (refused, never cut). */
export function pastedRate(value: string): { rate: string | null; problem: string | null } {
  const text = value.replace(/^\./, '0.').replace(/\.$/, '');
  if (text === '') return { rate: null, problem: null };
  const reading = readPercent(text);
  return reading.rate === null
    ? { rate: null, problem: `Depreciation Rate '${text}' ${reading.problems.join('; ')}` }
    : { rate: text, problem: null };
}

const freeText = (value: string) => {
  const text = importedText(value.trim()).trim();
  return text === '' ? null : text;
};

/** The entry FY of an added asset: the import's rule (the FY in which it starts), unless pasted. */
function entryYearEnd(start: string | null): string | null {
  return start === null ? null : financialYearEnd(financialYearOf(start));
}

/**
 * `start` (the stored asset, or the kernel's `emptyAssetRecord` for an addition) with the pasted `values` laid over it. The rate is
 * checked by the caller (pastedRate) before this runs.
 */
export function pastedRow(
  start: AssetRecord,
  storedDemolitions: readonly DemolitionRecord[],
  values: ReadonlyMap<PasteField, string>,
  references: CodeReferences,
  /** The verdict's context (the report's EOFY date and taxpayer, the windows in force: kernel/taxpayer.ts). */
  register: AssetRegisterContext,
): PastedRow {
  const record: AssetRecord = { ...start };
  const unknown: PastedRow['unknown'] = { taxCode: null, category: null, method: null };
  for (const [field, value] of values) {
    if (field in TEXT_COLUMNS) record[TEXT_COLUMNS[field as keyof typeof TEXT_COLUMNS]] = freeText(value);
    else if (isPasteDateField(field))
      record[DATE_COLUMNS[field as keyof typeof DATE_COLUMNS]] = pasteDateToCivil(value);
    else if (isPasteAmountField(field)) {
      const cents = importAmountToCents(value);
      record[AMOUNT_COLUMNS[field as keyof typeof AMOUNT_COLUMNS]] = cents === null ? null : BigInt(cents);
    }
  }
  const secondHand = values.get('secondHand');
  // Issue 23: the staging refused what cannot be read (pasteLawFactProblems); the caller refuses it again (400).
  if (secondHand !== undefined) record.second_hand = readSecondHand(secondHand) ?? null;
  const use = values.get('constructionUse');
  if (use !== undefined) record.construction_use = readConstructionUse(use);
  const code = values.get('assetCode');
  if (code !== undefined) {
    const found = code === '' ? undefined : references.taxCodes.get(code.toUpperCase());
    record.tax_code_id = found?.id ?? null;
    record.tax_code = found?.code ?? null;
    if (code !== '' && !found) unknown.taxCode = code;
  }
  const category = values.get('depreciationCategory');
  if (category !== undefined) {
    const found = category === '' ? undefined : references.categories.get(category);
    record.category_id = found?.id ?? null;
    record.category_code = found?.code ?? null;
    if (category !== '' && !found) unknown.category = category;
  }
  const method = values.get('depreciationMethod');
  if (method !== undefined) {
    const found = method === '' ? undefined : references.methods.get(method);
    record.method_id = found?.id ?? null;
    record.method_code = found?.code ?? null;
    if (method !== '' && !found) unknown.method = method;
  }
  const isNew = start.id === 0;
  if (isNew && !values.has('financialYearEndDate')) {
    record.financial_year_end_date = entryYearEnd(
      record.depreciation_commencement_date ?? record.invoice_date,
    );
  }
  const taxCode =
    record.tax_code === null ? undefined : references.taxCodes.get(record.tax_code.toUpperCase());
  const derived = deriveRateFrom(
    {
      assetCode: record.tax_code,
      categoryCode: record.category_code,
      methodCode: record.method_code,
      invoiceDate: record.invoice_date,
      depreciationCommencementDate: record.depreciation_commencement_date,
      // Issue 23 (docs/tax-rules.md "By construction"): as a row save derives it.
      constructionStartDate: record.construction_start_date,
      constructionUse: record.construction_use,
    },
    taxCode ? [taxCode] : [],
  );
  const derivedRate = derived.ok ? String(derived.value.depreciationRate) : null;
  const pasted = values.get('depreciationRate');
  if (pasted !== undefined) {
    // The one rule of imports and pastes (domain rate-mode.ts `writtenRateColumns`, issue 26): the tax office's
    // rate as written is ATO mode, another is the surveyor's customised rate; without an engine rate it is the rate.
    const rates = writtenRateColumns(pastedRate(pasted).rate, derivedTaxOfficeRate(derived));
    record.depreciation_rate = rates.depreciationRate;
    record.source_tax_rate = rates.sourceTaxRate;
  } else {
    // As a row save: the engine's rate when it has one; a rate it cannot derive is kept unless the paste changed
    // what it depends on (then it belongs to the old values and is cleared, so error mode shows the row).
    const inputsChanged =
      record.tax_code_id !== start.tax_code_id ||
      record.category_id !== start.category_id ||
      record.method_id !== start.method_id ||
      record.invoice_date !== start.invoice_date ||
      record.depreciation_commencement_date !== start.depreciation_commencement_date;
    record.depreciation_rate = derivedRate ?? (inputsChanged ? null : start.depreciation_rate);
  }
  record.annual_depreciation_claim =
    straightLineClaim(
      record.method_code,
      record.category_code,
      record.historical_building_cost,
      record.source_tax_rate ?? record.depreciation_rate,
    ) ?? start.annual_depreciation_claim;
  const demolitions = withAdjustedFigures(record, storedDemolitions);
  const verdict = verdictOf(toWireAsset(record, demolitions.all), register);
  return { record: { ...record, has_errors: verdict.has_errors }, demolitions, verdict, unknown };
}
