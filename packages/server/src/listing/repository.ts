/**
 * The listing's own SQL besides the projection's (projection/projection-sync.ts and row-answers.ts read the rows
 * the projection holds); issue 11: SQL only in repositories.
 */
import type { Db } from '../kernel/record-repository';

/** The distinct tax codes the report's assets use, by code. */
export function findRegisterTaxCodes(db: Db, reportId: number) {
  return db
    .selectFrom('tax_codes as t')
    .select('t.code')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('assets as a')
          .select('a.id')
          .whereRef('a.tax_code_id', '=', 't.id')
          .where('a.report_id', '=', reportId),
      ),
    )
    .orderBy('t.code')
    .execute();
}
