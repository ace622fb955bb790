/**
 * The one mapping between register rows (money in integer cents, rates as numeric text) and the wire `Asset` of
 * docs/product/entities.md (dollars as JSON numbers, percent as numbers), field by field as the record's declaration
 * gives them (packages/domain/src/assets/asset-record.ts). Every answer of the asset-register calls goes through
 * `toWireAsset`; every asset write goes through `assetColumnsOfWire` (docs/architecture.md "The API").
 */

import type { AssetTable } from '@taxdep/db/schema';
import type { AssetAnswerFields, AssetSaveFields, Demolition, RegisterAsset } from '@taxdep/domain';
import {
  ASSET_FIELD_NAMES,
  ASSET_FIELDS,
  type AssetFieldColumn,
  type AssetFieldKind,
  type AssetFieldName,
} from '@taxdep/domain/assets';
import { CONSTRUCTION_TYPES, isConstructionType, readPercent } from '@taxdep/domain/tax';
import type { Selectable } from 'kysely';
import { isCivilDate } from '../civil-date';
import { badRequest } from '../http/http-error';
import { centsToDollarsOrNull, dollarsToCents, hasAtMostTwoDecimals, MAX_DOLLARS } from '../money';
import { REFERENCE_CODE_NAMES, WRITTEN_FIELDS, type WrittenColumn } from './asset-columns';
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

/** A stored field's value as the wire has it (asset-record.ts's kinds): money in dollars, rates as numbers. */
function wireValue(record: AssetRecord, kind: AssetFieldKind, column: AssetFieldColumn): unknown {
  const value = record[column];
  switch (kind) {
    case 'taxCode':
      return value === null ? null : { id: value, assetCode: record.tax_code ?? '' };
    case 'code':
      return value === null
        ? null
        : { id: value, code: record[REFERENCE_CODE_NAMES[column as 'category_id' | 'method_id']] ?? '' };
    case 'cents':
      return centsToDollarsOrNull(value as bigint | null);
    case 'rate':
      return rateOf(value as string | null);
    default:
      return value;
  }
}

/** The answer of a stored row: its id and report, every declared field, its demolitions, label and verdict. */
export function toWireAsset(r: AssetRecord, demolitions: readonly DemolitionRecord[]): RegisterAsset {
  const fields: Record<string, unknown> = {};
  for (const name of ASSET_FIELD_NAMES) {
    const { kind, column } = ASSET_FIELDS[name];
    fields[name] = wireValue(r, kind, column);
  }
  return {
    id: r.id,
    depreciationReportId: r.report_id,
    ...(fields as unknown as AssetAnswerFields),
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

/** A wire value of a field a save takes as it is, as its column holds it; 400 naming the field when it is not one. */
function columnOfWire(name: AssetFieldName, kind: AssetFieldKind, value: unknown): unknown {
  switch (kind) {
    case 'cents':
      return centsOfWire(name, value as number | null | undefined);
    case 'rate':
      return rateOfWire(name, value as number | null | undefined);
    case 'date':
      return dateOfWire(name, value as string | null | undefined);
    case 'flag':
      return (value as boolean | null | undefined) ?? null;
    case 'constructionUse':
      return constructionUseOfWire(value as string | null | undefined);
    default:
      return textOfWire(value as string | null | undefined);
  }
}

/** The uses of Tables 43-140 and 43-145 (docs/tax-rules.md, Division 43; migration 024's check). */
function constructionUseOfWire(use: string | null | undefined): string | null {
  if (use == null || use === '') return null;
  if (!isConstructionType(use)) {
    throw badRequest(`constructionUse must be one of ${CONSTRUCTION_TYPES.join(', ')}.`);
  }
  return use;
}

/**
 * The columns of a wire asset a save writes as they are (asset-columns.ts `WRITTEN_FIELDS`: the references, rates
 * the service derives, and flags are set by the caller). Issue 23's facts keep their rules: a set's name is
 * trimmed (empty is none), and construction is not completed before it starts.
 */
export function assetColumnsOfWire(asset: AssetSaveFields): WrittenColumns {
  const columns: Record<string, unknown> = {};
  for (const name of WRITTEN_FIELDS) {
    const { kind, column } = ASSET_FIELDS[name];
    columns[column] = columnOfWire(name, kind, asset[name]);
  }
  const set = (columns.set_name as string | null)?.trim();
  columns.set_name = set ? set : null;
  const start = columns.construction_start_date as string | null;
  const completion = columns.construction_completion_date as string | null;
  if (start && completion && completion < start) {
    throw badRequest('constructionCompletionDate must not be before constructionStartDate.');
  }
  return columns as WrittenColumns;
}

/** What a save writes of the record as it is, typed as the table takes it. */
export type WrittenColumns = { [C in WrittenColumn]: Selectable<AssetTable>[C] };
