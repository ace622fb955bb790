/**
 * The dated effective lives of a tax code (migration 017; docs/product/administration.md "Effective-life table"):
 * its own row's life plus every life a load added. s40-95(2): an asset takes the Commissioner's life in force when
 * it was acquired, so the rate lookup gets them all and the engine (findEffectiveLife) picks the latest dated on or
 * before the asset's date; a load never changes the rate of an asset acquired before the new life applies.
 */

import type { RateResult } from '@taxdep/domain/tax';
import { deriveRateFrom, type RateQuestion, type TaxCodeLife } from '../kernel/rates';
import type { Db } from '../kernel/record-repository';
import { findLoadedLives, findTaxCodeLives } from './repository';

type LoadedLife = NonNullable<TaxCodeLife['loaded_lives']>[number];

/** The lives loads added to the tax codes of `ids`, by tax code id. */
export async function loadedLivesOf(db: Db, ids: readonly number[]): Promise<Map<number, LoadedLife[]>> {
  const byCode = new Map<number, LoadedLife[]>();
  if (ids.length === 0) return byCode;
  for (const row of await findLoadedLives(db, ids)) {
    const lives = byCode.get(row.tax_code_id) ?? [];
    lives.push({
      effective_life_years: row.effective_life_years,
      date_of_application: row.date_of_application,
    });
    byCode.set(row.tax_code_id, lives);
  }
  return byCode;
}

/** An import's references with the loaded lives of each tax code (import/service.ts). */
export async function withImportLives<
  R extends { taxCodes: ReadonlyMap<string, TaxCodeLife & { id: number }> },
>(db: Db, references: R): Promise<R> {
  const lives = await loadedLivesOf(
    db,
    [...references.taxCodes.values()].map((t) => t.id),
  );
  if (lives.size === 0) return references;
  const taxCodes = new Map(
    [...references.taxCodes].map(([key, taxCode]) => {
      const loaded = lives.get(taxCode.id);
      return [key, loaded ? { ...taxCode, loaded_lives: loaded } : taxCode] as const;
    }),
  );
  return { ...references, taxCodes };
}

/** POST /depreciationRate: the rate of the life in force at the question's date, over every dated life of the code. */
export async function deriveRateAtDate(db: Db, question: RateQuestion): Promise<RateResult> {
  if (!question.assetCode) return deriveRateFrom(question, []);
  const rows = await findTaxCodeLives(db, question.assetCode);
  const lives = await loadedLivesOf(
    db,
    rows.map((r) => r.id),
  );
  return deriveRateFrom(
    question,
    rows.map((r) => ({ ...r, loaded_lives: lives.get(r.id) ?? [] })),
  );
}
