/** The SQL of the demolitions feature (issue 11: SQL only in repositories); the rules are in service.ts. */

import type { Database } from '@taxdep/db/schema';
import type { Transaction } from 'kysely';

type Trx = Transaction<Database>;

export interface DemolitionValues {
  demo_date: string | null;
  rate: string | null;
}

/** Updates the asset's demolition; undefined when the asset has no demolition of that id. */
export async function updateDemolition(
  trx: Trx,
  demolitionId: number,
  assetId: number,
  values: DemolitionValues,
): Promise<number | undefined> {
  const updated = await trx
    .updateTable('demolitions')
    .set(values)
    .where('id', '=', demolitionId)
    .where('asset_id', '=', assetId)
    .returning('id')
    .executeTakeFirst();
  return updated?.id;
}

export async function insertDemolition(trx: Trx, assetId: number, values: DemolitionValues): Promise<number> {
  const inserted = await trx
    .insertInto('demolitions')
    .values({ ...values, asset_id: assetId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** The demolition of an asset of the report, with its asset's id. */
export function findReportDemolition(trx: Trx, reportId: number, demolitionId: number) {
  return trx
    .selectFrom('demolitions as d')
    .innerJoin('assets as a', 'a.id', 'd.asset_id')
    .select(['d.id', 'd.asset_id'])
    .where('d.id', '=', demolitionId)
    .where('a.report_id', '=', reportId)
    .executeTakeFirst();
}

export async function deleteDemolitionRow(trx: Trx, demolitionId: number): Promise<void> {
  await trx.deleteFrom('demolitions').where('id', '=', demolitionId).execute();
}
