/** The SQL of Manage Output (issue 11: SQL only in repositories): one row of display flags per report. */

import type { Database, ReportOutputColumnsTable } from '@taxdep/db/schema';
import type { Transaction } from 'kysely';
import type { Db } from '../kernel/record-repository';

export type FlagColumn = Exclude<keyof ReportOutputColumnsTable, 'report_id'>;

/** The report's row of flags; undefined when it has none (every column shows). */
export function findOutputColumns(db: Db, reportId: number) {
  return db
    .selectFrom('report_output_columns')
    .selectAll()
    .where('report_id', '=', reportId)
    .executeTakeFirst();
}

/** Writes the given flags of the report (the others keep their stored or default values). */
export async function storeOutputColumns(
  trx: Transaction<Database>,
  reportId: number,
  changes: Partial<Record<FlagColumn, boolean>>,
): Promise<void> {
  const insert = trx.insertInto('report_output_columns').values({ report_id: reportId, ...changes });
  await (Object.keys(changes).length === 0
    ? insert.onConflict((oc) => oc.column('report_id').doNothing())
    : insert.onConflict((oc) => oc.column('report_id').doUpdateSet(changes))
  ).execute();
}
