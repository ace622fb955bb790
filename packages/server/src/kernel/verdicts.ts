/**
 * The stored verdict of `validateAsset` (@taxdep/domain/assets) per register row: error mode (docs/product/states-and-permissions.md) filters on
 * it, so 100,000 rows need no validation per request (005_asset_register.sql explains the columns). The rules
 * stay in the domain; this file only runs them over rows whose verdict is missing and stores the answer.
 */
import type { Asset } from '@taxdep/domain';
import { type AssetRegisterContext, validateAsset } from '@taxdep/domain/assets';
import { WHOLE_SHARE } from '@taxdep/domain/tax';
import { incentiveWindowsInForce } from './incentive-windows';
import { type Db, findDemolitions } from './record-repository';
import { taxpayerOfColumns } from './taxpayer';
import { findRegisterRows, findUnjudgedRecords, type JudgeScope, storeVerdicts } from './verdict-repository';
import { toWireAsset } from './wire';

export type { JudgeScope } from './verdict-repository';

/** Rows judged per round trip: large enough to amortise the query, small enough to keep parameters bounded. */
const BATCH = 2000;

/** The verdict as stored: the flag error mode filters on and the error list as JSON text. */
export interface Verdict {
  has_errors: boolean;
  asset_errors: string;
}

/**
 * The verdict of validateAsset over a row as the service answers it (the same wire shape the browser judges), in
 * the context of its report (docs/tax-rules.md rule 1: the entry FY is checked against the EOFY report date).
 */
export function verdictOf(asset: Asset, register: AssetRegisterContext): Verdict {
  const errors = validateAsset(asset, register);
  return { has_errors: errors.length > 0, asset_errors: JSON.stringify(errors) };
}

/**
 * The reports' registers, by report id: their EOFY report dates and taxpayers (issue 23) and the incentives'
 * windows in force; one read per batch of rows judged.
 */
async function registerContexts(
  db: Db,
  reportIds: readonly number[],
): Promise<Map<number, AssetRegisterContext>> {
  const ids = [...new Set(reportIds)];
  if (ids.length === 0) return new Map();
  const rows = await findRegisterRows(db, ids);
  const incentiveWindows = await incentiveWindowsInForce(db);
  const share = (r: { largest_share: number | null }) =>
    r.largest_share !== null && r.largest_share < WHOLE_SHARE
      ? { largestOwnerShare: { num: r.largest_share, den: WHOLE_SHARE } }
      : {};
  return new Map(
    rows.map((r) => [
      r.id,
      { eofyReportDate: r.eofy_report_date, taxpayer: taxpayerOfColumns(r), incentiveWindows, ...share(r) },
    ]),
  );
}

/**
 * Judges the rows of a report (or the given assets) that have no verdict, and stores it. A verdict is only
 * stored over the row revision it was computed from (`errors_revision`), so a concurrent write wins. Returns the
 * number of rows judged.
 */
export async function judgeUnjudgedAssets(db: Db, scope: JudgeScope): Promise<number> {
  let judged = 0;
  let afterId = 0;
  for (;;) {
    if (scope.assetIds?.length === 0) return judged;
    const records = await findUnjudgedRecords(db, scope, afterId, BATCH);
    if (records.length === 0) return judged;
    const demolitions = await findDemolitions(
      db,
      records.map((r) => r.id),
    );
    const registers = await registerContexts(
      db,
      records.map((r) => r.report_id),
    );
    const ids: number[] = [];
    const revisions: number[] = [];
    const flags: boolean[] = [];
    const lists: string[] = [];
    for (const record of records) {
      const verdict = verdictOf(
        toWireAsset(record, demolitions.get(record.id) ?? []),
        registers.get(record.report_id) ?? { eofyReportDate: null },
      );
      ids.push(record.id);
      revisions.push(record.errors_revision);
      flags.push(verdict.has_errors);
      lists.push(verdict.asset_errors);
    }
    await storeVerdicts(db, { ids, revisions, flags, lists });
    judged += records.length;
    afterId = records[records.length - 1]!.id;
    if (records.length < BATCH) return judged;
  }
}
