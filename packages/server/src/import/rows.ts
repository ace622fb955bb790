/**
 * One uploaded row as the register stores it (issue 13; docs/api.md "Import upload"). The row is normalised and
 * judged again with the domain's own rules (docs/product/rules.md "Import", @taxdep/domain/import), its codes are
 * resolved by code, its rate and claim derived as a row save derives them (kernel/rates.ts), its demolition's
 * figures computed as a demolition save computes them (kernel/demolition-figures.ts), and its verdict is
 * validateAsset's (kernel/verdicts.ts), so the row lands exactly as a save would store it. Pure: the SQL is in
 * repository.ts.
 */

import type { StagedRate, UploadRow } from '@taxdep/domain';
import {
  ASSET_FIELD_NAMES,
  type AssetFieldColumn,
  type AssetRegisterContext,
  assetFieldDeclaration,
  writtenRateColumns,
} from '@taxdep/domain/assets';
import {
  fieldsOfStagedRow,
  IMPORT_HEADINGS,
  type ImportedAssetFields,
  isStagedRowValid,
  normaliseImportValue,
  type StagedRates,
  type StagedRow,
  stagedRateKey,
  stagedRateQuestion,
  stagedRowOf,
} from '@taxdep/domain/import';
import { financialYearEnd, financialYearOf } from '@taxdep/domain/tax';
import { endOfFinancialYearOrNull } from '../demolitions';
import type { CodeReferences } from '../kernel/code-reference-repository';
import { withAdjustedFigures } from '../kernel/demolition-figures';
import { derivedTaxOfficeRate, deriveRateFrom, stagedRateOfResult, straightLineClaim } from '../kernel/rates';
import { lawColumnRefusals, percentOf, type ValueProblem } from './value-problems';

export type { ValueProblem } from './value-problems';

import { type AssetRecord, type DemolitionRecord, emptyAssetRecord } from '../kernel/record-repository';
import { type Verdict, verdictOf } from '../kernel/verdicts';
import { toWireAsset } from '../kernel/wire';

/** The columns an imported asset is inserted with: the record's and its label (not read-only; no other flags). */
export type ImportedAsset = Pick<AssetRecord, AssetFieldColumn | 'abandonment_label_id'>;

export type ImportedDemolition = Pick<
  DemolitionRecord,
  'demo_date' | 'rate' | 'adjusted_historical_cost' | 'adjusted_annual_depreciation'
>;

export interface PreparedRow {
  asset: ImportedAsset;
  demolition: ImportedDemolition | null;
  verdict: Verdict;
  /** The staging screen's rule (docs/product/rules.md "Import"), so the answer counts what the screen counted. */
  stagedValid: boolean;
  unknown: { taxCode: string | null; category: string | null; method: string | null };
}

/** An abandonment label an upload links its assets with (labels.ts makes the missing ones first). */
export interface ImportLabel {
  id: number;
  label: string;
  abandonmentDate: string | null;
}

/** The labels by `labelKey`: the name without case, as the labels' unique index (004_assets.sql). */
export type ImportLabels = ReadonlyMap<string, ImportLabel>;

export const labelKey = (label: string): string => label.toLowerCase();

export interface RowContext {
  references: CodeReferences;
  /**
   * The verdict's context: the report's EOFY report date (docs/tax-rules.md rule 1), its taxpayer and the incentives'
   * windows in force (issue 23; kernel/taxpayer.ts).
   */
  register: AssetRegisterContext;
  /** The report's abandonment labels the upload names, made first when new (labels.ts). */
  labels: ImportLabels;
  /** Add Asset's defaults (docs/product/asset-register.md "Subheader"): the report's fund and property codes. */
  defaults: { fundCode: string | null; propertyCode: string | null };
}

/** The one answer of a row's own question, as the staging's map holds it. */
function stagedRatesOfRow(row: StagedRow, rate: StagedRate): StagedRates {
  const question = stagedRateQuestion(row);
  return question === null ? new Map() : new Map([[stagedRateKey(question), rate]]);
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());
const big = (cents: number | null): bigint | null => (cents === null ? null : BigInt(cents));

/** The record's fields the file carries as they are (references and the rate are resolved below). */
const CARRIED_COLUMNS = ASSET_FIELD_NAMES.flatMap((name) => {
  const { column, kind, importHeading } = assetFieldDeclaration(name);
  const asIs = importHeading !== null && kind !== 'taxCode' && kind !== 'code';
  return asIs ? [{ name: name as keyof ImportedAssetFields, column, kind }] : [];
});

/**
 * The entry FY (docs/tax-rules.md "Asset fields": the 30 June ending the FY in which the asset enters this
 * register) when the file has no 'Financial Year End' (every file of the spec's headings); ours: the FY in which the
 * asset starts, as the register's own demo data is built, so nothing of its history is hidden (rule 1) and the row
 * is not flagged for a field the file cannot carry.
 */
function entryYearEnd(start: string | null): string | null {
  return start === null ? null : financialYearEnd(financialYearOf(start));
}

/**
 * Row `index` (0-based) of an upload to report `reportId`, or its problems when a value cannot be stored. Blank rows
 * are the caller's to drop (isBlankRow).
 */
export function prepareRow(
  raw: UploadRow,
  index: number,
  reportId: number,
  context: RowContext,
  problems: ValueProblem[],
): PreparedRow | null {
  const before = problems.length;
  // The staging screen's normalising, again (normaliseImportRow's rule per value): a staged row normalises to
  // itself, anything else is put in its form. The keys are the contract's, so each is read as is (a client may
  // leave empty cells out, which normaliseImportRow would look for under every other key).
  const row = stagedRowOf((position) => {
    const heading = IMPORT_HEADINGS[position]!;
    return normaliseImportValue(heading, raw[heading] ?? '');
  });
  const { references } = context;
  const codeText = text(row['ATO Code']);
  const categoryText = text(row.Category);
  const methodText = text(row['Dep Method']);
  const taxCode = codeText === null ? undefined : references.taxCodes.get(codeText.toUpperCase());
  const category = categoryText === null ? undefined : references.categories.get(categoryText);
  const method = methodText === null ? undefined : references.methods.get(methodText);
  const fileRate = percentOf(row, 'Dep Rate', index, problems);
  const demolitionRate = percentOf(row, 'Demolition %', index, problems, true);
  lawColumnRefusals(row, index, problems);
  if (problems.length > before) return null;

  const fields = fieldsOfStagedRow(row);
  const invoiceDate = fields.invoiceDate;
  const commencementDate = fields.depreciationCommencementDate;
  const historicalCost = big(fields.historicalBuildingCost);
  const label =
    fields.abandonmentLabel === null ? undefined : context.labels.get(labelKey(fields.abandonmentLabel));
  // As a row save (assets/service.ts): the engine's tax-office rate whenever the codes and a date allow it, the
  // construction facts included (issue 23). The file's rate then takes the mode of the one rule of imports and
  // pastes (domain rate-mode.ts `writtenRateColumns`): the tax office's as written (an exported `13.3333`) is ATO
  // mode, another is the surveyor's customised rate (issue 26 item 6c: an export imports with its modes).
  const derived = deriveRateFrom(
    {
      assetCode: taxCode?.code ?? null,
      categoryCode: category?.code ?? null,
      methodCode: method?.code ?? null,
      invoiceDate,
      depreciationCommencementDate: commencementDate,
      constructionStartDate: fields.constructionStartDate,
      constructionUse: fields.constructionUse,
    },
    taxCode ? [taxCode] : [],
  );
  const rates = writtenRateColumns(fileRate, derivedTaxOfficeRate(derived));
  // The record is what a save would hold; its columns are what the insert writes. Each row starts as a copy of
  // one empty record and only sets its keys (a spread of 19 fields into 36 made V8 build each row in its slow
  // dictionary form: a third of the upload's time at 100,000 rows; record-repository.ts `emptyAssetRecord`).
  const record = emptyAssetRecord(reportId);
  const stored = record as unknown as Record<string, unknown>;
  for (const { name, column, kind } of CARRIED_COLUMNS) {
    const value = fields[name];
    stored[column] = kind === 'cents' ? big(value as number | null) : value;
  }
  record.tax_code_id = taxCode?.id ?? null;
  record.category_id = category?.id ?? null;
  record.method_id = method?.id ?? null;
  record.financial_year_end_date =
    fields.financialYearEndDate ?? entryYearEnd(commencementDate ?? invoiceDate);
  record.depreciation_rate = rates.depreciationRate;
  record.source_tax_rate = rates.sourceTaxRate;
  // Issue 26 item 6b: an empty fund or property code takes Add Asset's default, the report's own.
  record.fund_code ??= context.defaults.fundCode;
  record.property_code ??= context.defaults.propertyCode;
  // The file's claim when it has one (an exported register's, as the register held it), else a row save's.
  record.annual_depreciation_claim =
    big(fields.annualDepreciationClaim) ??
    straightLineClaim(
      method?.code ?? null,
      category?.code ?? null,
      historicalCost,
      rates.sourceTaxRate ?? rates.depreciationRate,
    );
  record.abandonment_label_id = label?.id ?? null;
  record.tax_code = taxCode?.code ?? null;
  record.category_code = category?.code ?? null;
  record.method_code = method?.code ?? null;
  record.label = label?.label ?? null;
  record.label_abandonment_date = label?.abandonmentDate ?? null;
  // Issue 16 item 2: a demolition date is the 30 June ending its financial year (demolitions/demolition-date.ts).
  const demolitionDate = endOfFinancialYearOrNull(fields.demolitionDate);
  // docs/product/rules.md "Import": a date without a rate (or the reverse) is kept and flagged, as the register shows it.
  const demolitions =
    demolitionDate === null && demolitionRate === null
      ? []
      : withAdjustedFigures(record, [
          {
            id: 0,
            asset_id: 0,
            demo_date: demolitionDate,
            rate: demolitionRate,
            adjusted_historical_cost: null,
            adjusted_annual_depreciation: null,
          },
        ]).all;
  return {
    asset: record,
    demolition: demolitions[0] ?? null,
    verdict: verdictOf(toWireAsset(record, demolitions), context.register),
    // The staging's rule with the rate it was shown (issue 26 item 2): a derived rate completes a row.
    stagedValid: isStagedRowValid(
      row,
      stagedRatesOfRow(row, stagedRateOfResult(derived, taxCode !== undefined)),
    ),
    unknown: {
      taxCode: codeText !== null && !taxCode ? codeText : null,
      category: categoryText !== null && !category ? categoryText : null,
      method: methodText !== null && !method ? methodText : null,
    },
  };
}

/**
 * docs/product/rules.md "Import": a row whose values are all empty or spaces is dropped. Judged on the import
 * headings only (isBlankImportRow's rule over the declared cells): a field the contract does not declare is ignored,
 * so a row of nothing but such fields is blank.
 */
export function isBlankRow(row: UploadRow): boolean {
  for (const heading of IMPORT_HEADINGS) {
    const value = row[heading];
    if (value !== undefined && value.trim() !== '') return false;
  }
  return true;
}

/** The upper-cased tax codes an upload names, each once (the one read of the tax-code table). */
export function namedTaxCodes(rows: readonly UploadRow[]): string[] {
  const codes = new Set<string>();
  for (const row of rows) {
    const code = row['ATO Code']?.trim();
    if (code) codes.add(code.toUpperCase());
  }
  return [...codes];
}
