/**
 * Read-only rules of the register writes (docs/product/states-and-permissions.md; docs/product/states-and-permissions.md "Report status and read-only"): the service, not
 * only the screen, refuses a write to a read-only report or asset with 409 and changes nothing. The report row is
 * locked FOR SHARE by every register write, so a concurrent status change to Completed waits for it (and the
 * write sees the status that holds when it commits).
 */
import type { Taxpayer } from '@taxdep/domain/tax';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../http/http-error';
import { assertMayEdit } from './edit-permission';
import { editorMark } from './editor-repository';
import { INCENTIVE_HEAD } from './incentive-window-repository';
import type { Db } from './records';
import { TAXPAYER_COLUMNS, type TaxpayerColumns, taxpayerOfColumns } from './taxpayer';

export interface ReportState {
  id: number;
  status: string;
  readOnly: boolean;
  masterId: string;
  /** The register's context for the verdict of a row (validateAsset, docs/tax-rules.md rule 1). */
  eofyReportDate: string | null;
  /** The report's taxpayer (issue 23): the verdict's context too (kernel/taxpayer.ts). */
  taxpayer: Taxpayer;
  surveyorId: number | null;
  checkerId: number | null;
  /** The incentives' table in force (INCENTIVE_HEAD), read in the same statement as the report. */
  incentiveHead: string | null;
  /** Issue 23 item 7: the largest owner's share in hundredths of a percent (LARGEST_SHARE), null without owners. */
  largestShare: number | null;
}

function reportStateQuery(db: Db, reportId: number) {
  return db
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
    .where('r.id', '=', reportId);
}

/** The state with its taxpayer's columns folded into `taxpayer`. */
function stateOf<T extends TaxpayerColumns>(row: T): Omit<T, keyof TaxpayerColumns> & { taxpayer: Taxpayer } {
  const {
    taxpayer_entity_type: _entity,
    property_use: _use,
    turnover_band: _band,
    premises_condition: _premises,
    exchange_date: _exchange,
    settlement_date: _settlement,
    ...rest
  } = row;
  return { ...rest, taxpayer: taxpayerOfColumns(row) };
}

export async function findReportState(db: Db, reportId: number): Promise<ReportState> {
  const state = await reportStateQuery(db, reportId).executeTakeFirst();
  if (!state) throw notFound(`Report ${reportId} does not exist.`);
  return stateOf(state);
}

/**
 * The report for a write by `editor` (the signed-in user's id): it exists and that user may edit it (the rule of
 * src/kernel/edit-permission.ts: 409 read-only status, 403 not the report's surveyor or checker); locked until
 * the transaction ends, and the editor named for the register's history (015_report_workflow.sql).
 */
export async function writableReport(
  trx: Transaction<Database>,
  reportId: number,
  editor: number,
  lock: 'share' | 'update' = 'share',
): Promise<ReportState> {
  // The editor is named in the same statement (no extra round trip per write); a refusal below rolls it back.
  const query = reportStateQuery(trx, reportId).select(editorMark(editor).as('editorMark'));
  const found = await (lock === 'update' ? query.forUpdate('r') : query.forShare('r')).executeTakeFirst();
  if (!found) throw notFound(`Report ${reportId} does not exist.`);
  const { editorMark: _, ...row } = found;
  const state = stateOf(row);
  assertMayEdit({ ...state, statusReadOnly: state.readOnly }, editor);
  return state;
}

export interface LockedAsset {
  id: number;
  report_id: number;
  read_only: boolean;
}

/** An asset for a write: it exists (in `reportId` when given) and is not read-only; locked FOR UPDATE. */
export async function writableAsset(
  trx: Transaction<Database>,
  assetId: number,
  reportId?: number,
): Promise<LockedAsset> {
  const asset = await trx
    .selectFrom('assets')
    .select(['id', 'report_id', 'read_only'])
    .where('id', '=', assetId)
    .forUpdate()
    .executeTakeFirst();
  if (!asset || (reportId !== undefined && asset.report_id !== reportId)) {
    throw notFound(
      `Asset ${assetId} does not exist${reportId === undefined ? '' : ` in report ${reportId}`}.`,
    );
  }
  if (asset.read_only) throw conflict(`Asset ${assetId} is read-only; nothing was changed.`);
  return asset;
}

/** The report of an asset (for calls that name only the asset). */
export async function reportIdOfAsset(db: Db, assetId: number): Promise<number> {
  const row = await db.selectFrom('assets').select('report_id').where('id', '=', assetId).executeTakeFirst();
  if (!row) throw notFound(`Asset ${assetId} does not exist.`);
  return row.report_id;
}
