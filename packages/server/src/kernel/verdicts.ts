/**
 * The stored verdict of `validateAsset` (@taxdep/domain/assets) per register row: error mode (docs/product/states-and-permissions.md) filters on
 * it, so 100,000 rows need no validation per request (005_asset_register.sql explains the columns). The rules
 * stay in the domain; this file only runs them over rows whose verdict is missing and stores the answer.
 */
import type { Asset } from '@taxdep/domain';
import { type AssetRegisterContext, validateAsset } from '@taxdep/domain/assets';
import { sql } from 'kysely';
import { incentiveWindowsInForce } from './incentive-windows';
import { type Db, findDemolitions, selectAssetRecords } from './records';
import { TAXPAYER_COLUMNS, taxpayerOfColumns } from './taxpayer';
import { toWireAsset } from './wire';

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
  const rows = await db
    .selectFrom('reports')
    .select(['id', 'eofy_report_date', ...TAXPAYER_COLUMNS])
    .where('id', 'in', ids)
    .execute();
  const incentiveWindows = await incentiveWindowsInForce(db);
  return new Map(
    rows.map((r) => [
      r.id,
      { eofyReportDate: r.eofy_report_date, taxpayer: taxpayerOfColumns(r), incentiveWindows },
    ]),
  );
}

export interface JudgeScope {
  reportId?: number;
  assetIds?: readonly number[];
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
    let query = selectAssetRecords(db).where('a.has_errors', 'is', null).where('a.id', '>', afterId);
    if (scope.reportId !== undefined) query = query.where('a.report_id', '=', scope.reportId);
    if (scope.assetIds !== undefined) {
      if (scope.assetIds.length === 0) return judged;
      query = query.where('a.id', 'in', [...scope.assetIds]);
    }
    const records = await query.orderBy('a.id').limit(BATCH).execute();
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
    await sql`
      update assets set has_errors = v.has_errors, asset_errors = v.errors::jsonb, errors_fresh = true
      from unnest(${ids}::integer[], ${revisions}::integer[], ${flags}::boolean[], ${lists}::text[])
        as v(id, revision, has_errors, errors)
      where assets.id = v.id and assets.errors_revision = v.revision and assets.has_errors is null`.execute(
      db,
    );
    judged += records.length;
    afterId = records[records.length - 1]!.id;
    if (records.length < BATCH) return judged;
  }
}
