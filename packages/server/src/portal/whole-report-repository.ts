/** The whole report's one statement (portal/whole-report.ts; issue 11: SQL only in repositories). */

import type { Database } from '@taxdep/db/schema';
import { type Kysely, sql } from 'kysely';

/**
 * The register's counts of report `reportId` in one read: its assets, those with errors, those not yet checked
 * (has_errors null) and its demolitions. Counts are bigint, so they come back as text; undefined when it has no
 * assets.
 */
export function findRegisterCounts(db: Kysely<Database>, reportId: number) {
  return db
    .selectFrom('assets as a')
    .select([
      (eb) => eb.fn.countAll<string>().as('assets'),
      sql<string>`count(*) filter (where a.has_errors)`.as('with_errors'),
      sql<string>`count(*) filter (where a.has_errors is null)`.as('not_checked'),
      (eb) =>
        eb
          .selectFrom('demolitions as d')
          .innerJoin('assets as da', 'da.id', 'd.asset_id')
          .whereRef('da.report_id', '=', 'a.report_id')
          .select(eb.fn.countAll<string>().as('n'))
          .limit(1)
          .as('demolitions'),
    ])
    .where('a.report_id', '=', reportId)
    .groupBy('a.report_id')
    .executeTakeFirst();
}
