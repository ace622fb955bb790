/**
 * Loading the firm's effective-life table (issue 15; docs/product/administration.md "Effective-life table"): the
 * file is read and planned by the domain (@taxdep/domain/effective-life: what it adds and changes), shown as a
 * preview, and stored on confirm. The read, the plan and the writes are @taxdep/db/effective-life's, the same code
 * `taxdep load-effective-life` runs (issue 24 item 3); this file keeps the call's answer and its refusal.
 */

import { loadEffectiveLifeFile, planEffectiveLifeFile } from '@taxdep/db/effective-life';
import type { Database } from '@taxdep/db/schema';
import type { EffectiveLifeLoadAnswer } from '@taxdep/domain';
import { type EffectiveLifeLoadPlan, planAddsAnything, planIsLoadable } from '@taxdep/domain/effective-life';
import type { Kysely } from 'kysely';
import type { Db } from '../kernel/record-repository';

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
  const plan = await planEffectiveLifeFile(db, { fileName, text });
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
  const { plan, loadId } = await loadEffectiveLifeFile(db, file, {
    userId,
    store: (p) => planIsLoadable(p) && planAddsAnything(p),
  });
  const answer = answerOf(file.fileName, plan, loadId);
  if (loadId === null) throw new EffectiveLifeLoadRefused(answer);
  return answer;
}
