/**
 * A register row (repository.ts) as the engine's input, through the domain's one mapper (`assetToTaxInput`,
 * packages/domain/src/tax/mapping/from-api-asset.ts), so the service calculates exactly what `taxdep calc` and the
 * browser would from the same asset. Rows the mapper refuses (a missing date, cost, rate, category, method or tax
 * code) are not calculated (docs/api.md "Calculations, Deductions, Summary").
 */
import type { Asset } from '@taxdep/domain';
import {
  type AssetPart,
  assetToTaxInput,
  civilDateOfDayNumber,
  dayNumber,
  type TaxAssetInput,
  type TaxCodeInfo,
  type TaxInputIssue,
} from '@taxdep/domain/tax';
import { RECORD_SEPARATOR, ROW_FIELDS, UNIT_SEPARATOR } from './repository';
import { dollars } from './wire-figures';

/** Reference data by id (read once: a change shows after a restart, as in the listing). */
export interface ReferenceData {
  taxCodes: ReadonlyMap<number, TaxCodeReference>;
  categories: ReadonlyMap<number, string>;
  methods: ReadonlyMap<number, string>;
}

/** A tax code's row: what the mapper reads, and what an explanation says of the rate (explanations.ts). */
export interface TaxCodeReference {
  code: string;
  info: TaxCodeInfo;
  /** The date of application of the code's effective-life row (s40-95(2)). */
  dateOfApplication: string | null;
  /** Division 43 codes: the construction type their rate follows (decision 12). */
  constructionType: string | null;
}

/** The report's abandonment labels by id (read with every refresh). */
export type Labels = ReadonlyMap<number, { label: string; abandonmentDate: string | null }>;

/** One row as read: its version, and its fields (ROW_FIELDS) as one text. */
export interface RowText {
  id: number;
  /** The row's version: `written_by`, the transaction that last wrote it (migration 008). */
  revision: string;
  /** The fields, still joined: located only when the row is mapped (`RowFields`); most rows of a refresh are not. */
  text: string;
}

/** What the Calculations table shows of a row besides its figures (docs/product/entities.md "Calculation row"). */
export interface RegisterColumns {
  id: number;
  assetCode: string | null;
  description: string | null;
  originalCost: number | null;
  /** The rate in use, percent: the customised rate when set, else the tax-office rate (rate-mode rules). */
  depreciationRate: number | null;
  effectiveLife: number | null;
  /** The tax code's row and the rate mode, for an explanation's rate (explanations.ts `rateContextOf`). */
  dateOfApplication: string | null;
  constructionType: string | null;
  /** Division 43 (issue 23): the asset's own construction start date, which the rate period follows. */
  constructionStartDate: string | null;
  /** Customize mode: the rate is the user's sourceTaxRate (docs/tax-rules.md "Asset fields"). */
  customised: boolean;
}

export interface MappedRow {
  revision: string;
  /** Everything the row's figures and columns depend on, but its version: an unchanged row is noticed. */
  content: string;
  columns: RegisterColumns;
  input: TaxAssetInput | null;
  /** Why the row has no figures: the mapper's issues, then the engine's (figures-cache.ts); empty when it has. */
  issues: readonly TaxInputIssue[];
  /** The row's own part of the schedule, once made (register-rows.ts); null until then or when it has none. */
  part: AssetPart | null;
}

const NO_ISSUES: readonly TaxInputIssue[] = [];

export const FIELD = Object.fromEntries(ROW_FIELDS.map((name, i) => [name, i])) as Record<
  (typeof ROW_FIELDS)[number],
  number
>;
const DAY_ZERO = dayNumber('2000-01-01');

/**
 * The rows of the delta's text (repository.ts): each row's version, id and the slice of its fields, found with
 * `indexOf`, so 100,000 rows cost 100,000 slices and not two million field strings before any is needed.
 */
export function splitRows(text: string): RowText[] {
  const rows: RowText[] = [];
  for (let start = 0; start < text.length; ) {
    let end = text.indexOf(RECORD_SEPARATOR, start);
    if (end < 0) end = text.length;
    const cut = text.indexOf(UNIT_SEPARATOR, start);
    let id = 0;
    for (let i = cut + 1; i < end; i += 1) {
      const digit = text.charCodeAt(i) - 48;
      if (digit < 0 || digit > 9) break;
      id = id * 10 + digit;
    }
    rows.push({ id, revision: text.slice(start, cut), text: text.slice(cut + 1, end) });
    start = end + 1;
  }
  return rows;
}

/**
 * A row's fields (ROW_FIELDS), located once it is to be mapped: numbers are read from the row's text in place,
 * and only text fields become strings (a register of 100,000 rows would otherwise make two million of them).
 */
export class RowFields {
  /** Where each field starts; one more entry, one past the end of the last field. */
  private readonly starts: number[];

  constructor(readonly text: string) {
    const starts = [0];
    for (let at = text.indexOf(UNIT_SEPARATOR); at >= 0; at = text.indexOf(UNIT_SEPARATOR, at + 1)) {
      starts.push(at + 1);
    }
    starts.push(text.length + 1);
    this.starts = starts;
  }

  /** The field as read; null when empty. */
  raw(field: number): string | null {
    const from = this.starts[field] as number;
    const to = (this.starts[field + 1] as number) - 1;
    return to > from ? this.text.slice(from, to) : null;
  }

  /**
   * A whole number field (ids, days, cents: at most 15 digits, as the wire's bounds keep them) read digit by
   * digit, exactly as `Number` would; null when empty. Longer texts go through `Number`.
   */
  integer(field: number): number | null {
    const text = this.text;
    const from = this.starts[field] as number;
    const to = (this.starts[field + 1] as number) - 1;
    if (to <= from) return null;
    const negative = text.charCodeAt(from) === 45; // '-'
    if (to - from > 15) return Number(text.slice(from, to));
    let value = 0;
    for (let i = negative ? from + 1 : from; i < to; i += 1) value = value * 10 + text.charCodeAt(i) - 48;
    return negative ? -value : value;
  }
}

/**
 * Civil dates by their day number from 2000-01-01: a register's dates fall on a few thousand days, each met by
 * many rows, so each date's text is made once (and kept: a day number always names the same date).
 */
const DATES = new Map<number, string>();
const DATES_KEPT = 100_000;

function civilDate(day: number | null): string | null {
  if (day === null) return null;
  let date = DATES.get(day);
  if (date === undefined) {
    date = civilDateOfDayNumber(DAY_ZERO + day);
    if (DATES.size >= DATES_KEPT) DATES.clear();
    DATES.set(day, date);
  }
  return date;
}
const numberOf = (field: string | null | undefined) => (field ? Number(field) : null);
/** Stored cents (within the wire's bounds) as wire dollars, exactly (wire-figures.ts `dollars`). */
const dollarsOf = (cents: number | null) => (cents === null ? null : dollars(cents));

/** The row as the wire asset the mapper takes (only the fields it reads are filled). */
function wireAsset(
  row: RowText,
  fields: RowFields,
  reportId: number,
  reference: ReferenceData,
  labels: Labels,
): Asset {
  const int = (name: (typeof ROW_FIELDS)[number]) => fields.integer(FIELD[name]);
  const date = (name: (typeof ROW_FIELDS)[number]) => civilDate(fields.integer(FIELD[name]));
  const taxCodeId = int('taxCodeId');
  const categoryId = int('categoryId');
  const methodId = int('methodId');
  const labelId = int('abandonmentLabelId');
  const label = labelId === null ? undefined : labels.get(labelId);
  const demolitions = fields.raw(FIELD.demolitions)?.split(';') ?? [];
  return {
    id: row.id,
    depreciationReportId: reportId,
    assetCode:
      taxCodeId === null ? null : { id: taxCodeId, assetCode: reference.taxCodes.get(taxCodeId)?.code ?? '' },
    depreciationCategory:
      categoryId === null ? null : { id: categoryId, code: reference.categories.get(categoryId) ?? '' },
    depreciationMethod:
      methodId === null ? null : { id: methodId, code: reference.methods.get(methodId) ?? '' },
    fundCode: null,
    propertyCode: null,
    projectCode: null,
    // Text is marked with a leading `=` (repository.ts).
    description: fields.raw(FIELD.description)?.slice(1) ?? null,
    subCategory: null,
    location: null,
    supplier: null,
    invoiceNumber: null,
    invoiceDate: date('invoiceDate'),
    depreciationCommencementDate: date('depreciationCommencementDate'),
    financialYearEndDate: date('financialYearEndDate'),
    originalCost: dollarsOf(int('originalCost')),
    writtenDownValue: dollarsOf(int('writtenDownValue')),
    writtenDownValueDate: date('writtenDownValueDate'),
    depreciationRate: numberOf(fields.raw(FIELD.depreciationRate)),
    sourceTaxRate: numberOf(fields.raw(FIELD.sourceTaxRate)),
    annualDepreciationClaim: dollarsOf(int('annualDepreciationClaim')),
    historicalBuildingCost: dollarsOf(int('historicalBuildingCost')),
    readOnly: false,
    assetDemolitions: demolitions.map((demolition, i) => {
      const [when, rate] = demolition.split(':');
      return {
        id: i + 1,
        demoDate: civilDate(when ? Number(when) : null),
        rate: numberOf(rate),
        adjustedHistoricalCost: null,
        adjustedAnnualDepreciation: null,
        modelAsset: { id: row.id, depreciationReportId: reportId },
      };
    }),
    abandonmentLabel:
      labelId === null || !label
        ? null
        : {
            id: labelId,
            label: label.label,
            depreciationReportId: reportId,
            abandonmentDate: label.abandonmentDate,
          },
    disposalDate: date('disposalDate'),
    terminationValue: dollarsOf(int('terminationValue')),
    setName: fields.raw(FIELD.setName)?.slice(1) ?? null,
    secondHand: secondHandOf(fields.raw(FIELD.secondHand)),
    constructionStartDate: date('constructionStartDate'),
    constructionCompletionDate: date('constructionCompletionDate'),
    constructionUse: fields.raw(FIELD.constructionUse)?.slice(1) ?? null,
  };
}

/** A boolean column as its text (`true`/`false`, '' = NULL: repository.ts `num`). */
function secondHandOf(text: string | null | undefined): boolean | null {
  return text === 'true' ? true : text === 'false' ? false : null;
}

/**
 * What a row's figures depend on but its version: its fields as read (one slice, no copy) and, when it has an
 * abandonment label, the label's name and date (a label's edit changes the row's figures, not its text).
 */
export function contentOf(row: RowText, labels: Labels): string {
  const text = row.text;
  // The label's id is the last field but one (ROW_FIELDS; no field holds a separator, repository.ts).
  const to = text.lastIndexOf(UNIT_SEPARATOR);
  const from = text.lastIndexOf(UNIT_SEPARATOR, to - 1) + 1;
  if (to === from) return text;
  const label = labels.get(Number(text.slice(from, to)));
  return label ? `${text}${UNIT_SEPARATOR}${label.label}:${label.abandonmentDate}` : text;
}

// contentOf finds the label's id from the end of the row: a new field goes before it.
if (FIELD.abandonmentLabelId !== ROW_FIELDS.length - 2) throw new Error('the label id must be second last');

/** The engine's input (null when the mapper finds issues) and the row's own columns. */
export function mapRow(
  row: RowText,
  fields: RowFields,
  reportId: number,
  reference: ReferenceData,
  labels: Labels,
  content: string,
): MappedRow {
  const asset = wireAsset(row, fields, reportId, reference, labels);
  const taxCode = asset.assetCode === null ? undefined : reference.taxCodes.get(asset.assetCode.id);
  const { input, issues } = assetToTaxInput(asset, taxCode?.info ?? null);
  return {
    revision: row.revision,
    content,
    columns: {
      id: row.id,
      assetCode: taxCode?.code ?? null,
      description: asset.description,
      originalCost: asset.originalCost,
      depreciationRate: asset.sourceTaxRate ?? asset.depreciationRate,
      effectiveLife: taxCode?.info.effectiveLifeYears ?? null,
      dateOfApplication: taxCode?.dateOfApplication ?? null,
      constructionType: asset.constructionUse ?? taxCode?.constructionType ?? null,
      constructionStartDate: asset.constructionStartDate ?? null,
      customised: asset.sourceTaxRate !== null,
    },
    input,
    issues: issues.length === 0 ? NO_ISSUES : issues,
    part: null,
  };
}
