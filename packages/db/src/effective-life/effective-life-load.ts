/**
 * One load of the firm's effective-life table (issue 15; docs/product/administration.md "Effective-life table"),
 * the same for the administrator's call (the service's src/admin/effective-life.ts) and `taxdep load-effective-life`
 * (issue 24 item 3: one implementation, not a copy of its SQL). s40-95(2): rows are dated and added, never
 * overwritten; the same asset keeps its tax code. The read, the plan and the writes run in one transaction under
 * the seeding lock, so two loads (or a load and a first start's seeding) never number a code twice, and the plan
 * stored is the one made against the table as it is inside that transaction.
 */
import {
  type EffectiveLifeLoadPlan,
  planEffectiveLifeLoad,
  type EffectiveLifeFile as ReadFile,
  readEffectiveLifeFile,
  rulingsOf,
} from '@taxdep/domain/effective-life';
import type { Kysely } from 'kysely';
import { lockSeeding } from '../advisory-locks';
import type { Database } from '../schema';
import {
  findCategoryId,
  findTaxCodeIds,
  insertEffectiveLifeLoad,
  insertEffectiveLives,
  insertTaxCodes,
  type NewEffectiveLife,
  readKnownTaxCodes,
} from './effective-life-repository';

export interface EffectiveLifeFile {
  fileName: string;
  text: string;
}

/** The plan made, and the id of the load stored (null when `store` declined the plan). */
export interface EffectiveLifeLoadResult {
  plan: EffectiveLifeLoadPlan;
  loadId: number | null;
}

/** What loading `file` would add and change against the table as stored (nothing is stored, no lock). */
export async function planEffectiveLifeFile(
  db: Kysely<Database>,
  file: EffectiveLifeFile,
): Promise<EffectiveLifeLoadPlan> {
  return planOf(db, readEffectiveLifeFile(file.text));
}

async function planOf(db: Kysely<Database>, read: ReadFile): Promise<EffectiveLifeLoadPlan> {
  return planEffectiveLifeLoad(await readKnownTaxCodes(db), read);
}

/**
 * Plans `file` under the seeding lock and, when `store(plan)` says so (the caller's rule: loadable, adds
 * something, not a dry run), stores its new codes and dated lives and the load itself, by `userId` (null: the
 * command line).
 */
export async function loadEffectiveLifeFile(
  db: Kysely<Database>,
  file: EffectiveLifeFile,
  options: { userId: number | null; store: (plan: EffectiveLifeLoadPlan) => boolean },
): Promise<EffectiveLifeLoadResult> {
  return db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    const read = readEffectiveLifeFile(file.text);
    const plan = await planOf(trx, read);
    if (!options.store(plan)) return { plan, loadId: null };
    // Issue 26 item 17: the history says how many rows the file had and which rulings they cite.
    const loadId = await insertEffectiveLifeLoad(trx, {
      fileName: file.fileName,
      userId: options.userId,
      codesAdded: plan.added.length,
      livesAdded: plan.changed.length,
      rowsRead: read.entries.length + read.problems.length,
      rulings: rulingsOf(read.entries.map((entry) => entry.source)),
    });
    await storePlan(trx, plan, loadId);
    return { plan, loadId };
  });
}

/** Stores the plan's new codes (with their first life) and every later life as a dated row of load `loadId`. */
async function storePlan(trx: Kysely<Database>, plan: EffectiveLifeLoadPlan, loadId: number): Promise<void> {
  // Every row of the Commissioner's tables is a Division 40 determination (the service's seed/tax-codes.ts).
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
