/**
 * Rates from the engine (@taxdep/domain/tax, docs/tax-rules.md "Methods"): the effective-life lookup over the dated rows of
 * the tax_codes table (latest on or before the acquisition date; DV 200% or 150% before 10 May 2006, PC 100%,
 * Division 43 by construction type and start date), and the straight-line claim of method PC.
 */

import type { StagedRate } from '@taxdep/domain';
import type { DerivedTaxOfficeRate } from '@taxdep/domain/assets';
import {
  CATEGORY_CODES,
  type CategoryCode,
  constructionTypeOf,
  deriveDepreciationRate,
  type EffectiveLifeRow,
  type RateResult,
  type Ratio,
  ratioOfPercent,
} from '@taxdep/domain/tax';
import type { Db } from './record-repository';
import { findTaxCodeLives } from './tax-code-repository';

export interface RateQuestion {
  assetCode: string | null;
  categoryCode: string | null;
  methodCode: string | null;
  invoiceDate: string | null;
  depreciationCommencementDate: string | null;
  /** Category 43 (issue 23): the asset's own construction start date and use, when it has them. */
  constructionStartDate?: string | null;
  constructionUse?: string | null;
}

/** The effective-life columns of one tax code's row (the engine's table is these rows of the tax code). */
export interface TaxCodeLife {
  code: string;
  effective_life_years: string | null;
  date_of_application: string | null;
  construction_type: string | null;
  /**
   * The dated lives an effective-life load added to the code (migration 017, reference/dated-lives.ts), when read:
   * s40-95(2), the engine picks the one in force at the asset's date among these and the row's own.
   */
  loaded_lives?: readonly { effective_life_years: string; date_of_application: string | null }[];
}

function lifeRowsOf(rows: readonly TaxCodeLife[]): EffectiveLifeRow[] {
  return rows.flatMap((r) => [
    ...(r.effective_life_years === null && r.construction_type === null
      ? []
      : [
          {
            assetCode: r.code,
            effectiveLifeYears: r.effective_life_years ?? '0',
            dateOfApplication: r.date_of_application,
            constructionType: r.construction_type,
          },
        ]),
    ...(r.loaded_lives ?? []).map((life) => ({
      assetCode: r.code,
      effectiveLifeYears: life.effective_life_years,
      dateOfApplication: life.date_of_application,
      constructionType: r.construction_type,
    })),
  ]);
}

/** The refusal of a question the engine cannot answer whatever the table holds; null when it can look. */
function refusalOf(question: RateQuestion): RateResult | null {
  const { assetCode, categoryCode, methodCode } = question;
  if (!assetCode) return { ok: false, field: 'assetCode', message: 'a tax code is required' };
  if (!categoryCode || !(CATEGORY_CODES as readonly string[]).includes(categoryCode)) {
    return { ok: false, field: 'depreciationCategory', message: 'a depreciation category is required' };
  }
  if (methodCode !== 'DV' && methodCode !== 'PC') {
    return {
      ok: false,
      field: 'depreciationMethod',
      message: 'a depreciation method (DV or PC) is required',
    };
  }
  return null;
}

/**
 * The engine's derivation over the tax code's rows already read (`rows`: those whose code is `assetCode`), or a
 * refusal naming the missing or unusable field. A row save reads them with the row it locks (issue 11: the rate is
 * looked up once), so it derives without a statement of its own.
 */
export function deriveRateFrom(question: RateQuestion, rows: readonly TaxCodeLife[]): RateResult {
  const refusal = refusalOf(question);
  if (refusal) return refusal;
  try {
    return deriveDepreciationRate(
      {
        assetCode: question.assetCode!,
        categoryCode: question.categoryCode as CategoryCode,
        methodCode: question.methodCode as 'DV' | 'PC',
        invoiceDate: question.invoiceDate,
        depreciationCommencementDate: question.depreciationCommencementDate,
        constructionStartDate: question.constructionStartDate ?? null,
        constructionType: constructionTypeOf(question.constructionUse),
      },
      lifeRowsOf(rows.filter((row) => row.code === question.assetCode)),
    );
  } catch (error) {
    // A row with no usable life (e.g. a repairs code) cannot give a Division 40 rate.
    return { ok: false, field: 'assetCode', message: error instanceof Error ? error.message : String(error) };
  }
}

/** A derivation as the rate-mode rule takes it (domain rate-mode.ts `writtenRateColumns`); null when refused. */
export function derivedTaxOfficeRate(result: RateResult): DerivedTaxOfficeRate | null {
  return result.ok
    ? {
        depreciationRate: result.value.depreciationRate,
        exactRate: { numerator: result.value.rate.num, denominator: result.value.rate.den },
      }
    : null;
}

/** A derivation as POST /stagedRates answers it (and the upload judges a row by it, import/rows.ts). */
export function stagedRateOfResult(result: RateResult, knownTaxCode: boolean): StagedRate {
  const derived = derivedTaxOfficeRate(result);
  return {
    knownTaxCode,
    depreciationRate: derived?.depreciationRate ?? null,
    exactRate: derived?.exactRate ?? null,
    effectiveLife: result.ok ? result.value.effectiveLifeYears : null,
    reason: result.ok ? null : `${result.message} (${result.field})`,
  };
}

/** The engine's derivation, reading the tax code's rows (none when the question lacks what it needs). */
export async function deriveRate(db: Db, question: RateQuestion): Promise<RateResult> {
  const refusal = refusalOf(question);
  if (refusal) return refusal;
  return deriveRateFrom(question, await findTaxCodeLives(db, question.assetCode!));
}

/** cents × ratio, rounded half away from zero to the cent (docs/tax-rules.md "Money and rounding"), in bigint. */
export function centsTimesRatio(cents: bigint, rate: Ratio): bigint {
  const numerator = cents * BigInt(rate.num);
  const denominator = BigInt(rate.den);
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/**
 * Domain.md "Asset fields": under method PC the full-year claim is historicalBuildingCost × rate (the service fills
 * it); category 43 always uses that straight-line rule (precise rule 9). Null when it does not apply or lacks data.
 */
export function straightLineClaim(
  methodCode: string | null,
  categoryCode: string | null,
  historicalBuildingCost: bigint | null,
  ratePercent: string | null,
): bigint | null {
  if (methodCode !== 'PC' && categoryCode !== '43') return null;
  if (historicalBuildingCost === null || ratePercent === null) return null;
  return centsTimesRatio(historicalBuildingCost, ratioOfPercent(ratePercent));
}
