/**
 * Read-only rules of the register writes (docs/product/states-and-permissions.md; docs/product/states-and-permissions.md "Report status and read-only"): the service, not
 * only the screen, refuses a write to a read-only report or asset with 409 and changes nothing. The report row is
 * locked FOR SHARE by every register write, so a concurrent status change to Completed waits for it (and the
 * write sees the status that holds when it commits).
 */

import type { Database } from '@taxdep/db/schema';
import type { Taxpayer } from '@taxdep/domain/tax';
import type { Transaction } from 'kysely';
import { conflict, notFound } from '../http/http-error';
import { assertMayEdit } from './edit-permission';
import type { Db } from './record-repository';
import {
  findReportIdOfAsset,
  findReportStateRow,
  type LockedAsset,
  lockAssetRow,
  lockReportStateRow,
} from './report-state-repository';
import { type TaxpayerColumns, taxpayerOfColumns } from './taxpayer';

export type { LockedAsset } from './report-state-repository';

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
  const state = await findReportStateRow(db, reportId);
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
  const row = await lockReportStateRow(trx, reportId, editor, lock);
  if (!row) throw notFound(`Report ${reportId} does not exist.`);
  const state = stateOf(row);
  assertMayEdit({ ...state, statusReadOnly: state.readOnly }, editor);
  return state;
}

/** An asset for a write: it exists (in `reportId` when given) and is not read-only; locked FOR UPDATE. */
export async function writableAsset(
  trx: Transaction<Database>,
  assetId: number,
  reportId?: number,
): Promise<LockedAsset> {
  const asset = await lockAssetRow(trx, assetId);
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
  const reportId = await findReportIdOfAsset(db, assetId);
  if (reportId === undefined) throw notFound(`Asset ${assetId} does not exist.`);
  return reportId;
}
