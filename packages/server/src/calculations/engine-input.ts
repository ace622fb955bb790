/**
 * A register row (repository.ts) as the engine's input, through the domain's one mapper (`assetInCentsToTaxInput`,
 * packages/domain/src/tax/mapping/from-api-asset.ts: the money stays in cents, as stored), so the service calculates exactly what `taxdep calc` and the
 * browser would from the same asset. Rows the register flags invalid (`validateAsset`: a missing description, date,
 * cost, rate, category, method or tax code, a negative amount, ...) are not calculated, with its errors as the
 * reasons (issue 26 item 5; docs/api.md "Calculations, Deductions, Summary").
 */
import {
  ASSET_FIELDS,
  type AssetFieldKind,
  type AssetFieldName,
  validAssetInCentsToTaxInput,
} from '@taxdep/domain/assets';
import type { AssetInCents, AssetPart, TaxAssetInput, TaxCodeInfo, TaxInputIssue } from '@taxdep/domain/tax';
import { civilDateOfDays, type PackedRow, RECORD_SEPARATOR, UNIT_SEPARATOR } from '../kernel/packed-row';
import { FIGURES_FIELDS, ROW_FIELDS, type RowField } from './repository';

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
  /** Integer cents (dollars only on the wire, calculation-table.ts). */
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

/** Where each of ROW_FIELDS sits in a row's packed text. */
export const FIELD = Object.fromEntries(ROW_FIELDS.map((name, i) => [name, i])) as Record<RowField, number>;

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

/** A packed field as the mapper takes it (asset-record.ts's kinds): money stays in cents, rates as numbers. */
function fieldValue(fields: PackedRow, name: AssetFieldName, reference: ReferenceData): unknown {
  const at = FIELD[name];
  const kind: AssetFieldKind = ASSET_FIELDS[name].kind;
  switch (kind) {
    case 'taxCode': {
      const id = fields.integer(at);
      return id === null ? null : { id, assetCode: reference.taxCodes.get(id)?.code ?? '' };
    }
    case 'code': {
      const id = fields.integer(at);
      // Categories and methods are the two references by code (asset-record.ts); their ids do not meet.
      const codes = name === 'depreciationCategory' ? reference.categories : reference.methods;
      return id === null ? null : { id, code: codes.get(id) ?? '' };
    }
    case 'text':
    case 'constructionUse':
      return fields.string(at);
    case 'date':
      return fields.date(at);
    case 'cents':
      return fields.integer(at);
    case 'flag':
      return fields.flag(at);
    case 'rate':
      return numberOf(fields.raw(at));
  }
}

const numberOf = (field: string | null) => (field ? Number(field) : null);

/** The row as the asset the mapper takes, in cents (only the fields the figures depend on are filled). */
function assetOf(
  row: RowText,
  fields: PackedRow,
  reportId: number,
  reference: ReferenceData,
  labels: Labels,
): AssetInCents {
  const asset: Record<string, unknown> = { id: row.id, depreciationReportId: reportId, readOnly: false };
  for (const name of FIGURES_FIELDS) {
    asset[name] = fieldValue(fields, name, reference);
  }
  const labelId = fields.integer(FIELD.abandonmentLabelId);
  const label = labelId === null ? undefined : labels.get(labelId);
  asset.abandonmentLabel =
    labelId === null || !label
      ? null
      : {
          id: labelId,
          label: label.label,
          depreciationReportId: reportId,
          abandonmentDate: label.abandonmentDate,
        };
  const demolitions = fields.raw(FIELD.demolitions)?.split(';') ?? [];
  asset.assetDemolitions = demolitions.map((demolition, i) => {
    const [when, rate] = demolition.split(':');
    return {
      id: i + 1,
      demoDate: when ? civilDateOfDays(Number(when)) : null,
      rate: numberOf(rate ?? null),
      adjustedHistoricalCost: null,
      adjustedAnnualDepreciation: null,
      modelAsset: { id: row.id, depreciationReportId: reportId },
    };
  });
  return asset as unknown as AssetInCents;
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
  fields: PackedRow,
  reportId: number,
  reference: ReferenceData,
  labels: Labels,
  content: string,
): MappedRow {
  const asset = assetOf(row, fields, reportId, reference, labels);
  const taxCode = asset.assetCode == null ? undefined : reference.taxCodes.get(asset.assetCode.id);
  // Issue 26 item 5: only a valid row is computed (validateAsset); the report's own rules follow in the engine.
  const { input, issues } = validAssetInCentsToTaxInput(asset, taxCode?.info ?? null);
  return {
    revision: row.revision,
    content,
    columns: {
      id: row.id,
      assetCode: taxCode?.code ?? null,
      description: asset.description,
      originalCost: asset.originalCost ?? null,
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
