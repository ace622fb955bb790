/**
 * The SQL of the stored verdicts (verdicts.ts judges): the rows without a verdict, their reports' registers, and
 * the one statement that stores a batch of verdicts over the row revisions they were computed from.
 */
import { sql } from 'kysely';
import { type AssetRecord, type Db, selectAssetRecords } from './record-repository';
import { TAXPAYER_COLUMNS } from './taxpayer';

/** Which rows to judge: a report's, or the given assets (both when both are given). */
export interface JudgeScope {
  reportId?: number;
  assetIds?: readonly number[];
}

/** The next `limit` rows of the scope without a verdict, after `afterId`, in id order. */
export async function findUnjudgedRecords(
  db: Db,
  scope: JudgeScope,
  afterId: number,
  limit: number,
): Promise<AssetRecord[]> {
  let query = selectAssetRecords(db).where('a.has_errors', 'is', null).where('a.id', '>', afterId);
  if (scope.reportId !== undefined) query = query.where('a.report_id', '=', scope.reportId);
  if (scope.assetIds !== undefined) query = query.where('a.id', 'in', [...scope.assetIds]);
  return query.orderBy('a.id').limit(limit).execute();
}

/** The reports' EOFY report dates and taxpayer columns, the context of their rows' verdicts. */
export async function findRegisterRows(db: Db, reportIds: readonly number[]) {
  return (
    db
      .selectFrom('reports')
      .select(['id', 'eofy_report_date', ...TAXPAYER_COLUMNS])
      // Issue 26 item 5: the $1,000 test reads the largest owner's interest, as the figures do (s40-35).
      .select(
        sql<number | null>`(select max(o.share) from report_owners o where o.report_id = reports.id)`.as(
          'largest_share',
        ),
      )
      .where('id', 'in', [...reportIds])
      .execute()
  );
}

/** One batch of verdicts, in parallel arrays; a row written since (another revision) keeps its own. */
export interface VerdictBatch {
  ids: number[];
  revisions: number[];
  flags: boolean[];
  lists: string[];
}

export async function storeVerdicts(db: Db, { ids, revisions, flags, lists }: VerdictBatch): Promise<void> {
  await sql`
    update assets set has_errors = v.has_errors, asset_errors = v.errors::jsonb, errors_fresh = true
    from unnest(${ids}::integer[], ${revisions}::integer[], ${flags}::boolean[], ${lists}::text[])
      as v(id, revision, has_errors, errors)
    where assets.id = v.id and assets.errors_revision = v.revision and assets.has_errors is null`.execute(db);
}
