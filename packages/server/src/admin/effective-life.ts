/**
 * Loading the firm's effective-life table (issue 15; docs/product/administration.md "Effective-life table"): the
 * file is read and planned by the domain (@taxdep/domain/effective-life: what it adds and changes), shown as a
 * preview, and stored on confirm. s40-95(2): rows are dated and added, never overwritten; the same asset keeps its
 * tax code. The read, the plan and the writes of a confirm run in one transaction under the seeding lock, so two
 * loads (or a load and a first start's seeding) never number a code twice. Shared by the call and the CLI.
 */
import type { EffectiveLifeLoadAnswer } from '@taxdep/domain';
import {
  type EffectiveLifeLoadPlan,
  planAddsAnything,
  planEffectiveLifeLoad,
  planIsLoadable,
  readEffectiveLifeFile,
} from '@taxdep/domain/effective-life';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Db } from '../kernel/record-repository';
import { lockSeeding } from '../seed';
import {
  findCategoryId,
  findTaxCodeIds,
  insertEffectiveLifeLoad,
  insertEffectiveLives,
  insertTaxCodes,
  type NewEffectiveLife,
  readKnownTaxCodes,
} from './effective-life-repository';

export function answerOf(
  fileName: string,
  plan: EffectiveLifeLoadPlan,
  loadId: number | null,
): EffectiveLifeLoadAnswer {
  return {
    fileName,
    added: plan.added,
    changed: plan.changed,
    unchanged: plan.unchanged,
    conflicts: plan.conflicts,
    problems: plan.problems,
    loadable: planIsLoadable(plan) && planAddsAnything(plan),
    loadId,
  };
}

/** What loading `text` would add and change, and what stops it (nothing is stored). */
export async function previewEffectiveLifeLoad(
  db: Db,
  fileName: string,
  text: string,
): Promise<EffectiveLifeLoadAnswer> {
  const plan = planEffectiveLifeLoad(await readKnownTaxCodes(db), readEffectiveLifeFile(text));
  return answerOf(fileName, plan, null);
}

export class EffectiveLifeLoadRefused extends Error {
  constructor(readonly answer: EffectiveLifeLoadAnswer) {
    const { problems, conflicts } = answer;
    super(
      problems.length + conflicts.length > 0
        ? `The file cannot be loaded: ${problems.length} row problem(s) and ${conflicts.length} conflicting life(s).`
        : 'The file adds nothing to the effective-life table.',
    );
    this.name = 'EffectiveLifeLoadRefused';
  }
}

/**
 * Loads `text`: plans it again against the table as it is now (a load since the preview is seen), refuses it when
 * it has problems, conflicts or adds nothing, else stores its new codes and dated lives and the load itself.
 */
export async function loadEffectiveLifeTable(
  db: Kysely<Database>,
  file: { fileName: string; text: string },
  userId: number | null,
): Promise<EffectiveLifeLoadAnswer> {
  return db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    const plan = planEffectiveLifeLoad(await readKnownTaxCodes(trx), readEffectiveLifeFile(file.text));
    const preview = answerOf(file.fileName, plan, null);
    if (!preview.loadable) throw new EffectiveLifeLoadRefused(preview);
    const loadId = await insertEffectiveLifeLoad(trx, {
      fileName: file.fileName,
      userId,
      codesAdded: plan.added.length,
      livesAdded: plan.changed.length,
    });
    await storePlan(trx, plan, loadId);
    return answerOf(file.fileName, plan, loadId);
  });
}

/** Stores the plan's new codes (with their first life) and every later life as a dated row of load `loadId`. */
async function storePlan(trx: Db, plan: EffectiveLifeLoadPlan, loadId: number): Promise<void> {
  // Every row of the Commissioner's tables is a Division 40 determination (seed/tax-codes.ts).
  const categoryId = await findCategoryId(trx, '40');
  const addedIds = await insertTaxCodes(
    trx,
    plan.added.map((added) => ({
      code: added.code,
      industry: added.industry,
      sub_industry: added.subIndustry,
      asset_group: added.assetGroup,
      asset: added.asset,
      effective_life_years: added.lives[0]!.effectiveLifeYears,
      date_of_application: added.lives[0]!.dateOfApplication,
      category_id: categoryId,
      construction_type: null,
      source: added.source,
    })),
  );
  const lives: NewEffectiveLife[] = [];
  for (const added of plan.added) {
    for (const life of added.lives.slice(1))
      lives.push(lifeRow(addedIds.get(added.code)!, life, added.source, loadId));
  }
  const ids = await findTaxCodeIds(trx, [...new Set(plan.changed.flatMap((c) => c.codes))]);
  for (const change of plan.changed) {
    for (const code of change.codes) lives.push(lifeRow(ids.get(code)!, change, change.source, loadId));
  }
  await insertEffectiveLives(trx, lives);
}

function lifeRow(
  taxCodeId: number,
  life: { effectiveLifeYears: string; dateOfApplication: string | null },
  source: string,
  loadId: number,
): NewEffectiveLife {
  return {
    tax_code_id: taxCodeId,
    effective_life_years: life.effectiveLifeYears,
    date_of_application: life.dateOfApplication,
    source,
    load_id: loadId,
  };
}
