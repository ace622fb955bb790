/**
 * The SQL of the register writes' read-only rules (report-state.ts): the report's state in one statement, locked
 * FOR SHARE (or FOR UPDATE) for a write with the editor named for the history (editor-repository.ts), and the
 * asset's row locked FOR UPDATE.
 */

import type { Database } from '@taxdep/db/schema';
import { sql, type Transaction } from 'kysely';
import { editorMark } from './editor-repository';
import { INCENTIVE_HEAD } from './incentive-window-repository';
import type { Db } from './record-repository';
import { TAXPAYER_COLUMNS } from './taxpayer';

function reportStateQuery(db: Db, reportId: number) {
  return (
    db
      .selectFrom('reports as r')
      .innerJoin('report_statuses as s', 's.id', 'r.status_id')
      .innerJoin('properties as p', 'p.id', 'r.property_id')
      .select([
        'r.id',
        's.status',
        's.read_only as readOnly',
        'p.master_id as masterId',
        'r.eofy_report_date as eofyReportDate',
        'r.surveyor_id as surveyorId',
        'r.checker_id as checkerId',
        ...TAXPAYER_COLUMNS.map((column) => `r.${column}` as const),
        INCENTIVE_HEAD.as('incentiveHead'),
        sql<number | null>`(select max(o.share) from report_owners o where o.report_id = r.id)`.as(
          'largestShare',
        ),
      ])
      .where('r.id', '=', reportId)
      // Issue 27: the register's state is a depreciation report's; a capex forecast has no register (report-kind.ts).
      .where('r.kind', '=', 'depreciation')
  );
}

/** The report's state as stored, or undefined when there is no such report. */
export async function findReportStateRow(db: Db, reportId: number) {
  return reportStateQuery(db, reportId).executeTakeFirst();
}

/** The report's state for a write by `editor`, locked until the transaction ends, or undefined. */
export async function lockReportStateRow(
  trx: Transaction<Database>,
  reportId: number,
  editor: number,
  lock: 'share' | 'update',
) {
  // The editor is named in the same statement (no extra round trip per write); a refusal after rolls it back.
  const query = reportStateQuery(trx, reportId).select(editorMark(editor).as('editorMark'));
  const found = await (lock === 'update' ? query.forUpdate('r') : query.forShare('r')).executeTakeFirst();
  if (!found) return undefined;
  const { editorMark: _, ...row } = found;
  return row;
}

export interface LockedAsset {
  id: number;
  report_id: number;
  read_only: boolean;
}

/** The asset's row, locked FOR UPDATE, or undefined. */
export async function lockAssetRow(
  trx: Transaction<Database>,
  assetId: number,
): Promise<LockedAsset | undefined> {
  return trx
    .selectFrom('assets')
    .select(['id', 'report_id', 'read_only'])
    .where('id', '=', assetId)
    .forUpdate()
    .executeTakeFirst();
}

/** The report of an asset, or undefined when there is no such asset. */
export async function findReportIdOfAsset(db: Db, assetId: number): Promise<number | undefined> {
  const row = await db.selectFrom('assets').select('report_id').where('id', '=', assetId).executeTakeFirst();
  return row?.report_id;
}
