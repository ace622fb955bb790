/**
 * What the figures depend on besides the rows (issue 12): the reference data (tax codes with their Tables A and B
 * and effective life, categories, methods; read once per instance, as the listing does), the report's labels and
 * the engine's settings of General Info (docs/tax-rules.md "Calendar", "Money and rounding").
 */
import {
  civilDateOfDayNumber,
  dayNumber,
  type IncentiveWindow,
  PREMISES_CONDITIONS,
  PROPERTY_USES,
  type ReportSettings,
  TAXPAYER_ENTITY_TYPES,
  type Taxpayer,
  TURNOVER_BANDS,
  WHOLE_SHARE,
} from '@taxdep/domain/tax';
import type { PackedRow } from '../kernel/packed-row';
import type { Db } from '../kernel/record-repository';
import { FIELD, type Labels, type ReferenceData } from './engine-input';
import { findReferenceData, type LabelJson, type SettingsJson } from './repository';

const DAY_ZERO = dayNumber('2000-01-01');

/** The report's labels by id, their abandonment dates as civil dates. */
export function labelsOf(labels: readonly LabelJson[]): Labels {
  return new Map(
    labels.map(([id, label, day]) => [
      id,
      { label, abandonmentDate: day === null ? null : civilDateOfDayNumber(DAY_ZERO + day) },
    ]),
  );
}

/**
 * Reference data: read once, and again when a row to map names a tax code, category or method not seen yet.
 * `rows`: the fields of the rows about to be mapped.
 */
export async function referenceFor(
  db: Db,
  store: { reference: ReferenceData | null },
  rows: readonly PackedRow[],
): Promise<ReferenceData> {
  const known = store.reference;
  const has = (map: ReadonlyMap<number, unknown>, id: number | null) => id === null || map.has(id);
  const knows = (k: ReferenceData, f: PackedRow) =>
    has(k.taxCodes, f.integer(FIELD.assetCode)) &&
    has(k.categories, f.integer(FIELD.depreciationCategory)) &&
    has(k.methods, f.integer(FIELD.depreciationMethod));
  if (known && rows.every((f) => knows(known, f))) return known;
  const { taxCodes, categories, methods } = await findReferenceData(db);
  store.reference = {
    taxCodes: new Map(
      taxCodes.map((r) => [
        r.id,
        {
          code: r.code,
          info: {
            assetGroup: r.asset_group,
            industry: r.industry,
            subIndustry: r.sub_industry,
            effectiveLifeYears: r.effective_life_years === null ? null : Number(r.effective_life_years),
            constructionType: r.construction_type,
          },
          dateOfApplication: r.date_of_application,
          constructionType: r.construction_type,
        },
      ]),
    ),
    categories: new Map(categories.map((r) => [r.id, r.code])),
    methods: new Map(methods.map((r) => [r.id, r.code])),
  };
  return store.reference;
}

/**
 * The engine's settings of General Info (docs/tax-rules.md "Calendar", "Money and rounding"), with the report's
 * taxpayer (issue 23: UNSET_TAXPAYER's nulls where nothing is answered) and the incentives' windows in force
 * (kernel/incentive-windows.ts); null without EOFY.
 */
export function reportSettings(
  json: SettingsJson,
  incentiveWindows: readonly IncentiveWindow[],
): ReportSettings | null {
  const [eofy, leap, rounding, poolFlag, method, entity, use, band, premises, contract, settlement] = json;
  if (eofy === null) return null;
  const largest = largestShareOf(json);
  const taxpayer: Taxpayer = {
    entityType: oneOf(TAXPAYER_ENTITY_TYPES, entity),
    propertyUse: oneOf(PROPERTY_USES, use),
    turnoverBand: oneOf(
      TURNOVER_BANDS.map((b) => b.band),
      band,
    ),
    contractDate: contract ?? null,
    settlementDate: settlement ?? null,
    premisesCondition: oneOf(PREMISES_CONDITIONS, premises),
  };
  return {
    eofyReportDate: eofy,
    leapYearPolicy: leap === 'cap365' ? 'cap365' : 'statutory',
    roundingUnit: rounding === 'dollar' ? 'dollar' : 'cent',
    lowValuePoolFlag: poolFlag ?? false,
    depreciationMethod: method === 'DV' || method === 'PC' ? method : null,
    taxpayer,
    incentiveWindows,
    // Issue 23 item 7: the $300 and $1,000 tests read the largest owner's interest (docs/tax-engine.md decision 17).
    ...(largest !== null && largest > 0 && largest < WHOLE_SHARE
      ? { largestOwnerShare: { num: largest, den: WHOLE_SHARE } }
      : {}),
  };
}

/** One owner of the figures: the owner's id (the calls' `ownerId`) and share in hundredths of a percent. */
export interface FiguresOwner {
  id: number;
  share: number;
}

/** The owners the settings statement appends (repository.ts `SettingsJson`), in order; empty without owners. */
export function ownersOf(json: SettingsJson): FiguresOwner[] {
  const value = (json as readonly unknown[])[11];
  if (!Array.isArray(value)) return [];
  return value.flatMap((pair: unknown) =>
    Array.isArray(pair) && Number.isInteger(pair[0]) && Number.isInteger(pair[1])
      ? [{ id: pair[0] as number, share: pair[1] as number }]
      : [],
  );
}

/** The largest owner's share, null without owners. */
function largestShareOf(json: SettingsJson): number | null {
  const owners = ownersOf(json);
  return owners.length === 0 ? null : Math.max(...owners.map((o) => o.share));
}

/** A stored value as its type (migration 022's checks hold it to the list); anything else reads as not set. */
function oneOf<T extends string>(values: readonly T[], value: string | null | undefined): T | null {
  return values.find((v) => v === value) ?? null;
}
