/**
 * The reads and writes of the edit rule (kernel/edit-permission.ts; 015_report_workflow.sql): a report's subject for
 * the rule and the editor's mark for the history triggers. In the kernel because every feature that writes to a
 * report asks them (report-state.ts, reports, owners, report-jobs), the workflow included. Parameterised queries only.
 */

import type { Database } from '@taxdep/db/schema';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { EditSubject } from './edit-permission';
import type { ReportKind } from './report-kind';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The subject of a report for the edit rule (edit-permission.ts) with its kind (report-kind.ts, issue 27), or
 * undefined when it does not exist.
 */
export async function findEditSubject(
  db: Db,
  reportId: number,
): Promise<(EditSubject & { kind: ReportKind }) | undefined> {
  return db
    .selectFrom('reports as r')
    .innerJoin('report_statuses as s', 's.id', 'r.status_id')
    .select([
      'r.id',
      's.status',
      's.read_only as statusReadOnly',
      'r.surveyor_id as surveyorId',
      'r.checker_id as checkerId',
      'r.kind',
    ])
    .where('r.id', '=', reportId)
    .executeTakeFirst();
}

/**
 * Names the user for the rest of the transaction, so the history triggers of 015_report_workflow.sql record who
 * changed the register (set_config's third argument: local to the transaction).
 */
export async function markEditor(trx: Transaction<Database>, userId: number): Promise<void> {
  await sql`select ${editorMark(userId)}`.execute(trx);
}

/** The expression that names the editor, for a statement that reads the report anyway. */
export function editorMark(userId: number) {
  return sql<string>`set_config('taxdep.editor', ${String(userId)}, true)`;
}
