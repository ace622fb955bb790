/**
 * Loading the incentives' windows (issue 23 item 2; docs/product/administration.md "Incentive windows"): the file
 * is read and compared with the table in force by the domain (incentive-table-file.ts, incentive-table-plan.ts),
 * shown as a preview, and stored on confirm as a new version, which is in force from its commit. The versions before
 * stay. The read, the plan, the new version and the voided verdicts of `IA` and `AD` rows are one transaction under
 * the seeding lock, so two loads never both build on the same version, and no verdict judged by the old table
 * survives the new one. Shared by the call and, through the call, the CLI.
 */

import { lockSeeding } from '@taxdep/db';
import type { Database } from '@taxdep/db/schema';
import type { IncentiveTableLoadAnswer, IncentiveWindowTable } from '@taxdep/domain';
import {
  type IncentiveTableLoadPlan,
  incentivePlanIsLoadable,
  planIncentiveTableLoad,
  readIncentiveTableFile,
} from '@taxdep/domain/tax';
import type { Kysely } from 'kysely';
import { findLoads, insertVersion, voidIncentiveVerdicts } from '../kernel/incentive-window-repository';
import { incentiveTableInForce } from '../kernel/incentive-windows';
import type { Db } from '../kernel/record-repository';

function answerOf(
  fileName: string,
  basedOn: number,
  plan: IncentiveTableLoadPlan,
  version: number | null,
): IncentiveTableLoadAnswer {
  return {
    fileName,
    basedOn,
    added: plan.added,
    changed: plan.changed,
    removed: plan.removed,
    unchanged: plan.unchanged,
    problems: plan.problems,
    loadable: incentivePlanIsLoadable(plan),
    version,
  };
}

/** The table in force with who loaded it (GET /incentiveWindows). */
export async function incentiveWindowTable(db: Db): Promise<IncentiveWindowTable> {
  const { version, windows } = await incentiveTableInForce(db);
  const [load] = version === 0 ? [] : await findLoads(db, version);
  return {
    version,
    fileName: load?.fileName ?? null,
    loadedAt: load?.loadedAt ?? null,
    loadedBy: load?.loadedBy ?? null,
    windows: [...windows],
  };
}

/** What loading `text` would add, change and remove, and what stops it (nothing is stored). */
export async function previewIncentiveWindows(
  db: Db,
  fileName: string,
  text: string,
): Promise<IncentiveTableLoadAnswer> {
  const inForce = await incentiveTableInForce(db);
  const plan = planIncentiveTableLoad(inForce.windows, readIncentiveTableFile(text));
  return answerOf(fileName, inForce.version, plan, null);
}

export class IncentiveTableLoadRefused extends Error {
  constructor(readonly answer: IncentiveTableLoadAnswer) {
    super(
      answer.problems.length > 0
        ? `The file cannot be loaded: ${answer.problems.length} problem(s).`
        : 'The file is the table in force: it changes nothing.',
    );
    this.name = 'IncentiveTableLoadRefused';
  }
}

/**
 * Loads `text` as the next version: planned again against the table in force now (a load since the preview is
 * seen), refused when it has problems or changes nothing.
 */
export async function loadIncentiveWindows(
  db: Kysely<Database>,
  file: { fileName: string; text: string },
  userId: number | null,
): Promise<IncentiveTableLoadAnswer> {
  return db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    const inForce = await incentiveTableInForce(trx);
    const plan = planIncentiveTableLoad(inForce.windows, readIncentiveTableFile(file.text));
    const preview = answerOf(file.fileName, inForce.version, plan, null);
    if (!preview.loadable) throw new IncentiveTableLoadRefused(preview);
    const version = await insertVersion(
      trx,
      {
        fileName: file.fileName,
        userId,
        added: plan.added.length,
        changed: plan.changed.length,
        removed: plan.removed.length,
      },
      plan.windows,
    );
    await voidIncentiveVerdicts(trx);
    return answerOf(file.fileName, inForce.version, plan, version);
  });
}
