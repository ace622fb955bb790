/**
 * The effective-life lookup and rate derivation behind POST /depreciationRate (docs/tax-rules.md "Methods"), as pure
 * functions over the table passed in. s40-95(2): the Commissioner's determination in force when the asset was
 * acquired, i.e. the dated row of the tax code with the latest date of application on or before the invoice date.
 */
import type { CivilDate } from '../calendar/civil-date';
import type { CategoryCode, MethodCode } from '../model/input';
import { type Ratio, ratio, ratioDiv, ratioOfDecimal, roundDivBig } from '../money/exact';
import {
  type ConstructionType,
  constructionTypeOf,
  DIVISION43_RATE_TABLE,
  type Division43RateRow,
  division43Rate,
} from './division43-rates';

export interface EffectiveLifeRow {
  /** The firm's ATO Code. */
  assetCode: string;
  effectiveLifeYears: number | string;
  dateOfApplication: CivilDate | null;
  constructionType?: string | null;
}

/** s40-72: 200% for assets started to be held on or after 10 May 2006; s40-70: 150% before. */
export const DV_200_PERCENT_FROM: CivilDate = '2006-05-10';

export function findEffectiveLife(
  rows: readonly EffectiveLifeRow[],
  assetCode: string,
  acquisitionDate: CivilDate,
): EffectiveLifeRow | null {
  let best: EffectiveLifeRow | null = null;
  for (const r of rows) {
    if (r.assetCode !== assetCode) continue;
    const applies = r.dateOfApplication ?? '0000-01-01';
    if (applies > acquisitionDate) continue;
    if (!best || applies > (best.dateOfApplication ?? '0000-01-01')) best = r;
  }
  return best;
}

/** DV = 200% ÷ life (150% ÷ life before 10 May 2006), PC = 100% ÷ life; the life is not rounded (s40-95). */
export function division40Rate(life: number | string, method: MethodCode, acquisitionDate: CivilDate): Ratio {
  const years = ratioOfDecimal(life);
  if (years.num <= 0) throw new RangeError('effective life must be positive');
  const multiplier =
    method === 'PC' ? ratio(1) : acquisitionDate >= DV_200_PERCENT_FROM ? ratio(2) : ratio(3, 2);
  return ratioDiv(multiplier, years);
}

export interface RateRequest {
  assetCode: string;
  categoryCode: CategoryCode;
  methodCode: MethodCode;
  invoiceDate: CivilDate | null;
  depreciationCommencementDate?: CivilDate | null;
  /** Division 43: when construction started (defaults to the invoice date). */
  constructionStartDate?: CivilDate | null;
  /** Division 43: the asset's own use (issue 23), before the tax code's construction type. */
  constructionType?: ConstructionType | null;
}

export interface RateDerivation {
  rate: Ratio;
  /** The rate as a percentage rounded half away from zero to 2 decimals, for the register's field. */
  depreciationRate: number;
  effectiveLifeYears: number | null;
  dateOfApplication: CivilDate | null;
}

export type RateResult = { ok: true; value: RateDerivation } | { ok: false; field: string; message: string };

export function percentOf(rate: Ratio): number {
  return Number(roundDivBig(BigInt(rate.num) * 10000n, BigInt(rate.den))) / 100;
}

export function deriveDepreciationRate(
  request: RateRequest,
  table: readonly EffectiveLifeRow[],
  division43Table: readonly Division43RateRow[] = DIVISION43_RATE_TABLE,
): RateResult {
  const acquired = request.invoiceDate ?? request.depreciationCommencementDate ?? null;
  if (!acquired)
    return { ok: false, field: 'invoiceDate', message: 'an invoice or commencement date is required' };
  const row = findEffectiveLife(table, request.assetCode, acquired);
  if (request.categoryCode === '43') {
    const type =
      request.constructionType ??
      constructionTypeOf(
        row?.constructionType ?? table.find((r) => r.assetCode === request.assetCode)?.constructionType,
      );
    if (!type) return { ok: false, field: 'assetCode', message: 'the tax code has no construction type' };
    const rate = division43Rate(type, request.constructionStartDate ?? acquired, division43Table);
    return {
      ok: true,
      value: {
        rate,
        depreciationRate: percentOf(rate),
        effectiveLifeYears: null,
        dateOfApplication: row?.dateOfApplication ?? null,
      },
    };
  }
  if (!row)
    return { ok: false, field: 'assetCode', message: 'no effective life in force at the acquisition date' };
  const rate = division40Rate(row.effectiveLifeYears, request.methodCode, acquired);
  return {
    ok: true,
    value: {
      rate,
      depreciationRate: percentOf(rate),
      effectiveLifeYears: Number(row.effectiveLifeYears),
      dateOfApplication: row.dateOfApplication,
    },
  };
}
