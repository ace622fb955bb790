/**
 * A register row (repository.ts) as the engine's input, through the domain's one mapper (`assetToTaxInput`,
 * packages/domain/src/tax/mapping/from-api-asset.ts), so the service calculates exactly what `taxdep calc` and the
 * browser would from the same asset. Rows the mapper refuses (a missing date, cost, rate, category, method or tax
 * code) are not calculated (docs/api.md "Calculations, Deductions, Summary").
 */
import type { Asset } from '@taxdep/domain';
import {
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

/** One row as read: its fields (ROW_FIELDS), still text. */
export interface RowText {
  id: number;
  /** The row's version: `written_by`, the transaction that last wrote it (migration 008). */
  revision: string;
  fields: string[];
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
}

const NO_ISSUES: readonly TaxInputIssue[] = [];

const FIELD = Object.fromEntries(ROW_FIELDS.map((name, i) => [name, i])) as Record<
  (typeof ROW_FIELDS)[number],
  number
>;
const DAY_ZERO = dayNumber('2000-01-01');

export function splitRows(text: string): RowText[] {
  if (text === '') return [];
  return text.split(RECORD_SEPARATOR).map((row) => {
    const fields = row.split(UNIT_SEPARATOR);
    return { id: Number(fields[FIELD.id]), revision: fields[FIELD.writtenBy] as string, fields };
  });
}

const textOf = (field: string | undefined) => (field ? field.slice(1) : null);
const numberOf = (field: string | undefined) => (field ? Number(field) : null);
const dateOf = (field: string | undefined) => (field ? civilDateOfDayNumber(DAY_ZERO + Number(field)) : null);
/** Stored cents (within the wire's bounds) as wire dollars, exactly (wire-figures.ts `dollars`). */
const dollarsOf = (field: string | undefined) => (field ? dollars(Number(field)) : null);

/** The row as the wire asset the mapper takes (only the fields it reads are filled). */
function wireAsset(row: RowText, reportId: number, reference: ReferenceData, labels: Labels): Asset {
  const f = (name: (typeof ROW_FIELDS)[number]) => row.fields[FIELD[name]];
  const taxCodeId = numberOf(f('taxCodeId'));
  const categoryId = numberOf(f('categoryId'));
  const methodId = numberOf(f('methodId'));
  const labelId = numberOf(f('abandonmentLabelId'));
  const label = labelId === null ? undefined : labels.get(labelId);
  const demolitions = f('demolitions') ? (f('demolitions') as string).split(';') : [];
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
    description: textOf(f('description')),
    subCategory: null,
    location: null,
    supplier: null,
    invoiceNumber: null,
    invoiceDate: dateOf(f('invoiceDate')),
    depreciationCommencementDate: dateOf(f('depreciationCommencementDate')),
    financialYearEndDate: dateOf(f('financialYearEndDate')),
    originalCost: dollarsOf(f('originalCost')),
    writtenDownValue: dollarsOf(f('writtenDownValue')),
    writtenDownValueDate: dateOf(f('writtenDownValueDate')),
    depreciationRate: numberOf(f('depreciationRate')),
    sourceTaxRate: numberOf(f('sourceTaxRate')),
    annualDepreciationClaim: dollarsOf(f('annualDepreciationClaim')),
    historicalBuildingCost: dollarsOf(f('historicalBuildingCost')),
    readOnly: false,
    assetDemolitions: demolitions.map((demolition, i) => {
      const [when, rate] = demolition.split(':');
      return {
        id: i + 1,
        demoDate: dateOf(when),
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
    disposalDate: dateOf(f('disposalDate')),
    terminationValue: dollarsOf(f('terminationValue')),
  };
}

/** What a row's figures depend on but its version: its fields and its label's name and date. */
export function contentOf(row: RowText, labels: Labels): string {
  const labelId = numberOf(row.fields[FIELD.abandonmentLabelId]);
  const label = labelId === null ? undefined : labels.get(labelId);
  const fields = row.fields.filter((_, i) => i !== FIELD.writtenBy);
  return `${fields.join(UNIT_SEPARATOR)}${UNIT_SEPARATOR}${label ? `${label.label}:${label.abandonmentDate}` : ''}`;
}

/** The engine's input (null when the mapper finds issues) and the row's own columns. */
export function mapRow(
  row: RowText,
  reportId: number,
  reference: ReferenceData,
  labels: Labels,
  content: string,
): MappedRow {
  const asset = wireAsset(row, reportId, reference, labels);
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
      constructionType: taxCode?.constructionType ?? null,
      customised: asset.sourceTaxRate !== null,
    },
    input,
    issues: issues.length === 0 ? NO_ISSUES : issues,
  };
}
